import Tagless

// MARK: - Interpretation

/// An interpreter a line can be shown through, by the name users type (`-i pretty`,
/// `:show count`, `-i diff:x`).
///
/// The four standard ones (``standard``) work with either encoding and are what `:show all`
/// and `:bench` use. The symbolic ones work on the expression as written and parse it with
/// free variables (undefined names are allowed): ``simplify``, ``latex``, ``rpn`` and
/// ``diff(by:)``, which needs the variable to differentiate by.
///
/// ```swift
/// Interpretation(name: "diff:x")      // .diff(by: "x")
/// Interpretation.diff(by: "x").name   // "diff:x"
/// ```
public enum Interpretation: Hashable, Sendable {
  /// The value, by the Double evaluator.
  case eval
  /// Canonical text with minimal parentheses.
  case pretty
  /// The number of operations.
  case count
  /// The enum tree as an S-expression.
  case ast
  /// The expression simplified by rules exact in IEEE arithmetic, pretty-printed.
  case simplify
  /// The expression as LaTeX.
  case latex
  /// The expression in reverse Polish notation.
  case rpn
  /// The derivative by a variable, simplified and pretty-printed.
  case diff(by: String)

  /// The four interpreters of the language core: what `all` means.
  public static let standard: [Interpretation] = [.eval, .pretty, .count, .ast]

  /// The four standard interpreters, under the name they had when they were the only cases.
  ///
  /// The symbolic interpretations are not among them: ``diff(by:)`` needs a variable, and
  /// `:bench` and `:show all` mean these four.
  public static var allCases: [Interpretation] { standard }

  /// Every name users can type, `diff:NAME` standing for any variable.
  public static let names: [String] =
    standard.map(\.name) + ["simplify", "latex", "rpn", "diff:NAME"]

  /// The interpretation a typed name means, or nil: `eval`, …, `rpn`, or `diff:` and a variable
  /// name that is not reserved.
  public init?(name: String) {
    switch name {
    case "eval": self = .eval
    case "pretty": self = .pretty
    case "count": self = .count
    case "ast": self = .ast
    case "simplify": self = .simplify
    case "latex": self = .latex
    case "rpn": self = .rpn
    default:
      guard name.hasPrefix("diff:") else { return nil }
      let variable = String(name.dropFirst("diff:".count))
      guard Self.isVariableName(variable) else { return nil }
      self = .diff(by: variable)
    }
  }

  /// The name users type, and the label of its output line.
  public var name: String {
    switch self {
    case .eval: "eval"
    case .pretty: "pretty"
    case .count: "count"
    case .ast: "ast"
    case .simplify: "simplify"
    case .latex: "latex"
    case .rpn: "rpn"
    case .diff(let variable): "diff:" + variable
    }
  }

  /// True for the interpreters that work symbolically, with undefined names allowed.
  public var isSymbolic: Bool {
    switch self {
    case .eval, .pretty, .count, .ast: false
    case .simplify, .latex, .rpn, .diff: true
    }
  }

  /// True for a name that can be a variable: an ASCII identifier that is not a constant, `ans`
  /// or a built-in function.
  public static func isVariableName(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, first.isASCII,
      first.properties.isAlphabetic || first == "_"
    else { return false }
    let valid = name.unicodeScalars.allSatisfy { scalar in
      scalar.isASCII
        && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_")
    }
    return valid && !Names.isReserved(name)
  }
}

// MARK: - Encoding

/// Which encoding answers.
///
/// The tagless-final interpreters, or the enum tree with its own switch-based functions. Both
/// give identical output for every input.
public enum Encoding: String, CaseIterable, Hashable, Sendable {
  /// Parse straight into each chosen interpreter.
  case tagless
  /// Parse into the enum tree, then evaluate, print or count it by switching over its cases.
  case `enum`
}
