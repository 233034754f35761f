-- Who may pay (issue 37, issue 38 item 1). The Terms say a parent gives consent for a player under 18 and makes the
-- purchases for a child, so the billing functions ask `private.billing_purchase_refusal` before they charge:
--   - a player still waiting for a parent's consent buys, switches and resumes nothing;
--   - a player under 13 (or of unknown age) never pays: "Ask a parent" (`purchase_ask_parent`) reaches the linked,
--     verified parents by mail and on the family page (`purchase_requests`), and the parent pays from the parent's
--     own account (the Parent plan covers the linked children);
--   - a player of 13 to 17 pays only after a linked, verified parent approved that purchase through the link mailed
--     to them (`purchase_approve`); one approval is one purchase (`billing_purchase_made` uses it up);
--   - an adult (a player of 18 or more, or a parent account) pays alone.
-- The ages and the days are PURCHASE_RULES of libs/domain (who-may-pay.test.ts ties them).

create table private.purchase_requests (
  id uuid primary key default gen_random_uuid(),
  child_id uuid not null references auth.users (id) on delete cascade,
  parent_id uuid not null references auth.users (id) on delete cascade,
  plan text not null check (plan in ('pro', 'parent')),
  -- 13-17 only: the hash of the mailed approval link; the database never holds a usable token once mailed.
  token_hash text unique,
  created_at timestamptz not null default now(),
  approved_at timestamptz,
  declined_at timestamptz,
  used_at timestamptz
);
create index purchase_requests_child_idx on private.purchase_requests (child_id, created_at);
create index purchase_requests_parent_idx on private.purchase_requests (parent_id, created_at);
revoke all on private.purchase_requests from public, anon, authenticated;

-- 'alone', 'parent_approves' or 'parent_pays' for an account.
create function private.purchase_rule(p_user uuid) returns text
language sql stable security definer set search_path = '' as $$
  select case
    when p.account_type = 'parent' or p.age >= 18 then 'alone'
    when p.age >= 13 then 'parent_approves'
    else 'parent_pays'
  end
  from public.profiles p where p.id = p_user
$$;

-- Open: neither used, declined nor older than the 7 days a mailed link lasts.
create function private.open_purchase_request(r private.purchase_requests) returns boolean
language sql stable set search_path = '' as $$
  select r.used_at is null and r.declined_at is null and r.created_at > now() - interval '7 days'
$$;

-- The parents who may be asked: a confirmed link, an e-mail the parent proved.
create function private.askable_parents(p_child uuid)
returns table (parent_id uuid, email text, first_name text)
language sql stable security definer set search_path = '' as $$
  select distinct l.parent_id, lower(u.email), pp.first_name
  from private.family_links l
  join auth.users u on u.id = l.parent_id
  join public.profiles pp on pp.id = l.parent_id
  where l.child_id = p_child and l.status = 'confirmed'
    and exists (select 1 from private.verified_emails v where v.user_id = u.id and v.email = lower(u.email))
$$;

-- Null when the account may pay for the plan; otherwise the refusal the billing function answers. A new purchase
-- needs the parent's approval (13-17); switching or resuming a plan the parent approved does not.
create function private.billing_purchase_refusal(p_user uuid, p_plan text, p_new_purchase boolean)
returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  rule text := private.purchase_rule(p_user);
begin
  if private.consent_pending(p_user) then
    return jsonb_build_object('status', 403, 'code', 'consent_pending', 'message',
      'Your parent or guardian has not said yes yet, so no plan can be bought. Ask them to open the e-mail we sent them.');
  end if;
  if rule is null or rule = 'parent_pays' then
    return jsonb_build_object('status', 403, 'code', 'parent_pays', 'message',
      'Players under 13 do not pay: ask a parent, and they choose a plan from their own account.');
  end if;
  if rule = 'parent_approves' and p_new_purchase and not exists (
    select 1 from private.purchase_requests r
    where r.child_id = p_user and r.plan = p_plan and r.approved_at is not null and private.open_purchase_request(r)
      and exists (select 1 from private.askable_parents(p_user) a where a.parent_id = r.parent_id)
  ) then
    return jsonb_build_object('status', 403, 'code', 'parent_approval_required', 'message',
      'A parent approves this first: ask a parent, we e-mail them a link, and once they approve you can pay here.');
  end if;
  return null;
