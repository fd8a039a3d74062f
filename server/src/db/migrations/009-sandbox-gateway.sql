-- The sandbox gateway (R-GATEWAY-*): it finds an API key by its HMAC, refuses revoked or expired
-- credentials, and records every call for the credential-care screens.
alter table consumer_credentials
  add column revoked_at timestamptz,
  add column expires_at timestamptz;
create index consumer_credentials_secret_idx on consumer_credentials (secret_hmac)
  where secret_hmac is not null;

-- One row per gateway call. The credential is null when the call carried none that we know.
create table gateway_requests (
  id bigint generated always as identity primary key,
  at timestamptz not null,
  credential_id uuid references consumer_credentials (id) on delete cascade,
  api_url_slug text not null,
  method text not null,
  path_template text not null,
  status smallint not null,
  latency_ms real not null
);
create index gateway_requests_credential_idx on gateway_requests (credential_id, at);
-- The purge of rows older than the retention reads by time (R-GATEWAY-USAGE-PURGE).
create index gateway_requests_at_idx on gateway_requests (at);
