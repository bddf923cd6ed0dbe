/// A standard built-in function as data: its name and the arguments it takes.
///
/// ``standard`` lists every one, in the order the language's documents give them; the
/// reserved names, the suggestions for a misspelt name, completion and the REPL's `:help`
/// come from it. (The interpreters still switch over ``UnaryFunction``, ``BinaryFunction``,
/// ``VariadicFunction`` and ``Functional``, which the list is made from.)
///
/// ```swift
/// BuiltinSignature.standard.first   // abs, one number
/// BuiltinSignature.summary          // "abs sqrt … trunc (1), atan2 hypot pow (2), …"
/// ```
public struct BuiltinSignature: Hashable, Sendable, CustomStringConvertible {
  /// What a built-in function takes.
  public enum Arguments: Hashable, Sendable, CustomStringConvertible {
    /// Exactly this many numbers.
    case numbers(Int)
    /// One number or more.
    case oneOrMoreNumbers
    /// A function of one number, then two numbers: `sum(f, a, b)`.
    case functionAndTwoNumbers

    /// As the grammar says it: `1`, `1 or more`, `a function and 2`.
    public var description: String {
      switch self {
      case .numbers(let count): String(count)
      case .oneOrMoreNumbers: "1 or more"
      case .functionAndTwoNumbers: "a function and 2"
      }
    }
  }

  /// The name calls use.
  public let name: String
  /// What it takes.
  public let arguments: Arguments

  /// The standard built-ins: the functions of one number, of two, of one or more, then the
  /// functionals.
  public static let standard: [BuiltinSignature] =
    UnaryFunction.allCases.map { Self(name: $0.name, arguments: .numbers(1)) }
    + BinaryFunction.allCases.map { Self(name: $0.name, arguments: .numbers(2)) }
    + VariadicFunction.allCases.map { Self(name: $0.name, arguments: .oneOrMoreNumbers) }
    + Functional.allCases.map { Self(name: $0.name, arguments: .functionAndTwoNumbers) }

  /// The standard built-ins, grouped by what they take: `abs sqrt … trunc (1), atan2 hypot
  /// pow (2), min max (1 or more), sum product integrate root (a function and 2)`.
  public static var summary: String {
    var groups: [(names: [String], arguments: Arguments)] = []
    for signature in standard {
      if groups.last?.arguments == signature.arguments {
        groups[groups.count - 1].names.append(signature.name)
      } else {
        groups.append(([signature.name], signature.arguments))
      }
    }
    return groups.map { $0.names.joined(separator: " ") + " (\($0.arguments))" }
      .joined(separator: ", ")
  }

  /// `sqrt (1)`.
  public var description: String { "\(name) (\(arguments))" }
}
