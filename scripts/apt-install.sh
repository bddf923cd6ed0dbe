#!/bin/sh
# Installs Debian packages with apt-get (quietly; its output is shown only when it fails), for the
# project's set-up scripts. Uses sudo only when not running as root.
# Usage: scripts/apt-install.sh WHO PACKAGE...   (WHO names the caller in messages)
set -eu

who="$1"
shift

if ! command -v apt-get >/dev/null 2>&1; then
  echo "$who: apt-get not found; install by hand: $*" >&2
  exit 1
fi

SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then
    SUDO="sudo"
  else
    echo "$who: not root and sudo not found; run as root: apt-get install $*" >&2
    exit 1
  fi
fi

log=$(mktemp)
trap 'rm -f "$log"' EXIT
run() {
  if ! $SUDO env DEBIAN_FRONTEND=noninteractive "$@" >"$log" 2>&1; then
    cat "$log" >&2
    echo "$who: '$*' failed" >&2
    exit 1
  fi
}
run apt-get update -q
run apt-get install -y -q --no-install-recommends "$@"
