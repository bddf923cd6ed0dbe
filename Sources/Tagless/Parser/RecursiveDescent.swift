/// The hand-written parser, generic over the interpreter it builds.
///
/// One function per rule of `Grammar/tagless.ebnf`, named after it. Each returns the
/// interpretation of what it parsed, typed (an ``Operand``), and the height of that tree
/// (operations on the longest path), which the parser bounds with ``Limits/maximumHeight`` so
/// that every interpreter, the recursive enum included, stays within the stack.
///
/// Types are checked here, while parsing: an operator that needs a number gets an `R`, one that
/// needs a Boolean an `R.Truth`, and anything else is a ``ParseError`` at the operator.
@usableFromInline
struct RecursiveDescent<R: Language> {
  /// An interpretation of either type, or — in a function body or with free variables — one
  /// whose type the context will decide.
  @usableFromInline
  enum Operand {
    /// A number-valued expression.
    case number(R)
    /// A Boolean-valued expression.
    case truth(R.Truth)
    /// A name or call whose type is not known yet: the index of its ``Pending`` in the
    /// context. (An index, not the object: a class reference here made every operand of every
    /// line cost reference counting.)
    case pending(Int)
    /// A function value (a lambda, a function's name): where it is kept in ``Aside/functions``,
    /// and its type.
    case function(FunctionHandle)
  }

  /// A typed interpretation and the height of the tree it stands for: what the Boolean levels
  /// (`expression`, `disjunction`, `conjunction`, `comparison`) return.
  @usableFromInline
  typealias TypedNode = (value: Operand, height: Int)

  /// A number's interpretation and the height of its tree: what the numeric levels (`sum`,
  /// `term`, `unary`, `power`, `primary`) return, so that arithmetic pays nothing for types.
  ///
  /// A numeric level that meets an operand of another type (`(a < b)`, `true`, a Boolean
  /// variable, or one whose type is pending) leaves it in ``Aside/stash`` and returns a placeholder
  /// with a negative height, `-(height + 1)`: an arithmetic operator then reports a type error,
  /// and the Boolean level above takes the operand back (``lift(_:)``).
  @usableFromInline
  typealias Node = (value: R, height: Int)

  /// What a parse keeps aside: a stashed operand, a failed call.
  @usableFromInline
  final class Aside {
    /// The operand a numeric level could not return as a number.
    @usableFromInline var stash: Operand?
    /// The first call that failed while it ran.
    @usableFromInline var failure: CallError?
    /// The function values of the line, by the index a ``FunctionHandle`` holds.
    @usableFromInline var functions: [Lambda<R>] = []
    /// What the line's functions share (budget, cancellation, failure), made with the first.
    @usableFromInline var run: LambdaRun?

    @usableFromInline
    init() {}
  }

  /// An operand whose type is decided by where it is used: an undefined name in a function body
  /// or in symbolic work, a call of the function being defined or of one not defined yet, and
  /// a conditional whose branches are all such.
  ///
  /// `1 + f(x)` makes `f(x)` a number, `f(x) && b` a Boolean, `c ? f(x) : true` a Boolean;
  /// where nothing decides (`loop(x) = loop(x)`), it is a number.
  @usableFromInline
  final class Pending {
    /// Builds the operand as the type asked for.
    @usableFromInline let build: (ValueType) throws(ParseError) -> Operand

    @usableFromInline
    init(_ build: @escaping (ValueType) throws(ParseError) -> Operand) { self.build = build }
  }

  /// How names that are not defined are treated.
  @usableFromInline
  enum Mode {
    /// Every name must be defined: values are needed now.
    case strict
    /// Undefined names are free variables with the value NaN (for symbolic interpreters).
    case symbolic
    /// Parsing a function body: parameters (in ``Context/parameters``) and undefined names are
    /// variables, and calls of undefined functions are allowed.
    ///
    /// A parser in this mode always has a context: `definition(parameters:)`, the only place
    /// that makes one, gives it its own.
    case definition
  }

