-- Deposit orders (src/funds/deposits). An order moves created → waiting → paid | closed | expired;
-- every move is a status-guarded update, and the credit of a paid order is a ledger row written in
-- the same transaction (kind 'deposit', request_id 'deposit:<order_no>', so the ledger's unique
-- index refuses a second credit even if a guard were ever wrong).
create table deposit_orders (
  order_no       text primary key,
  member_id      integer not null references members (id),
  site_id        text not null,
  channel_id     text not null,
  amount_fen     bigint not null check (amount_fen > 0),
  status         text not null check (status in ('created', 'waiting', 'paid', 'closed', 'expired')),
  -- The name on the paying account (bank transfer); '' for other channels.
  depositor_name text not null default '',
  -- The secret in the cashier page's address: whoever opens it may pay this one order.
  cashier_token  text not null unique,
  created_at     timestamptz not null,
  expires_at     timestamptz not null check (expires_at > created_at),
  finished_at    timestamptz
);
create index deposit_orders_member_idx on deposit_orders (member_id, created_at desc);
