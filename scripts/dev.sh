#!/usr/bin/env bash
# Development: API in watch mode and a webpack dev server per app (same ports as production).
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$ROOT"
ensure_pnpm
install_deps
pids=()
trap 'for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done' EXIT INT TERM
(cd api && pnpm dev) &
pids+=($!)
for app in "${APPS[@]}"; do
  (cd "$app" && pnpm dev) &
  pids+=($!)
done
say "Sviluppo: http://localhost:3000 (API http://localhost:8000/api/). Ctrl+C per fermare."
wait
