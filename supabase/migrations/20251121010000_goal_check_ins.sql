-- Goal check-ins with their date and note. Until now `goals.check_ins` held only how many there were, so a reload
-- lost what the player wrote. The count stays, kept in step by a trigger, so anything reading it stays right.
-- The note limit mirrors GOAL_CHECK_IN_NOTE_MAX_LENGTH in libs/domain (constants.ts); change both together.

create table public.goal_check_ins (
  id uuid primary key default gen_random_uuid(),
  goal_id uuid not null references public.goals (id) on delete cascade,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  checked_on date not null default current_date,
  note text not null default '' check (char_length(note) <= 500),
  -- The goal's progress as the player set it with this check-in (for one synced from local storage later: the
  -- goal's progress at the sync).
  progress integer not null check (progress between 0 and 100),
  created_at timestamptz not null default now()
);
create index goal_check_ins_user_id_idx on public.goal_check_ins (user_id);
create index goal_check_ins_goal_id_idx on public.goal_check_ins (goal_id, checked_on);

-- A check-in is history: the app adds and reads them, it never edits or removes one (deleting the goal does).
revoke all on table public.goal_check_ins from anon, authenticated, public;
grant all on table public.goal_check_ins to service_role;
grant select, insert on public.goal_check_ins to authenticated;

alter table public.goal_check_ins enable row level security;

-- A check-in must belong to one of the caller's own goals: the foreign key alone would accept another user's goal.
create policy goal_check_ins_select_own on public.goal_check_ins
  for select to authenticated using (user_id = (select auth.uid()));
create policy goal_check_ins_insert_own on public.goal_check_ins
  for insert to authenticated with check (
    user_id = (select auth.uid())
    and exists (select 1 from public.goals g where g.id = goal_id and g.user_id = (select auth.uid()))
  );

-- Security invoker: the insert policy has already proved the goal is the caller's, and goals_update_own lets the
-- caller update it. On a goal's own deletion the cascaded rows find no goal left to update, which is fine.
create function public.count_goal_check_ins() returns trigger
language plpgsql set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    update public.goals set check_ins = check_ins + 1 where id = new.goal_id;
  else
    update public.goals set check_ins = greatest(check_ins - 1, 0) where id = old.goal_id;
  end if;
  return null;
end;
$$;
revoke all on function public.count_goal_check_ins() from public, anon, authenticated;

create trigger goal_check_ins_count
  after insert or delete on public.goal_check_ins
  for each row execute function public.count_goal_check_ins();
