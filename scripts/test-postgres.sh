#!/usr/bin/env bash
# Runs the demo-request test suite (tests/leads) against a real PostgreSQL server (npm run test:pg).
#
# - Uses the PostgreSQL server binaries of the Debian package `postgresql` (/usr/lib/postgresql/<v>/bin); when they
#   are missing and we are root, installs the package with apt-get.
# - Starts a throwaway cluster in a temp dir, on a free loopback port (no other interface), as the `postgres` user
#   when run as root, with fsync and synchronous_commit on. Stops it and deletes it on exit, whatever happens.
# - Runs `vitest run tests/leads` with DATABASE_URL pointing at it; exits with vitest's status.
# - When PostgreSQL cannot be had, prints "PostgreSQL unavailable: <reason>" and a skip notice, and exits 0.
set -uo pipefail
cd "$(dirname "$0")/.."

skip() {
  echo "PostgreSQL unavailable: $1"
  echo "SKIPPED: the leads suite was NOT run against PostgreSQL (it still runs against SQLite in npm run test:unit)."
  exit 0
}

find_bin_dir() {
  local dir
  for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
    if [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ]; then
      echo "$dir"
      return 0
    fi
  done
  if command -v initdb >/dev/null 2>&1 && command -v pg_ctl >/dev/null 2>&1; then
    dirname "$(readlink -f "$(command -v initdb)")"
    return 0
  fi
  return 1
}

BIN="$(find_bin_dir)" || {
  [ "$(id -u)" -eq 0 ] || skip "the server binaries are not installed, and installing the Debian package postgresql needs root"
  command -v apt-get >/dev/null 2>&1 || skip "the server binaries are not installed and apt-get is not available"
  echo "Installing the Debian package postgresql with apt-get…"
  export DEBIAN_FRONTEND=noninteractive
  if ! { apt-get update -qq && apt-get install -y -qq postgresql; } >/tmp/leads-pg-apt.log 2>&1; then
    tail -n 5 /tmp/leads-pg-apt.log
    skip "apt-get install postgresql failed (log: /tmp/leads-pg-apt.log)"
  fi
  BIN="$(find_bin_dir)" || skip "the postgresql package is installed but initdb/pg_ctl were not found"
}

RUN_AS=()
if [ "$(id -u)" -eq 0 ]; then
  id postgres >/dev/null 2>&1 || skip "running as root and there is no 'postgres' user to run the server as"
  if command -v runuser >/dev/null 2>&1; then RUN_AS=(runuser -u postgres --); else RUN_AS=(sudo -u postgres); fi
fi

PORT="$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')" \
  || skip "could not find a free loopback port"
TMP="$(mktemp -d /tmp/leads-pg.XXXXXX)" || skip "could not create a temp dir"
[ "$(id -u)" -eq 0 ] && chown postgres: "$TMP"
DATA="$TMP/data"

cleanup() {
  if [ -f "$DATA/postmaster.pid" ]; then
    "${RUN_AS[@]}" "$BIN/pg_ctl" -D "$DATA" -m fast -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$TMP"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

echo "PostgreSQL: $("$BIN/postgres" --version 2>/dev/null || echo "$BIN") — throwaway cluster on 127.0.0.1:$PORT in $TMP"
if ! "${RUN_AS[@]}" "$BIN/initdb" -D "$DATA" -U postgres -A trust -E UTF8 --no-locale >"$TMP/initdb.log" 2>&1; then
  tail -n 5 "$TMP/initdb.log"
  skip "initdb failed"
fi
if ! "${RUN_AS[@]}" "$BIN/pg_ctl" -D "$DATA" -l "$TMP/server.log" -w -t 60 \
  -o "-c listen_addresses=127.0.0.1 -p $PORT -k $TMP -c fsync=on -c synchronous_commit=on -c max_connections=100" \
  start >/dev/null 2>&1; then
  tail -n 5 "$TMP/server.log" 2>/dev/null
  skip "the server did not start"
fi

DB=leads_test
if ! "$BIN/createdb" -h 127.0.0.1 -p "$PORT" -U postgres "$DB" >/dev/null 2>&1; then
  if [ -x "$BIN/createdb" ]; then skip "could not create the test database"; fi
  DB=postgres
fi

export DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/$DB"
echo "Running tests/leads against PostgreSQL ($DATABASE_URL)…"
# Not the unit tests' JSON report (scripts/time-test-steps.mjs names one for the step both run in).
VITEST_JSON= npx vitest run tests/leads "$@"
status=$?
echo "PostgreSQL run finished with status $status."
exit $status
