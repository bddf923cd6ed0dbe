# Tagless: two commands set everything up on a fresh Debian machine with Swift installed.
#   make repl   installs what is missing (libedit-dev), builds, and starts the REPL
#   make test   installs what is missing, then runs the whole test suite

SWIFT ?= swift
BIN := .build/release/tagless

.PHONY: repl test deps build warnings release unit e2e fuzz stream examples format lint bench pipe-bench recursion-bench clean

repl: release
	@$(BIN)

test: deps
	SWIFT=$(SWIFT) bash scripts/build-tests.sh
	$(SWIFT) test
	python3 Tests/EndToEnd/repl_pty_test.py .build/debug/tagless
	python3 Tests/EndToEnd/faults_test.py .build/debug/tagless
	python3 Tests/EndToEnd/history_test.py .build/debug/tagless

deps:
	@bash scripts/ensure-libedit.sh

build: deps
	$(SWIFT) build

# The test build must print no warning. `make test` checks what it compiles (everything, on a
# fresh clone); this compiles everything again in a scratch directory of its own.
warnings: deps
	rm -rf .build-warnings
	SWIFT=$(SWIFT) bash scripts/build-tests.sh --scratch-path .build-warnings

release: deps
	$(SWIFT) build -c release --product tagless

unit: deps
	$(SWIFT) test

e2e: build
	python3 Tests/EndToEnd/repl_pty_test.py .build/debug/tagless
	python3 Tests/EndToEnd/faults_test.py .build/debug/tagless
	python3 Tests/EndToEnd/history_test.py .build/debug/tagless

# Hardening beyond the test suite (CI runs these after `make test`).
fuzz: deps
	bash scripts/fuzz.sh 60

stream: deps
	bash scripts/stream-test.sh 1024

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

clean:
	rm -rf .build .build-warnings Benchmarks/.build
