-- The family dashboard's week for one child, counted by the server (issue 15 item 6): goal check-ins and Quick Track
-- entries dated p_since to p_until (the parent's calendar days). The dashboard used to count them in the newest 20
-- check-ins per goal and 60 Quick Track entries it had read, so a busy week was undercounted. Same gate as every
-- parent read (private.is_parent_of: a confirmed link and an active Parent plan). A week is at most 7 days, so a
-- caller cannot make it scan more than one week's rows per goal.
create function private.child_week_counts(p_child_id uuid, p_since date, p_until date) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
begin
  perform private.require_caller();
  if not private.is_parent_of(p_child_id) then
    perform private.fail('not_linked_parent', 'Only a linked parent on the Parent plan can see this.', '42501');
  end if;
  if p_since is null or p_until is null or p_until < p_since or p_until - p_since > 6 then
    perform private.fail('invalid_week', 'A week is one to seven days.', '22023');
  end if;
  return jsonb_build_object(
    'checkIns', (
      select count(*) from public.goal_check_ins c
      join public.goals g on g.id = c.goal_id
      where g.user_id = p_child_id and c.checked_on between p_since and p_until
    ),
    'quickTrackEntries', (
      select count(*) from public.quick_track_entries q
      where q.user_id = p_child_id and q.entry_date between p_since and p_until
    )
  );
end;
$$;
revoke all on function private.child_week_counts(uuid, date, date) from public, anon, authenticated;
grant execute on function private.child_week_counts(uuid, date, date) to authenticated;

create function public.child_week_counts(p_child_id uuid, p_since date, p_until date) returns jsonb
language sql security invoker set search_path = '' as $$ select private.child_week_counts(p_child_id, p_since, p_until) $$;
revoke all on function public.child_week_counts(uuid, date, date) from public, anon;
grant execute on function public.child_week_counts(uuid, date, date) to authenticated;
