-- Game play: how each venue's launch address is made, the tickets a launch issues, the
-- activities that hold a member in a venue (6413), and the casino rounds of the demo games.

-- SPEC §4 "Game launch": local = a page of the client (the sports book), web = an http(s) address,
-- site = a path of the site (/dz/game?...), host = a bare ticket the host page opens. The seed sets
-- each venue's kind; a venue added later is an outside web venue unless told otherwise.
alter table venues add column launch_kind text not null default 'web' check (launch_kind in ('local', 'web', 'site', 'host'));

-- One per launch of a non-local venue: the ticket is the only credential of the unsigned game pages,
-- so it is random (crypto) and short-lived. The server seed makes the rounds verifiable: its sha256
-- is shown from the start, the seed itself only when the player asks for a new one.
create table game_tickets (
  ticket           text primary key,
  member_id        integer not null references members (id),
  venue_id         integer not null references venues (id),
  game_code        text not null default '',
  game_name        text not null,
  server_seed      text not null,
  server_seed_hash text not null,
  -- Rounds played on the current seed; the next round uses nonce + 1.
  nonce            integer not null default 0,
  created_at       timestamptz not null,
  expires_at       timestamptz not null
);
create index game_tickets_member_idx on game_tickets (member_id, created_at desc);

-- A running activity of a member in a venue: a launch without isActivity answers 6413 with the
-- message (null: the catalogue's default).
create table venue_activities (
  id         integer generated always as identity primary key,
  member_id  integer not null references members (id),
  venue_id   integer not null references venues (id),
  message    text,
  active     boolean not null default true,
  created_at timestamptz not null default now()
);
create index venue_activities_member_idx on venue_activities (member_id, venue_id) where active;

-- One spin or shot. Its two ledger rows (bet, payout) carry the same request id; the unique key
-- keeps a repeated press from ever making a second round.
create table casino_rounds (
  id               bigint generated always as identity primary key,
  member_id        integer not null references members (id),
  venue_id         integer not null references venues (id),
  ticket           text not null references game_tickets (ticket),
  game_code        text not null,
  game_name        text not null,
  request_id       text not null,
  stake_fen        bigint not null check (stake_fen > 0),
  payout_fen       bigint not null check (payout_fen >= 0),
  detail           text not null,
  server_seed_hash text not null,
  nonce            integer not null,
  created_at       timestamptz not null,
  unique (member_id, request_id)
);
create index casino_rounds_member_idx on casino_rounds (member_id, venue_id, created_at desc, id desc);
