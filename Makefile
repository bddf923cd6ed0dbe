# Tagless: two commands set everything up on a fresh Debian machine with Swift installed.
#   make repl   installs what is missing (libedit-dev, libgmp-dev, libmpfr-dev), builds, and starts the REPL
#   make test   installs what is missing (also pexpect and mpmath for python3), then runs the
#               whole test suite

SWIFT ?= swift
BIN := .build/release/tagless

# `make install` puts these files under $(DESTDIR)$(PREFIX), where each tool looks for them: the
# binary, its man page, and completions for bash (bash-completion), zsh and fish.
# `make uninstall` removes exactly these files.
PREFIX ?= $(HOME)/.local
DESTDIR ?=
INSTALLED := bin/tagless share/man/man1/tagless.1 \
  share/bash-completion/completions/tagless share/zsh/site-functions/_tagless \
  share/fish/vendor_completions.d/tagless.fish
# The man page, written by scripts/manual.py from the command's own --help and :help texts.
MANUAL := .build/manual/tagless.1
COMPLETIONS := .build/completions

.PHONY: repl test deps build warnings docs release unit e2e fuzz stream examples format lint bench pipe-bench recursion-bench precision-bench differential clean
.PHONY: manual completions install uninstall install-test

repl: release
	@$(BIN)

test: deps
	sh scripts/ensure-test-deps.sh
	SWIFT=$(SWIFT) bash scripts/build-tests.sh
	$(SWIFT) test
	python3 Tests/EndToEnd/repl_pty_test.py .build/debug/tagless
	python3 Tests/EndToEnd/faults_test.py .build/debug/tagless
	python3 Tests/EndToEnd/history_test.py .build/debug/tagless
	python3 Tests/EndToEnd/differential_precision_test.py .build/debug/tagless --lines 2000
	python3 Tests/EndToEnd/differential_quadrature_test.py .build/debug/tagless --lines 40

deps:
	@bash scripts/ensure-deps.sh

build: deps
	$(SWIFT) build

# The test build must print no warning. `make test` checks what it compiles (everything, on a
# fresh clone); this compiles everything again in a scratch directory of its own.
warnings: deps
	rm -rf .build-warnings
	SWIFT=$(SWIFT) bash scripts/build-tests.sh --scratch-path .build-warnings

release: deps
	SWIFT=$(SWIFT) sh scripts/release-build.sh

# The man page is dated by the last commit, so that the same source makes the same page.
# (swift-argument-parser's generate-manual plugin dropped non-ASCII text and listed a `help`
# subcommand in the synopsis: scripts/manual.py says why it replaces it.)
manual: release
	mkdir -p $(dir $(MANUAL))
	python3 scripts/manual.py $(BIN) "$$(git log -1 --format=%cs 2>/dev/null || date -u +%Y-%m-%d)" \
	  > $(MANUAL).tmp
	mv $(MANUAL).tmp $(MANUAL)

# swift-argument-parser 1.8 gives zsh's script a `help` subcommand, as a first argument and a
# rest argument beside FILE...'s: zsh then completes nothing ("doubled rest argument
# definition"), and would offer only `help` for a first FILE. Both lines are dropped (make
# install-test checks that zsh completes options, their values and files).
completions: release
	mkdir -p $(COMPLETIONS)
	for shell in bash zsh fish; do \
	  $(BIN) --generate-completion-script $$shell > $(COMPLETIONS)/tagless.$$shell || exit 1; \
	done
	sed -e "/'(-): :->command'/d" -e "/'(-)\*:: :->arg'/d" $(COMPLETIONS)/tagless.zsh \
	  > $(COMPLETIONS)/tagless.zsh.tmp
	mv $(COMPLETIONS)/tagless.zsh.tmp $(COMPLETIONS)/tagless.zsh

install: manual completions
	install -D -m 755 $(BIN) "$(DESTDIR)$(PREFIX)/bin/tagless"
	install -D -m 644 $(MANUAL) "$(DESTDIR)$(PREFIX)/share/man/man1/tagless.1"
	install -D -m 644 $(COMPLETIONS)/tagless.bash \
	  "$(DESTDIR)$(PREFIX)/share/bash-completion/completions/tagless"
	install -D -m 644 $(COMPLETIONS)/tagless.zsh "$(DESTDIR)$(PREFIX)/share/zsh/site-functions/_tagless"
	install -D -m 644 $(COMPLETIONS)/tagless.fish \
	  "$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/tagless.fish"

uninstall:
	for file in $(INSTALLED); do rm -f "$(DESTDIR)$(PREFIX)/$$file" || exit 1; done

# Installs into a temporary prefix (and a staging DESTDIR), runs the installed binary, reads the
# man page and uninstalls, leaving nothing behind (CI runs it).
install-test: release
	bash scripts/install-test.sh

unit: deps
	$(SWIFT) test

e2e: build
	python3 Tests/EndToEnd/repl_pty_test.py .build/debug/tagless
	python3 Tests/EndToEnd/faults_test.py .build/debug/tagless
	python3 Tests/EndToEnd/history_test.py .build/debug/tagless

# Hardening beyond the test suite (CI runs these after `make test`).
fuzz: deps
	bash scripts/fuzz.sh 60

stream: release
	TAGLESS=$(BIN) bash scripts/stream-test.sh 1024

# The DocC documentation of the two libraries, the language (catalog:
# Sources/Tagless/Tagless.docc) and exact and precise arithmetic
# (Sources/TaglessPrecision/TaglessPrecision.docc), built into
# .build/plugins/Swift-DocC/outputs/TARGET.doccarchive. Warnings are errors, so every
# ``symbol link`` in a catalog and in the public symbols' doc comments must resolve (DocC
# resolves none across modules: a symbol of the other module is written in code voice); the
# second run checks the links in the internal symbols' comments too (its output is only a
# check). CI runs this.
docs:
	mkdir -p .build/docs-internal
	for target in Tagless TaglessPrecision; do \
	  $(SWIFT) package --disable-sandbox generate-documentation --target $$target \
	    --warnings-as-errors || exit 1; \
	  $(SWIFT) package --disable-sandbox generate-documentation --target $$target \
	    --warnings-as-errors --symbol-graph-minimum-access-level private \
	    --output-path .build/docs-internal/$$target || exit 1; \
	done

# Re-record the Examples/ transcripts and script outputs from what the code prints now.
examples: deps
	TAGLESS_RECORD=1 $(SWIFT) test --filter Examples

format:
	$(SWIFT) format --in-place --recursive Package.swift Sources Tests Benchmarks/Package.swift Benchmarks/Benchmarks

lint:
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests

bench: deps
	$(SWIFT) package --package-path Benchmarks benchmark

pipe-bench: release
	bash scripts/pipe-benchmark.sh

recursion-bench: release
	bash scripts/recursion-benchmark.sh

# Exact and precise against bc -l: the six functions at 1,000 digits and 100,000 short lines at
# 50 digits (add `growth` by hand: bash scripts/precision-benchmark.sh growth).
precision-bench: release
	BUILD=0 bash scripts/precision-benchmark.sh functions pipe

# Precise and exact against Python's decimal, fractions and (when installed) mpmath on 24,000
# random lines; `make test` runs 2,000 of them.
differential: build
	python3 Tests/EndToEnd/differential_precision_test.py .build/debug/tagless --lines 24000 --seed 1

clean:
	rm -rf .build .build-warnings Benchmarks/.build
