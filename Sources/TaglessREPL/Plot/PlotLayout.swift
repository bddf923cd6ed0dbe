import Tagless

/// A sampled curve on a braille canvas, with its axis labels.
struct PlotLayout {
  /// The curve.
  var canvas: BrailleCanvas
  /// The labels of the left axis by canvas row.
  var rowLabels: [Int: String]
  /// The start and end of the x range.
  var xLabels: (low: String, high: String)

  /// The widest label of the left axis.
  var labelWidth: Int { rowLabels.values.map(\.count).max() ?? 1 }

  /// Samples the range once per dot across `columns` characters; nil when no value is finite.
  init?(range: Session.EvaluatedRange, columns: Int) {
    let columns = max(columns, 10)
    let rows = min(12, max(4, columns / 5))
    var canvas = BrailleCanvas(columns: columns, rows: rows)
    let count = canvas.width
    var xs: [Double] = []
    var ys: [Double] = []
    for index in 0..<count {
      // Each sample may run user functions: stop between them when asked to.
      if Cancellation.isRequested { return nil }
      // Weighted, so that even -1e308..1e308 (whose width overflows) samples finite points.
      let t = Double(index) / Double(count - 1)
      xs.append(index == count - 1 ? range.high : range.low * (1 - t) + range.high * t)
      ys.append(range.sampler(xs[index]))
    }
    let finite = ys.filter(\.isFinite)
    guard let smallest = finite.min(), let largest = finite.max() else { return nil }
    // Where the curve breaks (a pole, a jump): neighbours more than a dot row apart are looked
    // at more closely.
    let row = (largest - smallest) / Double(canvas.height)
    var breaks = Set<Int>()
    for index in ys.indices.dropLast() where ys[index].isFinite && ys[index + 1].isFinite {
      if Cancellation.isRequested { return nil }
      guard Swift.abs(ys[index + 1] - ys[index]) > row,
        Continuity.breaks(
          between: xs[index], ys[index], and: xs[index + 1], ys[index + 1],
          of: range.sampler.callAsFunction)
      else { continue }
      breaks.insert(index)
    }
    let shown = breaks.isEmpty ? (smallest, largest) : Self.clipped(finite, smallest, largest)
    let (bottom, top) = Self.span(shown.0, shown.1)
    let (topLabel, bottomLabel) = Session.axisLabels(top, bottom)
    let labels = (top: topLabel, bottom: bottomLabel)
    // Halves, so that the height of a range like -1e308..1e308 does not overflow. A span too
    // thin for doubles to tell apart (a constant near 2^60) is drawn flat, in the middle.
    let height = top / 2 - bottom / 2
    let middle = Double(canvas.height - 1) / 2
    // The row of `y` from the top: the part of the height above it, so that a subnormal
    // height (values near 1e-310), whose reciprocal overflows, is still drawn to scale.
    func rowOf(_ y: Double) -> Double {
      height > 0 ? (top / 2 - y / 2) / height * Double(canvas.height - 1) : middle
    }
    // Dot rows from the top, unrounded and unclipped; nil where there is no value.
    let dots = ys.map { y -> Double? in
      guard y.isFinite else { return nil }
      let dot = rowOf(y)
      return dot.isFinite ? dot : nil
    }
    let lowest = Double(canvas.height - 1)
    for (x, y) in dots.enumerated() {
      guard let y else { continue }
      var low = y
      var high = y
      // Join each sample halfway to its neighbours, unless the curve breaks between them.
      for neighbour in [x - 1, x + 1] where dots.indices.contains(neighbour) {
        guard let other = dots[neighbour], !breaks.contains(min(x, neighbour)) else { continue }
        low = min(low, (y + other) / 2)
        high = max(high, (y + other) / 2)
      }
      // What lies off the canvas is clipped: a curve leaving it reaches its edge.
      guard high >= 0, low <= lowest else { continue }
      canvas.fill(x: x, from: Int(max(low, 0).rounded()), to: Int(min(high, lowest).rounded()))
    }
    self.canvas = canvas
    var rowLabels = [0: labels.top, rows - 1: labels.bottom]
    if bottom < 0, top > 0, height > 0, rowOf(0).isFinite {
      let zeroRow = Int(rowOf(0).rounded()) / 4
      if zeroRow > 0, zeroRow < rows - 1 { rowLabels[zeroRow] = Session.axisLabel(0) }
    }
    if smallest == largest {
      let dot = dots.lazy.compactMap { $0 }.first ?? middle
      rowLabels = [Int(dot.rounded()) / 4: Session.axisLabel(smallest)]
    }
    self.rowLabels = rowLabels
    self.xLabels = Session.axisLabels(range.low, range.high)
  }

