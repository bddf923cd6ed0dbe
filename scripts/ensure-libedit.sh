#!/bin/sh
# Ensures the libedit development files (and pkg-config) are installed, so that the
# CLibEdit system-library target can build. Idempotent: does nothing when they are present.
# Works on Debian/Ubuntu with apt-get (scripts/apt-install.sh); uses sudo only when not root.
# On macOS the SDK has libedit (usr/include/histedit.h, usr/lib/libedit.tbd), found without
# pkg-config.
set -eu

if [ "$(uname -s)" = Darwin ]; then
  sdk=$(xcrun --show-sdk-path 2>/dev/null || true)
  if [ -n "$sdk" ] && [ -f "$sdk/usr/include/histedit.h" ]; then
    echo "ensure-libedit: macOS SDK has libedit ($sdk/usr/include/histedit.h); nothing to do"
    exit 0
  fi
  echo "ensure-libedit: no histedit.h in the macOS SDK${sdk:+ ($sdk)}; install the Xcode command line tools (xcode-select --install)" >&2
  exit 1
fi

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
