-- What hosted Supabase already provides and the migrations rely on: the API roles, the auth schema with
-- auth.users / auth.uid() / auth.role() / auth.jwt(), and Supabase's default grants on schema public.
-- Applied by the local backend only, before supabase/migrations. Idempotent: it runs on every start.

do $$
declare
  role_name text;
begin
  foreach role_name in array array['anon', 'authenticated', 'service_role'] loop
    if not exists (select 1 from pg_roles where rolname = role_name) then
      begin
        execute format('create role %I nologin noinherit', role_name);
      exception when duplicate_object or unique_violation then
        -- Another database on the same server created it concurrently; roles are cluster-wide.
        null;
      end;
    end if;
  end loop;
  -- The service role skips RLS, as on Supabase (needs a superuser).
  if (select rolsuper from pg_roles where rolname = current_user) then
    if not (select rolbypassrls from pg_roles where rolname = 'service_role') then
      begin
        alter role service_role bypassrls;
      exception when others then
        -- A concurrent bootstrap of another database changed the same role first.
        null;
      end;
    end if;
    -- Hosted Supabase's per-role statement timeouts; the API applies them when it switches to the role.
    begin
      if not exists (select 1 from pg_db_role_setting s join pg_roles r on r.oid = s.setrole
                     where r.rolname = 'anon' and 'statement_timeout=3s' = any(s.setconfig)) then
        alter role anon set statement_timeout = '3s';
      end if;
      if not exists (select 1 from pg_db_role_setting s join pg_roles r on r.oid = s.setrole
                     where r.rolname = 'authenticated' and 'statement_timeout=8s' = any(s.setconfig)) then
        alter role authenticated set statement_timeout = '8s';
      end if;
    exception when others then
      null;
    end;
  else
    -- Without superuser the connecting role must at least be able to switch to the API roles.
    execute format('grant anon, authenticated, service_role to %I', current_user);
  end if;
end
$$;

-- Hosted Supabase keeps extensions in schema `extensions`, outside the schema the API exposes: pgcrypto's functions
-- (crypt, gen_random_bytes, pgp_*) are no RPC endpoints there, so they are none here either.
create schema if not exists extensions;
grant usage on schema extensions to anon, authenticated, service_role;
create extension if not exists pgcrypto with schema extensions;
-- Local databases made before kept pgcrypto in public.
do $$
begin
  if exists (select 1 from pg_extension e join pg_namespace n on n.oid = e.extnamespace
             where e.extname = 'pgcrypto' and n.nspname <> 'extensions') then
    alter extension pgcrypto set schema extensions;
  end if;
end
$$;

create schema if not exists auth;
grant usage on schema auth to anon, authenticated, service_role;

