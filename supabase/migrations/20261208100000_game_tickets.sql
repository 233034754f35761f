-- A Decision Drill started offline (issue 38): a child at the pitch with no signal cannot call public.start_game, so
-- while online the device reserves a game ticket with public.reserve_game_ticket, which start_game's refusals guard
-- (the consent gate, the supervising parent's daily limit, games_per_hour: one function, private.game_start_allowance,
-- applies them to both). Offline the drill starts from the ticket; its result goes to public.record_game_result with
-- the ticket, the seconds played and the time it ended, as the device's clock has them. The server still scores the
-- raw answers, and bounds what it cannot time itself:
-- - the seconds are at most the ticket's countdown (the drill's 15 minutes or less, as a start would give) and the
--   game time the parent's day the result is dated in has left (refused with game_time_limit_reached when none);
-- - the result is dated when the device says it ended, clamped into [issued_at, the moment the result arrived];
-- - a ticket is used once (ticket_used, 409), is the caller's own (ticket_unknown, 400, as a made-up id), and is too
--   old once late_result_hours have passed since it was issued (ticket_expired, 410);
-- - the device's clock is not the server's: a result timed by it earns no Speed Demon, the award of a fast drill.
-- Tickets count among the hour's starts. Refactors 20261206400000_game_result_sent_later.sql's record_game_result
-- (answer checks and the stored result are shared by both ways in) and start_game of 20261204150000_game_plays.sql,
-- unchanged in behaviour.

create table private.game_tickets (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  game_id text not null,
  issued_at timestamptz not null default now(),
  -- The countdown the drill may run offline, as start_game would have given it when the ticket was issued.
  allowed_seconds integer not null check (allowed_seconds > 0),
  -- Set once, by the result that used the ticket.
  result_id uuid references public.game_results (id) on delete cascade
);
create index game_tickets_user_issued_idx on private.game_tickets (user_id, issued_at);
revoke all on private.game_tickets from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------------------------
-- The parent's day of a given moment (a result sent later counts on the day it was played).
-- ---------------------------------------------------------------------------------------------------------------

-- The strictest limit of the child's supervising parents and the bounds of that parent's day holding p_at.
create function private.game_limit_at(
  child uuid, p_at timestamptz, out limit_minutes integer, out day_start timestamptz, out day_end timestamptz
)
language sql stable security definer set search_path = '' as $$
  select l.daily_game_minutes,
    date_trunc('day', p_at at time zone l.time_zone) at time zone l.time_zone,
    (date_trunc('day', p_at at time zone l.time_zone) + interval '1 day') at time zone l.time_zone
  from private.family_links l
  where l.child_id = child and l.status = 'confirmed' and l.level = 'supervise' and l.daily_game_minutes is not null
  order by l.daily_game_minutes, l.created_at
  limit 1
$$;

create or replace function private.game_limit_of(child uuid, out limit_minutes integer, out day_start timestamptz)
language sql stable security definer set search_path = '' as $$
  select g.limit_minutes, g.day_start from private.game_limit_at(child, now()) g
$$;

-- ---------------------------------------------------------------------------------------------------------------
-- start_game's refusals, for start_game and reserve_game_ticket alike
-- ---------------------------------------------------------------------------------------------------------------

