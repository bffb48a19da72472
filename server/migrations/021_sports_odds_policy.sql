-- The member's odds-change policy (docs/decisions/0005-cash-out-and-odds-policy.md), replacing the
-- slip's local on/off auto-accept. placeBet reads it: 'any' takes every price change, 'higher' only
-- rises, 'ask' refuses every change (7102). No row: the default ('any'), as the old auto-accept was
-- on by default.
create table member_sports_settings (
  member_id   integer primary key references members (id) on delete cascade,
  odds_policy text not null check (odds_policy in ('any', 'higher', 'ask')),
  updated_at  timestamptz not null
);
