-- Who may sign up, held by the server (issue 37 deliver 3, issue 38 deliver 5 and 6). The rule lives once, in
-- private.sign_up_refusal, and answers a token and a sentence (SIGN_UP_ERROR_MESSAGES of libs/domain, the same
-- words; sign-up-rules.test.ts ties them):
--
-- * Players give a whole-number age from SIGN_UP_AGE_MIN (6) to AGE_MAX (120). Under PARENTAL_CONSENT_BELOW_AGE
--   (18, the Terms' consent age) they give a parent's or guardian's e-mail; adults need none (a deviation from the
--   spec's 6-18, docs/SPEC-REVIEW.md).
-- * That parent e-mail is well formed, is not the player's own, and is no player account's address (a child could
--   otherwise name itself or another child, be told "we e-mailed them", and nothing would reach a parent).
-- * A parent account is an adult's: an age under 18 is refused (the form asks it; it is checked and not kept).
-- * Nobody signs up on the managed-child domain (private.managed_domain()): only family-child-create makes such an
--   account, for a login that managed_child_prepare reserved a moment before.
--
-- Two places apply it. public.before_user_created is a Supabase "Before User Created" auth hook: GoTrue (and the
-- local backend's sign-up, which calls it the same way) refuses the sign-up with its HTTP code and message, a 400
-- the form shows. public.handle_new_user (create or replace of 20251121000000_initial_schema.sql) refuses too, so
-- the rule holds on a project where the hook is not switched on (GoTrue then answers 500).

create table private.managed_child_reservations (
  login text primary key check (login = lower(login)),
  parent_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now()
);
revoke all on private.managed_child_reservations from public, anon, authenticated;

create function private.on_managed_domain(p_email text) returns boolean
language sql immutable set search_path = '' as $$
  select rtrim(split_part(lower(coalesce(p_email, '')), '@', 2), '.') in (private.managed_domain())
    or rtrim(lower(coalesce(p_email, '')), '.') like '%.' || private.managed_domain()
$$;

-- Why a player may not name this parent e-mail (token and sentence), or null.
create function private.parent_email_refusal(p_own_email text, p_parent_email text) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  v_email text := lower(btrim(coalesce(p_parent_email, '')));
begin
  if v_email = '' then
    return jsonb_build_object('token', 'parent_email_required', 'message', 'Parent/guardian email is required');
  end if;
  if v_email !~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$' or char_length(v_email) > 320 then
    return jsonb_build_object('token', 'invalid_email', 'message', 'Please enter a valid email address.');
  end if;
  if v_email = lower(btrim(coalesce(p_own_email, ''))) then
    return jsonb_build_object('token', 'parent_email_is_own',
      'message', 'Enter your parent’s or guardian’s e-mail, not your own.');
  end if;
  if private.on_managed_domain(v_email) or exists (
    select 1 from auth.users u join public.profiles p on p.id = u.id
    where lower(u.email) = v_email and p.account_type = 'player'
  ) then
    return jsonb_build_object('token', 'parent_email_is_player',
      'message', 'This e-mail belongs to a player account. Enter your parent’s or guardian’s own e-mail.');
  end if;
  return null;
end;
$$;

-- Why this sign-up is refused (token and sentence), or null. `p_meta` is the registration's user metadata.
create function private.sign_up_refusal(p_email text, p_meta jsonb) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  meta jsonb := case when jsonb_typeof(p_meta) = 'object' then p_meta else '{}'::jsonb end;
  account_type text := coalesce(meta ->> 'accountType', 'player');
  age_text text := btrim(coalesce(meta ->> 'age', ''));
  age integer;
begin
  if private.on_managed_domain(p_email) then
    if not exists (select 1 from private.managed_child_reservations r
                   where r.login = lower(p_email) and r.created_at > now() - interval '10 minutes') then
      return jsonb_build_object('token', 'reserved_email',
        'message', 'This e-mail address cannot be used to sign up. Use an address you receive mail at.');
    end if;
    return null;
  end if;
  if account_type not in ('player', 'parent') then
    return jsonb_build_object('token', 'invalid_account_type', 'message', 'Choose Player or Parent.');
  end if;
  if age_text ~ '^[0-9]{1,3}$' then
    age := age_text::integer;
  end if;
  if account_type = 'parent' then
    if age_text <> '' and (age is null or age < 18 or age > 120) then
      return jsonb_build_object('token', 'parent_must_be_adult',
        'message', 'Parent accounts are for adults (18 or older). If you are under 18, sign up as a player with your parent’s or guardian’s e-mail.');
    end if;
    return null;
  end if;
  if age is null or age < 6 or age > 120 then
    return jsonb_build_object('token', 'invalid_sign_up_age',
      'message', 'Please enter an age between 6 and 120');
  end if;
  if age < 18 then
    return private.parent_email_refusal(p_email, meta ->> 'parentEmail');
  end if;
  if btrim(coalesce(meta ->> 'parentEmail', '')) <> '' then
    return private.parent_email_refusal(p_email, meta ->> 'parentEmail');
  end if;
  return null;
end;
$$;

-- Supabase's Before User Created hook (Authentication > Hooks, Postgres function public.before_user_created):
-- `event.user` is the user about to be created; an `error` with an HTTP code refuses it.
create function public.before_user_created(event jsonb) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  refusal jsonb := private.sign_up_refusal(event -> 'user' ->> 'email', event -> 'user' -> 'user_metadata');
begin
  if refusal is null then
    return '{}'::jsonb;
  end if;
  return jsonb_build_object('error', jsonb_build_object('http_code', 400, 'message', refusal ->> 'message'));
end;
$$;

create or replace function public.handle_new_user() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  meta jsonb := case when jsonb_typeof(new.raw_user_meta_data) = 'object' then new.raw_user_meta_data
    else '{}'::jsonb end;
  refusal jsonb := private.sign_up_refusal(new.email, meta);
  account_type text := case when meta ->> 'accountType' = 'parent' then 'parent' else 'player' end;
  age integer;
begin
  if refusal is not null then
    perform private.fail(refusal ->> 'token', refusal ->> 'message');
  end if;
  delete from private.managed_child_reservations r where r.login = lower(new.email);
  -- A parent's age only proves an adult signs up; it is not kept.
  if account_type = 'player' then
    age := btrim(meta ->> 'age')::integer;
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
    private.age_group_of(age),
    'beginner',
    case when account_type = 'player' then nullif(btrim(coalesce(meta ->> 'parentEmail', '')), '') end,
    'free',
    'inactive'
  );
  return new;
end;
$$;

-- Reserves the login for the auth user family-child-create makes next (create or replace of
-- 20261125171000_managed_children.sql: volatile now, it writes the reservation).
create or replace function private.managed_child_prepare(p_parent uuid, p_username text) returns text
language plpgsql volatile security definer set search_path = '' as $$
declare
  v_username text := private.managed_username(p_username);
  v_login text := v_username || '@' || private.managed_domain();
begin
  perform private.managed_child_check_parent(p_parent);
  if (select count(*) from private.managed_children m where m.parent_id = p_parent) >= 10 then
    perform private.fail('too_many_children', 'A parent manages at most 10 child accounts.');
  end if;
  if exists (select 1 from private.managed_children m where m.username = v_username)
     or exists (select 1 from auth.users u where lower(u.email) = v_login) then
    perform private.fail('username_taken', 'This username is taken. Try another.');
  end if;
  insert into private.managed_child_reservations (login, parent_id) values (v_login, p_parent)
  on conflict (login) do update set parent_id = excluded.parent_id, created_at = now();
  return v_login;
end;
$$;

-- An adult edits the age on the account page as at sign-up: 6 to 120, not the spec's 6 to 18 (create or replace of
-- 20261125170100_account_profile.sql, AGE_MAX of libs/domain).
create or replace function private.account_update_age(p_age integer) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := private.require_caller();
  profile public.profiles;
