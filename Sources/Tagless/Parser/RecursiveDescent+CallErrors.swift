// MARK: - Errors of calls

extension RecursiveDescent {
  @usableFromInline
  static func builtinArity(_ name: String) -> String? {
    if UnaryFunction(rawValue: name) != nil { return "1" }
    if BinaryFunction(rawValue: name) != nil { return "2" }
    if VariadicFunction(rawValue: name) != nil { return "at least 1" }
    return nil
  }

  @usableFromInline
  func arityError(_ name: String, expected: String, got: Int, at token: Token) -> ParseError {
    let noun = expected == "1" || expected == "at least 1" ? "argument" : "arguments"
    return error("'\(name)' takes \(expected) \(noun), got \(got)", at: token.start)
  }

  @usableFromInline
  func unknownFunction(_ name: String, at token: Token) -> ParseError {
    if Constant(rawValue: name) != nil || Names.booleanLiterals.contains(name)
      || environment.hostConstants[name] != nil
    {
      return error("'\(name)' is a constant, not a function", at: token.start)
    }
    if environment.value(of: name) != nil {
      return error(
        "'\(name)' is a variable, not a function; write \(name) * (…) to multiply", at: token.start)
    }
    let functions = environment.functions.count <= Names.maximumComparedCandidates
    let candidates = [
      AnySequence(Names.builtinFunctions),
      AnySequence(functions ? environment.functions.keys : [:].keys),
      AnySequence(environment.hostFunctions.keys),
    ].joined()
    let hint =
      Names.function(for: name, among: candidates, known: isFunction).map {
        "; did you mean '\($0)'?"
      } ?? ""
    return error("unknown function '\(name)'\(hint)", at: token.start)
  }
}
