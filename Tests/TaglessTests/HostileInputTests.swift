import TaglessWorkloads
import Testing

@testable import Tagless

// MARK: - Outcomes

/// What parsing hostile input gives: a value, or an error at a column.
enum Outcome: Equatable, CustomStringConvertible {
  case value(Value)
  case error(String, column: Int)

  /// A number.
  static func value(_ number: Double) -> Self { .value(.number(number)) }

  /// The outcome of parsing `bytes` into `R`, with `value` reading the result's value.
  init<R: Language>(
    _ bytes: [UInt8], as interpreter: R.Type, limits: Limits, value: (Typed<R>) -> Value
  ) {
    let result = bytes.withUnsafeBufferPointer { buffer -> Result<Statement<R>, ParseError> in
      do throws(ParseError) {
        return .success(try Parser.statement(buffer, as: R.self, limits: limits))
      } catch {
        return .failure(error)
      }
    }
    switch result {
    case .success(.expression(let result)): self = .value(value(result))
    case .success: self = .error("not an expression", column: 0)
    case .failure(let error): self = .error(error.message, column: error.column)
    }
  }

  static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case (.value(.number(let x)), .value(.number(let y))): Value.sameBits(x, y)
    case (.value(.boolean(let x)), .value(.boolean(let y))): x == y
    case (.error(let m, let c), .error(let n, let d)): m == n && c == d
    default: false
    }
  }

  var description: String {
    switch self {
    case .value(let value): "value \(value)"
    case .error(let message, let column): "error at column \(column): \(message)"
    }
  }
}

// MARK: - Inputs

/// Inputs built to break a parser, with what each must give instead.
enum HostileInput: String, CaseIterable, Codable, Sendable, CustomStringConvertible {
  case nestedParentheses, unaryMinuses, unaryPluses, alternatingSigns, nestedCalls, powerTower
  case negatedParentheses, nestedUserCalls, millionTermSum, longFlatSum, longShallowSum
  case longLiteral, longExactLiteral, spacesOnly, longComment, invalidUTF8
  case parenthesesAtTheLimit, callsAtTheLimit, minusesAtTheLimit, towerAtTheLimit, mixedAtTheLimit

  static let depth = Limits.standard.maximumDepth
  static let tooDeep = "expression nests too deeply (the limit is \(depth) levels)"
  static let height = Limits.standard.maximumHeight
  static let tooTall = "expression is too deep: more than \(height) operations nested on one path"
  static let tooLong =
    "the line is too long (the limit is \(Limits.standard.maximumLineLength) bytes)"

  var description: String { rawValue }

  /// A line too long for the standard limits but within these.
  var limits: Limits {
    guard self == .longFlatSum else { return .standard }
    var limits = Limits.standard
    limits.maximumLineLength = 4 << 20
    return limits
  }

  var input: [UInt8] {
    func repeated(_ text: String, _ count: Int) -> String {
      String(repeating: text, count: count)
    }
    switch self {
    case .nestedParentheses:
      return Array((repeated("(", 100_000) + "1" + repeated(")", 100_000)).utf8)
    case .unaryMinuses: return Array((repeated("-", 100_000) + "2").utf8)
    case .unaryPluses: return Array((repeated("+", 100_000) + "2").utf8)
    case .alternatingSigns: return Array((repeated("-+", 50_000) + "2").utf8)
    case .nestedCalls:
      return Array((repeated("sqrt(", 100_000) + "1" + repeated(")", 100_000)).utf8)
    case .powerTower: return Array((repeated("2^", 100_000) + "1").utf8)
    case .negatedParentheses:
      return Array((repeated("-(", 100_000) + "1" + repeated(")", 100_000)).utf8)
    case .nestedUserCalls:
      return Array((repeated("f(", 100_000) + "1" + repeated(")", 100_000)).utf8)
    case .millionTermSum, .longFlatSum: return Array((repeated("1+", 999_999) + "1").utf8)
    case .longShallowSum:
      // 200 groups of 500 terms: 100,000 terms, 700 levels deep.
      let group = "(" + repeated("1+", 499) + "1)"
      return Array((repeated(group + "+", 199) + group).utf8)
    case .longLiteral: return Array(repeated("9", 5_000).utf8)
    case .longExactLiteral: return Array(("1" + repeated("0", 4_999) + "e-4999").utf8)
    case .parenthesesAtTheLimit:
      return Array((repeated("(", Self.depth) + "1" + repeated(")", Self.depth)).utf8)
    case .callsAtTheLimit:
      return Array((repeated("abs(", Self.depth) + "1" + repeated(")", Self.depth)).utf8)
    case .minusesAtTheLimit: return Array((repeated("-", Self.depth) + "2").utf8)
    case .towerAtTheLimit: return Array((repeated("2^", Self.depth) + "1").utf8)
    case .mixedAtTheLimit:
      let half = Self.depth / 2
      return Array(
        (repeated("-", half) + repeated("(", half - 1) + "1" + repeated(")", half - 1)).utf8)
    case .spacesOnly: return Array((repeated(" ", 1 << 20 - 1) + "7").utf8)
    case .longComment: return Array(("1 # " + repeated("π", 100_000)).utf8)
    case .invalidUTF8: return Array("1 + ".utf8) + [0xFF] + Array(repeated("1", 100_000).utf8)
    }
  }

