-- Pro features (issue 21): advanced analytics, data export, custom goal templates, mindset tools, premium support.
-- The plan gate lives here: what the Pro card sells is refused to a free account by the database, whatever the
-- client does. One function says who is on a paid plan (private.has_pro_plan); change it there if tiers change.
-- Error contract (as the family functions): SQLSTATE P0001 (HTTP 400) or 42501 (HTTP 403), message = a token of
-- PRO_ERROR_MESSAGES in libs/domain/src/proFeatures.ts, detail = an English sentence.
-- Limits mirror libs/domain (goalTemplates.ts, mindset.ts, support.ts); change both together.

-- ---------------------------------------------------------------------------------------------------------------
-- Plan gate
-- ---------------------------------------------------------------------------------------------------------------

create function private.has_pro_plan(account uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.profiles p where p.id = account and p.subscription_plan in ('pro', 'parent')
  )
$$;

create function private.require_pro() returns uuid
language plpgsql stable security definer set search_path = '' as $$
declare
  me uuid := private.require_caller();
begin
  if not private.has_pro_plan(me) then
    perform private.fail('pro_required', 'This is part of DreamPitch Pro. Upgrade to use it.', '42501');
  end if;
  return me;
end;
$$;

-- ---------------------------------------------------------------------------------------------------------------
-- Custom goal templates: the player's own goals kept to reuse in the wizard.
-- ---------------------------------------------------------------------------------------------------------------

create table public.goal_templates (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  title text not null check (char_length(btrim(title)) between 1 and 200),
  description text not null default '' check (char_length(description) <= 2000),
  pillar text not null check (pillar in ('technical', 'physical', 'tactical', 'mental')),
  type text not null default 'process' check (type in ('process', 'performance', 'outcome')),
  created_at timestamptz not null default now()
);
create unique index goal_templates_user_title_key on public.goal_templates (user_id, lower(btrim(title)));

-- GOAL_TEMPLATE_LIMIT: a template list stays short enough to pick from.
create function private.enforce_goal_template_limit() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform 1 from public.profiles p where p.id = new.user_id for update;
  if (select count(*) from public.goal_templates t where t.user_id = new.user_id) >= 50 then
    perform private.fail('template_limit', 'You can keep up to 50 goal templates. Delete one to save another.');
  end if;
  return new;
end;
$$;
create trigger goal_templates_enforce_limit
  before insert on public.goal_templates
  for each row execute function private.enforce_goal_template_limit();

-- ---------------------------------------------------------------------------------------------------------------
-- Mindset tools: completed exercises (counted in analytics) and the player's pre-match routine.
-- ---------------------------------------------------------------------------------------------------------------

create table public.mindset_sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  tool text not null check (tool in ('routine', 'breathing', 'visualisation')),
  completed_on date not null default current_date,
  duration_seconds integer not null default 0 check (duration_seconds between 0 and 3600),
  created_at timestamptz not null default now()
);
create index mindset_sessions_user_idx on public.mindset_sessions (user_id, completed_on);

-- Written only through pro_save_routine, which checks the steps.
create table public.mindset_routines (
  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  steps jsonb not null check (jsonb_typeof(steps) = 'array'),
  updated_at timestamptz not null default now()
);

-- ---------------------------------------------------------------------------------------------------------------
-- Premium support: requests kept here and mailed to the support address through private.mail_outbox.
-- ---------------------------------------------------------------------------------------------------------------

create table private.support_requests (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  reply_to text not null,
  plan text not null,
  priority boolean not null,
  topic text not null check (topic in ('account', 'billing', 'training', 'technical', 'other')),
  message text not null check (char_length(message) between 10 and 2000),
  reply_due_at timestamptz not null,
  created_at timestamptz not null default now()
);
create index support_requests_user_idx on private.support_requests (user_id, created_at);
revoke all on private.support_requests from public, anon, authenticated;
grant select on private.support_requests to service_role;

-- Kinds are checked by the renderer; the table keeps them well-formed only (as 20261124170000 does), so this
-- migration does not drop the kinds other migrations add (verify_email, link_removed, ...).
alter table private.mail_outbox drop constraint if exists mail_outbox_kind_check;
alter table private.mail_outbox add constraint mail_outbox_kind_check check (kind ~ '^[a-z_]{1,40}$');

-- ---------------------------------------------------------------------------------------------------------------
-- Grants and Row Level Security: reading and deleting your own rows is always allowed (they are yours, also after
-- a downgrade); creating them needs a paid plan.
-- ---------------------------------------------------------------------------------------------------------------

revoke all on table public.goal_templates, public.mindset_sessions, public.mindset_routines
  from anon, authenticated, public;
grant all on table public.goal_templates, public.mindset_sessions, public.mindset_routines to service_role;
grant select, insert, delete on public.goal_templates to authenticated;
grant update (title, description, pillar, type) on public.goal_templates to authenticated;
grant select, insert, delete on public.mindset_sessions to authenticated;
grant select, delete on public.mindset_routines to authenticated;

