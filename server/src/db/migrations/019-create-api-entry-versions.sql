-- API entries in the console (issue 29): every change a publisher makes to an API's catalogue
-- entry is a version, with who, when and the whole entry before and after (R-ENTRY-VERSIONS).
-- The entry is the console's shape (schema/src/api-entry.ts), so a version can be put back as
-- it was. Versions are never changed or deleted; a revert is a new version.
create table api_entry_versions (
  id bigint generated always as identity primary key,
  api_id uuid not null references apis (id) on delete cascade,
  version integer not null check (version > 0),
  -- seeded: the entry as the seed left it, kept with the first change so it can be put back.
  action text not null check (action in ('seeded', 'created', 'edited', 'reverted')),
  reverted_to integer,
  at timestamptz not null default now(),
  staff_id uuid references staff_users (id),
  staff_email text,
  before jsonb,
  after jsonb not null,
  unique (api_id, version)
);

create or replace function refuse_api_entry_version_change() returns trigger
language plpgsql as $$
begin
  raise exception 'api_entry_versions is append-only';
end
$$;

create trigger api_entry_versions_append_only
  before update on api_entry_versions
  for each row execute function refuse_api_entry_version_change();

-- Every instance's catalogue cache forgets as soon as any instance changes an API or a category
-- (R-ENTRY-LIVE): the catalogue, the content pages, llms.txt and the sitemap show the change at
-- once, without a restart. NOTIFY is delivered on commit only.
create or replace function notify_catalogue() returns trigger
language plpgsql as $$
begin
  perform pg_notify('catalogue', '');
  return null;
end
$$;

create trigger apis_catalogue_notify
  after insert or update or delete on apis
  for each statement execute function notify_catalogue();

create trigger api_categories_catalogue_notify
  after insert or update or delete on api_categories
  for each statement execute function notify_catalogue();
