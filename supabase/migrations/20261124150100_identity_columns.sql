-- Identity columns are the server's (issue 15). A user changes its names, skill level and notification preferences
-- (and any column added later, unless listed here); account type, e-mail, age, age group, parent e-mail, plan and
-- status change only through server operations: the sign-up trigger, the payment path (service role), the family
-- functions. A trigger rather than column grants, so columns other migrations add stay writable by their owner.
-- Replaces public.protect_subscription_columns (20251121000000_initial_schema.sql), keeping its trigger and its
-- message for the plan columns.

create or replace function public.protect_subscription_columns() returns trigger
language plpgsql set search_path = '' as $$
declare
  changed text;
begin
  if current_user in ('anon', 'authenticated') and tg_op = 'UPDATE' then
    if new.subscription_plan is distinct from old.subscription_plan
       or new.subscription_status is distinct from old.subscription_status then
      raise exception 'subscription_plan can only be changed by the payment service'
        using errcode = '42501', hint = 'Upgrade through the billing-checkout function.';
    end if;
    changed := case
      when new.id is distinct from old.id then 'id'
      when new.account_type is distinct from old.account_type then 'account_type'
      when new.email is distinct from old.email then 'email'
      when new.age is distinct from old.age then 'age'
      when new.age_group is distinct from old.age_group then 'age_group'
      when new.parent_email is distinct from old.parent_email then 'parent_email'
      when new.created_at is distinct from old.created_at then 'created_at'
    end;
    if changed is not null then
      raise exception 'identity_column_protected'
        using errcode = '42501',
              detail = format('%s is set by the server and cannot be changed here.', changed),
              hint = 'Names, skill level and notification preferences are yours to change.';
    end if;
  end if;
  if tg_op = 'UPDATE' then
    new.updated_at := now();
  end if;
  return new;
end;
$$;

-- Profiles come from sign-up only (public.handle_new_user); nobody inserts one through the API.
revoke insert on public.profiles from authenticated;
drop policy profiles_insert_own on public.profiles;
