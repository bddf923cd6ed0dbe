import Tagless
import Testing

@testable import TaglessREPL

#if canImport(Glibc)
  import Glibc
#endif

// MARK: - Plot

@Suite("Plot")
struct PlotTests {
  func plot(_ line: String, width: Int = 80) -> Response {
    var session = Session(width: width)
    return session.handle(line)
  }

  @Test("braille cells set the right dots")
  func canvas() {
    var canvas = BrailleCanvas(columns: 2, rows: 1)
    canvas.set(x: 0, y: 0)
    canvas.set(x: 1, y: 3)
    canvas.fill(x: 2, from: 3, to: 0)
    canvas.set(x: 9, y: 9)  // off the canvas: ignored
    #expect(canvas.lines == ["\u{2881}\u{2847}"])
    #expect(BrailleCanvas(columns: 3, rows: 2).lines == ["   ", "   "])
  }

  /// The curve's topmost dot row in each dot column, from the canvas lines.
  func heights(_ response: Response, labelWidth: Int) -> [Int?] {
    let rows = response.lines.dropLast(2).map { line -> [Unicode.Scalar] in
      Array(line.segments.last?.text.unicodeScalars ?? "".unicodeScalars)
    }
    let columns = rows.map(\.count).max() ?? 0
    return (0..<columns * 2).map { x in
      for (row, scalars) in rows.enumerated() where x / 2 < scalars.count {
        let bits = scalars[x / 2].value >= 0x2800 ? scalars[x / 2].value - 0x2800 : 0
        let column: [UInt32] = x % 2 == 0 ? [0x01, 0x02, 0x04, 0x40] : [0x08, 0x10, 0x20, 0x80]
        if let dot = column.firstIndex(where: { bits & $0 != 0 }) { return row * 4 + dot }
      }
      return nil
    }
  }

