-- Minutes trained, summed once by the server for every reader (issue 33, deliver 7): the family page and its CSV
-- (public.child_week_counts), the weekly report e-mail (private.enqueue_weekly_reports) and Pro analytics
-- (private.pro_analytics) all read private.minutes_trained, so they cannot disagree.
--
-- A session counts when it is done, on its own day (session_date: the day every reader already counts the session
-- itself on, so "3 sessions, 45 minutes" is one week's figures), under its goal's pillar, with the minutes the server
-- recorded when it was finished in the player (minutes_trained, 20261205210000_session_plans.sql). A session ticked
-- done without the player counts as done with 0 minutes trained: its planned duration is not time anyone measured.

create function private.minutes_trained(p_user_id uuid, p_since date, p_until date default null)
returns table (day date, pillar text, sessions integer, minutes integer)
language sql stable security definer set search_path = '' as $$
  select s.session_date, g.pillar, count(*)::integer, coalesce(sum(s.minutes_trained), 0)::integer
  from public.training_sessions s join public.goals g on g.id = s.goal_id
  where s.user_id = p_user_id and s.completed and s.session_date >= p_since
    and (p_until is null or s.session_date <= p_until)
  group by s.session_date, g.pillar
$$;

-- The same, summed per pillar: { technical, physical, tactical, mental }, every pillar present.
create function private.minutes_trained_by_pillar(p_user_id uuid, p_since date, p_until date default null)
returns jsonb
language sql stable security definer set search_path = '' as $$
  select jsonb_build_object(
    'technical', coalesce(sum(m.minutes) filter (where m.pillar = 'technical'), 0),
    'physical', coalesce(sum(m.minutes) filter (where m.pillar = 'physical'), 0),
    'tactical', coalesce(sum(m.minutes) filter (where m.pillar = 'tactical'), 0),
    'mental', coalesce(sum(m.minutes) filter (where m.pillar = 'mental'), 0)
  )
  from private.minutes_trained(p_user_id, p_since, p_until) m
$$;

-- Called only by the functions below, which check the caller first: no API role calls them.
revoke all on function private.minutes_trained(uuid, date, date), private.minutes_trained_by_pillar(uuid, date, date)
  from public, anon, authenticated;

-- The family week gains minutesTrained (20261127700000_child_week_counts.sql otherwise unchanged).
create or replace function private.child_week_counts(p_child_id uuid, p_today date default null) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  v_until date := coalesce(p_today, current_date);
  v_since date := v_until - 6;
begin
  perform private.require_caller();
  if not private.is_parent_of(p_child_id) then
    perform private.fail('not_linked_parent', 'Only a linked parent on the Parent plan can see this.', '42501');
  end if;
  return jsonb_build_object(
    'checkIns', (
      select count(*) from public.goal_check_ins c
      join public.goals g on g.id = c.goal_id
      where g.user_id = p_child_id and c.checked_on between v_since and v_until
    ),
    'quickTrackEntries', (
      select count(*) from public.quick_track_entries q
      where q.user_id = p_child_id and q.entry_date between v_since and v_until
    ),
    'minutesTrained', private.minutes_trained_by_pillar(p_child_id, v_since, v_until)
  );
end;
$$;

-- Each child of the weekly report gains minutesTrained, over the same sessions as sessionsCompleted
-- (20261204130000_deletion_leaves_no_trace.sql otherwise unchanged).
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
        'minutesTrained', private.minutes_trained_by_pillar(c.id, p_since::date),
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

-- Pro analytics' session_minutes facts: the sessions done and the minutes trained in them, no longer the planned
-- duration (20261124210000_pro_features.sql otherwise unchanged).
create or replace function private.pro_analytics(p_since date) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  me uuid := private.require_pro();
  since date := greatest(coalesce(p_since, current_date - 84), current_date - 366);
begin
  return jsonb_build_object(
    'facts', coalesce((select jsonb_agg(jsonb_build_object(
        'date', f.day, 'kind', f.kind, 'pillar', f.pillar, 'count', f.n, 'sum', f.total))
      from (
        select c.checked_on as day, 'check_in' as kind, g.pillar, count(*) as n, count(*)::numeric as total
        from public.goal_check_ins c join public.goals g on g.id = c.goal_id
        where c.user_id = me and c.checked_on >= since group by 1, 2, 3
        union all
        select m.day, 'session_minutes', m.pillar, m.sessions, m.minutes
        from private.minutes_trained(me, since) m
        union all
        select q.entry_date, 'quick_track', null, count(*), count(*)
        from public.quick_track_entries q where q.user_id = me and q.entry_date >= since group by 1, 2, 3
        union all
        select q.entry_date, 'rating', null, count(*), sum(q.rating)
        from public.quick_track_entries q
        where q.user_id = me and q.entry_date >= since and q.rating is not null group by 1, 2, 3
        union all
        select q.entry_date, 'mood', null, count(*),
          sum(array_position(array['tough', 'okay', 'good', 'great', 'amazing'], q.emoji))
        from public.quick_track_entries q
        where q.user_id = me and q.entry_date >= since and q.emoji is not null group by 1, 2, 3
        union all
        select q.entry_date, 'load', null, count(*),
          sum(case q.training_load when 'low' then 2 when 'moderate' then 5 when 'high' then 7.5 else 9.5 end)
        from public.quick_track_entries q
        where q.user_id = me and q.entry_date >= since and q.training_load is not null group by 1, 2, 3
        union all
        select q.entry_date, 'metric', m.key, count(*), sum((m.value #>> '{}')::numeric)
        from public.quick_track_entries q, jsonb_each(q.metrics) m
        where q.user_id = me and q.entry_date >= since and q.metrics is not null
          and m.key in ('technical', 'physical', 'tactical', 'mental') and jsonb_typeof(m.value) = 'number'
        group by 1, 2, 3
        union all
        select m.completed_on, 'mindset', 'mental', count(*), sum(m.duration_seconds)
        from public.mindset_sessions m where m.user_id = me and m.completed_on >= since group by 1, 2, 3
      ) f), '[]'::jsonb),
    'goals', coalesce((select jsonb_agg(jsonb_build_object(
        'id', g.id, 'title', g.title, 'pillar', g.pillar, 'status', g.status, 'progress', g.progress,
        'createdAt', g.created_at, 'targetDate', g.target_date,
        'points', coalesce((
          select jsonb_agg(jsonb_build_object('date', p.checked_on, 'progress', p.progress) order by p.checked_on)
          from (
            select distinct on (c.checked_on) c.checked_on, c.progress
            from public.goal_check_ins c where c.goal_id = g.id
            order by c.checked_on, c.created_at desc, c.progress desc
          ) p), '[]'::jsonb)) order by g.created_at)
      from public.goals g where g.user_id = me and g.status <> 'pending_approval'), '[]'::jsonb)
  );
end;
$$;
