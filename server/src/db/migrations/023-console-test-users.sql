-- Sandbox test users managed in the console (issue 36, R-TEST-USERS-*). A publisher's test users
-- of an API live in one table of its test-user tables, marked managed_in_console, so the test
-- data page, the gateway and the sandbox sign-in read them as they read the seeded ones; the seed
-- replaces only the tables it made.
alter table test_user_tables
  add column managed_in_console boolean not null default false;

-- Every change to an API's console test users is a version with who, when and the whole list
-- before and after (R-TEST-USERS-VERSIONS). Versions are never changed.
create table test_user_versions (
  id bigint generated always as identity primary key,
  api_id uuid not null references apis (id) on delete cascade,
  version integer not null check (version > 0),
  action text not null check (action in ('added', 'changed', 'removed')),
  at timestamptz not null default now(),
  staff_id uuid references staff_users (id),
  staff_email text,
  before jsonb not null,
  after jsonb not null,
  unique (api_id, version)
);

create or replace function refuse_test_user_version_change() returns trigger
language plpgsql as $$
begin
  raise exception 'test_user_versions is append-only';
end
$$;

create trigger test_user_versions_append_only
  before update on test_user_versions
  for each row execute function refuse_test_user_version_change();

-- The sandbox sign-in and the gateway keep an API's test users in memory: every instance forgets
-- them on the catalogue channel as soon as any instance changes one (R-TEST-USERS-LIVE).
create trigger test_user_tables_catalogue_notify
  after insert or update or delete on test_user_tables
  for each statement execute function notify_catalogue();

create trigger test_user_rows_catalogue_notify
  after insert or update or delete on test_user_rows
  for each statement execute function notify_catalogue();
