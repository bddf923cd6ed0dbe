import Tagless

/// An expression of one variable, evaluated at many points for `:table` and `:plot`.
///
/// The expression is parsed once into ``Compiled`` and finished into a program whose one
/// argument is the variable; each point then runs the program, which gives what parsing into
/// ``Evaluation`` would, bit for bit, without parsing again. What ``Compiled`` cannot expand,
/// a recursion of a function that takes functions (`apply_n(h, n, x) = n == 0 ? x :
/// apply_n(h, n - 1, h(x))`, whose condition is known only at a point), is parsed into
/// ``Evaluation`` at each point instead.
struct Sampler {
  /// How the points are computed.
  enum Method {
    /// The expression compiled, with the variable as its argument.
    case compiled(CompiledProgram)
    /// The expression parsed into ``Evaluation`` at each point, the variable bound in
    /// `environment`.
    case parsed(expression: String, variable: String, environment: Environment)
  }

  var method: Method

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
    // What parses into the evaluator at the probe parses at every point.
    let parsed = Sampler(
      method: .parsed(expression: expression, variable: variable, environment: environment))
    if case .success = parsed.value(at: probe) { return .success(parsed) }
    return made
  }

  /// The sampler of `expression` as written.
  static func compile(
    _ expression: String, variable: String, in environment: Environment, probe: Double
  ) -> Result<Sampler, ParseError> {
    var bound = environment
    bound.assign(variable, probe)
    do throws(ParseError) {
      let fragment =
        switch try Parser.typedExpression(expression, as: Compiled.self, in: bound) {
        case .number(let compiled): compiled
        case .boolean(let condition): condition.fragment
        }
      // Code that would run a part the evaluator does not (a loop in a branch) is parsed
      // into the evaluator at each point instead.
      guard !fragment.departsFromEvaluation,
        let program = try? fragment.program(parameters: [variable], in: bound)
      else {
        return .success(
          Sampler(
            method: .parsed(expression: expression, variable: variable, environment: environment)
          ))
      }
      return .success(
        Sampler(method: .compiled(program)))
    } catch {
      return .failure(error)
    }
  }

  /// The expression's value where the variable is `x` (a Boolean is 1 or 0, a failed call of a
  /// user function NaN).
  func callAsFunction(_ x: Double) -> Double {
    guard case .compiled(let program) = method else {
      switch value(at: x) {
      case .success(.number(let value)): return value
      case .success(.boolean(let truth)): return truth ? 1 : 0
      case .failure: return .nan
      }
    }
    return program.evaluate(x)
  }

  /// The expression's value where the variable is `x`, as a table shows it: a number, `true`
  /// or `false`; or why a call of a user function failed.
  func text(at x: Double) -> Result<String, CallError> {
    guard case .compiled(let program) = method else { return value(at: x).map(\.description) }
    do throws(CallError) {
      return .success(try program.result([x]).description)
    } catch {
      return .failure(error)
    }
  }

  /// The expression's value where the variable is `x`, parsed into ``Evaluation`` (the
  /// compiled program's value, by a slower way); the error a parse or a call gave.
  func value(at x: Double) -> Result<Value, CallError> {
    switch method {
    case .compiled(let program):
      do throws(CallError) {
        return .success(try program.result([x]))
      } catch {
        return .failure(error)
      }
    case .parsed(let expression, let variable, var environment):
      environment.assign(variable, x)
      do throws(ParseError) {
        switch try Parser.typedExpression(expression, as: Evaluation.self, in: environment) {
        case .number(let value): return .success(.number(value.value))
        case .boolean(let truth): return .success(.boolean(truth))
        }
      } catch {
        return .failure(CallError(error.message, in: error.functions, at: error.offset))
      }
    }
  }
}
