-- The e-game and fishing catalogues, members' favourite games, venue jackpots and the agent
-- programme. Games and jackpots reference venues, which the seed fills, so their rows
-- come from the seed (src/db/seed/games.ts); the programme's content has no such link and is here.

-- Single games of the DZ and BY venues. Ids are explicit (venue id * 1000 + n): image addresses
-- and favourites must stay stable across resets.
create table games (
  id        integer primary key,
  venue_id  integer not null references venues (id),
  -- What venue/launch takes as gameCode: lowercase ascii words joined by dashes.
  game_code text not null check (game_code ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name      text not null,
  hot       boolean not null default false,
  is_new    boolean not null default false,
  sort      integer not null default 0,
  enabled   boolean not null default true,
  unique (venue_id, game_code)
);
create index games_venue_sort_idx on games (venue_id, sort, id);

create table game_collections (
  member_id  integer not null references members (id),
  game_id    integer not null references games (id),
  created_at timestamptz not null default now(),
  primary key (member_id, game_id)
);
create index game_collections_game_idx on game_collections (game_id);

-- A venue's jackpot grows linearly from base_at: amount = base + seconds since base_at * rate.
create table bonus_pools (
  venue_id       integer primary key references venues (id),
  base_fen       bigint not null check (base_fen >= 0),
  per_second_fen integer not null check (per_second_fen >= 0),
  base_at        timestamptz not null
);

-- The member's OWN invite code, which the member's invite link carries as icode. (invite_code of
-- migration 002 is the code the member registered WITH.) Derived from the id, so every member, old
-- or new, has one without a write, and it never changes.
alter table members add column own_invite_code text generated always as ('A' || id::text) stored;
create unique index members_own_invite_code_key on members (own_invite_code);

-- The agent programme page (/agent): one content row, its commission tiers and how to join.
create table agent_programme (
  id      smallint primary key check (id = 1),
  title   text not null,
  intro   text not null,
  contact text not null
);

create table agent_commission_tiers (
  level           integer primary key check (level >= 1),
  name            text not null,
  -- Monthly active referred members and their monthly net win (fen) needed for the tier.
  min_active      integer not null check (min_active >= 0),
  min_net_win_fen bigint not null check (min_net_win_fen >= 0),
  rate_percent    numeric(5, 2) not null check (rate_percent between 0 and 100)
);

create table agent_steps (
  position integer primary key,
  title    text not null,
  text     text not null
);

insert into agent_programme (id, title, intro, contact) values (
  1,
  '合营计划 · 轻松做代理',
  '零成本加盟，无需囤货与垫资。分享您的专属邀请链接，好友注册并游戏后，您即可按月获得其净输赢的高额佣金。佣金每月结算、自动到账，团队越大，比例越高，最高可达 55%。',
  '合营专员 7×24 小时在线：请通过页面右下角“在线客服”选择“合营咨询”，或发送邮件至 agent@xingyao.example.com，1 个工作日内回复。'
);

insert into agent_commission_tiers (level, name, min_active, min_net_win_fen, rate_percent) values
  (1, '青铜合伙人', 5, 0, 35),
  (2, '白银合伙人', 20, 5000000, 40),
  (3, '黄金合伙人', 50, 20000000, 45),
  (4, '铂金合伙人', 100, 50000000, 50),
  (5, '钻石合伙人', 200, 100000000, 55);

insert into agent_steps (position, title, text) values
  (1, '注册会员账号', '使用手机号或用户名注册本站会员，完成实名认证与银行卡绑定，以便佣金按时发放。'),
  (2, '获取专属邀请链接', '登录后在本页复制您的邀请码或邀请链接，好友通过该链接注册即自动成为您的下线。'),
  (3, '推广并发展团队', '通过社交平台、社群或线下渠道分享链接；下线当月有效投注即计入您的活跃人数与净输赢。'),
  (4, '每月领取佣金', '每月 1 日结算上月佣金，3 日前自动派发到中心钱包，可随时提款或转入场馆。');
