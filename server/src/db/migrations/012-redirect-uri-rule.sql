-- Redirect URIs follow one rule (R-REDIRECT-URI, schema/src/redirect-uri.ts). Before it, signup and
-- credential care stored URIs the authorization servers refuse, and a single one with a fragment
-- broke every authorization of its client. The server checks each application stored before this
-- migration once, when it starts (repairRedirectUris, credential-care/redirect-uri-repair.ts):
-- it repairs what it can (a fragment is dropped), sets the rest aside and emails the owner. The rule
-- needs a URL parser, so that part is code; this migration gives it its columns.

-- URIs set aside: kept for their owner to see, never given to the authorization servers.
alter table consumer_applications add column set_aside_redirect_uris text[];

-- When the rule last checked the application's URIs. Rows stored before the rule have none; rows
-- stored from now on were checked by signup or credential care as they came in.
alter table consumer_applications add column redirect_uris_checked_at timestamptz;
alter table consumer_applications alter column redirect_uris_checked_at set default now();
update consumer_applications
  set redirect_uris_checked_at = now()
  where redirect_uris is null;
create index consumer_applications_unchecked_idx
  on consumer_applications (created_at)
  where redirect_uris_checked_at is null;
