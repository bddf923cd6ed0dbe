/// A compiled line with Booleans, conditionals or calls: code for the expansion machine.
struct GeneralProgram: Sendable {
  /// The postfix code, with jumps.
  let code: FunctionProgram.Code
  /// The type of the result.
  let type: ValueType
  /// Whether the code calls user functions, whose bodies may read the parameters as globals.
  var hasCalls: Bool { !code.callees.isEmpty }

  init(code: FunctionProgram.Code, type: ValueType) {
    self.code = code
    self.type = type
  }
}
