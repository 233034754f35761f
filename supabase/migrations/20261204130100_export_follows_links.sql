-- "Download my data" holds what others wrote to the user too (issue 37): a parent's goal suggestions and
-- encouragement reference the family link and the child's goal, not auth.users, so the export of
-- 20261125170200_account_data.sql missed them. The export now also follows one foreign key further: rows of a table
-- without a user column that reference one of the user's rows (a link, a goal), found in the catalog at call time.
-- `create or replace` of private.account_export; secrets stay hidden by the same rule.

create or replace function private.account_export() returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  me uuid := private.require_caller();
  ref record;
  hidden text[];
  rows_json jsonb;
  tables jsonb := '{}'::jsonb;
begin
  for ref in
    select u.schema_name, u.table_name,
      (select string_agg(format('t.%I = $1', col), ' or ') from unnest(u.column_names) col) as matches
    from private.user_reference_columns() u
    union all
    -- A table one key away: each of its keys to a user table matches that table's rows of the user.
    select n.nspname::text, c.relname::text,
      string_agg(format('t.%I in (select r.%I from %I.%I r where %s)', a.attname, ra.attname, u.schema_name,
        u.table_name, (select string_agg(format('r.%I = $1', col), ' or ') from unnest(u.column_names) col)),
        ' or ')
    from pg_catalog.pg_constraint k
    join pg_catalog.pg_class c on c.oid = k.conrelid
    join pg_catalog.pg_namespace n on n.oid = c.relnamespace
    join pg_catalog.pg_attribute a on a.attrelid = k.conrelid and a.attnum = k.conkey[1]
    join pg_catalog.pg_class rc on rc.oid = k.confrelid
    join pg_catalog.pg_namespace rn on rn.oid = rc.relnamespace
    join pg_catalog.pg_attribute ra on ra.attrelid = k.confrelid and ra.attnum = k.confkey[1]
    join private.user_reference_columns() u on u.schema_name = rn.nspname and u.table_name = rc.relname
    where k.contype = 'f' and array_length(k.conkey, 1) = 1
      and n.nspname not in ('auth', 'pg_catalog', 'information_schema')
      and not exists (select 1 from private.user_reference_columns() d
                      where d.schema_name = n.nspname and d.table_name = c.relname)
    group by n.nspname, c.relname
    order by 1, 2
  loop
    select coalesce(array_agg(a.attname::text), '{}') into hidden
    from pg_catalog.pg_attribute a
    where a.attrelid = format('%I.%I', ref.schema_name, ref.table_name)::regclass and a.attnum > 0
      and (a.attname ~* '(token|password|secret)'
           or (ref.schema_name = 'private' and ref.table_name = 'mail_outbox' and a.attname = 'payload'));
    execute format('select coalesce(jsonb_agg(to_jsonb(t) - $2), ''[]''::jsonb) from %I.%I t where %s',
      ref.schema_name, ref.table_name, ref.matches)
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