  /// The values to draw when the curve breaks: near a pole they run off towards infinity, so
  /// the span is the middle 80% of the values widened by its own width either way (within the
  /// values); the curve then leaves the canvas at its edge instead of squashing the rest flat.
  static func clipped(
    _ values: [Double], _ smallest: Double, _ largest: Double
  ) -> (Double, Double) {
    let sorted = values.sorted()
    let (low, high) = (sorted[sorted.count / 10], sorted[sorted.count * 9 / 10])
    let width = high - low
    let (bottom, top) = (Swift.max(smallest, low - width), Swift.min(largest, high + width))
    guard width > 0, width.isFinite, bottom < top else { return (smallest, largest) }
    return (bottom, top)
  }

  /// The y range to draw: the values' range widened to round numbers (multiples of 1, 2 or 5
  /// times a power of ten, about a tenth of its width), or a unit either side of a constant.
  static func span(_ smallest: Double, _ largest: Double) -> (bottom: Double, top: Double) {
    guard largest > smallest else {
      // A unit either side, or more where a unit is below the doubles' spacing (1e17 ± 1 is
      // 1e17); the layout draws a span doubles cannot resolve flat.
      let margin = Swift.max(1, smallest.ulp * 16)
      return (smallest - margin, largest + margin)
    }
    let tenth = (largest - smallest) / 10
    var power = 1.0
    while power * 10 <= tenth, power < 1e300 { power *= 10 }
    // Down to the subnormals: a span of values near 1e-310 gets units of its own size.
    while power > tenth, power > 0x1p-1060 { power /= 10 }
    let unit = [1.0, 2, 5, 10].lazy.map { $0 * power }.first { $0 >= tenth } ?? power * 10
    let bottom = Session.tidy((smallest / unit).rounded(.down) * unit)
    let top = Session.tidy((largest / unit).rounded(.up) * unit)
    guard bottom.isFinite, top.isFinite, top > bottom else { return (smallest, largest) }
    return (bottom, top)
  }

  /// The plot's lines: labelled rows, the x axis, the x range with the variable between.
  func lines(labelWidth: Int, variable: String) -> [StyledLine] {
    var lines: [StyledLine] = []
    for (row, text) in canvas.lines.enumerated() {
      let label = rowLabels[row]
      var curve = Substring(text)
      while curve.last == " " { curve.removeLast() }
      lines.append([
        .init((label ?? "").aligningRight(in: labelWidth), .dim),
        .init(label == nil ? " │" : " ┤", .dim),
        .init(String(curve), .plot),
      ])
    }
    let indent = String(repeating: " ", count: labelWidth + 1)
    lines.append(StyledLine(indent + "└" + String(repeating: "─", count: canvas.columns), .dim))
    let room = canvas.columns - xLabels.low.count - xLabels.high.count
    var axis = xLabels.low
    if room >= variable.count + 2 {
      let before = (room - variable.count) / 2
      axis += String(repeating: " ", count: before) + variable
      axis += String(repeating: " ", count: room - before - variable.count)
    } else {
      axis += String(repeating: " ", count: max(1, room))
    }
    lines.append(StyledLine(indent + " " + axis + xLabels.high, .dim))
    return lines
  }
}
