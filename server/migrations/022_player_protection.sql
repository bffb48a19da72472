-- Player protection (src/protection; docs/decisions/0006-player-protection.md): a member's own
-- deposit and loss limits, the reality-check interval, and time-outs / self-exclusions.

-- One row per limit the member has ever set. amount_fen is the limit in force (null: none). A raise
-- or a removal waits 24 h: pending_at says when, pending_fen the value then (null with pending_at
-- set: the limit goes away). A lower limit replaces amount_fen at once and drops any pending change.
create table protection_limits (
  member_id   integer not null references members (id),
  kind        text not null check (kind in ('deposit', 'loss')),
  period      text not null check (period in ('day', 'week', 'month')),
  amount_fen  bigint check (amount_fen > 0),
  pending_fen bigint check (pending_fen > 0),
  pending_at  timestamptz,
  updated_at  timestamptz not null,
  primary key (member_id, kind, period)
);

-- Minutes between reality checks; 0 is off. No row: the regulated default of 60.
create table protection_settings (
  member_id             integer primary key references members (id),
  reality_check_minutes integer not null check (reality_check_minutes in (0, 15, 30, 60)),
  updated_at            timestamptz not null
);

-- A time-out (cooling off) or a self-exclusion; ends_at null: permanent. Rows are never shortened
-- or deleted: one that has ended simply no longer applies.
create table protection_exclusions (
  id         bigint generated always as identity primary key,
  member_id  integer not null references members (id),
  kind       text not null check (kind in ('timeout', 'exclusion')),
  starts_at  timestamptz not null,
  ends_at    timestamptz,
  created_at timestamptz not null
);
create index protection_exclusions_member on protection_exclusions (member_id, ends_at);
