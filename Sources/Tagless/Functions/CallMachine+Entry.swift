// MARK: - Entry for exact and precise calls

extension CallMachine {
  /// The value of a call of `callee` over `arguments` on a machine of its own, with the line's
  /// `calls` counted on (left as they were when the machine stops at a failure, for
  /// ``Expansion`` to count the call again).
  @inlinable
  static func expansion<A: MachineArithmetic>(
    _ callee: Callee, _ definition: FunctionDefinition, _ arguments: [A],
    environment: UnsafePointer<Environment>, limits: Limits, calls: inout Int,
    freeVariables: Bool
  ) throws(CallError) -> V? where V == MachineSlot<A> {
    var machine = Self(environment: environment, limits: limits, calls: calls)
    machine.freeVariables = freeVariables
    let result: V?
    do {
      result = try machine.expand(callee, definition, arguments.map { .number($0) })
    } catch {
      calls = machine.calls
      throw error
    }
    if result != nil { calls = machine.calls }
    return result
  }
}
