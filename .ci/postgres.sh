#!/usr/bin/env bash
# Starts a throwaway PostgreSQL 15 on 127.0.0.1:55432 (trust auth, user postgres) for the backend tests.
set -euo pipefail
bindir=""
for candidate in /usr/lib/postgresql/15/bin /usr/lib/postgresql/*/bin /usr/local/bin; do
  if [ -x "$candidate/initdb" ] && [ -x "$candidate/pg_ctl" ]; then bindir="$candidate"; break; fi
done
if [ -z "$bindir" ]; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  bindir=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
fi
# A server already answering there (a developer's machine that ran this before) is used as it is.
if "$bindir/pg_isready" -q -h 127.0.0.1 -p 55432; then
  echo "PostgreSQL already running on 127.0.0.1:55432"
  exit 0
fi
id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
data=$(mktemp -d /tmp/dreampitch-ci-pg.XXXXXX)
chown postgres "$data"
run() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/sh -c "$*"; else sh -c "$*"; fi; }
run "'$bindir/initdb' -D '$data' -U postgres --auth=trust >/dev/null"
run "'$bindir/pg_ctl' -D '$data' -o '-p 55432 -k $data -c listen_addresses=127.0.0.1' -l '$data/log' -w start >/dev/null"
echo "PostgreSQL $("$bindir/postgres" --version | awk '{print $3}') on 127.0.0.1:55432"
