/// The language's third type: a function of some numbers returning a number or a Boolean.
///
/// Functions are values only where one is passed, applied or assigned: the argument of
/// `sum(f, a, b)`, the callee of `(x -> x + 1)(2)`, the right of `g = x -> 2 * x`. Their
/// parameters are numbers.
///
/// ```swift
/// FunctionType(arity: 1, result: .number).described
/// // "a function of one number returning a number"
/// ```
public struct FunctionType: Hashable, Sendable, CustomStringConvertible {
  /// How many numbers the function takes.
  public var arity: Int
  /// What it returns.
  public var result: ValueType

  /// The type of functions of `arity` numbers returning `result`.
  @inlinable
  public init(arity: Int, result: ValueType) {
    self.arity = arity
    self.result = result
  }

  /// "function of two numbers returning a Boolean".
  public var description: String {
    let count = arity == 1 ? "one number" : "\(Self.word(arity)) numbers"
    return "function of \(count) returning \(result.described)"
  }

  /// The type as messages name it: "a function of one number returning a number".
  public var described: String { "a " + description }

  /// Small counts in words, as messages write them.
  static func word(_ count: Int) -> String {
    let words = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
    return count >= 0 && count < words.count ? words[count] : "\(count)"
  }
}
