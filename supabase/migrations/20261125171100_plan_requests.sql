-- The right buyer (issue 20 item 5): the Parent plan is bought by a parent account. A player who opens it asks
-- its linked parents instead: `family_ask_parent_for_plan` mails each parent on a confirmed link whose e-mail is
-- verified (at most once a day per parent; the mail limits of 20261124150300_mail_limits.sql apply as well).
-- A linked parent sees each player's plan on the family page (`family_children_plans`), on any plan of its own:
-- what a child pays for is the parent's business even without the Parent plan's dashboard.

create function private.family_ask_parent_for_plan() returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := private.require_caller();
  child_profile public.profiles;
  parent record;
  asked integer := 0;
  already integer := 0;
begin
  select * into child_profile from public.profiles p where p.id = me;
  if child_profile.account_type is distinct from 'player' then
    perform private.fail('player_only', 'Only a player account asks a parent for the Parent plan.', '42501');
  end if;
  for parent in
    select distinct lower(u.email) as email, pp.first_name
    from private.family_links l
    join auth.users u on u.id = l.parent_id
    join public.profiles pp on pp.id = l.parent_id
    where l.child_id = me and l.status = 'confirmed'
      and exists (select 1 from private.verified_emails v where v.user_id = u.id and v.email = lower(u.email))
  loop
    if exists (
      select 1 from private.mail_outbox m
      where m.kind = 'plan_request' and m.requested_by = me and lower(m.to_email) = parent.email
        and m.created_at > now() - interval '1 day'
    ) then
      already := already + 1;
    else
      insert into private.mail_outbox (to_email, kind, payload) values (
        parent.email,
        'plan_request',
        jsonb_build_object('childFirstName', child_profile.first_name, 'childLastName', child_profile.last_name,
          'parentFirstName', parent.first_name)
      );
      asked := asked + 1;
    end if;
  end loop;
  if asked + already = 0 then
    perform private.fail('no_linked_parent',
      'Link a parent first: ask them from your Family panel with their e-mail, then ask again here.');
  end if;
  return jsonb_build_object('asked', asked, 'alreadyAsked', already);
end;
$$;

-- The plan of each player the caller is the confirmed parent of.
create function private.family_children_plans() returns jsonb
language sql stable security definer set search_path = '' as $$
  select coalesce(jsonb_agg(jsonb_build_object(
    'childId', l.child_id,
    'plan', coalesce(s.plan, 'free'),
    'status', s.status,
    'currentPeriodEnd', s.current_period_end,
    'cancelAtPeriodEnd', coalesce(s.cancel_at_period_end, false)
  ) order by l.created_at), '[]'::jsonb)
  from private.family_links l
  left join public.subscriptions s on s.user_id = l.child_id and s.status in ('active', 'past_due')
  where l.parent_id = private.require_caller() and l.status = 'confirmed'
$$;

revoke all on function private.family_ask_parent_for_plan(), private.family_children_plans()
  from public, anon, authenticated;
grant execute on function private.family_ask_parent_for_plan(), private.family_children_plans() to authenticated;

create function public.family_ask_parent_for_plan() returns jsonb
language sql security invoker set search_path = '' as $$ select private.family_ask_parent_for_plan() $$;
create function public.family_children_plans() returns jsonb
language sql security invoker set search_path = '' as $$ select private.family_children_plans() $$;
revoke all on function public.family_ask_parent_for_plan(), public.family_children_plans() from public, anon;
grant execute on function public.family_ask_parent_for_plan(), public.family_children_plans() to authenticated;
