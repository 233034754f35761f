-- Game results and achievements are the server's (issue 15): the player sends what it did (the option chosen per
-- scenario and the seconds spent) to public.record_game_result, which scores it from the scenario definitions held
-- here, refuses impossible input and games over a supervising parent's daily limit (counted on the server's clock),
-- awards each achievement once, and answers the saved result, the new achievements and the stats at once.
-- Players can no longer insert into game_results or achievements.
--
-- The content below is seeded from libs/domain (DRILL_SCENARIOS, ACHIEVEMENTS, the drill's time constants);
-- tools/local-backend/src/game-results.test.ts fails when the two disagree.
-- Replaces private.family_game_allowance (20251122000000_family.sql): the day now starts at midnight in the
-- supervising parent's time zone (family_links.time_zone, set with the limit), never at a time the client sends.

create table private.drill_options (
  scenario_id text not null,
  option_id text not null,
  points integer not null check (points >= 0),
  primary key (scenario_id, option_id)
);

insert into private.drill_options (scenario_id, option_id, points) values
  ('counter-attack', 'early-pass-wide', 5),
  ('counter-attack', 'drive-and-release', 8),
  ('counter-attack', 'long-shot', 2),
  ('one-v-one-defending', 'dive-in', 4),
  ('one-v-one-defending', 'back-off', 6),
  ('one-v-one-defending', 'jockey-down-the-line', 10),
  ('edge-of-the-box', 'turn-and-shoot', 3),
  ('edge-of-the-box', 'first-time-pass', 10),
  ('edge-of-the-box', 'shield-and-wait', 5);

create table private.achievement_definitions (
  name text primary key,
  description text not null,
  points integer not null check (points >= 0)
);

insert into private.achievement_definitions (name, description, points) values
  ('Decision Rookie', 'Scored at least 67% in the Decision Drill', 10),
  ('Decision Master', 'Got a perfect score in the Decision Drill', 25),
  ('Game Starter', 'Completed your first mini-game', 5),
  ('Speed Demon', 'Finished the Decision Drill in under 2 minutes', 15);

-- Numbers of the rules: DRILL_TIME_LIMIT_SECONDS, DRILL_DURATION_GRACE_SECONDS, ROOKIE_PERCENT, SPEED_DEMON_SECONDS.
create table private.game_settings (
  name text primary key,
  value integer not null
);

insert into private.game_settings (name, value) values
  ('drill_time_limit_seconds', 900),
  ('duration_grace_seconds', 30),
  ('rookie_percent', 67),
  ('speed_demon_seconds', 120);

grant select on private.drill_options, private.achievement_definitions, private.game_settings to service_role;

create function private.game_setting(p_name text) returns integer
language sql stable security definer set search_path = '' as $$
  select s.value from private.game_settings s where s.name = p_name
$$;

-- ---------------------------------------------------------------------------------------------------------------
-- The game day: midnight to midnight in the supervising parent's time zone (UTC until a parent sets one).
-- ---------------------------------------------------------------------------------------------------------------

alter table private.family_links add column time_zone text not null default 'UTC';

-- The strictest limit of the child's supervising parents and the start of that parent's day.
create function private.game_limit_of(child uuid, out limit_minutes integer, out day_start timestamptz)
language sql stable security definer set search_path = '' as $$
  select l.daily_game_minutes, date_trunc('day', now() at time zone l.time_zone) at time zone l.time_zone
  from private.family_links l
  where l.child_id = child and l.status = 'confirmed' and l.level = 'supervise' and l.daily_game_minutes is not null
  order by l.daily_game_minutes, l.created_at
  limit 1
$$;

create function private.game_seconds_since(child uuid, since timestamptz) returns integer
language sql stable security definer set search_path = '' as $$
  select coalesce(sum(r.duration_seconds), 0)::integer from public.game_results r
  where r.user_id = child and r.created_at >= since
$$;

-- p_since is no longer read (kept so clients built before this migration keep working): the server's clock and the
-- parent's time zone decide when the day starts.
create or replace function private.family_game_allowance(p_since timestamptz) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  me uuid := private.require_caller();
  game_limit record;
  used_seconds integer;
begin
  select * into game_limit from private.game_limit_of(me);
  used_seconds := private.game_seconds_since(me, coalesce(game_limit.day_start, date_trunc('day', now())));
  return jsonb_build_object(
    'limitMinutes', game_limit.limit_minutes,
    'usedSeconds', used_seconds,
    'remainingSeconds', case when game_limit.limit_minutes is null then null
      else greatest(game_limit.limit_minutes * 60 - used_seconds, 0) end
  );
end;
$$;

-- The limit and the time zone its day is counted in (the parent's browser sends its IANA zone).
drop function public.family_set_game_limit(uuid, integer);
drop function private.family_set_game_limit(uuid, integer);

create function private.family_set_game_limit(p_link_id uuid, p_minutes integer, p_time_zone text default null)
returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  l private.family_links := private.parent_link(p_link_id);
begin
  if p_minutes is not null and (p_minutes < 5 or p_minutes > 600) then
    perform private.fail('invalid_game_limit', 'Choose a daily limit between 5 and 600 minutes.');
  end if;
  if p_time_zone is not null and not exists (select 1 from pg_catalog.pg_timezone_names z where z.name = p_time_zone)
  then
    perform private.fail('invalid_time_zone', 'The time zone is not one the server knows.');
  end if;
  update private.family_links
  set daily_game_minutes = p_minutes, time_zone = coalesce(p_time_zone, time_zone)
  where id = l.id
  returning * into l;
  return private.link_json(l);
end;
$$;

create function public.family_set_game_limit(p_link_id uuid, p_minutes integer, p_time_zone text default null)
returns jsonb
language sql security invoker set search_path = '' as $$
  select private.family_set_game_limit(p_link_id, p_minutes, p_time_zone)
$$;

-- ---------------------------------------------------------------------------------------------------------------
-- Stats: one aggregate instead of every row (hosted PostgREST answers at most 1000 rows).
-- ---------------------------------------------------------------------------------------------------------------

create function private.achievement_json(a public.achievements) returns jsonb
language sql immutable set search_path = '' as $$
  select jsonb_build_object('id', a.id, 'name', a.name, 'description', a.description, 'points', a.points,
    'earnedAt', a.earned_at)
$$;

-- Total points are the game scores plus the achievement points (libs/domain gameStatsFrom); the level and
-- everything else derived from them stays in libs/domain.
create function private.game_stats_of(player uuid) returns jsonb
language sql stable security definer set search_path = '' as $$
  select jsonb_build_object(
    'totalPoints', coalesce(r.points, 0) + coalesce(a.points, 0),
    'gamesPlayed', coalesce(r.games, 0),
    'averageScore', coalesce(r.average, 0),
    'secondsPlayed', coalesce(r.seconds, 0),
    'achievements', coalesce(a.list, '[]'::jsonb)
  )
  from
    (select sum(g.score)::integer as points, count(*)::integer as games,
       round(avg(g.score::numeric / g.max_score) * 100)::integer as average,
       sum(g.duration_seconds)::integer as seconds
     from public.game_results g where g.user_id = player) r,
    (select sum(x.points)::integer as points,
       jsonb_agg(private.achievement_json(x) order by x.earned_at desc, x.name) as list
     from public.achievements x where x.user_id = player) a
$$;

-- ---------------------------------------------------------------------------------------------------------------
-- record_game_result
-- ---------------------------------------------------------------------------------------------------------------

create function private.record_game_result(p_game_id text, p_answers jsonb, p_seconds integer) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := private.require_caller();
  game_limit record;
  score integer;
  max_score integer;
  saved public.game_results;
  games_before integer;
  earned jsonb;
begin
  if p_game_id is distinct from 'decision-drill' then
    perform private.fail('unknown_game', 'Only the Decision Drill can be played so far.');
  end if;
  if p_answers is null or jsonb_typeof(p_answers) <> 'object' then
    perform private.fail('invalid_answer', 'Send the chosen option per scenario as an object.');
  end if;
  if exists (
    select 1 from jsonb_each(p_answers) a
    where jsonb_typeof(a.value) <> 'string' or not exists (
      select 1 from private.drill_options o where o.scenario_id = a.key and o.option_id = a.value #>> '{}'
    )
  ) then
    perform private.fail('invalid_answer', 'An answer is not one of the scenario''s options.');
  end if;
  if p_seconds is null or p_seconds < 0
     or p_seconds > private.game_setting('drill_time_limit_seconds') + private.game_setting('duration_grace_seconds')
  then
    perform private.fail('invalid_duration', 'A Decision Drill lasts between 0 and 15 minutes.');
  end if;

  -- One game at a time per player: the limit check and the "first game" count must see the previous game.
  perform pg_advisory_xact_lock(hashtext('record_game_result'), hashtext(me::text));

  select * into game_limit from private.game_limit_of(me);
  if game_limit.limit_minutes is not null
     and private.game_seconds_since(me, game_limit.day_start) >= game_limit.limit_minutes * 60 then
    perform private.fail('game_time_limit_reached', 'Today''s game time set by your parent is used up.', '42501');
  end if;

  select coalesce(sum(o.points), 0) into score
  from jsonb_each_text(p_answers) a join private.drill_options o on o.scenario_id = a.key and o.option_id = a.value;
  select sum(best) into max_score
  from (select max(o.points) as best from private.drill_options o group by o.scenario_id) m;
  select count(*) into games_before from public.game_results r where r.user_id = me;

  insert into public.game_results (user_id, game_id, score, max_score, duration_seconds)
  values (me, p_game_id, score, max_score, p_seconds)
  returning * into saved;

  with qualified as (
    select d.name, d.description, d.points from private.achievement_definitions d
    where (d.name = 'Decision Rookie'
           and score * 100 >= max_score * private.game_setting('rookie_percent'))
       or (d.name = 'Decision Master' and score = max_score)
       or (d.name = 'Game Starter' and games_before = 0)
       or (d.name = 'Speed Demon' and p_seconds < private.game_setting('speed_demon_seconds'))
  ),
  inserted as (
    insert into public.achievements (user_id, name, description, points)
    select me, q.name, q.description, q.points from qualified q
    on conflict (user_id, name) do nothing
    returning *
  )
  select coalesce(jsonb_agg(private.achievement_json(i) order by i.name), '[]'::jsonb) into earned from inserted i;

  return jsonb_build_object(
    'result', jsonb_build_object('id', saved.id, 'gameId', saved.game_id, 'score', saved.score,
      'maxScore', saved.max_score, 'durationSeconds', saved.duration_seconds, 'createdAt', saved.created_at),
    'newAchievements', earned,
    'stats', private.game_stats_of(me)
  );
end;
$$;

create function private.game_stats() returns jsonb
language sql stable security definer set search_path = '' as $$
  select private.game_stats_of(private.require_caller())
$$;

create function public.record_game_result(p_game_id text, p_answers jsonb, p_seconds integer) returns jsonb
language sql security invoker set search_path = '' as $$ select private.record_game_result(p_game_id, p_answers, p_seconds) $$;
create function public.game_stats() returns jsonb
language sql security invoker set search_path = '' as $$ select private.game_stats() $$;

revoke all on function
  private.game_setting(text),
  private.game_limit_of(uuid),
  private.game_seconds_since(uuid, timestamptz),
  private.achievement_json(public.achievements),
  private.game_stats_of(uuid),
  private.record_game_result(text, jsonb, integer),
  private.game_stats(),
  private.family_set_game_limit(uuid, integer, text)
  from public, anon, authenticated;
grant execute on function
  private.record_game_result(text, jsonb, integer),
  private.game_stats(),
  private.family_set_game_limit(uuid, integer, text)
  to authenticated;

revoke all on function
  public.record_game_result(text, jsonb, integer),
  public.game_stats(),
  public.family_set_game_limit(uuid, integer, text)
  from public, anon;
grant execute on function
  public.record_game_result(text, jsonb, integer),
  public.game_stats(),
  public.family_set_game_limit(uuid, integer, text)
  to authenticated;

-- Only the functions above write results and achievements.
revoke insert on public.game_results, public.achievements from authenticated;
drop policy game_results_insert_own on public.game_results;
drop policy achievements_insert_own on public.achievements;
