import Tagless

// MARK: - Sampler

/// An expression of one variable, evaluated at many points for `:table` and `:plot`.
///
/// The expression is parsed once into ``Compiled`` and finished into a program whose one
/// argument is the variable; each point then runs the program, which gives what parsing into
/// ``Evaluation`` would, bit for bit, without parsing again.
struct Sampler {
  /// The expression with the variable as its argument.
  var program: CompiledProgram

  /// A sampler, or the error the expression gives with the variable bound to `probe`.
  ///
  /// Whether an expression parses does not depend on the variable's value, so one probe
  /// finds every error a point could meet. A function value (`sin`, `f`, `t -> t ^ 2`)
  /// is applied to the variable: `:plot sin for x in 0..pi` plots `(sin)(x)`.
  static func make(
    _ expression: String, variable: String, in environment: Environment, probe: Double
  ) -> Result<Sampler, ParseError> {
    let made = compile(expression, variable: variable, in: environment, probe: probe)
    guard case .failure = made else { return made }
    let applied = "(" + expression + ")(" + variable + ")"
    if case .success(let sampler) = compile(
      applied, variable: variable, in: environment, probe: probe)
    {
      return .success(sampler)
    }
    return made
  }

  /// The sampler of `expression` as written.
  static func compile(
    _ expression: String, variable: String, in environment: Environment, probe: Double
  ) -> Result<Sampler, ParseError> {
    var bound = environment
    bound.assign(variable, probe)
    do throws(ParseError) {
      let program =
        switch try Parser.typedExpression(expression, as: Compiled.self, in: bound) {
        case .number(let compiled): compiled.program(parameters: [variable], in: bound)
        case .boolean(let condition):
          condition.fragment.program(parameters: [variable], in: bound)
        }
      return .success(Sampler(program: program))
    } catch {
      return .failure(error)
    }
  }

  /// The expression's value where the variable is `x` (a Boolean is 1 or 0, a failed call of a
  /// user function NaN).
  func callAsFunction(_ x: Double) -> Double {
    program.evaluate(x)
  }

  /// The expression's value where the variable is `x`, as a table shows it: a number, `true`
  /// or `false`; or why a call of a user function failed.
  func text(at x: Double) -> Result<String, CallError> {
    do throws(CallError) {
      return .success(try program.result([x]).description)
    } catch {
      return .failure(error)
    }
  }
}
