#!/usr/bin/env bash
# A throwaway PostgreSQL server for the API tests: Debian's postgresql (installed when missing),
# a new cluster in a temp folder on a spare loopback port, removed afterwards.
#
# Sourced (test.sh): pg_cluster_start exports TEST_DATABASE_URL; pg_cluster_stop stops the
# server and deletes the folder (call it from an EXIT trap).
# Run: bash scripts/pg-cluster.sh <command…> runs the command with TEST_DATABASE_URL set, e.g.
#   bash scripts/pg-cluster.sh pnpm --filter @colleghi/api test -- test/reliability/startup-lock.test.ts

source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

PG_CLUSTER_DIR=""
PG_CLUSTER_BIN=""

# The newest Debian PostgreSQL's binaries (initdb and pg_ctl are not on PATH).
pg_bin_dir() {
  local dir
  dir="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
  if [[ -n "$dir" && -x "$dir/initdb" ]]; then echo "$dir"; fi
}

ensure_postgres() {
  if [[ -n "$(pg_bin_dir)" ]]; then return; fi
  say "Installo PostgreSQL dai pacchetti Debian"
  apt_install postgresql
  if [[ -z "$(pg_bin_dir)" ]]; then
    echo "PostgreSQL installato, ma initdb non è in /usr/lib/postgresql/*/bin" >&2
    return 1
  fi
}

# PostgreSQL refuses to run as root: as root the cluster belongs to the postgres user.
pg_as_owner() {
  if [[ "$(id -u)" == "0" ]]; then runuser -u postgres -- "$@"; else "$@"; fi
}

spare_port() {
  node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}

pg_cluster_start() {
  ensure_postgres
  PG_CLUSTER_BIN="$(pg_bin_dir)"
  PG_CLUSTER_DIR="$(mktemp -d "${TMPDIR:-/tmp}/colleghi-pg-XXXXXX")"
  if [[ "$(id -u)" == "0" ]]; then chown postgres: "$PG_CLUSTER_DIR"; fi
  # Durability is of no use to a cluster deleted at the end: fsync off makes it faster.
  pg_as_owner "$PG_CLUSTER_BIN/initdb" -D "$PG_CLUSTER_DIR/data" -U postgres -A trust \
    -E UTF8 --locale=C.UTF-8 --no-sync >"$PG_CLUSTER_DIR/initdb.log" 2>&1 || {
    cat "$PG_CLUSTER_DIR/initdb.log" >&2
    return 1
  }
  local port attempt
  for attempt in 1 2 3; do
    port="$(spare_port)"
    if pg_as_owner "$PG_CLUSTER_BIN/pg_ctl" -D "$PG_CLUSTER_DIR/data" -l "$PG_CLUSTER_DIR/server.log" \
      -w -t 60 -o "-p $port -k $PG_CLUSTER_DIR -c listen_addresses=127.0.0.1 -c fsync=off \
      -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
      start >/dev/null; then
      export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
      echo "PostgreSQL $("$PG_CLUSTER_BIN/postgres" --version | awk '{print $3}') temporaneo su 127.0.0.1:$port ($PG_CLUSTER_DIR)"
      return 0
    fi
    echo "Avvio di PostgreSQL sulla porta $port non riuscito (tentativo $attempt)" >&2
  done
  cat "$PG_CLUSTER_DIR/server.log" >&2
  return 1
}

pg_cluster_stop() {
  if [[ -z "$PG_CLUSTER_DIR" ]]; then return 0; fi
  if [[ -f "$PG_CLUSTER_DIR/data/postmaster.pid" ]]; then
    pg_as_owner "$PG_CLUSTER_BIN/pg_ctl" -D "$PG_CLUSTER_DIR/data" -m immediate -w stop \
      >/dev/null 2>&1 || true
  fi
  rm -rf "$PG_CLUSTER_DIR"
  PG_CLUSTER_DIR=""
  unset TEST_DATABASE_URL
}

if [[ "${BASH_SOURCE[0]}" == "$0" ]]; then
  if [[ $# -eq 0 ]]; then
    echo "Uso: bash scripts/pg-cluster.sh <comando…> (eseguito con TEST_DATABASE_URL impostato)" >&2
    exit 2
  fi
  trap pg_cluster_stop EXIT
  pg_cluster_start
  "$@"
fi
