/// A generated expression, before it is printed: just enough tree to choose parentheses and to
/// see a division by zero coming.
indirect enum Term: Sendable {
  /// A number or a name, as printed.
  case leaf(String)
  /// `lhs symbol rhs`, with `symbol` one of `+ - * /`.
  case binary(Character, Term, Term)
  /// `-operand`.
  case negate(Term)
  /// `name(argument)`.
  case call(String, Term)

  /// The operators, in the order the generator draws them.
  static let symbols: [Character] = ["+", "-", "*", "/"]

  /// A random tree of `leaves` leaves made by `leaf`, in a fixed order of draws.
  ///
  /// Each split of `n` leaves puts `1 + below(n - 1)` on the left, or, when `lopsided`, a third
  /// of the time a single leaf on one side. When `decorated`, one subtree in 16 is wrapped in
  /// unary minus, `abs` or `sqrt`.
  static func random(
    leaves: Int, lopsided: Bool = false, decorated: Bool = false,
    _ random: inout SeededGenerator, leaf: (inout SeededGenerator) -> Term
  ) -> Term {
    var term: Term
    if leaves == 1 {
      term = leaf(&random)
    } else {
      let left: Int
      if lopsided && random.chance(33) {
        left = random.chance(50) ? 1 : leaves - 1
      } else {
        left = 1 + random.below(leaves - 1)
      }
      let symbol = symbols[random.below(symbols.count)]
      let lhs = Term.random(
        leaves: left, lopsided: lopsided, decorated: decorated, &random, leaf: leaf)
      let rhs = Term.random(
        leaves: leaves - left, lopsided: lopsided, decorated: decorated, &random, leaf: leaf)
      term = .binary(symbol, lhs, rhs)
    }
    if decorated && random.below(16) == 0 {
      switch random.below(3) {
      case 0: if case .negate = term {} else { term = .negate(term) }
      case 1: term = .call("abs", term)
      default: term = .call("sqrt", term)
      }
    }
    return term
  }

  // MARK: Printing

  /// How tightly the printed term binds: 1 for `+ -`, 2 for `* /`, 3 for unary minus, 5 for
  /// leaves and calls.
  var precedence: Int {
    switch self {
    case .leaf(let text): text.hasPrefix("-") ? 3 : 5
    case .binary(let symbol, _, _): symbol == "+" || symbol == "-" ? 1 : 2
    case .negate: 3
    case .call: 5
    }
  }

  /// The text, with parentheses only where the tree needs them (operators associate left).
  var text: String {
    switch self {
    case .leaf(let text):
      return text
    case .binary(let symbol, let lhs, let rhs):
      let left = lhs.precedence < precedence ? "(" + lhs.text + ")" : lhs.text
      let right = rhs.precedence <= precedence ? "(" + rhs.text + ")" : rhs.text
      return left + " \(symbol) " + right
    case .negate(let operand):
      return "-" + (operand.precedence < 3 ? "(" + operand.text + ")" : operand.text)
    case .call(let name, let argument):
      return name + "(" + argument.text + ")"
    }
  }

  // MARK: Values

  /// The value, for numeric leaves (a name is NaN).
  var value: Double {
    switch self {
    case .leaf(let text): Double(text) ?? .nan
    case .binary("+", let lhs, let rhs): lhs.value + rhs.value
    case .binary("-", let lhs, let rhs): lhs.value - rhs.value
    case .binary("*", let lhs, let rhs): lhs.value * rhs.value
    case .binary(_, let lhs, let rhs): lhs.value / rhs.value
    case .negate(let operand): -operand.value
    case .call("abs", let argument): Swift.abs(argument.value)
    case .call(_, let argument): argument.value.squareRoot()
    }
  }

  /// True if some division's divisor is zero, or so close to it (below 1e-9) that it may be
  /// zero in exact decimal arithmetic, as in `bc`.
  var dividesByZero: Bool {
    switch self {
    case .leaf: false
    case .binary(let symbol, let lhs, let rhs):
      (symbol == "/" && Swift.abs(rhs.value) < 1e-9) || lhs.dividesByZero || rhs.dividesByZero
    case .negate(let operand), .call(_, let operand): operand.dividesByZero
    }
  }

  /// Leaves plus operations.
  var nodeCount: Int {
    switch self {
    case .leaf: 1
    case .binary(_, let lhs, let rhs): 1 + lhs.nodeCount + rhs.nodeCount
    case .negate(let operand), .call(_, let operand): 1 + operand.nodeCount
    }
  }
}