-- Refuses an unknown game, a child waiting for consent and a player over the hour's starts (plays and tickets); holds
-- the player's game lock for the rest of the transaction. Answers today's game time as the player is told it, and the
-- countdown a game gets (the drill's 15 minutes, or the time left when less): null when the day's time is used up.
create function private.game_start_allowance(me uuid, p_game_id text, out allowance jsonb, out countdown integer)
language plpgsql security definer set search_path = '' as $$
declare
  game_limit record;
  used_seconds integer;
  remaining_seconds integer;
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

  if (select count(*) from private.game_plays p where p.user_id = me and p.started_at > now() - interval '1 hour')
     + (select count(*) from private.game_tickets t where t.user_id = me and t.issued_at > now() - interval '1 hour')
     >= private.game_setting('games_per_hour')
  then
    perform private.fail('too_many_games', 'Too many games started in the last hour. Try again later.', 'PT429');
  end if;

  select * into game_limit from private.game_limit_of(me);
  used_seconds := private.game_seconds_since(me, coalesce(game_limit.day_start, date_trunc('day', now())));
  remaining_seconds := case when game_limit.limit_minutes is null then null
    else greatest(game_limit.limit_minutes * 60 - used_seconds, 0) end;
  allowance := jsonb_build_object('limitMinutes', game_limit.limit_minutes, 'usedSeconds', used_seconds,
    'remainingSeconds', remaining_seconds);
  countdown := case when remaining_seconds is distinct from 0 then
    least(private.game_setting('drill_time_limit_seconds'), coalesce(remaining_seconds, 2147483647)) end;
end;
$$;

create or replace function private.start_game(p_game_id text) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := private.require_caller();
  start record;
  play private.game_plays;
begin
  select * into start from private.game_start_allowance(me, p_game_id);

  -- One game at a time: the one still open ends now and keeps the time it was open (counted in the allowance above
  -- as it is now).
  update private.game_plays p set ended_at = now(), counted_seconds = private.play_seconds(p, now())
  where p.user_id = me and p.ended_at is null;

  if start.countdown is not null then
    insert into private.game_plays (user_id, game_id, allowed_seconds)
    values (me, p_game_id, start.countdown)
    returning * into play;
  end if;

  -- No game when the limit is used up: the answer still says so, with the figures the player is told.
  return jsonb_build_object(
    'play', case when play.id is null then null
      else jsonb_build_object('id', play.id, 'allowedSeconds', play.allowed_seconds) end,
    'allowance', start.allowance
  );
end;
$$;

-- A ticket for one game played later, offline; none when today's game time is used up (the answer says so, as
-- start_game's). Ends no game in play: reserving is not starting.
create function private.reserve_game_ticket(p_game_id text) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := private.require_caller();
  start record;
  ticket private.game_tickets;
begin
  select * into start from private.game_start_allowance(me, p_game_id);
  if start.countdown is not null then
    insert into private.game_tickets (user_id, game_id, allowed_seconds)
    values (me, p_game_id, start.countdown)
    returning * into ticket;
  end if;
  return jsonb_build_object(
    'ticket', case when ticket.id is null then null
      else jsonb_build_object('id', ticket.id, 'issuedAt', ticket.issued_at,
        'allowedSeconds', ticket.allowed_seconds) end,
    'allowance', start.allowance
  );
end;
$$;

-- ---------------------------------------------------------------------------------------------------------------
-- What both ways of recording a result share
-- ---------------------------------------------------------------------------------------------------------------

create function private.check_drill_answers(p_answers jsonb) returns void
language plpgsql stable security definer set search_path = '' as $$
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
end;
$$;

-- libs/domain drillPlayRefusal past the answers' options: at least one answer; fewer than the scenarios only once the
-- countdown ran out; no faster than min_seconds_per_scenario each.
create function private.check_drill_play(p_answers jsonb, elapsed numeric, allowed_seconds integer) returns void
language plpgsql stable security definer set search_path = '' as $$
declare
  answered integer := (select count(*) from jsonb_object_keys(p_answers));
begin
  if answered = 0 then
    perform private.fail('no_answers', 'A game needs at least one answered scenario.');
  end if;
  if answered < (select count(distinct o.scenario_id) from private.drill_options o) and elapsed < allowed_seconds then
    perform private.fail('game_unfinished', 'Answer every scenario, or send the answers once the time is up.');
  end if;
  if elapsed < answered * private.game_setting('min_seconds_per_scenario') then
    perform private.fail('answered_too_fast', 'The scenarios were answered faster than a person can play them.');
  end if;
end;
$$;

-- Scores the answers, stores the result at p_at, awards the achievements it earns (Speed Demon only when the server's
-- clock timed it) and answers what record_game_result answers.
create function private.store_drill_result(
  me uuid, p_game_id text, p_answers jsonb, p_seconds integer, p_at timestamptz, timed_by_server boolean
) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  answered integer := (select count(*) from jsonb_object_keys(p_answers));
  scenarios integer := (select count(distinct o.scenario_id) from private.drill_options o);
  score integer;
  max_score integer;
  saved public.game_results;
  games_before integer;
  earned jsonb;
begin
  select coalesce(sum(o.points), 0) into score
  from jsonb_each_text(p_answers) a join private.drill_options o on o.scenario_id = a.key and o.option_id = a.value;
  select sum(best) into max_score
  from (select max(o.points) as best from private.drill_options o group by o.scenario_id) m;
  select count(*) into games_before from public.game_results r where r.user_id = me;

  insert into public.game_results (user_id, game_id, score, max_score, duration_seconds, created_at)
  values (me, p_game_id, score, max_score, p_seconds, p_at)
  returning * into saved;

  with qualified as (
    select d.name, d.description, d.points from private.achievement_definitions d
    where (d.name = 'Decision Rookie'
           and score * 100 >= max_score * private.game_setting('rookie_percent'))
       or (d.name = 'Decision Master' and score = max_score)
       or (d.name = 'Game Starter' and games_before = 0)
       or (d.name = 'Speed Demon' and timed_by_server and answered = scenarios
           and p_seconds < private.game_setting('speed_demon_seconds'))
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

-- ---------------------------------------------------------------------------------------------------------------
-- record_game_result: a game the server started (as before), or one played offline from a ticket
-- ---------------------------------------------------------------------------------------------------------------

create or replace function private.record_game_result(p_play_id uuid, p_answers jsonb) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := private.require_caller();
  play private.game_plays;
  seconds integer;
  recorded jsonb;
begin
  perform private.check_drill_answers(p_answers);

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

  perform private.check_drill_play(p_answers, extract(epoch from now() - play.started_at), play.allowed_seconds);
  seconds := private.play_seconds(play, now());

  -- Recorded when the game ended by the server's clock (at most its countdown after the start), so a result sent later
  -- counts on the day it was played, where its play already counted, never against a later day's limit.
  recorded := private.store_drill_result(me, play.game_id, p_answers, seconds,
    least(now(), play.started_at + make_interval(secs => seconds)), true);
  update private.game_plays p set ended_at = now(), result_id = (recorded #>> '{result,id}')::uuid
  where p.id = play.id;
  return recorded;
end;
$$;

create function private.record_game_result(
  p_ticket_id uuid, p_answers jsonb, p_seconds integer, p_finished_at timestamptz
) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := private.require_caller();
  ticket private.game_tickets;
  finished_at timestamptz;
  game_day record;
  left_seconds integer;
  seconds integer;
  recorded jsonb;
begin
  perform private.check_drill_answers(p_answers);
  if p_seconds is null or p_seconds < 0 then
    perform private.fail('invalid_duration', 'Send the seconds the game lasted, 0 or more.');
  end if;
  if p_finished_at is null then
    perform private.fail('invalid_finish_time', 'Send the time the game ended.');
  end if;

  perform pg_advisory_xact_lock(hashtext('record_game_result'), hashtext(me::text));

  -- Another player's ticket is answered as one that does not exist: nothing says whose it is.
  select * into ticket from private.game_tickets t where t.id = p_ticket_id and t.user_id = me;
  if ticket.id is null then
    perform private.fail('ticket_unknown', 'No game ticket of yours has this id.');
  end if;
  if ticket.result_id is not null then
    perform private.fail('ticket_used', 'This game ticket has already saved a game.', 'PT409');
  end if;
  if now() > ticket.issued_at + make_interval(hours => private.game_setting('late_result_hours')) then
    perform private.fail('ticket_expired', 'This game ticket is too old to save a game.', 'PT410');
  end if;

  perform private.check_drill_play(p_answers, p_seconds, ticket.allowed_seconds);

  -- The device's clock says when the game ended; the server knows it was after the ticket and before now.
  finished_at := least(greatest(p_finished_at, ticket.issued_at), now());
  -- The game time left on the parent's day the result is dated in, whatever day it arrives.
  select * into game_day from private.game_limit_at(me, finished_at);
  if game_day.limit_minutes is not null then
    left_seconds := greatest(game_day.limit_minutes * 60
      - (private.game_seconds_since(me, game_day.day_start) - private.game_seconds_since(me, game_day.day_end)), 0);
    if left_seconds = 0 then
      perform private.fail('game_time_limit_reached', 'That day''s game time set by your parent was used up.',
        '42501');
    end if;
  end if;
  seconds := least(p_seconds, ticket.allowed_seconds, private.game_setting('drill_time_limit_seconds'),
    coalesce(left_seconds, 2147483647));

  recorded := private.store_drill_result(me, ticket.game_id, p_answers, seconds, finished_at, false);
  update private.game_tickets t set result_id = (recorded #>> '{result,id}')::uuid where t.id = ticket.id;
  return recorded;
end;
$$;

create function public.reserve_game_ticket(p_game_id text) returns jsonb
language sql security invoker set search_path = '' as $$ select private.reserve_game_ticket(p_game_id) $$;
create function public.record_game_result(
  p_ticket_id uuid, p_answers jsonb, p_seconds integer, p_finished_at timestamptz
) returns jsonb
language sql security invoker set search_path = '' as $$
  select private.record_game_result(p_ticket_id, p_answers, p_seconds, p_finished_at)
$$;

revoke all on function
  private.game_limit_at(uuid, timestamptz),
  private.game_start_allowance(uuid, text),
  private.reserve_game_ticket(text),
  private.check_drill_answers(jsonb),
  private.check_drill_play(jsonb, numeric, integer),
  private.store_drill_result(uuid, text, jsonb, integer, timestamptz, boolean),
  private.record_game_result(uuid, jsonb, integer, timestamptz),
  public.reserve_game_ticket(text),
  public.record_game_result(uuid, jsonb, integer, timestamptz)
  from public, anon, authenticated;
grant execute on function
  private.reserve_game_ticket(text),
  private.record_game_result(uuid, jsonb, integer, timestamptz),
  public.reserve_game_ticket(text),
  public.record_game_result(uuid, jsonb, integer, timestamptz)
  to authenticated;
