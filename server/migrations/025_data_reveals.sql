-- Each plain value a member asked for (site/common/singleDataDecryption): the audit trail support and
-- risk read by member or by the page load's trace id, and what the hourly reveal limit counts.
create table data_reveals (
  id         bigserial primary key,
  member_id  integer not null references members (id),
  field      text not null check (field in ('phone', 'email', 'realName')),
  trace_id   text,
  created_at timestamptz not null
);
create index data_reveals_member_idx on data_reveals (member_id, created_at);
