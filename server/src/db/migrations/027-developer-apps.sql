-- Apps (issue 37, ADR 060): a team's app groups sandbox signups (consumers) and, through them,
-- their APIs and credentials; its production requests point back to it. deleted_at: a deleted
-- app's credentials are revoked and it is gone from every list; the row stays so the production
-- requests made from it keep their link.
create table developer_apps (
  id uuid primary key default gen_random_uuid(),
  team_id uuid not null references developer_teams (id) on delete cascade,
  name text not null,
  created_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index developer_apps_team_idx on developer_apps (team_id, created_at);

-- A signup belongs to one app at most (unique consumer_id): moving it elsewhere is one update.
create table developer_app_consumers (
  app_id uuid not null references developer_apps (id) on delete cascade,
  consumer_id uuid not null unique references consumers (id) on delete cascade,
  added_at timestamptz not null default now(),
  primary key (app_id, consumer_id)
);

-- The production request started from an app (null: from the public form).
alter table production_requests add column app_id uuid references developer_apps (id);
create index production_requests_app_idx on production_requests (app_id) where app_id is not null;
