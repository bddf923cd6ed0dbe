import Testing

@testable import Tagless

// MARK: - Session

/// Applies lines to an environment the way a session does: an expression sets `ans`, an
/// assignment binds its variable, a definition adds or replaces its function.
struct Session {
  var environment = Environment()

  /// Runs one line and returns the value of an expression or assignment, of either type.
  @discardableResult
  mutating func run(_ line: String) throws(ParseError) -> Value? {
    switch try Parser.statement(line, as: Evaluation.self, in: environment) {
    case .empty:
      return nil
    case .expression(let result):
      let value = Self.value(of: result)
      environment.lastResult = value
      return value
    case .assignment(let name, let result):
      let value = Self.value(of: result)
      environment.assign(name, value)
      return value
    case .definition(let definition):
      environment.define(definition)
      return nil
    }
  }

  /// The value an evaluation holds.
  static func value(of result: Typed<Evaluation>) -> Value {
    switch result {
    case .number(let x): .number(x.value)
    case .boolean(let b): .boolean(b)
    }
  }

  /// Runs lines in order, stopping at the first error.
  mutating func run(_ lines: [String]) throws(ParseError) {
    for line in lines { try run(line) }
  }
}

// MARK: - Fixture

/// An environment with variables, `ans` and user functions, shared by the table-driven tests.
enum Fixture {
  /// The lines that build ``environment``.
  static let lines = [
    "x = 3",
    "y = -0.5",
    "z = 1e10",
    "1 + 1",  // ans = 2
    "f(t) = t^2 + 1",
    "g(a, b) = a * b - x",
    "h() = x + 1",
    "k(u) = f(u) / g(u, 2)",
  ]

  /// `x = 3`, `y = -0.5`, `z = 1e10`, `ans = 2`, and the functions `f`, `g`, `h`, `k`.
  static let environment: Environment = {
    var session = Session()
    try? session.run(lines)
    return session.environment
  }()
}

// MARK: - Comparing doubles and trees

/// Whether an evaluation and the tree's own evaluator give the same value, bit for bit (any
/// NaN is the same as any other), or the same Boolean.
func agree(
  _ evaluation: Typed<Evaluation>, _ tree: Typed<ExpressionTree>, in environment: Environment
)
  -> Bool
{
  switch (evaluation, tree) {
  case (.number(let x), .number(let tree)):
    guard let y = try? tree.evaluate(in: environment) else { return false }
    return Value.sameBits(x.value, y)
  case (.boolean(let x), .boolean(let tree)):
    return (try? tree.evaluate(in: environment)) == x
  default:
    return false
  }
}

/// The same tree, with numbers and variable values compared by bits
/// (``ExpressionTree/isIdentical(to:)``).
func identical(_ a: ExpressionTree, _ b: ExpressionTree) -> Bool { a.isIdentical(to: b) }

// MARK: - Parsing shortcuts

/// The value of `text` through the tagless evaluator.
func value(_ text: String, in environment: Environment = Environment()) throws(ParseError)
  -> Double
{
  try Parser.expression(text, as: Evaluation.self, in: environment).value
}

/// The S-expression of `text` through the tagless ``SExpression`` interpreter.
func sExpression(_ text: String, in environment: Environment = Environment())
  throws(ParseError) -> String
{
  try Parser.expression(text, as: SExpression.self, in: environment).text
}

/// The text of `text` through the tagless pretty printer.
func pretty(_ text: String, in environment: Environment = Environment()) throws(ParseError)
  -> String
{
  try Parser.expression(text, as: PrettyPrint.self, in: environment).text
}

/// The enum tree of `text`.
func tree(_ text: String, in environment: Environment = Environment()) throws(ParseError)
  -> ExpressionTree
{
  try Parser.expression(text, as: ExpressionTree.self, in: environment)
}

/// The error parsing `text` into `R` throws, or nil if it parses.
func parseError<R: Language>(
  _ text: String, as interpreter: R.Type = Evaluation.self,
  in environment: Environment = Environment(), limits: Limits = .standard
) -> ParseError? {
  do throws(ParseError) {
    _ = try Parser.statement(text, as: R.self, in: environment, limits: limits)
    return nil
  } catch {
    return error
  }
}

/// The error parsing `bytes` into `R` throws, or nil if they parse.
func parseError<R: Language>(
  bytes: [UInt8], as interpreter: R.Type = Evaluation.self,
  in environment: Environment = Environment()
) -> ParseError? {
  bytes.withUnsafeBufferPointer { buffer -> ParseError? in
    do throws(ParseError) {
      _ = try Parser.statement(buffer, as: R.self, in: environment)
      return nil
    } catch {
      return error
    }
  }
}

// MARK: - Location markers

/// Text with the marker `1️⃣` where an error is expected, in the style of swift-format's tests.
struct MarkedText {
  /// The text without the marker.
  var text: String
  /// The 1-based line of the marker.
  var line: Int
  /// The 1-based column of the marker, in Unicode scalars.
  var column: Int

  /// The scalars of the marker: the digit, VARIATION SELECTOR-16, COMBINING ENCLOSING KEYCAP.
  static let marker: [Unicode.Scalar] = ["1", "\u{FE0F}", "\u{20E3}"]

  /// Strips the one marker from `marked`, or returns nil when there is none.
  init?(_ marked: String) {
    let scalars = Array(marked.unicodeScalars)
    let width = Self.marker.count
    guard
      let start = scalars.indices.first(where: { index in
        index + width <= scalars.count && Array(scalars[index..<index + width]) == Self.marker
      })
    else { return nil }
    let before = scalars[..<start]
    var text = String.UnicodeScalarView()
    text.append(contentsOf: before)
    text.append(contentsOf: scalars[(start + width)...])
    self.text = String(text)
    self.line = before.filter { $0 == "\n" }.count + 1
    let lineStart = before.lastIndex(of: "\n").map { $0 + 1 } ?? 0
    self.column = start - lineStart + 1
  }
}
