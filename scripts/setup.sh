#!/usr/bin/env bash
# Installs what the site's build and tests need on a fresh Debian machine: npm packages
# from package-lock.json, and Debian's chromium (for Playwright), nginx with its brotli
# module (to serve the build as production does), wrk (server benchmark) and a Chinese
# font. Safe to run again: it only installs what is missing.
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing+=(nginx)
[ -e /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] || missing+=(libnginx-mod-http-brotli-static)
# wrk: the server load benchmark (scripts/bench-server.sh).
command -v wrk >/dev/null 2>&1 || missing+=(wrk)
# A Simplified Chinese font. The build lays out the zh pages' Mermaid diagrams in Chromium, and
# the benchmark and tests render zh pages there: without a CJK font every Han character is drawn
# as a placeholder box, and the diagrams are measured with it. Noto Sans CJK is Android's.
command -v fc-list >/dev/null 2>&1 || missing+=(fontconfig)
[ -n "$(fc-list :lang=zh-cn family 2>/dev/null)" ] || missing+=(fonts-noto-cjk)

if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing Debian packages: ${missing[*]}"
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# npm ci when node_modules is absent or older than the lock file.
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "setup: installing npm packages (npm ci)"
  npm ci --no-audit --no-fund
fi
# The patches in patches/ again, whatever installed the packages: npm ci applies them
# (postinstall), but `npm install <package>` rewrites installed packages without running the
# project's postinstall, and a build with an unpatched theme was seen here to sort with
# Intl.Collator during hydration. Applying an applied patch changes nothing.
npx patch-package >/dev/null
echo "setup: ready (chromium $(chromium --version 2>/dev/null | awk '{print $2}'), $(/usr/sbin/nginx -v 2>&1 | sed 's/.*: //'))"
