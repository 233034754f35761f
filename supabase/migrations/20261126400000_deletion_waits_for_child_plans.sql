-- Deleting a parent deletes the child accounts it manages (private.delete_account), and the family page deletes one
-- of them: neither may remove a managed child whose paid plan would renew, for the same reason "delete my account"
-- refuses the caller's own (deleting the rows would not stop the payment provider charging the card).
-- `create or replace` of private.account_delete (20261125170200_account_data.sql); family-child-delete calls
-- managed_child_check_delete instead of managed_child_check.

create function private.refuse_renewing_child_plans(p_parent uuid, p_child uuid default null) returns void
language plpgsql stable security definer set search_path = '' as $$
begin
  if exists (select 1 from private.managed_children m
             join public.subscriptions s on s.user_id = m.child_id
             where m.parent_id = p_parent and (p_child is null or m.child_id = p_child)
               and s.status <> 'canceled' and not s.cancel_at_period_end) then
    perform private.fail('child_plan_first',
      'A child account you manage has a paid plan that would renew and charge again. Sign in as your child, choose Free on the plans page, then delete the account.');
  end if;
end;
$$;

create or replace function private.account_delete() returns void
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := private.require_caller();
begin
  if exists (select 1 from public.subscriptions s
             where s.user_id = me and s.status <> 'canceled' and not s.cancel_at_period_end) then
    perform private.fail('cancel_plan_first',
      'Your paid plan would renew: choose Free on the plans page first, then delete your account.');
  end if;
  perform private.refuse_renewing_child_plans(me);
  perform private.delete_account(me);
end;
$$;

-- What family-child-delete checks before it deletes (locally, and in the hosted Edge Function over PostgREST): the
-- caller created the child, and the child has no plan that would renew. Returns the username.
create function private.managed_child_check_delete(p_parent uuid, p_child uuid) returns text
language plpgsql stable security definer set search_path = '' as $$
declare
  v_username text := (private.managed_child_of(p_parent, p_child)).username;
begin
  perform private.refuse_renewing_child_plans(p_parent, p_child);
  return v_username;
end;
$$;

create function public.managed_child_check_delete(p_parent uuid, p_child uuid) returns text
language sql security invoker set search_path = '' as $$ select private.managed_child_check_delete(p_parent, p_child) $$;

revoke all on function
  private.refuse_renewing_child_plans(uuid, uuid),
  private.managed_child_check_delete(uuid, uuid),
  public.managed_child_check_delete(uuid, uuid)
  from public, anon, authenticated;
grant execute on function
  private.managed_child_check_delete(uuid, uuid),
  public.managed_child_check_delete(uuid, uuid)
  to service_role;
