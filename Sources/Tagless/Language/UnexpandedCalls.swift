/// An interpreter that needs the expansion of calls of user functions (``CallExpansion/term``)
/// but builds some rightly without it, and would rather: the parser and the expansion
/// machine ask before expanding a call of a function that reads nothing but its arguments
/// (``FunctionProgram/readsOnlyArguments(_:)``).
///
/// ``Derivative`` is one: such a function called over arguments that depend on no variable
/// depends on none, so its partial derivatives are all 0 and the call can stay as written;
/// `fib(24)` in a derivative then costs one call, not the 75,025 of its expansion. The
/// simplifier is not: it expands calls to fold them (`f(2)` is `4`).
protocol UnexpandedCalls: CallsAsWritten {}

/// An interpreter that can tell when a call over given arguments is built rightly without
/// its expansion, kept as written.
protocol CallsAsWritten {
  /// Whether a call over `arguments` of a function that reads nothing but its arguments is
  /// built rightly without its expansion.
  static func buildsWithoutExpansion(_ arguments: [Self]) -> Bool

  /// The numbers `arguments` are known to be, when all are known.
  static func knownValues(_ arguments: [Self]) -> [Double]?
}

extension CallsAsWritten {
  /// The same, for arguments of a type that must be `Self` (an interpreter opened at run
  /// time); false when they are not.
  static func buildsWithoutExpansion<T>(opened arguments: [T]) -> Bool {
    guard let arguments = arguments as? [Self] else { return false }
    return buildsWithoutExpansion(arguments)
  }

  /// The same, for arguments of a type that must be `Self`.
  static func knownValues<T>(opened arguments: [T]) -> [Double]? {
    guard let arguments = arguments as? [Self] else { return nil }
    return knownValues(arguments)
  }
}

/// The numbers `arguments` are known to be, when `R` knows them all (``CallsAsWritten``).
func knownValues<R>(_ arguments: [R]) -> [Double]? {
  guard let type = R.self as? any CallsAsWritten.Type else { return nil }
  return type.knownValues(opened: arguments)
}

/// Whether `R` builds a call over `arguments` rightly without its expansion: it never needs
/// one (``CallExpansion/none``), or says so itself (``CallsAsWritten``).
func buildsWithoutExpansion<R: UserFunctions>(_ arguments: [R]) -> Bool {
  if R.callExpansion == .none { return true }
  guard let type = R.self as? any CallsAsWritten.Type else { return false }
  return type.buildsWithoutExpansion(opened: arguments)
}

/// Whether the call of `definition` over `arguments` is better built without its expansion
/// in `R` (``UnexpandedCalls``); `environment` holds the user functions.
///
/// The one rule for the parser, the enum tree's fold and the expansion of calls inside calls
/// (which remembers what each function reads, through `readsOnlyArguments`).
func keepsUnexpanded<R: UserFunctions>(
  _ definition: FunctionDefinition, _ arguments: [R], in environment: Environment
) -> Bool {
  keepsUnexpanded(definition, arguments, in: environment) {
    definition.program.readsOnlyArguments { environment.keepable($0) }
  }
}

/// The same, with `readsOnlyArguments` telling whether the function reads only its
/// parameters, through every function it calls (found by ``Environment/keepable(_:)``).
func keepsUnexpanded<R: UserFunctions>(
  _ definition: FunctionDefinition, _ arguments: [R], in environment: Environment,
  readsOnlyArguments: () -> Bool
) -> Bool {
  guard environment.stale[definition.name] == nil, let type = R.self as? any UnexpandedCalls.Type,
    type.buildsWithoutExpansion(opened: arguments)
  else { return false }
  return readsOnlyArguments()
}

// MARK: - KeptCall

/// The value of a call kept as written (``UnexpandedCalls``), computed by the evaluator when
/// the arguments are known numbers, to stand as the call's expansion: so the simplifier still
/// folds `fact(3)` to `6` in a derivative, while `fib(35)` stays `fib(35)`.
enum KeptCall {
  /// The most calls the evaluator runs for one kept call's value (`fib(28)` runs 832,039).
  static var budget: Int { 1 << 20 }

  /// The value of the call of `definition` over `arguments`, as a constant of `R`.
  ///
  /// Nil when an argument is not a known number, or the evaluator fails or runs past
  /// ``budget``: the call then stays without its value. A cancellation is thrown.
  static func expansion<R: Language>(
    _ callee: Callee, _ definition: FunctionDefinition, _ arguments: [R],
    environment: UnsafePointer<Environment>, limits: Limits
  ) throws(CallError) -> Typed<R>? {
    guard let numbers = knownValues(arguments) else { return nil }
    var bounded = limits
    bounded.maximumCalls = min(limits.maximumCalls, budget)
    var machine = CallMachine<Double>(environment: environment, limits: bounded, calls: 0)
    let value: Double?
    do throws(CallError) {
      value = try machine.expand(callee, definition, numbers)
    } catch {
      if Cancellation.isRequested { throw error }
      return nil
    }
    guard let value else { return nil }
    switch definition.type {
    case .number: return .number(R.number(value))
    case .boolean: return .boolean(R.boolean(value != 0))
    }
  }
}
