import { ResponseCode } from 'shared/contract';
import type { Queryable } from '../db/database';
import { ApiFailure } from '../http/api-failure';
import type { HandlerDeps, HandlerMap } from './handler-map';
import { requireSite } from './require-site';

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
  if (row === undefined || tiers.length === 0 || steps.length === 0) throw new ApiFailure(ResponseCode.NO_DATA);
  return {
    ...row,
    tiers: tiers.map(({ minNetWinFen, ...tier }) => ({ ...tier, minNetWin: minNetWinFen / 100 })),
    steps,
  };
}

/**
 * The member's invite: their own code and the brand's registration link carrying it. The link goes
 * to the brand's site address (sites.h5_domain_url, the only site address the brand configures —
 * the API's own origin is not where players register); ?register=1 opens registration there and
 * ?icode= is what the site stores as the invite code (SPEC §3).
 */
async function loadInvite(db: Queryable, memberId: number, siteId: string) {
  const site = await requireSite(db, siteId);
  const rows = await db.query<{ code: string }>('select own_invite_code as code from members where id = $1', [memberId]);
  const code = rows[0]?.code;
  if (code === undefined) throw new ApiFailure(ResponseCode.LOGIN_EXPIRED);
  const link = new URL('/', site.h5DomainUrl);
  link.searchParams.set('register', '1');
  link.searchParams.set('icode', code);
  return { code, link: link.toString() };
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
