-- The console's ticket desk (src/feedback/desk): support answers and closes feedback tickets.
-- A ticket remembers when support first opened it (the queue's unread marker) and who closed it.
alter table feedback_tickets add column support_seen_at timestamptz;
alter table feedback_tickets add column closed_at timestamptz;
alter table feedback_tickets add column closed_by integer references operators (id);
-- Tickets answered before the desk existed were read by whoever answered them.
update feedback_tickets set support_seen_at = updated_at where status <> 'pending';
create index feedback_tickets_queue_idx on feedback_tickets (status, created_at desc) where deleted_at is null;

-- The operator who wrote a support reply (null for replies written before the desk existed).
alter table feedback_replies add column operator_id integer references operators (id);

-- An image an operator attaches to a reply belongs to the ticket's member, who reads it through the
-- same signed /files address as their own uploads; operator_id says who uploaded it, and purpose
-- 'reply' keeps it out of anything a member may attach themselves.
alter table uploads drop constraint uploads_purpose_check;
alter table uploads add constraint uploads_purpose_check check (purpose in ('avatar', 'feedback', 'reply'));
alter table uploads add column operator_id integer references operators (id);
alter table uploads add column ticket_id integer references feedback_tickets (id);
alter table uploads add constraint uploads_reply_ticket_check check ((purpose = 'reply') = (ticket_id is not null));

create table feedback_reply_images (
  reply_id  integer not null references feedback_replies (id),
  upload_id text not null unique references uploads (id),
  position  smallint not null check (position >= 0),
  primary key (reply_id, upload_id)
);
