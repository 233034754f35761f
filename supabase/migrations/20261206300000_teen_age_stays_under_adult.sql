-- A player under 18 cannot make the account an adult's (issue 38 item 1). The purchase rule reads the age
-- (private.purchase_rule, 20261204100000_who_may_pay.sql): a 14-year-old who typed 18 on the account page paid alone,
-- without the linked parent's mailed approval. Lowering an age, or changing it within 13 to 17, stays the player's;
-- an age of 18 or more for a player under 18 is the parent's to ask support for, as an under-13's age already is
-- (the same refusal, parent_changes_age, in words that fit both).
-- create or replace of 20261204120100_sign_up_rules.sql; ADULT_AGE and ageChangeRefusal of libs/domain say the same.
create or replace function private.account_update_age(p_age integer) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := private.require_caller();
  profile public.profiles;
begin
  select * into profile from public.profiles p where p.id = me for update;
  if profile.account_type is distinct from 'player' then
    perform private.fail('player_only', 'Only a player account can do this.', '42501');
  end if;
  if p_age is null or p_age < 6 or p_age > 120 then
    perform private.fail('age_out_of_range', 'Please enter an age between 6 and 120');
  end if;
  if (profile.age is not null and profile.age < 13 and p_age is distinct from profile.age)
    or ((profile.age is null or profile.age < 18) and p_age >= 18) then
    perform private.fail('parent_changes_age', 'Your parent or guardian changes this age for you. Ask them to contact support.', '42501');
  end if;
  update public.profiles set age = p_age, age_group = private.age_group_of(p_age) where id = me
  returning * into profile;
  return jsonb_build_object('age', profile.age, 'ageGroup', profile.age_group);
end;
$$;
