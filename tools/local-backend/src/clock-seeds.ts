// The test clocks' seed SQL without Node, for the Node suites (./test-support) and component tests in a page.

/**
 * Seed SQL for suites that play games of a given length without waiting for it: `public.test_backdate_game_play(id,
 * seconds)` moves a started game's start back by `seconds`, as if the server had started it that long ago, and
 * `public.test_backdate_game_ticket(id, seconds)` a game ticket's issue (service role only; the player's own clock is
 * never asked).
 */
export const GAME_CLOCK_SEED_SQL = `
create function public.test_backdate_game_play(p_play_id uuid, p_seconds integer) returns void
language sql security definer set search_path = '' as $$
  update private.game_plays set started_at = started_at - make_interval(secs => p_seconds) where id = p_play_id
$$;
revoke all on function public.test_backdate_game_play(uuid, integer) from public, anon, authenticated;
grant execute on function public.test_backdate_game_play(uuid, integer) to service_role;

create function public.test_backdate_game_ticket(p_ticket_id uuid, p_seconds integer) returns void
language sql security definer set search_path = '' as $$
  update private.game_tickets set issued_at = issued_at - make_interval(secs => p_seconds) where id = p_ticket_id
$$;
revoke all on function public.test_backdate_game_ticket(uuid, integer) from public, anon, authenticated;
grant execute on function public.test_backdate_game_ticket(uuid, integer) to service_role;
`;

/**
 * Seed SQL for suites that plan sessions from drills and finish them without waiting: three drills of its own in
 * public.drill_catalogue (TEST_PLAN_DRILLS; the library's rows come from libs/drills), and
 * `public.test_backdate_session_start(id, seconds)` moving a session's server-recorded start back (service role only).
 */
export const SESSION_CLOCK_SEED_SQL = `
insert into public.drill_catalogue (slug, pillar, age_group, level, role, minutes) values
  ('test-plan-warm-up', 'technical', '13-17', 'beginner', 'warm-up', 5),
  ('test-plan-main', 'technical', '13-17', 'beginner', 'main', 10),
  ('test-plan-cool-down', 'technical', '13-17', 'beginner', 'cool-down', 5)
on conflict (slug) do nothing;

create function public.test_backdate_session_start(p_session_id uuid, p_seconds integer) returns void
language sql security definer set search_path = '' as $$
  update public.training_sessions set started_at = started_at - make_interval(secs => p_seconds)
  where id = p_session_id
$$;
revoke all on function public.test_backdate_session_start(uuid, integer) from public, anon, authenticated;
grant execute on function public.test_backdate_session_start(uuid, integer) to service_role;
`;

/**
 * Seed SQL for suites that need a goal's history (a pace, a prediction) without waiting weeks:
 * `public.test_backdate_goal(id, days)` moves a goal's server-set creation `days` back (service role only).
 */
export const GOAL_CLOCK_SEED_SQL = `
create function public.test_backdate_goal(p_goal_id uuid, p_days integer) returns void
language sql security definer set search_path = '' as $$
  update public.goals set created_at = created_at - make_interval(days => p_days) where id = p_goal_id
$$;
revoke all on function public.test_backdate_goal(uuid, integer) from public, anon, authenticated;
grant execute on function public.test_backdate_goal(uuid, integer) to service_role;
`;

/**
 * Seed SQL for suites that send an auth mail again without waiting the minute GoTrue asks between two:
 * `public.test_backdate_auth_mail(email, seconds)` moves the last sign-up and recovery mails' times `seconds` back
 * (service role only).
 */
export const AUTH_MAIL_CLOCK_SEED_SQL = `
create function public.test_backdate_auth_mail(p_email text, p_seconds integer) returns void
language sql security definer set search_path = '' as $$
  update auth.users
  set confirmation_sent_at = confirmation_sent_at - make_interval(secs => p_seconds),
      recovery_sent_at = recovery_sent_at - make_interval(secs => p_seconds)
  where lower(email) = lower(p_email)
$$;
revoke all on function public.test_backdate_auth_mail(text, integer) from public, anon, authenticated;
grant execute on function public.test_backdate_auth_mail(text, integer) to service_role;
`;

/** The drills SESSION_CLOCK_SEED_SQL puts in the catalogue. */
export const TEST_PLAN_DRILLS = {
  warmUp: 'test-plan-warm-up',
  main: 'test-plan-main',
  coolDown: 'test-plan-cool-down',
} as const;
