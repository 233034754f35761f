-- Verified parents (issue 17): a parent link and an under-13 consent count only from someone who proved control of
-- the parent e-mail.
--
-- * `private.verified_emails` records addresses a user proved they read: a single-use link we mailed them (the
--   family consent link, or "verify my e-mail"), or GoTrue's own confirmation (email_confirmed_at set after sign-up,
--   or a confirmed e-mail change). An auto-confirmed sign-up (hosted Supabase with "Confirm email" off, or the
--   local backend's default) is NOT proof: anyone can sign up with any address.
-- * `private.caller_email()` (create or replace of 20251122000000_family.sql) now answers only a verified address,
--   so pending requests addressed to an e-mail are seen and confirmed only by whoever proved it. Invited players
--   are still matched on their sign-in e-mail (`private.caller_login_email()`).
-- * A child's request mails the parent a single-use consent link (`family_consent_by_token`); only a parent
--   account signed in with that very e-mail can use it, and using it proves the address.
-- * Inviting a player needs a verified parent e-mail. Links confirmed before this migration by a parent whose
--   e-mail was never proven go back to pending (the parent confirms again once verified).
-- * An under-13 cannot remove the consenting parent; when a 13+ player removes a parent, the parent is told by
--   mail and on the family page (`private.family_notices`).
-- Error tokens: FAMILY_ERROR_MESSAGES in libs/domain/src/family.ts.

create table private.verified_emails (
  user_id uuid not null references auth.users (id) on delete cascade,
  email text not null check (email = lower(email) and char_length(email) <= 320),
  verified_at timestamptz not null default now(),
  primary key (user_id, email)
);

-- Single-use mailed links. Only a hash is kept: the database never holds a usable token after the mail is sent.
create table private.email_tokens (
  token_hash text primary key,
  purpose text not null check (purpose in ('verify_email', 'family_consent')),
  email text not null check (email = lower(email)),
  user_id uuid references auth.users (id) on delete cascade,
  link_id uuid references private.family_links (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index email_tokens_user_idx on private.email_tokens (user_id, purpose, created_at);

-- What a parent is told in the app (a 13+ player removed the link).
create table private.family_notices (
  id uuid primary key default gen_random_uuid(),
  parent_id uuid not null references auth.users (id) on delete cascade,
  message text not null check (char_length(message) <= 500),
  created_at timestamptz not null default now(),
  read_at timestamptz
);
create index family_notices_parent_idx on private.family_notices (parent_id, created_at);

revoke all on private.verified_emails, private.email_tokens, private.family_notices
  from public, anon, authenticated;

-- Mail kinds are checked by the renderer (familyEmail of libs/domain); the table only keeps them well-formed, so
-- each migration adding a kind does not have to restate every other one.
alter table private.mail_outbox drop constraint if exists mail_outbox_kind_check;
alter table private.mail_outbox add constraint mail_outbox_kind_check check (kind ~ '^[a-z_]{1,40}$');

-- ---------------------------------------------------------------------------------------------------------------
-- Helpers
-- ---------------------------------------------------------------------------------------------------------------

create function private.token_hash(token text) returns text
language sql immutable set search_path = '' as $$
  select encode(sha256(convert_to(coalesce(token, ''), 'UTF8')), 'hex')
$$;

-- 256 bits from the server's strong random source; only its hash is stored.
create function private.new_email_token(
  p_purpose text, p_email text, p_user uuid, p_link uuid, p_ttl interval
) returns text
language plpgsql volatile security definer set search_path = '' as $$
declare
  token text := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
begin
  insert into private.email_tokens (token_hash, purpose, email, user_id, link_id, expires_at)
  values (private.token_hash(token), p_purpose, lower(p_email), p_user, p_link, now() + p_ttl);
  return token;
end;
$$;

create function private.mark_email_verified(p_user uuid, p_email text) returns void
language sql volatile security definer set search_path = '' as $$
  insert into private.verified_emails (user_id, email) values (p_user, lower(p_email)) on conflict do nothing
$$;

-- The caller's sign-in e-mail, verified or not (matching an invitation addressed to a player).
create function private.caller_login_email() returns text
language sql stable security definer set search_path = '' as $$
  select lower(u.email) from auth.users u where u.id = auth.uid()
$$;

-- The caller's e-mail only once they proved they read it; null otherwise.
create or replace function private.caller_email() returns text
language sql stable security definer set search_path = '' as $$
  select lower(u.email) from auth.users u
  where u.id = auth.uid()
    and exists (select 1 from private.verified_emails v where v.user_id = u.id and v.email = lower(u.email))
$$;

-- GoTrue's confirmation of an address is proof: e-mail confirmed after sign-up, or an e-mail change completed
-- (GoTrue only writes the new address once it was confirmed).
create function private.record_auth_confirmation() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.email is not null and new.email_confirmed_at is not null
     and (old.email_confirmed_at is null or new.email is distinct from old.email) then
    perform private.mark_email_verified(new.id, new.email);
  end if;
  return new;
end;
$$;
revoke all on function private.record_auth_confirmation() from public, anon, authenticated;

create trigger on_auth_user_email_confirmed
  after update of email, email_confirmed_at on auth.users
  for each row execute function private.record_auth_confirmation();

-- ---------------------------------------------------------------------------------------------------------------
-- Family functions that match e-mails (create or replace of 20251122000000_family.sql)
-- ---------------------------------------------------------------------------------------------------------------

create or replace function private.visible_link(p_link_id uuid) returns private.family_links
language plpgsql stable security definer set search_path = '' as $$
declare
  me uuid := private.require_caller();
  my_email text := private.caller_email();
  my_login text := private.caller_login_email();
  l private.family_links;
begin
  select * into l from private.family_links f
  where f.id = p_link_id and (
    f.parent_id = me or f.child_id = me
    or (f.initiated_by = 'child' and f.parent_id is null and lower(f.parent_email) = my_email)
    or (f.initiated_by = 'parent' and f.child_id is null and lower(f.child_email) = my_login)
  );
  if not found then
    perform private.fail('link_not_found', 'This family link does not exist or is not yours.');
  end if;
  return l;
end;
$$;

create or replace function private.family_links() returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  me uuid := private.require_caller();
  my_email text := private.caller_email();
  my_login text := private.caller_login_email();
begin
  return coalesce((
    select jsonb_agg(private.link_json(f) order by f.created_at)
    from private.family_links f
    where f.parent_id = me or f.child_id = me
      or (f.initiated_by = 'child' and f.parent_id is null and lower(f.parent_email) = my_email)
      or (f.initiated_by = 'parent' and f.child_id is null and lower(f.child_email) = my_login)
  ), '[]'::jsonb);
end;
$$;

-- The child's request now carries a single-use consent link for the parent's mailbox (valid 14 days).
create or replace function private.create_child_link(child uuid, raw_email text) returns private.family_links
language plpgsql security definer set search_path = '' as $$
declare
  email text := lower(btrim(coalesce(raw_email, '')));
  child_profile public.profiles;
  child_login text;
  l private.family_links;
  token text;
begin
  if email !~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$' or char_length(email) > 320 then
    return null;
  end if;
  select u.email into child_login from auth.users u where u.id = child;
  if lower(child_login) = email then
    return null;
  end if;
  insert into private.family_links (child_id, parent_email, initiated_by)
  values (child, email, 'child')
  on conflict do nothing
  returning * into l;
  if l.id is null then
    return null;
  end if;
  select * into child_profile from public.profiles p where p.id = child;
  token := private.new_email_token('family_consent', email, null, l.id, interval '14 days');
  insert into private.mail_outbox (to_email, kind, payload) values (
    email,
    'link_request',
    jsonb_build_object(
      'childFirstName', child_profile.first_name,
      'childLastName', child_profile.last_name,
      'childAge', child_profile.age,
      'consentToken', token
    )
  );
  if child_profile.age is not null and child_profile.age < 13 then
    insert into private.mail_outbox (to_email, kind, payload) values (
      email,
      'consent_notice',
      jsonb_build_object('childFirstName', child_profile.first_name, 'childAge', child_profile.age,
        'consentToken', token)
    );
  end if;
  return l;
end;
$$;

create or replace function private.family_request_parent(p_parent_email text) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := private.require_caller();
  l private.family_links;
begin
  if private.account_type_of(me) is distinct from 'player' then
    perform private.fail('player_only', 'Only a player account can ask a parent to link.', '42501');
  end if;
  if lower(btrim(coalesce(p_parent_email, ''))) = private.caller_login_email() then
    perform private.fail('invalid_email', 'Enter your parent''s or guardian''s e-mail, not your own.');
  end if;
  l := private.create_child_link(me, p_parent_email);
  if l.id is null then
    select * into l from private.family_links f
    where f.child_id = me and lower(f.parent_email) = lower(btrim(coalesce(p_parent_email, '')));
    if not found then
      perform private.fail('invalid_email', 'Please enter a valid email address.');
    end if;
  end if;
  return private.link_json(l);
end;
$$;

-- Inviting makes the parent a party to the link from the start: only a proven parent e-mail may do it.
create or replace function private.family_invite_child(p_child_email text) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := private.require_caller();
  my_email text := private.caller_email();
  email text := lower(btrim(coalesce(p_child_email, '')));
  parent_profile public.profiles;
  l private.family_links;
begin
  select * into parent_profile from public.profiles p where p.id = me;
  if parent_profile.account_type is distinct from 'parent' then
    perform private.fail('parent_only', 'Only a parent account can invite a player.', '42501');
  end if;
  if my_email is null then
    perform private.fail('email_not_verified', 'Verify your e-mail address first.', '42501');
  end if;
  if email !~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$' or email = my_email then
    perform private.fail('invalid_email', 'Please enter a valid email address.');
  end if;
  insert into private.family_links (parent_id, parent_email, child_email, initiated_by)
  values (me, my_email, email, 'parent')
  on conflict do nothing
  returning * into l;
  if l.id is null then
    select * into l from private.family_links f
    where f.parent_id = me and f.child_id is null and lower(f.child_email) = email;
  else
    insert into private.mail_outbox (to_email, kind, payload) values (
      email,
      'link_invite',
      jsonb_build_object('parentFirstName', parent_profile.first_name, 'parentLastName', parent_profile.last_name)
    );
  end if;
  return private.link_json(l);
end;
$$;

-- Either side removes (or declines) a link; an under-13 cannot remove the parent who consented, and a parent
-- removed by a 13+ player is told (mail and family page).
create or replace function private.family_remove_link(p_link_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := private.require_caller();
  l private.family_links := private.visible_link(p_link_id);
  child_profile public.profiles;
  child_name text;
begin
  select * into child_profile from public.profiles p where p.id = l.child_id;
  if l.status = 'confirmed' and l.child_id = me then
    if coalesce(child_profile.age, 0) < 13 then
      perform private.fail('consenting_parent_stays',
        'Players under 13 keep the parent who gave consent. Ask your parent to change it.', '42501');
    end if;
    child_name := coalesce(nullif(btrim(concat_ws(' ', child_profile.first_name, child_profile.last_name)), ''),
      'Your player');
    insert into private.family_notices (parent_id, message)
    values (l.parent_id, child_name || ' removed the family link: you no longer see their training.');
    insert into private.mail_outbox (to_email, kind, payload)
    select u.email, 'link_removed', jsonb_build_object('childFirstName', child_profile.first_name,
      'childLastName', child_profile.last_name)
    from auth.users u where u.id = l.parent_id;
  end if;
  delete from private.family_links where id = l.id;
  if l.child_id is not null then
    perform private.release_pending_goals(l.child_id);
  end if;
end;
$$;

-- ---------------------------------------------------------------------------------------------------------------
-- Proof of an e-mail: consent link, verification link
-- ---------------------------------------------------------------------------------------------------------------

create function private.usable_token(p_token text, p_purpose text) returns private.email_tokens
language plpgsql volatile security definer set search_path = '' as $$
declare
  t private.email_tokens;
begin
  select * into t from private.email_tokens e
  where e.token_hash = private.token_hash(p_token) and e.purpose = p_purpose
  for update;
  if not found or t.used_at is not null or t.expires_at < now() then
    perform private.fail('invalid_token', 'This link was already used or has expired.');
  end if;
  return t;
end;
$$;

-- Who a consent link is about, for the page that asks the parent to confirm (nothing is changed).
create function private.family_consent_preview(p_token text) returns jsonb
language plpgsql volatile security definer set search_path = '' as $$
declare
  t private.email_tokens;
  child_profile public.profiles;
begin
  perform private.require_caller();
  t := private.usable_token(p_token, 'family_consent');
  select p.* into child_profile from private.family_links l join public.profiles p on p.id = l.child_id
  where l.id = t.link_id;
  return jsonb_build_object(
    'parentEmail', t.email,
    'childFirstName', child_profile.first_name,
    'childLastName', child_profile.last_name,
    'childAge', child_profile.age
  );
end;
$$;

-- The parent follows the mailed link: signed in as the parent account of that very address, the link is confirmed
-- (for an under-13 this is the consent) and the address counts as verified. The token is used up.
create function private.family_consent_by_token(p_token text) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := private.require_caller();
  t private.email_tokens := private.usable_token(p_token, 'family_consent');
  l private.family_links;
begin
  if private.account_type_of(me) is distinct from 'parent' then
    perform private.fail('parent_only', 'Only a parent account can confirm a link.', '42501');
  end if;
  if private.caller_login_email() is distinct from t.email then
    perform private.fail('wrong_account',
      'Sign in with the parent account of the e-mail address this link was sent to.', '42501');
  end if;
  select * into l from private.family_links f where f.id = t.link_id for update;
  if not found then
    perform private.fail('link_not_found', 'This family link does not exist any more.');
  end if;
  update private.email_tokens set used_at = now() where token_hash = t.token_hash;
  perform private.mark_email_verified(me, t.email);
  if l.status = 'pending' then
    delete from private.family_links f
    where f.parent_id = me and f.child_id is null
      and lower(f.child_email) = (select lower(u.email) from auth.users u where u.id = l.child_id);
    update private.family_links
    set parent_id = me, status = 'confirmed', confirmed_at = now(), consent_given_at = now()
    where id = l.id
    returning * into l;
  end if;
  return private.link_json(l);
end;
$$;

create function private.account_email_status() returns jsonb
language plpgsql stable security definer set search_path = '' as $$
begin
  perform private.require_caller();
  return jsonb_build_object('email', private.caller_login_email(), 'verified', private.caller_email() is not null);
end;
$$;

-- Mails the caller a link proving their e-mail (valid 24 hours); at most 3 an hour.
create function private.account_send_verification() returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := private.require_caller();
  login text := private.caller_login_email();
  token text;
begin
  if private.caller_email() is not null then
    return jsonb_build_object('email', login, 'verified', true);
  end if;
  if (select count(*) from private.email_tokens e
      where e.user_id = me and e.purpose = 'verify_email' and e.created_at > now() - interval '1 hour') >= 3 then
    perform private.fail('too_many_requests',
      'We sent you 3 e-mails in the last hour. Check your inbox and spam folder, or try again later.');
  end if;
  token := private.new_email_token('verify_email', login, me, null, interval '24 hours');
  insert into private.mail_outbox (to_email, kind, payload)
  select login, 'verify_email', jsonb_build_object('firstName', p.first_name, 'token', token)
  from public.profiles p where p.id = me;
  return jsonb_build_object('email', login, 'verified', false);
end;
$$;

create function private.account_verify_email(p_token text) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := private.require_caller();
  t private.email_tokens := private.usable_token(p_token, 'verify_email');
begin
  -- Someone else's link (or one for an address this account no longer has) proves nothing about this account.
  if t.user_id is distinct from me or t.email is distinct from private.caller_login_email() then
    perform private.fail('invalid_token', 'This link was already used or has expired.');
  end if;
  update private.email_tokens set used_at = now() where token_hash = t.token_hash;
  perform private.mark_email_verified(me, t.email);
  return jsonb_build_object('email', t.email, 'verified', true);
end;
$$;

create function private.family_notices() returns jsonb
language sql stable security definer set search_path = '' as $$
  select coalesce(jsonb_agg(jsonb_build_object('id', n.id, 'message', n.message, 'createdAt', n.created_at)
    order by n.created_at desc), '[]'::jsonb)
  from private.family_notices n where n.parent_id = private.require_caller() and n.read_at is null
$$;

create function private.family_dismiss_notice(p_notice_id uuid) returns void
language sql security definer set search_path = '' as $$
  update private.family_notices set read_at = now() where id = p_notice_id and parent_id = private.require_caller()
$$;

-- Links confirmed by a parent whose e-mail was never proven: back to pending, confirmed again once verified.
update private.family_links l set status = 'pending', parent_id = null, confirmed_at = null, consent_given_at = null
where l.status = 'confirmed' and l.initiated_by = 'child' and not exists (
  select 1 from private.verified_emails v join auth.users u on u.id = v.user_id and v.email = lower(u.email)
  where v.user_id = l.parent_id
);

-- ---------------------------------------------------------------------------------------------------------------
-- Grants and the RPC surface
-- ---------------------------------------------------------------------------------------------------------------

revoke all on function
  private.token_hash(text),
  private.new_email_token(text, text, uuid, uuid, interval),
  private.mark_email_verified(uuid, text),
  private.caller_login_email(),
  private.usable_token(text, text),
  private.family_consent_preview(text),
  private.family_consent_by_token(text),
  private.account_email_status(),
  private.account_send_verification(),
  private.account_verify_email(text),
  private.family_notices(),
  private.family_dismiss_notice(uuid)
  from public, anon, authenticated;
grant execute on function
  private.family_consent_preview(text),
  private.family_consent_by_token(text),
  private.account_email_status(),
  private.account_send_verification(),
  private.account_verify_email(text),
  private.family_notices(),
  private.family_dismiss_notice(uuid)
  to authenticated;

create function public.family_consent_preview(p_token text) returns jsonb
language sql security invoker set search_path = '' as $$ select private.family_consent_preview(p_token) $$;
create function public.family_consent_by_token(p_token text) returns jsonb
language sql security invoker set search_path = '' as $$ select private.family_consent_by_token(p_token) $$;
create function public.account_email_status() returns jsonb
language sql security invoker set search_path = '' as $$ select private.account_email_status() $$;
create function public.account_send_verification() returns jsonb
language sql security invoker set search_path = '' as $$ select private.account_send_verification() $$;
create function public.account_verify_email(p_token text) returns jsonb
language sql security invoker set search_path = '' as $$ select private.account_verify_email(p_token) $$;
create function public.family_notices() returns jsonb
language sql security invoker set search_path = '' as $$ select private.family_notices() $$;
create function public.family_dismiss_notice(p_notice_id uuid) returns void
language sql security invoker set search_path = '' as $$ select private.family_dismiss_notice(p_notice_id) $$;

revoke all on function
  public.family_consent_preview(text),
  public.family_consent_by_token(text),
  public.account_email_status(),
  public.account_send_verification(),
  public.account_verify_email(text),
  public.family_notices(),
  public.family_dismiss_notice(uuid)
  from public, anon;
grant execute on function
  public.family_consent_preview(text),
  public.family_consent_by_token(text),
  public.account_email_status(),
  public.account_send_verification(),
  public.account_verify_email(text),
  public.family_notices(),
  public.family_dismiss_notice(uuid)
  to authenticated;