  /// What a parse needs beyond plain arithmetic: the parameters of a body being defined and
  /// the calls it makes.
  ///
  /// A plain line has none (`nil`), so its parser holds no reference that needs releasing;
  /// symbolic work (free variables) has one for its pending operands.
  @usableFromInline
  final class Context {
    /// The parameters of the function being defined (definition mode).
    @usableFromInline let parameters: [String]
    /// The function being defined (definition mode): its calls are typed by their context.
    @usableFromInline let defining: String?
    /// The type each call of the function being defined was given, and where it is.
    @usableFromInline var selfCalls: [(type: ValueType, offset: Int)] = []
    /// The operands whose type is not known yet, by the index ``Operand/pending(_:)`` holds.
    @usableFromInline var pendings: [Pending] = []
    /// The parameters of the lambdas being applied (innermost last) and what each stands for.
    @usableFromInline var boundNames: [String] = []
    @usableFromInline var boundValues: [R] = []
    /// Which of ``boundNames`` the body read, while it is parsed to check it.
    @usableFromInline var reads: Set<Int> = []
    /// The memo of the lambda whose body this is, in a symbolic interpreter.
    @usableFromInline var memo: BodyMemo? = nil
    /// The context of the whole body, for a lambda's body in it: its calls of the function
    /// being defined are checked with the others.
    @usableFromInline var enclosing: Context? = nil

    /// The context that keeps the calls of the function being defined.
    @usableFromInline var body: Context { enclosing ?? self }
    /// Functions that take functions: the function parameters of the function being defined
    /// and their uses (kept by the body's context), and in a call's expansion the functions
    /// its function parameters stand for.
    @usableFromInline var functions = FunctionParameters<R>()

    /// An operand whose type its use will decide, built by `build` once that is known.
    @usableFromInline
    func deferred(_ build: @escaping (ValueType) throws(ParseError) -> Operand) -> Operand {
      pendings.append(Pending(build))
      return .pending(pendings.count - 1)
    }

    /// Builds pending operand `index` as `type`.
    @usableFromInline
    func build(_ index: Int, as type: ValueType) throws(ParseError) -> Operand {
      try pendings[index].build(type)
    }

    @usableFromInline
    init(parameters: [String] = [], defining: String? = nil) {
      self.parameters = parameters
      self.defining = defining
    }
  }

  @usableFromInline var scanner: Scanner
  /// The environment, borrowed from the entry point for the length of the parse (a parser
  /// never outlives the call that made it): holding a copy cost reference counting on every
  /// line.
  @usableFromInline let borrowedEnvironment: UnsafePointer<Environment>
  @usableFromInline let mode: Mode
  @usableFromInline let limits: Limits
  /// Parameters and calls of a body being defined, and pending operands; nil otherwise.
  @inlinable
  var context: Context? { unownedContext?.takeUnretainedValue() }
  /// ``context``, not owned.
  ///
  /// ``withParser(_:environment:mode:limits:context:depth:_:)`` keeps it alive while the
  /// parser runs. A parser holds no reference it must release, so a line's parser is
  /// destroyed by doing nothing; with one, it was destroyed through its generic metadata
  /// (about 50 instructions a line, and 0.8M at start-up to make the metadata). `Unmanaged`
  /// rather than `unowned(unsafe)`: reading the latter retains.
  @usableFromInline let unownedContext: Unmanaged<Context>?
  /// How deeply the parse functions have recursed (parentheses, arguments, exponents).
  @usableFromInline var depth: Int
  /// The unclosed parentheses before the cursor.
  @usableFromInline var openParentheses = 0
  /// False inside an operand that a known condition skips (and after a call failed): calls of
  /// user functions there are not run.
  @usableFromInline var expanding = true
  /// True while a lambda's body is parsed only to check it and find its end and type.
  ///
  /// The functions in it are then not applied, nor the built-ins that take them run: applying
  /// them there too would parse each nested lambda's body twice per level, 2^n times for n
  /// levels.
  @usableFromInline var checking = false
  /// Calls of user functions run so far (``Limits/maximumCalls``).
  @usableFromInline var calls = 0
  /// The sizes of the terms the calls' expansions built so far, for a symbolic interpreter
  /// (``CallExpansion/term``): an argument that holds such a call is that much larger, so that
  /// `f(f(f(y)))` cannot grow a term past ``Limits/expansionBudget`` unseen.
  @usableFromInline var expandedSize = 0
  /// The operand a numeric level could not return as a number (see ``Node``), and the first
  /// call that failed while it ran, which is reported once the whole line has parsed (so that
  /// a syntax or type error later in the line comes first, as it does for the enum tree).
  ///
  /// One box for both, made only when needed, and kept where
  /// ``withParser(_:environment:mode:limits:context:depth:_:)`` put it, for the same reason as
  /// ``context``.
  @inlinable
  var aside: Aside? {
    get { asideSlot.pointee }
    nonmutating set { asideSlot.pointee = newValue }
  }
  /// Where ``aside`` is kept: a variable of
  /// ``withParser(_:environment:mode:limits:context:depth:_:)``.
  @usableFromInline let asideSlot: UnsafeMutablePointer<Aside?>

