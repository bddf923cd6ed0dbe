/// A call of a user function that a ``MachineArithmetic`` runs on the call machine: the callee,
/// its definition, the arguments and the line's state, as the expansion hands them over.
///
/// An arithmetic's ``MachineArithmetic/expandOnMachine(_:)`` calls ``expand()``, whose machine
/// is then compiled for that arithmetic in the arithmetic's own module.
public struct MachineCall<A: MachineArithmetic> {
  @usableFromInline let callee: Callee
  @usableFromInline let definition: FunctionDefinition
  @usableFromInline let arguments: [A]
  @usableFromInline let environment: UnsafePointer<Environment>
  @usableFromInline let limits: Limits
  @usableFromInline let freeVariables: Bool
  /// Calls run so far on the line.
  @usableFromInline var calls: Int

  init(
    _ callee: Callee, _ definition: FunctionDefinition, _ arguments: [A],
    environment: UnsafePointer<Environment>, limits: Limits, calls: Int, freeVariables: Bool
  ) {
    self.callee = callee
    self.definition = definition
    self.arguments = arguments
    self.environment = environment
    self.limits = limits
    self.calls = calls
    self.freeVariables = freeVariables
  }

  /// The call's value on a machine of its own; nil when a failure decided something.
  ///
  /// Throws the ``CallError`` the generic expansion would: too deep, too many calls, an
  /// unknown function or variable, a wrong arity or type, a cancellation.
  @inlinable
  public mutating func expand() throws(CallError) -> Typed<A>? {
    let result = try CallMachine<MachineSlot<A>>.expansion(
      callee, definition, arguments, environment: environment, limits: limits, calls: &calls,
      freeVariables: freeVariables)
    return switch result {
    case .number(let value)?: .number(value)
    case .truth(let truth)?: .boolean(truth)
    case nil: nil
    }
  }
}
