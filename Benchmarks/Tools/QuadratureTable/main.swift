// Quadrature against SciPy's quad (QUADPACK) on the 30 integrals of IntegralCase.table,
// printed as the Markdown table of Benchmarks/README.md ("Quadrature"): evaluations and
// relative errors side by side. SciPy's figures come from scripts/generate-quadrature-table.py
// (the same request: relative 1e-13, 238 intervals).
//
//   swift run --package-path Benchmarks QuadratureTable

import Tagless
import TaglessWorkloads

/// A relative error as `1.2e-16`, or `0` when exact.
func scientific(_ x: Double) -> String {
  guard x != 0 else { return "0" }
  var exponent = 0
  var mantissa = x
  while mantissa >= 10 {
    mantissa /= 10
    exponent += 1
  }
  while mantissa < 1 {
    mantissa *= 10
    exponent -= 1
  }
  let tenths = Int((mantissa * 10).rounded())
  return "\(tenths / 10).\(tenths % 10)e\(exponent)"
}

print("| integral | range | evaluations | SciPy | relative error | SciPy's | note |")
print("|---|---|---:|---:|---:|---:|---|")
var ours = 0
var theirs = 0
for integral in IntegralCase.table {
  let estimate: QuadratureEstimate
  var note = integral.cancellation > 1 ? "∫\\|f\\| / \\|I\\| = \(Int(integral.cancellation))" : ""
  do {
    estimate = try Quadrature.integrate(
      integral.integrand, from: integral.lower, to: integral.upper)
  } catch .roundoff(let last) {
    estimate = last
    note += (note.isEmpty ? "" : "; ") + "roundoff (both)"
  } catch {
    print("| \(integral.name) | failed: \(error) |")
    continue
  }
  ours += estimate.evaluations
  theirs += integral.scipy
  let error = abs(estimate.value - integral.truth) / abs(integral.truth)
  print(
    "| \(integral.name) | [\(integral.lower), \(integral.upper)] | \(estimate.evaluations) "
      + "| \(integral.scipy) | \(scientific(error)) | \(scientific(integral.scipyError)) "
      + "| \(note) |")
}
print("| total | | \(ours) | \(theirs) | | | |")
