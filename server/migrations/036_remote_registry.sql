-- The remote registry (console 发布管理, contract console/releases, src/delivery): every published
-- build of a remote is one immutable version named by the hash of its content; its files live
-- content-addressed on disk (DATA_DIR/files/registry) and are served under /registry/<remote>/<version>/.
-- Each brand pins a remote to a stable version and optionally a canary version for a share of its
-- visitors; every change of a pin is one history row (and one audit row) in the same transaction.

create table remote_versions (
  remote         text not null,
  -- The first 16 hex digits of the SHA-256 over the sorted (path, file SHA-256) list.
  version        text not null,
  commit_sha     text not null default '',
  -- The `shared` contract range the build needs (its manifest's requiredVersion of shared/*).
  contract_range text not null,
  exposes        jsonb not null,
  -- [{ path, sha256, bytes }]: what /registry/<remote>/<version>/<path> serves.
  files          jsonb not null,
  total_bytes    integer not null,
  created_at     timestamptz not null,
  created_by     text not null,
  primary key (remote, version)
);
create index remote_versions_newest on remote_versions (remote, created_at desc);

create table brand_remote_pins (
  site_id        text not null references sites (site_id),
  remote         text not null,
  -- null: the brand's own address for the remote (brand.json) stays the stable one.
  stable_version text,
  canary_version text,
  canary_percent smallint not null default 0 check (canary_percent between 0 and 100),
  updated_at     timestamptz not null,
  updated_by     text not null,
  primary key (site_id, remote),
  foreign key (remote, stable_version) references remote_versions (remote, version),
  foreign key (remote, canary_version) references remote_versions (remote, version),
  check ((canary_version is null) = (canary_percent = 0))
);

create table brand_remote_pin_history (
  id             bigint generated always as identity primary key,
  site_id        text not null references sites (site_id),
  remote         text not null,
  action         text not null check (action in ('pin', 'canary', 'clear_canary', 'promote', 'rollback')),
  stable_version text,
  canary_version text,
  canary_percent smallint not null,
  at             timestamptz not null,
  operator_name  text not null
);
create index brand_remote_pin_history_newest on brand_remote_pin_history (site_id, at desc);
