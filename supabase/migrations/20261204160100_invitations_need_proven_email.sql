-- A parent's invitation goes only to whoever proved they read the invited address (issue 37). It was matched on the
-- sign-in e-mail, proven or not: a stranger who signed up first with the child's address (an auto-confirmed sign-up
-- proves nothing) saw the invitation, accepted it and was linked to the parent as their child. Now an invitation is
-- seen, accepted or declined only through private.caller_email(), the proven address, as a child's request to a parent
-- already was (20261124170000_verified_parents.sql). The invited player proves the address with the mailed
-- verification link (account_send_verification), offered on the family page.
--
-- Which links a caller is party to now lives once, in private.my_links(); private.visible_link and
-- private.family_links (create or replace of 20261124170000_verified_parents.sql) read it.

create function private.my_links() returns setof private.family_links
language plpgsql stable security definer set search_path = '' as $$
declare
  me uuid := private.require_caller();
  my_email text := private.caller_email();
begin
  return query
    select f.* from private.family_links f
    where f.parent_id = me or f.child_id = me
      or (f.parent_id is null and f.initiated_by = 'child' and lower(f.parent_email) = my_email)
      or (f.child_id is null and f.initiated_by = 'parent' and lower(f.child_email) = my_email);
end;
$$;
revoke all on function private.my_links() from public, anon, authenticated;

create or replace function private.visible_link(p_link_id uuid) returns private.family_links
language plpgsql stable security definer set search_path = '' as $$
declare
  l private.family_links;
begin
  select * into l from private.my_links() f where f.id = p_link_id;
  if not found then
    perform private.fail('link_not_found', 'This family link does not exist or is not yours.');
  end if;
  return l;
end;
$$;

create or replace function private.family_links() returns jsonb
language sql stable security definer set search_path = '' as $$
  select coalesce(jsonb_agg(private.link_json(f) order by f.created_at), '[]'::jsonb) from private.my_links() f
$$;
