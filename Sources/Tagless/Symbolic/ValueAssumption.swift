/// What a ``Simplifier`` may assume about the values of variables.
///
/// Every rule the simplifier applies keeps the value of the expression bit for bit (NaN
/// payloads aside) for every value its variables may take. Which values those are is the
/// assumption: ``AnyValues`` allows all of them, infinities and NaN included, so its results
/// hold everywhere; ``FiniteValues`` promises finite variables, which makes more rules exact
/// (`0 * x` is then a zero, and a zero added to something is, up to its sign, nothing; the
/// whole expression is shown up to the sign of a zero).
///
/// ```swift
/// let text = "(2*3 - 6)*x + 1*(y + 0) + 2^3"
/// try Parser.expression(text, as: Simplified<PrettyPrint>.self, freeVariables: true)
///   .residual.text  // "0 * x + (y + 0) + 8"
/// try Parser.expression(text, as: Simplifier<PrettyPrint, FiniteValues>.self, freeVariables: true)
///   .residual.text  // "y + 8"
/// try Parser.expression("0 * x", as: Simplifier<PrettyPrint, FiniteValues>.self, freeVariables: true)
///   .shown.text  // "0"
/// ```
public protocol ValueAssumption {
  /// True when every variable holds a finite number (never an infinity or NaN).
  static var variablesAreFinite: Bool { get }
}

// MARK: - AnyValues

/// No assumption: a variable may hold any double, including `-0`, the infinities and NaN.
public enum AnyValues: ValueAssumption {
  /// False: variables may be infinite or NaN.
  public static var variablesAreFinite: Bool { false }
}

// MARK: - FiniteValues

/// Every variable holds a finite double (`-0` and subnormals included), and the value of the
/// whole expression is wanted as a number, so that its zero may come out with either sign.
///
/// The ``Simplifier/residual`` still keeps the value bit for bit for finite variables;
/// ``Simplifier/shown`` lets the sign of a zero result go: `0 * x` (which is `-0` for negative
/// `x`) is shown as `0`, and `y + 0 * x` as `y`. Intermediate results may still overflow: only
/// the variables are promised finite.
public enum FiniteValues: ValueAssumption {
  /// True: variables are never infinite or NaN.
  public static var variablesAreFinite: Bool { true }
}
