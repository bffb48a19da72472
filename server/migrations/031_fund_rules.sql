-- Fund safety: each brand's rules over money calls (console 站点访问 › 资金安全, contract
-- console/fund-rules). No row: no phone rule, member locking on, no withdrawal hold. Applied by the
-- player API (src/sites/fund-rules).

create table site_fund_rules (
  site_id             text primary key references sites (site_id),
  phone_for_withdraw  boolean not null default false,
  phone_for_funds     boolean not null default false,
  member_locking      boolean not null default true,
  withdraw_hold_hours integer not null default 0 check (withdraw_hold_hours between 0 and 720),
  updated_at          timestamptz not null default now()
);

-- When the member last proved the phone with an SMS code (user/bindPhone); null: never, e.g. a phone
-- written by an import or a seed.
alter table members add column phone_verified_at timestamptz;
