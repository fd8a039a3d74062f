-- Documented versions of each API and their OpenAPI documents, served by the docs routes so the
-- docs work without any other host.
create table doc_versions (
  id bigint generated always as identity primary key,
  api_url_fragment text not null,
  version text not null,               -- lower-case, as matched against ?version=
  status text not null check (status in ('Current Version', 'Previous Version', 'Draft Version')),
  label text not null,
  internal_only boolean not null default false,
  spec_format text not null check (spec_format in ('json', 'yaml')),
  spec text not null,
  sort_order int not null default 0,
  unique (api_url_fragment, version)
);

-- At most one current version per API.
create unique index doc_versions_one_current_idx on doc_versions (api_url_fragment) where status = 'Current Version';
