-- The account page's server operations (issue 17). Age and parent e-mail are identity columns
-- (20261124150100_identity_columns.sql): a user changes them only through these functions and their checks.
--
-- * account_update_age: players only, 6 to 18 (the sign-up bounds, SIGN_UP_AGE_MIN/MAX of libs/domain), the age group
--   follows. A player under 13 cannot change the age (it would end the parent's consent): the parent asks support.
--   A 13+ player may correct it downwards; under 13 the consent rules of the family feature then apply.
-- * account_update_parent_email: players only; the new address gets the family feature's link request (and, under
--   13, the consent notice) through private.family_request_parent. An under-13 with a consenting parent keeps that
--   parent (the family rule `consenting_parent_stays`).
-- Error tokens: SERVER_ERROR_MESSAGES of libs/domain/src/serverErrors.ts (player_only, consenting_parent_stays: family.ts).

create function private.age_group_of(p_age integer) returns text
language sql immutable set search_path = '' as $$
  select case when p_age is null then null when p_age <= 12 then '8-12' when p_age <= 17 then '13-17' else '18+' end
$$;

create function private.account_update_age(p_age integer) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := private.require_caller();
  profile public.profiles;
begin
  select * into profile from public.profiles p where p.id = me for update;
  if profile.account_type is distinct from 'player' then
    perform private.fail('player_only', 'Only a player account can do this.', '42501');
  end if;
  if p_age is null or p_age < 6 or p_age > 18 then
    perform private.fail('age_out_of_range', 'Age must be between 6 and 18.');
  end if;
  if profile.age is not null and profile.age < 13 and p_age is distinct from profile.age then
    perform private.fail('parent_changes_age',
      'Players under 13 cannot change their age. Ask your parent or guardian to contact support.', '42501');
  end if;
  update public.profiles set age = p_age, age_group = private.age_group_of(p_age) where id = me
  returning * into profile;
  return jsonb_build_object('age', profile.age, 'ageGroup', profile.age_group);
end;
$$;

create function private.account_update_parent_email(p_email text) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := private.require_caller();
  new_email text := lower(btrim(coalesce(p_email, '')));
  profile public.profiles;
  link jsonb;
begin
  select * into profile from public.profiles p where p.id = me for update;
  if profile.account_type is distinct from 'player' then
    perform private.fail('player_only', 'Only a player account can do this.', '42501');
  end if;
  if coalesce(profile.age, 0) < 13 and exists (
    select 1 from private.family_links l
    where l.child_id = me and l.status = 'confirmed' and l.consent_given_at is not null
      and lower(l.parent_email) is distinct from new_email
  ) then
    perform private.fail('consenting_parent_stays',
      'Players under 13 keep the parent who gave consent. Ask your parent to change it.', '42501');
  end if;
  link := private.family_request_parent(new_email);
  update public.profiles set parent_email = new_email where id = me;
  return link;
end;
$$;

revoke all on function
  private.age_group_of(integer),
  private.account_update_age(integer),
  private.account_update_parent_email(text)
  from public, anon, authenticated;
grant execute on function private.account_update_age(integer), private.account_update_parent_email(text)
  to authenticated;

create function public.account_update_age(p_age integer) returns jsonb
language sql security invoker set search_path = '' as $$ select private.account_update_age(p_age) $$;
create function public.account_update_parent_email(p_email text) returns jsonb
language sql security invoker set search_path = '' as $$ select private.account_update_parent_email(p_email) $$;
revoke all on function public.account_update_age(integer), public.account_update_parent_email(text)
  from public, anon;
grant execute on function public.account_update_age(integer), public.account_update_parent_email(text)
  to authenticated;
