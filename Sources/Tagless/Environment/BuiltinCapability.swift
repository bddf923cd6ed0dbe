/// Something an interpreter may need from a built-in function beyond its Double kernel: a
/// LaTeX form, an exact or a precise kernel, a rule of its own.
///
/// A registered function (``HostFunction``) carries its capabilities keyed by their type,
/// and an interpreter looks up the one it needs with ``HostFunction/capability(_:)``. The
/// module that defines an interpreter defines the capability type it reads, so the core
/// need not know it: ``LaTeXForm`` is the core's (the LaTeX printer is), the exact and precise
/// kernels are `TaglessPrecision`'s. An interpreter that finds no capability for a call it
/// cannot answer otherwise fails at the call's column, naming the function and what it lacks;
/// it never answers from the Double kernel in its place.
///
/// ```swift
/// let cube = HostFunction(function: "cube", arity: 1) { $0[0] * $0[0] * $0[0] }
///   .with(LaTeXForm { "\\left(\($0[0])\\right)^{3}" })
/// cube.capability(LaTeXForm.self) != nil   // true
/// ```
public protocol BuiltinCapability: Sendable {}
