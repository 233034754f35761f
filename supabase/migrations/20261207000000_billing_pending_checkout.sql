-- One pending checkout per account (issue 38): Stripe's idempotency key for starting a subscription is kept by the
-- database, so every request for the same purchase (a retried or repeated submit, several tabs, several Edge Function
-- instances at once) sends the same key and gets Stripe's first answer, whatever instant each request arrives at.
-- A key derived from the clock (it carried the UTC hour) gave two requests on either side of the hour's turn two keys
-- and two subscriptions; the Edge path holds no lock between requests, so only the database can hand out one key.
--
-- * `private.billing_checkout_key` is the only writer. It returns the stored key, or stores a new random one when the
--   account has none, when the plan or the subscription before this purchase differ (a new purchase), or when the
--   key is older than 22 hours: Stripe expires an unpaid subscription after 23 hours and keeps a key's answer for 24,
--   so an older key would answer the expired subscription. A card form opened earlier is found in Stripe before a
--   key is asked for (`waitingSubscription` in supabase/functions/_shared/stripe-billing.ts).
-- * The row is taken under its lock (insert ... on conflict), so concurrent callers wait for each other and all get
--   the key the first one stored.

create table private.billing_pending_checkouts (
  user_id uuid primary key references auth.users (id) on delete cascade,
  plan text not null check (plan in ('pro', 'parent')),
  -- The provider subscription id stored before this purchase, or 'first' when the account never had one.
  previous_subscription text not null check (char_length(previous_subscription) between 1 and 255),
  idempotency_key text not null check (char_length(idempotency_key) between 1 and 255),
  issued_at timestamptz not null
);

create function private.billing_checkout_key(p_user uuid, p_plan text, p_previous text, p_now timestamptz)
returns text
language plpgsql volatile security definer set search_path = '' as $$
declare
  previous text := coalesce(p_previous, 'first');
  issued text;
begin
  insert into private.billing_pending_checkouts as pending
    (user_id, plan, previous_subscription, idempotency_key, issued_at)
  values (p_user, p_plan, previous,
    'dreampitch-subscribe-' || p_user || '-' || p_plan || '-' || replace(gen_random_uuid()::text, '-', ''), p_now)
  on conflict (user_id) do update
    set plan = excluded.plan, previous_subscription = excluded.previous_subscription,
      idempotency_key = excluded.idempotency_key, issued_at = excluded.issued_at
    where pending.plan <> excluded.plan or pending.previous_subscription <> excluded.previous_subscription
      or pending.issued_at <= excluded.issued_at - interval '22 hours'
  returning idempotency_key into issued;
  -- The key stands: on conflict locked the row even though it changed nothing, so it stays as read here.
  if issued is null then
    select pending.idempotency_key into issued from private.billing_pending_checkouts pending
    where pending.user_id = p_user;
  end if;
  return issued;
end;
$$;

revoke all on function private.billing_checkout_key(uuid, text, text, timestamptz) from public, anon, authenticated;
grant execute on function private.billing_checkout_key(uuid, text, text, timestamptz) to service_role;

-- The Edge Functions ask through PostgREST with the service role (supabase/functions/_shared/service-role-store.ts).
create function public.billing_checkout_key(p_user uuid, p_plan text, p_previous text, p_now timestamptz)
returns text
language sql volatile security invoker set search_path = '' as $$
  select private.billing_checkout_key(p_user, p_plan, p_previous, p_now)
$$;
revoke all on function public.billing_checkout_key(uuid, text, text, timestamptz) from public, anon, authenticated;
grant execute on function public.billing_checkout_key(uuid, text, text, timestamptz) to service_role;
