-- USDT wallet beside the CNY centre wallet (transfer/getTransferRate + transfer/utcTransfer).
-- Ledger rows gain a currency: 'CNY' rows are fen of a CNY wallet (centre or venue, as before);
-- 'USDT' rows are cents of USDT (amount_fen / balance_after_fen hold hundredths of a USDT) and
-- always belong to coin_wallets (venue_id is null). CNY totals never include USDT.
alter table ledger add column currency text not null default 'CNY' check (currency in ('CNY', 'USDT'));
alter table ledger add constraint ledger_usdt_no_venue check (currency = 'CNY' or venue_id is null);

drop index ledger_request_once;
create unique index ledger_request_once on ledger (member_id, request_id, kind, coalesce(venue_id, 0), currency)
  where request_id is not null;

create table coin_wallets (
  member_id     integer not null references members (id),
  currency      text not null check (currency in ('USDT')),
  balance_cents bigint not null default 0 check (balance_cents >= 0),
  updated_at    timestamptz not null default now(),
  primary key (member_id, currency)
);

-- The published rates, in fen of CNY per 1 USDT: buy = what the member pays for 1 USDT,
-- sell = what the member receives for 1 USDT. sell <= buy, so a round trip never makes money.
-- Limits are in USDT cents and apply to the USDT side of a conversion in either direction.
create table coin_rates (
  currency       text primary key check (currency in ('USDT')),
  buy_rate_fen   integer not null check (buy_rate_fen > 0),
  sell_rate_fen  integer not null check (sell_rate_fen > 0),
  min_cents      bigint not null check (min_cents > 0),
  max_cents      bigint not null,
  updated_at     timestamptz not null default now(),
  check (sell_rate_fen <= buy_rate_fen),
  check (max_cents >= min_cents)
);
insert into coin_rates (currency, buy_rate_fen, sell_rate_fen, min_cents, max_cents) values ('USDT', 720, 710, 100, 1000000);
