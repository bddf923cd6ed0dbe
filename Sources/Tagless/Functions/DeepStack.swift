#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a computation that may recurse deeply on a thread of its own with a large stack.
///
/// The enum tree's evaluator is a recursive `switch`, as an initial-encoding interpreter is:
/// it recurses once per level of ``Limits/maximumCallDepth``, which at the standard limit takes
/// about 2 MiB in a release build and over 32 MiB in a debug build (measured with `ulimit -s`;
/// Docs/Robustness.md) — more than a secondary thread has (512 KiB on macOS, 8 MiB on Linux).
/// So a tree that calls user functions is evaluated on a thread with ``size`` bytes of stack,
/// which is reserved, not used: pages are touched only as deep as the recursion goes. The
/// caller waits for it; nothing is shared while it runs. (The tagless path needs none of this:
/// its ``Expansion`` keeps its stacks on the heap.)
enum DeepStack {
  /// The stack the thread gets: 256 MiB of address space.
  static let size = 256 << 20

  /// `body`'s result, computed on a thread with a ``size``-byte stack (or on the calling thread
  /// if no such thread can be made).
  static func run<T>(_ body: () -> T) -> T {
    runTelling { _ in body() }
  }

  /// `body`'s result, computed on a thread with a ``size``-byte stack, or on the calling thread
  /// if no such thread can be made (a limit on address space can refuse the reservation):
  /// `body` is told which, so that it recurses deeper only on the large stack.
  static func runTelling<T>(_ body: (_ onLargeStack: Bool) -> T) -> T {
    // Task-local values stay with the thread that set them: the cancellation in force is
    // handed over explicitly.
    let cancellation = Cancellation.current
    return withoutActuallyEscaping(body) { escapable in
      let job = Job { Cancellation.$current.withValue(cancellation) { escapable(true) } }
      var attributes = pthread_attr_t()
      guard pthread_attr_init(&attributes) == 0 else { return escapable(false) }
      defer { pthread_attr_destroy(&attributes) }
      guard pthread_attr_setstacksize(&attributes, size) == 0 else { return escapable(false) }
      let context = Unmanaged.passRetained(job).toOpaque()
      #if canImport(Darwin)
        var thread: pthread_t? = nil
      #else
        var thread = pthread_t()
      #endif
      let started = pthread_create(
        &thread, &attributes,
        { context in
          #if canImport(Darwin)
            let job = Unmanaged<AnyObject>.fromOpaque(context).takeRetainedValue()
          #else
            guard let context else { return nil }
            let job = Unmanaged<AnyObject>.fromOpaque(context).takeRetainedValue()
          #endif
          (job as? Runnable)?.run()
          return nil
        }, context)
      guard started == 0 else {
        Unmanaged<Job<T>>.fromOpaque(context).release()
        return escapable(false)
      }
      #if canImport(Darwin)
        if let thread { pthread_join(thread, nil) }
      #else
        pthread_join(thread, nil)
      #endif
      return job.result ?? escapable(false)
    }
  }

  /// Something the thread runs.
  private protocol Runnable: AnyObject {
    func run()
  }

  /// The computation and, once run, its result.
  ///
  /// Used by one thread at a time: the creating thread waits in `pthread_join` while the other
  /// runs it.
  private final class Job<T>: Runnable, @unchecked Sendable {
    let body: () -> T
    var result: T?

    init(_ body: @escaping () -> T) { self.body = body }

    func run() { result = body() }
  }
}
