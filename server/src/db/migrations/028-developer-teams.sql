-- Teams (issue 37): owners invite members by email, and every change to a team is in its
-- activity list, which only the team's owners read.

-- A pending invitation: the hash of the emailed link's token (never the token), single use (the
-- row goes when accepted or cancelled), 7 days. One pending invitation per address and team: a
-- new one replaces it (and its link stops working).
create table team_invitations (
  id uuid primary key default gen_random_uuid(),
  team_id uuid not null references developer_teams (id) on delete cascade,
  email text not null,
  email_lower text not null check (email_lower = lower(email)),
  role text not null check (role in ('owner', 'developer')),
  token_hash text not null unique,
  invited_by uuid references developer_accounts (id) on delete set null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  unique (team_id, email_lower)
);
create index team_invitations_email_idx on team_invitations (email_lower);

-- The team's activity. The actor is an account id (its email shows while the account lives);
-- subject_email is the member or invitee a change is about, cleared when that address's account
-- is deleted, leaving subject_email_hash (SHA-256 of the lower-case address). detail holds no
-- personal data. id orders the list: two changes in one millisecond keep their order.
create table team_activity (
  id bigint generated always as identity primary key,
  team_id uuid not null references developer_teams (id) on delete cascade,
  actor_account_id uuid references developer_accounts (id) on delete set null,
  action text not null,
  detail text not null default '',
  subject_email text,
  subject_email_hash text,
  created_at timestamptz not null default now()
);
create index team_activity_team_idx on team_activity (team_id, id desc);
create index team_activity_subject_idx on team_activity (subject_email_hash);
