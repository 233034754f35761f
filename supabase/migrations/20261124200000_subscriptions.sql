-- Subscriptions (issue 20): a paid plan is a subscription with a billing period, renewal, cancellation at the end of
-- the period, and receipts. The card provider (Stripe, or the local backend's simulated provider) decides every
-- transition and reports it as an event; `billing_apply_event` is the single path that writes what an event says.
--
-- * public.subscriptions and public.invoices are written only by private.apply_billing_event (service role through
--   public.billing_apply_event). Users read their own rows; a parent reads a child's through a confirmed link.
-- * The profile's plan (subscription_plan / subscription_status) derives from the subscription by trigger; nobody,
--   not even the service role, sets it directly any more.
-- * Events are idempotent (private.billing_events keyed by the provider's event id) and an event older than the
--   one that last changed a subscription is ignored, because providers may deliver out of order.

-- ---------------------------------------------------------------------------------------------------------------
-- Tables
-- ---------------------------------------------------------------------------------------------------------------

-- One row per user: the current (or last) subscription. A new subscription replaces a canceled one.
create table public.subscriptions (
  user_id uuid primary key references auth.users (id) on delete cascade,
  plan text not null check (plan in ('pro', 'parent')),
  status text not null check (status in ('active', 'past_due', 'canceled')),
  current_period_start timestamptz not null,
  current_period_end timestamptz not null,
  cancel_at_period_end boolean not null default false,
  -- While past_due: when the account moves to Free unless the payment is fixed.
  grace_until timestamptz,
  canceled_at timestamptz,
  provider text not null check (provider in ('simulated', 'stripe')),
  provider_customer_id text check (char_length(provider_customer_id) <= 255),
  provider_subscription_id text not null unique check (char_length(provider_subscription_id) <= 255),
  -- The card renewals are charged to, as the user recognises it.
  card_brand text check (char_length(card_brand) <= 20),
  card_last4 text check (card_last4 ~ '^[0-9]{4}$'),
  last_event_at timestamptz not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint subscriptions_period_order check (current_period_end > current_period_start),
  constraint subscriptions_grace_when_past_due check (status <> 'past_due' or grace_until is not null)
);
create index subscriptions_period_end_idx on public.subscriptions (current_period_end) where status <> 'canceled';

-- Receipts: one row per charge attempt of a period (or a plan switch); a failed invoice paid later becomes paid.
create table public.invoices (
  id text primary key check (char_length(id) between 1 and 255),
  -- Receipt number, in the order invoices were issued (several can share a provider time).
  number bigint generated always as identity unique,
  user_id uuid not null references auth.users (id) on delete cascade,
  provider_subscription_id text check (char_length(provider_subscription_id) <= 255),
  plan text not null check (plan in ('pro', 'parent')),
  description text not null check (char_length(description) between 1 and 200),
  amount_cents integer not null check (amount_cents >= 0),
  currency text not null default 'usd' check (currency ~ '^[a-z]{3}$'),
  status text not null check (status in ('paid', 'failed')),
  period_start timestamptz,
  period_end timestamptz,
  provider text not null check (provider in ('simulated', 'stripe')),
  created_at timestamptz not null
);
create index invoices_user_id_idx on public.invoices (user_id, number desc);

create table private.billing_events (
  id text primary key check (char_length(id) between 1 and 255),
  type text not null,
  provider text not null,
  user_id uuid,
  received_at timestamptz not null default now()
);

-- ---------------------------------------------------------------------------------------------------------------
-- Grants and RLS: read only, own rows or a confirmed child's.
-- ---------------------------------------------------------------------------------------------------------------

revoke all on table public.subscriptions, public.invoices from anon, authenticated, public;
grant all on table public.subscriptions, public.invoices to service_role;
grant select on table public.subscriptions, public.invoices to authenticated;
revoke all on table private.billing_events from public, anon, authenticated;

alter table public.subscriptions enable row level security;
alter table public.invoices enable row level security;

create policy subscriptions_select_own on public.subscriptions
  for select to authenticated using (user_id = (select auth.uid()));
create policy subscriptions_select_linked_parent on public.subscriptions
  for select to authenticated using (private.is_parent_of(user_id));
create policy invoices_select_own on public.invoices
  for select to authenticated using (user_id = (select auth.uid()));

-- ---------------------------------------------------------------------------------------------------------------
-- The profile's plan derives from the subscription.
-- ---------------------------------------------------------------------------------------------------------------

create function private.derive_profile_plan() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  s public.subscriptions := case when tg_op = 'DELETE' then old else new end;
begin
  update public.profiles p set
    subscription_plan = case when tg_op <> 'DELETE' and s.status in ('active', 'past_due') then s.plan else 'free' end,
    subscription_status = case
      when tg_op = 'DELETE' then 'inactive'
      when s.status = 'past_due' then 'past_due'
      else s.status
    end
  where p.id = s.user_id;
  return null;
end;
$$;

create trigger subscriptions_derive_profile_plan
  after insert or update or delete on public.subscriptions
  for each row execute function private.derive_profile_plan();

alter table public.profiles drop constraint profiles_subscription_status_check;
alter table public.profiles add constraint profiles_subscription_status_check
  check (subscription_status in ('active', 'past_due', 'inactive', 'canceled'));

-- Replaces public.protect_subscription_columns as 20261124150100_identity_columns.sql left it, keeping its identity
-- column rules: the API roles, the service role included, can no longer write the plan; only the derivation above
-- (running as the table owner) does.
create or replace function public.protect_subscription_columns() returns trigger
language plpgsql set search_path = '' as $$
declare
  changed text;
begin
  if current_user in ('anon', 'authenticated', 'service_role') and tg_op = 'UPDATE'
     and (new.subscription_plan is distinct from old.subscription_plan
          or new.subscription_status is distinct from old.subscription_status) then
    raise exception 'subscription_plan can only be changed by the payment service'
      using errcode = '42501', hint = 'Subscribe through the billing-checkout function.';
  end if;
  if current_user in ('anon', 'authenticated') and tg_op = 'UPDATE' then
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

-- Replaces private.is_parent_of of 20261124150200_parent_plan_gate.sql: a Parent plan whose renewal failed keeps
-- its features during the grace period (past_due), as every other plan does.
create or replace function private.is_parent_of(owner uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from private.family_links l
    join public.profiles p on p.id = l.parent_id
    where l.parent_id = auth.uid() and l.child_id = owner and l.status = 'confirmed'
      and p.subscription_plan = 'parent' and p.subscription_status in ('active', 'past_due')
  )
$$;

-- Plans bought before subscriptions existed become a subscription whose first period starts now.
insert into public.subscriptions (
  user_id, plan, status, current_period_start, current_period_end, provider, provider_subscription_id, last_event_at
)
select p.id, p.subscription_plan, 'active', now(), now() + interval '1 month',
  coalesce((select pay.provider from public.payments pay where pay.user_id = p.id order by pay.created_at desc limit 1),
    'simulated'),
  'sub_migrated_' || p.id::text, now()
from public.profiles p
where p.subscription_plan in ('pro', 'parent');

-- ---------------------------------------------------------------------------------------------------------------
-- The one writer: apply a provider event.
-- Event (jsonb): { id, type, provider, created (ISO), userId?,
--   subscription?: { id, customer, plan, status, currentPeriodStart, currentPeriodEnd, cancelAtPeriodEnd,
--                    graceUntil?, cardBrand?, cardLast4? },
--   invoice?: { id, subscription, plan, description, amountCents, currency?, periodStart, periodEnd } }
-- Types: subscription.created | subscription.updated | subscription.deleted | invoice.paid | invoice.payment_failed.
-- Returns { applied: boolean, reason? }.
-- ---------------------------------------------------------------------------------------------------------------

create function private.apply_billing_event(p_event jsonb) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  event_id text := p_event ->> 'id';
  event_type text := p_event ->> 'type';
  provider text := p_event ->> 'provider';
  created timestamptz := (p_event ->> 'created')::timestamptz;
  sub jsonb := p_event -> 'subscription';
  inv jsonb := p_event -> 'invoice';
  owner uuid := nullif(p_event ->> 'userId', '')::uuid;
  current_row public.subscriptions;
  new_status text;
  inserted text;
begin
  if event_id is null or created is null or provider not in ('simulated', 'stripe') then
    perform private.fail('invalid_event', 'An event needs an id, a creation time and a known provider.');
  end if;
  if event_type not in ('subscription.created', 'subscription.updated', 'subscription.deleted', 'invoice.paid',
                        'invoice.payment_failed') then
    return jsonb_build_object('applied', false, 'reason', 'ignored_type');
  end if;

  insert into private.billing_events (id, type, provider, user_id) values (event_id, event_type, provider, owner)
  on conflict do nothing returning id into inserted;
  if inserted is null then
    return jsonb_build_object('applied', false, 'reason', 'duplicate');
  end if;

  -- Stripe events name the customer and subscription; the user is in the subscription's metadata or already known.
  if owner is null then
    select s.user_id into owner from public.subscriptions s
    where s.provider_subscription_id = coalesce(sub ->> 'id', inv ->> 'subscription')
       or (s.provider_customer_id is not null and s.provider_customer_id = coalesce(sub ->> 'customer', inv ->> 'customer'));
  end if;
  if owner is null or not exists (select 1 from auth.users u where u.id = owner) then
    perform private.fail('unknown_customer', 'The event names no known user.');
  end if;
  update private.billing_events set user_id = owner where id = event_id;

  if event_type like 'subscription.%' then
    if sub is null or sub ->> 'plan' not in ('pro', 'parent') then
      perform private.fail('invalid_event', 'A subscription event needs the subscription and its plan.');
    end if;
    new_status := case when event_type = 'subscription.deleted' then 'canceled' else sub ->> 'status' end;
    if new_status not in ('active', 'past_due', 'canceled') then
      perform private.fail('invalid_event', 'Unknown subscription status.');
    end if;
    select * into current_row from public.subscriptions s where s.user_id = owner for update;
    if found then
      if current_row.provider_subscription_id = sub ->> 'id' and current_row.last_event_at > created then
        return jsonb_build_object('applied', false, 'reason', 'stale');
      end if;
      -- A late event about a subscription that another one has replaced changes nothing.
      if current_row.provider_subscription_id <> sub ->> 'id' and current_row.status <> 'canceled'
         and (new_status = 'canceled' or current_row.last_event_at > created) then
        return jsonb_build_object('applied', false, 'reason', 'superseded');
      end if;
    end if;
    insert into public.subscriptions as s (
      user_id, plan, status, current_period_start, current_period_end, cancel_at_period_end, grace_until,
      canceled_at, provider, provider_customer_id, provider_subscription_id, card_brand, card_last4, last_event_at
    ) values (
      owner,
      sub ->> 'plan',
      new_status,
      (sub ->> 'currentPeriodStart')::timestamptz,
      (sub ->> 'currentPeriodEnd')::timestamptz,
      coalesce((sub ->> 'cancelAtPeriodEnd')::boolean, false) and new_status <> 'canceled',
      case when new_status = 'past_due' then (sub ->> 'graceUntil')::timestamptz end,
      case when new_status = 'canceled' then created end,
      provider,
      sub ->> 'customer',
      sub ->> 'id',
      coalesce(sub ->> 'cardBrand', case when current_row.provider_subscription_id = sub ->> 'id' then current_row.card_brand end),
      coalesce(sub ->> 'cardLast4', case when current_row.provider_subscription_id = sub ->> 'id' then current_row.card_last4 end),
      created
    )
    on conflict (user_id) do update set
      plan = excluded.plan,
      status = excluded.status,
      current_period_start = excluded.current_period_start,
      current_period_end = excluded.current_period_end,
      cancel_at_period_end = excluded.cancel_at_period_end,
      grace_until = excluded.grace_until,
      canceled_at = excluded.canceled_at,
      provider = excluded.provider,
      provider_customer_id = coalesce(excluded.provider_customer_id, s.provider_customer_id),
      provider_subscription_id = excluded.provider_subscription_id,
      card_brand = excluded.card_brand,
      card_last4 = excluded.card_last4,
      last_event_at = excluded.last_event_at,
      updated_at = now();
  else
    if inv is null or inv ->> 'plan' not in ('pro', 'parent') or (inv ->> 'amountCents') !~ '^[0-9]{1,9}$' then
      perform private.fail('invalid_event', 'An invoice event needs the invoice, its plan and its amount.');
    end if;
    insert into public.invoices as i (
      id, user_id, provider_subscription_id, plan, description, amount_cents, currency, status, period_start,
      period_end, provider, created_at
    ) values (
      inv ->> 'id',
      owner,
      inv ->> 'subscription',
      inv ->> 'plan',
      left(coalesce(nullif(inv ->> 'description', ''), 'Subscription'), 200),
      (inv ->> 'amountCents')::integer,
      coalesce(inv ->> 'currency', 'usd'),
      case when event_type = 'invoice.paid' then 'paid' else 'failed' end,
      (inv ->> 'periodStart')::timestamptz,
      (inv ->> 'periodEnd')::timestamptz,
      provider,
      created
    )
    -- Paid is final: a failure reported after the payment (out of order) does not undo it.
    on conflict (id) do update set status = case when i.status = 'paid' then 'paid' else excluded.status end
    where i.user_id = excluded.user_id;
  end if;
  return jsonb_build_object('applied', true);
end;
$$;

create function public.billing_apply_event(p_event jsonb) returns jsonb
language sql security invoker set search_path = '' as $$ select private.apply_billing_event(p_event) $$;

revoke all on function private.apply_billing_event(jsonb), private.derive_profile_plan() from public, anon, authenticated;
revoke all on function public.billing_apply_event(jsonb) from public, anon, authenticated;
grant execute on function private.apply_billing_event(jsonb) to service_role;
grant execute on function public.billing_apply_event(jsonb) to service_role;
grant select, insert, update on private.billing_events to service_role;
