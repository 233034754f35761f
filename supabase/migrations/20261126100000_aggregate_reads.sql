-- Reads that grow are answered by the server as one value (issue 15, item 6). PostgREST answers at most db-max-rows
-- rows (1000 on hosted Supabase), so a figure built from rows the app reads stops being true once a player has more:
-- the streak (every day the player was active), a goal's check-in count, a goal list with years of sessions.
-- Each function below answers one jsonb value built in SQL, so nothing is cut off; the older entries of a history are
-- read a page at a time (goal_check_ins with a range, newest first), not all at once.

-- The days the caller was active, oldest first, as 'YYYY-MM-DD' in p_time_zone (the player's own calendar): a goal
-- check-in or Quick Track entry on its day, a session on the day the server recorded it done (completed_at), a game on
-- the day the server saved its result. At most one entry a day, so the answer grows by a day a day at most.
create function private.activity_days(p_time_zone text) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  me uuid := private.require_caller();
begin
  -- An unknown zone is refused (22023) even when there is nothing to convert yet.
  perform now() at time zone p_time_zone;
  return (
    select coalesce(jsonb_agg(d.day order by d.day), '[]'::jsonb)
    from (
      select c.checked_on as day from public.goal_check_ins c where c.user_id = me
      union
      select q.entry_date from public.quick_track_entries q where q.user_id = me
      union
      select (s.completed_at at time zone p_time_zone)::date from public.training_sessions s
      where s.user_id = me and s.completed and s.completed_at is not null
      union
      select (g.created_at at time zone p_time_zone)::date from public.game_results g where g.user_id = me
    ) d
  );
end;
$$;

-- A player's goals, oldest first, each with all its sessions (by day) and its newest p_recent dated check-ins, oldest
-- of them first (goals.check_ins, kept by a trigger, counts them all). As the read policies: the caller's own, or a
-- child's for a parent who may read it (private.is_parent_of: a confirmed link and the Parent plan); anyone else's
-- goals are not there (an empty list, as a PostgREST read of them answers).
create function private.goal_list(p_user_id uuid, p_recent integer) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  me uuid := private.require_caller();
begin
  if p_recent is null or p_recent < 0 or p_recent > 100 then
    perform private.fail('invalid_page_size', 'Ask for 0 to 100 recent check-ins.', '22023');
  end if;
  return coalesce((
    select jsonb_agg(jsonb_build_object(
      'goal', to_jsonb(g),
      'sessions', coalesce((
        select jsonb_agg(to_jsonb(s) order by s.session_date, s.created_at)
        from public.training_sessions s where s.goal_id = g.id
      ), '[]'::jsonb),
      'recentCheckIns', coalesce((
        select jsonb_agg(jsonb_build_object('checked_on', r.checked_on, 'note', r.note)
                         order by r.checked_on, r.created_at)
        from (
          select c.checked_on, c.note, c.created_at from public.goal_check_ins c where c.goal_id = g.id
          order by c.checked_on desc, c.created_at desc limit p_recent
        ) r
      ), '[]'::jsonb)
    ) order by g.created_at, g.id)
    from public.goals g
    where g.user_id = p_user_id and (p_user_id = me or private.is_parent_of(p_user_id))
  ), '[]'::jsonb);
end;
$$;

revoke all on function private.activity_days(text), private.goal_list(uuid, integer)
  from public, anon, authenticated;
grant execute on function private.activity_days(text), private.goal_list(uuid, integer) to authenticated;

create function public.activity_days(p_time_zone text) returns jsonb
language sql stable security invoker set search_path = '' as $$ select private.activity_days(p_time_zone) $$;
create function public.goal_list(p_user_id uuid, p_recent integer) returns jsonb
language sql stable security invoker set search_path = '' as $$ select private.goal_list(p_user_id, p_recent) $$;

revoke all on function public.activity_days(text), public.goal_list(uuid, integer) from public, anon;
grant execute on function public.activity_days(text), public.goal_list(uuid, integer) to authenticated;
