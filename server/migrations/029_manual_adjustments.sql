-- Manual adjustments: an operator credits or debits a member's centre wallet with a category and a
-- reason. Applied ones have their `adjust` ledger row (request_id 'adjust:<adjust_no>', so the
-- ledger's unique index writes it once); above the four-eyes threshold a request waits as pending
-- for a second, different finance operator.
create sequence manual_adjustment_no_seq;

create table manual_adjustments (
  id                integer generated always as identity primary key,
  adjust_no         text not null unique default 'A' || lpad(nextval('manual_adjustment_no_seq')::text, 8, '0'),
  member_id         integer not null references members (id),
  direction         text not null check (direction in ('credit', 'debit')),
  amount_fen        bigint not null check (amount_fen > 0),
  category          text not null check (category in ('promo_reissue', 'compensation', 'correction', 'other')),
  reason            text not null,
  -- Fixed when requested: a later threshold change does not reopen or close a request.
  needs_two         boolean not null,
  status            text not null check (status in ('pending', 'applied', 'refused')),
  requested_by      integer not null references operators (id),
  requested_at      timestamptz not null,
  decided_by        integer references operators (id),
  decided_at        timestamptz,
  decision_reason   text not null default '',
  balance_after_fen bigint
);
create index manual_adjustments_pending_idx on manual_adjustments (requested_at) where status = 'pending';
