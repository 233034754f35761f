-- A parent's e-mail is another mailbox than the child's (issue 38 item 5). "mia+mum@gmail.com" or "m.i.a@gmail.com"
-- reach Mia's own inbox: she could prove a "parent" account on it, consent for herself and approve her own
-- purchases. The mailbox of an address drops a "+tag" from the local part (plus addressing, which the big providers
-- deliver to the same inbox), and for Gmail its dots and the googlemail.com spelling. libs/domain mailboxOf says the
-- same for the sign-up form. create or replace of 20261204120100_sign_up_rules.sql's parent_email_refusal, which the
-- sign-up (hook and trigger), family_request_parent and account_update_parent_email all ask.

create function private.mailbox_of(p_email text) returns text
language sql immutable set search_path = '' as $$
  with parts as (
    select split_part(split_part(lower(btrim(coalesce(p_email, ''))), '@', 1), '+', 1) as local_part,
      rtrim(split_part(lower(btrim(coalesce(p_email, ''))), '@', 2), '.') as domain
  )
  select case when domain in ('gmail.com', 'googlemail.com') then replace(local_part, '.', '') || '@gmail.com'
    else local_part || '@' || domain end
  from parts
$$;

-- Finds a player account by its mailbox without reading every profile. mailbox_of keeps PostgreSQL's default
-- EXECUTE for everyone: an index expression runs as whoever writes the row (a player renaming herself, say), and
-- the function only reshapes the text it is given.
create index profiles_player_mailbox_idx on public.profiles (private.mailbox_of(email)) where account_type = 'player';

create or replace function private.parent_email_refusal(p_own_email text, p_parent_email text) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  v_email text := lower(btrim(coalesce(p_parent_email, '')));
begin
  if v_email = '' then
    return jsonb_build_object('token', 'parent_email_required', 'message', 'Parent/guardian email is required');
  end if;
  if v_email !~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$' or char_length(v_email) > 320 then
    return jsonb_build_object('token', 'invalid_email', 'message', 'Please enter a valid email address.');
  end if;
  if private.mailbox_of(v_email) = private.mailbox_of(p_own_email) then
    return jsonb_build_object('token', 'parent_email_is_own',
      'message', 'Enter your parent’s or guardian’s e-mail, not your own.');
  end if;
  if private.on_managed_domain(v_email) or exists (
    select 1 from auth.users u join public.profiles p on p.id = u.id
    where lower(u.email) = v_email and p.account_type = 'player'
  ) or exists (
    select 1 from public.profiles p
    where p.account_type = 'player' and private.mailbox_of(p.email) = private.mailbox_of(v_email)
  ) then
    return jsonb_build_object('token', 'parent_email_is_player',
      'message', 'This e-mail belongs to a player account. Enter your parent’s or guardian’s own e-mail.');
  end if;
  return null;
end;
$$;
