/// Wynn's epsilon algorithm on a sequence of integral estimates, as QUADPACK's `dqelg` runs it:
/// extrapolates the limit of the sums the adaptive subdivision produces near an endpoint
/// singularity, where they converge only geometrically.
///
/// Only the two lower diagonals of the triangular table are kept (at most 50 elements, after
/// which the oldest diagonal is dropped). Elements are numbered from 1, as in `dqelg`, so the
/// table reads against the published algorithm line by line; slot 0 is unused.
struct EpsilonTable {
  /// The condensed table, 1-based (slots 1...52 as `epstab`, two more for the shift).
  private var table = [Double](repeating: 0, count: 55)
  /// How many elements the newest diagonal has (`n`, `numrl2`).
  private(set) var count = 0
  /// The last three extrapolated results, for the error estimate.
  private var lastResults = [Double](repeating: 0, count: 4)
  /// How many times ``extrapolate(_:)`` ran.
  private var calls = 0
  /// The most elements the table holds.
  private static let capacity = 50

  /// Sets element `index` (1-based) without extrapolating: the first two sums of the
  /// subdivision.
  mutating func set(_ index: Int, to value: Double) {
    table[index] = value
    count = max(count, index)
  }

  /// Appends `value` and returns the extrapolated limit with its error estimate (the error is
  /// `.greatestFiniteMagnitude` until three extrapolations have been made).
  mutating func extrapolate(_ value: Double) -> (value: Double, error: Double) {
    count += 1
    table[count] = value
    let epsilon = Double.ulpOfOne
    let huge = Double.greatestFiniteMagnitude
    calls += 1
    var error = huge
    var result = table[count]
    if count < 3 {
      return (result, max(error, 5 * epsilon * abs(result)))
    }
    let n = count
    table[n + 2] = table[n]
    let newElements = (n - 1) / 2
    table[n] = huge
    var k1 = n
    var converged = false
    for i in 1...newElements {
      let res = table[k1 + 2]
      let e0 = table[k1 - 2]
      let e1 = table[k1 - 1]
      let e2 = res
      let delta2 = e2 - e1
      let delta3 = e1 - e0
      let tolerance2 = max(abs(e2), abs(e1)) * epsilon
      let tolerance3 = max(abs(e1), abs(e0)) * epsilon
      if abs(delta2) <= tolerance2 && abs(delta3) <= tolerance3 {
        // e0, e1 and e2 agree to rounding: converged.
        result = res
        error = abs(delta2) + abs(delta3)
        converged = true
        break
      }
      let e3 = table[k1]
      table[k1] = e1
      let delta1 = e1 - e3
      let tolerance1 = max(abs(e1), abs(e3)) * epsilon
      let sum = 1 / delta1 + 1 / delta2 - 1 / delta3
      // Two elements too close, or an irregular table: drop its upper part.
      if abs(delta1) <= tolerance1 || abs(delta2) <= tolerance2 || abs(delta3) <= tolerance3
        || abs(sum * e1) <= 1e-4
      {
        count = i + i - 1
        break
      }
      let next = e1 + 1 / sum
      table[k1] = next
      k1 -= 2
      let candidate = abs(delta2) + abs(next - e2) + abs(delta3)
      if candidate <= error {
        error = candidate
        result = next
      }
    }
    if converged {
      return (result, max(error, 5 * epsilon * abs(result)))
    }
    shift(from: n, newElements: newElements)
    if calls < 4 {
      lastResults[calls] = result
      error = huge
    } else {
      error =
        abs(result - lastResults[3]) + abs(result - lastResults[2])
        + abs(result - lastResults[1])
      lastResults[1] = lastResults[2]
      lastResults[2] = lastResults[3]
      lastResults[3] = result
    }
    return (result, max(error, 5 * epsilon * abs(result)))
  }

  /// Moves the new diagonal into place after an extrapolation from `n` elements.
  private mutating func shift(from n: Int, newElements: Int) {
    if count == Self.capacity { count = 2 * (Self.capacity / 2) - 1 }
    var index = n % 2 == 0 ? 2 : 1
    for _ in 0...newElements {
      table[index] = table[index + 2]
      index += 2
    }
    if n != count {
      var source = n - count + 1
      for i in 1...count {
        table[i] = table[source]
        source += 1
      }
    }
  }
}
