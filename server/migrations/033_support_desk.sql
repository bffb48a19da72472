-- Live support chat answered by people: which support operators are on duty (one row per operator,
-- tied to the console session that went on duty, kept alive by the console's heartbeat), and each
-- member's or guest's support room as a conversation the desk offers, claims, hands over and closes.

create table support_duty (
  operator_id integer primary key references operators (id),
  -- The console session that went on duty: logging out (or its end by an admin) ends the duty too.
  session_id  integer not null references operator_sessions (id),
  since       timestamptz not null,
  beat_at     timestamptz not null
);

create table support_chats (
  rid             text primary key,
  -- The member's id or the guest's id (chat_messages.user_id of the room's owner).
  owner_id        text not null,
  owner_name      text not null,
  guest           boolean not null,
  state           text not null check (state in ('waiting', 'claimed', 'closed')),
  -- The player's first message since the room was last offered.
  first_words     text not null,
  waiting_since   timestamptz not null,
  last_message_at timestamptz not null,
  agent_id        integer references operators (id),
  claimed_at      timestamptz,
  closed_at       timestamptz,
  close_note      text not null default '',
  check ((state = 'claimed') = (agent_id is not null))
);
create index support_chats_waiting_idx on support_chats (waiting_since) where state = 'waiting';
