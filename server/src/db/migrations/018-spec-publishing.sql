-- Spec publishing (issue 29): every publication of an API's OpenAPI document from the console (or
-- the seed, through the same service), with what it replaced, so one step rolls it back.
create table spec_publications (
  id bigint generated always as identity primary key,
  api_id uuid not null references apis (id) on delete cascade,
  api_url_fragment text not null,
  version text not null,               -- the doc_versions version it published (lower-case)
  label text not null,
  spec_format text not null check (spec_format in ('json', 'yaml')),
  breaking boolean not null,
  changes jsonb not null,              -- the classified diff against the version it replaced
  findings jsonb not null,             -- validator and lint findings at publication
  release_note text,                   -- the section prepended to the API's releaseNotes, if any
  -- The API's doc_versions rows just before: a rollback puts exactly these back.
  before_versions jsonb not null,
  published_by_email text,             -- null for the seed
  published_at timestamptz not null default now(),
  rolled_back_at timestamptz,
  rolled_back_by_email text
);
create index spec_publications_api_idx on spec_publications (api_id, id desc);

-- Every instance's docs and gateway forget their specs when any instance publishes or rolls back
-- (R-SPEC-LIVE). NOTIFY is delivered on commit only; the publishing instance also hears its own
-- change before it answers (the change feed's local echo).
create or replace function notify_doc_versions() returns trigger
language plpgsql as $$
begin
  perform pg_notify('doc_versions', '');
  return null;
end
$$;

create trigger doc_versions_notify
  after insert or update or delete on doc_versions
  for each statement execute function notify_doc_versions();
