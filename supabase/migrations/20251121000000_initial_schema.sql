-- DreamPitch initial schema: tables, constraints, grants, Row Level Security and triggers.
-- Targets PostgreSQL 15 as hosted by Supabase (`supabase db push`). It relies on what Supabase provides:
-- the auth schema (auth.users, auth.uid(), auth.role()) and the roles anon, authenticated and service_role.
-- The CHECK constraints mirror libs/domain (types.ts, constants.ts); change both together.

-- ---------------------------------------------------------------------------------------------------------------
-- Tables
-- ---------------------------------------------------------------------------------------------------------------

create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  email text,
  first_name text check (char_length(first_name) <= 100),
  last_name text check (char_length(last_name) <= 100),
  account_type text not null default 'player' check (account_type in ('player', 'parent')),
  age integer check (age between 6 and 120),
  age_group text check (age_group in ('8-12', '13-17', '18+')),
  skill_level text not null default 'beginner' check (skill_level in ('beginner', 'intermediate', 'advanced')),
  parent_email text check (char_length(parent_email) <= 320),
  subscription_plan text not null default 'free' check (subscription_plan in ('free', 'pro', 'parent')),
  subscription_status text not null default 'inactive'
    check (subscription_status in ('active', 'inactive', 'canceled')),
  notification_preferences jsonb not null default '{
    "enabled": true,
    "methods": {"email": true, "sms": false},
    "frequency": "weekly",
    "triggers": {"practiceReminders": true, "communicationNotifications": true, "milestoneReminders": true}
  }'::jsonb check (jsonb_typeof(notification_preferences) = 'object'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.goals (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  title text not null check (char_length(title) between 1 and 200),
  description text not null default '' check (char_length(description) <= 2000),
  pillar text not null check (pillar in ('technical', 'physical', 'tactical', 'mental')),
  type text not null default 'process' check (type in ('process', 'performance', 'outcome')),
  target_date date,
  age_group text check (age_group in ('8-12', '13-17', '18+')),
  status text not null default 'active' check (status in ('active', 'completed', 'pending_approval')),
  progress integer not null default 0 check (progress between 0 and 100),
  check_ins integer not null default 0 check (check_ins >= 0),
  created_at timestamptz not null default now()
);
create index goals_user_id_idx on public.goals (user_id);

create table public.training_sessions (
  id uuid primary key default gen_random_uuid(),
  goal_id uuid not null references public.goals (id) on delete cascade,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  session_date date not null,
  start_time time,
  duration integer not null default 60 check (duration between 15 and 180),
  notes text not null default '' check (char_length(notes) <= 2000),
  completed boolean not null default false,
  created_at timestamptz not null default now()
);
create index training_sessions_user_id_idx on public.training_sessions (user_id);
create index training_sessions_goal_id_idx on public.training_sessions (goal_id);

create table public.game_results (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  game_id text not null check (game_id in ('decision-drill', 'reaction-time', 'skill-challenge')),
  score integer not null check (score >= 0),
  max_score integer not null check (max_score > 0),
  duration_seconds integer not null default 0 check (duration_seconds >= 0),
  created_at timestamptz not null default now(),
  constraint game_results_score_within_max check (score <= max_score)
);
create index game_results_user_id_idx on public.game_results (user_id);

create table public.achievements (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 100),
  description text not null default '' check (char_length(description) <= 500),
  points integer not null default 0 check (points >= 0),
  earned_at timestamptz not null default now(),
  constraint achievements_user_id_name_key unique (user_id, name)
);
-- The unique (user_id, name) index also serves policies filtering on user_id.

