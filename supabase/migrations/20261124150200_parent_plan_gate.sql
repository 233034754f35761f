-- Plan gate in the database (issue 15): a parent reads a child's rows through a confirmed family link only while on
-- an active Parent plan, as the family dashboard says. Linking, consent and the family functions work on any plan.
-- Replaces private.is_parent_of (20251122000000_family.sql), the test of every parent read policy.

create or replace function private.is_parent_of(owner uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from private.family_links l
    join public.profiles p on p.id = l.parent_id
    where l.parent_id = auth.uid() and l.child_id = owner and l.status = 'confirmed'
      and p.subscription_plan = 'parent' and p.subscription_status = 'active'
  )
$$;

-- A child's game stats for its parent (the family dashboard), under the same gate: one aggregate, not every row;
-- secondsSince is the game time since p_since (the dashboard's week).
create function private.child_game_stats(p_child_id uuid, p_since timestamptz) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
begin
  perform private.require_caller();
  if not private.is_parent_of(p_child_id) then
    perform private.fail('not_linked_parent', 'Only a linked parent on the Parent plan can see this.', '42501');
  end if;
  return private.game_stats_of(p_child_id)
    || jsonb_build_object('secondsSince', private.game_seconds_since(p_child_id, coalesce(p_since, now())));
end;
$$;
revoke all on function private.child_game_stats(uuid, timestamptz) from public, anon, authenticated;
grant execute on function private.child_game_stats(uuid, timestamptz) to authenticated;

create function public.child_game_stats(p_child_id uuid, p_since timestamptz) returns jsonb
language sql security invoker set search_path = '' as $$ select private.child_game_stats(p_child_id, p_since) $$;
revoke all on function public.child_game_stats(uuid, timestamptz) from public, anon;
grant execute on function public.child_game_stats(uuid, timestamptz) to authenticated;
