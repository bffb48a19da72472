import { actorOf, type ConsoleHandlerMap } from '../../http/console/console-context';
import { revealMemberField, setMemberLock } from '../../members/desk/member-actions';
import { addMemberNote, memberNotes } from '../../members/desk/member-notes';
import { memberProfile } from '../../members/desk/member-profile';
import { extendExclusion, memberProtection } from '../../members/desk/member-protection';
import { memberBets, memberFunds, memberLedger, memberRounds } from '../../members/desk/member-records';
import { searchMembers } from '../../members/desk/member-search';
import { endMemberSessions, memberSessions } from '../../members/desk/member-sessions';
import type { ConsoleDeps } from './console-deps';

const page = <T>(input: { pageNum: number; pageSize: number }, found: T) => ({
  ...found,
  pageNum: input.pageNum,
  pageSize: input.pageSize,
});

/** The members desk (contract console/members, console/member-records). */
export function consoleMemberHandlers({ db }: ConsoleDeps) {
  return {
    consoleMemberSearch: async (input) => page(input, await searchMembers(db, input)),
    consoleMemberProfile: async (input, ctx) => memberProfile(db, input.memberId, ctx.now),
    consoleMemberReveal: async (input, ctx) =>
      revealMemberField(db, actorOf(ctx), input.memberId, input.field, ctx.now),
    consoleMemberSetLock: async (input, ctx) => setMemberLock(db, actorOf(ctx), input, ctx.now),
    consoleMemberSessions: async (input, ctx) => ({ list: await memberSessions(db, input.memberId, ctx.now) }),
    consoleMemberEndSessions: async (input, ctx) => endMemberSessions(db, actorOf(ctx), input, ctx.now),
    consoleMemberNotes: async (input) => page(input, await memberNotes(db, input.memberId, input)),
    consoleMemberAddNote: async (input, ctx) => addMemberNote(db, actorOf(ctx), input, ctx.now),
    consoleMemberLedger: async (input) => page(input, await memberLedger(db, input)),
    consoleMemberBets: async (input) => page(input, await memberBets(db, input)),
    consoleMemberRounds: async (input) => page(input, await memberRounds(db, input)),
    consoleMemberFunds: async (input) => page(input, await memberFunds(db, input)),
    consoleMemberProtection: async (input, ctx) => memberProtection(db, input.memberId, ctx.now),
    consoleMemberExtendExclusion: async (input, ctx) => extendExclusion(db, actorOf(ctx), input, ctx.now),
  } satisfies Pick<
    ConsoleHandlerMap,
    | 'consoleMemberSearch'
    | 'consoleMemberProfile'
    | 'consoleMemberReveal'
    | 'consoleMemberSetLock'
    | 'consoleMemberSessions'
    | 'consoleMemberEndSessions'
    | 'consoleMemberNotes'
    | 'consoleMemberAddNote'
    | 'consoleMemberLedger'
    | 'consoleMemberBets'
    | 'consoleMemberRounds'
    | 'consoleMemberFunds'
    | 'consoleMemberProtection'
    | 'consoleMemberExtendExclusion'
  >;
}
