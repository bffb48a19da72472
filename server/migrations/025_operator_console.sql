-- The operator console: operators (not members), their login challenges and sessions, the
-- append-only audit log, and the four-eyes marks on withdrawals.

create table operators (
  id             integer generated always as identity primary key,
  name           text not null unique,
  display_name   text not null,
  -- scrypt (src/members/password.ts format) over the password itself.
  password_hash  text not null,
  roles          text[] not null check (cardinality(roles) > 0
                   and roles <@ array['admin', 'finance', 'support', 'moderator', 'release']::text[]),
  status         text not null default 'active' check (status in ('active', 'disabled')),
  -- Base32 TOTP secret; null until the operator enrols (again after an admin resets it).
  totp_secret    text,
  -- The last TOTP step accepted: a code of that step or an earlier one is a replay.
  totp_last_step bigint,
  created_at     timestamptz not null,
  last_login_at  timestamptz
);

-- Wrong passwords and codes per name; five within the window lock the name for a while.
create table operator_login_limits (
  name             text primary key,
  failures         integer not null,
  first_failure_at timestamptz not null,
  locked_until     timestamptz
);

-- Between the password and the code. Only the SHA-256 of the challenge is kept.
create table operator_challenges (
  token_hash   text primary key,
  operator_id  integer not null references operators (id),
  kind         text not null check (kind in ('totp', 'enrol')),
  -- The secret offered for enrolment, kept only once the first code proves it.
  enrol_secret text,
  expires_at   timestamptz not null,
  used_at      timestamptz
);

-- Console sessions: their own table, so a member token is never one and an operator token never
-- opens the player API. They end after an idle time, at logout, or when an admin ends them.
create table operator_sessions (
  id           integer generated always as identity primary key,
  token_hash   text not null unique,
  operator_id  integer not null references operators (id),
  address      text not null,
  created_at   timestamptz not null,
  last_seen_at timestamptz not null,
  ended_at     timestamptz
);
create index operator_sessions_live_idx on operator_sessions (operator_id) where ended_at is null;

-- One row per operator action, written in the action's transaction. Never updated or deleted:
-- the trigger below refuses both, whatever code (or person) tries.
create table audit_log (
  id            bigint generated always as identity primary key,
  operator_id   integer not null references operators (id),
  operator_name text not null,
  role          text not null,
  at            timestamptz not null,
  action        text not null,
  target        text not null,
  before        jsonb,
  after         jsonb,
  reason        text not null default '',
  trace_id      text not null default '',
  address       text not null default ''
);
create index audit_log_at_idx on audit_log (at desc, id desc);
create index audit_log_target_idx on audit_log (target);

create function audit_log_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'audit_log is append-only';
end;
$$;
create trigger audit_log_no_change before update or delete on audit_log
  for each row execute function audit_log_append_only();

-- Money decisions by request id, replayed to repeats (the members' idempotent_requests, per operator).
create table operator_requests (
  operator_id integer not null references operators (id),
  request_id  text not null,
  path        text not null,
  body_hash   text,
  status_code integer not null,
  response    jsonb not null,
  created_at  timestamptz not null,
  primary key (operator_id, request_id)
);

-- Four eyes: the first of two approvals, and who decided.
alter table withdraw_orders add column first_approved_by integer references operators (id);
alter table withdraw_orders add column first_approved_at timestamptz;
alter table withdraw_orders add column decided_by integer references operators (id);

-- The whole payout number, sealed (AES-256-GCM, key in app_meta): finance pays to it, revealed
-- only through the console (audited). Null for accounts bound before it was kept.
alter table bank_cards add column number_sealed text;
