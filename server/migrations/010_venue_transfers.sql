-- Venue wallets and transfers: the member's auto-transfer switch, venue maintenance
-- windows (6415 names them), and the index the deal records page reads newest first.
alter table members add column auto_transfer boolean not null default false;
alter table venues add column maintenance_from timestamptz;
alter table venues add column maintenance_until timestamptz;
create index ledger_member_kind_idx on ledger (member_id, kind, created_at desc, id desc);
