#!/usr/bin/env bash
# One command: install everything, build the API and the six apps, start the API with demo data
# and one static server per app, then print where to look. Ctrl+C stops everything.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$ROOT"

ensure_pnpm
install_deps
build_api
build_all
# The host's build wrote its own config.json (every remote at its base build): the releases the
# remotes' teams made stay live across it, each checked against the new host first.
say "Release dei remoti registrate in releases/ (pnpm releases)"
node scripts/release.mjs restore

pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  # The API finishes its requests and closes its database before the terminal comes back.
  for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
}
trap cleanup EXIT INT TERM

# The API's e-mails go to MailDev (SMTP 1025, inbox 1080, both on localhost only), unless
# SMTP_URL names another server. The secrets in them (generated passwords, reset links) are
# sealed with a key kept in api/.data, so that e-mails queued by an earlier run still open.
MAILDEV=""
if [[ -z "${SMTP_URL:-}" ]]; then
  say "Avvio MailDev (SMTP su localhost:1025, posta in arrivo su http://localhost:1080)"
  "$ROOT/node_modules/.bin/maildev" --smtp 1025 --web 1080 --ip 127.0.0.1 --web-ip 127.0.0.1 \
    --silent &
  pids+=($!)
  wait_for "http://localhost:1080/api/healthz" 60
  export SMTP_URL="smtp://localhost:1025"
  MAILDEV=1
fi
ensure_outbox_key

say "Avvio API su http://localhost:8000 (dati in api/.data)"
# exec: the pid is pnpm's, which passes SIGTERM on to the API (node dist/main.js).
# The demo pays with the offline sandbox on purpose (PAYMENTS=sandbox: allowed even when
# NODE_ENV=production is exported in the shell).
(cd api && CORS_ORIGINS="${CORS_ORIGINS:-http://localhost:3100}" PAYMENTS="${PAYMENTS:-sandbox}" exec pnpm start) &
pids+=($!)
wait_for "http://localhost:8000/api/subjects/" 180

for i in "${!APPS[@]}"; do
  node scripts/serve-static.mjs "${APPS[$i]}/dist" "${PORTS[$i]}" &
  pids+=($!)
done
for port in "${PORTS[@]}"; do wait_for "http://localhost:$port/" 30; done
node scripts/serve-static.mjs partner-demo 3100 &
pids+=($!)
wait_for "http://localhost:3100/" 30
# The releases of single remotes (pnpm release <remote>, scripts/release.mjs), one folder each.
mkdir -p releases
node scripts/serve-static.mjs releases "$RELEASES_PORT" &
pids+=($!)
wait_for "http://localhost:$RELEASES_PORT/" 30

cat <<'TXT'

  Colleghi è pronto:  http://localhost:3000

  Remoti (ciascuno sul proprio server, anche in modalità autonoma):
    attività      http://localhost:3001     agenda     http://localhost:3002
    profilo       http://localhost:3003     formazione http://localhost:3004
    verbali       http://localhost:3005
  API             http://localhost:8000/api/
  Riferimento API http://localhost:8000/api/docs/   (OpenAPI: /api/schema/)
  Portale partner con l'agenda incorporata   http://localhost:3100
  Release dei remoti  http://localhost:3010   (pnpm release <remoto>, pnpm rollback <remoto>, pnpm releases)
TXT
if [[ -n "$MAILDEV" ]]; then
  echo "  Posta in arrivo (MailDev) http://localhost:1080   (le e-mail inviate dall'API)"
else
  echo "  Posta: l'API invia a SMTP_URL (impostata da te), MailDev non è avviato"
fi
cat <<'TXT'

  Account demo (password per tutti: Colleghi2026)
    avvocato@demo.colleghi.it        Avvocato
    stabilito@demo.colleghi.it       Avvocato stabilito
    praticante@demo.colleghi.it      Praticante avvocato
    abilitato@demo.colleghi.it       Praticante avvocato abilitato
    commercialista@demo.colleghi.it  Commercialista
    collega.roma@demo.colleghi.it    Avvocato a Roma (riceve le richieste demo)

  Ctrl+C per fermare tutto.
TXT
wait
