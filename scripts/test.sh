#!/usr/bin/env bash
# One command: install everything (pnpm, Chromium, PostgreSQL, dependencies), then run every
# check and test: format, lint, typecheck, unit + component tests of each package, the API tests
# twice (embedded PGlite, then a throwaway PostgreSQL server), production builds, and Playwright
# end-to-end tests across the federated apps.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
source "$ROOT/scripts/pg-cluster.sh"
cd "$ROOT"
RESULTS="$ROOT/test-results/summary"
# One line per phase (label, seconds, outcome, its reports): the summary prints where the time went.
PHASES="$ROOT/test-results/phases.tsv"
rm -rf "$RESULTS" "$PHASES" && mkdir -p "$RESULTS"
started=$SECONDS
PHASE_LABEL=""
PHASE_REPORTS=""
PHASE_START=0
SUMMARIZED=""
PG_SUITE_PID=""

# phase "label" [report…]: ends the phase under way and starts the next; the reports are the
# names (without .json) of the files in $RESULTS that the phase writes.
phase() {
  phase_end ok
  PHASE_LABEL="$1"
  shift
  PHASE_REPORTS="$(IFS=,; echo "$*")"
  PHASE_START=$SECONDS
}

phase_end() {
  if [[ -z "$PHASE_LABEL" ]]; then return 0; fi
  printf '%s\t%s\t%s\t%s\n' "$PHASE_LABEL" "$((SECONDS - PHASE_START))" "$1" "$PHASE_REPORTS" \
    >>"$PHASES"
  PHASE_LABEL=""
}

# However the run ends (success, failure, Ctrl+C): the PostgreSQL cluster goes away, and a run
# that stopped early still says how far it got and how long each phase took.
on_exit() {
  local code=$?
  if [[ -n "$PHASE_LABEL" ]]; then phase_end "$([[ $code == 0 ]] && echo ok || echo failed)"; fi
  if [[ -n "$PG_SUITE_PID" ]]; then
    kill -- "-$PG_SUITE_PID" 2>/dev/null || true
    wait "$PG_SUITE_PID" 2>/dev/null || true
  fi
  pg_cluster_stop
  if [[ -z "$SUMMARIZED" && -f "$PHASES" ]]; then
    say "Riepilogo della corsa interrotta ($((SECONDS - started)) s)"
    node "$ROOT/scripts/test-summary.mjs" "$RESULTS" "$PHASES" || true
  fi
}
trap on_exit EXIT
trap 'exit 130' INT TERM

phase "Preparazione (pnpm, Chromium, PostgreSQL, dipendenze)"
ensure_pnpm
ensure_chromium
ensure_postgres
install_deps

phase "Controlli (Prettier, ESLint, contratto API, pacchetto condiviso, tsc)"
say "Formattazione (prettier --check)"
pnpm run format:check

say "Lint (eslint)"
pnpm run lint

say "Contratto API: tipi generati dallo schema OpenAPI aggiornati"
pnpm --filter @colleghi/api-contract run check

say "Il pacchetto condiviso tiene solo ciò che usano almeno due app"
node scripts/shared-usage.mjs --check

say "Typecheck (tsc --noEmit, ogni pacchetto)"
pnpm run typecheck

phase "Test node (server statico, riepilogo, release, regole ESLint)" node-static
say "Test del server statico, del riepilogo, delle release e delle regole ESLint (node --test)"
node --test --test-reporter=spec --test-reporter-destination=stdout --test-reporter=./scripts/node-test-reporter.mjs \
  --test-reporter-destination="$RESULTS/node-static.json" scripts/serve-static.test.mjs scripts/test-summary.test.mjs \
  scripts/release.test.mjs scripts/eslint-rules.test.mjs

UNIT_PACKAGES=(rules shared "${APPS[@]}")
phase "Test unitari e di componente (jest, ${#UNIT_PACKAGES[@]} pacchetti)" "${UNIT_PACKAGES[@]/#/jest-}"
for pkg in "${UNIT_PACKAGES[@]}"; do
  say "Test unitari e di componente: $pkg"
  (cd "$pkg" && pnpm exec jest --ci --maxWorkers=2 --json --outputFile="$RESULTS/jest-$pkg.json")
done

phase "Test API su PGlite (jest, 2 worker)" jest-api
say "Test API (server reale, database PGlite reale)"
(cd api && env -u TEST_DATABASE_URL pnpm run test --ci --json --outputFile="$RESULTS/jest-api.json")

phase "Build di produzione (API, sei app, remoti per skew e nuova pagina)"
build_api
build_all_for_tests

# Playwright keeps 1.2 to 1.5 of the two cores busy (the browser waits on timers and the
# network), and a second worker is no faster; every other suite keeps both cores busy. So the API suite on PostgreSQL runs beside the
# end-to-end tests, at a lower priority (nice), and takes the CPU the browser leaves: the phase
# lasts until both are done, and its log is printed when it ends, not mixed with Playwright's.
phase "Test end-to-end (Playwright) e, in parallelo, test API su PostgreSQL" \
  playwright playwright-exclusive jest-api-postgres
# The same API suite on a real PostgreSQL server (a fresh database per test file); the tests that
# start several API processes on one database run only here. TEST_DATABASE_URL stays exported
# until the end of the run.
say "Test API su PostgreSQL (cluster temporaneo, rimosso alla fine), in parallelo"
pg_cluster_start
PG_SUITE_LOG="$ROOT/test-results/jest-api-postgres.log"
pg_suite_started=$SECONDS
# Its own process group (setsid), so that a run stopped early stops all of it (on_exit).
setsid nice -n 10 bash -c 'cd api && exec pnpm run test --ci --json --outputFile="$1"' _ \
  "$RESULTS/jest-api-postgres.json" >"$PG_SUITE_LOG" 2>&1 &
PG_SUITE_PID=$!

# Two invocations (e2e/playwright.config.ts): the journeys, then the files that must run alone;
# the second runs even if the first failed, and the run fails after both.
e2e_failed=0
say "Test end-to-end (Playwright + Chromium di Debian, build di produzione su porte separate)"
(cd e2e && PLAYWRIGHT_JSON_OUTPUT_NAME="$RESULTS/playwright.json" \
  pnpm exec playwright test --project journeys --reporter=list,json) || e2e_failed=1
say "Test end-to-end che cambiano ciò che vedono tutte le pagine (un worker, database nuovo)"
(cd e2e && PLAYWRIGHT_JSON_OUTPUT_NAME="$RESULTS/playwright-exclusive.json" \
  pnpm exec playwright test --project exclusive --no-deps --reporter=list,json) || e2e_failed=1

pg_suite_failed=0
wait "$PG_SUITE_PID" || pg_suite_failed=1
PG_SUITE_PID=""
say "Test API su PostgreSQL: il log (in parallelo ai test end-to-end, $((SECONDS - pg_suite_started)) s)"
cat "$PG_SUITE_LOG"
if [[ $e2e_failed != 0 || $pg_suite_failed != 0 ]]; then exit 1; fi

phase_end ok
SUMMARIZED=1
say "Riepilogo ($((SECONDS - started)) s)"
node scripts/test-summary.mjs "$RESULTS" "$PHASES"
