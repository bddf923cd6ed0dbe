/// Marks a registered function (``HostFunction``) as one of a standard set that an
/// environment starts with, rather than an app's own: a capability (``BuiltinCapability``).
///
/// An app's functions come before the session's names: the session cannot define a function
/// of that name. A prelude function is the language's, as `sqrt` is, but a session that
/// defines a function of its name replaces it, as a script written before the function was
/// standard expects (`gcd(a, b) = b == 0 ? a : gcd(b, a % b)`); forgetting the session brings
/// it back.
///
/// ```swift
/// let twice = HostFunction(function: "twice", arity: 1) { 2 * $0[0] }.with(Prelude())
/// ```
public struct Prelude: BuiltinCapability {
  /// The mark.
  public init() {}
}

extension HostFunction {
  /// True for a function of the standard set (``Prelude``): a session definition replaces it.
  public var isPrelude: Bool { capability(Prelude.self) != nil }
}
