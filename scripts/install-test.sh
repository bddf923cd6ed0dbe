#!/usr/bin/env bash
# Tests `make install` and `make uninstall`: installs into a temporary prefix (with a space in its
# name, beside files of another program), checks that exactly the five files arrive, runs the
# installed binary, reads the man page with `man -l` and through `man -w`'s search path, checks
# the completion scripts' syntax, uninstalls and checks that only the other program's files are
# left. Then the same with a staging DESTDIR, and the default PREFIX ($HOME/.local).
# Installs man-db when `man` is missing. Prints one line per check and `N passed, M failed`.
# Usage: scripts/install-test.sh   (make install-test builds the release binary first)
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v man >/dev/null 2>&1; then
  sh scripts/apt-install.sh install-test man-db
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/tagless-install-XXXXXX")
trap 'rm -rf "$work"' EXIT
passed=0
failed=0
ok() {
  passed=$((passed + 1))
  echo "ok   $1"
}
fail() {
  failed=$((failed + 1))
  echo "FAIL $1"
}

installed=(
  bin/tagless
  share/bash-completion/completions/tagless
  share/fish/vendor_completions.d/tagless.fish
  share/man/man1/tagless.1
  share/zsh/site-functions/_tagless
)
foreign=(bin/other-tool share/man/man1/other-tool.1)

# The files under $1, relative to it, sorted, one a line.
files_under() {
  (cd "$1" && find . \( -type f -o -type l \) -printf '%P\n' | LC_ALL=C sort)
}

# Checks that the files under $1 are exactly the remaining arguments.
expect_files() {
  local root="$1" what="$2"
  shift 2
  local want got
  want=$(printf '%s\n' "$@" | sed '/^$/d' | LC_ALL=C sort)
  got=$(files_under "$root")
  if [ "$got" = "$want" ]; then
    ok "$what"
  else
    fail "$what: found [$(echo "$got" | tr '\n' ' ')], want [$(echo "$want" | tr '\n' ' ')]"
  fi
}

# MARK: - A prefix of its own, beside another program's files

prefix="$work/pre fix"
for file in "${foreign[@]}"; do
  mkdir -p "$(dirname "$prefix/$file")"
  echo "not tagless's" >"$prefix/$file"
done

make -s install PREFIX="$prefix" >"$work/install.log" 2>&1 || {
  cat "$work/install.log"
  fail "make install PREFIX=…"
  echo "$passed passed, $failed failed"
  exit 1
}
expect_files "$prefix" "make install puts the five files under PREFIX" "${installed[@]}" "${foreign[@]}"

if [ "$(stat -c %a "$prefix/bin/tagless")" = 755 ] &&
  [ "$(stat -c %a "$prefix/share/man/man1/tagless.1")" = 644 ]; then
  ok "the binary is executable (755), the rest readable (644)"
else
  fail "modes: $(stat -c '%a %n' "$prefix/bin/tagless" "$prefix/share/man/man1/tagless.1")"
fi

result=$("$prefix/bin/tagless" -e '1+2' 2>&1) || true
if [ "$result" = 3 ]; then ok "the installed binary evaluates -e 1+2"; else fail "-e 1+2 printed '$result'"; fi

result=$(printf 'x = 6\nx * 7\n' | "$prefix/bin/tagless" 2>&1) || true
if [ "$result" = 42 ]; then ok "the installed binary runs pipe mode"; else fail "pipe mode printed '$result'"; fi

page=$(MANWIDTH=100 man -l "$prefix/share/man/man1/tagless.1" 2>"$work/man.err") || true
if grep -q "^NAME" <<<"$page" && grep -q "tagless .* A calculator built on tagless-final interpreters" <<<"$page" &&
  grep -q -- "--interpreter" <<<"$page" && grep -q "Evaluate one line and print its result" <<<"$page" &&
  [ ! -s "$work/man.err" ]; then
  ok "man -l reads the man page: NAME, the options and their help"
else
  fail "man -l: $(head -c 300 "$work/man.err") $(head -c 300 <<<"$page")"
fi

found=$(MANPATH="$prefix/share/man" man -w tagless 2>&1) || true
if [ "$found" = "$prefix/share/man/man1/tagless.1" ]; then
  ok "man finds the page in PREFIX/share/man"
else
  fail "man -w tagless with MANPATH=PREFIX/share/man found '$found'"
fi

if bash -c 'source "$1" && complete -p tagless' _ "$prefix/share/bash-completion/completions/tagless" \
  >"$work/bash.out" 2>&1 && grep -q "tagless$" "$work/bash.out"; then
  ok "bash loads the completion script and completes tagless"
else
  fail "bash completion: $(head -c 300 "$work/bash.out")"
fi

for shell in zsh fish; do
  case $shell in
    zsh) script="$prefix/share/zsh/site-functions/_tagless" ;;
    fish) script="$prefix/share/fish/vendor_completions.d/tagless.fish" ;;
  esac
  if ! grep -q "tagless" "$script"; then
    fail "$shell completion script does not mention tagless"
  elif ! command -v "$shell" >/dev/null 2>&1; then
    ok "$shell completion script written ($shell is not installed to check its syntax)"
  elif "$shell" -n "$script" >"$work/$shell.out" 2>&1; then
    ok "$shell completion script parses ($shell -n)"
  else
    fail "$shell -n: $(head -c 300 "$work/$shell.out")"
  fi
done

make -s uninstall PREFIX="$prefix" >"$work/uninstall.log" 2>&1 || cat "$work/uninstall.log"
expect_files "$prefix" "make uninstall removes exactly tagless's files" "${foreign[@]}"
for file in "${foreign[@]}"; do rm "$prefix/$file"; done
expect_files "$prefix" "nothing else is left in the prefix"

# MARK: - DESTDIR

stage="$work/stage"
make -s install DESTDIR="$stage" PREFIX=/opt/tagless-test >"$work/stage.log" 2>&1 || cat "$work/stage.log"
expect_files "$stage/opt/tagless-test" "DESTDIR: the files go under DESTDIR/PREFIX" "${installed[@]}"
expect_files "$stage" "DESTDIR: nothing elsewhere under DESTDIR" "${installed[@]/#/opt/tagless-test/}"
if [ ! -e /opt/tagless-test ]; then ok "DESTDIR: nothing written to PREFIX itself"; else fail "/opt/tagless-test exists"; fi
make -s uninstall DESTDIR="$stage" PREFIX=/opt/tagless-test >>"$work/stage.log" 2>&1 || cat "$work/stage.log"
expect_files "$stage" "DESTDIR: make uninstall leaves no file"

# MARK: - The default PREFIX

plan=$(make -s -n install HOME="$work/home" 2>&1) || true
if grep -q "\"$work/home/.local/bin/tagless\"" <<<"$plan" &&
  grep -q "\"$work/home/.local/share/man/man1/tagless.1\"" <<<"$plan"; then
  ok "PREFIX defaults to \$HOME/.local"
else
  fail "make -n install with HOME=$work/home plans: $(grep 'install -D' <<<"$plan" | head -2)"
fi

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
