-- VIP grades: what each grade needs and gives, when a member reached it, and the rebate
-- rate of each game category at each grade. Operators manage these rows; the figures below are the
-- brand's published table (activity 10 promises up to 58,888.00 at VIP10, letters 188.00 at VIP3).

-- A member's grade is the highest whose lifetime deposit and valid turnover they have both reached
-- (src/vip/reached-grade.ts). The weekly gift is offered when a week's deposit and turnover reach the
-- grade's weekly requirement (vipWeekInfo). Grade 0 is everyone's start and gives nothing.
create table vip_grades (
  grade                      integer primary key check (grade >= 0),
  name                       text not null,
  deposit_required_fen       bigint not null check (deposit_required_fen >= 0),
  turnover_required_fen      bigint not null check (turnover_required_fen >= 0),
  upgrade_bonus_fen          bigint not null check (upgrade_bonus_fen >= 0),
  birthday_bonus_fen         bigint not null check (birthday_bonus_fen >= 0),
  weekly_gift_fen            bigint not null check (weekly_gift_fen >= 0),
  monthly_gift_fen           bigint not null check (monthly_gift_fen >= 0),
  week_deposit_required_fen  bigint not null check (week_deposit_required_fen >= 0),
  week_turnover_required_fen bigint not null check (week_turnover_required_fen >= 0),
  daily_withdrawals          integer not null check (daily_withdrawals >= 1)
);

insert into vip_grades values
  (0,  'VIP0',  0,           0,            0,        0,       0,      0,       0,        0,         5),
  (1,  'VIP1',  100000,      500000,       1800,     1800,    800,    1800,    50000,    200000,    5),
  (2,  'VIP2',  500000,      3000000,      5800,     3800,    1800,   3800,    100000,   500000,    6),
  (3,  'VIP3',  2000000,     10000000,     18800,    8800,    3800,   8800,    200000,   1000000,   8),
  (4,  'VIP4',  5000000,     30000000,     38800,    18800,   5800,   18800,   500000,   3000000,   8),
  (5,  'VIP5',  10000000,    80000000,     88800,    38800,   8800,   38800,   1000000,  5000000,   10),
  (6,  'VIP6',  30000000,    200000000,    188800,   88800,   18800,  88800,   2000000,  10000000,  10),
  (7,  'VIP7',  80000000,    500000000,    388800,   188800,  38800,  188800,  5000000,  30000000,  15),
  (8,  'VIP8',  200000000,   1200000000,   888800,   388800,  88800,  388800,  10000000, 50000000,  15),
  (9,  'VIP9',  500000000,   3000000000,   1888800,  888800,  188800, 888800,  20000000, 100000000, 20),
  (10, 'VIP10', 1000000000,  8000000000,   5888800,  1888800, 388800, 1888800, 50000000, 200000000, 20);

-- One row per grade a member reached, written by the recomputation that found it: the primary key is
-- what makes each upgrade bonus pay once. reward_id is null for a grade without a bonus.
create table vip_upgrades (
  member_id  integer not null references members (id),
  grade      integer not null references vip_grades (grade),
  reward_id  integer references rewards (id),
  reached_at timestamptz not null,
  primary key (member_id, grade)
);

-- Rebate (返水) per game category (SPEC §9 rebate helpers): turnover × the grade's rate, capped at
-- limit_fen once the turnover reaches threshold_fen.
create table vip_rebate_categories (
  category      text primary key check (category in ('TY', 'DZ', 'ZR', 'CP', 'QP', 'DJ', 'BY')),
  threshold_fen bigint not null check (threshold_fen > 0),
  limit_fen     bigint not null check (limit_fen > 0),
  sort          integer not null
);

create table vip_rebate_rates (
  category     text not null references vip_rebate_categories (category),
  grade        integer not null references vip_grades (grade),
  -- Percent of valid turnover: 0.45 is 0.45 %.
  rate_percent numeric(5, 2) not null check (rate_percent >= 0 and rate_percent <= 100),
  primary key (category, grade)
);

insert into vip_rebate_categories (category, threshold_fen, limit_fen, sort) values
  ('TY', 100000000, 1888800, 1),
  ('ZR', 100000000, 1588800, 2),
  ('DZ', 50000000,  888800,  3),
  ('QP', 50000000,  888800,  4),
  ('DJ', 50000000,  588800,  5),
  ('CP', 50000000,  588800,  6),
  ('BY', 30000000,  388800,  7);

-- Rates rise evenly from VIP0 to VIP10 between each category's low and high.
insert into vip_rebate_rates (category, grade, rate_percent)
select c.category, g.grade, round(c.low + (c.high - c.low) * g.grade / 10.0, 2)
  from (values ('TY', 0.40, 1.20), ('ZR', 0.40, 1.00), ('DZ', 0.50, 1.20), ('QP', 0.45, 1.15),
               ('DJ', 0.40, 1.00), ('CP', 0.40, 0.90), ('BY', 0.50, 1.20)) as c (category, low, high)
  cross join vip_grades g;
