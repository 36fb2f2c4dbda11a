#!/bin/sh
# Runs the real Chromium (E2E_CHROMIUM) with its arguments, except that every
# --disable-features switch is joined into one, and so is every
# --enable-features. Chromium honours only the last of each, so the tests'
# own list would otherwise replace the one Playwright passes (which keeps,
# among others, HTTPS upgrades off).
set -eu
disabled=''
enabled=''
for argument in "$@"; do
  shift
  case "$argument" in
    --disable-features=*) disabled="${disabled:+$disabled,}${argument#--disable-features=}" ;;
    --enable-features=*) enabled="${enabled:+$enabled,}${argument#--enable-features=}" ;;
    *) set -- "$@" "$argument" ;;
  esac
done
if [ -n "$disabled" ]; then set -- "$@" "--disable-features=$disabled"; fi
if [ -n "$enabled" ]; then set -- "$@" "--enable-features=$enabled"; fi
exec "${E2E_CHROMIUM:?the path of the real Chromium}" "$@"
