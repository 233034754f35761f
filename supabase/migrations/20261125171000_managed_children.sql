-- Parent-managed child accounts (issue 17 item 4, spec §6: parents manage accounts for children under 13).
--
-- A parent with a verified e-mail creates a child's account with a username and a password it chooses; the child
-- needs no e-mail. The auth user's e-mail is a synthetic, never-deliverable address `<username>@<MANAGED_DOMAIN>`
-- (MANAGED_CHILD_EMAIL_DOMAIN in libs/domain, a reserved `.invalid` name), so the ordinary GoTrue password sign-in
-- works everywhere, hosted Supabase included: the sign-in form turns a username into that address.
--
-- The auth user is created by a server function (local backend: `family-child-create`; hosted: the Edge Function
-- of the same name with `auth.admin.createUser`, see docs/FAMILY.md). The functions below, callable only by the
-- service role with the caller's id taken from the verified JWT, hold every rule: who may create, reset and
-- delete, the username's shape and uniqueness, and the consent the creating parent records.

create table private.managed_children (
  child_id uuid primary key references auth.users (id) on delete cascade,
  parent_id uuid not null references auth.users (id) on delete cascade,
  username text not null unique check (username ~ '^[a-z0-9][a-z0-9._-]{2,23}$'),
  created_at timestamptz not null default now()
);
create index managed_children_parent_idx on private.managed_children (parent_id);
revoke all on private.managed_children from public, anon, authenticated;

create function private.managed_domain() returns text
language sql immutable set search_path = '' as $$ select 'players.dreampitch.invalid' $$;

-- The parent may create a managed child: a parent account whose sign-in e-mail it proved.
create function private.managed_child_check_parent(p_parent uuid) returns text
language plpgsql stable security definer set search_path = '' as $$
declare
  login text;
begin
  if p_parent is null then
    perform private.fail('not_authenticated', 'Sign in first.', '42501');
  end if;
  if private.account_type_of(p_parent) is distinct from 'parent' then
    perform private.fail('parent_only', 'Only a parent account can create a child account.', '42501');
  end if;
  select lower(u.email) into login from auth.users u
  where u.id = p_parent
    and exists (select 1 from private.verified_emails v where v.user_id = u.id and v.email = lower(u.email));
  if login is null then
    perform private.fail('email_not_verified', 'Verify your e-mail address first.', '42501');
  end if;
  return login;
end;
$$;

-- Normalised username, or invalid_username.
create function private.managed_username(p_username text) returns text
language plpgsql immutable set search_path = '' as $$
declare
  v_username text := lower(btrim(coalesce(p_username, '')));
begin
  if v_username !~ '^[a-z0-9][a-z0-9._-]{2,23}$' then
    perform private.fail('invalid_username',
      'Use 3 to 24 letters, digits, dots, dashes or underscores, starting with a letter or digit.');
  end if;
  return v_username;
end;
$$;

-- Before the auth user exists: the parent may create, the username is well-formed and free. Returns the login.
create function private.managed_child_prepare(p_parent uuid, p_username text) returns text
language plpgsql stable security definer set search_path = '' as $$
declare
  v_username text := private.managed_username(p_username);
  login text := v_username || '@' || private.managed_domain();
begin
  perform private.managed_child_check_parent(p_parent);
  if (select count(*) from private.managed_children m where m.parent_id = p_parent) >= 10 then
    perform private.fail('too_many_children', 'A parent manages at most 10 child accounts.');
  end if;
  if exists (select 1 from private.managed_children m where m.username = v_username)
     or exists (select 1 from auth.users u where lower(u.email) = login) then
    perform private.fail('username_taken', 'This username is taken. Try another.');
  end if;
  return login;
end;
$$;

-- After the auth user was created (same transaction locally; right after admin.createUser on hosted): records who
-- manages it and the confirmed link whose consent the creating parent gives.
create function private.managed_child_register(p_parent uuid, p_child uuid, p_username text) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  parent_login text := private.managed_child_check_parent(p_parent);
  v_username text := private.managed_username(p_username);
  child_login text;
  child_profile public.profiles;
