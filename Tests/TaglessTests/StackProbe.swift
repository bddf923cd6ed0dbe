#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// MARK: - StackProbe

/// Measures how much stack a piece of work needs, by running it on a thread with a fresh stack
/// and finding the deepest page it touched.
///
/// The stack is mapped here, untouched, with a guard page below it, so work that needs more than
/// `stackSize` crashes the test process at once rather than corrupting memory. Afterwards
/// `mincore(2)` tells which pages became resident, and the lowest one is scanned for the first
/// byte written, so measuring costs no more than the work itself.
enum StackProbe {
  /// Runs `work` on a new thread with a `stackSize`-byte stack and returns the bytes it used
  /// (including the thread's own bookkeeping at the top of the stack, a few KiB).
  static func bytesUsed(stackSize: Int, _ work: @escaping () -> Void) -> Int {
    let page = Int(sysconf(Int32(_SC_PAGESIZE)))
    let size = (stackSize + page - 1) / page * page + page
    guard
      let memory = mmap(
        nil, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0),
      memory != MAP_FAILED
    else { fatalError("mmap failed") }
    defer { munmap(memory, size) }
    mprotect(memory, page, PROT_NONE)  // the guard page
    #if canImport(Glibc)
      madvise(memory, size, Int32(MADV_NOHUGEPAGE))  // one page at a time, not 2 MiB
    #endif
    let stack = memory + page
    run(work, on: stack, size: size - page)
    return size - page - untouchedBytes(stack, size: size - page, page: page)
  }

  /// Runs `work` on a new thread whose stack is the `size` bytes at `stack`, and waits.
  private static func run(
    _ work: @escaping () -> Void, on stack: UnsafeMutableRawPointer, size: Int
  ) {
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    pthread_attr_setstack(&attributes, stack, size)
    let box = Unmanaged.passRetained(Work(work))
    #if canImport(Glibc)
      var thread = pthread_t()
    #else
      var thread: pthread_t? = nil
    #endif
    let created = pthread_create(
      &thread, &attributes,
      { context in
        guard let context else { return nil }
        Unmanaged<Work>.fromOpaque(context).takeRetainedValue().run()
        return nil
      }, box.toOpaque())
    guard created == 0 else { fatalError("pthread_create failed: \(created)") }
    #if canImport(Glibc)
      pthread_join(thread, nil)
    #else
      if let thread { pthread_join(thread, nil) }
    #endif
  }

  /// How many bytes at the bottom of the stack were never written: the pages that never became
  /// resident, and the zero bytes at the bottom of the lowest one that did.
  private static func untouchedBytes(_ stack: UnsafeMutableRawPointer, size: Int, page: Int) -> Int
  {
    let pages = size / page
    #if canImport(Glibc)
      var resident = [UInt8](repeating: 0, count: pages)
    #else
      var resident = [CChar](repeating: 0, count: pages)
    #endif
    guard mincore(stack, size, &resident) == 0 else { fatalError("mincore failed") }
    guard let lowest = resident.firstIndex(where: { $0 & 1 != 0 }) else { return size }
    let bytes = (stack + lowest * page).assumingMemoryBound(to: UInt8.self)
    var zeros = 0
    while zeros < page, bytes[zeros] == 0 { zeros += 1 }
    return lowest * page + zeros
  }

  /// The work, boxed to cross into the C thread entry point.
  final class Work {
    let run: () -> Void
    init(_ run: @escaping () -> Void) { self.run = run }
  }
}
