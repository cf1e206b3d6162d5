#!/usr/bin/env bash
# Installs code-server (VS Code in a browser) for the end-to-end test, from the committed lock,
# into e2e/code-server/node_modules. Run from vscode-extension/ with Node 24 first on PATH and
# npm_config_nodedir pointing at its headers (the Makefile's test-vscode-e2e does both).
# Everything it downloads or writes stays in ignored folders of the repository.
set -euo pipefail
cd "$(dirname "$0")/code-server"
stamp=node_modules/.installed
if [[ -f $stamp && $stamp -nt package-lock.json ]]; then
    exit 0
fi
export npm_config_cache="${npm_config_cache:-$PWD/../../.npm-cache}"
# code-server's postinstall builds VS Code's native modules and needs root's --unsafe-perm.
npm ci --unsafe-perm --no-audit --no-fund --loglevel=error
touch "$stamp"
