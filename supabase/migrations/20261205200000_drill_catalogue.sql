-- The drills a session plan may name. The content lives in libs/drills; its rows are generated into the next
-- migration (npm run drills:sql) so the server can check a plan's drill ids and minutes without trusting the client.
create table public.drill_catalogue (
  slug text primary key check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  pillar text not null check (pillar in ('technical', 'physical', 'tactical', 'mental')),
  age_group text not null check (age_group in ('8-12', '13-17', '18+')),
  level text not null check (level in ('beginner', 'intermediate', 'advanced')),
  role text not null check (role in ('warm-up', 'main', 'cool-down')),
  minutes integer not null check (minutes between 1 and 60)
);

-- Only migrations write the catalogue. Signed-in players read it (a plan's checks run as them); visitors read drills
-- from the training remote's own content, so anon holds no privilege here.
alter table public.drill_catalogue enable row level security;
create policy drill_catalogue_readable on public.drill_catalogue for select to authenticated using (true);
revoke all on public.drill_catalogue from anon, authenticated;
grant select on public.drill_catalogue to authenticated;
