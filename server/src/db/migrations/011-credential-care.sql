-- Credential care (R-CARE-*): developers rotate, revoke and replace their sandbox credentials.
-- A rotation inserts a new credential row and expires the old one after the overlap, so the
-- gateway and the OAuth server read one rule: a row is valid while revoked_at is null and
-- expires_at is null or later than now.

-- The CCG public key of each credential row (a replaced key is a new row with the same client_id).
alter table consumer_credentials add column public_jwk jsonb;
update consumer_credentials credential
  set public_jwk = application.public_jwk
  from consumer_applications application
  where application.id = credential.application_id
    and credential.kind = 'ccg'
    and credential.public_jwk is null;

-- An ACG client may register several redirect URIs (the old single column stays as the first).
alter table consumer_applications add column redirect_uris text[];
update consumer_applications
  set redirect_uris = array[redirect_uri]
  where redirect_uri is not null;

create index consumer_credentials_application_idx
  on consumer_credentials (application_id, kind, created_at);

-- What a developer changed, when and from where (R-CARE-AUDIT).
create table credential_events (
  id bigint generated always as identity primary key,
  consumer_id uuid not null references consumers (id) on delete cascade,
  application_id uuid references consumer_applications (id) on delete cascade,
  action text not null,
  detail text not null default '',
  address text not null,
  at timestamptz not null default now()
);
create index credential_events_consumer_idx on credential_events (consumer_id, at);

-- Every instance's gateway forgets its cached key look-ups when a credential changes, so a
-- rotated-out or revoked key is refused at once everywhere (R-CARE-REFUSE). NOTIFY is delivered
-- on commit only.
create or replace function notify_consumer_credentials() returns trigger
language plpgsql as $$
begin
  perform pg_notify('consumer_credentials', '');
  return null;
end
$$;

create trigger consumer_credentials_notify
  after insert or update or delete on consumer_credentials
  for each statement execute function notify_consumer_credentials();
