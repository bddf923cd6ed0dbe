/// A grid of dots drawn as Unicode braille characters, two dots wide and four high per cell.
///
/// ```swift
/// var canvas = BrailleCanvas(columns: 1, rows: 1)
/// canvas.set(x: 0, y: 0)
/// canvas.set(x: 1, y: 3)
/// canvas.lines  // ["⢁"]
/// ```
struct BrailleCanvas: Hashable, Sendable {
  /// Width in characters.
  let columns: Int
  /// Height in characters.
  let rows: Int
  /// The dot bits of each cell, row by row.
  private var cells: [UInt8]

  /// An empty canvas of `columns` × `rows` characters.
  init(columns: Int, rows: Int) {
    self.columns = max(1, columns)
    self.rows = max(1, rows)
    self.cells = Array(repeating: 0, count: self.columns * self.rows)
  }

  /// Dots across.
  var width: Int { columns * 2 }
  /// Dots down.
  var height: Int { rows * 4 }

  /// Sets the dot at (`x`, `y`), counted from the top left; dots off the canvas are ignored.
  mutating func set(x: Int, y: Int) {
    guard x >= 0, x < width, y >= 0, y < height else { return }
    cells[(y / 4) * columns + x / 2] |= Self.bit(column: x % 2, row: y % 4)
  }

  /// Sets the dots of column `x` from `top` to `bottom`, inclusive, in either order.
  mutating func fill(x: Int, from top: Int, to bottom: Int) {
    for y in min(top, bottom)...max(top, bottom) { set(x: x, y: y) }
  }

  /// The canvas as text, one string per row; empty cells are spaces.
  var lines: [String] {
    (0..<rows).map { row in
      var line = String.UnicodeScalarView()
      for column in 0..<columns {
        let bits = cells[row * columns + column]
        line.append(bits == 0 ? " " : Unicode.Scalar(0x2800 + UInt32(bits)) ?? " ")
      }
      return String(line)
    }
  }

  /// The bit of a dot in a braille cell: dots 1–3 and 7 down the left, 4–6 and 8 down the right.
  static func bit(column: Int, row: Int) -> UInt8 {
    switch (column, row) {
    case (0, 0): 0x01
    case (0, 1): 0x02
    case (0, 2): 0x04
    case (1, 0): 0x08
    case (1, 1): 0x10
    case (1, 2): 0x20
    case (0, _): 0x40
    default: 0x80
    }
  }
}
