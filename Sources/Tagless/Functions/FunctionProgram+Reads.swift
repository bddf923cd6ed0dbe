// MARK: - What a program reads

extension FunctionProgram {
  /// Whether running this code reads nothing but its arguments.
  ///
  /// No variable of the environment (a ``Instruction/global(_:_:)``, which in a line parsed
  /// with free variables is a free variable), and calls only functions of which the same holds;
  /// `functions` finds them by name (nil for one that is not defined, which counts as reading
  /// something). The functions built in the code (`sum(k -> …)`) are looked into as well.
  ///
  /// A call of such a function over arguments that do not depend on a variable does not
  /// depend on it either: ``Derivative`` then builds it without its expansion.
  func readsOnlyArguments(_ functions: (String) -> FunctionDefinition?) -> Bool {
    var seen = Set<String>()
    var pending = [code]
    while let code = pending.popLast() {
      for instruction in code.instructions {
        switch instruction {
        case .global: return false
        case .call(let index, _, _, _):
          let name = code.callees[index].name
          guard seen.insert(name).inserted else { continue }
          guard let definition = functions(name) else { return false }
          pending.append(definition.program.code)
        // A function built in the body reads what its own code reads (it is given the
        // enclosing arguments, which are arguments here too).
        case .apply(let index), .functional(let index):
          pending.append(code.lambdas[index].body)
        // Listed one by one, so that an instruction added later must be placed here.
        case .number, .constant, .parameter, .boolean, .negate, .binary, .function1, .function2,
          .functionN, .compare, .not, .andThen, .orElse, .and, .or, .branch, .skip, .choose,
          .host, .hostConstant:
          continue
        }
      }
    }
    return true
  }
}
