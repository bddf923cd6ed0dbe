import Tagless

/// The kernel of a registered function (`HostFunction`) for the exact or the precise
/// interpreter: a capability (`BuiltinCapability`) that the core does not know.
///
/// ``Exact`` and ``Precise`` compute a call of a registered function only through the kernel
/// for their values (``ExactKernel``, ``PreciseKernel``): the Double closure would answer with a
/// rounded double where they promise a rational or correctly rounded digits. Without one the
/// call fails at its column, "no exact kernel for 'clamp'". The kernel gets arguments none of
/// which failed (a failed argument's failure is the call's) and must keep its interpreter's
/// promise: a rational where the result is one, digits correctly rounded.
///
/// ```swift
/// let twice = HostFunction(function: "twice", arity: 1) { 2 * $0[0] }
///   .with(ExactKernel { .multiply(Exact(Rational(2)), $0[0]) })
/// ```
public struct Kernel<Value: Sendable>: BuiltinCapability {
  /// The call's value from its arguments'.
  public let body: @Sendable ([Value]) -> Value

  /// A kernel that computes a call by `body`.
  public init(_ body: @escaping @Sendable ([Value]) -> Value) { self.body = body }
}

extension Kernel where Value: KernelValue {
  /// A call of `function` by its kernel for `Value`; without one, a failure that says so.
  static func call(_ function: HostFunction, _ arguments: [Value]) -> Value {
    if let interrupted = Value.interrupted { return interrupted }
    if let failed = arguments.first(where: { $0.failure != nil }) { return failed.operandFailure }
    guard let kernel = function.capability(Self.self) else {
      return Value(failing: missing(function))
    }
    return kernel.body(arguments)
  }

  /// A call of the predicate `function`: there are no kernels for predicates (the Double
  /// closure could decide a comparison of rounded values wrongly), so it fails and says so.
  static func call(predicate function: HostFunction, _ arguments: [Value]) -> Truth {
    if let failed = arguments.first(where: { $0.failure != nil }), let failure = failed.failure {
      return .failure(failure.operandFailure)
    }
    return .failure(missing(function))
  }

  /// "no exact kernel for 'clamp'".
  static func missing(_ function: HostFunction) -> ArithmeticFailure {
    ArithmeticFailure("no \(Value.kernelName) kernel for '\(function.name)'")
  }
}

/// The exact interpreter's kernel of a registered function.
public typealias ExactKernel = Kernel<Exact>
/// The precise interpreter's kernel of a registered function.
public typealias PreciseKernel = Kernel<Precise>

/// A value of an interpreter that computes registered functions by their ``Kernel``.
protocol KernelValue: Sendable {
  /// The value that is `failure`.
  init(failing failure: ArithmeticFailure)
  /// Its failure, nil when it has a value.
  var failure: ArithmeticFailure? { get }
  /// The value an operand's failure passes on as.
  var operandFailure: Self { get }
  /// The failure of an operation begun after a cancellation, nil while none is asked for.
  static var interrupted: Self? { get }
  /// How the interpreter is called in a message: "exact".
  static var kernelName: String { get }
}

extension Exact: KernelValue {
  init(failing failure: ArithmeticFailure) { self.init(.failure(failure)) }
  static var kernelName: String { "exact" }

  /// A call of the app's function by its ``ExactKernel``; without one, a failure that says so.
  public static func hostCall(_ function: HostFunction, _ arguments: [Exact]) -> Exact {
    ExactKernel.call(function, arguments)
  }
  /// A call of the app's predicate: a failure that says exact has no kernel for it.
  public static func hostCall(predicate: HostFunction, _ arguments: [Exact]) -> Truth {
    ExactKernel.call(predicate: predicate, arguments)
  }
}

extension Precise: KernelValue {
  init(failing failure: ArithmeticFailure) { self.init(.failure(failure)) }
  static var kernelName: String { "precise" }

  /// A call of the app's function by its ``PreciseKernel``; without one, a failure that says
  /// so.
  public static func hostCall(_ function: HostFunction, _ arguments: [Precise]) -> Precise {
    PreciseKernel.call(function, arguments)
  }
  /// A call of the app's predicate: a failure that says precise has no kernel for it.
  public static func hostCall(predicate: HostFunction, _ arguments: [Precise]) -> Truth {
    PreciseKernel.call(predicate: predicate, arguments)
  }
}
