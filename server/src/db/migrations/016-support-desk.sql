-- The support desk (issue 28): the contact form's requests worked in the console by the support
-- role. Each request gains a status, an assignee, a hand-off to the publisher role (publishing
-- requests only) and a timeline of every staff event.

alter table support_requests
  add column status text not null default 'new'
    check (status in ('new', 'open', 'waiting_on_requester', 'closed')),
  add column assignee_id uuid references staff_users (id),
  -- Set once, when support hands a publishing request to the publisher role.
  add column handed_off_at timestamptz,
  add column updated_at timestamptz,
  -- What the queue's search reads: name, email and organization, lower-cased.
  add column search_text text generated always as
    (lower(first_name || ' ' || last_name || ' ' || email || ' ' || coalesce(organization, ''))) stored;

update support_requests set updated_at = created_at;
alter table support_requests alter column updated_at set default now();
alter table support_requests alter column updated_at set not null;

create index support_requests_created_idx on support_requests (created_at, id);
create index support_requests_status_idx on support_requests (status, created_at, id);
create index support_requests_assignee_idx on support_requests (assignee_id, created_at);
create index support_requests_handed_off_idx on support_requests (handed_off_at, created_at)
  where handed_off_at is not null;

-- Every staff event of a request, for its timeline (the submission is the request's created_at):
-- moves, replies to the requester, internal notes, assignments and the hand-off.
create table support_request_events (
  id bigint generated always as identity primary key,
  request_id uuid not null references support_requests (id) on delete cascade,
  at timestamptz not null default now(),
  kind text not null check (kind in ('transition', 'note', 'reply', 'assignment', 'handoff')),
  action text,
  -- The request's status after the event.
  status text not null check (status in ('new', 'open', 'waiting_on_requester', 'closed')),
  staff_id uuid references staff_users (id),
  -- The reply as emailed, the note, or the assignment in words.
  message text
);
create index support_request_events_request_idx on support_request_events (request_id, at, id);
