-- Chat (contract chat-socket.ts): the messages of every room, the operator's settings of a
-- room and the members it muted, and the support agents who answer support rooms.

-- Rooms are not rows of their own: `match-{gameId}` exists while the sports book knows the match and
-- `support-{userId}` for each member or guest. user_id is a member's id as text, a guest's 'g…' id
-- or an agent's id. cid is the sender's client message id: a retried send lands once.
create table chat_messages (
  id         bigint generated always as identity primary key,
  rid        text not null,
  user_id    text not null,
  name       text not null,
  role       text not null check (role in ('member', 'guest', 'agent', 'system')),
  vip_level  integer not null check (vip_level >= 0),
  msg        text not null,
  cid        text,
  created_at timestamptz not null,
  unique (user_id, cid)
);
create index chat_messages_room_idx on chat_messages (rid, id desc);

-- An operator's settings of a room (block, status, lowest VIP grade that may send). No row: the
-- defaults, open and unblocked for everyone. Destroying a room deletes its row.
create table chat_rooms (
  rid        text primary key,
  status     text not null default 'open' check (status in ('open', 'closed')),
  blocked    boolean not null default false,
  vip_level  integer not null default 0 check (vip_level >= 0),
  updated_at timestamptz not null
);

-- A member muted in one room until a time; lifting the mute deletes the row.
create table chat_mutes (
  rid         text not null,
  user_id     text not null,
  muted_until timestamptz not null,
  reason      text not null default '',
  primary key (rid, user_id)
);

-- The site's support agents: the first active one answers support rooms.
create table chat_agents (
  user_id text primary key,
  name    text not null,
  active  boolean not null default true
);

insert into chat_agents (user_id, name) values ('agent-1', '客服小美');
