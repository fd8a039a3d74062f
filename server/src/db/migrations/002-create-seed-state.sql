-- Which version of the seed data the database holds, so a start after an upgrade re-seeds.
create table seed_state (
  id int primary key check (id = 1),  -- a single row
  version int not null,
  seeded_at timestamptz not null default now()
);
