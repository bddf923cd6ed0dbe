// MARK: - Checking callers again after a redefinition

extension Environment {
  /// The user function `name` as a call kept without its expansion (``UnexpandedCalls``) may
  /// count on it: nil when it is not defined or is stale (``stale``), since a stale
  /// function's call must run, to fail as it does in every view, and so must a call of one
  /// that calls it.
  func keepable(_ name: String) -> FunctionDefinition? {
    stale[name] == nil ? functions[name] : nil
  }

  /// Checks again every function that calls `name` (just defined), marking ``stale`` the ones
  /// that no longer type-check and clearing the ones that do again; returns the stale ones.
  mutating func recheckCallers(of name: String, limits: Limits) -> [String: CallError] {
    var found: [String: CallError] = [:]
    for (caller, definition) in functions where caller != name && definition.calls.contains(name) {
      let mismatch = self.mismatch(of: definition, limits: limits)
      stale[caller] = mismatch
      if let mismatch { found[caller] = mismatch }
    }
    return found
  }

  /// Why `definition`, typed against the functions it called when it was defined, does not
  /// type-check against them as they are defined now; nil when it does.
  ///
  /// A call whose result changed type gives the error of a call of a function of numbers
  /// (`'f(…)' is a Boolean here, where the body needs a number`); otherwise the definition is
  /// parsed again, and fails with the parser's error or when its types come out otherwise
  /// (a function it passes its parameter to now needs another kind of function, say).
  func mismatch(of definition: FunctionDefinition, limits: Limits) -> CallError? {
    let functionParameters = zip(definition.parameters, definition.parameterTypes)
      .compactMap { $1 == .number ? nil : $0 }
    let skipping = Set(functionParameters + [definition.name])
    if let call = definition.program.mismatchedCall(skipping: skipping, { functions[$0] }) {
      return .type(
        "'\(call.name)(…)'", is: call.found, expected: call.expected, in: [], at: 0)
    }
    let line =
      definition.name + "(" + definition.parameters.joined(separator: ", ") + ") = "
      + definition.source
    do throws(ParseError) {
      let statement = try Parser.statement(line, as: PrettyPrint.self, in: self, limits: limits)
      guard case .definition(let again) = statement else { return nil }
      guard again.type == definition.type, again.parameterTypes == definition.parameterTypes
      else {
        return CallError(
          "it was defined as a \(definition.typeDescription), and the functions it calls now "
            + "make it a \(again.typeDescription): define it again", kind: .definitionChanged)
      }
      return nil
    } catch {
      return CallError(error.message, kind: error.isInterruption ? nil : .definitionChanged)
    }
  }
}
