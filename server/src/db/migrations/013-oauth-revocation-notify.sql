-- Every instance's gateway forgets its cached token checks as soon as any instance deletes the
-- record of an access token (oidc-provider's AccessToken and ClientCredentials models, kept by jti
-- for JWT access tokens): a revocation, a grant's deletion, a refresh token's reuse
-- (R-REVOKE-AT-ONCE). The statement's deleted rows are looked at once, so a purge of thousands of
-- expired rows sends one notification, and deletions of other models (sessions, interactions,
-- codes) none. NOTIFY is delivered on commit only.
create or replace function notify_oauth_revocations() returns trigger
language plpgsql as $$
begin
  if exists (select 1 from deleted_payloads where model in ('AccessToken', 'ClientCredentials')) then
    perform pg_notify('oauth_revocations', '');
  end if;
  return null;
end
$$;

create trigger oidc_payloads_revocations_notify
  after delete on oidc_payloads
  referencing old table as deleted_payloads
  for each statement execute function notify_oauth_revocations();
