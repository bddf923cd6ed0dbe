import Tagless
import Testing

@testable import TaglessREPL

// MARK: - Kept calls through both encodings

/// A call the derivative keeps as written (it cannot involve the variable) is kept by the enum
/// tree's fold as by the tagless parser: 40 nested calls of `u(x) = x + 1` have the derivative
/// 0 in both, where the enum tree used to expand them past the budget (the fuzzer's
/// `user-calls-nested-40-deep`).
@Suite("Both encodings keep the calls the derivative does not need")
struct KeptCallEncodingTests {
  static let lines: [String] = [
    String(repeating: "u(", count: 40) + "1" + String(repeating: ")", count: 40),
    "x * fib(15)",
    "x * fib(x)",
  ]

  @Test("diff:x prints the same through tagless and enum", arguments: lines)
  func bothEncodings(line: String) {
    var shown: [String] = []
    for encoding in [Encoding.tagless, .enum] {
      var session = Session(display: [.diff(by: "x")], encoding: encoding)
      _ = session.handle("u(x) = x + 1")
      _ = session.handle("fib(n) = n < 2 ? n : fib(n - 1) + fib(n - 2)")
      shown.append(session.handle(line).plainText)
    }
    #expect(shown[0] == shown[1])
    #expect(!shown[0].contains("error"), "\(shown[0])")
  }
}
