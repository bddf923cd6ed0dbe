#!/bin/sh
# Ensures the libedit development files (and pkg-config) are installed, so that the
# CLibEdit system-library target can build. Idempotent: does nothing when they are present.
# Works on Debian/Ubuntu with apt-get (scripts/apt-install.sh); uses sudo only when not root.
set -eu

have_libedit() {
  if command -v pkg-config >/dev/null 2>&1 && pkg-config --exists libedit; then
    return 0
  fi
  return 1
}

if have_libedit; then
  echo "ensure-libedit: libedit-dev already present ($(pkg-config --modversion libedit)); nothing to do"
  exit 0
fi

packages="libedit-dev"
command -v pkg-config >/dev/null 2>&1 || packages="$packages pkg-config"

# shellcheck disable=SC2086  # word splitting of the package list is intended
sh "$(dirname "$0")/apt-install.sh" ensure-libedit $packages

if have_libedit; then
  echo "ensure-libedit: installed $packages ($(pkg-config --modversion libedit))"
else
  echo "ensure-libedit: installed $packages but pkg-config still cannot find libedit" >&2
  exit 1
fi
