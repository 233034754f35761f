-- A managed child's account is its parent's to change (issue 38 deliver 5, issue 37 "Lower"): the child cannot
-- delete it, change its sign-in e-mail or link another parent; the parent does those from the family page
-- (family-child-password, family-child-delete). Refused with `managed_by_parent` (FAMILY_ERROR_MESSAGES of
-- libs/domain). Its password is refused by the auth server's PUT /user (tools/local-backend/src/auth.ts; on hosted
-- Supabase GoTrue cannot ask the database, README's security section).
--
-- A self-registered player who deletes the account while linked: every confirmed parent is mailed
-- (`child_deleted`). The mail names no one, so no row naming the deleted child stays behind.
--
-- create or replace of private.account_delete (20261126400000_deletion_waits_for_child_plans.sql) and
-- private.family_request_parent (20261124170000_verified_parents.sql).

create function private.is_managed_child(p_user uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from private.managed_children m where m.child_id = p_user)
$$;

create function private.refuse_managed_child(p_user uuid) returns void
language plpgsql stable security definer set search_path = '' as $$
begin
  if private.is_managed_child(p_user) then
    perform private.fail('managed_by_parent',
      'Your parent or guardian manages this account: ask them to change it from their family page.', '42501');
  end if;
end;
$$;

-- Every link of a managed child is to the parent who manages it: a request the child sends, an invitation it
-- accepts, whichever function writes it. Another parent cannot invite its username's address either.
create function private.managed_child_keeps_its_parent() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.child_id is null and private.on_managed_domain(new.child_email) then
    perform private.fail('managed_child_invite',
      'This is a child account its parent manages: only that parent links it.', '42501');
  end if;
  if new.child_id is not null and exists (
    select 1 from private.managed_children m
    where m.child_id = new.child_id and m.parent_id is distinct from new.parent_id
  ) then
    perform private.refuse_managed_child(new.child_id);
  end if;
  return new;
end;
$$;
create trigger family_links_managed_child_parent
  before insert or update of parent_id, child_id on private.family_links
  for each row execute function private.managed_child_keeps_its_parent();

-- The sign-in e-mail of a managed child (its username's address) never changes; an e-mail change request is
-- refused where GoTrue stores it, so this holds on hosted Supabase too.
create function private.managed_child_sign_in_stays() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if (new.email is distinct from old.email
      or (coalesce(new.email_change, '') <> '' and new.email_change is distinct from old.email_change)) then
    perform private.refuse_managed_child(new.id);
  end if;
  return new;
end;
$$;
create trigger on_auth_user_managed_sign_in
  before update of email, email_change on auth.users
  for each row execute function private.managed_child_sign_in_stays();

create or replace function private.account_delete() returns void
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := private.require_caller();
begin
  perform private.refuse_managed_child(me);
  if exists (select 1 from public.subscriptions s
             where s.user_id = me and s.status <> 'canceled' and not s.cancel_at_period_end) then
    perform private.fail('cancel_plan_first',
      'Your paid plan would renew: choose Free on the plans page first, then delete your account.');
  end if;
  perform private.refuse_renewing_child_plans(me);
  insert into private.mail_outbox (to_email, kind, payload, requested_by)
  select distinct lower(u.email), 'child_deleted', '{}'::jsonb, null::uuid
  from private.family_links l join auth.users u on u.id = l.parent_id
  where l.child_id = me and l.status = 'confirmed';
  perform private.delete_account(me);
end;
$$;

create or replace function private.family_request_parent(p_parent_email text) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := private.require_caller();
  refusal jsonb;
  l private.family_links;
begin
  if private.account_type_of(me) is distinct from 'player' then
    perform private.fail('player_only', 'Only a player account can ask a parent to link.', '42501');
  end if;
  perform private.refuse_managed_child(me);
  refusal := private.parent_email_refusal(private.caller_login_email(), p_parent_email);
  if refusal is not null then
    perform private.fail(refusal ->> 'token', refusal ->> 'message');
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

revoke all on function
  private.is_managed_child(uuid),
  private.refuse_managed_child(uuid),
  private.managed_child_keeps_its_parent(),
  private.managed_child_sign_in_stays()
  from public, anon, authenticated;
grant execute on function private.is_managed_child(uuid) to service_role;
