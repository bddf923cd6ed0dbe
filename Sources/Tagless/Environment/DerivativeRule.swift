/// The partial derivatives of a registered function (``HostFunction``) as terms of the
/// language: a capability (``BuiltinCapability``) that ``Derivative`` and ``DualNumber`` read.
///
/// ``HostFunction/derivatives`` writes each partial derivative as a call of another
/// registered function, which prints by its name. A rule writes it with the language's own
/// constructors instead, so `diff ln(x)` prints `1 / x`, not a call of a helper. A type
/// conforms, since a generic function cannot be a closure; ``Derivative`` uses the rule where
/// the function has no registered derivatives.
///
/// ```swift
/// struct LnSlope: DerivativeRule {
///   func partial<R: Language>(_ position: Int, of a: [R]) -> R? { .divide(.number(1), a[0]) }
/// }
/// let ln = HostFunction(function: "ln", arity: 1) { Foundation.log($0[0]) }.with(LnSlope())
/// ```
public protocol DerivativeRule: BuiltinCapability {
  /// The partial derivative by the argument at `position` (from 0), at the arguments `a`;
  /// nil where there is none.
  func partial<R: Language>(_ position: Int, of a: [R]) -> R?
}

extension HostFunction {
  /// The function's ``DerivativeRule``, if one was registered.
  var derivativeRule: (any DerivativeRule)? {
    for capability in body.capabilities.values {
      if let rule = capability as? any DerivativeRule { return rule }
    }
    return nil
  }
}
