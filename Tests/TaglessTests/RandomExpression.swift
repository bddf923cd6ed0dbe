import TaglessWorkloads

@testable import Tagless

// MARK: - RandomExpression

/// A seeded generator of random, well-formed input lines for the property tests.
///
/// Lines use every operator and alias, every built-in function and constant, the variables
/// and user functions of ``Fixture/environment``, parentheses, random spacing (spaces, tabs,
/// line breaks) and trailing comments. Literals are finite; the generator relies on
/// ``SeededGenerator`` so that every run sees the same lines.
struct RandomExpression {
  var random: SeededGenerator

  /// A generator whose lines depend only on `seed`.
  init(seed: UInt64) { random = SeededGenerator(seed: seed) }

  // MARK: Vocabulary

  static let binaryOperators = [
    "+", "-", "*", "/", "%", "^", "**", "\u{2212}", "\u{2013}", "×", "·", "÷",
  ]
  static let signs = ["-", "+", "\u{2212}", "\u{2013}"]
  static let literals = [
    "0", "1", "2", "3", "7", "10", "12", "12.5", "5.", ".5", "0.1", "1e3", "2.5E-3", "1e+3",
    "007", "1e-7", "123456789", "0.30000000000000004", "6.02e23", "1e21", "4.9e-324",
  ]
  static let names = ["pi", "e", "π", "x", "y", "z", "ans"]
  /// The user functions of ``Fixture/environment`` and their arities.
  static let userFunctions = [("f", 1), ("g", 2), ("h", 0), ("k", 1)]
  static let spaces = ["", "", "", " ", " ", " ", "  ", "\t", "\n"]

  // MARK: Lines

  /// One line: an expression of random depth, perhaps with surrounding space and a comment.
  mutating func line() -> String {
    var text = space() + expression(depth: 1 + below(5)) + space()
    if below(10) == 0 { text += "# note" }
    return text
  }

  /// An expression at most `depth` operations deep.
  mutating func expression(depth: Int) -> String {
    guard depth > 0 else { return atom() }
    let next = depth - 1
    switch below(12) {
    case 0..<4:
      let op = pick(Self.binaryOperators)
      return expression(depth: next) + space() + op + space() + expression(depth: next)
    case 4:
      return pick(Self.signs) + space() + expression(depth: next)
    case 5, 6:
      return "(" + space() + expression(depth: next) + space() + ")"
    case 7, 8:
      return builtinCall(depth: next)
    case 9, 10:
      let (name, arity) = pick(Self.userFunctions)
      return call(name, arguments: arity, depth: next)
    default:
      return atom()
    }
  }

  mutating func atom() -> String {
    below(2) == 0 ? pick(Self.literals) : pick(Self.names)
  }

  mutating func builtinCall(depth: Int) -> String {
    switch below(4) {
    case 0, 1: return call(pick(UnaryFunction.allCases).name, arguments: 1, depth: depth)
    case 2: return call(pick(BinaryFunction.allCases).name, arguments: 2, depth: depth)
    default:
      return call(pick(VariadicFunction.allCases).name, arguments: 1 + below(4), depth: depth)
    }
  }

  mutating func call(_ name: String, arguments: Int, depth: Int) -> String {
    var text = name + "(" + space()
    for index in 0..<arguments {
      if index > 0 { text += space() + "," + space() }
      text += expression(depth: depth)
    }
    return text + space() + ")"
  }

  // MARK: Randomness

  mutating func below(_ bound: Int) -> Int { Int(random.next() % UInt64(bound)) }

  mutating func pick<Element>(_ elements: [Element]) -> Element {
    elements[below(elements.count)]
  }

  mutating func space() -> String { pick(Self.spaces) }
}
