#!/usr/bin/env bash
# Tests `make install` and `make uninstall`: installs into a temporary prefix (with a space in its
# name, beside files of another program), checks that exactly the five files arrive, runs the
# installed binary, reads the man page with `man -l` and through `man -w`'s search path, has
# bash, zsh and fish load the completions, checks that the binary has no Foundation or ICU
# (ldd, and its text) and, on Linux, no shared Swift library, uninstalls and checks that only
# the other program's files are left. Then the same with a staging DESTDIR, and the default
# PREFIX ($HOME/.local).
# The man page must keep --help's text whole and list :help's commands; each shell must complete
# option values (--via, --assume, --digits, -i with diff:x). Installs man-db, bash-completion,
# zsh and fish when they are missing. Prints one line per check
# and `N passed, M failed`.
# Usage: scripts/install-test.sh   (make install-test builds the release binary first)
set -euo pipefail
cd "$(dirname "$0")/.."

# What reads the installed files: man, and the three shells with their completion loaders.
missing=""
command -v man >/dev/null 2>&1 || missing="$missing man-db"
[ -f /usr/share/bash-completion/bash_completion ] || missing="$missing bash-completion"
command -v zsh >/dev/null 2>&1 || missing="$missing zsh"
command -v fish >/dev/null 2>&1 || missing="$missing fish"
if [ -n "$missing" ]; then
  echo "install-test: installing$missing"
  # shellcheck disable=SC2086  # word splitting of the package list is intended
  sh scripts/apt-install.sh install-test $missing
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

# A small tool's footprint: no Foundation, FoundationInternationalization or ICU (megabytes of
# start-up and memory), neither as shared libraries (ldd) nor linked in. On Linux the release
# build links the Swift runtime and its libraries statically (scripts/release-build.sh), where
# ldd cannot see them: a Foundation linked in would bring its module names into the binary.
# FoundationEssentials, which swift-argument-parser uses, is allowed.
if command -v ldd >/dev/null 2>&1; then
  libraries=$(ldd "$prefix/bin/tagless" 2>&1) || true
  heavy=$(grep -oE 'lib(Foundation|FoundationInternationalization|_FoundationICU|icu[a-z0-9]*)\.so[^ ]*' \
    <<<"$libraries" || true)
  linked=$(grep -a -o -m 1 -E 'FoundationInternationalization|_FoundationICU' "$prefix/bin/tagless" |
    head -1 || true)
  if [ -z "$heavy" ] && [ -z "$linked" ] && grep -q 'libc\.so' <<<"$libraries"; then
    ok "the binary has no Foundation, FoundationInternationalization or ICU (ldd, and its text)"
  else
    fail "Foundation or ICU: ldd lists '${heavy:-$(head -c 300 <<<"$libraries")}', linked in: '$linked'"
  fi
  if [ "$(uname -s)" = Linux ]; then
    swift=$(grep -oE 'libswift[A-Za-z_]*\.so|libdispatch\.so|libFoundationEssentials\.so' <<<"$libraries" || true)
    if [ -z "$swift" ] && grep -q 'libc\.so' <<<"$libraries"; then
      ok "the Swift runtime is linked in: ldd lists no Swift library"
    else
      fail "ldd lists Swift libraries: $(echo $swift)"
    fi
    # Start-up: nothing for the loader to bind in libstdc++ when its archive is installed.
    archive=$(clang -print-file-name=libstdc++.a 2>/dev/null || true)
    if [ -f "$archive" ]; then
      if ! grep -q 'libstdc++\.so' <<<"$libraries"; then
        ok "libstdc++ is linked in: ldd does not list it"
      else
        fail "ldd lists libstdc++ though $archive is installed"
      fi
    fi
  fi
fi

page=$(MANWIDTH=100 man -l "$prefix/share/man/man1/tagless.1" 2>"$work/man.err") || true
if grep -q "^NAME" <<<"$page" && grep -q "tagless .* A calculator built on tagless-final interpreters" <<<"$page" &&
  grep -q -- "--interpreter" <<<"$page" && grep -q "Evaluate a line and print its result" <<<"$page" &&
  [ ! -s "$work/man.err" ]; then
  ok "man -l reads the man page: NAME, the options and their help"
