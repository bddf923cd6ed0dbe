import Tagless

// MARK: - Plots

extension Session {
  /// `:plot EXPR for x in A..B`: the curve in braille dots, as wide as the terminal, with the
  /// y range at the left (and 0 when it is inside) and the x range below.
  ///
  /// Each dot column samples the expression once; consecutive samples are joined by vertical
  /// runs, so steep parts stay connected, except where the curve breaks (a pole, a jump: see
  /// ``Continuity``); values that are not finite leave gaps. Where it breaks, the y range is
  /// the curve's away from the breaks, and what runs off it is clipped at the edge. The y
  /// range ends at round values (multiples of 1, 2 or 5 times a power of ten).
  func plot(_ command: MetaCommand) -> Response {
    let range: EvaluatedRange
    do throws(CommandFailure) { range = try evaluateRange(command) } catch { return error.response }
    guard range.step == nil else {
      return Response([StyledLine("a plot takes no step: it samples every dot across", .error)])
    }
    guard range.low < range.high else {
      return Response([StyledLine("the range is empty: the start must be below the end", .error)])
    }
    let total = min(max(width, 30), 400)
    // The labels' width decides the plot's, whose samples decide the labels: widen the room
    // for labels until they fit (it only grows, and labels are short, so this ends soon).
    var labelWidth = 4
    var plot = PlotLayout(range: range, columns: total - labelWidth - 2)
    while let current = plot, current.labelWidth > labelWidth {
      labelWidth = current.labelWidth
      plot = PlotLayout(range: range, columns: total - labelWidth - 2)
    }
    guard let plot else {
      let text = range.command.expression.text
      return Response([
        StyledLine(
          "nothing to plot: \(text) has no finite value for \(range.command.variable) in "
            + "\(range.command.low.text)..\(range.command.high.text)", .error)
      ])
    }
    return Response(plot.lines(labelWidth: labelWidth, variable: range.command.variable))
  }

  /// The labels of the two ends of an axis: three significant digits, or as many more as
  /// make them differ when the ends do (`1e15..1e15+1` is labelled `1000000000000000` and
  /// `1000000000000001`, not the same text twice).
  static func axisLabels(_ low: Double, _ high: Double) -> (String, String) {
    var labels = (axisLabel(low), axisLabel(high))
    var significant = 3
    while labels.0 == labels.1, low != high, significant < 17 {
      significant += 1
      labels = (axisLabel(low, significant: significant), axisLabel(high, significant: significant))
    }
    return labels
  }

  /// A number for an axis label: `significant` digits, three by default (`3.14`, `-1`,
  /// `1.67e308`).
  ///
  /// Rounds the shortest decimal form as decimal digits, so that no binary scaling blurs the
  /// result, then prints the double nearest the rounded decimal in its shortest form.
  static func axisLabel(_ value: Double, significant: Int = 3) -> String {
    guard value.isFinite, value != 0 else { return NumberFormatting.string(value == 0 ? 0 : value) }
    let text = NumberFormatting.string(Swift.abs(value))
    let parts = text.split(separator: "e", maxSplits: 1)
    let mantissa = Array(parts[0])
    var exponent = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
    // The value is 0.d₁d₂d₃… × 10^exponent once the point and leading zeros are accounted for.
    exponent += mantissa.firstIndex(of: ".") ?? mantissa.count
    var digits = mantissa.filter { $0 != "." }.compactMap(\.wholeNumberValue)
    while digits.first == 0 {
      digits.removeFirst()
      exponent -= 1
    }
    if digits.count > significant {
      let roundUp = digits[significant] >= 5
      digits = Array(digits.prefix(significant))
      if roundUp {
        var index = significant - 1
        while index >= 0 {
          digits[index] += 1
          if digits[index] < 10 { break }
          digits[index] = 0
          index -= 1
        }
        if index < 0 {
          digits.insert(1, at: 0)
          digits.removeLast()
          exponent += 1
        }
      }
    }
    let decimal = "0." + digits.map(String.init).joined() + "e" + String(exponent)
    let rounded = (Double(decimal) ?? Swift.abs(value)) * (value < 0 ? -1 : 1)
    return NumberFormatting.string(rounded)
  }
}
