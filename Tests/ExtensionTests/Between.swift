import Tagless

// MARK: - Between

/// A new Boolean-valued operation, added by a client: `between(x, lo, hi)`, true when
/// `lo <= x <= hi` (false when any of them is NaN).
///
/// It refines ``Booleans`` and returns the interpreter's own Boolean representation, `Truth`:
/// the evaluator's `Bool`, the printer's text, the enum's ``BooleanExpression``. Nothing in the
/// library changes; a generic program that needs it says `R: Between`.
protocol Between: Booleans {
  /// True when `lo <= x` and `x <= hi`.
  static func between(_ x: Self, _ lo: Self, _ hi: Self) -> Truth
}

/// A second one: `isfinite(x)`, true unless `x` is infinite or NaN.
protocol IsFinite: Booleans {
  /// True when `x` is neither infinite nor NaN.
  static func isFinite(_ x: Self) -> Truth
}

// MARK: - The library's interpreters, extended from outside

extension Evaluation: Between, IsFinite {
  static func between(_ x: Self, _ lo: Self, _ hi: Self) -> Bool {
    lo.value <= x.value && x.value <= hi.value
  }

  static func isFinite(_ x: Self) -> Bool { x.value.isFinite }
}

extension PrettyPrint: Between, IsFinite {
  /// Prints like a call of a built-in function.
  static func between(_ x: Self, _ lo: Self, _ hi: Self) -> PrettyPrint {
    Self("between(\(x.text), \(lo.text), \(hi.text))", precedence: .atom)
  }

  static func isFinite(_ x: Self) -> PrettyPrint { Self("isfinite(\(x.text))", precedence: .atom) }
}

extension OperationCount: Between, IsFinite {
  /// Counts as one built-in call: the library's kinds are a closed set.
  static func between(_ x: Self, _ lo: Self, _ hi: Self) -> OperationCount {
    operation(.builtin, over: [x, lo, hi])
  }

  static func isFinite(_ x: Self) -> OperationCount { operation(.builtin, x) }
}

// The enum cannot gain a `between` case from outside the library: `BooleanExpression` is
// closed. The best a client can do is encode the new operation in the cases that exist, so the
// tree evaluates correctly but no longer remembers that it was a `between` (it prints as the
// two comparisons, and `x` appears twice). That is the initial encoding's side of the
// expression problem; the tagless-final interpreters above kept the operation as it was written.
extension ExpressionTree: Between, IsFinite {
  /// `lo <= x && x <= hi`: the same value, by the existing cases.
  static func between(_ x: Self, _ lo: Self, _ hi: Self) -> BooleanExpression {
    .and(.compare(.lessOrEqual, lo, x), .compare(.lessOrEqual, x, hi))
  }

  /// `x - x == 0`, which is true exactly for finite `x` (∞ − ∞ and NaN − NaN are NaN).
  static func isFinite(_ x: Self) -> BooleanExpression {
    .compare(.equal, .subtract(x, x), .number(0))
  }
}

// A new interpreter of the client's takes up the new operations too.
extension ReversePolish: Between, IsFinite {
  static func between(_ x: Self, _ lo: Self, _ hi: Self) -> Self {
    postfix([x, lo, hi], "between")
  }

  static func isFinite(_ x: Self) -> Self { postfix([x], "isfinite") }
}
