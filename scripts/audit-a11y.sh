#!/usr/bin/env bash
# `npm run audit:a11y`: axe-core (WCAG 2.0/2.1 A and AA) on every page of both sitemaps, at
# desktop and mobile widths, against the production server. Needs a build (npm run build).
set -euo pipefail
cd "$(dirname "$0")/.."
PORT=4182
bash scripts/serve.sh start "${PORT}" >/dev/null
trap 'bash scripts/serve.sh stop "${PORT}"' EXIT
A11Y_ALL=1 E2E_BASE_URL="http://127.0.0.1:${PORT}" npx playwright test tests/e2e/a11y.spec.ts "$@"
