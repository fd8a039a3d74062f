#!/usr/bin/env bash
# npm test: every check and every test — typecheck, lint, format, unused code, unit and API
# tests (vitest), then browser tests (Playwright on Debian's Chromium) against the built app.
# As an npm script it runs on the root devDependency `node` (Node 24 LTS, ADR 012).
set -euo pipefail
cd "$(dirname "$0")/.."

echo "npm test on Node $(node --version) ($(command -v node))"

# Debian's Chromium, as a newcomer gets it: installed when missing, and in CI (CI set, as .ci/run
# does) also upgraded to the current package, so the browser tests run on today's Chromium rather
# than whatever an older run left on the machine.
if [ ! -x /usr/bin/chromium ] || [ -n "${CI:-}" ]; then
  echo "Installing or upgrading Debian's chromium for the browser tests…"
  if [ "$(id -u)" = 0 ]; then as_root=(); else as_root=(sudo); fi
  "${as_root[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${as_root[@]}" apt-get install -y -qq chromium >/dev/null
fi
echo "Browser tests on $(/usr/bin/chromium --version 2>/dev/null)"

phase() { echo "== $(date -u +%H:%M:%S) $*"; }
phase "validate"
# npm run validate's checks, in two lanes on CI's two cores: tsc and ESLint each use one core, and
# together they were most of the phase's 111 s (typecheck ~38 CPU s, format 14, knip 3, lint ~52).
# Each lane's output is shown when the lane ends; either lane failing fails npm test.
lane_log=$(mktemp -d)
(npm run typecheck && npm run format:check && npm run knip) >"$lane_log/types" 2>&1 &
types_lane=$!
lint_status=0
npm run lint >"$lane_log/lint" 2>&1 || lint_status=$?
types_status=0
wait "$types_lane" || types_status=$?
cat "$lane_log/types" "$lane_log/lint"
rm -rf "$lane_log"
if [ "$types_status" != 0 ] || [ "$lint_status" != 0 ]; then
  echo "validate failed (typecheck, format or knip: exit $types_status; lint: exit $lint_status)"
  exit 1
fi
phase "unit and API tests"
npm run test:unit
phase "build"
npm run build
phase "browser tests"
npm run test:e2e
phase "npm test passed"
