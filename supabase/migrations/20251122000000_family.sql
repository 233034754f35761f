-- Family: parent/child links, involvement levels (Monitor, Collaborate, Supervise), under-13 consent, goal approval,
-- the daily game-time limit, and the parent e-mails (queued here, delivered by a mail worker).
--
-- Security model:
-- * Every family table lives in the schema `private`, which PostgREST does not expose and on which the API roles
--   hold no table privilege. All access goes through the `public.family_*` RPC functions, thin security-invoker
--   wrappers around SECURITY DEFINER functions in `private` that check who the caller is.
-- * A parent reads a child's rows (profile, goals, sessions, Quick Track, game results, achievements) only through a
--   CONFIRMED link: extra SELECT policies call private.is_parent_of(user_id). Nothing lets a child read a parent's
--   rows. Parents never write a child's rows directly: approval goes through family_decide_goal.
-- * Identity for e-mail matching is auth.users.email (not profiles.email, which its owner may edit).
-- Error contract: SQLSTATE P0001 (HTTP 400) or 42501 (HTTP 403) with message = a token of FAMILY_ERROR_TOKENS in
-- libs/domain/src/family.ts and detail = an English sentence.

create schema if not exists private;
revoke all on schema private from public;
-- Usage lets the API roles call the private functions the policies and wrappers name; it grants no table access.
grant usage on schema private to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------------------
-- Tables
-- ---------------------------------------------------------------------------------------------------------------

