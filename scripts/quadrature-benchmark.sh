#!/usr/bin/env bash
# Quadrature (QUADPACK's QAGS/QAGI in Swift) against SciPy's quad on the 30 integrals of
# IntegralCase.table: evaluations and relative errors, as the Markdown table of
# Benchmarks/README.md ("Quadrature against SciPy"). SciPy's counts and errors were measured by
# scripts/generate-quadrature-table.py when it wrote the table; --check confirms that SciPy
# and mpmath, as installed, still give the committed figures.
#
#   bash scripts/quadrature-benchmark.sh
set -euo pipefail
cd "$(dirname "$0")/.."
python3 scripts/generate-quadrature-table.py --check
swift run --package-path Benchmarks QuadratureTable
