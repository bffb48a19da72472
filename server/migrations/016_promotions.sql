-- Promotions: activity rules as data, joins, sign-ins, draws and the rewards they pay.

-- The page type's settings (rates, caps, tiers, prizes, tasks, sign rewards, race prizes, land HTML),
-- validated in code by page type (src/promotions/activity-config.ts); rules are Chinese paragraphs.
alter table activities add column config jsonb not null default '{}'::jsonb;
alter table activities add column rules jsonb not null default '[]'::jsonb;
alter table activities add column requires_join boolean not null default false;

-- A member joined an activity once; a deposit bonus with joinTiming 'before' counts deposits after it.
create table activity_joins (
  member_id   integer not null references members (id),
  activity_id integer not null references activities (id),
  joined_at   timestamptz not null,
  primary key (member_id, activity_id)
);

-- Every reward a member was given. 'paid' rows are the gift records (a 'bonus' ledger row each);
-- 'waiting' rows are the welfare list until claimed or until expires_at.
create table rewards (
  id                    integer generated always as identity primary key,
  member_id             integer not null references members (id),
  activity_id           integer references activities (id),
  source                text not null check (source in ('activity', 'vip', 'welfare', 'rebate')),
  title                 text not null,
  amount_fen            bigint not null check (amount_fen > 0),
  turnover_required_fen bigint not null check (turnover_required_fen >= 0),
  status                text not null check (status in ('waiting', 'paid', 'expired')),
  expires_at            timestamptz,
  created_at            timestamptz not null,
  paid_at               timestamptz,
  request_id            text,
  -- What the reward is for (a task, a tier, a deposit, a friend, a week): the same thing never pays twice.
  award_key             text
);
create unique index rewards_request_once on rewards (member_id, request_id) where request_id is not null;
create unique index rewards_award_once on rewards (member_id, award_key) where award_key is not null;
create index rewards_member_idx on rewards (member_id, status, created_at desc);

-- Daily sign-ins of a signGift activity, one per Beijing day; streak is the consecutive days up to it.
create table activity_sign_ins (
  member_id   integer not null references members (id),
  activity_id integer not null references activities (id),
  day         date not null,
  streak      integer not null check (streak >= 1),
  reward_id   integer references rewards (id),
  created_at  timestamptz not null,
  primary key (member_id, activity_id, day)
);

-- Draws of a drawGift activity; amount 0 is 谢谢参与 (no reward row).
create table activity_draws (
  id          integer generated always as identity primary key,
  member_id   integer not null references members (id),
  activity_id integer not null references activities (id),
  prize_id    integer not null,
  prize_name  text not null,
  amount_fen  bigint not null check (amount_fen >= 0),
  reward_id   integer references rewards (id),
  created_at  timestamptz not null
);
create index activity_draws_member_idx on activity_draws (member_id, activity_id, created_at desc);
