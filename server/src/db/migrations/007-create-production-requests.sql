-- Production access requests: the request as sent (the spec's wire fields, jsonb), a few columns
-- for look-ups, the current status and every status change.
create table production_requests (
  id uuid primary key default gen_random_uuid(),
  status text not null default 'submitted'
    check (status in ('submitted', 'in_review', 'approved', 'denied')),
  apis text not null,                     -- authtype/altID entries, comma-joined
  organization text not null,
  app_name text not null,
  primary_email text not null,
  request jsonb not null,                 -- the validated body, without the honeypot
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index production_requests_status_idx on production_requests (status, created_at);

create table production_request_status_history (
  id bigint generated always as identity primary key,
  request_id uuid not null references production_requests (id) on delete cascade,
  status text not null,
  note text,
  changed_at timestamptz not null default now()
);
create index production_request_status_history_request_idx
  on production_request_status_history (request_id, changed_at);
