import Testing

@testable import Tagless

// MARK: - DepthWorkload

/// An input that nests as deeply as asked, in one particular way that makes the parser or the
/// enum tree recurse.
struct DepthWorkload: Sendable, CustomTestStringConvertible {
  /// What it nests.
  var name: String
  /// Whether it calls the chain of user functions `f0` … `f500`.
  var usesChain = false
  /// Whether it grows the tree without the parser recursing (a long sum, a run of signs), so
  /// that ``Limits/maximumHeight`` bounds it rather than ``Limits/maximumDepth``.
  var isFlat = false
  /// The input nested `depth` levels deep.
  var make: @Sendable (_ depth: Int) -> String

  var testDescription: String { name }

  /// The input at the standard nesting limit.
  var text: String { make(deepest) }

  /// The standard limit that bounds this workload.
  var deepest: Int { isFlat ? Limits.standard.maximumHeight : Self.limit }

  static let limit = Limits.standard.maximumDepth

  /// The longest chain `fN(x) = fN-1(x) + 1` whose call fits in the limit: each link is two
  /// levels, the call and the addition.
  static let userChain = limit / 2

  static func nest(_ open: String, _ inner: String, _ close: String, _ count: Int) -> String {
    String(repeating: open, count: count) + inner + String(repeating: close, count: count)
  }

  static let all: [DepthWorkload] = [
    DepthWorkload(name: "parentheses") { nest("(", "1", ")", $0) },
    DepthWorkload(name: "negated parentheses") { nest("-(", "1", ")", $0) },
    DepthWorkload(name: "power tower") { String(repeating: "2^", count: $0) + "1" },
    DepthWorkload(name: "left-deep sum", isFlat: true) { "1" + String(repeating: "+1", count: $0) },
    DepthWorkload(name: "unary minuses", isFlat: true) { String(repeating: "-", count: $0) + "1" },
    DepthWorkload(name: "nested built-in calls") { nest("sqrt(", "1", ")", $0) },
    DepthWorkload(name: "nested max calls") { nest("max(1, ", "1", ")", $0) },
    DepthWorkload(name: "user function chain", usesChain: true) { "f\(max($0 / 2 - 1, 0))(1)" },
  ]

  /// The environment the input needs (built once: the chain's takes a while).
  func environment() throws -> Environment {
    guard usesChain else { return Environment() }
    return try #require(Self.chainEnvironment)
  }

  /// The user function chain's environment, one link longer than the limit allows calling.
  static let chainEnvironment: Environment? = {
    var session = Session()
    try? session.run(["f0(x) = x"] + (1...userChain + 1).map { "f\($0)(x) = f\($0 - 1)(x) + 1" })
    return session.environment
  }()
}
