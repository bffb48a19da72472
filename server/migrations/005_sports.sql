-- The local sports book. Prices and clocks live in the engine's memory (src/sports); the
-- database keeps what money depends on: tickets, their legs, and every fixture a ticket was placed on,
-- with its live state as of the last score or period change so a restart resumes it instead of
-- orphaning its tickets. Odds are European decimals; money stays integer fen.

-- A rejected in-play bet gives its stake back.
alter table ledger drop constraint ledger_kind_check;
alter table ledger add constraint ledger_kind_check check (kind in ('opening', 'deposit', 'withdraw', 'withdraw_refund',
                                                                  'transfer_in', 'transfer_out', 'bet', 'payout',
                                                                  'bonus', 'rebate', 'adjust', 'bet_refund'));

create table sports_matches (
  game_id    text primary key,
  -- Half-time plays are placed on this id.
  hgid       text not null unique,
  league_id  integer not null,
  sport      text not null check (sport in ('FT', 'VF', 'BK', 'TN', 'OP', 'SK', 'BS', 'VB', 'TT')),
  start_time timestamptz not null,
  -- Teams, league and model parameters: all the engine needs to rebuild the fixture (src/sports/model/fixture.ts).
  definition jsonb not null,
  status     text not null check (status in ('upcoming', 'live', 'finished', 'cancelled')),
  -- The engine's live state (scores, period, clock) as of its last score or period change; null before the start.
  state      jsonb,
  score_h    integer check (score_h >= 0),
  score_c    integer check (score_c >= 0),
  half_h     integer check (half_h >= 0),
  half_c     integer check (half_c >= 0),
  -- The void code of a cancelled fixture (SPEC §8, e.g. DD postponed).
  void_code  text,
  ended_at   timestamptz,
  updated_at timestamptz not null,
  check ((status = 'finished') = (score_h is not null and score_c is not null)),
  check ((status = 'cancelled') = (void_code is not null))
);

create table sports_outrights (
  game_id      text primary key,
  league_id    integer not null,
  sport        text not null check (sport in ('FT', 'VF', 'BK', 'TN', 'OP', 'SK', 'BS', 'VB', 'TT')),
  closes_at    timestamptz not null,
  -- Title, league and entrants with their rtypes.
  definition   jsonb not null,
  status       text not null check (status in ('open', 'settled', 'cancelled')),
  winner_rtype text,
  settled_at   timestamptz,
  check ((status = 'settled') = (winner_rtype is not null))
);

-- Ticket numbers: the Beijing date and this sequence.
create sequence sports_ticket_seq start with 10000001;

create table sports_tickets (
  ticket_id     text primary key,
  member_id     integer not null references members (id),
  mode          text not null check (mode in ('single', 'multiple', 'series')),
  status        text not null check (status in ('delay', 'accepted', 'rejected', 'settled')),
  stake_fen     bigint not null check (stake_fen > 0),
  -- The leg's price, or the product of the legs for a series.
  odds          double precision not null check (odds > 1),
  odds_format   text not null check (odds_format in ('E', 'H', 'I', 'M')),
  result        text,
  payout_fen    bigint check (payout_fen >= 0),
  reject_reason text,
  -- The x-request-id of the placeBet call; one call may place several tickets (multiple mode).
  request_id    text not null,
  -- When a delayed in-play bet is decided.
  confirm_at    timestamptz,
  created_at    timestamptz not null,
  decided_at    timestamptz,
  settled_at    timestamptz,
  check ((status = 'settled') = (result is not null and payout_fen is not null and settled_at is not null)),
  check ((status = 'rejected') = (reject_reason is not null)),
  check (status <> 'delay' or confirm_at is not null)
);
create index sports_tickets_member_idx on sports_tickets (member_id, created_at desc);
create index sports_tickets_delay_idx on sports_tickets (confirm_at) where status = 'delay';

create table sports_ticket_legs (
  ticket_id   text not null references sports_tickets (ticket_id),
  position    smallint not null check (position >= 0),
  -- The fixture (or the outright) the leg depends on; bet_game_id is the id it was priced on (hgid for half-time plays).
  match_id    text references sports_matches (game_id),
  outright_id text references sports_outrights (game_id),
  bet_game_id text not null,
  league_id   integer not null,
  league      text not null,
  sport       text not null,
  team_h      text not null,
  team_c      text not null,
  title       text,
  w           text not null,
  r           text not null,
  pick        text not null,
  ratio       text,
  -- Who gives the handicap on R plays.
  strong      text check (strong in ('H', 'C')),
  is_live     boolean not null,
  -- The score when an in-play bet was placed (the half's score for half-time plays): in-play football
  -- handicaps count only the goals after it.
  bet_score_h integer,
  bet_score_c integer,
  odds        double precision not null check (odds > 1),
  result      text,
  final_score text,
  primary key (ticket_id, position),
  check ((match_id is null) <> (outright_id is null))
);
create index sports_ticket_legs_match_idx on sports_ticket_legs (match_id) where result is null;
create index sports_ticket_legs_outright_idx on sports_ticket_legs (outright_id) where result is null;
