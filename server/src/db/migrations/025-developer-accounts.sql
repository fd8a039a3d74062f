-- Developer accounts (issue 37): a developer proves an email (a one-time link or code), then signs
-- in with a passkey; no password is stored anywhere. Each account starts with its own team.

-- The identity a sandbox signup asks for, kept so later signups need no re-typing. email_lower is
-- the key every other table matches on (consumers, production requests, subscriptions).
-- deleted_at: an account deleted stays as a tombstone until its personal data is purged.
create table developer_accounts (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  email_lower text not null unique check (email_lower = lower(email)),
  first_name text not null default '',
  last_name text not null default '',
  organization text not null default '',
  created_at timestamptz not null default now(),
  deleted_at timestamptz
);

create table developer_teams (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  created_at timestamptz not null default now()
);

create table team_members (
  team_id uuid not null references developer_teams (id) on delete cascade,
  account_id uuid not null references developer_accounts (id) on delete cascade,
  role text not null check (role in ('owner', 'developer')),
  created_at timestamptz not null default now(),
  primary key (team_id, account_id)
);
create index team_members_account_idx on team_members (account_id);

-- As the console's sessions: only a SHA-256 of the token; idle limit on last_seen_at, absolute on
-- expires_at. proven_at: the last passkey or email proof, read by the fresh-proof guard.
create table account_sessions (
  id_hash text primary key,
  account_id uuid not null references developer_accounts (id) on delete cascade,
  created_at timestamptz not null,
  last_seen_at timestamptz not null,
  expires_at timestamptz not null,
  proven_at timestamptz not null,
  ip text not null default '',
  user_agent text not null default ''
);
create index account_sessions_account_idx on account_sessions (account_id);
create index account_sessions_expires_idx on account_sessions (expires_at);

-- WebAuthn credentials (passkeys): the credential id (base64url), its COSE public key, the
-- signature counter the authenticator reports, and the transports the browser gave.
create table account_passkeys (
  credential_id text primary key,
  account_id uuid not null references developer_accounts (id) on delete cascade,
  public_key bytea not null,
  counter bigint not null default 0,
  transports text[] not null default '{}',
  name text not null,
  created_at timestamptz not null default now(),
  last_used_at timestamptz
);
create index account_passkeys_account_idx on account_passkeys (account_id);

-- A WebAuthn challenge the server gave out: single use (deleted when taken), 5 minutes. Keyed by
-- the challenge's hash, which the browser's answer carries back in its signed client data, so any
-- instance can check it. account_id: the signed-in account for registration and re-proof; null
-- for a sign-in, where the passkey names the account.
create table account_passkey_challenges (
  challenge_hash text primary key,
  purpose text not null check (purpose in ('register', 'sign-in', 'reproof')),
  account_id uuid references developer_accounts (id) on delete cascade,
  expires_at timestamptz not null
);
create index account_passkey_challenges_expires_idx on account_passkey_challenges (expires_at);

-- An emailed proof: the hash of the link's token and a salted hash of the 6-digit code; dead when
-- used, expired (15 minutes) or after 5 wrong codes.
create table account_email_proofs (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  email_lower text not null,
  token_hash text not null unique,
  code_hash text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz,
  attempts integer not null default 0
);
create index account_email_proofs_email_idx on account_email_proofs (email_lower, created_at desc);

-- Items an account added by opening their signed link while signed in (a signup under another
-- address, a production request whose contact is someone else). One claim per item.
create table account_claims (
  account_id uuid not null references developer_accounts (id) on delete cascade,
  kind text not null check (kind in ('consumer', 'production_request')),
  item_id uuid not null,
  created_at timestamptz not null default now(),
  primary key (account_id, kind, item_id),
  unique (kind, item_id)
);

-- An account finds its production requests by the primary contact's address.
create index production_requests_primary_email_idx on production_requests (lower(primary_email));
