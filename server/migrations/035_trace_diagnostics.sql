-- What support reads by a player's 问题编号 (the page load's trace id), kept 7 days (pruned).
-- trace_api_calls: every player API call that named a trace id, written in batches after the answer.
-- browser_reports: what the page reported itself (remote loads with their time and version, remote
-- failures, uncaught errors, CSP violations). The remote-health figures (loads, failure rate, p50/p95
-- per remote and version) read the remote-load rows of the same table.

create table trace_api_calls (
  id          bigserial primary key,
  trace_id    text not null,
  site_id     text not null default '',
  path        text not null,
  http_status integer not null,
  code        integer not null,
  duration_ms integer not null,
  member_id   integer,
  at          timestamptz not null
);
create index trace_api_calls_trace on trace_api_calls (trace_id, at);
create index trace_api_calls_at on trace_api_calls (at);

create table browser_reports (
  id          bigserial primary key,
  trace_id    text not null,
  site_id     text not null default '',
  kind        text not null check (kind in ('remote-load', 'remote-event', 'error', 'rejection', 'csp')),
  -- remote-load, remote-event: the federation name (mf_sports) or 'host'.
  remote      text not null default '',
  -- remote-load: 'ok', 'unavailable' or 'incompatible'; remote-event: its kind (script-error ...).
  outcome     text not null default '',
  duration_ms integer,
  version     text not null default '',
  message     text not null default '',
  source      text not null default '',
  stack       text not null default '',
  -- The page's clock when it happened; received_at is the server's and decides retention.
  at          timestamptz not null,
  received_at timestamptz not null
);
create index browser_reports_trace on browser_reports (trace_id, at);
create index browser_reports_remote_loads on browser_reports (remote, version, received_at) where kind = 'remote-load';
create index browser_reports_received on browser_reports (received_at);
