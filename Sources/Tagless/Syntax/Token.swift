/// One token of the language, as a kind and a byte range of the source line.
@usableFromInline
struct Token: Equatable, Sendable {
  /// What the bytes spell.
  @usableFromInline
  enum Kind: UInt8, Sendable {
    case end, number, identifier, plus, minus, star, slash, percent, caret
    case leftParen, rightParen, comma, equals
    /// A character the language does not use, or bytes that are not UTF-8.
    case invalid
    // The kinds above are the one-byte tokens of ``Scanner/packedOperatorKind(_:)``, whose
    // raw values must stay below 16; those below are scanned by ``Scanner/scanSymbol(at:)``.
    /// `<`.
    case less
    /// `<=` or `≤`.
    case lessEqual
    /// `>`.
    case greater
    /// `>=` or `≥`.
    case greaterEqual
    /// `==`.
    case equalEqual
    /// `!=` or `≠`.
    case notEqual
    /// `&&`.
    case andAnd
    /// `||`.
    case orOr
    /// `!`.
    case bang
    /// `?`.
    case question
    /// `:`.
    case colon
    /// `->` or `→`: a lambda's parameters before it, its body after.
    case arrow

    /// The comparison this token spells, if it is one.
    @inlinable
    var comparison: Comparison? {
      @inline(__always) get { isComparison ? comparisonKind : nil }
    }

    /// True for `<` `<=` `>` `>=` `==` `!=`, which are declared together.
    @inlinable
    var isComparison: Bool {
      @inline(__always) get {
        rawValue &- Kind.less.rawValue <= Kind.notEqual.rawValue &- Kind.less.rawValue
      }
    }

    /// True for `-`, `+` and `!`, the prefix operators.
    @inlinable
    var isPrefixOperator: Bool {
      @inline(__always) get {
        let signs: UInt32 =
          1 << Kind.minus.rawValue | 1 << Kind.plus.rawValue | 1 << Kind.bang.rawValue
        return signs &>> UInt32(rawValue) & 1 != 0
      }
    }

    /// True for a name and `(`, the tokens that start a factor multiplied by juxtaposition
    /// (`2pi`, `2(x + 1)`).
    @inlinable
    var startsFactor: Bool {
      @inline(__always) get {
        let starts: UInt32 = 1 << Kind.identifier.rawValue | 1 << Kind.leftParen.rawValue
        return starts &>> UInt32(rawValue) & 1 != 0
      }
    }

    /// True for `!`, `^`, a name and `(`: what may follow a number literal and bind tighter
    /// than `*` (`3!`, `2^3`, `2pi`, `2(x + 1)`), tested once on the parser's commonest path.
    @inlinable
    var continuesNumber: Bool {
      @inline(__always) get {
        let binding: UInt32 =
          1 << Kind.bang.rawValue | 1 << Kind.caret.rawValue | 1 << Kind.identifier.rawValue
          | 1 << Kind.leftParen.rawValue
        return binding &>> UInt32(rawValue) & 1 != 0
      }
    }

    /// True for the tokens that can follow a sum in an expression: a comparison, `&&`, `||`, `?`.
    @inlinable
    var continuesExpression: Bool {
      @inline(__always) get {
        rawValue &- Kind.less.rawValue <= Kind.orOr.rawValue &- Kind.less.rawValue
          || self == .question
      }
    }

    /// How an operator is written (ASCII), for messages.
    @usableFromInline
    var symbol: String {
      switch self {
      case .plus: "+"
      case .minus: "-"
      case .star: "*"
      case .slash: "/"
      case .percent: "%"
      case .caret: "^"
      case .andAnd: "&&"
      case .orOr: "||"
      case .bang: "!"
      case .question: "?"
      case .colon: ":"
      case .arrow: "->"
      case .leftParen: "("
      case .rightParen: ")"
      case .comma: ","
      case .equals: "="
      case .end, .number, .identifier, .invalid: ""
      case .less, .lessEqual, .greater, .greaterEqual, .equalEqual, .notEqual:
        comparisonKind?.symbol ?? ""
      }
    }

    @usableFromInline
    var comparisonKind: Comparison? {
      switch self {
      case .less: .less
      case .lessEqual: .lessOrEqual
      case .greater: .greater
      case .greaterEqual: .greaterOrEqual
      case .equalEqual: .equal
      case .notEqual: .notEqual
      default: nil
      }
    }
  }

  @usableFromInline var kind: Kind
  /// The first byte.
  @usableFromInline var start: Int
  /// One past the last byte.
  @usableFromInline var end: Int
  /// A number's value, converted while it was scanned (0 for other tokens).
  @usableFromInline var value: Double

  @inlinable
  init(_ kind: Kind, _ start: Int, _ end: Int, value: Double = 0) {
    self.kind = kind
    self.start = start
    self.end = end
    self.value = value
  }

  /// How the token reads in a message: `'+'`, `'sqrt'`, or `the end of the line`.
  @usableFromInline
  func quoted(in bytes: UnsafeBufferPointer<UInt8>) -> String {
    kind == .end ? "the end of the line" : "'" + Scanner.text(bytes, start..<end) + "'"
  }
}
