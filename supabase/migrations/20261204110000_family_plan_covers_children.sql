-- The Parent plan covers the family (issue 38): every player linked (confirmed) to a parent on an active Parent plan
-- has Pro's features and limits while the link and the plan last, without a plan of its own. One rule says which
-- plan's features an account has, private.effective_plan; every plan gate and limit asks it:
--   * private.has_pro_plan (the Pro features: templates, mindset, routines, analytics, export, reminders),
--   * private.goal_limit_of (the free plan's active-goal limit, public.enforce_goal_limit),
--   * private.support_request (premium support's priority).
-- The profile's own plan (subscription_plan) stays what the account pays for; profiles.effective_plan is the rule's
-- answer kept on the row for the app to read with the profile, refreshed whenever a link, or a parent's plan, changes.
--
-- Replaces private.has_pro_plan (20261124210000_pro_features.sql), private.goal_limit_of
-- (20261124180000_active_goal_limit.sql) and private.support_request (20261124210000_pro_features.sql).

-- A parent on the Parent plan (active, or past due within its grace period, as private.is_parent_of) has confirmed
-- a link to this account.
create function private.covered_by_parent_plan(account uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from private.family_links l
    join public.profiles p on p.id = l.parent_id
    where l.child_id = account and l.status = 'confirmed'
      and p.subscription_plan = 'parent' and p.subscription_status in ('active', 'past_due')
  )
$$;

-- The plan whose features and limits an account has: its own paid plan, else Pro through a parent's Parent plan,
-- else free. A paid plan is one the subscription derivation left on the profile (20261124200000_subscriptions.sql).
create function private.plan_with_family(account uuid, own_plan text) returns text
language sql stable security definer set search_path = '' as $$
  select case
    when own_plan in ('pro', 'parent') then own_plan
    when private.covered_by_parent_plan(account) then 'pro'
    else 'free'
  end
$$;

create function private.effective_plan(account uuid) returns text
language sql stable security definer set search_path = '' as $$
  select private.plan_with_family(account, (select p.subscription_plan from public.profiles p where p.id = account))
$$;

create or replace function private.has_pro_plan(account uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select private.effective_plan(account) <> 'free'
$$;

-- FREE_GOAL_LIMIT in libs/domain; null: no limit.
create or replace function private.goal_limit_of(p_user uuid) returns integer
language sql stable security definer set search_path = '' as $$
  select case when private.effective_plan(p_user) = 'free' then 2 end;
$$;

-- Called only from the security definer gates above (as the owner), so no API role executes them directly.
revoke all on function private.covered_by_parent_plan(uuid), private.plan_with_family(uuid, text),
  private.effective_plan(uuid) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------------------------
-- The rule's answer on the profile row. Whatever a writer sends, the row carries what the rule says.
-- ---------------------------------------------------------------------------------------------------------------

alter table public.profiles add column effective_plan text not null default 'free'
  check (effective_plan in ('free', 'pro', 'parent'));
comment on column public.profiles.effective_plan is
  'The plan whose features and limits the account has (private.effective_plan): its own paid plan, or pro through a linked parent''s Parent plan. Set by the server.';

create function private.set_effective_plan() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  new.effective_plan := private.plan_with_family(new.id, new.subscription_plan);
  return new;
end;
$$;
create trigger profiles_set_effective_plan
  before insert or update on public.profiles
  for each row execute function private.set_effective_plan();

-- A parent's plan changed: the parent's children follow (the parent's own row was set before the write).
create function private.refresh_children_plans() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update public.profiles c set effective_plan = private.effective_plan(c.id)
  where c.id in (
    select l.child_id from private.family_links l where l.parent_id = new.id and l.status = 'confirmed'
  ) and c.effective_plan is distinct from private.effective_plan(c.id);
  return null;
end;
$$;
create trigger profiles_refresh_children_plans
  after update of subscription_plan, subscription_status on public.profiles
  for each row execute function private.refresh_children_plans();

-- A link was confirmed, moved or removed: its player follows.
create function private.refresh_linked_child_plan() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  children uuid[] := case tg_op
    when 'INSERT' then array[new.child_id]
    when 'DELETE' then array[old.child_id]
    else array[old.child_id, new.child_id]
  end;
begin
  update public.profiles c set effective_plan = private.effective_plan(c.id)
  where c.id = any (children) and c.effective_plan is distinct from private.effective_plan(c.id);
  return null;
end;
$$;
create trigger family_links_refresh_child_plan
  after insert or delete or update of status, parent_id, child_id on private.family_links
  for each row execute function private.refresh_linked_child_plan();

revoke all on function private.set_effective_plan(), private.refresh_children_plans(),
  private.refresh_linked_child_plan() from public, anon, authenticated;

-- Rows that exist already.
update public.profiles p set effective_plan = private.effective_plan(p.id)
where p.effective_plan is distinct from private.effective_plan(p.id);

-- ---------------------------------------------------------------------------------------------------------------
-- Premium support: the priority follows the rule. As 20261124210000_pro_features.sql otherwise.
-- SUPPORT_TOPICS, SUPPORT_RATE_LIMITS and SUPPORT_REPLY_HOURS in libs/domain/src/support.ts.
-- ---------------------------------------------------------------------------------------------------------------

create or replace function private.support_request(p_topic text, p_message text) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := private.require_caller();
  profile public.profiles;
  login text;
  message text := btrim(coalesce(p_message, ''));
  plan text;
  paid boolean;
  request private.support_requests;
begin
  if p_topic is null or p_topic not in ('account', 'billing', 'training', 'technical', 'other') then
    perform private.fail('support_invalid_topic', 'Choose what your question is about.');
  end if;
  if char_length(message) not between 10 and 2000 then
    perform private.fail('support_invalid_message', 'Write between 10 and 2000 characters.');
  end if;
  select * into profile from public.profiles p where p.id = me for update;
  if (select count(*) from private.support_requests r
      where r.user_id = me and r.created_at > now() - interval '1 hour') >= 3
     or (select count(*) from private.support_requests r
      where r.user_id = me and r.created_at > now() - interval '1 day') >= 10 then
    perform private.fail('support_rate_limited', 'Too many requests in a short time.');
  end if;
  select u.email into login from auth.users u where u.id = me;
  plan := private.effective_plan(me);
  paid := plan <> 'free';
  insert into private.support_requests (user_id, reply_to, plan, priority, topic, message, reply_due_at)
  values (
    me, login, plan, paid, p_topic, message,
    now() + case when paid then interval '24 hours' else interval '120 hours' end
  )
  returning * into request;
  insert into private.mail_outbox (to_email, kind, payload) values (
    'support@dreampitch.example',
    'support_request',
    jsonb_build_object(
      'requestId', request.id, 'priority', request.priority, 'plan', request.plan, 'topic', request.topic,
      'message', request.message, 'replyTo', request.reply_to, 'firstName', profile.first_name,
      'replyDueAt', request.reply_due_at
    )
  );
  return jsonb_build_object(
    'id', request.id, 'priority', request.priority, 'createdAt', request.created_at,
    'replyDueAt', request.reply_due_at
  );
end;
$$;
