-- The production-access review (issue 28): the statuses of the review, the reviewer assigned,
-- the promised review date, the demo, the checklist and a timeline of every event.

alter table production_requests drop constraint production_requests_status_check;
alter table production_requests add constraint production_requests_status_check
  check (status in ('submitted', 'in_review', 'changes_requested', 'demo_scheduled',
                    'approved', 'denied', 'withdrawn'));

alter table production_requests
  add column assignee_id uuid references staff_users (id),
  add column review_due_at timestamptz,
  add column demo_at timestamptz,
  add column demo_meeting_link text,
  -- The queue filters by API and auth type: the entries (`acg/claims`) split once, at write time.
  add column api_ids text[] generated always as
    (regexp_split_to_array(regexp_replace(apis, '(^|,)[^/,]*/', '\1', 'g'), ',')) stored,
  add column auth_types text[] generated always as
    (regexp_split_to_array(regexp_replace(apis, '/[^,]*', '', 'g'), ',')) stored,
  -- What the queue's search reads: organization, application name and primary email, lower-cased.
  add column search_text text generated always as
    (lower(organization || ' ' || app_name || ' ' || primary_email)) stored;

-- The first review is due 10 business days (Saturdays and Sundays skipped) after submission, at
-- the same time of day; new rows get it from the server (schema/src/production-review-timeline.ts).
update production_requests set review_due_at = (
  select day from generate_series(created_at + interval '1 day', created_at + interval '20 days',
                                  interval '1 day') as day
  where extract(isodow from day at time zone 'UTC') < 6
  order by day offset 9 limit 1
);
alter table production_requests alter column review_due_at set not null;

-- The queue's filters and sorts (R-REVIEW-QUEUE-SPEED: 10,000 rows answered well under 100 ms).
create index production_requests_due_idx on production_requests (review_due_at, id);
create index production_requests_created_idx on production_requests (created_at, id);
create index production_requests_assignee_idx on production_requests (assignee_id, review_due_at);
create index production_requests_api_ids_idx on production_requests using gin (api_ids);
create index production_requests_auth_types_idx on production_requests using gin (auth_types);

-- Every event of a request, for its timeline: the submission, each move (status after it), the
-- reviewer's notes (internal) and messages, checks and assignments. Status changes are still
-- written to production_request_status_history as before.
create table production_request_events (
  id bigint generated always as identity primary key,
  request_id uuid not null references production_requests (id) on delete cascade,
  at timestamptz not null default now(),
  kind text not null check (kind in ('submitted', 'transition', 'note', 'check', 'assignment')),
  action text,
  status text not null,
  actor text not null check (actor in ('staff', 'applicant', 'system')),
  staff_id uuid references staff_users (id),
  -- The reviewer's message to the applicant, the applicant's answer, or an internal note.
  message text,
  -- Internal events (notes, checks, assignments) are never shown to the applicant.
  is_internal boolean not null default false
);
create index production_request_events_request_idx on production_request_events (request_id, at, id);

insert into production_request_events (request_id, at, kind, status, actor)
  select request_id, changed_at, 'submitted', status, 'system'
  from production_request_status_history where status = 'submitted';

-- The review checklist: one mark per check, changed in place (the timeline keeps each change).
create table production_request_checks (
  id bigint generated always as identity primary key,
  request_id uuid not null references production_requests (id) on delete cascade,
  check_key text not null check (check_key in ('app_name', 'organization', 'urls_and_policies',
                                                'terms_of_service', 'sandbox_testing', 'demo')),
  outcome text not null check (outcome in ('passed', 'failed')),
  note text not null default '',
  staff_id uuid not null references staff_users (id),
  marked_at timestamptz not null default now(),
  unique (request_id, check_key)
);