else
  fail "man -l: $(head -c 300 "$work/man.err") $(head -c 300 <<<"$page")"
fi

# The page is written from --help and :help: its non-ASCII text whole, no phantom subcommand in
# the synopsis, the language, and every REPL command that :help lists.
page=$(LC_ALL=C.UTF-8 MANWIDTH=200 man -l "$prefix/share/man/man1/tagless.1" 2>&1) || true
synopsis=$(sed -n '/^SYNOPSIS/,/^DESCRIPTION/p' <<<"$page")
if grep -q "such as sqrt(2), is marked ≈);" <<<"$page" && ! grep -qi "subcommand" <<<"$synopsis" &&
  grep -q "tagless \[options\] \[file \.\.\.\]" <<<"$synopsis"; then
  ok "the man page keeps the ≈ of --help and lists no subcommand in its synopsis"
else
  fail "man page: synopsis '$(head -c 300 <<<"$synopsis")', ≈ line: $(grep -c "is marked" <<<"$page")"
fi

help=$("$prefix/bin/tagless" -e :help 2>&1) || true
commands=$(grep -oE '^  :[a-z]+' <<<"$help" | tr -d ' ')
repl=$(sed -n '/^REPL COMMANDS/,/^ENVIRONMENT/p' <<<"$page")
missing=$(for command in $commands; do grep -qE "^ +$command( |$)" <<<"$repl" || echo "$command"; done)
if [ -n "$commands" ] && [ -z "$missing" ]; then
  ok "the man page lists every command of :help ($(wc -w <<<"$commands") of them)"
else
  fail "man page: REPL COMMANDS misses [$(echo $missing)] of :help's [$(echo $commands)]"
fi

# THE LANGUAGE is written by hand (scripts/manual.py): it must name every operator and keyword
# of :help's summary, and every built-in function of the grammar.
language=$(sed -n '/^THE LANGUAGE/,/^REPL COMMANDS/p' <<<"$page")
read -ra operators <<<"$(sed -n '2p' <<<"$help")"
builtins=$(sed -n '/Built-in functions (arity):/,/min max/p' Grammar/tagless.ebnf | sed 1d |
  grep -oE '\b[a-z][a-z0-9]*\b' | grep -vE '^(or|more)$')
missing=$(for word in "${operators[@]}" $builtins; do
  grep -qF -- "$word" <<<"$language" || echo "$word"
done)
if [ -n "$builtins" ] && [ "${#operators[@]}" -gt 10 ] && [ -z "$missing" ]; then
  ok "the man page's language names :help's operators and the grammar's $(wc -w <<<"$builtins") built-ins"
else
  fail "man page: THE LANGUAGE misses [$(echo $missing)]"
fi

usage=$("$prefix/bin/tagless" --help 2>&1) || true
result=$("$prefix/bin/tagless" help 2>&1) && status=0 || status=$?
if [ "$status" = 0 ] && [ "$result" = "$usage" ] && grep -q "^USAGE: tagless" <<<"$result"; then
  ok "tagless help prints what tagless --help does"
else
  fail "tagless help: status $status, '$(head -c 200 <<<"$result")'"
fi

# man-db looks in ../share/man beside each directory of PATH.
found=$(env -u MANPATH PATH="$prefix/bin:/usr/bin:/bin" man -w tagless 2>&1) || true
if [ "$found" = "$prefix/share/man/man1/tagless.1" ]; then
  ok "man tagless finds the page when PREFIX/bin is in PATH"
else
  fail "man -w tagless with PREFIX/bin in PATH found '$found'"
fi

