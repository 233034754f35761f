-- The family dashboard's week for one child, counted by the server (issue 15 item 6): goal check-ins and Quick Track
-- entries dated p_today - 6 to p_today (the parent's calendar days; the server's date when null), as the weekly
-- report's week (reportWeekStart in libs/domain). The dashboard used to count them in the newest 20 check-ins per goal
-- and 30 Quick Track entries it had read, so a busy week was undercounted. Same gate as every parent read
-- (private.is_parent_of: a confirmed link and an active Parent plan).
create function private.child_week_counts(p_child_id uuid, p_today date default null) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  v_until date := coalesce(p_today, current_date);
  v_since date := v_until - 6;
begin
  perform private.require_caller();
  if not private.is_parent_of(p_child_id) then
    perform private.fail('not_linked_parent', 'Only a linked parent on the Parent plan can see this.', '42501');
  end if;
  return jsonb_build_object(
    'checkIns', (
      select count(*) from public.goal_check_ins c
      join public.goals g on g.id = c.goal_id
      where g.user_id = p_child_id and c.checked_on between v_since and v_until
    ),
    'quickTrackEntries', (
      select count(*) from public.quick_track_entries q
      where q.user_id = p_child_id and q.entry_date between v_since and v_until
    )
  );
end;
$$;
revoke all on function private.child_week_counts(uuid, date) from public, anon, authenticated;
grant execute on function private.child_week_counts(uuid, date) to authenticated;

create function public.child_week_counts(p_child_id uuid, p_today date default null) returns jsonb
language sql security invoker set search_path = '' as $$ select private.child_week_counts(p_child_id, p_today) $$;
revoke all on function public.child_week_counts(uuid, date) from public, anon;
grant execute on function public.child_week_counts(uuid, date) to authenticated;
