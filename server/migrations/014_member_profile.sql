-- Member profile and security: bindings by code, avatars (drawn or uploaded) and the
-- images members upload. Every time column is written from the request's clock, like migration 003.

-- The dialling code of the bound phone; phone itself stays the national number (recovery and the
-- new-device check compare it as digits).
alter table members add column phone_area_code text not null default '86';

-- null: no avatar chosen (memberInfo answers ''); existing members keep the drawn one they had.
alter table members alter column avatar_id drop not null;

-- Images members upload (avatars, feedback). The bytes live under the data folder at `path`
-- (relative to it), never in the table; they are served only through signed, expiring addresses.
create table uploads (
  id           text primary key,
  member_id    integer not null references members (id),
  purpose      text not null check (purpose in ('avatar', 'feedback')),
  -- What the bytes were sniffed as, not what the browser declared.
  content_type text not null check (content_type in ('image/jpeg', 'image/png', 'image/gif', 'image/webp')),
  size         integer not null check (size > 0),
  path         text not null,
  created_at   timestamptz not null
);
create index uploads_member_idx on uploads (member_id, created_at desc);

-- An uploaded avatar takes precedence over avatar_id while set.
alter table members add column avatar_upload_id text references uploads (id);

-- Codes for binding a phone (5) or an e-mail (6) of a logged-in member: a purpose of their own, so a
-- binding code never unlocks a reset and the other way round.
alter table verification_codes drop constraint verification_codes_purpose_check;
alter table verification_codes add constraint verification_codes_purpose_check check (purpose in (2, 3, 4, 5, 6));
