/// The LaTeX printer: math-mode source for an expression, with the fewest parentheses and
/// braces that keep its meaning.
///
/// Division is `\frac{…}{…}` (a `/` after a numerator that holds a fraction already),
/// multiplication `\cdot`, exponents `x^{2}` (always braced),
/// `sqrt` and `cbrt` are radicals, `abs`, `floor` and `ceil` their brackets, `exp(u)` is `e^{u}`,
/// `log` is `\ln`; `pi` is `\pi`; Greek names are letters (`alpha` is `\alpha`), `x1` and `x_1`
/// are `x_{1}`, longer names are upright. Parentheses around anything holding a fraction grow
/// with it (`\left(` … `\right)`). Like the pretty printer it keeps the tree (`a - (b - c)`),
/// except that `-(a * b)` prints as `-a \cdot b`, which has the same value.
///
/// ```swift
/// try Parser.expression("(1 + x) / sqrt(2) * x^2", as: LaTeX.self, freeVariables: true).text
/// // "\frac{1 + x}{\sqrt{2}} \cdot x^{2}"
/// ```
public struct LaTeX: Hashable, Sendable, CustomStringConvertible {
  /// The LaTeX source (math mode, without delimiters), built without copying large operands
  /// (``PrintedText``).
  public var printed: PrintedText
  /// How tightly ``text`` binds where it becomes an operand.
  public var precedence: Precedence
  /// True when ``text`` can be the base of a power without parentheses.
  var isBase: Bool
  /// True when ``text`` holds a fraction, so parentheses around it must grow.
  var isTall: Bool
  /// The rows of a `cases` environment, when ``text`` is one: a conditional in the `otherwise`
  /// branch of another adds its rows to the outer one's.
  var cases: [PrintedText]

  /// The LaTeX source (math mode, without delimiters).
  public var text: String {
    get { printed.string }
    set { printed = PrintedText(newValue) }
  }

  /// Wraps LaTeX source of a known precedence.
  init(
    _ text: String, _ precedence: Precedence, isBase: Bool = false, isTall: Bool = false,
    cases: [PrintedText] = []
  ) {
    self.init(
      PrintedText(text), precedence, isBase: isBase, isTall: isTall, cases: cases)
  }

  /// Wraps LaTeX source of a known precedence.
  init(
    _ printed: PrintedText, _ precedence: Precedence, isBase: Bool = false,
    isTall: Bool = false, cases: [PrintedText] = []
  ) {
    self.printed = printed
    self.precedence = precedence
    self.isBase = isBase
    self.isTall = isTall
    self.cases = cases
  }

  /// The LaTeX source.
  public var description: String { text }

  // MARK: Helpers

  /// The text in parentheses that grow with it when it is tall.
  var parenthesized: PrintedText {
    isTall
      ? PrintedText(joining: "\\left(", printed, "\\right)")
      : PrintedText(joining: "(", printed, ")")
  }

  /// The text, parenthesised when `needed`.
  func parenthesized(when needed: Bool) -> PrintedText { needed ? parenthesized : printed }

  /// An infix operator: the left operand binds at least as tightly as the operator, the right
  /// one more tightly, and a negative right operand is parenthesised (`a - (-b)`).
  static func infix(
    _ lhs: consuming Self, _ symbol: String, _ rhs: Self, _ precedence: Precedence
  ) -> Self {
    let isTall = lhs.isTall || rhs.isTall
    // The left operand's text is extended in place when the parser hands it over, so that a
    // long left-deep chain is written in linear time.
    var text =
      lhs.precedence < precedence ? lhs.parenthesized : (consume lhs).printed
    text.append(symbol)
    text.append(rhs.parenthesized(when: rhs.precedence <= precedence || rhs.precedence == .prefix))
    return Self(text, precedence, isTall: isTall)
  }

  /// `name(arguments)`, with parentheses that grow around tall arguments.
  static func call(_ name: String, _ arguments: [Self]) -> Self {
    call(PrintedText(name), arguments)
  }

  /// The same, the name printed already.
  static func call(_ name: PrintedText, _ arguments: [Self]) -> Self {
    var inner = PrintedText("")
    for (index, argument) in arguments.enumerated() {
      if index > 0 { inner.append(", ") }
      inner.append(argument.printed)
    }
    let isTall = arguments.contains(where: \.isTall)
    let argumentText = Self(inner, .atom, isTall: isTall).parenthesized
    return Self(PrintedText(joining: name, argumentText), .atom, isTall: isTall)
  }

  /// A literal: plain digits, `m \times 10^{k}` for scientific notation, `\infty`.
  static func literal(_ value: Double) -> Self {
    if value.isNaN { return Self("\\mathrm{NaN}", .atom) }
    let negative = value < 0 || (value == 0 && value.sign == .minus)
    let magnitude: Self
    if value.isInfinite {
      magnitude = Self("\\infty", .atom, isBase: true)
    } else {
      let digits = NumberFormatting.string(Swift.abs(value))
      let parts = digits.split(separator: "e", maxSplits: 1)
      if parts.count == 2 {
        let power = "10^{" + parts[1] + "}"
        magnitude =
          parts[0] == "1" ? Self(power, .power) : Self(parts[0] + " \\times " + power, .product)
      } else {
        magnitude = Self(digits, .atom, isBase: true)
      }
    }
    guard negative else { return magnitude }
    return Self(PrintedText(joining: "-", magnitude.printed), .prefix)
  }

  /// A name as it is typeset: Greek letters, subscripted digits, upright words.
  static func name(_ name: String) -> String {
    if greekLetters.contains(name) { return "\\" + name }
    let scalars = Array(name.unicodeScalars)
    if scalars.count == 1 { return name }
    if let split = scalars.firstIndex(where: { ("0"..."9").contains($0) }), split > 0,
      scalars[split...].allSatisfy({ ("0"..."9").contains($0) })
    {
      // x_12 is subscripted as x12 is: its underscore already says "subscript".
      let end = split > 1 && scalars[split - 1] == "_" ? split - 1 : split
      let head = String(String.UnicodeScalarView(scalars[..<end]))
      let digits = String(String.UnicodeScalarView(scalars[split...]))
      return Self.name(head) + "_{" + digits + "}"
    }
    if let split = scalars.firstIndex(of: "_"), split > 0, split < scalars.count - 1 {
      let head = String(String.UnicodeScalarView(scalars[..<split]))
      let tail = String(String.UnicodeScalarView(scalars[(split + 1)...]))
      return Self.name(head) + "_{" + Self.name(tail) + "}"
    }
    return "\\mathrm{" + escaped(name) + "}"
  }

  /// The name with each `_` escaped, as LaTeX needs it in text.
  static func escaped(_ name: String) -> String {
    var result = ""
    for character in name {
      if character == "_" { result += "\\_" } else { result.append(character) }
    }
    return result
  }

  /// The Greek letters LaTeX names (omicron has no command of its own).
  static let greekLetters: Set<String> = [
    "alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta", "iota", "kappa",
    "lambda", "mu", "nu", "xi", "rho", "sigma", "tau", "upsilon", "phi", "chi", "psi", "omega",
    "Gamma", "Delta", "Theta", "Lambda", "Xi", "Pi", "Sigma", "Upsilon", "Phi", "Psi", "Omega",
  ]
}
