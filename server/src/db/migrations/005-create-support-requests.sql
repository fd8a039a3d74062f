-- Contact-us requests: consumer support (DEFAULT) and API publishing requests (PUBLISHING).
create table support_requests (
  id uuid primary key default gen_random_uuid(),
  type text not null check (type in ('DEFAULT', 'PUBLISHING')),
  first_name text not null,
  last_name text not null,
  email text not null,
  organization text,
  role text not null,                  -- the role's label, or the description for Other
  description text,
  apis text[],
  api_details text,
  api_description text,
  api_internal_only boolean,
  api_internal_only_details text,
  api_other_info text,
  created_at timestamptz not null default now()
);
