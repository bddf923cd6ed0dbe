import Tagless

// MARK: - Parsing shortcuts

/// The number-valued expression of `line` parsed into `R`, or nil for an error (there are none
/// in the workloads), a Boolean, or a line that is not an expression.
@inline(__always)
func parse<R: Language>(
  _ line: UnsafeBufferPointer<UInt8>, as: R.Type, in environment: Environment
) -> R? {
  guard
    case .expression(.number(let result))? = try? Parser.statement(
      line, as: R.self, in: environment)
  else { return nil }
  return result
}

/// The expression of `line`, of either type, parsed into `R`.
@inline(__always)
func parseTyped<R: Language>(
  _ line: UnsafeBufferPointer<UInt8>, as: R.Type, in environment: Environment
) -> Typed<R>? {
  guard case .expression(let result)? = try? Parser.statement(line, as: R.self, in: environment)
  else { return nil }
  return result
}
