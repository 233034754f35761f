-- family_game_allowance counts the day from midnight in the supervising parent's time zone
-- (20261124150000_game_results_by_server.sql); the p_since argument clients still sent was never read. The public
-- function now takes no argument, so no client can believe it chooses the day.
drop function public.family_game_allowance(timestamptz);

create function public.family_game_allowance() returns jsonb
language sql security invoker set search_path = '' as $$ select private.family_game_allowance(null) $$;

revoke execute on function public.family_game_allowance() from public, anon;
grant execute on function public.family_game_allowance() to authenticated;
