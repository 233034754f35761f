-- The free-tier limit counts ACTIVE goals only (issue 18). A completed goal stays as the player's record but no
-- longer takes one of the plan's places, so the spec's "Please upgrade or remove some goals" (and completing one) is
-- a real way forward. "Active" means every status but 'completed': a goal awaiting a parent's approval will be worked
-- on, so it counts.
--
-- Replaces public.enforce_goal_limit() of 20251121000000_initial_schema.sql (create or replace), and the trigger now
-- also fires when a goal's status changes, so reopening a completed goal is held to the same limit as a new one.
-- The save-goals RPC (issue 15) relies on this trigger and on private.active_goal_count / private.goal_limit_of.

-- How many goals of a user hold a place under the plan's limit, optionally leaving one goal out (the row being
-- written). Security definer so the count sees every goal of the user whatever the caller may read.
create function private.active_goal_count(p_user uuid, p_except uuid default null) returns integer
language sql stable security definer set search_path = '' as $$
  select count(*)::integer
  from public.goals g
  where g.user_id = p_user and g.status <> 'completed' and g.id is distinct from p_except;
$$;

-- The number of active goals the user's plan allows (FREE_GOAL_LIMIT in libs/domain), or null for no limit.
-- A user without a profile row is treated as free.
create function private.goal_limit_of(p_user uuid) returns integer
language sql stable security definer set search_path = '' as $$
  select case when coalesce((select p.subscription_plan from public.profiles p where p.id = p_user), 'free') = 'free'
              then 2 end;
$$;

revoke all on function private.active_goal_count(uuid, uuid), private.goal_limit_of(uuid)
  from public, anon, authenticated;

-- Error contract unchanged: SQLSTATE P0001 (HTTP 400 through PostgREST), message 'free_goal_limit',
-- details = the spec's message.
create or replace function public.enforce_goal_limit() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  goal_limit integer;
begin
  -- A completed goal takes no place; a goal that was already active keeps the place it had.
  if new.status = 'completed' then
    return new;
  end if;
  if tg_op = 'UPDATE' and old.status <> 'completed' then
    return new;
  end if;
  -- Locking the profile row serialises concurrent writes of the same user, so two requests cannot both pass.
  perform 1 from public.profiles p where p.id = new.user_id for update;
  goal_limit := private.goal_limit_of(new.user_id);
  if goal_limit is not null and private.active_goal_count(new.user_id, new.id) >= goal_limit then
    raise exception 'free_goal_limit'
      using errcode = 'P0001',
            detail = 'Free accounts are limited to 2 goals. Please upgrade or remove some goals.',
            hint = 'Complete or remove a goal, or upgrade to Pro or Parent for unlimited goals.';
  end if;
  return new;
end;
$$;
revoke all on function public.enforce_goal_limit() from public, anon, authenticated;

drop trigger goals_enforce_limit on public.goals;
create trigger goals_enforce_limit
  before insert or update of status on public.goals
  for each row execute function public.enforce_goal_limit();
