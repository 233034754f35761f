-- A game lasts what the server's clock says (issue 37): the player asks public.start_game for a game, which the server
-- records with its own clock and the countdown it may last (the drill's 15 minutes, or less when a supervising
-- parent's daily limit leaves less), and refuses, answering no game, once that limit is used up. Finishing it with
-- public.record_game_result names that game: its duration is the time since the server started it, at most its
-- countdown, and counts against the limit. Refused (libs/domain drillPlayRefusal, same rule): no answers; fewer answers
-- than scenarios before the countdown ran out; answers faster than DRILL_MIN_SECONDS_PER_SCENARIO each. One game at a
-- time per player (a new start ends the previous one) and GAMES_PER_HOUR starts an hour, so results are bounded too.
--
-- Replaces the client-chosen p_seconds of 20261124150000_game_results_by_server.sql: record_game_result(text, jsonb,
-- integer) is dropped. Redefines private.game_seconds_since (the day's game time, read by family_game_allowance) so a
-- started game counts from its start, finished or not: leaving a game unfinished does not give the time back.

create table private.game_plays (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  game_id text not null,
  started_at timestamptz not null default now(),
  -- The countdown the game was started with: what it can count at most.
  allowed_seconds integer not null check (allowed_seconds > 0),
  -- Set when the game ends: by its result, or by the next start. Null while it is being played.
  ended_at timestamptz,
  -- The seconds it counted when it ended without a result (a result holds its own duration).
  counted_seconds integer check (counted_seconds >= 0),
  result_id uuid references public.game_results (id) on delete cascade
);
create index game_plays_user_started_idx on private.game_plays (user_id, started_at);
-- At most one game in play per player: concurrent starts cannot leave two open.
create unique index game_plays_one_open_idx on private.game_plays (user_id) where ended_at is null;

-- The numbers of libs/domain (DRILL_MIN_SECONDS_PER_SCENARIO, GAMES_PER_HOUR); game-results.test.ts ties them. The
-- grace for a client-reported duration is gone with the reported duration.
insert into private.game_settings (name, value) values ('min_seconds_per_scenario', 1), ('games_per_hour', 30);
delete from private.game_settings where name = 'duration_grace_seconds';

-- Seconds of a game by the server's clock, at most its countdown (libs/domain drillPlayedSeconds). Never below 0: a
-- call that waited for the player's lock has a now() from before the game it ends was started.
create function private.play_seconds(p private.game_plays, until timestamptz) returns integer
language sql stable set search_path = '' as $$
  select greatest(least(floor(extract(epoch from until - p.started_at))::integer, p.allowed_seconds), 0)
$$;

-- Results since `since`, plus games started since then that have no result: the one being played counts its time so
-- far, an abandoned one the time until the next start. Results recorded before games were started by the server
-- (and rows the service role writes) have no game and count their own duration.
create or replace function private.game_seconds_since(child uuid, since timestamptz) returns integer
language sql stable security definer set search_path = '' as $$
  select (
    coalesce((select sum(r.duration_seconds) from public.game_results r
              where r.user_id = child and r.created_at >= since), 0)
    + coalesce((select sum(coalesce(p.counted_seconds, private.play_seconds(p, now())))
                from private.game_plays p
                where p.user_id = child and p.started_at >= since and p.result_id is null), 0)
  )::integer
$$;

create function private.start_game(p_game_id text) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := private.require_caller();
  game_limit record;
  used_seconds integer;
  remaining_seconds integer;
  play private.game_plays;
begin
  if p_game_id is distinct from 'decision-drill' then
    perform private.fail('unknown_game', 'Only the Decision Drill can be played so far.');
  end if;
  -- Nothing of a child waiting for consent is stored; the game plays on the device and is not saved.
  if private.consent_pending(me) then
    perform private.fail('consent_pending',
      'A parent or guardian has not said yes yet: games are not saved until they do.', '42501');
  end if;

  perform pg_advisory_xact_lock(hashtext('record_game_result'), hashtext(me::text));

  if (select count(*) from private.game_plays p
      where p.user_id = me and p.started_at > now() - interval '1 hour') >= private.game_setting('games_per_hour')
  then
    perform private.fail('too_many_games', 'Too many games started in the last hour. Try again later.', 'PT429');
  end if;

  -- One game at a time: the one still open ends now and keeps the time it was open.
  update private.game_plays p set ended_at = now(), counted_seconds = private.play_seconds(p, now())
  where p.user_id = me and p.ended_at is null;

  select * into game_limit from private.game_limit_of(me);
  used_seconds := private.game_seconds_since(me, coalesce(game_limit.day_start, date_trunc('day', now())));
  remaining_seconds := case when game_limit.limit_minutes is null then null
    else greatest(game_limit.limit_minutes * 60 - used_seconds, 0) end;

  if remaining_seconds is distinct from 0 then
    insert into private.game_plays (user_id, game_id, allowed_seconds)
    values (me, p_game_id,
      least(private.game_setting('drill_time_limit_seconds'), coalesce(remaining_seconds, 2147483647)))
    returning * into play;
  end if;

  -- No game when the limit is used up: the answer still says so, with the figures the player is told.
  return jsonb_build_object(
    'play', case when play.id is null then null
      else jsonb_build_object('id', play.id, 'allowedSeconds', play.allowed_seconds) end,
    'allowance', jsonb_build_object('limitMinutes', game_limit.limit_minutes, 'usedSeconds', used_seconds,
      'remainingSeconds', remaining_seconds)
  );
end;
$$;

drop function public.record_game_result(text, jsonb, integer);
drop function private.record_game_result(text, jsonb, integer);

create function private.record_game_result(p_play_id uuid, p_answers jsonb) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := private.require_caller();
  play private.game_plays;
  elapsed numeric;
  answered integer;
  scenarios integer;
  seconds integer;
  score integer;
  max_score integer;
  saved public.game_results;
  games_before integer;
  earned jsonb;
begin
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

  perform pg_advisory_xact_lock(hashtext('record_game_result'), hashtext(me::text));

  select * into play from private.game_plays p where p.id = p_play_id and p.user_id = me and p.ended_at is null;
  if play.id is null then
    perform private.fail('game_not_started', 'No game in play has this id: start a new game.');
  end if;

  elapsed := extract(epoch from now() - play.started_at);
  select count(*) into answered from jsonb_object_keys(p_answers);
  select count(distinct o.scenario_id) into scenarios from private.drill_options o;
  if answered = 0 then
    perform private.fail('no_answers', 'A game needs at least one answered scenario.');
  end if;
  if answered < scenarios and elapsed < play.allowed_seconds then
    perform private.fail('game_unfinished', 'Answer every scenario, or send the answers once the time is up.');
  end if;
  if elapsed < answered * private.game_setting('min_seconds_per_scenario') then
    perform private.fail('answered_too_fast', 'The scenarios were answered faster than a person can play them.');
  end if;
  seconds := private.play_seconds(play, now());

  select coalesce(sum(o.points), 0) into score
  from jsonb_each_text(p_answers) a join private.drill_options o on o.scenario_id = a.key and o.option_id = a.value;
  select sum(best) into max_score
  from (select max(o.points) as best from private.drill_options o group by o.scenario_id) m;
  select count(*) into games_before from public.game_results r where r.user_id = me;

  insert into public.game_results (user_id, game_id, score, max_score, duration_seconds)
  values (me, play.game_id, score, max_score, seconds)
  returning * into saved;
  update private.game_plays p set ended_at = now(), result_id = saved.id where p.id = play.id;

  with qualified as (
    select d.name, d.description, d.points from private.achievement_definitions d
    where (d.name = 'Decision Rookie'
           and score * 100 >= max_score * private.game_setting('rookie_percent'))
       or (d.name = 'Decision Master' and score = max_score)
       or (d.name = 'Game Starter' and games_before = 0)
       or (d.name = 'Speed Demon' and answered = scenarios
           and seconds < private.game_setting('speed_demon_seconds'))
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

-- The player left the game unfinished: it counts the time until now (a closed tab counts until the next start, at
-- most its countdown). Ending a game that is not open changes nothing.
create function private.end_game(p_play_id uuid) returns void
language sql security definer set search_path = '' as $$
  update private.game_plays p set ended_at = now(), counted_seconds = private.play_seconds(p, now())
  where p.id = p_play_id and p.user_id = private.require_caller() and p.ended_at is null
$$;

create function public.start_game(p_game_id text) returns jsonb
language sql security invoker set search_path = '' as $$ select private.start_game(p_game_id) $$;
create function public.record_game_result(p_play_id uuid, p_answers jsonb) returns jsonb
language sql security invoker set search_path = '' as $$ select private.record_game_result(p_play_id, p_answers) $$;
create function public.end_game(p_play_id uuid) returns void
language sql security invoker set search_path = '' as $$ select private.end_game(p_play_id) $$;

revoke all on function
  private.play_seconds(private.game_plays, timestamptz),
  private.start_game(text),
  private.record_game_result(uuid, jsonb),
  private.end_game(uuid),
  public.start_game(text),
  public.record_game_result(uuid, jsonb),
  public.end_game(uuid)
  from public, anon, authenticated;
grant execute on function
  private.start_game(text),
  private.record_game_result(uuid, jsonb),
  private.end_game(uuid),
  public.start_game(text),
  public.record_game_result(uuid, jsonb),
  public.end_game(uuid)
  to authenticated;
