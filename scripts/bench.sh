#!/usr/bin/env bash
# pnpm bench: installs what it needs, then bench/src/main.ts builds every app (and a monolith of
# the same source), serves them on ports 3200-3210 + API 8200, measures, and writes
# bench/results/latest.{json,md}. Options: --runs N (default 5), --skip-build, --skip-api, --cpu N,
# --api-only (only the API load run, no build nor browser: bench/results/api-latest.{json,md}),
# --skip-lighthouse, --lighthouse-only (the six apps and Lighthouse's mobile profile on /, /signin
# and /courses: its section of bench/results/latest.{json,md}), --live-only (only the event
# streams: N streams, --live-streams 100,500,2000, on one API process on PGlite and on two on
# PostgreSQL: bench/results/live-latest.{json,md}; a full run measures them last).
# The API load runs on PGlite, then on PostgreSQL: DATABASE_URL's server when set, otherwise a
# throwaway cluster when PostgreSQL's server binaries are installed.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$ROOT"

ensure_pnpm
if [[ " $* " != *" --api-only "* && " $* " != *" --live-only "* ]]; then ensure_chromium; fi
install_deps
build_api
cd bench && pnpm run bench "$@"
