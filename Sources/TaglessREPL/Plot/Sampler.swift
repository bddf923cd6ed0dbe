import Tagless

// MARK: - Sampler

/// An expression of one variable, evaluated at many points for `:table` and `:plot`.
///
/// Each point parses the expression again into ``Evaluation`` with the variable bound in a copy
/// of the environment: the one place to switch to a compiled program once (parse once, then run
/// the program per point).
struct Sampler {
  /// The expression as typed.
  var expression: String
  /// The variable that changes.
  var variable: String
  /// The other names the expression refers to.
  var environment: Environment

  /// A sampler, or the error the expression gives with the variable bound to `probe`.
  static func make(
    _ expression: String, variable: String, in environment: Environment, probe: Double
  ) -> Result<Sampler, ParseError> {
    var bound = environment
    bound.assign(variable, probe)
    do throws(ParseError) {
      _ = try Parser.expression(expression, as: Evaluation.self, in: bound)
      return .success(Sampler(expression: expression, variable: variable, environment: environment))
    } catch {
      return .failure(error)
    }
  }

  /// The expression's value where the variable is `x` (NaN if it does not parse).
  func callAsFunction(_ x: Double) -> Double {
    var bound = environment
    bound.assign(variable, x)
    return (try? Parser.expression(expression, as: Evaluation.self, in: bound))?.value ?? .nan
  }
}
