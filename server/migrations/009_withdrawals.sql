-- Payout accounts (bank cards, virtual-coin addresses, Alipay) on the existing bank_cards table, and
-- withdrawals with their review by the (simulated) back office.
alter table bank_cards add column kind text not null default 'bank' check (kind in ('bank', 'coin', 'alipay'));
-- Bank code for cards, the protocol (TRC20 / ERC20) for coin addresses, '' for Alipay.
alter table bank_cards add column code text not null default '';
-- HMAC of the whole number / address: finds a duplicate without keeping the number.
alter table bank_cards add column fingerprint text;
alter table bank_cards add column is_default boolean not null default false;
-- Addresses end in letters too: the last four characters, whatever they are.
alter table bank_cards drop constraint bank_cards_card_last4_check;
alter table bank_cards add constraint bank_cards_card_last4_check check (card_last4 ~ '^[0-9A-Za-z@._-]{1,4}$');
create unique index bank_cards_fingerprint_key on bank_cards (member_id, kind, fingerprint) where deleted_at is null and fingerprint is not null;
update bank_cards set is_default = true
 where deleted_at is null and id in (select min(id) from bank_cards where deleted_at is null group by member_id, kind);

create table withdraw_orders (
  id           bigint generated always as identity primary key,
  order_no     text not null unique,
  member_id    integer not null references members (id),
  account_id   integer not null references bank_cards (id),
  kind         text not null check (kind in ('bank', 'coin', 'alipay')),
  account_name text not null,
  account_masked text not null,
  amount_fen   bigint not null check (amount_fen > 0),
  fee_fen      bigint not null default 0 check (fee_fen >= 0),
  usdt_amount  numeric(18, 2),
  rate         numeric(12, 4),
  status       text not null default 'pending' check (status in ('pending', 'approved', 'refused')),
  remark       text not null default '',
  request_id   text not null,
  created_at   timestamptz not null,
  reviewed_at  timestamptz
);
create index withdraw_orders_member_idx on withdraw_orders (member_id, created_at desc);
create index withdraw_orders_pending_idx on withdraw_orders (created_at) where status = 'pending';

-- Codes for resetting the withdraw password are a purpose of their own (4): a code sent for it never
-- unlocks the login-password recovery (2) or a new-device check (3).
alter table verification_codes drop constraint verification_codes_purpose_check;
alter table verification_codes add constraint verification_codes_purpose_check check (purpose in (2, 3, 4));

-- Wrong withdraw passwords in a row; WITHDRAW_PASSWORD_MAX_FAILURES of them lock withdrawals for a while.
alter table members add column withdraw_password_failures integer not null default 0;
alter table members add column withdraw_password_locked_until timestamptz;
