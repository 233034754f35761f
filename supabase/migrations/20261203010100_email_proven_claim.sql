-- Whether the account's address is proven, carried in the session (issue 19): the family page's HTML chooses its first
-- notice from the session stored on the device, before any request (tools/prerender/storedFrameScripts.ts), and a
-- proof through our own mailed links left no trace there, so a proven parent saw "Verify your e-mail address" on every
-- visit until the server's answer arrived.
--
-- `auth.users.raw_app_meta_data.email_proven` is true exactly when private.caller_email() would answer the address
-- (a row of private.verified_emails for the current address), absent otherwise. GoTrue returns it as the user's
-- `app_metadata` with every session and refresh; the user cannot write it (GoTrue's PUT /user ignores app_metadata).
-- It only selects which notice the page's HTML shows first: every rule still reads private.verified_emails.
--
-- A BEFORE UPDATE trigger computes it on every write of the user row, so nothing can leave it stale: an e-mail change
-- (the new address is unproven until proven), and GoTrue writing the row back from what it read at the start of its
-- request (its own confirmation updates the row, then may write raw_app_meta_data again). A proof touches the row to
-- have it recomputed.

create function private.email_proven_claim() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if exists (select 1 from private.verified_emails v where v.user_id = new.id and v.email = lower(new.email)) then
    new.raw_app_meta_data := coalesce(new.raw_app_meta_data, '{}'::jsonb) || '{"email_proven": true}'::jsonb;
  else
    new.raw_app_meta_data := coalesce(new.raw_app_meta_data, '{}'::jsonb) - 'email_proven';
  end if;
  return new;
end;
$$;
revoke all on function private.email_proven_claim() from public, anon, authenticated;

create trigger keep_email_proven_claim
  before update on auth.users
  for each row execute function private.email_proven_claim();

-- create or replace of 20261124170000_verified_parents.sql: the proof, then the claim (the trigger above). Called from
-- on_auth_user_email_confirmed too, an AFTER trigger of GoTrue's own update: this second update sets no column that
-- trigger watches, so it does not run again.
create or replace function private.mark_email_verified(p_user uuid, p_email text) returns void
language sql volatile security definer set search_path = '' as $$
  insert into private.verified_emails (user_id, email) values (p_user, lower(p_email)) on conflict do nothing;
  update auth.users set raw_app_meta_data = raw_app_meta_data where id = p_user;
$$;

-- Addresses proven before this migration.
update auth.users u set raw_app_meta_data = u.raw_app_meta_data
where exists (select 1 from private.verified_emails v where v.user_id = u.id);
