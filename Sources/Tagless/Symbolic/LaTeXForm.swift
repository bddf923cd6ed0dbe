/// How ``LaTeX`` typesets a call of a registered function (``HostFunction``): a capability
/// (``BuiltinCapability``) registered with it.
///
/// The closure gets each argument's LaTeX source, in order, and returns the call's. Each
/// argument may be any expression (`a + b`, a fraction), so the form must set each where any
/// expression can stand: in braces of a radical or a fraction, in a list between
/// parentheses or other delimiters. The call's source is used as an atom, as a function
/// call's is: it must be delimited itself. Without a form, a call is typeset by name,
/// `\operatorname{clamp}(x, 0, 1)`.
///
/// ```swift
/// let norm = HostFunction(function: "norm2", arity: 2) { a in hypot(a[0], a[1]) }
///   .with(LaTeXForm { a in "\\left\\lVert (\(a[0]), \(a[1])) \\right\\rVert" })
/// ```
public struct LaTeXForm: BuiltinCapability {
  /// The call's LaTeX source from its arguments'.
  public let typeset: @Sendable ([String]) -> String

  /// A form that typesets a call by `typeset`.
  public init(_ typeset: @escaping @Sendable ([String]) -> String) { self.typeset = typeset }
}

extension LaTeX {
  /// A call of the app's function in its ``LaTeXForm``, or by name when it has none:
  /// `\operatorname{clamp}(x, 0, 1)`.
  public static func hostCall(_ function: HostFunction, _ arguments: [Self]) -> Self {
    guard let form = function.capability(LaTeXForm.self) else {
      return call(named: function.name, arguments)
    }
    return Self(
      form.typeset(arguments.map(\.text)), .atom, isTall: arguments.contains(where: \.isTall))
  }
}
