#!/usr/bin/env bash
# The unit and API suites (npm run test:unit) on Node 24 LTS, whatever Node the machine has.
# Node 24 comes from the npm registry's `node` package (it ships the binary) into a temporary
# prefix that is removed on exit; the installed node_modules are reused as they are (no native
# addon in them is tied to one Node ABI). See docs/decisions/012-node-versions.md.
set -euo pipefail
cd "$(dirname "$0")/.."

prefix=$(mktemp -d "${TMPDIR:-/tmp}/portal-node24-XXXXXX")
trap 'rm -rf "$prefix"' EXIT
# The package's preinstall step links its platform binary; allow it explicitly.
echo '{ "private": true, "allowScripts": { "node": true } }' >"$prefix/package.json"
echo "Installing Node 24 into $prefix…"
npm install --prefix "$prefix" --no-save --no-package-lock --no-audit --no-fund \
  --loglevel=error node@^24 >/dev/null

# First on PATH, so npm, vitest and every forked worker run on it.
export PATH="$prefix/node_modules/.bin:$PATH"
version=$(node --version)
if [[ $version != v24.* ]]; then
  echo "Expected Node 24 first on PATH, found $version at $(command -v node)" >&2
  exit 1
fi
echo "Running npm run test:unit on Node $version ($(command -v node))"
npm run test:unit
echo "npm run test:unit passed on Node $version"
