import Tagless
import TaglessREPL

// MARK: - Same

/// Equality for results that hold doubles: bit for bit, except that any NaN equals any NaN.
enum Same {
  /// The same double bit for bit, or both NaN.
  static func bits(_ a: Double, _ b: Double) -> Bool {
    a.bitPattern == b.bitPattern || (a.isNaN && b.isNaN)
  }

  /// The same tree, numbers and variable values compared by ``bits(_:_:)``.
  static func tree(_ a: Expression, _ b: Expression) -> Bool {
    switch (a, b) {
    case (.number(let x), .number(let y)):
      return bits(x, y)
    case (.add(let a1, let a2), .add(let b1, let b2)),
      (.subtract(let a1, let a2), .subtract(let b1, let b2)),
      (.multiply(let a1, let a2), .multiply(let b1, let b2)),
      (.divide(let a1, let a2), .divide(let b1, let b2)),
      (.remainder(let a1, let a2), .remainder(let b1, let b2)),
      (.power(let a1, let a2), .power(let b1, let b2)):
      return tree(a1, b1) && tree(a2, b2)
    case (.negate(let x), .negate(let y)):
      return tree(x, y)
    case (.constant(let x), .constant(let y)):
      return x == y
    case (.function1(let f, let x), .function1(let g, let y)):
      return f == g && tree(x, y)
    case (.function2(let f, let x1, let x2), .function2(let g, let y1, let y2)):
      return f == g && tree(x1, y1) && tree(x2, y2)
    case (.functionN(let f, let xs), .functionN(let g, let ys)):
      return f == g && trees(xs, ys)
    case (.variable(let m, let x), .variable(let n, let y)):
      return m == n && bits(x, y)
    case (.call(let m, let xs, let x), .call(let n, let ys, let y)):
      return m == n && trees(xs, ys) && tree(x, y)
    default:
      return false
    }
  }

  static func trees(_ xs: [Expression], _ ys: [Expression]) -> Bool {
    xs.count == ys.count && zip(xs, ys).allSatisfy { tree($0, $1) }
  }

  /// The same variables (values by bits), functions and `ans`.
  static func environment(_ a: Environment, _ b: Environment) -> Bool {
    guard a.functions == b.functions, a.variables.count == b.variables.count else { return false }
    switch (a.lastResult, b.lastResult) {
    case (nil, nil): break
    case (let x?, let y?): if !bits(x, y) { return false }
    default: return false
    }
    return a.variables.allSatisfy { name, value in
      b.variables[name].map { bits($0, value) } ?? false
    }
  }

  /// The same outcome of a line.
  static func lineResult(_ a: Calculator.LineResult, _ b: Calculator.LineResult) -> Bool {
    switch (a, b) {
    case (.nothing, .nothing): true
    case (.results(let x), .results(let y)): x == y
    case (.assigned(let m, let x), .assigned(let n, let y)): m == n && bits(x, y)
    case (.defined(let x), .defined(let y)): x == y
    default: false
    }
  }
}