alter table public.goal_templates enable row level security;
alter table public.mindset_sessions enable row level security;
alter table public.mindset_routines enable row level security;

create policy goal_templates_select_own on public.goal_templates
  for select to authenticated using (user_id = (select auth.uid()));
create policy goal_templates_insert_pro on public.goal_templates
  for insert to authenticated
  with check (user_id = (select auth.uid()) and (select private.has_pro_plan(auth.uid())));
create policy goal_templates_update_pro on public.goal_templates
  for update to authenticated using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()) and (select private.has_pro_plan(auth.uid())));
create policy goal_templates_delete_own on public.goal_templates
  for delete to authenticated using (user_id = (select auth.uid()));

create policy mindset_sessions_select_own on public.mindset_sessions
  for select to authenticated using (user_id = (select auth.uid()));
create policy mindset_sessions_insert_pro on public.mindset_sessions
  for insert to authenticated
  with check (user_id = (select auth.uid()) and (select private.has_pro_plan(auth.uid())));
create policy mindset_sessions_delete_own on public.mindset_sessions
  for delete to authenticated using (user_id = (select auth.uid()));

create policy mindset_routines_select_own on public.mindset_routines
  for select to authenticated using (user_id = (select auth.uid()));
create policy mindset_routines_delete_own on public.mindset_routines
  for delete to authenticated using (user_id = (select auth.uid()));

-- ---------------------------------------------------------------------------------------------------------------
-- Functions (security definer in private, called through thin public wrappers)
-- ---------------------------------------------------------------------------------------------------------------

-- The pre-match routine: 1 to 10 steps of 1 to 120 characters (MINDSET_ROUTINE_* in libs/domain).
create function private.pro_save_routine(p_steps jsonb) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := private.require_pro();
  cleaned jsonb;
begin
  if p_steps is null or jsonb_typeof(p_steps) <> 'array' then
    perform private.fail('routine_invalid', 'A routine is a list of steps.');
  end if;
  if exists (select 1 from jsonb_array_elements(p_steps) s where jsonb_typeof(s) <> 'string') then
    perform private.fail('routine_invalid', 'Each step is a short text.');
  end if;
  select coalesce(jsonb_agg(btrim(s) order by n), '[]'::jsonb) into cleaned
  from jsonb_array_elements_text(p_steps) with ordinality as e(s, n);
  if jsonb_array_length(cleaned) not between 1 and 10
     or exists (select 1 from jsonb_array_elements_text(cleaned) s where char_length(s) not between 1 and 120) then
    perform private.fail('routine_invalid', 'A routine has 1 to 10 steps of at most 120 characters.');
  end if;
  insert into public.mindset_routines (user_id, steps, updated_at) values (me, cleaned, now())
  on conflict (user_id) do update set steps = excluded.steps, updated_at = excluded.updated_at;
  return cleaned;
end;
$$;

-- Everything the player created, in one document (the player's own rows only: a parent's read policies on a
-- child's rows do not leak into the parent's export).
create function private.pro_export() returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  me uuid := private.require_pro();
begin
  return jsonb_build_object(
    'exportedAt', now(),
    'goals', coalesce((select jsonb_agg(jsonb_build_object(
        'id', g.id, 'title', g.title, 'description', g.description, 'pillar', g.pillar, 'type', g.type,
        'status', g.status, 'progress', g.progress, 'target_date', g.target_date, 'age_group', g.age_group,
        'created_at', g.created_at) order by g.created_at)
      from public.goals g where g.user_id = me), '[]'::jsonb),
    'training_sessions', coalesce((select jsonb_agg(jsonb_build_object(
        'id', s.id, 'goal_id', s.goal_id, 'session_date', s.session_date, 'start_time', s.start_time,
        'duration', s.duration, 'notes', s.notes, 'completed', s.completed, 'created_at', s.created_at)
        order by s.session_date, s.created_at)
      from public.training_sessions s where s.user_id = me), '[]'::jsonb),
    'check_ins', coalesce((select jsonb_agg(jsonb_build_object(
        'id', c.id, 'goal_id', c.goal_id, 'checked_on', c.checked_on, 'note', c.note, 'progress', c.progress,
        'created_at', c.created_at) order by c.checked_on, c.created_at)
      from public.goal_check_ins c where c.user_id = me), '[]'::jsonb),
    'quick_track_entries', coalesce((select jsonb_agg(jsonb_build_object(
        'id', q.id, 'entry_date', q.entry_date, 'age_group', q.age_group, 'emoji', q.emoji, 'rating', q.rating,
        'activity', q.activity, 'training_load', q.training_load, 'metrics', q.metrics, 'note', q.note,
        'created_at', q.created_at) order by q.entry_date, q.created_at)
      from public.quick_track_entries q where q.user_id = me), '[]'::jsonb),
    'game_results', coalesce((select jsonb_agg(jsonb_build_object(
        'id', r.id, 'game_id', r.game_id, 'score', r.score, 'max_score', r.max_score,
        'duration_seconds', r.duration_seconds, 'created_at', r.created_at) order by r.created_at)
      from public.game_results r where r.user_id = me), '[]'::jsonb),
    'mindset_sessions', coalesce((select jsonb_agg(jsonb_build_object(
        'id', m.id, 'tool', m.tool, 'completed_on', m.completed_on, 'duration_seconds', m.duration_seconds,
        'created_at', m.created_at) order by m.created_at)
      from public.mindset_sessions m where m.user_id = me), '[]'::jsonb),
    'goal_templates', coalesce((select jsonb_agg(jsonb_build_object(
        'id', t.id, 'title', t.title, 'description', t.description, 'pillar', t.pillar, 'type', t.type,
        'created_at', t.created_at) order by t.created_at)
      from public.goal_templates t where t.user_id = me), '[]'::jsonb)
  );
