#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A Gauss–Kronrod pair on `[-1, 1]`: the Kronrod rule gives the estimate, its difference
/// from the embedded Gauss rule the error, scaled as QUADPACK's `dqk21`/`dqk15i` do.
///
/// Nodes and weights are Fullerton's 80-digit values from QUADPACK (1981), checked against the
/// roots of the Legendre polynomials with mpmath; only the positive nodes are stored.
struct GaussKronrod: Sendable {
  /// The positive nodes, largest first; the odd positions (1, 3, …) are the Gauss nodes.
  let nodes: [Double]
  /// The Kronrod weights of `nodes`.
  let kronrodWeights: [Double]
  /// The Gauss weights of `nodes` (zero at the Kronrod-only nodes).
  let gaussWeights: [Double]
  /// The Kronrod weight of the centre.
  let kronrodCentre: Double
  /// The Gauss weight of the centre (zero when the Gauss rule has an even number of nodes).
  let gaussCentre: Double
  /// The order in which the node pairs are summed: QUADPACK's, so the sums round alike and
  /// the adaptive decisions, and evaluation counts, match SciPy's.
  let summationOrder: [Int]

  /// How many points one application evaluates.
  var points: Int { 2 * nodes.count + 1 }

  /// The 21-point Kronrod extension of the 10-point Gauss rule (QUADPACK's QAGS rule).
  static let kronrod21 = GaussKronrod(
    nodes: [
      0.995657163025808080735527280689003, 0.973906528517171720077964012084452,
      0.930157491355708226001207180059508, 0.865063366688984510732096688423493,
      0.780817726586416897063717578345042, 0.679409568299024406234327365114874,
      0.562757134668604683339000099272694, 0.433395394129247190799265943165784,
      0.294392862701460198131126603103866, 0.148874338981631210884826001129720,
    ],
    kronrodWeights: [
      0.011694638867371874278064396062192, 0.032558162307964727478818972459390,
      0.054755896574351996031381300244580, 0.075039674810919952767043140916190,
      0.093125454583697605535065465083366, 0.109387158802297641899210590325805,
      0.123491976262065851077958109831074, 0.134709217311473325928054001771707,
      0.142775938577060080797094273138717, 0.147739104901338491374841515972068,
    ],
    gaussWeights: [
      0, 0.066671344308688137593568809893332, 0, 0.149451349150580593145776339657697,
      0, 0.219086362515982043995534934228163, 0, 0.269266719309996355091226921569469,
      0, 0.295524224714752870173892994651338,
    ],
    kronrodCentre: 0.149445554002916905664936468389821,
    gaussCentre: 0,
    summationOrder: [1, 3, 5, 7, 9, 0, 2, 4, 6, 8]
  )

  /// The 15-point Kronrod extension of the 7-point Gauss rule (QUADPACK's QAGI rule).
  static let kronrod15 = GaussKronrod(
    nodes: [
      0.991455371120812639206854697526329, 0.949107912342758524526189684047851,
      0.864864423359769072789712788640926, 0.741531185599394439863864773280788,
      0.586087235467691130294144838258730, 0.405845151377397166906606412076961,
      0.207784955007898467600689403773245,
    ],
    kronrodWeights: [
      0.022935322010529224963732008058970, 0.063092092629978553290700663189204,
      0.104790010322250183839876322541518, 0.140653259715525918745189590510238,
      0.169004726639267902826583426598550, 0.190350578064785409913256402421014,
      0.204432940075298892414161999234649,
    ],
    gaussWeights: [
      0, 0.129484966168869693270611432679082, 0, 0.279705391489276667901467771423780,
      0, 0.381830050505118944950369775488975, 0,
    ],
    kronrodCentre: 0.209482141084727828012999174891714,
    gaussCentre: 0.417959183673469387755102040816327,
    summationOrder: Array(0..<7)
  )