create table public.waitlist_emails (
  id uuid primary key default gen_random_uuid(),
  -- Same pattern as EMAIL_PATTERN_SQL in libs/domain (spec §5).
  email text not null check (char_length(email) <= 320 and email ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$'),
  created_at timestamptz not null default now()
);
create unique index waitlist_emails_email_lower_key on public.waitlist_emails (lower(email));

create table public.quick_track_entries (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  entry_date date not null default current_date,
  age_group text not null check (age_group in ('8-12', '13-17', '18+')),
  emoji text check (emoji in ('tough', 'okay', 'good', 'great', 'amazing')),
  rating integer check (rating between 1 and 10),
  activity text check (activity in ('technical', 'physical', 'match_play', 'tactical', 'mental')),
  training_load text check (training_load in ('low', 'moderate', 'high', 'very_high')),
  metrics jsonb check (metrics is null or jsonb_typeof(metrics) = 'object'),
  note text not null default '' check (char_length(note) <= 2000),
  created_at timestamptz not null default now()
);
create index quick_track_entries_user_id_idx on public.quick_track_entries (user_id, entry_date);

-- Written only by the payment function (service role). The card token is the primary key, so a token pays once.
create table public.payments (
  id text primary key check (char_length(id) between 1 and 255),
  user_id uuid not null references auth.users (id) on delete cascade,
  plan text not null check (plan in ('pro', 'parent')),
  amount_cents integer not null check (amount_cents >= 0),
  currency text not null default 'usd',
  provider text not null default 'simulated' check (provider in ('simulated', 'stripe')),
  created_at timestamptz not null default now()
);
create index payments_user_id_idx on public.payments (user_id);

-- ---------------------------------------------------------------------------------------------------------------
-- Grants: Supabase grants everything in public to anon and authenticated by default; take it back, then grant
-- only what the app needs. RLS below narrows those grants to the caller's own rows.
-- ---------------------------------------------------------------------------------------------------------------

revoke all on table
  public.profiles, public.goals, public.training_sessions, public.game_results, public.achievements,
  public.waitlist_emails, public.quick_track_entries, public.payments
  from anon, authenticated, public;

grant all on table
  public.profiles, public.goals, public.training_sessions, public.game_results, public.achievements,
  public.waitlist_emails, public.quick_track_entries, public.payments
  to service_role;

grant select, insert, update on public.profiles to authenticated;
grant select, insert, update, delete on public.goals to authenticated;
grant select, insert, update, delete on public.training_sessions to authenticated;
grant select, insert on public.game_results to authenticated;
grant select, insert on public.achievements to authenticated;
grant select, insert, update, delete on public.quick_track_entries to authenticated;
-- Anyone may join the waitlist; nobody but the service role may read it.
grant insert (email) on public.waitlist_emails to anon, authenticated;

-- ---------------------------------------------------------------------------------------------------------------
-- Row Level Security. `(select auth.uid())` is evaluated once per statement instead of once per row.
-- ---------------------------------------------------------------------------------------------------------------

alter table public.profiles enable row level security;
alter table public.goals enable row level security;
alter table public.training_sessions enable row level security;
alter table public.game_results enable row level security;
alter table public.achievements enable row level security;
alter table public.waitlist_emails enable row level security;
alter table public.quick_track_entries enable row level security;
alter table public.payments enable row level security;

create policy profiles_select_own on public.profiles
  for select to authenticated using (id = (select auth.uid()));
create policy profiles_insert_own on public.profiles
  for insert to authenticated with check (id = (select auth.uid()));
create policy profiles_update_own on public.profiles
  for update to authenticated using (id = (select auth.uid())) with check (id = (select auth.uid()));

create policy goals_select_own on public.goals
  for select to authenticated using (user_id = (select auth.uid()));
create policy goals_insert_own on public.goals
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy goals_update_own on public.goals
  for update to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy goals_delete_own on public.goals
  for delete to authenticated using (user_id = (select auth.uid()));

-- A session must belong to one of the caller's own goals: the foreign key alone would accept another user's goal.
create policy training_sessions_select_own on public.training_sessions
  for select to authenticated using (user_id = (select auth.uid()));
create policy training_sessions_insert_own on public.training_sessions
  for insert to authenticated with check (
    user_id = (select auth.uid())
    and exists (select 1 from public.goals g where g.id = goal_id and g.user_id = (select auth.uid()))
  );
create policy training_sessions_update_own on public.training_sessions
  for update to authenticated using (user_id = (select auth.uid())) with check (
    user_id = (select auth.uid())
    and exists (select 1 from public.goals g where g.id = goal_id and g.user_id = (select auth.uid()))
  );
create policy training_sessions_delete_own on public.training_sessions
  for delete to authenticated using (user_id = (select auth.uid()));

create policy game_results_select_own on public.game_results
  for select to authenticated using (user_id = (select auth.uid()));
create policy game_results_insert_own on public.game_results
  for insert to authenticated with check (user_id = (select auth.uid()));

create policy achievements_select_own on public.achievements
  for select to authenticated using (user_id = (select auth.uid()));
create policy achievements_insert_own on public.achievements
  for insert to authenticated with check (user_id = (select auth.uid()));

create policy waitlist_emails_insert_anyone on public.waitlist_emails
  for insert to anon, authenticated with check (true);

create policy quick_track_entries_select_own on public.quick_track_entries
  for select to authenticated using (user_id = (select auth.uid()));
create policy quick_track_entries_insert_own on public.quick_track_entries
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy quick_track_entries_update_own on public.quick_track_entries
  for update to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy quick_track_entries_delete_own on public.quick_track_entries
  for delete to authenticated using (user_id = (select auth.uid()));

-- payments: RLS on and no policy, so only the service role (which bypasses RLS) sees it.

-- ---------------------------------------------------------------------------------------------------------------
-- Triggers
-- ---------------------------------------------------------------------------------------------------------------

-- Profile on sign-up, from the registration metadata (spec §5: age group rule, skill level beginner, plan free).
create function public.handle_new_user() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  account_type text := case when meta ->> 'accountType' = 'parent' then 'parent' else 'player' end;
  age_text text := nullif(btrim(coalesce(meta ->> 'age', '')), '');
  age integer;
begin
  if age_text ~ '^[0-9]{1,3}$' then
    age := age_text::integer;
  end if;
  insert into public.profiles (
    id, email, first_name, last_name, account_type, age, age_group, skill_level, parent_email,
    subscription_plan, subscription_status
  ) values (
    new.id,
    new.email,
    nullif(btrim(coalesce(meta ->> 'first_name', '')), ''),
    nullif(btrim(coalesce(meta ->> 'last_name', '')), ''),
    account_type,
    age,
    case when age is null then null when age <= 12 then '8-12' when age <= 17 then '13-17' else '18+' end,
    'beginner',
    nullif(btrim(coalesce(meta ->> 'parentEmail', '')), ''),
    'free',
    'inactive'
  );
  return new;
end;
$$;
revoke all on function public.handle_new_user() from public, anon, authenticated;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function public.handle_new_user();

-- The plan is paid for: only the payment path (service role) or the database owner may set or change it.
create function public.protect_subscription_columns() returns trigger
language plpgsql set search_path = '' as $$
begin
  if current_user in ('anon', 'authenticated') then
    if tg_op = 'INSERT' then
      if new.subscription_plan <> 'free' or new.subscription_status <> 'inactive' then
        raise exception 'subscription_plan can only be changed by the payment service'
          using errcode = '42501', hint = 'Upgrade through the billing-checkout function.';
      end if;
    elsif new.subscription_plan is distinct from old.subscription_plan
       or new.subscription_status is distinct from old.subscription_status then
      raise exception 'subscription_plan can only be changed by the payment service'
        using errcode = '42501', hint = 'Upgrade through the billing-checkout function.';
    end if;
  end if;
  if tg_op = 'UPDATE' then
    new.updated_at := now();
  end if;
  return new;
end;
$$;

create trigger profiles_protect_subscription
  before insert or update on public.profiles
  for each row execute function public.protect_subscription_columns();

-- Free-tier limit (spec §6/§9, FREE_GOAL_LIMIT in libs/domain): a free user holds at most 2 goals.
-- Error contract for clients: SQLSTATE P0001 (HTTP 400 through PostgREST), message 'free_goal_limit',
-- details = the spec's message. Security definer so the count sees every goal of the user whatever the caller.
create function public.enforce_goal_limit() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  plan text;
  existing integer;
begin
  -- Locking the profile row serialises concurrent inserts of the same user, so two requests cannot both pass.
  select p.subscription_plan into plan from public.profiles p where p.id = new.user_id for update;
  if coalesce(plan, 'free') = 'free' then
    select count(*) into existing from public.goals g where g.user_id = new.user_id;
    if existing >= 2 then
      raise exception 'free_goal_limit'
        using errcode = 'P0001',
              detail = 'Free accounts are limited to 2 goals. Please upgrade or remove some goals.',
              hint = 'Upgrade to Pro or Parent for unlimited goals.';
    end if;
  end if;
  return new;
end;
$$;
revoke all on function public.enforce_goal_limit() from public, anon, authenticated;

create trigger goals_enforce_limit
  before insert on public.goals
  for each row execute function public.enforce_goal_limit();

-- Joining the waitlist twice is not an error for the visitor: the duplicate is skipped silently.
-- (PostgREST's plain insert cannot say `on conflict do nothing`, and anon cannot read the table to check.)
create function public.skip_duplicate_waitlist_email() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  new.email := btrim(new.email);
  if exists (select 1 from public.waitlist_emails w where lower(w.email) = lower(new.email)) then
    return null;
  end if;
  return new;
end;
$$;
revoke all on function public.skip_duplicate_waitlist_email() from public, anon, authenticated;

create trigger waitlist_emails_skip_duplicates
  before insert on public.waitlist_emails
  for each row execute function public.skip_duplicate_waitlist_email();
