import { ResponseCode } from 'shared/contract';
import type { Queryable } from '../db/database';
import { DomainError } from '../domain/domain-error';
import type { HandlerDeps, HandlerMap } from './handler-map';
import { inviteOf } from '../members/invite-link';

interface ProgrammeRow {
  title: string;
  intro: string;
  contact: string;
}

interface TierRow {
  level: number;
  name: string;
  minActive: number;
  minNetWinFen: number;
  rate: number;
}

/** The programme's content (migration 012); a database without it answers 6303 rather than half a page. */
async function loadProgramme(db: Queryable) {
  const [content, tiers, steps] = await Promise.all([
    db.query<ProgrammeRow>('select title, intro, contact from agent_programme where id = 1'),
    db.query<TierRow>(
      `select level, name, min_active as "minActive", min_net_win_fen as "minNetWinFen", rate_percent::float8 as rate
         from agent_commission_tiers order by level`,
    ),
    db.query<{ title: string; text: string }>('select title, text from agent_steps order by position'),
  ]);
  const row = content[0];
  if (row === undefined || tiers.length === 0 || steps.length === 0) throw new DomainError(ResponseCode.NO_DATA);
  return {
    ...row,
    tiers: tiers.map(({ minNetWinFen, ...tier }) => ({ ...tier, minNetWin: minNetWinFen / 100 })),
    steps,
  };
}

/** A member's invite; a member row that vanished mid-call is a session that no longer holds. */
async function loadInvite(db: Queryable, memberId: number, siteId: string) {
  const invite = await inviteOf(db, memberId, siteId);
  if (invite === null) throw new DomainError(ResponseCode.LOGIN_EXPIRED);
  return invite;
}

export function agentHandlers({ db }: HandlerDeps) {
  return {
    agentProgramme: async (_input, ctx) => {
      const [programme, invite] = await Promise.all([
        loadProgramme(db),
        ctx.member === null ? Promise.resolve(null) : loadInvite(db, ctx.member.memberId, ctx.siteId),
      ]);
      return { ...programme, invite };
    },
  } satisfies Pick<HandlerMap, 'agentProgramme'>;
}
