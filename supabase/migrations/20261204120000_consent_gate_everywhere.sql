-- The consent gate on every table that stores a player's own data (issue 37 deliver 3). Until a verified parent
-- consents (`private.consent_pending`), an under-13's writes are refused with `consent_pending`: the five training
-- tables of 20261126300000_consent_pending_writes.sql, and now achievements, goal templates, mindset sessions and
-- routines and support requests too, on insert and on update alike.
--
-- One trigger function, attached by one loop, so every way in is covered (the tables' policies, security-invoker
-- RPCs such as save_goals and security-definer ones such as record_game_result, support_request and
-- pro_save_routine). consent-gate.test.ts lists every table with a column that names an account and fails on one
-- that neither carries this trigger nor is named there as the account itself, the consent request, or billing
-- (the billing functions refuse a waiting child themselves).

do $$
declare
  t record;
begin
  for t in
    select * from (values
      ('public', 'goals'), ('public', 'goal_check_ins'), ('public', 'training_sessions'),
      ('public', 'quick_track_entries'), ('public', 'game_results'), ('public', 'achievements'),
      ('public', 'goal_templates'), ('public', 'mindset_sessions'), ('public', 'mindset_routines'),
      ('private', 'support_requests')
    ) as gated (schema_name, table_name)
  loop
    execute format('drop trigger if exists %I on %I.%I', t.table_name || '_consent_pending', t.schema_name,
      t.table_name);
    execute format('create trigger %I before insert or update on %I.%I for each row '
      'execute function private.refuse_while_consent_pending()', t.table_name || '_consent_pending',
      t.schema_name, t.table_name);
  end loop;
end;
$$;
