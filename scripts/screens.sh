#!/usr/bin/env bash
# pnpm screens: pictures of every route (as a visitor and signed in) and of the main dialogs and
# panels, at 1280 and 941 px, from the production builds on their own ports (as the e2e suite
# serves them), into e2e/screens-output/<width>/. --skip-build reuses the builds already there.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$ROOT"

ensure_pnpm
ensure_chromium
install_deps
if [[ " $* " != *" --skip-build "* ]]; then build_all; fi
rm -rf e2e/screens-output
say "Fotografo ogni rotta e i dialoghi principali a 1280 e 941 px"
(cd e2e && pnpm run screens)
count=$(find e2e/screens-output -name '*.png' | wc -l)
say "Fatto: $count immagini in e2e/screens-output/1280 e e2e/screens-output/941"
