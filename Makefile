# Tagless: two commands set everything up on a fresh Debian machine with Swift installed.
#   make repl   installs what is missing (libedit-dev), builds, and starts the REPL
#   make test   installs what is missing, then runs the whole test suite

SWIFT ?= swift
BIN := .build/release/tagless

.PHONY: repl test deps build release unit e2e fuzz stream docs examples format lint bench pipe-bench recursion-bench clean

repl: release
	@$(BIN)

test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test
	python3 Tests/EndToEnd/repl_pty_test.py .build/debug/tagless
	python3 Tests/EndToEnd/faults_test.py .build/debug/tagless

deps:
	@bash scripts/ensure-libedit.sh

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release --product tagless

unit: deps
	$(SWIFT) test

e2e: build
	python3 Tests/EndToEnd/repl_pty_test.py .build/debug/tagless
	python3 Tests/EndToEnd/faults_test.py .build/debug/tagless

# Hardening beyond the test suite (CI runs these after `make test`).
fuzz: deps
	bash scripts/fuzz.sh 60

stream: deps
	bash scripts/stream-test.sh 1024

# The DocC documentation of the Tagless library (catalog: Sources/Tagless/Tagless.docc), built
# into .build/plugins/Swift-DocC/outputs/Tagless.doccarchive. Warnings are errors, so every
# ``symbol link`` in the catalog and in the public symbols' doc comments must resolve; the second
# run checks the links in the internal symbols' comments too (its output is only a check).
# CI runs this.
docs:
	$(SWIFT) package --disable-sandbox generate-documentation --target Tagless --warnings-as-errors
	$(SWIFT) package --disable-sandbox generate-documentation --target Tagless --warnings-as-errors \
	  --symbol-graph-minimum-access-level private --output-path .build/docs-internal

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
	rm -rf .build Benchmarks/.build
