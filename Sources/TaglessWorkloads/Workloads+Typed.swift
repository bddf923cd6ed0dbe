import Tagless

// MARK: - Typed workloads

extension Workloads {
  /// `count` Boolean-valued lines made from the short lines: `a < b && b != 0 ? a : b` style
  /// comparisons, logic and conditionals over them (so each is about twice a short line).
  ///
  /// ```swift
  /// Workloads.booleanLines(count: 1)  // ["(… ) < (…) && (…) != 0 ? (…) : (…)"]
  /// ```
  public static func booleanLines(count: Int) -> [String] {
    let lines = shortLines(count: count * 2)
    return (0..<count).map { index in
      let a = "(" + lines[2 * index] + ")"
      let b = "(" + lines[2 * index + 1] + ")"
      switch index % 3 {
      case 0: return a + " < " + b + " && " + b + " != 0 ? " + a + " : " + b
      case 1: return "!(" + a + " >= " + b + ") || " + a + " == " + b
      default: return a + " <= " + b + " ? " + a + " > 0 : " + b + " > 0"
      }
    }
  }

  /// An environment with `fib(n) = n < 2 ? n : fib(n - 1) + fib(n - 2)` and
  /// `fact(n) = n <= 1 ? 1 : n * fact(n - 1)`, for the recursion workloads.
  public static let recursiveFunctions: Environment = {
    var environment = Environment()
    for line in [
      "fib(n) = n < 2 ? n : fib(n - 1) + fib(n - 2)", "fact(n) = n <= 1 ? 1 : n * fact(n - 1)",
    ] {
      if case .definition(let definition) = try? Parser.statement(line, as: Evaluation.self) {
        environment.define(definition)
      }
    }
    return environment
  }()
}
