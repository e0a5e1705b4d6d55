#!/usr/bin/env bash
# Serves build/ with nginx on 127.0.0.1, configured like production (deploy/nginx.conf):
#   scripts/serve.sh start [PORT]   start in the background (default port 4173)
#   scripts/serve.sh stop [PORT]    stop it
#   scripts/serve.sh run [PORT]     run in the foreground (Ctrl+C to stop)
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT="$(pwd)"
PORT="${2:-${PORT:-4173}}"
# One folder per port, so a benchmark server and the test server can run side by side.
RUN_DIR="${ROOT}/.nginx/${PORT}"
NGINX=/usr/sbin/nginx

render() {
  mkdir -p "${RUN_DIR}/tmp"
  sed -e "s#__ROOT__#${ROOT}/build#g" -e "s#__LISTEN__#127.0.0.1:${PORT}#g" -e "s#__RUN__#${RUN_DIR}#g" \
    deploy/nginx.conf > "${RUN_DIR}/nginx.conf"
}

case "${1:-run}" in
  start)
    render
    "${NGINX}" -c "${RUN_DIR}/nginx.conf" -p "${RUN_DIR}" -t -q
    "${NGINX}" -c "${RUN_DIR}/nginx.conf" -p "${RUN_DIR}"
    echo "serving build/ on http://127.0.0.1:${PORT}"
    ;;
  stop)
    # Signal the master directly: `nginx -s quit` re-reads the config, and fails once the
    # build it points to has changed (a single-locale build has no build/zh/_server).
    [ -f "${RUN_DIR}/nginx.pid" ] && kill -QUIT "$(cat "${RUN_DIR}/nginx.pid")" 2>/dev/null || true
    ;;
  run)
    render
    echo "serving build/ on http://127.0.0.1:${PORT} (English at /, Chinese at /zh/)"
    exec "${NGINX}" -c "${RUN_DIR}/nginx.conf" -p "${RUN_DIR}" -g 'daemon off;'
    ;;
  *)
    echo "usage: $0 start|stop|run [PORT]" >&2
    exit 2
    ;;
esac
