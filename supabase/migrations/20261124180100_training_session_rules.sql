-- Training sessions a player plans and changes from the tracker (issue 18).
--
-- 1. Not in the past: a session planned, or moved to another day, by a player must be on a day that is today or later
--    somewhere on Earth. The app checks the player's own calendar day; the database, which does not know the
--    player's time zone, refuses only days that are over everywhere (the earliest zone is UTC-12), so no honest
--    request is refused. Marking an old session done or editing its notes does not move it, so it is not refused.
-- 2. completed_at: when a session was marked done, by the server clock (a day of the forgiving streak). Clients cannot
--    write it: the trigger sets it when `completed` turns true and clears it when it turns false.
-- Duration 15-180 is the check constraint of the initial schema.

alter table public.training_sessions add column completed_at timestamptz;

create function public.training_session_rules() returns trigger
language plpgsql set search_path = '' as $$
begin
  if current_user in ('anon', 'authenticated')
     and (tg_op = 'INSERT' or new.session_date is distinct from old.session_date)
     and new.session_date < (now() at time zone 'Etc/GMT+12')::date then
    raise exception 'session_in_past'
      using errcode = 'P0001',
            detail = 'Pick today or a later day for this session.',
            hint = 'A session can be planned for today or a later day.';
  end if;
  if tg_op = 'INSERT' then
    new.completed_at := case when new.completed then now() end;
  elsif new.completed and not old.completed then
    new.completed_at := now();
  elsif not new.completed then
    new.completed_at := null;
  else
    new.completed_at := old.completed_at;
  end if;
  return new;
end;
$$;
revoke all on function public.training_session_rules() from public, anon;
grant execute on function public.training_session_rules() to authenticated;

create trigger training_sessions_rules
  before insert or update on public.training_sessions
  for each row execute function public.training_session_rules();

create index training_sessions_user_completed_idx on public.training_sessions (user_id, completed_at)
  where completed_at is not null;
