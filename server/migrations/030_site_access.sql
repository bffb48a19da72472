-- Site access: the operator's switches over who may use a brand (console 站点访问, contract
-- console/site-access). No row: everything open. Applied by the player API (src/sites/access).

create table site_access (
  site_id             text primary key references sites (site_id),
  maintenance         boolean not null default false,
  maintenance_message text not null default '',
  login_suspended     boolean not null default false,
  register_suspended  boolean not null default false,
  suspended_notice    text not null default 'popup' check (suspended_notice in ('popup', 'toast', 'inline')),
  suspended_message   text not null default '',
  -- ISO 3166-1 alpha-2 codes, upper case.
  blocked_regions     text[] not null default '{}',
  warned_regions      text[] not null default '{}',
  -- Addresses or CIDR ranges (inet: a range may be written from any of its addresses).
  denied_ips          inet[] not null default '{}',
  updated_at          timestamptz not null default now()
);

-- A venue the operator is still testing with its vendor: listed, but a launch answers 6366 测试中.
alter table venues add column testing boolean not null default false;
