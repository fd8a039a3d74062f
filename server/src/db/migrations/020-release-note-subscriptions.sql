-- Release-note email subscriptions (issue 29): double opt-in, one-click unsubscribe, and one email
-- per confirmed subscriber per new release note.

-- One row per address and scope: an API's notes (api_id) or every API's (api_id null). The links
-- in the emails are signed (HMAC of the row id, the address and link_version), so no token is
-- stored; subscribing again after an unsubscribe bumps link_version, which voids the old links.
create table release_note_subscriptions (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  email_lower text not null,
  api_id uuid references apis (id) on delete cascade,
  status text not null default 'pending'
    check (status in ('pending', 'confirmed', 'unsubscribed')),
  link_version integer not null default 1,
  created_at timestamptz not null default now(),
  confirmation_sent_at timestamptz not null default now(),
  confirmed_at timestamptz,
  unsubscribed_at timestamptz
);
-- "nulls not distinct": an address has one all-API subscription, as it has one per API.
create unique index release_note_subscriptions_scope_idx
  on release_note_subscriptions (email_lower, api_id) nulls not distinct;
create index release_note_subscriptions_api_idx
  on release_note_subscriptions (api_id, status);

-- Each release note goes once to each address, whatever retry or second announcement happens:
-- the primary key is the idempotency key, checked in the transaction that queues the email.
create table release_note_deliveries (
  entry_id text not null,
  email_lower text not null,
  subscription_id uuid not null references release_note_subscriptions (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (entry_id, email_lower)
);