begin
  select lower(u.email) into child_login from auth.users u where u.id = p_child;
  if child_login is distinct from v_username || '@' || private.managed_domain() then
    perform private.fail('invalid_username', 'The account does not belong to this username.');
  end if;
  select * into child_profile from public.profiles p where p.id = p_child;
  if child_profile.account_type is distinct from 'player' or child_profile.age is null or child_profile.age >= 13 then
    perform private.fail('invalid_child_age', 'A managed account is for a player under 13.');
  end if;
  insert into private.managed_children (child_id, parent_id, username) values (p_child, p_parent, v_username);
  insert into private.family_links (parent_id, parent_email, child_id, child_email, initiated_by, status,
    confirmed_at, consent_given_at)
  values (p_parent, parent_login, p_child, child_login, 'parent', 'confirmed', now(), now());
  return jsonb_build_object('childId', p_child, 'username', v_username);
end;
$$;

-- The child, when p_parent manages it; else not_managing_parent (one parent cannot touch another's child).
create function private.managed_child_of(p_parent uuid, p_child uuid) returns private.managed_children
language plpgsql stable security definer set search_path = '' as $$
declare
  m private.managed_children;
begin
  perform private.managed_child_check_parent(p_parent);
  select * into m from private.managed_children c where c.child_id = p_child and c.parent_id = p_parent;
  if not found then
    perform private.fail('not_managing_parent', 'Only the parent who created this account can change it.',
      '42501');
  end if;
  return m;
end;
$$;

-- The managed children of the caller (parent) or the caller's own managed record (child), for the family page.
create function private.family_managed_children() returns jsonb
language sql stable security definer set search_path = '' as $$
  select coalesce(jsonb_agg(jsonb_build_object('childId', m.child_id, 'username', m.username,
    'parentId', m.parent_id, 'createdAt', m.created_at) order by m.created_at), '[]'::jsonb)
  from private.managed_children m
  where m.parent_id = private.require_caller() or m.child_id = auth.uid()
$$;

revoke all on function
  private.managed_domain(),
  private.managed_child_check_parent(uuid),
  private.managed_username(text),
  private.managed_child_prepare(uuid, text),
  private.managed_child_register(uuid, uuid, text),
  private.managed_child_of(uuid, uuid),
  private.family_managed_children()
  from public, anon, authenticated;
grant execute on function
  private.managed_child_prepare(uuid, text),
  private.managed_child_register(uuid, uuid, text),
  private.managed_child_of(uuid, uuid)
  to service_role;
grant execute on function private.family_managed_children() to authenticated;

-- The service role reaches the checks over PostgREST on hosted Supabase (the Edge Function); nobody else may.
create function public.managed_child_prepare(p_parent uuid, p_username text) returns text
language sql security invoker set search_path = '' as $$ select private.managed_child_prepare(p_parent, p_username) $$;
create function public.managed_child_register(p_parent uuid, p_child uuid, p_username text) returns jsonb
language sql security invoker set search_path = '' as $$
  select private.managed_child_register(p_parent, p_child, p_username) $$;
create function public.managed_child_check(p_parent uuid, p_child uuid) returns text
language sql security invoker set search_path = '' as $$
  select (private.managed_child_of(p_parent, p_child)).username $$;
create function public.family_managed_children() returns jsonb
language sql security invoker set search_path = '' as $$ select private.family_managed_children() $$;

revoke all on function
  public.managed_child_prepare(uuid, text),
  public.managed_child_register(uuid, uuid, text),
  public.managed_child_check(uuid, uuid),
  public.family_managed_children()
  from public, anon, authenticated;
grant execute on function
  public.managed_child_prepare(uuid, text),
  public.managed_child_register(uuid, uuid, text),
  public.managed_child_check(uuid, uuid)
  to service_role;
grant execute on function public.family_managed_children() to authenticated;
