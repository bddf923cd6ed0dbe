import Foundation
import Testing

@testable import Tagless

/// ``Quadrature`` on integrands whose area a Gauss–Kronrod rule can miss.
///
/// Narrow peaks, wide ranges, shifted Gaussians: each either comes back within `1e-10` of mpmath's value
/// (`mpmath.quad` at 30 digits with breakpoints at the features) or, where no rule can see
/// the area, as an error; never as a value that misses it.
@Suite struct QuadratureMissedAreaTests {
  /// An integrand, its range, and mpmath's integral (nil: the method must refuse).
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let integrand: @Sendable (Double) -> Double
    let lower: Double
    let upper: Double
    let truth: Double?
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    // Every node of the first rule is thousands of widths from the peak at 0 (was 0).
    Case(
      name: "exp(-x^2) on [0, 1e6]", integrand: { x in exp(-x * x) }, lower: 0, upper: 1e6,
      truth: 0.88622692545275801365),
    // The peak is the first rule's centre, then an end of both halves (was 3.7e-50).
    Case(
      name: "exp(-(x-5000)^2) on [0, 10000]", integrand: { x in exp(-(x - 5000) * (x - 5000)) },
      lower: 0, upper: 10_000, truth: 1.7724538509055160273),
    Case(
      name: "exp(-x^2/1e6) on [0, 1e9]", integrand: { x in exp(-x * x / 1e6) }, lower: 0,
      upper: 1e9, truth: 886.22692545275801365),
    Case(
      name: "two peaks on [0, 1e6]",
      integrand: { x in exp(-x * x) + exp(-(x - 5e5) * (x - 5e5)) }, lower: 0, upper: 1e6,
      truth: 2.6586807763582740409),
    // A peak beside an endpoint singularity, which the extrapolation would otherwise blur.
    Case(
      name: "1/sqrt(x) with a peak at 0.5",
      integrand: { x in 1 / x.squareRoot() + exp(-(x - 0.5) * (x - 0.5) * 1e8) }, lower: 0,
      upper: 1, truth: 2.0001772453850905418),
    Case(
      name: "log(x) with a peak at 0.25",
      integrand: { x in log(x) + exp(-(x - 0.25) * (x - 0.25) * 1e6) }, lower: 0, upper: 1,
      truth: -0.99822754614909448397),
    Case(
      name: "a step at the centre", integrand: { x in x >= 0.5 ? 1 : 0 }, lower: 0, upper: 1,
      truth: 0.5),
    Case(
      name: "a narrow Lorentzian at the centre",
      integrand: { x in 1 / (1 + (x - 50) / 1e-3 * ((x - 50) / 1e-3)) }, lower: 0, upper: 100,
      truth: 0.0031415526535897986372),
    // The first rule sees the peak's far tail (6e-72) at one node; its halves see only 0.
    Case(
      name: "a Gaussian of width 10 near the end of [7031.63, 527518]",
      integrand: { x in exp(-((x - 8290) / 10.14) * ((x - 8290) / 10.14)) }, lower: 7031.63,
      upper: 527_518, truth: 17.972682048181932517),
    Case(
      name: "exp(-abs(x-38200)/51.94) on (-inf, inf)",
      integrand: { x in exp(-abs(x - 3.82e4) / 51.94) }, lower: -.infinity, upper: .infinity,
      truth: 103.88),
    // A peak at an end of the range, beside area elsewhere, which no rule's node sees: the
    // range's ends are sampled (was 1.5e-5).
    Case(
      name: "a peak of width 0.05 at the lower end of [38040, 91359], beside 1/(1+x^2)",
      integrand: { x in exp(-abs(x - 38040) / 0.05) + 1 / (1 + x * x) }, lower: 38040,
      upper: 91359, truth: 0.050015342288673324596),
    Case(
      name: "a peak of width 0.05 at the upper end of [38040, 91359], beside 1/(1+x^2)",
      integrand: { x in exp(-abs(91359 - x) / 0.05) + 1 / (1 + x * x) }, lower: 38040,
      upper: 91359, truth: 0.050015342288673324596),
    // Before the ends were sampled, a rounding stop at 38.32 ± 18.3.
    Case(
      name: "a Lorentzian of width 13.6 at the lower end of [-33.1193, 1.1681e7]",
      integrand: { x in 1 / (1 + ((x - 0.03747) / 13.6) * ((x - 0.03747) / 13.6)) + 1 / (1 + x * x)
      },
      lower: -33.1193, upper: 1.1681e7, truth: 40.543319837580455575),
    // Every point sampled is 0: the area between them cannot be seen (was 0).
    Case(
      name: "exp(-abs(x-1e5)) on (-inf, inf)", integrand: { x in exp(-abs(x - 1e5)) },
      lower: -.infinity, upper: .infinity, truth: nil),
    Case(
      name: "exp(-(x-1e4)^2) on (-inf, inf)", integrand: { x in exp(-(x - 1e4) * (x - 1e4)) },
      lower: -.infinity, upper: .infinity, truth: nil),
    Case(
      name: "exp(-(x-5000)^2) on [0, 1e6]", integrand: { x in exp(-(x - 5000) * (x - 5000)) },
      lower: 0, upper: 1e6, truth: nil),
    Case(
      name: "a peak of width 1e-5 at 1e-3 on [0, 1]",
      integrand: { x in exp(-((x - 1e-3) / 1e-5) * ((x - 1e-3) / 1e-5)) }, lower: 0, upper: 1,
      truth: nil),
  ]

  @Test(arguments: cases)
  func agreesWithMpmathOrRefuses(_ integral: Case) {
    let outcome = Result { () throws(QuadratureError<Never>) -> QuadratureEstimate in
      try Quadrature.integrate(integral.integrand, from: integral.lower, to: integral.upper)
    }
    switch (outcome, integral.truth) {
    case (.success(let estimate), let truth?):
      #expect(abs(estimate.value - truth) <= 1e-10 * abs(truth), "\(estimate.value)")
    case (.success(let estimate), nil):
      Issue.record("answered \(estimate.value) where no rule can see the area")
    case (.failure(let error), let truth?):
      Issue.record("refused \(truth): \(error)")
    case (.failure, nil):
      break  // refused, as it must be
    }
  }

  @Test func anIntegrandZeroAtEveryPointSampledIsAnError() {
    do {
      _ = try Quadrature.integrate({ _ in 0 }, from: 0, to: 1)
      Issue.record("an integral of 0 from 23 zeros")
    } catch .zeroEverywhere(let evaluations) {
      // The rule's 21 points and the two ends.
      #expect(evaluations == 23)
    } catch {
      Issue.record("unexpected \(error)")
    }
  }
}
