#!/usr/bin/env bash
# Runs the whole test suite under a sanitizer, then the end-to-end tests against a `tagless`
# built with the same sanitizer.
#
#   scripts/sanitize.sh address     # AddressSanitizer (also catches stack overflow cleanly)
#   scripts/sanitize.sh thread      # ThreadSanitizer (Swift Testing runs tests in parallel)
#   scripts/sanitize.sh undefined   # UndefinedBehaviorSanitizer, for C code only (see below)
#
# Swift 6.3.1 rejects `-sanitize=undefined` for Swift code on Linux ("unsupported option"), and
# Swift itself traps on overflow and out-of-bounds access. So `undefined` instruments the C code
# (`-Xcc -fsanitize=undefined`) and links the UBSan runtime; today the only C is the header of
# inline libedit wrappers (Sources/CLibEdit), so it guards C added later more than it tests now.
#
# Each sanitizer builds in its own scratch directory (.build-asan, .build-tsan, .build-ubsan).
# Exit status: non-zero when a test failed or the sanitizer reported anything.
set -euo pipefail
cd "$(dirname "$0")/.."

sanitizer="${1:-}"
case "$sanitizer" in
  address) scratch=.build-asan flags=(--sanitize=address) ;;
  thread) scratch=.build-tsan flags=(--sanitize=thread) ;;
  undefined)
    scratch=.build-ubsan
    flags=(-Xcc -fsanitize=undefined -Xcc -fno-sanitize-recover=undefined
      -Xswiftc -Xclang-linker -Xswiftc -fsanitize=undefined)
    ;;
  *)
    echo "usage: scripts/sanitize.sh address|thread|undefined" >&2
    exit 2
    ;;
esac

bash scripts/ensure-deps.sh >/dev/null

# Tests with time bounds can read this to allow for the sanitizer's slowdown (5 to 25 times).
export TAGLESS_SANITIZER="$sanitizer"
# Every report is fatal, and the Swift runtime's backtracer stays out of the sanitizer's way.
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS="${ASAN_OPTIONS:-halt_on_error=1:detect_leaks=0:detect_stack_use_after_return=0}"
export TSAN_OPTIONS="${TSAN_OPTIONS:-halt_on_error=1:second_deadlock_stack=1}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-halt_on_error=1:print_stacktrace=1}"

# Sanitized frames are larger: input at the nesting limit needs more than the 8 MiB that every
# thread gets by default on Linux (glibc sizes thread stacks from this soft limit).
ulimit -S -s 262144

echo "sanitize: swift test ${flags[*]}"
swift build --build-tests "${flags[@]}" --scratch-path "$scratch"
swift test --skip-build "${flags[@]}" --scratch-path "$scratch"

echo "sanitize: end-to-end tests against tagless built with the $sanitizer sanitizer"
swift build --product tagless "${flags[@]}" --scratch-path "$scratch"
binary="$scratch/debug/tagless"
python3 Tests/EndToEnd/faults_test.py "$binary"
python3 Tests/EndToEnd/repl_pty_test.py "$binary"
echo "sanitize: $sanitizer: all passed"
