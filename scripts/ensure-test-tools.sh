#!/usr/bin/env bash
# The tests need two of Debian's packages: Chromium, which the browser tests drive (Playwright
# cannot download its own browsers here), and the openssl command, with which the wallet tests
# make stand-in certificates and verify pass signatures. Installed when missing and run as root.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
missing=()
[ -x "$CHROMIUM" ] || missing+=(chromium)
command -v openssl >/dev/null || missing+=(openssl)
[ "${#missing[@]}" -eq 0 ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's ${missing[*]} for the tests..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
else
  echo "The tests need ${missing[*]} (Chromium at $CHROMIUM, or set CHROMIUM_PATH): install with sudo apt-get install ${missing[*]}." >&2
  exit 1
fi