create table if not exists auth.users (
  instance_id uuid,
  id uuid primary key default gen_random_uuid(),
  aud text not null default 'authenticated',
  role text not null default 'authenticated',
  email text,
  encrypted_password text,
  email_confirmed_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb not null default '{"provider": "email", "providers": ["email"]}'::jsonb,
  raw_user_meta_data jsonb not null default '{}'::jsonb,
  is_anonymous boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index if not exists users_email_key on auth.users (lower(email));
-- GoTrue's columns for mailed links (hosted auth.users has them too). Only a hash of each mailed token is kept here.
alter table auth.users add column if not exists confirmation_token text;
alter table auth.users add column if not exists confirmation_sent_at timestamptz;
alter table auth.users add column if not exists recovery_token text;
alter table auth.users add column if not exists recovery_sent_at timestamptz;
alter table auth.users add column if not exists email_change text;
alter table auth.users add column if not exists email_change_token_new text;
alter table auth.users add column if not exists email_change_sent_at timestamptz;

create table if not exists auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists sessions_user_id_idx on auth.sessions (user_id);
-- How the session began (GoTrue's `amr`): 'password', or 'otp' for a mailed link (password reset, confirmation).
alter table auth.sessions add column if not exists amr text not null default 'password';

create table if not exists auth.refresh_tokens (
  id bigserial primary key,
  token text not null unique,
  user_id uuid not null references auth.users (id) on delete cascade,
  session_id uuid not null references auth.sessions (id) on delete cascade,
  parent text,
  revoked boolean not null default false,
  created_at timestamptz not null default now()
);
create index if not exists refresh_tokens_session_id_idx on auth.refresh_tokens (session_id);
-- When a token was revoked: GoTrue's reuse interval counts from it (hosted auth.refresh_tokens has the column).
alter table auth.refresh_tokens add column if not exists updated_at timestamptz not null default now();

-- The same definitions as Supabase's auth schema: claims come from the request's JWT set by the API.
create or replace function auth.jwt() returns jsonb
language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

create or replace function auth.uid() returns uuid
language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

create or replace function auth.role() returns text
language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

create or replace function auth.email() returns text
language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;

grant execute on function auth.jwt(), auth.uid(), auth.role(), auth.email() to anon, authenticated, service_role;

-- Supabase's defaults on schema public: the API roles may use it and get every privilege on new objects,
-- which the migrations then revoke and grant back minimally.
grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;

-- The simulated card provider's issued tokens (local only; hosted deployments use Stripe).
create schema if not exists local_billing;
create table if not exists local_billing.card_tokens (
  id text primary key,
  brand text not null,
  last4 text not null,
  exp_month integer not null,
  exp_year integer not null,
  created_at timestamptz not null default now()
);
-- Stripe's test card rules at charge time: a saved card whose later charges fail (4000 0000 0000 0341).
alter table local_billing.card_tokens add column if not exists charge_refusal jsonb;
-- The simulated provider's customers: the saved card renewals are charged to, and credit held (from a switch).
create table if not exists local_billing.customers (
  id text primary key,
  user_id uuid not null unique references auth.users (id) on delete cascade,
  card_token text not null references local_billing.card_tokens (id),
  balance_cents integer not null default 0 check (balance_cents >= 0),
  created_at timestamptz not null default now()
);
-- Stripe's test clock: the simulated provider's "now" never goes back, and tests move it forward.
create table if not exists local_billing.test_clock (
  id boolean primary key default true check (id),
  frozen_time timestamptz not null
);
grant usage on schema local_billing to service_role;
grant select on local_billing.card_tokens to service_role;
grant select, insert, update on local_billing.customers, local_billing.test_clock to service_role;

-- The local REST layer's response bounds (rest.ts), which hosted Supabase leaves to its statement timeouts: every
-- row an embedded resource adds counts against the request's budget, so a select that embeds back and forth
-- (`goals?select=id,goal_check_ins(id,goals(id,goal_check_ins(id)))`) fails at the budget instead of building
-- millions of rows; and a response body above its byte cap is refused before it leaves the database. The count is a
-- transaction-local setting: each request starts at zero. SQLSTATE class DP is the client's error (HTTP 400).
create schema if not exists local_rest;
grant usage on schema local_rest to anon, authenticated, service_role;
create or replace function local_rest.embedded_row(budget integer) returns boolean
language plpgsql volatile set search_path = '' as $$
declare
  used integer := coalesce(nullif(current_setting('local_rest.embedded_rows', true), ''), '0')::integer + 1;
begin
  if used > budget then
    raise exception 'The response would embed more than % rows', budget
      using errcode = 'DPR01', hint = 'Embed fewer resources, or filter and limit the embedded ones';
  end if;
  perform set_config('local_rest.embedded_rows', used::text, true);
  return true;
end;
$$;
create or replace function local_rest.bounded_body(body text, max_bytes integer) returns text
language plpgsql stable set search_path = '' as $$
begin
  if octet_length(body) > max_bytes then
    raise exception 'The response would be larger than % bytes', max_bytes
      using errcode = 'DPR02', hint = 'Select fewer columns or rows (limit, or a narrower filter)';
  end if;
  return body;
end;
$$;
revoke all on function local_rest.embedded_row(integer), local_rest.bounded_body(text, integer) from public;
grant execute on function local_rest.embedded_row(integer), local_rest.bounded_body(text, integer)
  to anon, authenticated, service_role;

-- Hosted Supabase applies migrations as `postgres`, which is no superuser there: it owns what the migrations create,
-- bypasses RLS, may use the `extensions` and `auth` schemas, and creates triggers on auth.users. Locally that role is
-- `migration_owner` (the local `postgres` is a superuser), so a migration that needs more than hosted allows fails
-- here too, and SECURITY DEFINER functions run with the privileges they will have on hosted. migrate() switches to it.
do $$
begin
  if not (select rolsuper from pg_roles where rolname = current_user) then
    return;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'migration_owner') then
    begin
      create role migration_owner nologin nosuperuser bypassrls;
    exception when duplicate_object or unique_violation then
      null;
    end;
  end if;
  execute format('grant create on database %I to migration_owner', current_database());
  grant usage, create on schema public to migration_owner;
  grant usage on schema extensions, auth to migration_owner;
  grant all on all tables in schema auth to migration_owner;
  grant all on all sequences in schema auth to migration_owner;
  -- The simulated provider's tables stand in for what a migration would own on hosted (account export reads them).
  grant usage on schema local_billing to migration_owner;
  grant all on all tables in schema local_billing to migration_owner;
  -- Supabase's default grants on what `postgres` creates in public, as above for the objects of this bootstrap.
  alter default privileges for role migration_owner in schema public grant all on tables to anon, authenticated, service_role;
  alter default privileges for role migration_owner in schema public grant all on sequences to anon, authenticated, service_role;
  alter default privileges for role migration_owner in schema public grant all on functions to anon, authenticated, service_role;
end
$$;
