#!/usr/bin/env bash
# Builds both locales (unless build/ is newer than every source) and serves them with
# nginx on http://127.0.0.1:${PORT:-4173}, like production. Ctrl+C stops it.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
if [ ! -f build/index.html ] || [ -n "$(find docs versioned_docs blog i18n src static docusaurus.config.ts sidebars.ts -newer build/index.html -print -quit)" ]; then
  npm run build
fi
exec bash scripts/serve.sh run "${PORT:-4173}"
