#!/usr/bin/env bash
# The unit and API suites (what `npm run test:unit` runs) on another supported Node line, e.g.
# `bash scripts/test-node.sh 22`, whatever Node the machine has; name workspaces after the line to
# run only theirs (`bash scripts/test-node.sh 22 server`, as CI's PostgreSQL pass does). That Node comes from the npm
# registry's `node` package (it ships the binary) into a temporary prefix removed on exit; the
# installed node_modules are reused as they are (no native addon in them is tied to one Node ABI).
# See docs/decisions/012-node-versions.md.
set -euo pipefail
cd "$(dirname "$0")/.."

major=${1:?usage: bash scripts/test-node.sh MAJOR [WORKSPACE…] (e.g. 22, or 22 server)}
shift
workspaces=("$@")
[ ${#workspaces[@]} -gt 0 ] || workspaces=(schema server web)
prefix=$(mktemp -d "${TMPDIR:-/tmp}/portal-node$major-XXXXXX")
trap 'rm -rf "$prefix"' EXIT
# The package's preinstall step links its platform binary; allow it explicitly.
echo '{ "private": true, "allowScripts": { "node": true } }' >"$prefix/package.json"
echo "Installing Node $major into $prefix…"
npm install --prefix "$prefix" --no-save --no-package-lock --no-audit --no-fund \
  --loglevel=error "node@^$major" >/dev/null

# First on PATH, so vitest and every process it starts run on it. vitest is started directly, not
# through npm: an npm script would put node_modules/.bin, and the root's Node 24, first again.
export PATH="$prefix/node_modules/.bin:$PATH"
version=$(node --version)
if [[ $version != "v$major".* ]]; then
  echo "Expected Node $major first on PATH, found $version at $(command -v node)" >&2
  exit 1
fi
vitest="$PWD/node_modules/vitest/vitest.mjs"
for workspace in "${workspaces[@]}"; do
  echo "Running the $workspace suite on Node $version ($(command -v node))"
  (cd "$workspace" && node "$vitest" run)
done
echo "The ${workspaces[*]} suites passed on Node $version"
