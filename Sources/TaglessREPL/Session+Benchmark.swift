import Tagless

// MARK: - Benchmark report

extension Session {
  /// The table for `:bench`: nanoseconds per run for each interpreter through each encoding, and
  /// the enum path's time as a multiple of the tagless path's.
  public func report(_ measurements: [BenchmarkPlan.Measurement], for plan: BenchmarkPlan)
    -> Response
  {
    func nanoseconds(_ interpretation: Interpretation, _ encoding: Encoding) -> Double? {
      measurements.first { $0.case == .init(interpretation, encoding) }?.nanoseconds
    }
    var lines: [StyledLine] = [
      StyledLine(
        "interpreter" + "tagless ns".aligningRight(in: 13) + "enum ns".aligningRight(in: 10)
          + "enum/tagless".aligningRight(in: 14),
        .dim)
    ]
    for interpretation in plan.interpretations {
      guard let tagless = nanoseconds(interpretation, .tagless),
        let tree = nanoseconds(interpretation, .enum)
      else { continue }
      let ratio = tagless > 0 ? tree / tagless : .nan
      lines.append([
        .init(interpretation.name.aligningLeft(in: 11), .name),
        .init(Self.format(tagless).aligningRight(in: 13), .value),
        .init(Self.format(tree).aligningRight(in: 10), .value),
        .init((Self.format(ratio, digits: 2) + "x").aligningRight(in: 14)),
      ])
    }
    lines.append(
      StyledLine(
        "parse + interpret, median ns per run; \(VisibleText.escaped(plan.expression))", .dim))
    return Response(lines)
  }

  /// A number with a fixed count of decimals.
  static func format(_ value: Double, digits: Int = 0) -> String {
    guard value.isFinite else { return "-" }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    let text = NumberFormatting.string(rounded)
    guard digits > 0 else { return text }
    let parts = text.split(separator: ".", maxSplits: 1)
    let fraction = parts.count > 1 ? String(parts[1]) : ""
    return String(parts[0]) + "." + fraction
      + String(repeating: "0", count: max(0, digits - fraction.count))
  }
}
