import Synchronization

/// A request to stop work, shared by whoever may ask (a signal handler, another thread, a
/// test) and every computation that consults it.
///
/// Long work consults the cancellation in force, ``current``, as it goes: the machine that runs
/// user functions (every few thousand calls), the enum tree's evaluator, the precise and exact
/// kernels (each step of their retry loops and series), and the REPL's `:table`, `:plot` and
/// `:bench` (each row, sample or run). Work that sees it cancelled stops with the error
/// ``ParseError/isInterruption``, and the calculator leaves its variables and functions as
/// they were before the line. Set it around any work with `withValue`; cancelling it is one
/// atomic store, which is safe in a signal handler.
///
/// ```swift
/// let cancellation = Cancellation()
/// try Cancellation.$current.withValue(cancellation) {
///   try calculator.run("fib(40)", showing: [.eval])  // another thread may call cancel()
/// }
/// ```
public final class Cancellation: Sendable {
  private let requested = Atomic<Bool>(false)
  /// Checks left before the cancellation cancels itself (`Int.max`: never).
  private let remainingChecks: Atomic<Int>

  /// A cancellation that nobody has asked for yet.
  public init() {
    remainingChecks = Atomic(Int.max)
  }

  /// A cancellation that asks to stop at the `checks`-th time work consults it: a stand-in,
  /// in tests, for a person pressing Ctrl-C after some work, with no clock and no sleeping.
  public init(afterChecks checks: Int) {
    remainingChecks = Atomic(max(checks, 1))
  }

  /// Asks every computation that consults this cancellation to stop.
  public func cancel() {
    requested.store(true, ordering: .relaxed)
  }

  /// Withdraws the request (before the next line of a session runs); returns whether there was
  /// one.
  @discardableResult
  public func reset() -> Bool {
    requested.exchange(false, ordering: .relaxed)
  }

  /// Whether stopping was asked for; work calls this where it may stop.
  public var isCancelled: Bool {
    if requested.load(ordering: .relaxed) { return true }
    let left = remainingChecks.load(ordering: .relaxed)
    guard left != Int.max else { return false }
    if remainingChecks.subtract(1, ordering: .relaxed).newValue <= 0 { cancel() }
    return requested.load(ordering: .relaxed)
  }

  /// Whether stopping was asked for, without counting as one of the checks of
  /// ``init(afterChecks:)``: for a wait that looks again and again, as often as a clock says.
  package var isRequestedNow: Bool { requested.load(ordering: .relaxed) }

  /// The cancellation in force for the current task or thread; nil: nothing can cancel.
  @TaskLocal public static var current: Cancellation?

  /// Whether the cancellation in force asks to stop.
  public static var isRequested: Bool { current?.isCancelled ?? false }

  /// The message of the error work stops with.
  public static let message = "interrupted"
}
