#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finds the lines of a history file that libedit cannot load safely.
///
/// libedit's `H_LOAD` decodes each line with `strunvis(3)` into a buffer that it then copies as
/// a C string. A line that `strunvis` rejects (one ending in `\x\`, say) is left without its
/// terminating NUL, and libedit reads past the end of the buffer (found by AddressSanitizer;
/// libedit 3.1-20221030). So each line is first decoded here with the very same function, found
/// in the running process, and a file with a line it rejects is not loaded at all.
enum HistoryFileCheck {
  /// The signature of `strunvis(3)`.
  private typealias Unvis =
    @convention(c) (
      UnsafeMutablePointer<CChar>?, UnsafePointer<CChar>?
    ) -> Int32

  /// The 1-based number of the first line `strunvis` rejects, or nil if there is none (or the
  /// file cannot be read, or `strunvis` is not in the process, in which case libedit says).
  static func undecodableLine(in path: String) -> Int? {
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "strunvis"),
      let file = fopen(path, "r")
    else { return nil }
    defer { fclose(file) }
    let unvis = unsafeBitCast(symbol, to: Unvis.self)
    var line: UnsafeMutablePointer<CChar>? = nil
    var capacity = 0
    defer { free(line) }
    var number = 0
    while true {
      let length = getline(&line, &capacity, file)
      guard length >= 0, let line else { return nil }
      number += 1
      guard number > 1 else { continue }  // the _HiStOrY_V2_ header
      if length > 0, line[length - 1] == 0x0A { line[length - 1] = 0 }
      // Decoding never lengthens a line; the spare bytes only make sure of it.
      let decoded = UnsafeMutablePointer<CChar>.allocate(capacity: length + 16)
      defer { decoded.deallocate() }
      if unvis(decoded, line) < 0 { return number }
    }
  }
}
