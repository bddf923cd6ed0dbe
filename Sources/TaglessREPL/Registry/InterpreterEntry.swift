import Tagless
import TaglessPrecision

/// One interpreter as the front ends know it: its name, what it is for, which numbers it
/// evaluates in, if any, and how it renders an expression — all that `-i`, `:show`, `:help`, completion,
/// pipe mode and its single-view command (`:pretty EXPR`) need.
///
/// Showing a new interpreter everywhere is one entry added to a ``Registry``:
///
/// ```swift
/// var registry = Registry.standard
/// registry.add(
///   InterpreterEntry(name: "sexp", summary: "the S-expression") { rendering in
///     try rendering.source.build(SExpression.self)?.map(number: \.text, boolean: \.text) ?? ""
///   })
/// ```
public struct InterpreterEntry: Sendable {
  /// What the entry's parameter is, for an entry such as `diff:x`.
  public struct Parameter: Sendable {
    /// The placeholder in help and usage: `NAME`.
    public var placeholder: String
    /// What it is, for errors: "the variable to differentiate by".
    public var meaning: String
    /// An example of the whole name: `diff:x`.
    public var example: String

    /// A parameter.
    public init(placeholder: String, meaning: String, example: String) {
      self.placeholder = placeholder
      self.meaning = meaning
      self.example = example
    }
  }

  /// The name users type.
  public var name: String
  /// One line for `:help` and `--help`.
  public var summary: String
  /// The parameter, for an entry whose name takes one (`diff:x`); its value must be a variable
  /// name.
  public var parameter: Parameter?
  /// The numbers the entry evaluates a line in: nil for a view of the expression as written.
  ///
  /// For an entry that evaluates (`eval`, `exact`, `precise`) every name must be defined, and
  /// a line shown through it sets `ans`. A view accepts undefined names (free variables) when
  /// no entry that evaluates is asked for.
  public var values: Values?
  /// True for an interpreter that works on the expression as written, with undefined names
  /// allowed even when the evaluator is asked for too (their value is then NaN).
  public var isSymbolic: Bool
  /// Whether the entry is one of the standard four that `all` and `:bench` mean.
  public var isStandard: Bool
  /// Whether `:NAME EXPR` shows one expression through it.
  public var hasCommand: Bool
  /// The text for one expression.
  public var render: @Sendable (Rendering) throws(ParseError) -> String
  /// What `:NAME EXPR` shows; the rendered text as one line when nil.
  public var command: (@Sendable (Session, MetaCommand) -> Response)?

  /// An entry; by default a symbolic-free printer with a command of the same name.
  public init(
    name: String, summary: String, parameter: Parameter? = nil, values: Values? = nil,
    isSymbolic: Bool = false, isStandard: Bool = false, hasCommand: Bool = true,
    command: (@Sendable (Session, MetaCommand) -> Response)? = nil,
    render: @escaping @Sendable (Rendering) throws(ParseError) -> String
  ) {
    self.name = name
    self.summary = summary
    self.parameter = parameter
    self.values = values
    self.isSymbolic = isSymbolic
    self.isStandard = isStandard
    self.hasCommand = hasCommand
    self.command = command
    self.render = render
  }

  /// The name as help lists it: `diff:NAME` for an entry with a parameter.
  public var listedName: String { parameter.map { name + ":" + $0.placeholder } ?? name }

  /// The numbers an entry evaluates a line in.
  public enum Values: Hashable, Sendable {
    /// Doubles, by the evaluator (or the enum tree's own).
    case double
    /// Exact fractions (``Exact``), with what leaves the rationals correctly rounded.
    case exact
    /// Decimals correctly rounded to the session's digits (``Precise``).
    case precise

    /// True for numbers kept beyond their doubles (exact and precise): variables and `ans`
    /// keep them.
    var keepsNumbers: Bool { self != .double }
  }
}

// MARK: - Rendering

/// What an entry renders: one expression, from one parsed source, with what else it may need.
public struct Rendering {
  /// The expression, buildable in any interpreter: the line parsed straight into it (tagless),
  /// or the enum tree folded into it (enum).
  public var source: any ExpressionSource
  /// The enum tree, when the answer comes by way of the enum encoding: its own switch-based
  /// functions answer then.
  public var tree: Typed<ExpressionTree>?
  /// The value, when the line was evaluated.
  public var value: Value?
  /// The entry's parameter (the variable of `diff:x`).
  public var parameter: String?
  /// What the simplifier may assume about variables.
  public var assumption: Calculator.Assumption
  /// The expression as written, parsed straight into the interpreter whatever the encoding.
  ///
  /// What interpreters that read literals as written (``Exact``, ``Precise``) build from: the
  /// enum tree keeps a literal only as its double (`0.1` is no longer one tenth there).
  public var written: any ExpressionSource
  /// Places a failed exact or precise computation (`1/0`) at its column in the text.
  public var place: (ArithmeticFailure) -> ParseError
  /// The significant digits of ``Precise``, and of what leaves the rationals in ``Exact``.
  public var digits: Int
  /// The values variables keep beyond their doubles.
  public var kept: [String: Precision.Kept] = [:]
  /// How numbers are shown.
  public var display: NumberDisplay = .calculator
  /// The variables and `ans` the expression reads, for the exactness check of the display
  /// (``text(of:)``).
  var environment = Environment()
}
