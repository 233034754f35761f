-- Parent read policies in a form the user_id indexes answer. `using (private.is_parent_of(user_id))` ran the family
-- lookup once for every row a read scanned: a read without an owner filter (`user_id=eq.`) examined every family's
-- rows (423 ms at 28 k rows against 0.03 ms filtered). Now the children a caller may read are computed once per
-- statement (an InitPlan) and matched with `= any (array(...))`, which the planner answers from the owner column's index,
-- or-ed with the own-row policy (a BitmapOr of two index scans).
--
-- The access is the same: a child is in private.readable_children() exactly when private.is_parent_of(child) holds,
-- so the link and plan gate stay in that one function. Redefines the SELECT policies profiles_select_linked_parent,
-- goals_select_linked_parent, training_sessions_select_linked_parent, quick_track_entries_select_linked_parent,
-- game_results_select_linked_parent, achievements_select_linked_parent (20251122000000_family.sql),
-- goal_check_ins_select_linked_parent (20251122010000_family_check_ins.sql) and subscriptions_select_linked_parent
-- (20261124200000_subscriptions.sql).

-- The accounts whose rows the caller reads as their parent. Candidates are the caller's own links (the
-- family_links_parent_id_idx index), each tested by private.is_parent_of.
create function private.readable_children() returns setof uuid
language sql stable security definer set search_path = '' as $$
  select distinct l.child_id
  from private.family_links l
  where l.parent_id = auth.uid() and l.child_id is not null and private.is_parent_of(l.child_id)
$$;
revoke all on function private.readable_children() from public, anon, authenticated;
grant execute on function private.readable_children() to authenticated;

alter policy profiles_select_linked_parent on public.profiles
  using (id = any (array(select private.readable_children())));
alter policy goals_select_linked_parent on public.goals
  using (user_id = any (array(select private.readable_children())));
alter policy training_sessions_select_linked_parent on public.training_sessions
  using (user_id = any (array(select private.readable_children())));
alter policy quick_track_entries_select_linked_parent on public.quick_track_entries
  using (user_id = any (array(select private.readable_children())));
alter policy game_results_select_linked_parent on public.game_results
  using (user_id = any (array(select private.readable_children())));
alter policy achievements_select_linked_parent on public.achievements
  using (user_id = any (array(select private.readable_children())));
alter policy goal_check_ins_select_linked_parent on public.goal_check_ins
  using (user_id = any (array(select private.readable_children())));
alter policy subscriptions_select_linked_parent on public.subscriptions
  using (user_id = any (array(select private.readable_children())));