end;
$$;

-- A purchase went through: the approval it used is spent.
create function private.billing_purchase_made(p_user uuid, p_plan text) returns void
language sql volatile security definer set search_path = '' as $$
  update private.purchase_requests r set used_at = now()
  where r.child_id = p_user and r.plan = p_plan and r.approved_at is not null and r.used_at is null
$$;

-- "Ask a parent" for Pro: mails each askable parent (once a day each) and shows the request on their family page.
create function private.purchase_ask_parent(p_plan text) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := private.require_caller();
  child_profile public.profiles;
  rule text;
  parent record;
  token text;
  asked integer := 0;
  already integer := 0;
begin
  if p_plan is distinct from 'pro' then
    perform private.fail('invalid_plan', 'Players ask a parent for the Pro plan.');
  end if;
  select * into child_profile from public.profiles p where p.id = me;
  if child_profile.account_type is distinct from 'player' then
    perform private.fail('player_only', 'Only a player account asks a parent for a plan.', '42501');
  end if;
  rule := private.purchase_rule(me);
  if rule = 'alone' then
    perform private.fail('no_parent_needed', 'You can choose a plan yourself: pick it on the plans page.');
  end if;
  for parent in select * from private.askable_parents(me) loop
    if exists (
      select 1 from private.purchase_requests r
      where r.child_id = me and r.parent_id = parent.parent_id and r.plan = p_plan
        and r.approved_at is null and private.open_purchase_request(r) and r.created_at > now() - interval '1 day'
    ) then
      already := already + 1;
      continue;
    end if;
    token := case when rule = 'parent_approves'
      then replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') end;
    insert into private.purchase_requests (child_id, parent_id, plan, token_hash)
    values (me, parent.parent_id, p_plan, case when token is null then null else private.token_hash(token) end);
    insert into private.mail_outbox (to_email, kind, payload) values (
      parent.email,
      'purchase_request',
      jsonb_build_object('childFirstName', child_profile.first_name, 'childLastName', child_profile.last_name,
        'parentFirstName', parent.first_name, 'plan', p_plan, 'rule', rule, 'token', token)
    );
    asked := asked + 1;
  end loop;
  if asked + already = 0 then
    perform private.fail('no_linked_parent',
      'Link a parent first: ask them from your Family panel with their e-mail, then ask again here.');
  end if;
  return jsonb_build_object('asked', asked, 'alreadyAsked', already);
end;
$$;

-- What the player's plans page says: the rule, and whether a parent was asked or approved.
create function private.purchase_status(p_plan text) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  me uuid := private.require_caller();
begin
  return jsonb_build_object(
    'rule', private.purchase_rule(me),
    'consentPending', private.consent_pending(me),
    'asked', exists (select 1 from private.purchase_requests r
      where r.child_id = me and r.plan = p_plan and r.approved_at is null and private.open_purchase_request(r)),
    'approved', private.billing_purchase_refusal(me, p_plan, true) is null
      and private.purchase_rule(me) = 'parent_approves'
  );
end;
$$;

-- The open requests of the caller's linked players, for the family page.
create function private.purchase_requests() returns jsonb
language sql stable security definer set search_path = '' as $$
  select coalesce(jsonb_agg(jsonb_build_object(
    'id', r.id,
    'childId', r.child_id,
    'childFirstName', p.first_name,
    'plan', r.plan,
    'rule', private.purchase_rule(r.child_id),
    'createdAt', r.created_at,
    'approvedAt', r.approved_at
  ) order by r.created_at desc), '[]'::jsonb)
  from private.purchase_requests r
  join public.profiles p on p.id = r.child_id
  where r.parent_id = private.require_caller() and private.open_purchase_request(r)
    and exists (select 1 from private.askable_parents(r.child_id) a where a.parent_id = r.parent_id)
$$;

