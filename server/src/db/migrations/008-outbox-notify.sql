-- Wakes the outbox workers of every instance when new mail is committed: NOTIFY is delivered
-- on commit only, so a worker never looks for a row before it is visible (R-OPS-OUTBOX-WAKE).
create or replace function notify_email_outbox() returns trigger
language plpgsql as $$
begin
  perform pg_notify('email_outbox', '');
  return null;
end
$$;

create trigger email_outbox_notify
  after insert on email_outbox
  for each statement execute function notify_email_outbox();

-- The purge of old sent rows reads by sent_at (R-OPS-OUTBOX-PURGE).
create index email_outbox_sent_idx on email_outbox (sent_at) where status = 'sent';
