-- The console overview (issue 28, "Seeing the work"): when each request's review started and
-- when it was decided, kept on the request, so that the medians of the last 90 days read two small
-- indexes instead of joining the timeline to every request (R-OVERVIEW-SPEED: 10,000 requests).
-- The timeline (production_request_events) stays the record; the review service writes both
-- columns in the transaction that writes the event.

alter table production_requests
  add column first_reviewed_at timestamptz,
  add column decided_at timestamptz;

update production_requests r set
  first_reviewed_at = (select min(e.at) from production_request_events e
                       where e.request_id = r.id and e.kind = 'transition'
                         and e.action = 'start_review'),
  decided_at = (select min(e.at) from production_request_events e
                where e.request_id = r.id and e.kind = 'transition'
                  and e.action in ('approve', 'deny'));

-- Each median reads its window of one index and nothing else (index-only, with the submission).
create index production_requests_first_reviewed_idx
  on production_requests (first_reviewed_at, created_at) where first_reviewed_at is not null;
create index production_requests_decided_idx
  on production_requests (decided_at, created_at) where decided_at is not null;
-- Open requests per status and the overdue among them, from the index alone.
create index production_requests_status_due_idx on production_requests (status, review_due_at);
