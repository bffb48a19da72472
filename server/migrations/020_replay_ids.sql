-- The request ids the replay guard has seen, shared by every API process so a replay is refused
-- whichever process it reaches (docs/decisions/0002-cluster-postgresql-redis.md). A row is only
-- needed until its signature's timestamp window closes.
create table request_replay_ids (
  request_id  text primary key,
  valid_until timestamptz not null
);
create index request_replay_ids_valid_until_idx on request_replay_ids (valid_until);