begin
  select * into profile from public.profiles p where p.id = me for update;
  if profile.account_type is distinct from 'player' then
    perform private.fail('player_only', 'Only a player account can do this.', '42501');
  end if;
  if p_age is null or p_age < 6 or p_age > 120 then
    perform private.fail('age_out_of_range', 'Please enter an age between 6 and 120');
  end if;
  if profile.age is not null and profile.age < 13 and p_age is distinct from profile.age then
    perform private.fail('parent_changes_age',
      'Players under 13 cannot change their age. Ask your parent or guardian to contact support.', '42501');
  end if;
  update public.profiles set age = p_age, age_group = private.age_group_of(p_age) where id = me
  returning * into profile;
  return jsonb_build_object('age', profile.age, 'ageGroup', profile.age_group);
end;
$$;

revoke all on function
  private.on_managed_domain(text),
  private.parent_email_refusal(text, text),
  private.sign_up_refusal(text, jsonb),
  public.before_user_created(jsonb)
  from public, anon, authenticated;
grant execute on function public.before_user_created(jsonb) to service_role;
do $$
begin
  -- The role GoTrue runs as on hosted Supabase calls the hook.
  if exists (select 1 from pg_catalog.pg_roles where rolname = 'supabase_auth_admin') then
    grant execute on function public.before_user_created(jsonb) to supabase_auth_admin;
  end if;
end;
$$;
