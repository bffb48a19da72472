-- Developer overrides (console 发布管理, contract console/remote-overrides, src/delivery): a signed,
-- expiring permission for one browser to load one remote of one brand from another address. The
-- token carries everything the site's page server needs; the row is what the API checks for
-- revocation, and what the console lists.
create table remote_overrides (
  id          bigint generated always as identity primary key,
  site_id     text not null references sites (site_id),
  remote      text not null,
  address     text not null,
  issued_at   timestamptz not null,
  issued_by   text not null,
  expires_at  timestamptz not null,
  revoked_at  timestamptz,
  revoked_by  text,
  check (expires_at > issued_at),
  check ((revoked_at is null) = (revoked_by is null))
);
create index remote_overrides_live on remote_overrides (expires_at) where revoked_at is null;
