-- A request id is a money call's idempotency key: the fingerprint of the first body it came with
-- lets a repeat with another body be refused instead of answered with the first call's result.
alter table idempotent_requests add column body_hash text;