  /// A parser over `bytes`; `environment`, `context` and `aside` must stay valid while it is
  /// used, as ``withParser(_:environment:mode:limits:context:depth:_:)`` sees to.
  @inlinable
  init(
    _ bytes: UnsafeBufferPointer<UInt8>, environment: UnsafePointer<Environment>, mode: Mode,
    limits: Limits, context: Context?, aside: UnsafeMutablePointer<Aside?>, depth: Int
  ) {
    self.scanner = Scanner(bytes)
    self.borrowedEnvironment = environment
    self.mode = mode
    self.limits = limits
    self.unownedContext = context.map { Unmanaged.passUnretained($0) }
    self.asideSlot = aside
    self.depth = depth
  }

  /// The variables, functions and `ans` that names refer to.
  @inlinable
  var environment: Environment {
    unsafeAddress { borrowedEnvironment }
  }

  // MARK: Errors

  /// An error at byte `offset` of the text being parsed.
  @usableFromInline
  func error(_ message: String, at offset: Int, incomplete: Bool = false) -> ParseError {
    ParseError(message, at: offset, in: scanner.bytes, isIncomplete: incomplete)
  }

  /// The text of a token.
  @inlinable
  func text(of token: Token) -> String {
    // `π` is the constant `pi`, and `∞` the constant `inf`, whatever bytes spelt them.
    if token.kind == .identifier, scanner.bytes[token.start] >= 0x80 {
      return scanner.bytes[token.start] == 0xCF ? "pi" : "inf"
    }
    return Scanner.text(scanner.bytes, token.start..<token.end)
  }

  /// One level deeper into the parse functions' recursion.
  @inlinable
  mutating func enter(at token: Token) throws(ParseError) {
    depth &+= 1
    if depth > limits.maximumDepth {
      throw Self.tooDeep(at: token.start, limits.maximumDepth, scanner.bytes)
    }
  }

  /// The height of a node over operands of heights `lhs` and `rhs`, within the limit.
  @inlinable
  func height(over lhs: Int, _ rhs: Int, at offset: Int) throws(ParseError) -> Int {
    let height = max(lhs, rhs) &+ 1
    if height > limits.maximumHeight {
      throw Self.tooTall(at: offset, limits.maximumHeight, scanner.bytes)
    }
    return height
  }

  /// The height of a link of a left-associative chain (`+ - * / %`, `&&`, `||`) over its left
  /// operand, of height `lhs`, and its right operand, of height `rhs`, within the limit.
  ///
  /// The left operand does not count: the enum tree's functions walk a chain's left spine in a
  /// loop (``ExpressionTree`` and ``BooleanExpression``), so `1 + 2 + … + n` costs them no stack
  /// however long it is; only the right operand is one level further down.
  @inlinable
  func chained(_ lhs: Int, _ rhs: Int, at offset: Int) throws(ParseError) -> Int {
    let height = max(lhs, rhs &+ 1)
    if height > limits.maximumHeight {
      throw Self.tooTall(at: offset, limits.maximumHeight, scanner.bytes)
    }
    return height
  }

