-- Mail a user can trigger is limited (issue 15): per requesting user and UTC day at most 10 messages, and at most 4
-- to the same address; over that the action is refused with mail_limit_reached (message in libs/domain
-- SERVER_ERROR_MESSAGES, numbers MAIL_LIMIT_PER_USER_PER_DAY and MAIL_LIMIT_PER_RECIPIENT_PER_DAY). Mail queued
-- without a signed-in caller (sign-up, the weekly report of the service role) is not counted here: sign-up has the
-- auth server's own limits. A trigger on the outbox, so every function that queues mail is covered, present or future.

alter table private.mail_outbox add column requested_by uuid default auth.uid() references auth.users (id) on delete set null;
create index mail_outbox_requested_by_idx on private.mail_outbox (requested_by, created_at) where requested_by is not null;

create function private.limit_user_mail() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  day_start timestamptz := date_trunc('day', now());
  sent_today integer;
  sent_to_address integer;
begin
  if new.requested_by is null then
    return new;
  end if;
  -- Serialises one user's requests so two at once cannot both pass the count.
  perform pg_advisory_xact_lock(hashtext('mail_outbox'), hashtext(new.requested_by::text));
  select count(*), count(*) filter (where lower(m.to_email) = lower(new.to_email))
  into sent_today, sent_to_address
  from private.mail_outbox m
  where m.requested_by = new.requested_by and m.created_at >= day_start;
  if sent_today >= 10 or sent_to_address >= 4 then
    perform private.fail('mail_limit_reached', 'Too many e-mails sent today. Try again tomorrow.', '42501');
  end if;
  return new;
end;
$$;
revoke all on function private.limit_user_mail() from public, anon, authenticated;

create trigger mail_outbox_limit_user_mail
  before insert on private.mail_outbox
  for each row execute function private.limit_user_mail();
