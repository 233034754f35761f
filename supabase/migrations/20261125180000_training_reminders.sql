-- Reminders that arrive (issue 18): practice reminders before scheduled sessions and milestone reminders (an active
-- goal's target date within 7 days), by e-mail through private.mail_outbox, honouring the notification preferences.
--
-- When: the preferences name send slots. `frequency` daily = every day, weekly = Mondays, custom = `customDays`
-- (ISO weekdays, 1 = Monday .. 7 = Sunday; none saved = Mondays), each at `reminderTime` ('HH:MM', default 08:00)
-- in `timeZone` (IANA, default UTC; the app saves the browser's). At a slot one mail lists the sessions that start before the next slot
-- and the target dates within a week, so every session is reminded once, at the last slot before it.
-- Who: a paid plan (spec §6: the free plan has no notifications), notifications enabled with e-mail, and the trigger
-- on (practiceReminders, milestoneReminders). Only active goals; sessions not done; nothing planned after the slot
-- (the player has just seen it).
-- Idempotent: private.reminders_sent keeps one row per reminded item (a session on its day and time, a goal's target
-- date), so runs that overlap or repeat never send an item twice; a session moved to another day is reminded again.
-- Run: private.enqueue_due_reminders(now) every few minutes. Locally the backend's scheduler does (an injectable
-- clock; tools/local-backend/src/reminders.ts); on hosted Supabase pg_cron does (scheduled below when the extension
-- is enabled, else see README), and the mail worker delivers the outbox. A slot more than an hour old is skipped:
-- a scheduler that was down does not send yesterday's reminders late.
-- Limits mirror libs/domain/src/reminders.ts; change both together.

create table private.reminders_sent (
  user_id uuid not null references auth.users (id) on delete cascade,
  kind text not null check (kind in ('session', 'milestone')),
  item_key text not null check (char_length(item_key) <= 200),
  sent_at timestamptz not null,
  primary key (user_id, kind, item_key)
);
revoke all on private.reminders_sent from public, anon, authenticated;
grant select on private.reminders_sent to service_role;

-- ---------------------------------------------------------------------------------------------------------------
-- The schedule in the preferences: refused with a 400 when malformed (hostile input never reaches the scheduler).
-- ---------------------------------------------------------------------------------------------------------------

create function private.valid_time_zone(zone text) returns boolean
language sql stable set search_path = '' as $$
  select zone is not null and char_length(zone) <= 64 and exists (select 1 from pg_catalog.pg_timezone_names where name = zone)
$$;

create function public.check_notification_schedule() returns trigger
language plpgsql set search_path = '' as $$
declare
  prefs jsonb := new.notification_preferences;
  problem text;
begin
  if tg_op = 'UPDATE' and prefs is not distinct from old.notification_preferences then
    return new;
  end if;
  problem := case
    when prefs ? 'frequency' and (jsonb_typeof(prefs -> 'frequency') <> 'string'
         or prefs ->> 'frequency' not in ('daily', 'weekly', 'custom'))
      then 'Frequency is daily, weekly or custom.'
    when prefs ? 'reminderTime' and (jsonb_typeof(prefs -> 'reminderTime') <> 'string'
         or prefs ->> 'reminderTime' !~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
      then 'The reminder time is a time of day, HH:MM.'
    when prefs ? 'customDays' and (jsonb_typeof(prefs -> 'customDays') <> 'array'
         or jsonb_array_length(prefs -> 'customDays') > 7
         or exists (select 1 from jsonb_array_elements(prefs -> 'customDays') d
                    where jsonb_typeof(d) <> 'number' or d::text !~ '^[1-7]$'))
      then 'Reminder days are weekdays, 1 (Monday) to 7 (Sunday).'
    when prefs ? 'timeZone' and (jsonb_typeof(prefs -> 'timeZone') <> 'string'
         or not private.valid_time_zone(prefs ->> 'timeZone'))
      then 'The time zone is not one we know.'
  end;
  if problem is not null then
    raise exception 'invalid_notification_schedule' using errcode = 'P0001', detail = problem;
  end if;
  return new;
end;
$$;
revoke all on function public.check_notification_schedule() from public, anon;
grant execute on function public.check_notification_schedule() to authenticated;

create trigger profiles_notification_schedule
  before insert or update of notification_preferences on public.profiles
  for each row execute function public.check_notification_schedule();

-- ---------------------------------------------------------------------------------------------------------------
-- The scheduler's step: queue the reminders due at p_now. Returns the number of mails queued.
-- ---------------------------------------------------------------------------------------------------------------

create function private.enqueue_due_reminders(p_now timestamptz) returns integer
language plpgsql security definer set search_path = '' as $$
declare
  player record;
  zone text;
  local_now timestamp;
  slot_time time;
  slot_days integer[];
  last_slot timestamp;
  next_slot timestamp;
  slot_at timestamptz;
  session_items jsonb;
  milestone_items jsonb;
  queued integer := 0;
begin
  -- One run at a time: a manual run and the periodic one never both pick the same items.
  perform pg_advisory_xact_lock(hashtext('private.enqueue_due_reminders'));
  for player in
    select p.id, p.first_name, u.email, p.notification_preferences as prefs
    from public.profiles p
    join auth.users u on u.id = p.id
    where u.email is not null
      and private.has_pro_plan(p.id)
      and coalesce((p.notification_preferences ->> 'enabled')::boolean, true)
      and coalesce((p.notification_preferences -> 'methods' ->> 'email')::boolean, true)
      and (coalesce((p.notification_preferences -> 'triggers' ->> 'practiceReminders')::boolean, true)
           or coalesce((p.notification_preferences -> 'triggers' ->> 'milestoneReminders')::boolean, true))
      and exists (select 1 from public.goals g where g.user_id = p.id and g.status = 'active')
  loop
    zone := case when private.valid_time_zone(player.prefs ->> 'timeZone') then player.prefs ->> 'timeZone' else 'UTC' end;
    local_now := p_now at time zone zone;
    slot_time := coalesce(nullif(player.prefs ->> 'reminderTime', ''), '08:00')::time;
    slot_days := case coalesce(player.prefs ->> 'frequency', 'weekly')
      when 'daily' then array[1, 2, 3, 4, 5, 6, 7]
      when 'custom' then coalesce(
        (select array_agg(d::integer) from jsonb_array_elements_text(
           case when jsonb_typeof(player.prefs -> 'customDays') = 'array' then player.prefs -> 'customDays' end) d),
        array[1])
      else array[1]
    end;
    select max(day + slot_time) into last_slot
    from (select (local_now::date + offset_days) as day from generate_series(-7, 0) as offsets(offset_days)) days
    where extract(isodow from day)::integer = any (slot_days) and day + slot_time <= local_now;
    select min(day + slot_time) into next_slot
    from (select (local_now::date + offset_days) as day from generate_series(0, 8) as offsets(offset_days)) days
    where extract(isodow from day)::integer = any (slot_days) and day + slot_time > local_now;
    continue when last_slot is null or next_slot is null;
    slot_at := last_slot at time zone zone;
    continue when slot_at <= p_now - interval '1 hour';

    session_items := '[]'::jsonb;
    milestone_items := '[]'::jsonb;
    if coalesce((player.prefs -> 'triggers' ->> 'practiceReminders')::boolean, true) then
      with due as (
        select s.id, s.session_date, s.start_time, s.duration, s.notes, g.title,
          s.id::text || '@' || s.session_date::text || 'T' || coalesce(s.start_time::text, '') as item_key
        from public.training_sessions s
        join public.goals g on g.id = s.goal_id and g.status = 'active'
        where s.user_id = player.id and not s.completed and s.created_at <= slot_at
          -- A session without a time is for its whole day.
          and s.session_date + coalesce(s.start_time, time '23:59') >= local_now
          and s.session_date + coalesce(s.start_time, time '00:00') < next_slot
      ),
      claimed as (
        insert into private.reminders_sent (user_id, kind, item_key, sent_at)
        select player.id, 'session', due.item_key, p_now from due
        on conflict do nothing
        returning item_key
      )
      select coalesce(jsonb_agg(jsonb_build_object(
          'goalTitle', due.title, 'date', due.session_date, 'startTime', to_char(due.start_time, 'HH24:MI'),
          'duration', due.duration, 'notes', due.notes)
        order by due.session_date, due.start_time nulls last), '[]'::jsonb)
      into session_items
      from due join claimed using (item_key);
    end if;
    if coalesce((player.prefs -> 'triggers' ->> 'milestoneReminders')::boolean, true) then
      with due as (
        select g.id, g.title, g.target_date, g.progress, g.id::text || '@' || g.target_date::text as item_key
        from public.goals g
        where g.user_id = player.id and g.status = 'active' and g.created_at <= slot_at
          and g.target_date between local_now::date and local_now::date + 7
      ),
      claimed as (
        insert into private.reminders_sent (user_id, kind, item_key, sent_at)
        select player.id, 'milestone', due.item_key, p_now from due
        on conflict do nothing
        returning item_key
      )
      select coalesce(jsonb_agg(jsonb_build_object(
          'goalTitle', due.title, 'targetDate', due.target_date, 'progress', due.progress)
        order by due.target_date), '[]'::jsonb)
      into milestone_items
      from due join claimed using (item_key);
    end if;

    if jsonb_array_length(session_items) > 0 or jsonb_array_length(milestone_items) > 0 then
      insert into private.mail_outbox (to_email, kind, payload, requested_by) values (
        player.email, 'training_reminder',
        jsonb_build_object('firstName', player.first_name, 'sessions', session_items, 'milestones', milestone_items),
        null
      );
      queued := queued + 1;
    end if;
  end loop;
  return queued;
end;
$$;
revoke all on function private.enqueue_due_reminders(timestamptz) from public, anon, authenticated;
grant execute on function private.enqueue_due_reminders(timestamptz) to service_role;

-- Hosted Supabase with pg_cron enabled: every five minutes (the hour of grace above covers a late run). Without the
-- extension (PGlite, a plain server) the local backend's scheduler runs the same function.
do $$
begin
  if exists (select 1 from pg_catalog.pg_extension where extname = 'pg_cron') then
    perform cron.schedule('dreampitch-reminders', '*/5 * * * *',
      'select private.enqueue_due_reminders(now())');
  end if;
end;
$$;
