-- The remote registry, continued (docs/decisions/0011): a failing canary is withdrawn by the server
-- (src/delivery/canary-guard.ts), and an operator may remove a brand's pin of a remote.

-- When the current canary version was set: its failure rate counts the loads reported since then.
alter table brand_remote_pins add column canary_since timestamptz;
update brand_remote_pins set canary_since = updated_at where canary_version is not null;
alter table brand_remote_pins
  add constraint brand_remote_pins_canary_since check ((canary_version is null) = (canary_since is null));

alter table brand_remote_pin_history drop constraint brand_remote_pin_history_action_check;
alter table brand_remote_pin_history add constraint brand_remote_pin_history_action_check
  check (action in ('pin', 'canary', 'clear_canary', 'promote', 'rollback', 'auto_rollback', 'unpin'));
-- auto_rollback: the figures it was decided on ({ loads, failures, rate, threshold, minLoads }).
alter table brand_remote_pin_history add column figures jsonb;

-- The canary's loads on one brand since it was set.
create index browser_reports_site_loads on browser_reports (site_id, remote, version, received_at)
  where kind = 'remote-load';

-- The actor of what the server decides alone (the audit log names an operator on every row). It
-- cannot sign in: disabled, and its password hash is no scrypt hash any password matches.
insert into operators (name, display_name, password_hash, roles, status, created_at)
values ('system', '系统', '!', array['release'], 'disabled', now());
