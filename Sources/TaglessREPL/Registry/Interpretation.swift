import Tagless

/// An interpreter a line is shown through, as chosen by name (`-i pretty`, `:show count`,
/// `-i diff:x`): a registry entry and, for an entry that takes one, its parameter.
///
/// ```swift
/// Registry.standard.interpretation(named: "diff:x")  // .success(.diff(by: "x"))
/// Interpretation.diff(by: "x").name                  // "diff:x"
/// ```
public struct Interpretation: Hashable, Sendable, CustomStringConvertible {
  /// What the interpreter is and how it renders.
  public let entry: InterpreterEntry
  /// The entry's parameter (the variable of `diff:x`), if it takes one.
  public let parameter: String?

  /// The entry with its parameter.
  public init(_ entry: InterpreterEntry, parameter: String? = nil) {
    self.entry = entry
    self.parameter = parameter
  }

  /// The name users type, and the label of its output line: `pretty`, `diff:x`.
  public var name: String { parameter.map { entry.name + ":" + $0 } ?? entry.name }

  /// The name.
  public var description: String { name }

  /// Same name, same interpretation.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.name == rhs.name }

  /// Hashes the name.
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }

  // MARK: The standard ones

  /// The value, by the Double evaluator.
  public static let eval = Self(.eval)
  /// Canonical text with minimal parentheses.
  public static let pretty = Self(.pretty)
  /// The number of operations.
  public static let count = Self(.count)
  /// The enum tree as an S-expression.
  public static let ast = Self(.ast)
  /// The expression simplified by rules exact in IEEE arithmetic, pretty-printed.
  public static let simplify = Self(.simplify)
  /// The expression as LaTeX.
  public static let latex = Self(.latex)
  /// The expression in reverse Polish notation.
  public static let rpn = Self(.rpn)
  /// The exact value (fractions), approximations marked.
  public static let exact = Self(.exact)
  /// The value to the session's digits.
  public static let precise = Self(.precise)
  /// The derivative by `variable`, simplified and pretty-printed.
  public static func diff(by variable: String) -> Self { Self(.diff, parameter: variable) }

  /// The four interpreters of the language core: what `all` means, and what `:bench` times.
  public static var standard: [Interpretation] { Registry.standard.all }

  /// True for a name that can be a variable: an ASCII identifier that is not a constant, `ans`,
  /// a Boolean literal or a built-in function.
  public static func isVariableName(_ name: String) -> Bool { Names.isAssignable(name) }
}
