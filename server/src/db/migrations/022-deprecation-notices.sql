-- Deprecation and sunset notices (issue 36): the developers who called a deprecated API and its
-- release-note subscribers are emailed when the deprecation is published, 30 and 7 days before
-- deactivation and on deactivation, once each.

-- An API whose deprecation a publisher published in the console. The dates themselves stay in the
-- entry (apis.details.deactivationInfo); this row only says since when the notices are owed, so
-- the seed's old, hand-announced deprecations are never mailed.
create table api_deprecations (
  api_id uuid primary key references apis (id) on delete cascade,
  published_at timestamptz not null
);

-- One row per notice sent: the unique key (api, kind, address) is the idempotency key, so the
-- scheduler of every instance may queue the same notice and only the first insert lands. The id
-- is the unguessable capability of the email's unsubscribe link.
create table deprecation_notices (
  id uuid primary key default gen_random_uuid(),
  api_id uuid not null references apis (id) on delete cascade,
  kind text not null check (kind in ('published', 'days-30', 'days-7', 'deactivated')),
  email_lower text not null,
  created_at timestamptz not null,
  unique (api_id, kind, email_lower)
);

-- Addresses that asked for no more reminders of an API's deprecation.
create table deprecation_opt_outs (
  api_id uuid not null references apis (id) on delete cascade,
  email_lower text not null,
  created_at timestamptz not null,
  primary key (api_id, email_lower)
);

-- The audience of a notice: the callers of one API in the last 90 days.
create index gateway_requests_api_idx on gateway_requests (api_url_slug, at);
