import Tagless

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Buffered writes to a file descriptor: output goes out in large `write(2)` calls, and when
/// the reader on the other end has gone (`EPIPE`) the buffer says so instead of crashing.
final class OutputBuffer {
  private let descriptor: Int32
  private let storage: UnsafeMutablePointer<UInt8>
  private let capacity: Int
  private var count = 0
  /// The `errno` of the failed write: `EPIPE` when the reader left, `ENOSPC` on a full disk.
  private(set) var failure: Int32?
  /// True once a write failed (for example the pipe's reader exited): stop producing output.
  var isBroken: Bool { failure != nil }

  /// A buffer for `descriptor` (1 for standard output).
  init(descriptor: Int32, capacity: Int = 1 << 16) {
    self.descriptor = descriptor
    self.capacity = capacity
    self.storage = .allocate(capacity: capacity)
  }

  deinit {
    flush()
    storage.deallocate()
  }

  // MARK: Writing

  /// Appends bytes.
  func write(_ bytes: UnsafeBufferPointer<UInt8>) {
    if count + bytes.count > capacity { flush() }
    guard bytes.count <= capacity else {
      writeAll(UnsafeRawBufferPointer(bytes))
      return
    }
    if let base = bytes.baseAddress { (storage + count).update(from: base, count: bytes.count) }
    count += bytes.count
  }

  /// Appends text.
  func write(_ text: String) {
    var text = text
    text.withUTF8 { write($0) }
  }

  /// Appends a number as `display` writes it (``NumberDisplay/write(_:into:)``) and a newline.
  @inline(__always)
  func writeLine(_ value: Double, _ display: NumberDisplay) {
    if count + 40 > capacity { flush() }
    count += display.write(value, into: storage + count)
    storage[count] = UInt8(ascii: "\n")
    count += 1
  }

  /// Sends everything buffered.
  func flush() {
    guard count > 0 else { return }
    writeAll(UnsafeRawBufferPointer(start: storage, count: count))
    count = 0
  }

  private func writeAll(_ bytes: UnsafeRawBufferPointer) {
    guard !isBroken, var base = bytes.baseAddress else { return }
    var remaining = bytes.count
    while remaining > 0 {
      let written = systemWrite(descriptor, base, remaining)
      if written < 0 {
        if errno == EINTR { continue }
        failure = errno
        return
      }
      remaining -= written
      base += written
    }
  }
}

/// `write(2)`, named apart from ``OutputBuffer``'s own `write` methods (whichever C library
/// module provides it, Glibc or Darwin).
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