-- The parent opens the mailed link: signed in as that parent, the purchase is approved.
create function private.purchase_approve(p_token text) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := private.require_caller();
  r private.purchase_requests;
  child_name text;
begin
  select * into r from private.purchase_requests q
  where q.token_hash = private.token_hash(p_token) for update;
  if not found or not private.open_purchase_request(r) or r.approved_at is not null then
    perform private.fail('approval_link_invalid',
      'This approval link has expired or was already used. Your player can ask again from the plans page.');
  end if;
  if r.parent_id is distinct from me
    or not exists (select 1 from private.askable_parents(r.child_id) a where a.parent_id = me) then
    perform private.fail('wrong_account',
      'Sign in with the parent account of the e-mail address this link was sent to.', '42501');
  end if;
  update private.purchase_requests set approved_at = now() where id = r.id;
  select p.first_name into child_name from public.profiles p where p.id = r.child_id;
  return jsonb_build_object('childFirstName', child_name, 'plan', r.plan);
end;
$$;

-- The parent says no (or not now): the request leaves the family page; an approval not yet used is withdrawn.
create function private.purchase_decline(p_request_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := private.require_caller();
begin
  update private.purchase_requests set declined_at = now()
  where id = p_request_id and parent_id = me and used_at is null and declined_at is null;
  if not found then
    perform private.fail('request_not_found', 'This request was already answered.');
  end if;
end;
$$;

revoke all on function private.purchase_rule(uuid), private.open_purchase_request(private.purchase_requests),
  private.askable_parents(uuid), private.billing_purchase_refusal(uuid, text, boolean),
  private.billing_purchase_made(uuid, text), private.purchase_ask_parent(text), private.purchase_status(text),
  private.purchase_requests(), private.purchase_approve(text), private.purchase_decline(uuid)
  from public, anon, authenticated;
grant execute on function private.purchase_ask_parent(text), private.purchase_status(text),
  private.purchase_requests(), private.purchase_approve(text), private.purchase_decline(uuid) to authenticated;
grant execute on function private.billing_purchase_refusal(uuid, text, boolean),
  private.billing_purchase_made(uuid, text) to service_role;

create function public.purchase_ask_parent(p_plan text) returns jsonb
language sql security invoker set search_path = '' as $$ select private.purchase_ask_parent(p_plan) $$;
create function public.purchase_status(p_plan text) returns jsonb
language sql stable security invoker set search_path = '' as $$ select private.purchase_status(p_plan) $$;
create function public.purchase_requests() returns jsonb
language sql stable security invoker set search_path = '' as $$ select private.purchase_requests() $$;
create function public.purchase_approve(p_token text) returns jsonb
language sql security invoker set search_path = '' as $$ select private.purchase_approve(p_token) $$;
create function public.purchase_decline(p_request_id uuid) returns void
language sql security invoker set search_path = '' as $$ select private.purchase_decline(p_request_id) $$;
revoke all on function public.purchase_ask_parent(text), public.purchase_status(text), public.purchase_requests(),
  public.purchase_approve(text), public.purchase_decline(uuid) from public, anon;
grant execute on function public.purchase_ask_parent(text), public.purchase_status(text), public.purchase_requests(),
  public.purchase_approve(text), public.purchase_decline(uuid) to authenticated;

-- The Edge Functions ask through PostgREST with the service role (supabase/functions/_shared/edge.ts).
create function public.billing_purchase_refusal(p_user uuid, p_plan text, p_new_purchase boolean) returns jsonb
language sql stable security invoker set search_path = '' as $$
  select private.billing_purchase_refusal(p_user, p_plan, p_new_purchase)
$$;
create function public.billing_purchase_made(p_user uuid, p_plan text) returns void
language sql security invoker set search_path = '' as $$ select private.billing_purchase_made(p_user, p_plan) $$;
revoke all on function public.billing_purchase_refusal(uuid, text, boolean), public.billing_purchase_made(uuid, text)
  from public, anon, authenticated;
grant execute on function public.billing_purchase_refusal(uuid, text, boolean),
  public.billing_purchase_made(uuid, text) to service_role;
