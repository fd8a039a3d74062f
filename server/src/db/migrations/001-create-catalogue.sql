-- The API catalogue: categories (topics) and their APIs.
create table api_categories (
  key text primary key,              -- category key of the legacy response: vaForms, loanGuaranty, …
  name text not null,
  proper_name text not null,
  url_slug text not null unique,
  content jsonb not null,
  updated_at timestamptz not null default now()
);

create table apis (
  id uuid primary key default gen_random_uuid(),
  url_slug text not null unique,
  alt_id text unique,                -- null for APIs that cannot be requested (deactivated ones)
  url_fragment text not null,
  name text not null,
  description text not null,
  category_key text not null references api_categories (key) on update cascade,
  enabled_by_default boolean not null default true,
  open_data boolean not null default false,
  is_stealth_launched boolean not null default false,
  details jsonb not null,            -- the rest of the public entry (docs, OAuth info, notes)
  gateway_acl text,                  -- server-only: the gateway ACL that makes an API-key API
  auth_server_key text,              -- server-only: which authorization server issues its tokens
  environments text[] not null default '{}',
  updated_at timestamptz not null default now()
);

create index apis_category_key_idx on apis (category_key);
