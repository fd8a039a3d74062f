-- The sandbox authorization servers (R-OAUTH-*): oidc-provider's models (grants, sessions,
-- interactions, codes, tokens, used client-assertion ids) live here, so restarts and every
-- instance agree. One row per model instance, namespaced by the authorization server's path.
create table oidc_payloads (
  server text not null,
  model text not null,
  id text not null,
  payload jsonb not null,
  grant_id text,
  uid text,
  expires_at timestamptz,
  consumed_at timestamptz,
  primary key (server, model, id)
);
create index oidc_payloads_grant_idx on oidc_payloads (server, grant_id) where grant_id is not null;
create index oidc_payloads_uid_idx on oidc_payloads (server, uid) where uid is not null;
create index oidc_payloads_expires_idx on oidc_payloads (expires_at) where expires_at is not null;
-- The signed-in test user's grants, for the manage page and DELETE grants.
create index oidc_payloads_account_idx on oidc_payloads (server, model, (payload ->> 'accountId'));

-- Signing keys (RS256) shared by every instance. A key signs until it is retired; it stays in the
-- JWKS until every token it signed has expired (R-OAUTH-KEYS).
create table oauth_signing_keys (
  kid text primary key,
  private_jwk jsonb not null,
  created_at timestamptz not null default now(),
  retired_at timestamptz
);
