-- Authentication (SPEC §4, §7): captchas, verification codes, login attempts, known devices, the
-- automatic login after registering and the country list of phone recovery. Every time column is
-- written from the request's clock (never now()), so tests can move time and both engines agree.

-- Whether the new-device and long-absence checks apply to this member (on for new registrations).
alter table members add column login_protection boolean not null default true;

-- What a protected call consumes by codeId: a graphic code, or a slider pass (validateGeeCheck).
-- Single use: used_at is set by the first call that presents the id, right or wrong.
create table captchas (
  id         text primary key,
  kind       text not null check (kind in ('graphic', 'slider')),
  -- The graphic code in upper case; null for a slider pass, whose existence is the proof. Kept in
  -- plain text: it lives two minutes and protects nothing beyond itself.
  answer     text,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at    timestamptz
);
create index captchas_expiry_idx on captchas (expires_at);

-- State of the reference slider provider (src/captcha/slider): one drag judged per challenge.
create table slider_challenges (
  lot_number   text primary key,
  -- The piece's left edge in image pixels: the answer.
  target_x     integer not null,
  created_at   timestamptz not null,
  expires_at   timestamptz not null,
  attempted_at timestamptz,
  passed_at    timestamptz,
  -- The signed proof was exchanged for a codeId; a second exchange is a replay.
  redeemed_at  timestamptz
);
create index slider_challenges_expiry_idx on slider_challenges (expires_at);

-- Six-digit codes sent by SMS, e-mail or voice. Only an HMAC of the code is kept.
create table verification_codes (
  id          bigint generated always as identity primary key,
  member_id   integer not null references members (id),
  purpose     smallint not null check (purpose in (2, 3)),
  channel     smallint not null check (channel in (0, 1, 2)),
  -- Phone number as digits, or e-mail address in lower case.
  receiver    text not null,
  code_hash   text not null,
  attempts    integer not null default 0,
  created_at  timestamptz not null,
  expires_at  timestamptz not null,
  -- The code was typed correctly; recovery step three must follow within its window.
  verified_at timestamptz,
  -- What the code unlocked happened (a login, a password change): it cannot unlock anything else.
  redeemed_at timestamptz
);
create index verification_codes_receiver_idx on verification_codes (receiver, created_at desc);
create index verification_codes_owner_idx on verification_codes (member_id, purpose, receiver, created_at desc);

-- One row per login call that got past the rate limit: the limiter counts them all, the captcha
-- policy counts the wrong passwords (status 6002).
create table login_attempts (
  id          bigint generated always as identity primary key,
  -- lower(name): names are case-insensitive.
  name_key    text not null,
  ip          text not null,
  status_code integer not null,
  created_at  timestamptz not null
);
create index login_attempts_name_idx on login_attempts (name_key, created_at);
create index login_attempts_ip_idx on login_attempts (ip, created_at);

-- Browsers (visitor ids) a member has logged in or registered from: the new-device check.
create table member_devices (
  member_id     integer not null references members (id),
  visitor_id    text not null,
  last_ip       text not null,
  first_seen_at timestamptz not null,
  last_seen_at  timestamptz not null,
  primary key (member_id, visitor_id)
);

-- The automatic login right after registering (kaptchcate 99): once, soon, from the same browser.
create table auto_login_grants (
  member_id  integer primary key references members (id),
  visitor_id text not null,
  expires_at timestamptz not null,
  used_at    timestamptz
);

-- Dialling areas of the phone fields; regex is the national number's pattern (JavaScript source).
create table country_areas (
  area_code text primary key,
  area_name text not null,
  regex     text not null,
  sort      integer not null default 0
);
