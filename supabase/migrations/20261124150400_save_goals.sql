-- Goal saving is one transaction (issue 15): public.save_goals stores goals, their dated check-ins and their
-- training sessions in one call, or nothing. Rows whose id is already stored are skipped, so the sync of goals kept
-- in local storage is the same call. Security invoker: every row is written as the caller, so RLS, the active-goal
-- limit (public.enforce_goal_limit, 20261124180000_active_goal_limit.sql), the approval guard and the session rules
-- apply exactly as to single inserts, and any refusal undoes the whole call.
--
-- p_goals: goal rows as in the goals table (id, title, description, pillar, type, target_date, age_group, status,
--   progress), each with `dated_check_ins`: [{ checked_on, note }] stored only with a goal inserted by this call.
-- p_sessions: training_sessions rows (id, goal_id, session_date, start_time, duration, notes, completed).
-- Returns how many goals were new.

create function public.save_goals(p_goals jsonb, p_sessions jsonb default '[]'::jsonb) returns integer
language plpgsql security invoker set search_path = '' as $$
declare
  me uuid := auth.uid();
  new_goals uuid[];
begin
  if me is null then
    raise exception 'not_authenticated' using errcode = '42501', detail = 'Sign in first.';
  end if;
  if jsonb_typeof(p_goals) is distinct from 'array' or jsonb_typeof(p_sessions) is distinct from 'array' then
    raise exception 'invalid_goals' using errcode = '22023', detail = 'Send the goals and sessions as arrays.';
  end if;

  with inserted as (
    insert into public.goals (id, user_id, title, description, pillar, type, target_date, age_group, status, progress)
    select g.id, me, g.title, coalesce(g.description, ''), g.pillar, coalesce(g.type, 'process'), g.target_date,
      g.age_group, coalesce(g.status, 'active'), coalesce(g.progress, 0)
    from jsonb_populate_recordset(null::public.goals, p_goals) g
    on conflict (id) do nothing
    returning id
  )
  select coalesce(array_agg(id), '{}') into new_goals from inserted;

  insert into public.goal_check_ins (goal_id, user_id, checked_on, note, progress)
  select (g.value ->> 'id')::uuid, me, c.checked_on, coalesce(c.note, ''), coalesce((g.value ->> 'progress')::integer, 0)
  from jsonb_array_elements(p_goals) g
  cross join lateral jsonb_to_recordset(coalesce(g.value -> 'dated_check_ins', '[]'::jsonb)) c(checked_on date, note text)
  where (g.value ->> 'id')::uuid = any (new_goals);

  insert into public.training_sessions (id, goal_id, user_id, session_date, start_time, duration, notes, completed)
  select s.id, s.goal_id, me, s.session_date, s.start_time, coalesce(s.duration, 60), coalesce(s.notes, ''),
    coalesce(s.completed, false)
  from jsonb_populate_recordset(null::public.training_sessions, p_sessions) s
  on conflict (id) do nothing;

  return cardinality(new_goals);
end;
$$;

revoke all on function public.save_goals(jsonb, jsonb) from public, anon;
grant execute on function public.save_goals(jsonb, jsonb) to authenticated;
