-- A Decision Drill result kept on the device while offline (issue 38) is sent later through the same
-- public.record_game_result, once: the play id makes it idempotent (a play with its result is no longer in play, so a
-- second send is refused with game_not_started and counts nothing), and the server still scores the raw answers and
-- times the game by its own clock, at most its countdown. Two bounds for a late result:
-- - it is refused (game_expired) once the play's countdown ran out more than late_result_hours (24) ago;
-- - it is stored at the moment the game ended by the server's clock (start + counted seconds, never after now()),
--   so it counts against the daily limit of the day it was played, the day its play was already counted in, and
--   cannot use up a later day's allowance. Online, the two moments are the same within the network's delay.
-- Redefines private.record_game_result of 20261204150000_game_plays.sql; nothing else changes.

insert into private.game_settings (name, value) values ('late_result_hours', 24);

create or replace function private.record_game_result(p_play_id uuid, p_answers jsonb) returns jsonb
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

  -- A result kept on the device while offline arrives late; a day after its countdown ran out it is too late.
  if now() > play.started_at + make_interval(secs => play.allowed_seconds)
      + make_interval(hours => private.game_setting('late_result_hours')) then
    perform private.fail('game_expired', 'This game ended too long ago to be saved: start a new game.');
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

  -- Recorded when the game ended by the server's clock (at most its countdown after the start), so a result sent later
  -- counts on the day it was played, where its play already counted, never against a later day's limit.
  insert into public.game_results (user_id, game_id, score, max_score, duration_seconds, created_at)
  values (me, play.game_id, score, max_score, seconds,
    least(now(), play.started_at + make_interval(secs => seconds)))
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
