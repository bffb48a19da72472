-- Promotions, continued: race prizes paid at the race's end, and daily rebates.

-- A race (racePage activity) settled once its end time passed: the prize table paid to the final
-- board. The primary key is what makes a settlement happen once, even when two reads race for it.
create table race_settlements (
  activity_id integer primary key references activities (id),
  settled_at  timestamptz not null
);

-- Who won what (获奖名单): the place on the final board, the turnover it was won with and the
-- prize, paid as the reward row it points to.
create table race_winners (
  activity_id  integer not null references race_settlements (activity_id),
  rank         integer not null check (rank >= 1),
  member_id    integer not null references members (id),
  turnover_fen bigint not null check (turnover_fen > 0),
  prize_fen    bigint not null check (prize_fen > 0),
  reward_id    integer not null references rewards (id),
  primary key (activity_id, rank),
  unique (activity_id, member_id)
);

-- The daily rebate (返水) of a member for one Beijing day, offered once: the grade whose rates applied
-- and the breakdown by game category ([{category, turnoverFen, ratePercent, amountFen}]), shown in
-- the welfare list next to the reward it offered.
create table rebate_offers (
  member_id  integer not null references members (id),
  day        date not null,
  grade      integer not null check (grade >= 0),
  breakdown  jsonb not null,
  reward_id  integer not null references rewards (id),
  created_at timestamptz not null,
  primary key (member_id, day)
);
create unique index rebate_offers_reward_idx on rebate_offers (reward_id);

-- Settled valid turnover by day is read from these (src/vip/settled-turnover.ts).
create index sports_tickets_settled_idx on sports_tickets (member_id, settled_at) where status = 'settled';
