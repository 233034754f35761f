-- Download my data and delete my account (issue 17).
--
-- * account_export(): every row about the caller, from every table with a column referencing auth.users, found in
--   the catalog at call time: a table added later is exported without touching this function
--   (tools/local-backend/src/account.test.ts checks the export against the catalog). Secrets never leave:
--   columns named like token/password/secret, and queued mail payloads (they may hold a parent's single-use consent
--   link; a child holding it could consent for itself).
-- * private.delete_account(user): removes the account and every row about it: the auth user (every table
--   references it with on delete cascade), mail queued by or to it, and the accounts of the children a parent
--   manages (they cannot exist without that parent). The family feature calls it for a managed child.
-- * account_delete(): the signed-in user deletes their own account. A subscription that would renew is refused
--   (`cancel_plan_first`): deleting the rows would not stop the payment provider charging the card.

create function private.user_reference_columns()
returns table (schema_name text, table_name text, column_names text[])
language sql stable security definer set search_path = '' as $$
  select n.nspname::text, c.relname::text, array_agg(a.attname::text order by a.attname)
  from pg_catalog.pg_constraint k
  join pg_catalog.pg_class c on c.oid = k.conrelid
  join pg_catalog.pg_namespace n on n.oid = c.relnamespace
  join pg_catalog.pg_attribute a on a.attrelid = k.conrelid and a.attnum = k.conkey[1]
  where k.contype = 'f' and k.confrelid = 'auth.users'::regclass and array_length(k.conkey, 1) = 1
    and n.nspname not in ('auth', 'pg_catalog', 'information_schema')
  group by n.nspname, c.relname
$$;

create function private.account_export() returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  me uuid := private.require_caller();
  ref record;
  hidden text[];
  matches text;
  rows_json jsonb;
  tables jsonb := '{}'::jsonb;
begin
  for ref in select * from private.user_reference_columns() order by 1, 2 loop
    select coalesce(array_agg(a.attname::text), '{}') into hidden
    from pg_catalog.pg_attribute a
    where a.attrelid = format('%I.%I', ref.schema_name, ref.table_name)::regclass and a.attnum > 0
      and (a.attname ~* '(token|password|secret)'
           or (ref.schema_name = 'private' and ref.table_name = 'mail_outbox' and a.attname = 'payload'));
    select string_agg(format('t.%I = $1', col), ' or ') into matches from unnest(ref.column_names) col;
    execute format('select coalesce(jsonb_agg(to_jsonb(t) - $2), ''[]''::jsonb) from %I.%I t where %s',
      ref.schema_name, ref.table_name, matches)
      into rows_json using me, hidden;
    tables := tables || jsonb_build_object(ref.schema_name || '.' || ref.table_name, rows_json);
  end loop;
  return jsonb_build_object(
    'exportedAt', now(),
    'account', (select jsonb_build_object('id', u.id, 'email', u.email, 'createdAt', u.created_at,
                  'emailConfirmedAt', u.email_confirmed_at, 'lastSignInAt', u.last_sign_in_at)
                from auth.users u where u.id = me),
    'tables', tables
  );
end;
$$;

create function private.delete_account(p_user uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare
  login text;
  child uuid;
begin
  select lower(u.email) into login from auth.users u where u.id = p_user;
  if not found then
    return;
  end if;
  for child in select m.child_id from private.managed_children m where m.parent_id = p_user loop
    perform private.delete_account(child);
  end loop;
  delete from private.mail_outbox o where o.requested_by = p_user or lower(o.to_email) = login;
  delete from auth.users u where u.id = p_user;
end;
$$;

create function private.account_delete() returns void
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := private.require_caller();
begin
  if exists (select 1 from public.subscriptions s
             where s.user_id = me and s.status <> 'canceled' and not s.cancel_at_period_end) then
    perform private.fail('cancel_plan_first',
      'Your paid plan would renew: choose Free on the plans page first, then delete your account.');
  end if;
  perform private.delete_account(me);
end;
$$;

revoke all on function
  private.user_reference_columns(),
  private.account_export(),
  private.delete_account(uuid),
  private.account_delete()
  from public, anon, authenticated;
grant execute on function private.account_export(), private.account_delete() to authenticated;

create function public.account_export() returns jsonb
language sql security invoker set search_path = '' as $$ select private.account_export() $$;
create function public.account_delete() returns void
language sql security invoker set search_path = '' as $$ select private.account_delete() $$;
revoke all on function public.account_export(), public.account_delete() from public, anon;
grant execute on function public.account_export(), public.account_delete() to authenticated;
