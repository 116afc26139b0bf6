#!/usr/bin/env bash
# pnpm bench: installs what it needs, then bench/src/main.ts builds every app (and a monolith of
# the same source), serves them on ports 3200-3210 + API 8200, measures, and writes
# bench/results/latest.{json,md}. Options: --runs N (default 5), --skip-build, --skip-api, --cpu N.
# DATABASE_URL=postgres://… adds the API load run on PostgreSQL.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$ROOT"

ensure_pnpm
ensure_chromium
install_deps
build_api
cd bench && pnpm run bench "$@"
