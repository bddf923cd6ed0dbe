#!/bin/sh
# Builds the release `tagless`, the binary `make install` installs: on Linux with the Swift
# standard library and runtime linked in (--static-swift-stdlib), so that it loads only system
# C libraries (libc, libm, libstdc++, libgmp, libedit) and starts in about half the time and
# memory of the dynamically linked build (Benchmarks/README.md, "Start-up"). macOS has no static
# Swift runtime: there the ordinary release build. Every release build goes through here, so
# that the flag never changes between two of them (changing it recompiles every module).
# Usage: scripts/release-build.sh [more swift build arguments, e.g. --scratch-path DIR]
set -eu
static=""
[ "$(uname -s)" = Linux ] && static=--static-swift-stdlib
exec "${SWIFT:-swift}" build -c release --product tagless $static "$@"
