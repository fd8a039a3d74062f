-- Sandbox signups: the consumer (one per person, never shared), what they asked for, the
-- credentials issued (hashes and prefixes only), and the email outbox.
create table consumers (
  id uuid primary key default gen_random_uuid(),
  first_name text not null,
  last_name text not null,
  email text not null,
  email_lower text not null,
  organization text not null,
  description text,
  kong_username text not null unique,   -- the consumer's support id at the gateway
  test_link_version int not null default 1,   -- bump to revoke every test-data link sent so far
  test_link_expires_at timestamptz,
  created_at timestamptz not null default now()
);
create index consumers_email_lower_idx on consumers (email_lower, created_at);

create table consumer_applications (
  id uuid primary key default gen_random_uuid(),
  consumer_id uuid not null references consumers (id) on delete cascade,
  apis text not null,
  oauth_application_type text check (oauth_application_type in ('web', 'native')),
  redirect_uri text,
  public_jwk jsonb,
  attestation_checked boolean not null default false,
  created_at timestamptz not null default now()
);

create table consumer_credentials (
  id uuid primary key default gen_random_uuid(),
  consumer_id uuid not null references consumers (id) on delete cascade,
  application_id uuid not null references consumer_applications (id) on delete cascade,
  kind text not null check (kind in ('apikey', 'acg', 'ccg')),
  client_id text,                      -- public identifier of an OAuth client
  key_prefix text not null,            -- first 8 characters, for support look-ups
  secret_hmac text,                    -- HMAC of the key or secret, never the value itself
  created_at timestamptz not null default now()
);
create index consumer_credentials_prefix_idx on consumer_credentials (key_prefix);

create table email_outbox (
  id bigint generated always as identity primary key,
  template text not null,
  recipient text not null,
  payload jsonb not null,
  status text not null default 'pending' check (status in ('pending', 'sent', 'failed')),
  attempts int not null default 0,
  next_attempt_at timestamptz not null default now(),
  last_error text,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);
create index email_outbox_due_idx on email_outbox (next_attempt_at) where status = 'pending';

-- Test-user tables per API, shown on the test data pages; credentials live beside each row.
create table test_user_tables (
  id bigint generated always as identity primary key,
  api_url_slug text not null,
  position int not null,
  name text not null,
  description text not null default '',
  with_credentials boolean not null default false,
  columns text[] not null,
  unique (api_url_slug, position)
);

create table test_user_rows (
  id bigint generated always as identity primary key,
  table_id bigint not null references test_user_tables (id) on delete cascade,
  position int not null,
  data jsonb not null,                 -- column name → value, in display order
  credentials jsonb,                   -- { idme: {username, password, seed}, logingov: {...} }
  unique (table_id, position)
);
