/// A functional in a ``Compiled`` fragment: `sum`, `product`, `integrate` or `root` of a body
/// that is itself a fragment, its variable a name of its own.
///
/// The body is compiled with the enclosing program: its parameters are the enclosing
/// program's, then the loop's variable, so that a nested lambda reads the outer one's
/// parameter as an argument (`sum(i -> sum(j -> i * j, 1, i), 1, 10)`).
struct CompiledLoop: Sendable {
  /// Which functional.
  let functional: Functional
  /// The loop's variable, a name no identifier can be (``LambdaRun/freshName(for:)``).
  let variable: String
  /// The body, with `variable` free.
  let body: Compiled
  /// Where the functional is written, for its errors.
  let offset: Int

  /// The loop, its body compiled with `parameters` (the enclosing program's) and its variable
  /// as arguments.
  func program(parameters: [String], in environment: Environment, limits: Limits)
    -> LoopProgram
  {
    LoopProgram(
      functional: functional,
      body: body.finished(parameters: parameters + [variable], in: environment, limits: limits),
      offset: offset)
  }
}
