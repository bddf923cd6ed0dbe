// MARK: - A function named by another's name

extension RecursiveDescent {
  /// `h = f`, a user function or a built-in's name: defines `h(x) = f(x)`.
  ///
  /// `f` names a user function or a built-in of one or two numbers (and no variable); `h`
  /// takes `f`'s parameters. Nil when the line is not one (cursor on `h`, not moved).
  ///
  /// `h` calls `f` by name, as any function that calls another does: redefining `f` later
  /// changes `h` too.
  @usableFromInline
  mutating func functionAlias() throws(ParseError) -> FunctionDefinition? {
    let nameToken = scanner.current
    var look = scanner
    look.advance()  // the name
    look.advance()  // "="
    let valueToken = look.current
    guard valueToken.kind == .identifier else { return nil }
    look.advance()
    guard look.current.kind == .end else { return nil }
    let value = text(of: valueToken)
    guard environment.variables[value] == nil, let parameters = aliasParameters(of: value)
    else { return nil }
    let name = text(of: nameToken)
    if let reason = reservation(name, defining: true) {
      throw error("cannot redefine \(reason)", at: nameToken.start)
    }
    let list = parameters.joined(separator: ", ")
    let line = "\(name)(\(list)) = \(value)(\(list))"
    let environment = self.environment
    let (mode, limits) = (self.mode, self.limits)
    do throws(ParseError) {
      let statement = try line.withUTF8Typed { (bytes) throws(ParseError) in
        try RecursiveDescent<R>.withParser(
          bytes, environment: environment, mode: mode, limits: limits
        ) { (parser) throws(ParseError) in try parser.statement() }
      }
      guard case .definition(let definition) = statement else { return nil }
      return definition
    } catch {
      // What the definition could not be (too many functions, say), at the new name.
      throw self.error(error.message, at: nameToken.start)
    }
  }

  /// The parameters of the function `name` names as a value, or nil when it names none.
  @usableFromInline
  func aliasParameters(of name: String) -> [String]? {
    if case .definition = mode { return nil }
    if UnaryFunction(rawValue: name) != nil { return ["x"] }
    if BinaryFunction(rawValue: name) != nil { return ["x", "y"] }
    return environment.functions[name]?.parameters
  }
}
