/// The intervals of an adaptive integration with the running totals of their values and
/// errors, and QUADPACK's list of them by decreasing error (`dqpsrt`).
///
/// Intervals and list positions are numbered from 1, as in QUADPACK, so the ordering reads
/// against `dqpsrt` line by line (slot 0 is unused). Only the part of the list that can still
/// be bisected within the limit is kept in order: exactly as QUADPACK, so the intervals chosen,
/// and the evaluation counts, are the same.
struct QuadraturePartition {
  /// One interval with its rule's estimate.
  struct Segment {
    /// The interval's left end.
    var lower: Double
    /// The interval's right end.
    var upper: Double
    /// The integral over it.
    var value: Double
    /// Its error estimate.
    var error: Double
    /// `f` at the left and the right end, where a bisection sampled it (NaN at the ends of
    /// the range, which the rule does not sample).
    var lowerValue = Double.nan
    var upperValue = Double.nan
    /// `f` at the centre, which becomes an end of both halves.
    var centreValue = Double.nan
    /// The largest `|f|` the rule saw in each half.
    var halfPeaks = (lower: 0.0, upper: 0.0)
    /// The interval's length.
    var width: Double { abs(upper - lower) }
  }

  /// The intervals, from index 1 (`alist`, `blist`, `rlist`, `elist`).
  private(set) var segments: [Segment]
  /// Interval numbers by decreasing error, from position 1 (`iord`).
  private var order: [Int]
  /// The most intervals.
  private let limit: Int
  /// The interval to bisect next (`maxerr`).
  private(set) var chosen = 1
  /// Its position in the list (`nrmax`).
  private(set) var position = 1
  /// The running sum of the intervals' values (`area`).
  private(set) var area: Double
  /// The running sum of their errors (`errsum`).
  private(set) var errorSum: Double

  /// A partition of one interval, to be bisected at most `limit - 1` times.
  init(_ segment: Segment, limit: Int) {
    segments = [segment, segment]
    order = [Int](repeating: 1, count: limit + 2)
    self.limit = limit
    area = segment.value
    errorSum = segment.error
  }

  /// How many intervals there are (`last`).
  var count: Int { segments.count - 1 }

  /// The interval to bisect next.
  var next: Segment { segments[chosen] }

  /// The values added afresh (the final result, free of the running sum's drift).
  var sum: Double { segments.dropFirst().reduce(0) { $0 + $1.value } }

  /// Replaces the chosen interval by its halves split at `middle` (the one with the larger
  /// error keeps its number), then chooses the next (`dqpsrt`).
  mutating func bisect(at middle: Double, left: GaussKronrod.Estimate, right: GaussKronrod.Estimate)
  {
    let old = segments[chosen]
    area += left.value + right.value - old.value
    errorSum += left.error + right.error - old.error
    let leftHalf = Segment(
      lower: old.lower, upper: middle, value: left.value, error: left.error,
      lowerValue: old.lowerValue, upperValue: old.centreValue, centreValue: left.centreValue,
      halfPeaks: left.halfPeaks)
    let rightHalf = Segment(
      lower: middle, upper: old.upper, value: right.value, error: right.error,
      lowerValue: old.centreValue, upperValue: old.upperValue, centreValue: right.centreValue,
      halfPeaks: right.halfPeaks)
    if right.error > left.error {
      segments[chosen] = rightHalf
      segments.append(leftHalf)
    } else {
      segments[chosen] = leftHalf
      segments.append(rightHalf)
    }
    sort()
  }

  /// Starts over from the interval with the largest error.
  mutating func chooseLargest() {
    position = 1
    chosen = order[1]
  }

  /// Moves on from the largest error to the second (the start of the search for large ones).
  mutating func skipLargest() { position = 2 }

  /// Chooses the interval with the largest error among those wider than `small`, from the
  /// current position down the ordered part of the list; false when there is none.
  mutating func chooseLarge(widerThan small: Double) -> Bool {
    let bound = count > 2 + limit / 2 ? limit + 3 - count : count
    var step = position
    while step <= bound {
      chosen = order[position]
      if segments[chosen].width > small { return true }
      position += 1
      step += 1
    }
    return false
  }

  /// Inserts the two newest errors into the ordered list (`dqpsrt`).
  private mutating func sort() {
    let last = count
    if last <= 2 {
      order[1] = 1
      order[2] = 2
    } else {
      // After a subdivision that raised the error, the interval may move up the list.
      let errorMax = segments[chosen].error
      for _ in 0..<(position - 1) {
        let successor = order[position - 1]
        if errorMax <= segments[successor].error { break }
        order[position] = successor
        position -= 1
      }
      // Only the intervals that can still be bisected within the limit are kept in order.
      let top = last > limit / 2 + 2 ? limit + 3 - last : last
      let errorMin = segments[last].error
      let bound = top - 1
      var i = position + 1
      while i <= bound && errorMax < segments[order[i]].error {
        order[i - 1] = order[i]
        i += 1
      }
      if i > bound {
        order[bound] = chosen
        order[top] = last
      } else {
        order[i - 1] = chosen
        var k = bound
        while k >= i && errorMin >= segments[order[k]].error {
          order[k + 1] = order[k]
          k -= 1
        }
        order[k + 1] = last
      }
    }
    chosen = order[position]
  }
}
