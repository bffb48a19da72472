-- The home page's hot matches now come from the simulated sports book (src/sports/book/hot-matches.ts):
-- the seeded stand-in slate of migration 004 is no longer read. Its index goes with the table.
drop table if exists hot_matches;
