#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads lines from a file descriptor with large `read(2)` calls and `memchr`, without copying
/// lines: each is a view into the reader's buffer, valid until the next line.
///
/// Memory stays bounded whatever the input: a line longer than `maximumLength` is reported as
/// too long and skipped, not stored. A read that fails (a directory, an I/O error) ends the
/// lines; ``failure`` says why. A byte order mark at the start is skipped, and a non-blocking
/// descriptor is waited on (poll(2)) when it has no data yet.
struct LineReader: ~Copyable {
  /// What the reader found.
  enum Item {
    /// A line, without its `\n` (and without a `\r` before it).
    case line(UnsafeBufferPointer<UInt8>)
    /// A line longer than the limit, with the number of bytes it had (skipped).
    case tooLong(Int)
  }

  private let descriptor: Int32
  private let maximumLength: Int
  private var buffer: UnsafeMutablePointer<UInt8>
  private var capacity: Int
  private var start = 0
  private var end = 0
  private var atEnd = false
  private var startChecked = false  // whether a byte order mark was looked for
  /// The `errno` of a read that failed (`EISDIR` for a directory), which ended the input.
  private(set) var failure: Int32?

  /// A reader of `descriptor` (0 for standard input).
  init(descriptor: Int32, maximumLength: Int, chunk: Int = 1 << 18) {
    self.descriptor = descriptor
    self.maximumLength = maximumLength
    self.capacity = chunk
    self.buffer = .allocate(capacity: chunk)
  }

  deinit { buffer.deallocate() }

  /// Calls `body` with each line in turn until the input ends or `body` returns false.
  ///
  /// `beforeBlocking` runs before each `read(2)`, to flush output first; reading stops when it
  /// returns false. `afterBlocking` runs when the read returns.
  @inline(__always)  // one caller, whose closures are then specialised into the loop
  mutating func forEach(
    beforeBlocking: () -> Bool, afterBlocking: () -> Void, _ body: (Item) -> Bool
  ) {
    var skipped = 0  // bytes of an over-long line dropped so far
    while true {
      if !startChecked, !skipByteOrderMark() {
        guard beforeBlocking() else { return }
        refill()
        afterBlocking()
        continue
      }
      let available = end - start
      if available > 0,
        let found = memchr(buffer + start, Int32(UInt8(ascii: "\n")), available)
      {
        let newline = buffer.distance(to: found.assumingMemoryBound(to: UInt8.self))
        let length = newline - start
        if skipped > 0 {
          if !body(.tooLong(skipped + length)) { return }
          skipped = 0
        } else {
          if !body(.line(line(from: start, length: length))) { return }
        }
        start = newline + 1
        continue
      }
      if atEnd {
        if failure != nil { return }  // an unfinished line is not run
        if skipped > 0 {
          _ = body(.tooLong(skipped + available))
        } else if available > 0 {
          _ = body(.line(line(from: start, length: available)))
        }
        return
      }
      if available > maximumLength {
        // Too long to keep: drop what we have and remember how much.
        skipped += available
        start = 0
        end = 0
      }
      guard beforeBlocking() else { return }
      refill()
      afterBlocking()
    }
  }

  /// Skips a UTF-8 byte order mark (EF BB BF) at the start of the input.
  ///
  /// Editors on Windows write one, and it is no part of the first line. Returns false while
  /// too few bytes have come to tell.
  private mutating func skipByteOrderMark() -> Bool {
    let available = end - start
    let decided =
      available >= 3 || atEnd
      || (available > 0 && memchr(buffer + start, Int32(UInt8(ascii: "\n")), available) != nil)
    guard decided else { return false }
    startChecked = true
    if available >= 3, buffer[start] == 0xEF, buffer[start + 1] == 0xBB, buffer[start + 2] == 0xBF {
      start += 3
    }
    return true
  }

  private func line(from offset: Int, length: Int) -> UnsafeBufferPointer<UInt8> {
    var length = length
    if length > 0, buffer[offset + length - 1] == UInt8(ascii: "\r") { length -= 1 }
    return UnsafeBufferPointer(start: buffer + offset, count: length)
  }

  /// Moves the partial line to the front, grows the buffer if it is full, and reads more.
  private mutating func refill() {
    if start > 0 {
      let remaining = end - start
      if remaining > 0 { memmove(buffer, buffer + start, remaining) }
      start = 0
      end = remaining
    }
    if end == capacity {
      let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity * 2)
      grown.update(from: buffer, count: end)
      buffer.deallocate()
      buffer = grown
      capacity *= 2
    }
    while true {
      let count = read(descriptor, buffer + end, capacity - end)
      if count > 0 {
        end += count
        return
      }
      if count < 0 {
        if errno == EINTR { continue }
        // A non-blocking descriptor (one shared with a program that set O_NONBLOCK) has no
        // data yet: wait until it has, rather than take it for the end of the input.
        if errno == EAGAIN || errno == EWOULDBLOCK {
          waitUntilReadable()
          continue
        }
        failure = errno
      }
      atEnd = true
      return
    }
  }

  /// Blocks in poll(2) until the descriptor is readable, at its end, or in error (the next
  /// read says which).
  private func waitUntilReadable() {
    var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    while poll(&entry, 1, -1) < 0, errno == EINTR {}
  }
}
