-- The profile's copy of the sign-in e-mail follows auth.users (issue 17): GoTrue writes a changed address only once
-- the new mailbox confirmed it (the e-mail change link), and the profile shows it from then on.
create function private.sync_profile_email() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update public.profiles set email = new.email where id = new.id and email is distinct from new.email;
  return new;
end;
$$;
revoke all on function private.sync_profile_email() from public, anon, authenticated;

create trigger on_auth_user_email_changed
  after update of email on auth.users
  for each row when (new.email is distinct from old.email)
  execute function private.sync_profile_email();
