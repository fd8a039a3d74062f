-- Restricted sandbox access (issue 36): a developer asks for an API whose public sandbox form is
-- blocked; a reviewer grants, denies or revokes it. The ask is the signup body, kept as sent, so
-- the credentials issued on a grant are made by the signup's own rules.
create table restricted_access_requests (
  id uuid primary key default gen_random_uuid(),
  api_id uuid not null references apis (id) on delete cascade,
  auth_type text not null check (auth_type in ('apikey', 'acg', 'ccg')),
  first_name text not null,
  last_name text not null,
  email text not null,
  email_lower text not null,
  organization text not null,
  -- Why they need it: the signup's description, required here.
  description text not null,
  -- The signup body as validated, without the honeypot: what the grant signs up.
  body jsonb not null,
  status text not null default 'submitted'
    check (status in ('submitted', 'granted', 'denied', 'revoked')),
  -- The denial's or the revocation's reason, shown to the applicant.
  reason text,
  -- The consumer the credentials were issued to, once the applicant collected them.
  consumer_id uuid references consumers (id) on delete set null,
  submitted_at timestamptz not null default now(),
  decided_at timestamptz,
  revoked_at timestamptz
);
create index restricted_access_requests_status_idx
  on restricted_access_requests (status, submitted_at);

-- A reviewer's mark on one check of the request's own checklist.
create table restricted_access_checks (
  request_id uuid not null references restricted_access_requests (id) on delete cascade,
  check_key text not null check (check_key in ('identity', 'eligibility', 'purpose')),
  outcome text not null check (outcome in ('passed', 'failed')),
  comment text not null default '',
  staff_id uuid not null references staff_users (id),
  marked_at timestamptz not null default now(),
  primary key (request_id, check_key)
);

-- The request's timeline: what the applicant and the reviewers see happen.
-- The identity orders events of one instant (a test clock stands still).
create table restricted_access_events (
  id bigint generated always as identity primary key,
  request_id uuid not null references restricted_access_requests (id) on delete cascade,
  at timestamptz not null default now(),
  status text not null,
  action text not null,
  message text
);
create index restricted_access_events_request_idx
  on restricted_access_events (request_id, id);
