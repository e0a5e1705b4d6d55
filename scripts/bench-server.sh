#!/usr/bin/env bash
# Load benchmark of the production server: wrk against nginx (deploy/nginx.conf) on
# loopback, 10 s per target, for a docs page, a hashed asset and a not-found page, with
# brotli accepted as browsers do. Prints requests/s, p99 latency and errors; a run with
# errors exits non-zero. Needs a build (npm run build). Not part of npm test: figures, not
# assertions about speed.
#   npm run bench:server            (starts and stops nginx on port 4180)
#   BENCH_URL=http://host:port npm run bench:server   (an already running server)
set -euo pipefail
cd "$(dirname "$0")/.."
command -v wrk >/dev/null || bash scripts/setup.sh
DURATION="${BENCH_DURATION:-10s}"
THREADS="${BENCH_THREADS:-2}"
CONNECTIONS="${BENCH_CONNECTIONS:-64}"

if [ -z "${BENCH_URL:-}" ]; then
  PORT=4180
  bash scripts/serve.sh start "${PORT}" >/dev/null
  trap 'bash scripts/serve.sh stop "${PORT}"' EXIT
  BENCH_URL="http://127.0.0.1:${PORT}"
fi

asset="$(grep -o '/assets/js/main\.[0-9a-f]*\.js' build/index.html | head -1)"
targets=(
  "docs page|/docs/quick-start/quick-install"
  "asset|${asset}"
  "not found|/no-such-page"
)

printf '%-10s %-44s %12s %10s %10s %8s\n' target path 'requests/s' 'p50' 'p99' errors
failed=0
for target in "${targets[@]}"; do
  name="${target%%|*}"
  path="${target#*|}"
  out="$(wrk -t"${THREADS}" -c"${CONNECTIONS}" -d"${DURATION}" --latency -H 'Accept-Encoding: br, gzip' "${BENCH_URL}${path}")"
  rps="$(awk '/^Requests\/sec:/ {print $2}' <<<"${out}")"
  p50="$(awk '$1 == "50%" {print $2}' <<<"${out}")"
  p99="$(awk '$1 == "99%" {print $2}' <<<"${out}")"
  # Socket errors, plus non-2xx/3xx answers except on the target that must be a 404.
  socket="$(awk -F'[ ,]+' '/Socket errors/ {print $4 + $6 + $8 + $10}' <<<"${out}")"
  non2xx="$(awk '/Non-2xx or 3xx responses/ {print $5}' <<<"${out}")"
  errors=$(( ${socket:-0} + $([ "${name}" = "not found" ] && echo 0 || echo "${non2xx:-0}") ))
  [ "${errors}" -eq 0 ] || failed=1
  printf '%-10s %-44s %12s %10s %10s %8s\n' "${name}" "${path}" "${rps}" "${p50}" "${p99}" "${errors}"
done
echo "wrk: ${THREADS} threads, ${CONNECTIONS} connections, ${DURATION} per target, loopback, $(nproc) cores"
exit "${failed}"
