/// The whole language: every capability an interpreter needs for the parser to build it.
///
/// ```swift
/// func parse<R: Language>(_ text: String) throws(ParseError) -> R
/// ```
///
/// Numbers (``Arithmetic``, ``Power``, ``Builtins``), Booleans and conditionals (``Booleans``,
/// ``Conditionals``), names (``Variables``) and calls of user functions (``UserFunctions``).
/// A new interpreter conforms to the protocols in this composition; a new operation is a new
/// protocol that refines one of them. Neither changes existing code.
///
/// The app's own functions and constants (``HostFunction``,
/// ``Environment/define(constant:_:)-(String,Value)``) came later, as requirements added to
/// ``UserFunctions`` and ``Variables`` with default implementations, so that interpreters
/// written before them, in other modules too, still conform.
public typealias Language = Builtins & Power & UserFunctions & Variables & Conditionals