# Each shell, told where PREFIX's files are as it would find them, completes `tagless --inter`.
words=$(bash -c 'source "$1" || exit 1; COMP_LINE="tagless --inter"; COMP_POINT=${#COMP_LINE}
  COMP_WORDS=(tagless --inter); COMP_CWORD=1; _tagless tagless --inter tagless
  printf "%s\n" "${COMPREPLY[@]}"' _ "$prefix/share/bash-completion/completions/tagless" 2>&1) || true
if [ "$words" = "--interpreter" ]; then
  ok "bash completes tagless --inter to --interpreter"
else
  fail "bash completion of tagless --inter: '$(head -c 300 <<<"$words")'"
fi

# The values of options: bash's completion function, called as bash calls it.
bash_words() {
  bash -c 'source "$1" || exit 1; shift; COMP_WORDS=("$@"); COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
    COMP_LINE="${COMP_WORDS[*]}"; COMP_POINT=${#COMP_LINE}
    _tagless tagless "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD - 1]}"
    printf "%s\n" "${COMPREPLY[@]}" | LC_ALL=C sort | tr "\n" " "' \
    _ "$prefix/share/bash-completion/completions/tagless" "$@" 2>&1 || true
}
for case in "--via|enum tagless " "--assume|any finite " "--digits|100 1000 10000 50 " \
  "-i|d|diff:x " "--interpreter|p|precise pretty "; do
  IFS='|' read -r option typed want <<<"$case"
  [ -n "$want" ] || { want=$typed; typed=""; }
  words=$(bash_words tagless "$option" "$typed")
  if [ "$words" = "$want" ]; then
    ok "bash completes tagless $option $typed to: $want"
  else
    fail "bash completion of tagless $option '$typed': '$words', want '$want'"
  fi
done

found=$(XDG_DATA_DIRS="$prefix/share" bash -c 'source "$1"; __load_completion tagless;
  complete -p tagless' _ /usr/share/bash-completion/bash_completion 2>&1) || true
if [ "$found" = "complete -o filenames -F _tagless tagless" ]; then
  ok "bash-completion loads it from PREFIX/share/bash-completion/completions"
else
  fail "bash-completion's loader: '$(head -c 300 <<<"$found")'"
fi

words=$(zsh -f -c 'fpath=("$1" $fpath); autoload -Uz compinit; compinit -u -D; print -r -- $_comps[tagless]' \
  _ "$prefix/share/zsh/site-functions" 2>&1) || true
if [ "$words" = "_tagless" ]; then
  ok "zsh's compinit finds _tagless in PREFIX/share/zsh/site-functions"
else
  fail "zsh: compinit gave '$(head -c 300 <<<"$words")' for tagless"
fi

# zsh completing for real, on a pseudo-terminal: an option, values, diff:x whole, and files.
for case in "tagless --inter|tagless --interpreter" "tagless --via |tagless  enum" \
  "tagless --assume f|tagless --assume finite" "tagless --digits 5|tagless --digits 50" \
  "tagless -i d|tagless -i diff:x" "tagless Make|tagless Makefile"; do
  IFS='|' read -r line want <<<"$case"
  shown=$(zsh -f scripts/zsh-complete.zsh "$prefix/share/zsh/site-functions" "$prefix/bin" "$line" 2>&1 |
    tr -d '\r') || true
  if grep -qF -- "$want" <<<"$shown" && ! grep -q "_arguments:" <<<"$shown"; then
    ok "zsh completes '$line' ($want)"
  else
    fail "zsh completion of '$line': $(tail -c 300 <<<"$shown" | cat -v)"
  fi
done

words=$(HOME="$work/home" PATH="$prefix/bin:$PATH" XDG_DATA_DIRS="$prefix/share" \
  fish -c 'complete -C "tagless --inter"' 2>&1) || true
if grep -q "^--interpreter" <<<"$words"; then
  ok "fish completes tagless --inter from PREFIX/share/fish/vendor_completions.d"
else
  fail "fish completion of tagless --inter: '$(head -c 300 <<<"$words")'"
fi

for case in "--via |enum tagless " "--assume |any finite " "-i d|diff:x "; do
  IFS='|' read -r line want <<<"$case"
  words=$(HOME="$work/home" PATH="$prefix/bin:$PATH" XDG_DATA_DIRS="$prefix/share" \
    fish -c "complete -C 'tagless $line'" 2>&1 | cut -f1 | LC_ALL=C sort | tr '\n' ' ') || true
  if [ "$words" = "$want" ]; then
    ok "fish completes tagless $line to: $want"
  else
    fail "fish completion of tagless $line: '$words', want '$want'"
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