  var expected: Outcome {
    switch self {
    case .nestedParentheses: .error(Self.tooDeep, column: Self.depth + 1)
    case .unaryMinuses: .error(Self.tooTall, column: Self.height + 1)
    case .unaryPluses: .value(2)
    case .alternatingSigns: .error(Self.tooTall, column: 2 * Self.height + 1)
    case .nestedCalls: .error(Self.tooDeep, column: 5 * (Self.depth + 1))
    case .powerTower: .error(Self.tooDeep, column: 2 * (Self.depth + 1))
    case .negatedParentheses: .error(Self.tooDeep, column: 2 * (Self.depth + 1))
    case .nestedUserCalls: .error(Self.tooDeep, column: 2 * (Self.depth + 1))
    case .millionTermSum: .error(Self.tooLong, column: Limits.standard.maximumLineLength + 1)
    case .longFlatSum: .value(999_999 + 1)
    case .longShallowSum: .value(100_000)
    case .longLiteral: .value(.infinity)
    case .longExactLiteral: .value(1)
    case .parenthesesAtTheLimit: .value(1)
    case .callsAtTheLimit: .value(1)
    case .minusesAtTheLimit: .value(2)
    case .towerAtTheLimit: .value(.infinity)
    case .mixedAtTheLimit: .value(Self.depth / 2 % 2 == 0 ? 1 : -1)
    case .spacesOnly: .value(7)
    case .longComment: .value(1)
    case .invalidUTF8: .error("invalid UTF-8 (byte 0xFF); the line must be UTF-8 text", column: 5)
    }
  }
}

// MARK: - Tests

@Suite("Hostile input: no crash, no hang")
struct HostileInputTests {
  /// Runs in a child process, so that a crash fails this test instead of ending the run.
  @Test("each hostile input gives its value or a clean error", arguments: HostileInput.allCases)
  func hostile(input: HostileInput) async {
    let exit = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
      [input] in
      let bytes = input.input
      let limits = input.limits
      let evaluation = Outcome(bytes, as: Evaluation.self, limits: limits) { result in
        switch result {
        case .number(let x): .number(x.value)
        case .boolean(let b): .boolean(b)
        }
      }
      // Holds the chains of a long sum, so that the tree is freed in a loop.
      let keeper = ChainKeeper()
      let tree = Outcome(bytes, as: ExpressionTree.self, limits: limits) { result in
        keeper.keep(result)
        // The recursive printers must survive the deepest trees too.
        switch result {
        case .number(let tree):
          _ = (tree.prettyPrinted(), tree.sExpression(), tree.operationCount())
          return .number((try? tree.evaluate()) ?? .nan)
        case .boolean(let tree):
          _ = (tree.prettyPrinted(), tree.sExpression(), tree.operationCount())
          return (try? tree.evaluate()).map(Value.boolean) ?? .number(.nan)
        }
      }
      print("Evaluation: \(evaluation)")
      print("ExpressionTree: \(tree)")
      withExtendedLifetime(keeper) {}
    }
    guard let exit else { return }  // It crashed: recorded above.
    let lines = String(decoding: exit.standardOutputContent, as: UTF8.self).split(separator: "\n")
      .map(String.init)
    #expect(lines.contains("Evaluation: \(input.expected)"), "\(lines)")
    #expect(lines.contains("ExpressionTree: \(input.expected)"), "\(lines)")
  }

  @Test("random bytes give a value or a clean error, the same in both encodings", arguments: 0..<4)
  func randomBytes(chunk: UInt64) throws {
    let alphabet =
      Array("0123456789.eE+-*/%^(),= xyzfgk#\t\n".utf8) + [0x80, 0xBF, 0xC3, 0xCF, 0xE2, 0xFF]
    var random = SeededGenerator(seed: 0x4057_11E &+ chunk)
    for _ in 0..<500 {
      let count = 1 + Int(random.next() % 40)
      let bytes = (0..<count).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
      let environment = Fixture.environment
      let outcomes = bytes.withUnsafeBufferPointer { buffer in
        (
          Result { () throws(ParseError) in
            try Parser.statement(buffer, as: Evaluation.self, in: environment)
          },
          Result { () throws(ParseError) in
            try Parser.statement(buffer, as: ExpressionTree.self, in: environment)
          }
        )
      }
      switch outcomes {
      case (.success(.expression(let value)), .success(.expression(let tree))):
        #expect(agree(value, tree, in: environment), "\(bytes)")
      case (.success(.assignment(let name, let value)), .success(.assignment(let other, let tree))):
        #expect(name == other && agree(value, tree, in: environment), "\(bytes)")
      case (.success(.definition(let definition)), .success(.definition(let other))):
        #expect(definition == other, "\(bytes)")
      case (.success(.empty), .success(.empty)):
        break
      case (.failure(let error), .failure(let other)):
        #expect(error == other, "\(bytes)")
        #expect(error.line >= 1 && error.column >= 1 && error.offset <= bytes.count, "\(bytes)")
      default:
        Issue.record("the encodings disagree on \(bytes): \(outcomes)")
      }
    }
  }
}
