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

ensure_chromium() {
  if [[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]]; then return; fi
  say "Installo Chromium dai pacchetti Debian"
  apt_install chromium
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

build_all() {
  say "Build di produzione: host e cinque remoti"
  local start=$SECONDS
  for app in "${APPS[@]}"; do
    local t=$SECONDS
    (cd "$ROOT/$app" && pnpm run build >/tmp/colleghi-build-$app.log 2>&1) || {
      cat /tmp/colleghi-build-$app.log
      echo "Build di $app non riuscita" >&2
      return 1
    }
    echo "  $app: $((SECONDS - t)) s"
  done
  echo "  totale: $((SECONDS - start)) s"
}

# mfe-learning as if built against the previous minor of every shared library, into
# mfe-learning/dist-skew: the e2e version-skew test serves it next to the current host.
build_skewed_remote() {
  say "Build di mfe-learning con librerie condivise di una minor precedente (test di version skew)"
  (cd "$ROOT/mfe-learning" && COLLEGHI_OLDER_SHARED=1 COLLEGHI_DIST_DIR=dist-skew pnpm run build \
    >/tmp/colleghi-build-skew.log 2>&1) || {
    cat /tmp/colleghi-build-skew.log
    return 1
  }
}

# mfe-learning with one more page (fixtures/extra-page), into mfe-learning/dist-new-page: the e2e
# test serves it on a spare port and opens the page in the shell, with no host rebuild.
build_new_page_remote() {
  say "Build di mfe-learning con una pagina in più (test delle rotte dichiarate dai remoti)"
  (cd "$ROOT/mfe-learning" && COLLEGHI_EXTRA_PAGE=1 COLLEGHI_DIST_DIR=dist-new-page pnpm run build \
    >/tmp/colleghi-build-new-page.log 2>&1) || {
    cat /tmp/colleghi-build-new-page.log
    return 1
  }
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
