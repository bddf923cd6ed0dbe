import Testing

@testable import Tagless

// MARK: - The bound on terms built by applying functions

/// Terms built by applying functions stop at a bound.
///
/// Applying a function to what it built doubles a term at each level: `deeper(t -> t + x, n)`
/// is a term of 2^n leaves. Symbolic views build it (sharing what repeats) and stop at
/// ``Limits/maximumTermBytes`` with an error at the column of the call, in the simplifier and
/// the derivative alike.
@Suite("Terms built by applying functions are bounded in size")
struct SymbolicTermBoundTests {
  static let environment: Environment = {
    var session = Session()
    _ = try? session.run("deeper(h, n) = n <= 0 ? h(1) : deeper(t -> h(h(t)) / 2, n - 1)")
    return session.environment
  }()

  /// A bound of 16 KiB: `deeper(t -> t + x, n)` prints 9 × 2^n − 3 bytes (ten levels fit).
  static let small: Limits = {
    var limits = Limits.standard
    limits.maximumTermBytes = 1 << 14
    return limits
  }()

  static func simplified(_ line: String, _ limits: Limits) throws(ParseError) -> String {
    try Parser.expression(
      line, as: Simplified<PrettyPrint>.self, in: environment, freeVariables: true,
      limits: limits
    ).residual.text
  }

  @Test("the definition is one that takes functions")
  func defined() throws {
    let deeper = try #require(Self.environment.functions["deeper"])
    #expect(deeper.takesFunctions)
  }

  @Test("below the bound the whole term is built", arguments: [1, 4, 10])
  func belowBound(_ levels: Int) throws {
    let text = try Self.simplified("deeper(t -> t + x, \(levels))", Self.small)
    #expect(text.utf8.count == 9 * (1 << levels) - 3)
    #expect(text.utf8.filter { $0 == UInt8(ascii: "x") }.count == 1 << levels)
  }

  /// The error building `line` in `R` under `limits` throws, or nil.
  static func error<R: Language>(_ line: String, as _: R.Type, _ limits: Limits) -> ParseError? {
    do throws(ParseError) {
      _ = try Parser.expression(
        line, as: R.self, in: environment, freeVariables: true, limits: limits)
      return nil
    } catch {
      return error
    }
  }

  @Test("past the bound the simplifier stops at the call", arguments: [11, 12])
  func simplifierStops(_ levels: Int) {
    let error = Self.error(
      "1 + deeper(t -> t + x, \(levels))", as: Simplified<PrettyPrint>.self, Self.small)
    #expect(
      error?.message.hasSuffix("the expansion is too large: over 16384 bytes of text") == true)
    #expect(error?.column == 5)
  }

  @Test("past the bound the derivative stops too, though its partial is a number")
  func derivativeStops() throws {
    typealias Differentiated = Derivative<Simplified<PrettyPrint>>
    let line = "deeper(t -> t + x, 12)"
    // h_k(t) = a_k t + b_k x, with h_0(t) = t + x: the derivative by x is b_12.
    var (a, b) = (1.0, 1.0)
    for _ in 1...12 { (a, b) = (a * a / 2, (a * b + b) / 2) }
    let derivative = try Parser.expression(
      line, as: Differentiated.self, in: Self.environment, freeVariables: true)
    let value = try #require(Double(derivative.derivative(by: "x").residual.text))
    #expect(abs(value - b) <= 1e-12 * b)
    let error = Self.error(line, as: Differentiated.self, Self.small)
    #expect(
      error?.message.hasSuffix("the expansion is too large: over 16384 bytes of text") == true)
    #expect(error?.column == 1)
  }

  /// `twice(t1 -> twice(t2 -> … twice(tk -> t1 * tk, tk-1) …, t1), x)`: every lambda is
  /// written in the line, so the enum tree applies them by folding their bodies (6 levels
  /// print 6,463 bytes, 8 levels 99,583).
  static func twice(_ levels: Int) -> String {
    var text = "t1 * x"
    for level in stride(from: levels, to: 0, by: -1) {
      let outer = level > 1 ? "t\(level - 1)" : "x"
      let inner = text.replacing("x", with: "t\(level)", maxReplacements: 1)
      text = "twice(t\(level) -> \(inner), \(outer))"
    }
    return text
  }

  @Test("lambdas written in the line stop at the bound in both encodings", arguments: [6, 8])
  func bothEncodings(_ levels: Int) throws {
    var session = Session()
    _ = try session.run("twice(h, x) = h(h(x))")
    let environment = session.environment
    let line = Self.twice(levels)
    let tree = try Parser.expression(
      line, as: ExpressionTree.self, in: environment, freeVariables: true)
    func folded() -> Result<String, CallError> {
      do throws(CallError) {
        let term = try tree.fold(
          into: Simplified<PrettyPrint>.self, in: environment, limits: Self.small,
          freeVariables: true)
        return .success(term.residual.text)
      } catch {
        return .failure(error)
      }
    }
    func parsed() -> Result<String, ParseError> {
      do throws(ParseError) {
        let term = try Parser.expression(
          line, as: Simplified<PrettyPrint>.self, in: environment, freeVariables: true,
          limits: Self.small)
        return .success(term.residual.text)
      } catch {
        return .failure(error)
      }
    }
    let message = "the expansion is too large: over 16384 bytes of text"
    switch (folded(), parsed()) {
    case (.success(let enumText), .success(let taglessText)):
      #expect(levels == 6)
      #expect(enumText == taglessText)
      #expect(enumText.utf8.count == 6_463)
    case (.failure(let enumError), .failure(let taglessError)):
      #expect(levels == 8)
      #expect(enumError.message == message)
      #expect(taglessError.message.hasSuffix(message))
    case (let enumResult, let taglessResult):
      Issue.record("the encodings disagree: \(enumResult) and \(taglessResult)")
    }
  }

  @Test("the standard bound is 4 MiB")
  func standardBound() {
    #expect(Limits.standard.maximumTermBytes == 4 << 20)
  }
}
