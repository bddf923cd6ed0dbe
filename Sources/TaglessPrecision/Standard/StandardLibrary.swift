import Tagless

/// The built-in functions given as descriptors (`HostFunction`), one file each, that every
/// session starts with: `gcd`, `lcm`, `binomial` and `nCr`, `nPr`, `factorial` (which postfix
/// `!` calls), `ln`, and `log(x, base)` beside `log(x)`.
///
/// A value, not a global registry: `Environment.standard` is an environment holding them,
/// and the REPL, the pipe, files and `-e` start from it; a plain `Environment()` has none of
/// them. Each carries its Double kernel, exact and precise kernels, LaTeX form, derivative
/// where one exists, and the `Prelude` mark, so that a session may define a function of
/// the same name in its place.
///
/// ```swift
/// let environment = Environment.standard
/// try Parser.expression("gcd(12, 18) + 5!", as: Evaluation.self, in: environment).value  // 126
/// ```
public enum StandardLibrary {
  /// Every function of the standard set, in the order `:help` lists them.
  public static let functions: [HostFunction] = [
    gcd, lcm, binomial(named: "binomial"), binomial(named: "nCr"), permutations, factorial, ln,
    logarithmToBase,
  ]
}

extension Environment {
  /// An empty environment with the standard set of built-ins (``StandardLibrary``)
  /// registered.
  public static let standard: Environment = {
    var environment = Environment()
    for function in StandardLibrary.functions {
      // Each is a name no built-in has (or a built-in's with another arity), and none
      // carries derivatives that need names: registration cannot fail.
      do { try environment.register(function) } catch { continue }
    }
    return environment
  }()
}
