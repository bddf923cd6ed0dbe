// MARK: - Making a parser

extension RecursiveDescent {
  /// Runs `body` with a parser over `bytes` that borrows `environment`.
  @inlinable
  static func withParser<T>(
    _ bytes: UnsafeBufferPointer<UInt8>, environment: borrowing Environment, mode: Mode,
    limits: Limits, _ body: (inout RecursiveDescent) throws(ParseError) -> T
  ) throws(ParseError) -> T {
    try withUnsafePointer(to: environment) { (pointer) throws(ParseError) -> T in
      try withParser(bytes, environment: pointer, mode: mode, limits: limits, body)
    }
  }

  /// Runs `body` with a parser over `bytes` that reads the environment at `environment`,
  /// which must stay valid meanwhile.
  @inlinable
  static func withParser<T>(
    _ bytes: UnsafeBufferPointer<UInt8>, environment: UnsafePointer<Environment>, mode: Mode,
    limits: Limits, _ body: (inout RecursiveDescent) throws(ParseError) -> T
  ) throws(ParseError) -> T {
    let context: Context? = if case .symbolic = mode { Context() } else { nil }
    return try withParser(
      bytes, environment: environment, mode: mode, limits: limits, context: context, depth: 0,
      body)
  }

  /// Runs `body` with a parser that uses `context` and keeps what it sets aside here: the
  /// parser refers to both without owning them.
  @inlinable
  static func withParser<T>(
    _ bytes: UnsafeBufferPointer<UInt8>, environment: UnsafePointer<Environment>, mode: Mode,
    limits: Limits, context: Context?, depth: Int,
    _ body: (inout RecursiveDescent) throws(ParseError) -> T
  ) throws(ParseError) -> T {
    var aside: Aside? = nil
    defer { withExtendedLifetime(context) {} }
    return try withUnsafeMutablePointer(to: &aside) { (slot) throws(ParseError) -> T in
      var parser = RecursiveDescent(
        bytes, environment: environment, mode: mode, limits: limits, context: context,
        aside: slot, depth: depth)
      return try body(&parser)
    }
  }
}
