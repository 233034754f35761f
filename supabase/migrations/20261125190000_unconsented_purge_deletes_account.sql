-- The 30-day purge of never-consented accounts (20261125171200_consent_pending.sql) deletes through the one account
-- deletion, private.delete_account (20261125170200_account_data.sql), instead of deleting auth.users itself: the mail
-- queued by and to the child (its name, its parents' addresses) goes with the account, as on "Delete my account".
-- Replaces private.purge_unconsented; the notice part is unchanged.

create or replace function private.purge_unconsented(p_now timestamptz) returns jsonb
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

  for account in
    select u.id
    from auth.users u join private.unconsented_notices n on n.user_id = u.id
    where u.created_at <= p_now - interval '30 days' and n.noticed_at <= p_now - interval '7 days'
      and private.consent_pending(u.id)
  loop
    perform private.delete_account(account.id);
    deleted := deleted + 1;
  end loop;
  return jsonb_build_object('noticed', noticed, 'deleted', deleted);
end;
$$;
