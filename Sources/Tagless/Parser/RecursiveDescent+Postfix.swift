// MARK: - Postfix factorial

extension RecursiveDescent {
  /// The name of the function that postfix `!` calls: `5!` is `factorial(5)`.
  @usableFromInline
  static var factorialName: String { "factorial" }

  /// `postfix = primary { "!" }`, with the cursor on the first `!`: each is a call of the
  /// environment's `factorial` (one of the standard set, or the session's function that
  /// replaced it), placed at the `!`.
  ///
  /// The scanner reads `!=` as one token, so `5!=3` compares; `!` binds tighter than `^` on
  /// either side (`2^3!` is `2^(3!)`) and than a sign (`-3!` is `-(3!)`).
  ///
  /// Each `!` counts one level of nesting, as the call it is does (`1!!` prints as
  /// `factorial(factorial(1))`, which must parse again within the same limit).
  @usableFromInline
  mutating func factorials(of operand: Node) throws(ParseError) -> Node {
    var (value, height) = operand
    var calls = 0
    while scanner.kind == .bang {
      let bang = scanner.current
      calls &+= 1
      if depth &+ calls > limits.maximumDepth {
        throw Self.tooDeep(at: bang.start, limits.maximumDepth, scanner.bytes)
      }
      let name = Self.factorialName
      let argument = try number(value, height, .bang, .left, at: bang.start)
      height = try self.height(over: Self.absolute(height), 0, at: bang.start)
      if !defines(name), let function = environment.hostFunctions[name] {
        scanner.advance()
        value = try Self.number(
          hostCall(function, [argument], at: bang), .bang, .left, at: bang.start,
          in: scanner.bytes, context)
      } else if defines(name) || environment.functions[name] != nil {
        scanner.advance()
        value = try Self.number(
          userCall(name, [argument], sizes: [1], at: bang), .bang, .left, at: bang.start,
          in: scanner.bytes, context)
      } else {
        throw error(
          "postfix '!' calls 'factorial', which this environment does not have; "
            + "for 'not', write '!' before its operand", at: bang.start)
      }
    }
    return (value, height)
  }
}
