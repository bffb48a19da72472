-- Issue 17: the request ids the replay guard has seen, shared by every API process (one process kept
-- them in memory). A row is only needed until its signature's timestamp window closes.
create table request_replay_ids (
  request_id  text primary key,
  valid_until timestamptz not null
);
create index request_replay_ids_valid_until_idx on request_replay_ids (valid_until);
