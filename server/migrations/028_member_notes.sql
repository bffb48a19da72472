-- The console's members desk: operators' notes on a member. Append-only like the audit log: the
-- trigger refuses any update or delete, whatever code (or person) tries.
create table member_notes (
  id          bigint generated always as identity primary key,
  member_id   integer not null references members (id),
  operator_id integer not null references operators (id),
  text        text not null check (length(text) between 1 and 500),
  created_at  timestamptz not null
);
create index member_notes_member_idx on member_notes (member_id, created_at desc, id desc);

create function member_notes_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'member_notes is append-only';
end;
$$;
create trigger member_notes_no_change before update or delete on member_notes
  for each row execute function member_notes_append_only();

-- The desk's search matches a phone or an e-mail by its ending.
create index members_phone_reverse_idx on members (reverse(phone)) where phone <> '';
create index members_email_reverse_idx on members (lower(reverse(email))) where email <> '';
