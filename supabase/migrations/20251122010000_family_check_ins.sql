-- Family: a linked parent also reads the child's dated goal check-ins (goal_check_ins), through a confirmed link
-- only, like the other parent read policies of 20251122000000_family.sql.
create policy goal_check_ins_select_linked_parent on public.goal_check_ins
  for select to authenticated using (private.is_parent_of(user_id));
