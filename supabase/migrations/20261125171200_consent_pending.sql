-- Consent pending (issue 17 item 2): `private.consent_pending` says whether a player under 13 still waits for a
-- parent's consent (the app asks with `consent_status`). Accounts never consented are deleted 30 days after sign-up,
-- with a notice mailed 7 days before (`private.purge_unconsented`, run by the local backend's scheduler; pg_cron in
-- production, README). The refusal of training-data writes while consent is pending is in
-- 20261125171300_consent_pending_writes.sql.

create function private.consent_pending(p_user uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.profiles p
    where p.id = p_user and p.account_type = 'player' and p.age is not null and p.age < 13
  ) and not exists (
    select 1 from private.family_links l
    where l.child_id = p_user and l.status = 'confirmed' and l.consent_given_at is not null
  )
$$;
revoke all on function private.consent_pending(uuid) from public, anon, authenticated;
grant execute on function private.consent_pending(uuid) to authenticated, service_role;

-- The app asks whether to keep things on the device (the player's own status only).
create function public.consent_status() returns jsonb
language sql stable security invoker set search_path = '' as $$
  select jsonb_build_object('pending', private.consent_pending(auth.uid()))
$$;
revoke all on function public.consent_status() from public, anon;
grant execute on function public.consent_status() to authenticated;

-- Notices sent before deletion (one per account).
create table private.unconsented_notices (
  user_id uuid primary key references auth.users (id) on delete cascade,
  noticed_at timestamptz not null
);
revoke all on private.unconsented_notices from public, anon, authenticated;

-- The daily job: at 23 days a notice to the player and every parent e-mail it named; at 30 days (and at least 7
-- days after the notice) the account and every row about it go. Returns what it did. `p_now` is the scheduler's
-- clock (tests move it).
create function private.purge_unconsented(p_now timestamptz) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  account record;
  noticed integer := 0;
  deleted integer := 0;
begin
  for account in
    select u.id, lower(u.email) as email, u.created_at, p.first_name
    from auth.users u join public.profiles p on p.id = u.id
    where u.created_at <= p_now - interval '23 days' and private.consent_pending(u.id)
      and not exists (select 1 from private.unconsented_notices n where n.user_id = u.id)
  loop
    insert into private.unconsented_notices (user_id, noticed_at) values (account.id, p_now);
    insert into private.mail_outbox (to_email, kind, payload, requested_by)
    select distinct lower(l.parent_email), 'unconsented_notice',
      jsonb_build_object('childFirstName', account.first_name, 'deleteOn',
        to_char(account.created_at + interval '30 days', 'YYYY-MM-DD'), 'to', 'parent'), null::uuid
    from private.family_links l where l.child_id = account.id and l.status = 'pending';
    insert into private.mail_outbox (to_email, kind, payload, requested_by)
    select account.email, 'unconsented_notice',
      jsonb_build_object('childFirstName', account.first_name, 'deleteOn',
        to_char(account.created_at + interval '30 days', 'YYYY-MM-DD'), 'to', 'player'), null::uuid
    where account.email !~ '\.invalid$';
    noticed := noticed + 1;
  end loop;

  with gone as (
    delete from auth.users u
    using private.unconsented_notices n
    where n.user_id = u.id and u.created_at <= p_now - interval '30 days'
      and n.noticed_at <= p_now - interval '7 days' and private.consent_pending(u.id)
    returning u.id
  )
  select count(*) into deleted from gone;
  return jsonb_build_object('noticed', noticed, 'deleted', deleted);
end;
$$;
revoke all on function private.purge_unconsented(timestamptz) from public, anon, authenticated;
grant execute on function private.purge_unconsented(timestamptz) to service_role;

-- Hosted Supabase with pg_cron enabled: daily at 03:15 UTC. Without the extension (PGlite, a plain server) the local
-- backend's scheduler runs the same function hourly (tools/local-backend/src/consent-cleanup.ts).
do $$
begin
  if exists (select 1 from pg_catalog.pg_extension where extname = 'pg_cron') then
    perform cron.schedule('dreampitch-unconsented-cleanup', '15 3 * * *',
      'select private.purge_unconsented(now())');
  end if;
end;
$$;
