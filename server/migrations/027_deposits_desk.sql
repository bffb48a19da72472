-- The console's deposits desk (src/funds/deposits/desk). A bank-transfer order carries the 附言码
-- the player writes on the transfer; a finance operator matches it and the amount against the bank
-- statement before crediting. Orders an operator confirmed or expired name the operator and keep
-- the note (the bank reference read, or the expiry reason).
alter table deposit_orders add column reference text not null default '';
alter table deposit_orders add column decided_by integer references operators (id);
alter table deposit_orders add column decision_note text not null default '';

-- Bank-transfer orders made before references existed get one, so every open one can be confirmed.
update deposit_orders set reference = upper(substr(md5(order_no), 1, 8))
 where channel_id = 'bank-card' and reference = '';

create index deposit_orders_reference_idx on deposit_orders (reference) where reference <> '';
create index deposit_orders_created_idx on deposit_orders (created_at desc);
