#!/bin/sh
# Builds the release `tagless`, the binary `make install` installs. On Linux it is linked to
# start like a small C tool (Benchmarks/README.md, "Start-up"):
# - the Swift standard library and runtime linked in (--static-swift-stdlib), so that it loads
#   only system C libraries (libc, libm, libgmp, libmpfr, libedit);
# - libstdc++, which the Swift runtime needs, linked in from its archive when the C++ toolchain
#   has one: binding the shared libstdc++'s 1,600 symbols was half of the dynamic loader's work;
# - a position-dependent executable (-no-pie): a PIE of this size carries 45,000 relative
#   relocations that the loader applies, page by page, before `main`. The price is that the
#   executable's own addresses are not randomised (shared libraries' still are).
# macOS has no static Swift runtime: there the ordinary release build. Every release build goes
# through here, so that the flags never change between two of them (changing them recompiles
# every module).
# Usage: scripts/release-build.sh [more swift build arguments, e.g. --scratch-path DIR]
set -eu
cd "$(dirname "$0")/.."
if [ "$(uname -s)" = Linux ]; then
  set -- --static-swift-stdlib -Xlinker -no-pie "$@"
  # A directory holding only the archive, searched before the compiler's own (where
  # libstdc++.so is), makes `-lstdc++` resolve to the archive.
  archive=$("${CLANG:-clang}" -print-file-name=libstdc++.a 2>/dev/null || true)
  if [ -f "$archive" ]; then
    mkdir -p .build/static-libstdc++
    ln -sf "$archive" .build/static-libstdc++/libstdc++.a
    set -- -Xswiftc -L"$PWD/.build/static-libstdc++" "$@"
  fi
fi
exec "${SWIFT:-swift}" build -c release --product tagless "$@"
