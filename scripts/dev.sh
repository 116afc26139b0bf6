#!/usr/bin/env bash
# Development: API in watch mode, a webpack dev server per app (same ports as production), and
# MailDev (SMTP 1025, inbox 1080, as npm start) that receives the API's e-mails.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$ROOT"
ensure_pnpm
install_deps
pids=()
trap 'for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done' EXIT INT TERM
MAILDEV=""
if [[ -z "${SMTP_URL:-}" ]]; then
  "$ROOT/node_modules/.bin/maildev" --smtp 1025 --web 1080 --ip 127.0.0.1 --web-ip 127.0.0.1 \
    --silent &
  pids+=($!)
  export SMTP_URL="smtp://localhost:1025"
  MAILDEV=1
fi
ensure_outbox_key
(cd api && pnpm dev) &
pids+=($!)
for app in "${APPS[@]}"; do
  (cd "$app" && pnpm dev) &
  pids+=($!)
done
say "Sviluppo: http://localhost:3000 (API http://localhost:8000/api/). Ctrl+C per fermare."
if [[ -n "$MAILDEV" ]]; then
  say "Posta in arrivo (MailDev): http://localhost:1080; anteprima dei modelli: http://localhost:8000/api/dev/emails/"
fi
wait
