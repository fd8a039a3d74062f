-- The department's console (issue 28): staff members, their server-side sessions, the sign-in
-- attempts in flight at the identity provider, and the append-only audit trail.

-- Staff sign in with the department's identity provider; no password is stored here. Staff are
-- never deleted (the audit trail names them), only deactivated.
create table staff_users (
  id uuid primary key default gen_random_uuid(),
  email text not null unique check (email = lower(email)),
  name text not null,
  roles text[] not null default '{}'
    check (roles <@ array['admin', 'reviewer', 'support', 'publisher']::text[]),
  active boolean not null default true,
  created_at timestamptz not null default now(),
  last_sign_in_at timestamptz
);

-- Only a SHA-256 of the session id is kept: a copy of this table signs nobody in. The idle limit
-- reads last_seen_at, the absolute one expires_at; every instance reads the same rows.
create table staff_sessions (
  id_hash text primary key,
  staff_id uuid not null references staff_users (id) on delete cascade,
  created_at timestamptz not null,
  last_seen_at timestamptz not null,
  expires_at timestamptz not null,
  ip text not null,
  user_agent text not null default ''
);
create index staff_sessions_staff_idx on staff_sessions (staff_id);
create index staff_sessions_expires_idx on staff_sessions (expires_at);

-- An authorization request sent to the identity provider and not yet answered: the state, nonce
-- and PKCE verifier the callback must match, keyed by a hash of the browser's own cookie so that
-- only the browser that started a sign-in can finish it, on any instance.
create table staff_sign_ins (
  id_hash text primary key,
  state text not null,
  nonce text not null,
  code_verifier text not null,
  return_to text not null,
  expires_at timestamptz not null
);
create index staff_sign_ins_expires_idx on staff_sign_ins (expires_at);

-- Every staff action: who (id and the email as it was), what, the values before and after, when,
-- from which address, under which request id. staff_id is null for a refused sign-in.
create table audit_events (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  staff_id uuid references staff_users (id),
  staff_email text,
  action text not null,
  entity_type text,
  entity_id text,
  before jsonb,
  after jsonb,
  ip text not null,
  request_id text not null
);
create index audit_events_at_idx on audit_events (at desc, id desc);
create index audit_events_actor_idx on audit_events (staff_email, at desc);
create index audit_events_action_idx on audit_events (action, at desc);
create index audit_events_entity_idx on audit_events (entity_type, entity_id, at desc);

-- Append-only: the database itself refuses to change or remove a row, whoever asks.
create function refuse_audit_change() returns trigger
language plpgsql as $$
begin
  raise exception 'audit_events is append-only: % refused', tg_op
    using errcode = 'insufficient_privilege';
end
$$;

create trigger audit_events_no_update_or_delete
  before update or delete on audit_events
  for each row execute function refuse_audit_change();

create trigger audit_events_no_truncate
  before truncate on audit_events
  for each statement execute function refuse_audit_change();

-- The embedded development identity provider (modules/dev-identity/, never on in production):
-- oidc-provider's models (sessions, interactions, codes, grants) and its signing key, shared by
-- every instance like the sandbox's authorization servers' oidc_payloads.
create table dev_identity_payloads (
  model text not null,
  id text not null,
  payload jsonb not null,
  grant_id text,
  uid text,
  expires_at timestamptz,
  consumed_at timestamptz,
  primary key (model, id)
);
create index dev_identity_payloads_uid_idx on dev_identity_payloads (uid) where uid is not null;
create index dev_identity_payloads_grant_idx on dev_identity_payloads (grant_id) where grant_id is not null;
