-- Every mail to one address counts (issue 37): 60 sign-ups naming one parent e-mail delivered 110-120 mails to it,
-- because mail without a signed-in caller (sign-up) was not counted, and the per-user limits of
-- 20261124150300_mail_limits.sql count one requester's mail only. Now, besides those, at most 10 mails a UTC day go
-- to one address, whoever caused them (MAIL_LIMIT_PER_ADDRESS_PER_DAY in libs/domain serverErrors.ts). Past that a
-- mail is not queued, silently: the sign-up or request that caused it succeeds as before, so nobody learns whether
-- the address had mail today.
-- * Counted in private.mail_address_days by a hash of the address, not in the queue: deleting an account deletes the
--   mail about it (20261204130000_deletion_leaves_no_trace.sql), which must not reset the count (sign up, delete,
--   repeat), and a count holds no readable address. Only today's counts are kept.
-- * Counted but never held back: mail an account asks for to its own sign-in address (verification), and the
--   scheduled mail it chose in its settings (weekly report, training reminders). Support requests go to the
--   product's own inbox and are not counted here (the per-user limits and the support rate limit apply).
-- `create or replace` of private.limit_user_mail (the trigger function of mail_limits.sql); its per-user part is
-- unchanged and comes first, so a refused request counts nothing.

create table private.mail_address_days (
  address_hash text not null,
  day date not null,
  mails integer not null check (mails > 0),
  primary key (address_hash, day)
);
revoke all on private.mail_address_days from public, anon, authenticated;

create or replace function private.limit_user_mail() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  day_start timestamptz := date_trunc('day', now());
  today date := (now() at time zone 'utc')::date;
  sent_today integer;
  sent_to_address integer;
  to_address integer;
begin
  if new.requested_by is not null then
    -- Serialises one user's requests so two at once cannot both pass the count.
    perform pg_advisory_xact_lock(hashtext('mail_outbox'), hashtext(new.requested_by::text));
    select count(*), count(*) filter (where lower(m.to_email) = lower(new.to_email))
    into sent_today, sent_to_address
    from private.mail_outbox m
    where m.requested_by = new.requested_by and m.created_at >= day_start;
    if sent_today >= 10 or sent_to_address >= 4 then
      perform private.fail('mail_limit_reached', 'Too many e-mails sent today. Try again tomorrow.', '42501');
    end if;
  end if;
  if new.kind = 'support_request' then
    return new;
  end if;

  delete from private.mail_address_days d where d.day < today;
  insert into private.mail_address_days as d (address_hash, day, mails)
  values (private.token_hash(lower(btrim(new.to_email))), today, 1)
  on conflict (address_hash, day) do update set mails = d.mails + 1
  returning d.mails into to_address;
  if to_address > 10
     and new.kind not in ('weekly_report', 'training_reminder')
     and not exists (select 1 from auth.users u
                     where u.id = new.requested_by and lower(u.email) = lower(btrim(new.to_email))) then
    return null;
  end if;
  return new;
end;
$$;
