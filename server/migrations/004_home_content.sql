-- Home and sponsor content: the brand's sponsorships and the hot matches of the home page.
-- Hot matches are a stand-in for the sports venue's feed: the reference server has no live odds
-- source, so it serves a seeded slate whose kick-off is stored relative to the request's clock and
-- therefore never goes stale on a long-running demo database.

create table sponsorships (
  id           integer primary key,
  -- null: shown on every brand, like notices.
  site_id      text references sites (site_id),
  title        text not null,
  partner      text not null,
  period       text not null,
  -- A short line drawn into the generated picture.
  tagline      text not null,
  content_html text not null,
  sort         integer not null,
  enabled      boolean not null default true
);

create table hot_matches (
  match_id    text primary key,
  sport_type  text not null check (sport_type in ('FT', 'BK', 'TN', 'ES')),
  league      text not null,
  home        text not null,
  away        text not null,
  -- Minutes from the request's time to kick-off: negative for a match under way.
  kickoff_offset_minutes integer not null,
  is_live     boolean not null,
  score_home  integer not null default 0 check (score_home >= 0),
  score_away  integer not null default 0 check (score_away >= 0),
  -- European decimal prices; draw is null for sports without a draw, all null when the market is closed.
  odds_home   numeric(6, 2),
  odds_draw   numeric(6, 2),
  odds_away   numeric(6, 2),
  sort        integer not null
);
create index hot_matches_sort_idx on hot_matches (sort);
