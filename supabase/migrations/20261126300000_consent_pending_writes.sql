-- Consent pending means little is stored (issue 17 item 2): until a verified parent consents
-- (`private.consent_pending`, 20261125171200_consent_pending.sql), the server keeps an under-13's account and the
-- consent request only. Goals, their check-ins and training sessions, Quick Track check-ins and game results are
-- refused with the token `consent_pending`; the app keeps them on the device and syncs them after consent.
--
-- One BEFORE INSERT trigger per table, so every way in is covered: the tables' insert policies (direct inserts),
-- public.save_goals (security invoker) and private.record_game_result (security definer) alike. Named so that it
-- fires before each table's other triggers (alphabetical order): a waiting child hears about consent, not a limit.

create function private.refuse_while_consent_pending() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if private.consent_pending(new.user_id) then
    perform private.fail('consent_pending',
      'A parent or guardian has not said yes yet: this stays on the device until they do.', '42501');
  end if;
  return new;
end;
$$;
revoke all on function private.refuse_while_consent_pending() from public, anon, authenticated;

do $$
declare
  t text;
begin
  foreach t in array array['goals', 'goal_check_ins', 'training_sessions', 'quick_track_entries', 'game_results']
  loop
    execute format('create trigger %I before insert on public.%I for each row '
      'execute function private.refuse_while_consent_pending()', t || '_consent_pending', t);
  end loop;
end;
$$;