  /// The nesting error, made from the few values it needs: the hot paths call this one, as
  /// calling a method of `self` there made the optimiser copy the whole parser (200 bytes) at
  /// every operator.
  @usableFromInline
  static func tooDeep(at offset: Int, _ limit: Int, _ bytes: UnsafeBufferPointer<UInt8>)
    -> ParseError
  {
    ParseError("expression nests too deeply (the limit is \(limit) levels)", at: offset, in: bytes)
  }

  /// The height error: too many operations on one path from the root to a leaf.
  @usableFromInline
  static func tooTall(at offset: Int, _ limit: Int, _ bytes: UnsafeBufferPointer<UInt8>)
    -> ParseError
  {
    ParseError(
      "expression is too deep: more than \(limit) operations nested on one path", at: offset,
      in: bytes)
  }

  /// The error for a token that cannot start an expression.
  @usableFromInline
  func expectedExpression() -> ParseError {
    let token = scanner.current
    let bytes = scanner.bytes
    switch token.kind {
    case .end:
      let previous = scanner.previous
      let after = previous.map { " after '\(Scanner.text(bytes, $0.start..<$0.end))'" } ?? ""
      return error(
        "expected an expression\(after)", at: token.start, incomplete: openParentheses > 0)
    case .invalid:
      return invalidCharacter(token)
    case .percent where token.end - token.start == 3:
      return error(
        "'mod' is the remainder operator, as in 7 mod 3; it cannot name a value or a function",
        at: token.start)
    default:
      return error("expected an expression, found \(token.quoted(in: bytes))", at: token.start)
    }
  }

  @usableFromInline
  func invalidCharacter(_ token: Token) -> ParseError {
    let bytes = scanner.bytes
    let byte = bytes[token.start]
    if byte >= 0x80, Scanner.sequenceLength(bytes, at: token.start) == nil {
      let hex = String(byte, radix: 16, uppercase: true)
      return error("invalid UTF-8 (byte 0x\(hex)); the line must be UTF-8 text", at: token.start)
    }
    if byte == UInt8(ascii: ".") {
      return error("a number needs digits around '.', as in 0.5 or 5.", at: token.start)
    }
    if let problem = Scanner.basedIntegerProblem(bytes, token.start..<token.end) {
      return error(problem.message, at: problem.offset)
    }
    return error("unexpected character \(Self.named(token, in: bytes))", at: token.start)
  }

  /// A character as a message names it: quoted when it is visible, by code point when it is
  /// not (`U+0000`, `U+200B`), so that a NUL or a zero-width space is not shown as nothing.
  @usableFromInline
  static func named(_ token: Token, in bytes: UnsafeBufferPointer<UInt8>) -> String {
    let text = Scanner.text(bytes, token.start..<token.end)
    guard let scalar = text.unicodeScalars.first, text.unicodeScalars.count == 1 else {
      return token.quoted(in: bytes)
    }
    let visible =
      !scalar.properties.isWhitespace && scalar.properties.generalCategory != .control
      && scalar.properties.generalCategory != .format
      && scalar.properties.generalCategory != .unassigned
      && scalar.properties.generalCategory != .privateUse
    guard !visible else { return token.quoted(in: bytes) }
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}

// MARK: - FunctionHandle

/// A function operand of the parser: where the ``Lambda`` is kept, and its type, in one word.
@usableFromInline
struct FunctionHandle: Sendable {
  @usableFromInline var index: UInt32
  @usableFromInline var arity: UInt16
  @usableFromInline var result: ValueType

  /// The function's type.
  @usableFromInline
  var type: FunctionType { FunctionType(arity: Int(arity), result: result) }
}