  /// What one application of the rule to an interval yields.
  struct Estimate {
    /// The Kronrod estimate of the integral.
    var value: Double
    /// QUADPACK's error estimate.
    var error: Double
    /// The estimate of the integral of `|f|`.
    var absoluteIntegral: Double
    /// The estimate of the integral of `|f - mean|`: the scale of the error estimate.
    var deviation: Double
    /// `f` at the interval's centre (a node of both rules here): the value at the ends of the
    /// halves it is bisected into, which their own rules never sample.
    var centreValue: Double
    /// The largest `|f|` at the nodes.
    var peak: Double
    /// The largest `|f|` at the nodes of each half (the centre counts in both): what the
    /// rule of each half, when the interval is bisected, must see again.
    var halfPeaks: (lower: Double, upper: Double)
    /// `f` at the two nodes nearest the left end, nearest first, and at the two nearest the
    /// right end: what a smooth integrand's value at the end must be close to.
    var lowerNodes: (Double, Double)
    var upperNodes: (Double, Double)
  }

  /// How far the nodes nearest the ends of an interval of `width` are from those ends: a
  /// feature narrower than this beside an end is invisible to the rule.
  func gap(width: Double) -> Double { 0.5 * width * (1 - nodes[0]) }

  /// The largest `|f|` at the nodes left of the centre and at those right of it, the centre
  /// in both.
  private static func halfPeaks(
    _ centre: Double, _ left: InlineArray<10, Double>, _ right: InlineArray<10, Double>
  ) -> (lower: Double, upper: Double) {
    var peaks = (lower: abs(centre), upper: abs(centre))
    for j in left.indices {
      peaks.lower = max(peaks.lower, abs(left[j]))
      peaks.upper = max(peaks.upper, abs(right[j]))
    }
    return peaks
  }

  /// Applies the rule to `[a, b]`.
  func estimate<Failure: Error>(
    from a: Double, to b: Double, _ f: (Double) throws(Failure) -> Double
  ) throws(Failure) -> Estimate {
    let centre = 0.5 * (a + b)
    let half = 0.5 * (b - a)
    let centreValue = try f(centre)
    var gauss = gaussCentre * centreValue
    var kronrod = kronrodCentre * centreValue
    var absolute = abs(kronrod)
    var peak = abs(centreValue)
    var left = InlineArray<10, Double>(repeating: 0)
    var right = InlineArray<10, Double>(repeating: 0)
    for j in summationOrder {
      let offset = half * nodes[j]
      let lower = try f(centre - offset)
      let upper = try f(centre + offset)
      left[j] = lower
      right[j] = upper
      gauss += gaussWeights[j] * (lower + upper)
      kronrod += kronrodWeights[j] * (lower + upper)
      absolute += kronrodWeights[j] * (abs(lower) + abs(upper))
      peak = max(peak, abs(lower), abs(upper))
    }
    let mean = 0.5 * kronrod
    var deviation = kronrodCentre * abs(centreValue - mean)
    for j in nodes.indices {
      deviation += kronrodWeights[j] * (abs(left[j] - mean) + abs(right[j] - mean))
    }
    let scale = abs(half)
    absolute *= scale
    deviation *= scale
    var error = abs((kronrod - gauss) * half)
    if deviation != 0 && error != 0 {
      // QUADPACK's empirical scaling: trusts the Gauss–Kronrod difference only when small.
      error = deviation * min(1, pow(200 * error / deviation, 1.5))
    }
    let epsilon50 = 50 * Double.ulpOfOne
    if absolute > Double.leastNormalMagnitude / epsilon50 {
      error = max(epsilon50 * absolute, error)
    }
    return Estimate(
      value: kronrod * half, error: error, absoluteIntegral: absolute, deviation: deviation,
      centreValue: centreValue, peak: peak, halfPeaks: Self.halfPeaks(centreValue, left, right),
      lowerNodes: (left[0], left[1]),
      upperNodes: (right[0], right[1]))
  }
}
