/// A compiled `sum`, `product`, `integrate` or `root`: the body compiled once, run for each
/// term or sample by ``Evaluation/functional(_:from:to:admit:reserve:fail:_:)``, the loop the
/// evaluator runs, so that the values are the evaluator's bit for bit.
///
/// Each application counts against the run's budget (``Limits/maximumCalls``), whose count
/// also looks at the cancellation (``Cancellation``) every 4,096 applications.
struct LoopProgram: Sendable {
  /// Which functional.
  let functional: Functional
  /// The body: its arguments are the enclosing program's, then the loop's variable.
  let body: CompiledProgram
  /// Where the functional is written, for its errors.
  let offset: Int

  /// The functional from `lower` to `upper`, the enclosing program's arguments at
  /// `arguments`; NaN, with the failure in `run`, when it gives no answer.
  func run(
    _ lower: Double, _ upper: Double, _ arguments: UnsafePointer<Double>, _ run: LambdaRun
  ) -> Double {
    let count = body.parameters.count
    return withUnsafeTemporaryAllocation(of: Double.self, capacity: count) { slots in
      let base = slots.baseAddress.unsafelyUnwrapped
      base.initialize(from: arguments, count: count - 1)
      let variable = base + (count - 1)
      variable.initialize(to: lower)
      let values = UnsafeBufferPointer(slots)
      // This loop's failures are placed at its name while it runs, the enclosing one's after.
      let enclosing = run.offset
      run.offset = offset
      defer { run.offset = enclosing }
      return Evaluation.functional(
        functional, from: lower, to: upper, admit: run.admit, reserve: run.reserve,
        fail: { run.fail(CallError($0, at: offset)) }
      ) { x in
        variable.pointee = x
        return body.evaluate(values, run: run)
      }
    }
  }

  /// The loop as the app's function of the enclosing program's arguments and the two bounds,
  /// for the expansion machine's code (a line that also calls user functions), with a budget
  /// of its own; NaN when it gives no answer.
  func host(limits: Limits) -> HostFunction {
    let outer = body.parameters.count - 1
    return HostFunction(function: functional.name, arity: outer + 2) { arguments in
      arguments.withUnsafeBufferPointer { values in
        let base = values.baseAddress.unsafelyUnwrapped
        let run = LambdaRun(limits: limits)
        let value = self.run(values[outer], values[outer + 1], base, run)
        return run.failure == nil ? value : .nan
      }
    }
  }
}