  @Test("sin over -pi..pi: a sine wave, labelled, as wide as the terminal")
  func sine() {
    let response = plot(":plot sin(x) for x in -pi..pi")
    let lines = response.lines.map(\.plainText)
    #expect(lines.count == 14)
    #expect(lines.allSatisfy { $0.count <= 80 })
    #expect(lines[12].count == 80)  // the x axis spans the width
    #expect(lines[0].hasPrefix("   1 ┤"))
    #expect(lines[6].hasPrefix("   0 ┤"))
    #expect(lines[11].hasPrefix("  -1 ┤"))
    #expect(lines[13].hasPrefix("      -3.14"))
    #expect(lines[13].hasSuffix("3.14"))
    #expect(lines[13].contains(" x "))
    #expect(response.lines[0].segments.last?.style == .plot)
    // Down from 0 to the trough at a quarter, up through 0 at the middle to the crest at three
    // quarters, down to 0 at the end: topmost dot rows (0 at the top, 47 at the bottom).
    let tops = heights(response, labelWidth: 4).compactMap { $0 }
    #expect(tops.count == 2 * 74)
    let quarter = tops.count / 4
    #expect(tops[quarter - 2...quarter + 2].contains(47))
    #expect(tops[3 * quarter - 2...3 * quarter + 2].contains(0))
    // The top of the steep run through the middle, which joins halfway to each neighbour.
    #expect(abs(tops[tops.count / 2] - 24) <= 3)
    #expect(tops[0] >= 22 && tops[0] <= 25)
    #expect(
      tops[..<(quarter - 6)].enumerated().dropFirst().allSatisfy {
        $0.element >= tops[$0.offset - 1]
      })
  }

  @Test("the width follows the session's")
  func widths() {
    for width in [40, 60, 120] {
      let lines = plot(":plot x^2 for x in -2..2", width: width).lines.map(\.plainText)
      #expect(lines.allSatisfy { $0.count <= width })
      #expect(lines[lines.count - 2].count == width)
    }
  }

  @Test("constant, partly undefined and nowhere-finite expressions")
  func edges() {
    let constant = plot(":plot 3 for x in 0..1").lines.map(\.plainText)
    #expect(constant.contains { $0.hasPrefix("   3 ┤") })
    let root = plot(":plot sqrt(x) for x in -1..4").lines.map(\.plainText)
    #expect(root[0].hasPrefix("   2 ┤"))
    #expect(
      plot(":plot sqrt(x) for x in -2..-1").plainText
        == "nothing to plot: sqrt(x) has no finite value for x in -2..-1")
    #expect(
      plot(":plot x for x in 1..1").plainText
        == "the range is empty: the start must be below the end")
    #expect(
      plot(":plot x for x in 0..1 step 2").plainText
        == "a plot takes no step: it samples every dot across")
  }

  /// Every dot row set in each dot column, from the canvas lines.
  func dots(_ response: Response) -> [[Int]] {
    let rows = response.lines.dropLast(2).map { line -> [Unicode.Scalar] in
      Array(line.segments.last?.text.unicodeScalars ?? "".unicodeScalars)
    }
    let columns = rows.map(\.count).max() ?? 0
    return (0..<columns * 2).map { x in
      var set: [Int] = []
      for (row, scalars) in rows.enumerated() where x / 2 < scalars.count {
        let bits = scalars[x / 2].value >= 0x2800 ? scalars[x / 2].value - 0x2800 : 0
        let column: [UInt32] = x % 2 == 0 ? [0x01, 0x02, 0x04, 0x40] : [0x08, 0x10, 0x20, 0x80]
        set += column.indices.filter { bits & column[$0] != 0 }.map { row * 4 + $0 }
      }
      return set
    }
  }

  @Test("a pole breaks the curve: no dot column runs from the top half to the bottom half")
  func pole() {
    let response = plot(":plot 1/x for x in -1..1")
    let columns = dots(response)
    let height = 48
    #expect(
      columns.allSatisfy { column in
        !(column.contains { $0 < height / 2 - 2 } && column.contains { $0 > height / 2 + 2 })
      })
    // Left of the pole the curve runs off the bottom, right of it off the top, both near the
    // middle (the samples beside the pole are off the canvas).
    let middle = columns.count / 2
    #expect(columns[(middle - 8)..<middle].contains { $0.contains(height - 1) })
    #expect(columns[middle..<(middle + 8)].contains { $0.contains(0) })
    // The span comes from the curve away from the pole, not from the samples beside it.
    let lines = response.lines.map(\.plainText)
    #expect(lines[0].hasPrefix("  20 ┤"))
    #expect(lines[11].hasPrefix(" -20 ┤"))
    // A jump: floor(x) is steps, not a staircase joined by risers.
    let steps = dots(plot(":plot floor(x) for x in -2..2"))
    #expect(steps.allSatisfy { ($0.max() ?? 0) - ($0.min() ?? 0) <= 1 })
    // A steep but continuous curve stays joined: each dot column meets the next.
    let steep = dots(plot(":plot tanh(100 * x) for x in -1..1"))
    #expect(steep.allSatisfy { !$0.isEmpty })
    #expect(
      zip(steep, steep.dropFirst()).allSatisfy { a, b in
        max(a.min() ?? 0, b.min() ?? 0) <= min(a.max() ?? 0, b.max() ?? 0) + 1
      })
    #expect(steep.contains { ($0.max() ?? 0) - ($0.min() ?? 0) >= 12 })
  }

  @Test("breaks: poles and jumps, not steep or infinitely steep continuous curves")
  func continuity() {
    let inverse = { (x: Double) in 1 / x }
    #expect(Continuity.breaks(between: -0.01, -100, and: 0.01, 100, of: inverse))
    #expect(Continuity.breaks(between: -0.01, -100, and: 0.03, 1 / 0.03, of: inverse))
    let floor = { (x: Double) in x.rounded(.down) }
    #expect(Continuity.breaks(between: 0.99, 0, and: 1.01, 1, of: floor))
    let root = { (x: Double) in x.squareRoot() }
    #expect(!Continuity.breaks(between: 0, 0, and: 0.01, 0.1, of: root))
    let steep = { (x: Double) in tanh(100 * x) }
    #expect(!Continuity.breaks(between: -0.01, steep(-0.01), and: 0.01, steep(0.01), of: steep))
  }

  @Test("axis labels are round: sqrt over -1..1 starts at 0")
  func roundLabels() {
    let lines = plot(":plot sqrt(x) for x in -1..1").lines.map(\.plainText)
    #expect(lines[0].hasPrefix("   1 ┤"))
    #expect(lines[11].hasPrefix("   0 ┤"))
    #expect(PlotLayout.span(0.081, 1) == (0, 1))
    #expect(PlotLayout.span(0.9, 2.1) == (0.8, 2.2))
    #expect(PlotLayout.span(-3.7, 12.2) == (-4, 14))
  }

  @Test("axis labels have three significant digits")
  func labels() {
    #expect(Session.axisLabel(3.14159) == "3.14")
    #expect(Session.axisLabel(-0.99991) == "-1")
    #expect(Session.axisLabel(123_456) == "123000")
    #expect(Session.axisLabel(0.000123456) == "0.000123")
    #expect(Session.axisLabel(0) == "0")
    #expect(PlotLayout.span(-0.9999, 0.9999) == (-1, 1))
    #expect(PlotLayout.span(0.000264, 4) == (0, 4))
  }
}
