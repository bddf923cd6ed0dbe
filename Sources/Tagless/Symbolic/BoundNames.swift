import Synchronization

/// The parameter names of the functions (sums, applications kept, …) that the simplifier built
/// while a body was simplified with names in place of its parameters: a name among them would
/// be captured if put in place, and the application is kept (``Simplifier/apply(_:_:)``).
///
/// Task-local because the constructors are static, as ``DerivativeFocus`` is.
final class BoundNames: Sendable {
  /// Behind a mutex only so that the class is `Sendable`, as a task-local value must be.
  private let bound = Mutex<Set<String>>([])
  @TaskLocal static var current: BoundNames?

  /// The names bound so far.
  var names: Set<String> { bound.withLock { $0 } }

  /// What `body` builds, and the names the functions built in it bind, collected in a scope
  /// of their own (not noted in the enclosing one).
  static func collected<T>(_ body: () -> T) -> (result: T, names: Set<String>) {
    let bound = BoundNames()
    let result = $current.withValue(bound) { body() }
    return (result, bound.names)
  }

  /// Notes the parameters of `function`, built in the current scope, if there is one: a
  /// function printed by its name binds nothing.
  static func note<R>(_ function: Lambda<R>) {
    guard function.name == nil else { return }
    note(Set(function.parameters))
  }

  /// Notes `names`, bound by functions built in the current scope, if there is one.
  static func note(_ names: Set<String>) {
    guard !names.isEmpty, let current else { return }
    current.bound.withLock { $0.formUnion(names) }
  }
}
