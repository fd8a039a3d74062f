#!/usr/bin/env bash
# npm test: every check and every test — typecheck, lint, format, unused code, unit and API
# tests (vitest), then browser tests (Playwright on Debian's Chromium) against the built app.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x /usr/bin/chromium ]; then
  echo "Installing Debian's chromium for the browser tests…"
  if [ "$(id -u)" = 0 ]; then as_root=(); else as_root=(sudo); fi
  "${as_root[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${as_root[@]}" apt-get install -y -qq chromium
fi

npm run validate
npm run test:unit
npm run build
npm run test:e2e
