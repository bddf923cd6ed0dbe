// MARK: - Language

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
public typealias Language = Builtins & Power & UserFunctions & Variables & Conditionals
