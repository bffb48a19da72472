-- Core schema of the reference platform API. Runs unchanged on PGlite and on a PostgreSQL server.
-- Money is integer fen (1 yuan = 100 fen) everywhere, so no rounding ever happens in storage.

-- Server-wide key/value settings: seed markers and the generated JWT secret.
create table app_meta (
  key        text primary key,
  value      text not null,
  updated_at timestamptz not null default now()
);

-- Brands served by this API; the browser names its brand in x-site-id.
create table sites (
  site_id              text primary key,
  name                 text not null,
  title                text not null,
  h5_domain_url        text not null,
  keywords             text not null,
  description          text not null,
  professional_edition smallint not null check (professional_edition in (0, 1)),
  deposit_switch       smallint not null check (deposit_switch in (0, 1)),
  customer_service_url text not null,
  created_at           timestamptz not null default now()
);

create table members (
  id                   integer generated always as identity (start with 100001) primary key,
  username             text not null,
  -- scrypt over the MD5 hex digest the browser sends; see src/members/password.ts for the format.
  password_hash        text not null,
  second_password_hash text,
  real_name            text not null default '',
  phone                text not null default '',
  email                text not null default '',
  gender               smallint not null default 0 check (gender in (0, 1, 2)),
  birthday             date,
  avatar_id            integer not null default 1,
  vip_grade            integer not null default 0 check (vip_grade >= 0),
  status               text not null default 'active' check (status in ('active', 'frozen')),
  register_site_id     text not null references sites (site_id),
  register_ip          text not null default '',
  created_at           timestamptz not null default now(),
  last_login_at        timestamptz,
  last_login_ip        text
);
-- Names are unique regardless of case: 'Demo888' must not become a second account.
create unique index members_username_key on members (lower(username));

create table bank_cards (
  id          integer generated always as identity primary key,
  member_id   integer not null references members (id),
  bank_name   text not null,
  card_last4  text not null check (card_last4 ~ '^[0-9]{4}$'),
  holder_name text not null,
  created_at  timestamptz not null default now(),
  deleted_at  timestamptz
);
create index bank_cards_member_idx on bank_cards (member_id);

-- Login sessions. Only the SHA-256 of the opaque token is kept, so a leaked table logs nobody in.
create table sessions (
  id          bigint generated always as identity primary key,
  token_hash  text not null unique,
  member_id   integer not null references members (id),
  site_id     text not null,
  ip          text not null,
  visitor_id  text not null,
  created_at  timestamptz not null default now(),
  expires_at  timestamptz not null,
  revoked_at  timestamptz
);
create index sessions_member_idx on sessions (member_id);

-- Content tables carry explicit ids: operators manage them, and routes such as
-- /activity/firstDeposit/{id} and image addresses must stay stable across resets.
-- A null site_id shows the row on every brand.
create table navigation_items (
  id         integer primary key,
  site_id    text references sites (site_id),
  position   text not null check (position in ('home_banner', 'home_entry', 'sponsor', 'download')),
  title      text not null,
  subtitle   text not null default '',
  link_type  text not null check (link_type in ('route', 'url', 'none')),
  link_value text not null default '',
  sort       integer not null default 0,
  enabled    boolean not null default true
);

create table notices (
  id           integer primary key,
  site_id      text references sites (site_id),
  title        text not null,
  content_html text not null,
  publish_time timestamptz not null,
  enabled      boolean not null default true
);
create index notices_publish_idx on notices (publish_time desc);

create table activities (
  id         integer primary key,
  site_id    text references sites (site_id),
  title      text not null,
  subtitle   text not null default '',
  category   text not null check (category in ('sport', 'casino', 'deposit', 'vip', 'newcomer')),
  page_type  text not null check (page_type in ('racePage', 'activityLandPage', 'firstDeposit', 'againDeposit',
                                                 'newTask', 'drawGift', 'signGift', 'friendInvitation', 'bettingGift')),
  start_time timestamptz not null,
  end_time   timestamptz not null check (end_time > start_time),
  sort       integer not null default 0,
  enabled    boolean not null default true
);

create table venues (
  id          integer primary key,
  en_name     text not null unique,
  name        text not null,
  category    text not null check (category in ('TY', 'DZ', 'ZR', 'CP', 'QP', 'DJ', 'BY')),
  description text not null,
  status      text not null default 'normal' check (status in ('normal', 'maintenance')),
  hot         boolean not null default false,
  sort        integer not null default 0,
  enabled     boolean not null default true
);
create index venues_category_idx on venues (category, sort);

-- Wallets. A balance changes only inside a transaction that also writes its ledger row
-- (src/wallet/ledger.ts); the checks make an overdraft fail instead of going negative.
create table wallets (
  member_id   integer primary key references members (id),
  balance_fen bigint not null default 0 check (balance_fen >= 0),
  -- Held by running withdrawals or activity turnover requirements.
  locked_fen  bigint not null default 0 check (locked_fen >= 0),
  updated_at  timestamptz not null default now()
);

create table venue_wallets (
  member_id   integer not null references members (id),
  venue_id    integer not null references venues (id),
  balance_fen bigint not null default 0 check (balance_fen >= 0),
  updated_at  timestamptz not null default now(),
  primary key (member_id, venue_id)
);

create table ledger (
  id                bigint generated always as identity primary key,
  member_id         integer not null references members (id),
  -- null: the centre wallet; otherwise the venue wallet that moved.
  venue_id          integer references venues (id),
  kind              text not null check (kind in ('opening', 'deposit', 'withdraw', 'withdraw_refund',
                                                  'transfer_in', 'transfer_out', 'bet', 'payout',
                                                  'bonus', 'rebate', 'adjust')),
  amount_fen        bigint not null check (amount_fen <> 0),
  balance_after_fen bigint not null check (balance_after_fen >= 0),
  -- The x-request-id of the call that caused it: a repeat of that call must not move money twice.
  request_id        text,
  remark            text not null default '',
  created_at        timestamptz not null default now()
);
create index ledger_member_idx on ledger (member_id, created_at desc);
create unique index ledger_request_once on ledger (member_id, request_id, kind, coalesce(venue_id, 0))
  where request_id is not null;

-- First answers of money and bet calls by request id, replayed to repeats (ARCHITECTURE: nothing twice).
create table idempotent_requests (
  member_id   integer not null references members (id),
  request_id  text not null,
  path        text not null,
  status_code integer not null,
  response    jsonb not null,
  created_at  timestamptz not null default now(),
  primary key (member_id, request_id)
);

-- Station letters of a member; the unread counters of getUnreadForType count them by category.
create table letters (
  id         integer generated always as identity primary key,
  member_id  integer not null references members (id),
  category   text not null check (category in ('brnotice', 'bractivity', 'brbulletin', 'brmatch', 'brfd',
                                               'notice', 'activity', 'fd')),
  title      text not null,
  content    text not null,
  created_at timestamptz not null default now(),
  read_at    timestamptz,
  deleted_at timestamptz
);
create index letters_member_idx on letters (member_id, category) where deleted_at is null;
