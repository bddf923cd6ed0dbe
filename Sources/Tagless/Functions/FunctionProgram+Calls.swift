// MARK: - The calls a program makes

extension FunctionProgram {
  /// The first call in the code, in its functions' bodies too, of a user function that
  /// `function` finds with another result type than the call was compiled for, skipping the
  /// names in `skipping` (the function's own name and its function parameters); nil when every
  /// call still fits.
  ///
  /// A call compiled for a number of a function now defined as a predicate (or the other way
  /// round) is what a caller cannot survive: its own type was fixed by that call.
  func mismatchedCall(
    skipping: Set<String>, _ function: (String) -> FunctionDefinition?
  ) -> (name: String, found: ValueType, expected: ValueType)? {
    var pending = [code]
    while let code = pending.popLast() {
      for instruction in code.instructions {
        switch instruction {
        case .call(let index, _, let type, _):
          let name = code.callees[index].name
          guard !skipping.contains(name), let callee = function(name), callee.type != type
          else { continue }
          return (name, callee.type, type)
        case .apply(let index), .functional(let index):
          pending.append(code.lambdas[index].body)
        default:
          continue
        }
      }
    }
    return nil
  }
}
