-- Deleting an account leaves no row naming it (issue 37): "Delete my account", the 30-day purge of an unconsented
-- under-13 (both through private.delete_account) and a deletion of the auth user by any other path.
--
-- * private.mail_outbox rows about a user go with the user, sent or not: those it asked for (requested_by), those
--   to its addresses (sign-in and verified), and those naming it to someone else (`about`: the child of a link
--   request or consent notice, of an unconsented-account notice, the children of a weekly report). A trigger on
--   auth.users does it, so no deletion path can forget the queue.
-- * A family notice ("Kit removed the family link") is about the user who caused it, and goes with that user.
-- * private.billing_events keeps the provider's event ids (a replayed event must still be recognised), but no longer
--   the id of a deleted user.
-- The child of a link mail is read from the consent token it carries, so the link functions stay as they are.
-- `create or replace` of private.purge_unconsented (20261125190000_unconsented_purge_deletes_account.sql) and
-- private.enqueue_weekly_reports (20251122000000_family.sql), unchanged but for saying whom their mail is about.

alter table private.mail_outbox add column about uuid[] not null default '{}';
create index mail_outbox_about_idx on private.mail_outbox using gin (about);

-- A mail carrying a family consent link (link request, consent notice) is about the child of that link.
create function private.mail_about_consent_child() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.payload ? 'consentToken' then
    new.about := new.about || array(
      select l.child_id from private.email_tokens t join private.family_links l on l.id = t.link_id
      where t.token_hash = private.token_hash(new.payload ->> 'consentToken') and l.child_id is not null);
  end if;
  return new;
end;
$$;

create trigger mail_outbox_about_consent_child
  before insert on private.mail_outbox
  for each row execute function private.mail_about_consent_child();

create function private.delete_mail_about_user() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  delete from private.mail_outbox o
  where o.requested_by = old.id
     or old.id = any (o.about)
     or lower(o.to_email) = lower(old.email)
     or lower(o.to_email) in (select v.email from private.verified_emails v where v.user_id = old.id);
  return old;
end;
$$;

create trigger users_delete_mail_about_user
  before delete on auth.users
  for each row execute function private.delete_mail_about_user();

alter table private.family_notices
  add column about uuid default auth.uid() references auth.users (id) on delete cascade;

update private.billing_events e set user_id = null
where e.user_id is not null and not exists (select 1 from auth.users u where u.id = e.user_id);
-- Deferred: private.apply_billing_event records the event before it knows whether the user exists, and answers
-- `unknown_customer` itself when not.
alter table private.billing_events
  add constraint billing_events_user_id_fkey foreign key (user_id) references auth.users (id)
  on delete set null deferrable initially deferred;

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
    insert into private.mail_outbox (to_email, kind, payload, requested_by, about)
    select distinct lower(l.parent_email), 'unconsented_notice',
      jsonb_build_object('childFirstName', account.first_name, 'deleteOn',
        to_char(account.created_at + interval '30 days', 'YYYY-MM-DD'), 'to', 'parent'), null::uuid,
      array[account.id]
    from private.family_links l where l.child_id = account.id and l.status = 'pending';
    insert into private.mail_outbox (to_email, kind, payload, requested_by, about)
    select account.email, 'unconsented_notice',
      jsonb_build_object('childFirstName', account.first_name, 'deleteOn',
        to_char(account.created_at + interval '30 days', 'YYYY-MM-DD'), 'to', 'player'), null::uuid,
      array[account.id]
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

create or replace function private.enqueue_weekly_reports(p_since timestamptz) returns integer
language plpgsql security definer set search_path = '' as $$
declare
  queued integer;
begin
  with parents as (
    select distinct p.id, p.first_name, u.email
    from private.family_links l
    join public.profiles p on p.id = l.parent_id
    join auth.users u on u.id = p.id
    where l.status = 'confirmed'
      and coalesce((p.notification_preferences ->> 'enabled')::boolean, true)
      and coalesce((p.notification_preferences -> 'methods' ->> 'email')::boolean, true)
  ),
  reports as (
    select pa.email, array_agg(c.id) as children, jsonb_build_object(
      'parentFirstName', pa.first_name,
      'since', p_since,
      'children', coalesce(jsonb_agg(jsonb_build_object(
        'firstName', c.first_name,
        'activeGoals', (select count(*) from public.goals g where g.user_id = c.id and g.status = 'active'),
        'pendingGoals',
          (select count(*) from public.goals g where g.user_id = c.id and g.status = 'pending_approval'),
        'completedGoals',
          (select count(*) from public.goals g where g.user_id = c.id and g.status = 'completed'),
        'averageProgress', (select coalesce(round(avg(g.progress)), 0) from public.goals g
          where g.user_id = c.id and g.status <> 'pending_approval'),
        'sessionsCompleted', (select count(*) from public.training_sessions s
          where s.user_id = c.id and s.completed and s.session_date >= p_since::date),
        'quickTrackEntries', (select count(*) from public.quick_track_entries q
          where q.user_id = c.id and q.entry_date >= p_since::date),
        'gamesPlayed', (select count(*) from public.game_results r
          where r.user_id = c.id and r.created_at >= p_since),
        'gameMinutes', (select coalesce(sum(r.duration_seconds), 0) / 60 from public.game_results r
          where r.user_id = c.id and r.created_at >= p_since)
      ) order by c.first_name), '[]'::jsonb)
    ) as payload
    from parents pa
    join private.family_links l on l.parent_id = pa.id and l.status = 'confirmed'
    join public.profiles c on c.id = l.child_id
    group by pa.email, pa.first_name
  )
  insert into private.mail_outbox (to_email, kind, payload, about)
  select r.email, 'weekly_report', r.payload, r.children from reports r;
  get diagnostics queued = row_count;
  return queued;
end;
$$;

revoke all on function private.mail_about_consent_child(), private.delete_mail_about_user()
  from public, anon, authenticated;
