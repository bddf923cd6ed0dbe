#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Room on the main thread's stack for input at the nesting limit.
///
/// The parser recurses once per level of parentheses, call or exponent, and the enum tree's
/// functions once per operation on a path. At the standard limits (250 levels of nesting, 2,000
/// operations on a path) that needs up to 1.5 MiB in a release build and 5.7 MiB in a debug
/// build (measured; Docs/Robustness.md), while the main thread gets 8 MiB by default. (Chains
/// of user-function calls take no stack here: the tagless path keeps its stacks on the heap, and
/// the enum tree's evaluator runs them on a thread of its own, `DeepStack`.) On Linux the
/// main thread's stack grows on demand up to the soft `RLIMIT_STACK`, checked when it grows, so
/// raising the limit at start-up is enough.
enum StackLimit {
  /// What `tagless` asks for: about eleven times what the deepest input needs in a debug build.
  static let wanted = 64 << 20

  /// Raises the soft stack limit to `bytes` (or to the hard limit, if lower); never lowers it.
  static func raise(to bytes: Int = wanted) {
    var limit = rlimit()
    // RLIM_INFINITY is all ones.
    guard getrlimit(resource, &limit) == 0, limit.rlim_cur != rlim_t.max,
      limit.rlim_cur < rlim_t(bytes)
    else { return }
    limit.rlim_cur =
      limit.rlim_max == rlim_t.max ? rlim_t(bytes) : min(rlim_t(bytes), limit.rlim_max)
    _ = setrlimit(resource, &limit)
  }

  #if canImport(Glibc)
    private static let resource = __rlimit_resource_t(RLIMIT_STACK.rawValue)
  #else
    private static let resource = RLIMIT_STACK
  #endif
}
