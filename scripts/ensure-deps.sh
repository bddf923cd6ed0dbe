#!/bin/sh
# Ensures the C libraries Tagless builds against are installed: libedit (line editing, the
# CLibEdit target), GMP (big integers, CGMP) and MPFR (correctly rounded binary floating point),
# with pkg-config, which finds them. Idempotent: does nothing when they are present.
# Debian/Ubuntu: the missing ones of libedit-dev, libgmp-dev, libmpfr-dev and pkg-config, in one
# apt-get call (scripts/apt-install.sh; sudo only when not root).
# macOS: libedit comes with the SDK (usr/include/histedit.h, usr/lib/libedit.tbd); GMP and MPFR
# come from Homebrew (`brew install gmp mpfr pkg-config`): Homebrew's pkg-config reads the brew
# prefix's lib/pkgconfig, where gmp.pc and mpfr.pc are, so SwiftPM's `pkgConfig: "gmp"` finds
# the headers and libraries under /opt/homebrew (or /usr/local) without any setting.
set -eu

if [ "$(uname -s)" = Darwin ]; then
  sdk=$(xcrun --show-sdk-path 2>/dev/null || true)
  if [ -z "$sdk" ] || [ ! -f "$sdk/usr/include/histedit.h" ]; then
    echo "ensure-deps: no histedit.h in the macOS SDK${sdk:+ ($sdk)}; install the Xcode command line tools (xcode-select --install)" >&2
    exit 1
  fi
  if command -v pkg-config >/dev/null 2>&1 && pkg-config --exists gmp mpfr; then
    echo "ensure-deps: SDK libedit, GMP $(pkg-config --modversion gmp), MPFR $(pkg-config --modversion mpfr); nothing to do"
    exit 0
  fi
  if command -v brew >/dev/null 2>&1; then
    brew install gmp mpfr pkg-config
    exit 0
  fi
  echo "ensure-deps: GMP and MPFR not found by pkg-config; install Homebrew, then: brew install gmp mpfr pkg-config" >&2
  exit 1
fi

# The Debian packages whose pkg-config module is missing.
missing() {
  has_pkg_config=0
  command -v pkg-config >/dev/null 2>&1 && has_pkg_config=1
  [ "$has_pkg_config" = 1 ] || printf ' %s' pkg-config
  for pair in libedit:libedit-dev gmp:libgmp-dev mpfr:libmpfr-dev; do
    module=${pair%%:*}
    if [ "$has_pkg_config" = 0 ] || ! pkg-config --exists "$module"; then
      printf ' %s' "${pair#*:}"
    fi
  done
}

versions() {
  echo "libedit $(pkg-config --modversion libedit), GMP $(pkg-config --modversion gmp), MPFR $(pkg-config --modversion mpfr)"
}

packages=$(missing)
if [ -z "$packages" ]; then
  echo "ensure-deps: $(versions); nothing to do"
  exit 0
fi

# shellcheck disable=SC2086  # word splitting of the package list is intended
sh "$(dirname "$0")/apt-install.sh" ensure-deps $packages

if [ -z "$(missing)" ]; then
  echo "ensure-deps: installed$packages ($(versions))"
else
  echo "ensure-deps: installed$packages but pkg-config still cannot find:$(missing)" >&2
  exit 1
fi
