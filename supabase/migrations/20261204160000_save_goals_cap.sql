-- One statement stores at most MAX_GOALS_PER_SAVE goals (libs/domain/src/constants.ts; save-goals.test.ts ties the
-- two). On a plan without a goal limit, one call of public.save_goals (or one bulk POST to /rest/v1/goals) stored
-- 5,000 goals with their check-ins in one transaction; the app's saves carry a wizard pass or the device's sync, a
-- handful of goals. Counted on the rows the statement inserted, so a sync that sends goals already stored (skipped by
-- save_goals' `on conflict do nothing`) is not held against it. A refusal undoes the whole statement: SQLSTATE P0001
-- (HTTP 400 through PostgREST), message 'too_many_goals', details = MESSAGES.tooManyGoalsInOneSave.

create function private.refuse_too_many_goals() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if (select count(*) from inserted_goals) > 50 then
    perform private.fail('too_many_goals',
      'At most 50 goals can be saved at once. Save the others afterwards.');
  end if;
  return null;
end;
$$;
revoke all on function private.refuse_too_many_goals() from public, anon, authenticated;

create trigger goals_at_most_per_statement
  after insert on public.goals
  referencing new table as inserted_goals
  for each statement execute function private.refuse_too_many_goals();
