#!/usr/bin/env bash
# One command: install everything (pnpm, Chromium, PostgreSQL, dependencies), then run every
# check and test: format, lint, typecheck, unit + component tests of each package, the API tests
# twice (embedded PGlite, then a throwaway PostgreSQL server), production builds, and Playwright
# end-to-end tests across the federated apps.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
source "$ROOT/scripts/pg-cluster.sh"
cd "$ROOT"
# The PostgreSQL cluster goes away however the run ends (success, failure, Ctrl+C).
trap pg_cluster_stop EXIT
trap 'exit 130' INT TERM

RESULTS="$ROOT/test-results/summary"
rm -rf "$RESULTS" && mkdir -p "$RESULTS"
started=$SECONDS

ensure_pnpm
ensure_chromium
ensure_postgres
install_deps

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

say "Test del server statico, del riepilogo, delle release e delle regole ESLint (node --test)"
node --test --test-reporter=spec --test-reporter-destination=stdout --test-reporter=./scripts/node-test-reporter.mjs \
  --test-reporter-destination="$RESULTS/node-static.json" scripts/serve-static.test.mjs scripts/test-summary.test.mjs \
  scripts/release.test.mjs scripts/eslint-rules.test.mjs

for pkg in rules shared "${APPS[@]}"; do
  say "Test unitari e di componente: $pkg"
  (cd "$pkg" && pnpm exec jest --ci --json --outputFile="$RESULTS/jest-$pkg.json")
done

say "Test API (server reale, database PGlite reale)"
(cd api && env -u TEST_DATABASE_URL pnpm run test --ci --json --outputFile="$RESULTS/jest-api.json")

# The same suite on a real PostgreSQL server (a fresh database per test file); the tests that
# start several API processes on one database run only here. TEST_DATABASE_URL stays exported
# until the end of the run.
say "Test API su PostgreSQL (cluster temporaneo, rimosso alla fine)"
pg_cluster_start
(cd api && pnpm run test --ci --json --outputFile="$RESULTS/jest-api-postgres.json")

build_api
build_all
build_skewed_remote
build_new_page_remote

say "Test end-to-end (Playwright + Chromium di Debian, build di produzione su porte separate)"
(cd e2e && PLAYWRIGHT_JSON_OUTPUT_NAME="$RESULTS/playwright.json" pnpm exec playwright test --reporter=list,json)

say "Riepilogo ($((SECONDS - started)) s)"
node scripts/test-summary.mjs "$RESULTS"
