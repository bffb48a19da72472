-- The operator's live switch of each vertical per site, and the load trace id that support
-- finds a player's tickets and chats by.

-- No row: the vertical is on. A row is written by the operator console (testSetVertical stands in
-- for it); every server process reads it, so several processes agree without a redeploy.
create table site_vertical_switches (
  site_id    text not null references sites (site_id),
  vertical   text not null check (vertical in ('sports', 'casino', 'wallet', 'promotions', 'chat')),
  state      text not null check (state in ('on', 'off', 'maintenance')),
  -- The operator's words on the maintenance page; empty shows the default text.
  message    text not null default '',
  -- When the maintenance is expected to end, shown to the player; null when not announced.
  until      timestamptz,
  updated_at timestamptz not null,
  primary key (site_id, vertical)
);

-- The page load a ticket was filed from (x-trace-id of the addFeedBack call); null for older tickets.
alter table feedback_tickets add column trace_id text;
create index feedback_tickets_trace_idx on feedback_tickets (trace_id) where trace_id is not null;

-- Each chat login names the page load it came from: support finds the support room of a player by it.
create table chat_login_traces (
  trace_id    text not null,
  site_id     text not null,
  user_id     text not null,
  support_rid text not null,
  created_at  timestamptz not null,
  primary key (trace_id, user_id)
);
