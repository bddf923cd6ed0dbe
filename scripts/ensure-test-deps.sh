#!/bin/sh
# Ensures the Python modules the end-to-end tests import are there for the python3 on PATH:
# pexpect (the REPL on a pty) and mpmath (the reference values of the differential tests).
# Idempotent: does nothing when both import.
# Debian's own python3 refuses `pip install` (an externally managed environment): its modules
# come from apt (python3-pexpect, python3-mpmath). Any other python3 (pyenv, a virtualenv)
# gets them from PyPI with its own pip.
set -eu

missing=""
for module in pexpect mpmath; do
  python3 -c "import $module" >/dev/null 2>&1 || missing="$missing $module"
done
if [ -z "$missing" ]; then
  echo "ensure-test-deps: pexpect and mpmath import; nothing to do"
  exit 0
fi

if python3 -c 'import sys; sys.exit(0 if sys.prefix == "/usr" else 1)' && command -v apt-get >/dev/null 2>&1; then
  packages=""
  for module in $missing; do packages="$packages python3-$module"; done
  # shellcheck disable=SC2086  # word splitting of the package list is intended
  sh "$(dirname "$0")/apt-install.sh" ensure-test-deps $packages
else
  # shellcheck disable=SC2086
  python3 -m pip install --quiet $missing
fi

for module in $missing; do
  if ! python3 -c "import $module" >/dev/null 2>&1; then
    echo "ensure-test-deps: installed$missing but python3 still cannot import $module" >&2
    exit 1
  fi
done
echo "ensure-test-deps: installed$missing"
