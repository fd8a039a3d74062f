-- The request log of an app (R-REQLOG-*): each gateway call keeps, beside its usage row, the
-- request id its answer carried and the path as called (the query's credentials redacted), and
-- for 7 days its headers and truncated bodies in a table of their own (ADR 058).
alter table gateway_requests
  add column call_id uuid not null default gen_random_uuid(),
  add column request_id text,
  add column path text;
-- A call is named by this id outside the server (the log's detail, its cursor): not guessable.
create unique index gateway_requests_call_id_idx on gateway_requests (call_id);
-- An app's newest calls, per credential, in the log's order; it also serves the usage screens'
-- reads by credential and time, so it replaces migration 009's index.
create index gateway_requests_credential_recent_idx
  on gateway_requests (credential_id, at desc, id desc);
drop index gateway_requests_credential_idx;

-- Headers and bodies of a call, purged after 7 days while its usage row stays (R-REQLOG-KEEP).
create table gateway_request_details (
  call_id uuid primary key references gateway_requests (call_id) on delete cascade,
  at timestamptz not null,
  request_headers jsonb not null,
  response_headers jsonb not null,
  request_body text,
  request_body_truncated boolean not null default false,
  response_body text,
  response_body_truncated boolean not null default false
);
-- The purge reads by time.
create index gateway_request_details_at_idx on gateway_request_details (at);
