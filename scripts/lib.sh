# Helpers shared by start.sh, test.sh, dev.sh, bench.sh and pg-cluster.sh. Sourced, not run.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
PNPM_VERSION="12.21.0"
APPS=(host mfe-activities mfe-agenda mfe-account mfe-learning mfe-records)
PORTS=(3000 3001 3002 3003 3004 3005)
# The static server of releases/ (scripts/release.mjs: RELEASES_URL defaults to this port).
RELEASES_PORT=3010

say() { printf '\n\033[1;34m==> %s\033[0m\n' "$*"; }

ensure_pnpm() {
  if command -v pnpm >/dev/null 2>&1 && [[ "$(pnpm --version)" == 12.* ]]; then return; fi
  say "Installo pnpm ${PNPM_VERSION} (npm i -g)"
  npm install -g "pnpm@${PNPM_VERSION}" --no-fund --no-audit >/dev/null 2>&1 || {
    say "npm i -g non riuscito: provo con corepack"
    COREPACK_INTEGRITY_KEYS=0 corepack enable
    COREPACK_INTEGRITY_KEYS=0 corepack prepare "pnpm@${PNPM_VERSION}" --activate
  }
  pnpm --version
}

# Installs Debian packages (through sudo when not root).
apt_install() {
  local sudo=""
  if [[ "$(id -u)" != "0" ]]; then sudo="sudo"; fi
  $sudo apt-get update -y >/dev/null
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y "$@" >/dev/null
}

# Debian's Chromium, and its headless shell (the same engine without the browser's own UI: what
# Playwright runs for headless tests, e2e/support/chromium.ts).
ensure_chromium() {
  local missing=()
  if [[ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]]; then missing+=(chromium); fi
  if [[ ! -x /usr/bin/chromium-headless-shell ]]; then missing+=(chromium-headless-shell); fi
  if ((${#missing[@]} == 0)); then return; fi
  say "Installo dai pacchetti Debian: ${missing[*]}"
  apt_install "${missing[@]}"
  /usr/bin/chromium --version || true
}

install_deps() {
  say "Installo le dipendenze (pnpm install)"
  (cd "$ROOT" && CI=true pnpm install --frozen-lockfile --reporter=append-only | tail -n 3)
}

# The API compiled into api/dist (esbuild, about a second): what `pnpm start` in api/ runs.
build_api() {
  say "Build dell'API (esbuild, api/dist)"
  (cd "$ROOT/api" && pnpm run build)
}

# One webpack build: build_one <label> <folder> [VAR=value…]; its log in /tmp, shown if it fails.
build_one() {
  local label="$1" dir="$2"
  shift 2
  local log="/tmp/colleghi-build-$label.log" t=$SECONDS
  if (cd "$ROOT/$dir" && env "$@" pnpm run build >"$log" 2>&1); then
    echo "  $label: $((SECONDS - t)) s"
  else
    cat "$log"
    echo "Build di $label non riuscita" >&2
    return 1
  fi
}

# Runs builds given as "label folder [VAR=value…]", two at a time: a webpack build keeps about
# one core busy, so on two cores the pair takes little more than the longer of the two.
build_queue() {
  local jobs="${BUILD_JOBS:-2}" failed=0 spec
  for spec in "$@"; do
    while (($(jobs -rp | wc -l) >= jobs)); do wait -n || failed=1; done
    # shellcheck disable=SC2086 # the spec is words on purpose: label, folder, variables
    build_one $spec &
  done
  while (($(jobs -rp | wc -l) > 0)); do wait -n || failed=1; done
  return "$failed"
}

build_all() {
  say "Build di produzione: host e cinque remoti"
  local start=$SECONDS app specs=()
  for app in "${APPS[@]}"; do specs+=("$app $app"); done
  build_queue "${specs[@]}"
  echo "  totale: $((SECONDS - start)) s"
}

# The six apps, plus two more builds of mfe-learning for the e2e suite: against the previous minor
# of every shared library (dist-skew/, the version-skew test serves it next to the current host),
# and with one more page (fixtures/extra-page, dist-new-page/: served on a spare port, its page
# opens in the shell with no host rebuild).
build_all_for_tests() {
  say "Build di produzione: le sei app, mfe-learning con librerie di una minor precedente e con una pagina in più"
  local start=$SECONDS app specs=()
  for app in "${APPS[@]}"; do specs+=("$app $app"); done
  specs+=("mfe-learning-skew mfe-learning COLLEGHI_OLDER_SHARED=1 COLLEGHI_DIST_DIR=dist-skew")
  specs+=("mfe-learning-new-page mfe-learning COLLEGHI_EXTRA_PAGE=1 COLLEGHI_DIST_DIR=dist-new-page")
  build_queue "${specs[@]}"
  echo "  totale: $((SECONDS - start)) s"
}

# Waits until a URL answers (any HTTP status), up to $2 seconds.
wait_for() {
  local url="$1" limit="${2:-60}"
  for _ in $(seq 1 "$limit"); do
    if node -e "fetch('$url').then(()=>process.exit(0),()=>process.exit(1))" 2>/dev/null; then return 0; fi
    sleep 1
  done
  echo "Timeout in attesa di $url" >&2
  return 1
}

# OUTBOX_KEY, unless set: a key kept in api/.data, so that e-mails queued by an earlier run
# (their generated passwords, reset links) still open.
ensure_outbox_key() {
  if [[ -n "${OUTBOX_KEY:-}" ]]; then return; fi
  local key_file="$ROOT/api/.data/outbox-key"
  if [[ ! -s "$key_file" ]]; then
    mkdir -p "$(dirname "$key_file")"
    (umask 077 && node -e "console.log(require('crypto').randomBytes(32).toString('base64'))" >"$key_file")
  fi
  OUTBOX_KEY="$(cat "$key_file")"
  export OUTBOX_KEY
}
