-- Sessions built from drills (issue 33, deliver 5 and 6). A training session carries its plan, and the server keeps
-- the time it was trained by its own clock.
--
-- 1. plan: the session's blocks, [{ slug, minutes }] in the order they are played (libs/domain SessionPlanBlock).
--    Empty for a session planned without drills. Otherwise every slug is a drill of public.drill_catalogue, every
--    block lasts at least a minute, there are at most 12 blocks, and together they last at least 15 minutes and no
--    longer than the session (whose 15-180 is the initial schema's check). Checked on every write, whichever way in
--    (the table's policies, public.save_goals), and again when the session's duration changes.
-- 2. started_at: when the player first started the session in the player, by the server clock
--    (public.start_training_session; recorded once).
-- 3. minutes_trained: the minutes actually trained, set by public.finish_training_session, which marks the session
--    done and refuses more minutes than have passed since started_at. A second finish changes nothing, so a finish
--    sent again by the device queue is not counted twice. Unmarking the session done clears it.
-- Clients cannot write started_at or minutes_trained: the trigger keeps them as they were.
-- The table keeps its policies and its consent gate (20261204120000_consent_gate_everywhere.sql): the two functions
-- act only on the caller's own session, and their update meets the gate as any other write.

-- The catalogue is read-only content: the schema's default privileges had granted anon and authenticated every
-- privilege on it (TRUNCATE is not subject to RLS); signed-in players keep only SELECT, visitors nothing.
revoke all on table public.drill_catalogue from public, anon, authenticated;
grant select on table public.drill_catalogue to authenticated;

alter table public.training_sessions
  add column plan jsonb not null default '[]'::jsonb,
  add column started_at timestamptz,
  add column minutes_trained integer check (minutes_trained between 1 and 180);

create function private.check_session_plan(p_plan jsonb, p_duration integer) returns void
language plpgsql stable security definer set search_path = '' as $$
declare
  total integer;
begin
  -- Nested tests, not one boolean: SQL does not promise to evaluate an `or` left to right, and a cast of a block's
  -- minutes must only meet a number.
  if jsonb_typeof(p_plan) is distinct from 'array' then
    perform private.fail('invalid_plan', 'Send the plan as a list of blocks.', '22023');
  end if;
  if jsonb_array_length(p_plan) > 12 or exists (
    select 1 from jsonb_array_elements(p_plan) b
    where case
      when jsonb_typeof(b.value) is distinct from 'object'
        or jsonb_typeof(b.value -> 'slug') is distinct from 'string'
        or jsonb_typeof(b.value -> 'minutes') is distinct from 'number' then true
      else (b.value ->> 'minutes')::numeric not between 1 and 180
        or (b.value ->> 'minutes')::numeric <> floor((b.value ->> 'minutes')::numeric)
        or (select count(*) from jsonb_object_keys(b.value)) <> 2
    end
  ) then
    perform private.fail('invalid_plan',
      'Send the plan as at most 12 blocks, each a drill slug and 1 to 180 whole minutes.', '22023');
  end if;
  if jsonb_array_length(p_plan) = 0 then
    return;
  end if;
  if exists (
    select 1 from jsonb_array_elements(p_plan) b
    where not exists (select 1 from public.drill_catalogue d where d.slug = b.value ->> 'slug')
  ) then
    perform private.fail('unknown_drill', 'A drill of this plan is not in the library. Choose another drill.');
  end if;
  select sum((b.value ->> 'minutes')::integer) into total from jsonb_array_elements(p_plan) b;
  if total < 15 then
    perform private.fail('plan_too_short', 'Plan drills for at least 15 minutes, or save the session without drills.');
  end if;
  if total > p_duration then
    perform private.fail('plan_too_long',
      format('The drills add up to %s minutes; the session lasts %s. Remove a drill or make the session longer.',
        total, p_duration));
  end if;
end;
$$;
revoke all on function private.check_session_plan(jsonb, integer) from public, anon;
grant execute on function private.check_session_plan(jsonb, integer) to authenticated, service_role;

-- Security invoker, so current_user is the API's role (a security definer trigger would see its owner).
create function private.training_session_plan_rules() returns trigger
language plpgsql set search_path = '' as $$
begin
  if tg_op = 'INSERT' or new.plan is distinct from old.plan or new.duration is distinct from old.duration then
    perform private.check_session_plan(new.plan, new.duration);
  end if;
  -- Only this migration's functions, run as their owner, write these two.
  if current_user in ('anon', 'authenticated') then
    if tg_op = 'INSERT' then
      new.started_at := null;
      new.minutes_trained := null;
    else
      new.started_at := old.started_at;
      new.minutes_trained := old.minutes_trained;
    end if;
  end if;
  if not new.completed then
    new.minutes_trained := null;
  end if;
  return new;
end;
$$;
revoke all on function private.training_session_plan_rules() from public, anon;
grant execute on function private.training_session_plan_rules() to authenticated, service_role;

create trigger training_sessions_plan_rules
  before insert or update on public.training_sessions
  for each row execute function private.training_session_plan_rules();

-- The caller's session, locked for the update that follows; refused as not found when it is anyone else's.
create function private.own_training_session(p_session_id uuid) returns public.training_sessions
language plpgsql volatile security definer set search_path = '' as $$
declare
  me uuid := private.require_caller();
  own public.training_sessions;
begin
  select * into own from public.training_sessions s where s.id = p_session_id and s.user_id = me for update;
  if own.id is null then
    perform private.fail('session_not_found', 'This session does not exist or is not yours.', 'PT404');
  end if;
  return own;
end;
$$;
revoke all on function private.own_training_session(uuid) from public, anon, authenticated;

-- Records the session's start by the server clock, once: a second start (a reload, a replay) keeps the first.
-- Answers { startedAt }.
create function public.start_training_session(p_session_id uuid) returns jsonb
language plpgsql volatile security definer set search_path = '' as $$
declare
  s public.training_sessions := private.own_training_session(p_session_id);
begin
  if s.started_at is null then
    update public.training_sessions set started_at = now() where id = s.id returning * into s;
  end if;
  return jsonb_build_object('startedAt', s.started_at);
end;
$$;

-- Marks the session done with p_minutes trained (1-180), no more than the whole minutes begun since its start by the
-- server clock (so a player whose own timer ran a few seconds ahead is not refused). A session already finished is
-- answered as it is, unchanged. Answers { completedAt, minutesTrained }.
create function public.finish_training_session(p_session_id uuid, p_minutes integer) returns jsonb
language plpgsql volatile security definer set search_path = '' as $$
declare
  s public.training_sessions := private.own_training_session(p_session_id);
begin
  if s.completed and s.minutes_trained is not null then
    return jsonb_build_object('completedAt', s.completed_at, 'minutesTrained', s.minutes_trained);
  end if;
  if p_minutes is null or p_minutes not between 1 and 180 then
    perform private.fail('invalid_minutes', 'Send the minutes trained, 1 to 180.', '22023');
  end if;
  if s.started_at is null then
    perform private.fail('session_not_started', 'Start this session in the player first, then finish it there.');
  end if;
  if p_minutes > ceil(extract(epoch from now() - s.started_at) / 60) then
    perform private.fail('minutes_not_elapsed',
      'More minutes were sent than have passed since this session started. Finish it when the time is up.');
  end if;
  update public.training_sessions set completed = true, minutes_trained = p_minutes where id = s.id
  returning * into s;
  return jsonb_build_object('completedAt', s.completed_at, 'minutesTrained', s.minutes_trained);
end;
$$;

revoke all on function public.start_training_session(uuid), public.finish_training_session(uuid, integer)
  from public, anon;
grant execute on function public.start_training_session(uuid), public.finish_training_session(uuid, integer)
  to authenticated;

-- public.save_goals stores the plan of each session it inserts (20261124150400_save_goals.sql otherwise unchanged).
create or replace function public.save_goals(p_goals jsonb, p_sessions jsonb default '[]'::jsonb) returns integer
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

  insert into public.training_sessions (id, goal_id, user_id, session_date, start_time, duration, notes, completed, plan)
  select s.id, s.goal_id, me, s.session_date, s.start_time, coalesce(s.duration, 60), coalesce(s.notes, ''),
    coalesce(s.completed, false), coalesce(s.plan, '[]'::jsonb)
  from jsonb_populate_recordset(null::public.training_sessions, p_sessions) s
  on conflict (id) do nothing;

  return cardinality(new_goals);
end;
$$;