end;
$$;

-- Analytics as daily sums ("facts": day, kind, pillar, count, sum) from p_since on, plus each goal's progress
-- history. The browser folds facts into weeks and a calendar (libs/domain analytics.ts), so one answer of a few
-- hundred numbers replaces thousands of rows (hosted PostgREST returns at most 1000).
create function private.pro_analytics(p_since date) returns jsonb
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
        select s.session_date, 'session_minutes', g.pillar, count(*), sum(s.duration)
        from public.training_sessions s join public.goals g on g.id = s.goal_id
        where s.user_id = me and s.completed and s.session_date >= since group by 1, 2, 3
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

-- SUPPORT_TOPICS, SUPPORT_RATE_LIMITS and SUPPORT_REPLY_HOURS in libs/domain/src/support.ts.
create function private.support_request(p_topic text, p_message text) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := private.require_caller();
  profile public.profiles;
  login text;
  message text := btrim(coalesce(p_message, ''));
  paid boolean;
  request private.support_requests;
begin
  if p_topic is null or p_topic not in ('account', 'billing', 'training', 'technical', 'other') then
    perform private.fail('support_invalid_topic', 'Choose what your question is about.');
  end if;
  if char_length(message) not between 10 and 2000 then
    perform private.fail('support_invalid_message', 'Write between 10 and 2000 characters.');
  end if;
  select * into profile from public.profiles p where p.id = me for update;
  if (select count(*) from private.support_requests r
      where r.user_id = me and r.created_at > now() - interval '1 hour') >= 3
     or (select count(*) from private.support_requests r
      where r.user_id = me and r.created_at > now() - interval '1 day') >= 10 then
    perform private.fail('support_rate_limited', 'Too many requests in a short time.');
  end if;
  select u.email into login from auth.users u where u.id = me;
  paid := coalesce(profile.subscription_plan, 'free') in ('pro', 'parent');
  insert into private.support_requests (user_id, reply_to, plan, priority, topic, message, reply_due_at)
  values (
    me, login, coalesce(profile.subscription_plan, 'free'), paid, p_topic, message,
    now() + case when paid then interval '24 hours' else interval '120 hours' end
  )
  returning * into request;
  insert into private.mail_outbox (to_email, kind, payload) values (
    'support@dreampitch.example',
    'support_request',
    jsonb_build_object(
      'requestId', request.id, 'priority', request.priority, 'plan', request.plan, 'topic', request.topic,
      'message', request.message, 'replyTo', request.reply_to, 'firstName', profile.first_name,
      'replyDueAt', request.reply_due_at
    )
  );
  return jsonb_build_object(
    'id', request.id, 'priority', request.priority, 'createdAt', request.created_at,
    'replyDueAt', request.reply_due_at
  );
end;
$$;

revoke all on function
  private.has_pro_plan(uuid), private.require_pro(), private.enforce_goal_template_limit(),
  private.pro_save_routine(jsonb), private.pro_export(), private.pro_analytics(date),
  private.support_request(text, text)
  from public, anon, authenticated;
grant execute on function
  private.has_pro_plan(uuid), private.require_pro(), private.pro_save_routine(jsonb), private.pro_export(),
  private.pro_analytics(date), private.support_request(text, text)
  to authenticated;

create function public.pro_save_routine(p_steps jsonb) returns jsonb
language sql security invoker set search_path = '' as $$ select private.pro_save_routine(p_steps) $$;
create function public.pro_export() returns jsonb
language sql security invoker set search_path = '' as $$ select private.pro_export() $$;
create function public.pro_analytics(p_since date) returns jsonb
language sql security invoker set search_path = '' as $$ select private.pro_analytics(p_since) $$;
create function public.support_request(p_topic text, p_message text) returns jsonb
language sql security invoker set search_path = '' as $$ select private.support_request(p_topic, p_message) $$;

revoke all on function
  public.pro_save_routine(jsonb), public.pro_export(), public.pro_analytics(date), public.support_request(text, text)
  from public, anon;
grant execute on function
  public.pro_save_routine(jsonb), public.pro_export(), public.pro_analytics(date), public.support_request(text, text)
  to authenticated;