create table private.family_links (
  id uuid primary key default gen_random_uuid(),
  -- The parent account: known once it confirms (child-initiated) or from the start (parent-initiated).
  parent_id uuid references auth.users (id) on delete cascade,
  parent_email text not null check (
    char_length(parent_email) <= 320 and parent_email ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$'
  ),
  -- The player: known from the start (child-initiated) or once it accepts (parent-initiated).
  child_id uuid references auth.users (id) on delete cascade,
  child_email text check (
    child_email is null
    or (char_length(child_email) <= 320 and child_email ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$')
  ),
  initiated_by text not null check (initiated_by in ('child', 'parent')),
  status text not null default 'pending' check (status in ('pending', 'confirmed')),
  level text not null default 'monitor' check (level in ('monitor', 'collaborate', 'supervise')),
  -- Daily game-time limit in minutes, applied while the level is supervise. Null: no limit.
  daily_game_minutes integer check (daily_game_minutes between 5 and 600),
  consent_given_at timestamptz,
  created_at timestamptz not null default now(),
  confirmed_at timestamptz,
  constraint family_links_initiator_known check (
    (initiated_by = 'child' and child_id is not null)
    or (initiated_by = 'parent' and parent_id is not null and child_email is not null)
  ),
  constraint family_links_confirmed_complete check (
    status = 'pending' or (parent_id is not null and child_id is not null)
  )
);
create unique index family_links_child_parent_email_key
  on private.family_links (child_id, lower(parent_email)) where child_id is not null;
create unique index family_links_parent_invite_key
  on private.family_links (parent_id, lower(child_email)) where child_id is null;
create index family_links_parent_id_idx on private.family_links (parent_id);
create index family_links_parent_email_idx on private.family_links (lower(parent_email)) where parent_id is null;
create index family_links_child_email_idx on private.family_links (lower(child_email)) where child_id is null;

-- Collaborate: goals a parent suggests to the child.
create table private.family_goal_suggestions (
  id uuid primary key default gen_random_uuid(),
  link_id uuid not null references private.family_links (id) on delete cascade,
  title text not null check (char_length(btrim(title)) between 1 and 200),
  description text not null default '' check (char_length(description) <= 2000),
  pillar text not null check (pillar in ('technical', 'physical', 'tactical', 'mental')),
  status text not null default 'open' check (status in ('open', 'accepted', 'dismissed')),
  created_at timestamptz not null default now()
);
create index family_goal_suggestions_link_idx on private.family_goal_suggestions (link_id);

-- Collaborate: encouragement a parent leaves on one of the child's goals.
create table private.family_encouragements (
  id uuid primary key default gen_random_uuid(),
  link_id uuid not null references private.family_links (id) on delete cascade,
  goal_id uuid not null references public.goals (id) on delete cascade,
  message text not null check (char_length(btrim(message)) between 1 and 500),
  created_at timestamptz not null default now()
);
create index family_encouragements_link_idx on private.family_encouragements (link_id);

-- Mail to deliver (link request, consent notice, invite, weekly report). A worker with the service role (or the
-- database owner, as the local backend) renders each row with libs/domain's familyEmail and marks it sent.
create table private.mail_outbox (
  id uuid primary key default gen_random_uuid(),
  to_email text not null check (char_length(to_email) <= 320),
  kind text not null check (kind in ('link_request', 'consent_notice', 'link_invite', 'weekly_report')),
  payload jsonb not null default '{}'::jsonb check (jsonb_typeof(payload) = 'object'),
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  attempts integer not null default 0,
  last_error text
);
create index mail_outbox_unsent_idx on private.mail_outbox (created_at) where sent_at is null;

revoke all on all tables in schema private from public, anon, authenticated;
grant select, update on private.mail_outbox to service_role;
grant select on private.family_links to service_role;

-- ---------------------------------------------------------------------------------------------------------------
-- Helpers
-- ---------------------------------------------------------------------------------------------------------------

create function private.fail(token text, detail text, state text default 'P0001') returns void
language plpgsql volatile set search_path = '' as $$
begin
  raise exception using message = token, detail = detail, errcode = state;
end;
$$;

create function private.caller_email() returns text
language sql stable security definer set search_path = '' as $$
  select lower(u.email) from auth.users u where u.id = auth.uid()
$$;

create function private.require_caller() returns uuid
language plpgsql stable security definer set search_path = '' as $$
begin
  if auth.uid() is null then
    perform private.fail('not_authenticated', 'Sign in first.', '42501');
  end if;
  return auth.uid();
end;
$$;

-- The RLS test of every parent policy: the caller holds a confirmed link to the row's owner.
create function private.is_parent_of(owner uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from private.family_links l
    where l.parent_id = auth.uid() and l.child_id = owner and l.status = 'confirmed'
  )
$$;

create function private.is_supervised(child uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from private.family_links l
    where l.child_id = child and l.status = 'confirmed' and l.level = 'supervise'
  )
$$;

create function private.account_type_of(account uuid) returns text
language sql stable security definer set search_path = '' as $$
  select p.account_type from public.profiles p where p.id = account
$$;

-- A link as the caller sees it; `role` is the caller's side.
create function private.link_json(l private.family_links) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  me uuid := auth.uid();
  my_email text := private.caller_email();
  side text;
  parent_profile public.profiles;
  child_profile public.profiles;
  child_login text;
begin
  side := case
    when l.parent_id = me then 'parent'
    when l.child_id = me then 'child'
    when l.initiated_by = 'child' and l.parent_id is null and lower(l.parent_email) = my_email then 'parent'
    else 'child'
  end;
  select * into parent_profile from public.profiles p where p.id = l.parent_id;
  select * into child_profile from public.profiles p where p.id = l.child_id;
  select u.email into child_login from auth.users u where u.id = l.child_id;
  return jsonb_build_object(
    'id', l.id,
    'role', side,
    'status', l.status,
    'level', l.level,
    'initiatedBy', l.initiated_by,
    'awaitingMe', l.status = 'pending' and l.initiated_by <> side,
    'dailyGameMinutes', l.daily_game_minutes,
    'consentGivenAt', l.consent_given_at,
    'createdAt', l.created_at,
    'confirmedAt', l.confirmed_at,
    'parent', jsonb_build_object(
      'id', l.parent_id,
      'email', l.parent_email,
      'firstName', parent_profile.first_name,
      'lastName', parent_profile.last_name
    ),
    'child', jsonb_build_object(
      'id', l.child_id,
      'email', coalesce(child_login, l.child_email),
      'firstName', child_profile.first_name,
      'lastName', child_profile.last_name,
      'age', child_profile.age,
      'ageGroup', child_profile.age_group
    )
  );
end;
$$;

-- A link the caller is party to (or is invited to by e-mail), or link_not_found.
create function private.visible_link(p_link_id uuid) returns private.family_links
language plpgsql stable security definer set search_path = '' as $$
declare
  me uuid := private.require_caller();
  my_email text := private.caller_email();
  l private.family_links;
begin
  select * into l from private.family_links f
  where f.id = p_link_id and (
    f.parent_id = me or f.child_id = me
    or (f.initiated_by = 'child' and f.parent_id is null and lower(f.parent_email) = my_email)
    or (f.initiated_by = 'parent' and f.child_id is null and lower(f.child_email) = my_email)
  );
  if not found then
    perform private.fail('link_not_found', 'This family link does not exist or is not yours.');
  end if;
  return l;
end;
$$;

-- A confirmed link the caller is the parent of, or not_linked_parent.
create function private.parent_link(p_link_id uuid) returns private.family_links
language plpgsql stable security definer set search_path = '' as $$
declare
  l private.family_links;
begin
  select * into l from private.family_links f
  where f.id = p_link_id and f.parent_id = private.require_caller() and f.status = 'confirmed';
  if not found then
    perform private.fail('not_linked_parent', 'Only the linked parent can do this.', '42501');
  end if;
  return l;
end;
$$;

-- Goals waiting for approval count as active again once no supervising parent is left.
create function private.release_pending_goals(child uuid) returns void
language plpgsql security definer set search_path = '' as $$
begin
  if not private.is_supervised(child) then
    update public.goals set status = 'active' where user_id = child and status = 'pending_approval';
  end if;
end;
$$;

-- Creates the child's pending request to a parent e-mail and queues the e-mails. Returns null when the e-mail is
-- unusable (sign-up must not fail over it) or already requested.
create function private.create_child_link(child uuid, raw_email text) returns private.family_links
language plpgsql security definer set search_path = '' as $$
declare
  email text := lower(btrim(coalesce(raw_email, '')));
  child_profile public.profiles;
  child_login text;
  l private.family_links;
begin
  if email !~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$' or char_length(email) > 320 then
    return null;
  end if;
  select u.email into child_login from auth.users u where u.id = child;
  if lower(child_login) = email then
    return null;
  end if;
  insert into private.family_links (child_id, parent_email, initiated_by)
  values (child, email, 'child')
  on conflict do nothing
  returning * into l;
  if l.id is null then
    return null;
  end if;
  select * into child_profile from public.profiles p where p.id = child;
  insert into private.mail_outbox (to_email, kind, payload) values (
    email,
    'link_request',
    jsonb_build_object(
      'childFirstName', child_profile.first_name,
      'childLastName', child_profile.last_name,
      'childAge', child_profile.age
    )
  );
  if child_profile.age is not null and child_profile.age < 13 then
    insert into private.mail_outbox (to_email, kind, payload) values (
      email,
      'consent_notice',
      jsonb_build_object('childFirstName', child_profile.first_name, 'childAge', child_profile.age)
    );
  end if;
  return l;
end;
$$;

-- ---------------------------------------------------------------------------------------------------------------
-- Sign-up: a player's parent e-mail becomes a pending link request (spec §5: parent e-mail at sign-up).
-- ---------------------------------------------------------------------------------------------------------------

create function private.link_parent_on_profile() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.account_type = 'player' and new.parent_email is not null then
    perform private.create_child_link(new.id, new.parent_email);
  end if;
  return new;
end;
$$;

create trigger profiles_link_parent
  after insert on public.profiles
  for each row execute function private.link_parent_on_profile();

-- ---------------------------------------------------------------------------------------------------------------
-- Supervise: a supervised child's new goals wait for approval; only a parent (through family_decide_goal) or the
-- service role may lift that status. Not security definer: `current_user` must be the caller's role.
-- ---------------------------------------------------------------------------------------------------------------

create function private.goal_approval_guard() returns trigger
language plpgsql set search_path = '' as $$
begin
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  if tg_op = 'INSERT' then
    if private.is_supervised(new.user_id) then
      new.status := 'pending_approval';
    elsif new.status = 'pending_approval' then
      new.status := 'active';
    end if;
  elsif old.status = 'pending_approval' and new.status is distinct from old.status then
    perform private.fail('goal_awaiting_approval', 'A parent must approve this goal first.', '42501');
  elsif new.status = 'pending_approval' and old.status is distinct from 'pending_approval' then
    perform private.fail('goal_awaiting_approval', 'Only a new goal can wait for approval.', '42501');
  end if;
  return new;
end;
$$;
grant execute on function private.goal_approval_guard() to authenticated;

create trigger goals_approval_guard
  before insert or update of status on public.goals
  for each row execute function private.goal_approval_guard();

-- ---------------------------------------------------------------------------------------------------------------
-- Parent read access: SELECT only, only through a confirmed link.
-- ---------------------------------------------------------------------------------------------------------------

create policy profiles_select_linked_parent on public.profiles
  for select to authenticated using (private.is_parent_of(id));
create policy goals_select_linked_parent on public.goals
  for select to authenticated using (private.is_parent_of(user_id));
create policy training_sessions_select_linked_parent on public.training_sessions
  for select to authenticated using (private.is_parent_of(user_id));
create policy quick_track_entries_select_linked_parent on public.quick_track_entries
  for select to authenticated using (private.is_parent_of(user_id));
create policy game_results_select_linked_parent on public.game_results
  for select to authenticated using (private.is_parent_of(user_id));
create policy achievements_select_linked_parent on public.achievements
  for select to authenticated using (private.is_parent_of(user_id));

-- ---------------------------------------------------------------------------------------------------------------
-- The family operations (SECURITY DEFINER, in private)
-- ---------------------------------------------------------------------------------------------------------------

create function private.family_links() returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  me uuid := private.require_caller();
  my_email text := private.caller_email();
begin
  return coalesce((
    select jsonb_agg(private.link_json(f) order by f.created_at)
    from private.family_links f
    where f.parent_id = me or f.child_id = me
      or (f.initiated_by = 'child' and f.parent_id is null and lower(f.parent_email) = my_email)
      or (f.initiated_by = 'parent' and f.child_id is null and lower(f.child_email) = my_email)
  ), '[]'::jsonb);
end;
$$;

-- A player asks a parent e-mail to link (the same as naming it at sign-up).
create function private.family_request_parent(p_parent_email text) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := private.require_caller();
  l private.family_links;
begin
  if private.account_type_of(me) is distinct from 'player' then
    perform private.fail('player_only', 'Only a player account can ask a parent to link.', '42501');
  end if;
  if lower(btrim(coalesce(p_parent_email, ''))) = private.caller_email() then
    perform private.fail('invalid_email', 'Enter your parent''s or guardian''s e-mail, not your own.');
  end if;
  l := private.create_child_link(me, p_parent_email);
  if l.id is null then
    select * into l from private.family_links f
    where f.child_id = me and lower(f.parent_email) = lower(btrim(coalesce(p_parent_email, '')));
    if not found then
      perform private.fail('invalid_email', 'Please enter a valid email address.');
    end if;
  end if;
  return private.link_json(l);
end;
$$;

-- A parent invites a player by e-mail; the player accepts from their side.
create function private.family_invite_child(p_child_email text) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := private.require_caller();
  email text := lower(btrim(coalesce(p_child_email, '')));
  parent_profile public.profiles;
  l private.family_links;
begin
  select * into parent_profile from public.profiles p where p.id = me;
  if parent_profile.account_type is distinct from 'parent' then
    perform private.fail('parent_only', 'Only a parent account can invite a player.', '42501');
  end if;
  if email !~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$' or email = private.caller_email() then
    perform private.fail('invalid_email', 'Please enter a valid email address.');
  end if;
  insert into private.family_links (parent_id, parent_email, child_email, initiated_by)
  values (me, private.caller_email(), email, 'parent')
  on conflict do nothing
  returning * into l;
  if l.id is null then
    select * into l from private.family_links f
    where f.parent_id = me and f.child_id is null and lower(f.child_email) = email;
  else
    insert into private.mail_outbox (to_email, kind, payload) values (
      email,
      'link_invite',
      jsonb_build_object('parentFirstName', parent_profile.first_name, 'parentLastName', parent_profile.last_name)
    );
  end if;
  return private.link_json(l);
end;
$$;

-- The side that did not start the link confirms it. Confirming as the parent gives the consent of the terms
-- (parents consent for players under 18 and manage accounts under 13); an invited child's acceptance completes a
-- link whose parent consented by inviting.
create function private.family_confirm_link(p_link_id uuid) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := private.require_caller();
  l private.family_links := private.visible_link(p_link_id);
begin
  if l.status = 'confirmed' then
    return private.link_json(l);
  end if;
  if l.initiated_by = 'child' then
    if l.child_id = me then
      perform private.fail('not_your_turn', 'Your parent or guardian confirms this link.', '42501');
    end if;
    if private.account_type_of(me) is distinct from 'parent' then
      perform private.fail('parent_only', 'Only a parent account can confirm a link.', '42501');
    end if;
    -- An invitation this parent sent the same player is the same link.
    delete from private.family_links f
    where f.parent_id = me and f.child_id is null
      and lower(f.child_email) = (select lower(u.email) from auth.users u where u.id = l.child_id);
    update private.family_links
    set parent_id = me, status = 'confirmed', confirmed_at = now(), consent_given_at = now()
    where id = l.id
    returning * into l;
  else
    if l.parent_id = me then
      perform private.fail('not_your_turn', 'The player accepts this invitation.', '42501');
    end if;
    if private.account_type_of(me) is distinct from 'player' then
      perform private.fail('player_only', 'Only a player account can accept an invitation.', '42501');
    end if;
    -- A request this player already sent to the same parent becomes this link.
    delete from private.family_links f
    where f.child_id = me and f.id <> l.id and lower(f.parent_email) = lower(l.parent_email);
    update private.family_links
    set child_id = me, status = 'confirmed', confirmed_at = now(), consent_given_at = now()
    where id = l.id
    returning * into l;
  end if;
  return private.link_json(l);
end;
$$;

-- Either side removes (or declines) a link.
create function private.family_remove_link(p_link_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare
  l private.family_links := private.visible_link(p_link_id);
begin
  delete from private.family_links where id = l.id;
  if l.child_id is not null then
    perform private.release_pending_goals(l.child_id);
  end if;
end;
$$;

create function private.family_set_level(p_link_id uuid, p_level text) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  l private.family_links := private.parent_link(p_link_id);
begin
  if p_level is null or p_level not in ('monitor', 'collaborate', 'supervise') then
    perform private.fail('invalid_level', 'Choose Monitor, Collaborate or Supervise.');
  end if;
  update private.family_links set level = p_level where id = l.id returning * into l;
  perform private.release_pending_goals(l.child_id);
  return private.link_json(l);
end;
$$;

create function private.family_set_game_limit(p_link_id uuid, p_minutes integer) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  l private.family_links := private.parent_link(p_link_id);
begin
  if p_minutes is not null and (p_minutes < 5 or p_minutes > 600) then
    perform private.fail('invalid_game_limit', 'Choose a daily limit between 5 and 600 minutes.');
  end if;
  update private.family_links set daily_game_minutes = p_minutes where id = l.id returning * into l;
  return private.link_json(l);
end;
$$;

-- Supervise: approve (status active) or decline (goal removed) a goal waiting for approval.
create function private.family_decide_goal(p_goal_id uuid, p_approve boolean) returns void
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := private.require_caller();
  goal public.goals;
begin
  select * into goal from public.goals g where g.id = p_goal_id;
  if not found or not exists (
    select 1 from private.family_links l
    where l.parent_id = me and l.child_id = goal.user_id and l.status = 'confirmed' and l.level = 'supervise'
  ) then
    perform private.fail('not_linked_parent', 'Only a supervising parent can approve this goal.', '42501');
  end if;
  if goal.status <> 'pending_approval' then
    perform private.fail('goal_not_pending', 'This goal is not waiting for approval.');
  end if;
  if coalesce(p_approve, false) then
    update public.goals set status = 'active' where id = goal.id;
  else
    delete from public.goals where id = goal.id;
  end if;
end;
$$;

create function private.require_collaborator(p_link_id uuid) returns private.family_links
language plpgsql stable security definer set search_path = '' as $$
declare
  l private.family_links := private.parent_link(p_link_id);
begin
  if l.level = 'monitor' then
    perform private.fail('level_too_low', 'Switch to Collaborate or Supervise to do this.', '42501');
  end if;
  return l;
end;
$$;

create function private.family_suggest_goal(
  p_link_id uuid, p_title text, p_description text, p_pillar text
) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  l private.family_links := private.require_collaborator(p_link_id);
  s private.family_goal_suggestions;
begin
  insert into private.family_goal_suggestions (link_id, title, description, pillar)
  values (l.id, btrim(p_title), coalesce(btrim(p_description), ''), p_pillar)
  returning * into s;
  return jsonb_build_object('id', s.id, 'linkId', s.link_id, 'title', s.title, 'description', s.description,
    'pillar', s.pillar, 'status', s.status, 'createdAt', s.created_at);
end;
$$;

create function private.family_encourage(p_goal_id uuid, p_message text) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := private.require_caller();
  l private.family_links;
  e private.family_encouragements;
begin
  select f.* into l from private.family_links f join public.goals g on g.user_id = f.child_id
  where g.id = p_goal_id and f.parent_id = me and f.status = 'confirmed'
  order by f.created_at limit 1;
  if not found then
    perform private.fail('not_linked_parent', 'Only the linked parent can do this.', '42501');
  end if;
  l := private.require_collaborator(l.id);
  insert into private.family_encouragements (link_id, goal_id, message)
  values (l.id, p_goal_id, btrim(p_message))
  returning * into e;
  return jsonb_build_object('id', e.id, 'linkId', e.link_id, 'goalId', e.goal_id, 'message', e.message,
    'createdAt', e.created_at);
end;
$$;

-- Suggestions and encouragement on the caller's confirmed links, from either side.
create function private.family_messages() returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  me uuid := private.require_caller();
begin
  return jsonb_build_object(
    'suggestions', coalesce((
      select jsonb_agg(jsonb_build_object('id', s.id, 'linkId', s.link_id, 'title', s.title,
        'description', s.description, 'pillar', s.pillar, 'status', s.status, 'createdAt', s.created_at)
        order by s.created_at desc)
      from private.family_goal_suggestions s join private.family_links l on l.id = s.link_id
      where l.status = 'confirmed' and (l.child_id = me or l.parent_id = me)
    ), '[]'::jsonb),
    'encouragements', coalesce((
      select jsonb_agg(jsonb_build_object('id', e.id, 'linkId', e.link_id, 'goalId', e.goal_id,
        'message', e.message, 'createdAt', e.created_at) order by e.created_at desc)
      from private.family_encouragements e join private.family_links l on l.id = e.link_id
      where l.status = 'confirmed' and (l.child_id = me or l.parent_id = me)
    ), '[]'::jsonb)
  );
end;
$$;

-- The child answers a suggestion (accepting it is followed by the app saving the goal as the child).
create function private.family_answer_suggestion(p_suggestion_id uuid, p_accept boolean) returns void
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := private.require_caller();
begin
  update private.family_goal_suggestions s
  set status = case when coalesce(p_accept, false) then 'accepted' else 'dismissed' end
  from private.family_links l
  where s.id = p_suggestion_id and l.id = s.link_id and l.child_id = me and s.status = 'open';
  if not found then
    perform private.fail('suggestion_not_found', 'This suggestion is not open any more.');
  end if;
end;
$$;

-- Supervise: today's game time against the strictest limit of the caller's supervising parents.
-- p_since is the start of the player's local day: at most 36 hours back, and a future (or missing) one counts
-- from the start of the UTC day, so no value hides today's games.
create function private.family_game_allowance(p_since timestamptz) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  me uuid := private.require_caller();
  since timestamptz := case
    when p_since is null or p_since > now() then date_trunc('day', now())
    else greatest(p_since, now() - interval '36 hours')
  end;
  limit_minutes integer;
  used_seconds integer;
begin
  select min(l.daily_game_minutes) into limit_minutes from private.family_links l
  where l.child_id = me and l.status = 'confirmed' and l.level = 'supervise' and l.daily_game_minutes is not null;
  select coalesce(sum(r.duration_seconds), 0)::integer into used_seconds from public.game_results r
  where r.user_id = me and r.created_at >= since;
  return jsonb_build_object(
    'limitMinutes', limit_minutes,
    'usedSeconds', used_seconds,
    'remainingSeconds', case when limit_minutes is null then null
      else greatest(limit_minutes * 60 - used_seconds, 0) end
  );
end;
$$;

-- Weekly family report mails (service role only): one per parent with confirmed links whose notifications are on
-- with e-mail. Returns the number of mails queued.
create function private.enqueue_weekly_reports(p_since timestamptz) returns integer
language plpgsql security definer set search_path = '' as $$
declare
  queued integer;
begin
  with parents as (
    select distinct p.id, p.first_name, u.email
    from private.family_links l
    join public.profiles p on p.id = l.parent_id
    join auth.users u on u.id = p.id
    where l.status = 'confirmed'
      and coalesce((p.notification_preferences ->> 'enabled')::boolean, true)
      and coalesce((p.notification_preferences -> 'methods' ->> 'email')::boolean, true)
  ),
  reports as (
    select pa.email, jsonb_build_object(
      'parentFirstName', pa.first_name,
      'since', p_since,
      'children', coalesce(jsonb_agg(jsonb_build_object(
        'firstName', c.first_name,
        'activeGoals', (select count(*) from public.goals g where g.user_id = c.id and g.status = 'active'),
        'pendingGoals',
          (select count(*) from public.goals g where g.user_id = c.id and g.status = 'pending_approval'),
        'completedGoals',
          (select count(*) from public.goals g where g.user_id = c.id and g.status = 'completed'),
        'averageProgress', (select coalesce(round(avg(g.progress)), 0) from public.goals g
          where g.user_id = c.id and g.status <> 'pending_approval'),
        'sessionsCompleted', (select count(*) from public.training_sessions s
          where s.user_id = c.id and s.completed and s.session_date >= p_since::date),
        'quickTrackEntries', (select count(*) from public.quick_track_entries q
          where q.user_id = c.id and q.entry_date >= p_since::date),
        'gamesPlayed', (select count(*) from public.game_results r
          where r.user_id = c.id and r.created_at >= p_since),
        'gameMinutes', (select coalesce(sum(r.duration_seconds), 0) / 60 from public.game_results r
          where r.user_id = c.id and r.created_at >= p_since)
      ) order by c.first_name), '[]'::jsonb)
    ) as payload
    from parents pa
    join private.family_links l on l.parent_id = pa.id and l.status = 'confirmed'
    join public.profiles c on c.id = l.child_id
    group by pa.email, pa.first_name
  )
  insert into private.mail_outbox (to_email, kind, payload)
  select r.email, 'weekly_report', r.payload from reports r;
  get diagnostics queued = row_count;
  return queued;
end;
$$;

-- ---------------------------------------------------------------------------------------------------------------
-- Grants on the private functions: the API roles call only what the wrappers and policies need.
-- ---------------------------------------------------------------------------------------------------------------

revoke all on all functions in schema private from public, anon, authenticated;
grant execute on function
  private.fail(text, text, text),
  private.is_parent_of(uuid),
  private.goal_approval_guard(),
  private.is_supervised(uuid),
  private.family_links(),
  private.family_request_parent(text),
  private.family_invite_child(text),
  private.family_confirm_link(uuid),
  private.family_remove_link(uuid),
  private.family_set_level(uuid, text),
  private.family_set_game_limit(uuid, integer),
  private.family_decide_goal(uuid, boolean),
  private.family_suggest_goal(uuid, text, text, text),
  private.family_encourage(uuid, text),
  private.family_messages(),
  private.family_answer_suggestion(uuid, boolean),
  private.family_game_allowance(timestamptz)
  to authenticated;
grant execute on function private.enqueue_weekly_reports(timestamptz) to service_role;

-- ---------------------------------------------------------------------------------------------------------------
-- The RPC surface (/rest/v1/rpc/<name>): security-invoker wrappers, callable by signed-in users only.
-- ---------------------------------------------------------------------------------------------------------------

create function public.family_links() returns jsonb
language sql security invoker set search_path = '' as $$ select private.family_links() $$;
create function public.family_request_parent(p_parent_email text) returns jsonb
language sql security invoker set search_path = '' as $$ select private.family_request_parent(p_parent_email) $$;
create function public.family_invite_child(p_child_email text) returns jsonb
language sql security invoker set search_path = '' as $$ select private.family_invite_child(p_child_email) $$;
create function public.family_confirm_link(p_link_id uuid) returns jsonb
language sql security invoker set search_path = '' as $$ select private.family_confirm_link(p_link_id) $$;
create function public.family_remove_link(p_link_id uuid) returns void
language sql security invoker set search_path = '' as $$ select private.family_remove_link(p_link_id) $$;
create function public.family_set_level(p_link_id uuid, p_level text) returns jsonb
language sql security invoker set search_path = '' as $$ select private.family_set_level(p_link_id, p_level) $$;
create function public.family_set_game_limit(p_link_id uuid, p_minutes integer) returns jsonb
language sql security invoker set search_path = '' as $$
  select private.family_set_game_limit(p_link_id, p_minutes)
$$;
create function public.family_decide_goal(p_goal_id uuid, p_approve boolean) returns void
language sql security invoker set search_path = '' as $$ select private.family_decide_goal(p_goal_id, p_approve) $$;
create function public.family_suggest_goal(p_link_id uuid, p_title text, p_description text, p_pillar text)
returns jsonb
language sql security invoker set search_path = '' as $$
  select private.family_suggest_goal(p_link_id, p_title, p_description, p_pillar)
$$;
create function public.family_encourage(p_goal_id uuid, p_message text) returns jsonb
language sql security invoker set search_path = '' as $$ select private.family_encourage(p_goal_id, p_message) $$;
create function public.family_messages() returns jsonb
language sql security invoker set search_path = '' as $$ select private.family_messages() $$;
create function public.family_answer_suggestion(p_suggestion_id uuid, p_accept boolean) returns void
language sql security invoker set search_path = '' as $$
  select private.family_answer_suggestion(p_suggestion_id, p_accept)
$$;
create function public.family_game_allowance(p_since timestamptz) returns jsonb
language sql security invoker set search_path = '' as $$ select private.family_game_allowance(p_since) $$;

revoke all on function
  public.family_links(),
  public.family_request_parent(text),
  public.family_invite_child(text),
  public.family_confirm_link(uuid),
  public.family_remove_link(uuid),
  public.family_set_level(uuid, text),
  public.family_set_game_limit(uuid, integer),
  public.family_decide_goal(uuid, boolean),
  public.family_suggest_goal(uuid, text, text, text),
  public.family_encourage(uuid, text),
  public.family_messages(),
  public.family_answer_suggestion(uuid, boolean),
  public.family_game_allowance(timestamptz)
  from public, anon;
grant execute on function
  public.family_links(),
  public.family_request_parent(text),
  public.family_invite_child(text),
  public.family_confirm_link(uuid),
  public.family_remove_link(uuid),
  public.family_set_level(uuid, text),
  public.family_set_game_limit(uuid, integer),
  public.family_decide_goal(uuid, boolean),
  public.family_suggest_goal(uuid, text, text, text),
  public.family_encourage(uuid, text),
  public.family_messages(),
  public.family_answer_suggestion(uuid, boolean),
  public.family_game_allowance(timestamptz)
  to authenticated;
