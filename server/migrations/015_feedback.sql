-- Feedback tickets (contract endpoints/feedback): what a member files, the images uploaded
-- for it (uploads of migration 014, purpose 'feedback') and the replies of support.

create table feedback_tickets (
  id         integer generated always as identity primary key,
  member_id  integer not null references members (id),
  type       text not null check (type in ('deposit', 'withdraw', 'bet', 'promotion', 'account', 'suggestion', 'other')),
  content    text not null,
  -- A disputed bet: a sports ticket or a casino round, told apart by bet_kind (both ids are digits).
  bet_kind   text check (bet_kind in ('sports', 'casino')),
  bet_id     text,
  status     text not null default 'pending' check (status in ('pending', 'replied', 'closed')),
  created_at timestamptz not null,
  updated_at timestamptz not null,
  deleted_at timestamptz,
  check ((bet_kind is null) = (bet_id is null)),
  check (bet_id is null or type = 'bet')
);
create index feedback_tickets_member_idx on feedback_tickets (member_id, updated_at desc) where deleted_at is null;

create table feedback_images (
  ticket_id integer not null references feedback_tickets (id),
  upload_id text not null references uploads (id),
  -- The order the member attached them in.
  position  smallint not null check (position >= 0),
  primary key (ticket_id, upload_id)
);

create table feedback_replies (
  id         integer generated always as identity primary key,
  ticket_id  integer not null references feedback_tickets (id),
  author     text not null check (author in ('member', 'support')),
  content    text not null,
  created_at timestamptz not null,
  -- When the member opened the ticket after this reply (support replies only; the badge counts the nulls).
  read_at    timestamptz
);
create index feedback_replies_ticket_idx on feedback_replies (ticket_id, created_at);
create index feedback_replies_unread_idx on feedback_replies (ticket_id) where author = 'support' and read_at is null;
