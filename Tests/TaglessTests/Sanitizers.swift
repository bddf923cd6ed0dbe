#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// MARK: - Sanitizers

/// Whether the tests run under a sanitizer (`scripts/sanitize.sh`), for bounds on time.
enum Sanitizers {
  /// True when AddressSanitizer or ThreadSanitizer is linked in.
  static let active = ["__asan_init", "__tsan_init"].contains { (symbol: String) in
    dlsym(UnsafeMutableRawPointer(bitPattern: 0), symbol) != nil
  }

  /// How many times slower code runs: up to about 10 under AddressSanitizer and 25 under
  /// ThreadSanitizer (measured on the expansion-budget test), 1 without.
  static let slowdown = active ? 25 : 1
}
