// MARK: - Evaluating many points at once

extension CompiledProgram {
  /// How many points one pass of the instructions covers.
  static var blockSize: Int { 512 }

  /// The values at many points: `results[i]` is the value with each parameter `p` set to
  /// `columns[p][i]`.
  ///
  /// Each instruction runs over a block of 512 points in a tight loop that the compiler
  /// vectorises, so the cost of dispatching an instruction is shared by the block: for long
  /// runs of points (tables, plots) this is several times faster than calling
  /// ``evaluate(_:)-(Double)`` at each point, and gives the same values bit for bit. The
  /// working memory (a block per stack slot) is allocated once per call.
  ///
  /// ```swift
  /// let xs: [Double] = [0, 0.5, 1]
  /// var ys = [Double](repeating: 0, count: xs.count)
  /// xs.withUnsafeBufferPointer { x in
  ///   ys.withUnsafeMutableBufferPointer { f.evaluate(columns: [x], into: $0) }
  /// }
  /// ```
  public func evaluate(
    columns: [UnsafeBufferPointer<Double>], into results: UnsafeMutableBufferPointer<Double>
  ) {
    precondition(
      columns.count == parameters.count,
      "expected \(parameters.count) columns, got \(columns.count)")
    precondition(columns.allSatisfy { $0.count >= results.count }, "a column is too short")
    if general != nil || !loops.isEmpty {
      // One point at a time: only the branches each point takes run (their calls may fail),
      // and a loop runs its body point after point.
      for index in 0..<results.count {
        results[index] = evaluate(columns.map { $0[index] })
      }
      return
    }
    let levels = stackCapacity + 1
    let size = Self.blockSize
    typealias Pointer = UnsafePointer<Double>
    withUnsafeTemporaryAllocation(of: Double.self, capacity: levels * size) { blocks in
      withUnsafeTemporaryAllocation(of: Pointer.self, capacity: levels + columns.count) { views in
        // The first `levels` pointers are the stack's views, the rest the columns' blocks.
        let stack = views.baseAddress.unsafelyUnwrapped
        let bases = UnsafeMutableBufferPointer(rebasing: views[levels...])
        instructions.withUnsafeBufferPointer { code in
          var start = 0
          while start < results.count {
            let count = min(size, results.count - start)
            for (index, column) in columns.enumerated() {
              bases[index] = column.baseAddress.unsafelyUnwrapped + start
            }
            let block = Block(
              blocks: blocks.baseAddress.unsafelyUnwrapped, views: stack, count: count)
            let result = block.run(code, UnsafeBufferPointer(bases), hosts)
            (results.baseAddress.unsafelyUnwrapped + start).update(from: result, count: count)
            start += count
          }
        }
      }
    }
  }

  /// The values at each of `xs`, for a program of one parameter.
  ///
  /// ```swift
  /// f.evaluate(at: [0, 0.5, 1])  // [f(0), f(0.5), f(1)]
  /// ```
  public func evaluate(at xs: [Double]) -> [Double] {
    [Double](unsafeUninitializedCapacity: xs.count) { results, initialized in
      xs.withUnsafeBufferPointer { evaluate(columns: [$0], into: results) }
      initialized = xs.count
    }
  }
}

// MARK: - Block

/// The machine over a block of points: level `l` of the stack is a block of values, held in
/// `blocks` or, for an argument not yet changed, read straight from its column (`views[l]`).
struct Block {
  let blocks: UnsafeMutablePointer<Double>
  let views: UnsafeMutablePointer<UnsafePointer<Double>>
  let count: Int

  /// The block of level `level`.
  @inline(__always)
  func storage(_ level: Int) -> UnsafeMutablePointer<Double> {
    blocks + level &* CompiledProgram.blockSize
  }

  /// `storage(level)[i] = body(views[level][i])` for every point; the level then lives there.
  @inline(__always)
  func map(_ level: Int, _ body: (Double) -> Double) {
    let source = views[level]
    let target = storage(level)
    // In place, the loop has a single pointer, which the vectoriser takes without checks.
    if source == UnsafePointer(target) {
      for i in 0..<count { target[i] = body(target[i]) }
    } else {
      for i in 0..<count { target[i] = body(source[i]) }
      views[level] = UnsafePointer(target)
    }
  }

  /// `storage(level)[i] = body(views[level][i], other[i])`.
  @inline(__always)
  func zip(_ level: Int, _ other: UnsafePointer<Double>, _ body: (Double, Double) -> Double) {
    let source = views[level]
    let target = storage(level)
    if source == UnsafePointer(target) {
      for i in 0..<count { target[i] = body(target[i], other[i]) }
    } else {
      for i in 0..<count { target[i] = body(source[i], other[i]) }
      views[level] = UnsafePointer(target)
    }
  }

  /// `storage(level)[i]` is `views[level + 1][i]` where `views[level][i]` is nonzero, else
  /// `views[level + 2][i]`.
  @inline(__always)
  func select(_ level: Int) {
    let condition = views[level]
    let then = views[level &+ 1]
    let otherwise = views[level &+ 2]
    let target = storage(level)
    for i in 0..<count { target[i] = condition[i] != 0 ? then[i] : otherwise[i] }
    views[level] = UnsafePointer(target)
  }

  /// Runs `code` and returns the block of results (valid until the next run).
  func run(
    _ code: UnsafeBufferPointer<Instruction>, _ columns: UnsafeBufferPointer<UnsafePointer<Double>>,
    _ hosts: [HostFunction]
  )
    -> UnsafePointer<Double>
  {
    var top = 0
    for instruction in code {
      switch instruction {
      case .constant(let value):
        top &+= 1
        storage(top).update(repeating: value, count: count)
        views[top] = UnsafePointer(storage(top))
      case .argument(let slot):
        top &+= 1
        views[top] = columns[slot]
      case .add:
        top &-= 1
        zip(top, views[top &+ 1], +)
      case .subtract:
        top &-= 1
        zip(top, views[top &+ 1], -)
      case .multiply:
        top &-= 1
        zip(top, views[top &+ 1], *)
      case .divide:
        top &-= 1
        zip(top, views[top &+ 1], /)
      case .subtractReversed:
        top &-= 1
        zip(top, views[top &+ 1]) { $1 - $0 }
      case .divideReversed:
        top &-= 1
        zip(top, views[top &+ 1]) { $1 / $0 }
      case .addConstant(let c): map(top) { $0 + c }
      case .subtractConstant(let c): map(top) { $0 - c }
      case .multiplyConstant(let c): map(top) { $0 * c }
      case .divideConstant(let c): map(top) { $0 / c }
      case .constantMinus(let c): map(top) { c - $0 }
      case .constantOver(let c): map(top) { c / $0 }
      case .addArgument(let slot): zip(top, columns[slot], +)
      case .subtractArgument(let slot): zip(top, columns[slot], -)
      case .multiplyArgument(let slot): zip(top, columns[slot], *)
      case .divideArgument(let slot): zip(top, columns[slot], /)
      case .argumentMinus(let slot): zip(top, columns[slot]) { $1 - $0 }
      case .argumentOver(let slot): zip(top, columns[slot]) { $1 / $0 }
      case .negate: map(top) { -$0 }
      case .function1(let function): map(top) { function($0) }
      case .binary(let symbol):
        top &-= 1
        zip(top, views[top &+ 1]) { symbol.apply($0, $1) }
      case .binaryReversed(let symbol):
        top &-= 1
        zip(top, views[top &+ 1]) { symbol.apply($1, $0) }
      case .combine(let function):
        top &-= 1
        zip(top, views[top &+ 1]) { function.combine($0, $1) }
      case .compare(let comparison):
        top &-= 1
        zip(top, views[top &+ 1]) { comparison($0, $1) ? 1 : 0 }
      case .compareReversed(let comparison):
        top &-= 1
        zip(top, views[top &+ 1]) { comparison($1, $0) ? 1 : 0 }
      case .not: map(top) { $0 == 0 ? 1 : 0 }
      case .and:
        top &-= 1
        zip(top, views[top &+ 1]) { $0 != 0 && $1 != 0 ? 1 : 0 }
      case .or:
        top &-= 1
        zip(top, views[top &+ 1]) { $0 != 0 || $1 != 0 ? 1 : 0 }
      case .select:
        top &-= 2
        select(top)
      case .host(let index):
        let function = hosts[index]
        top &-= function.arity &- 1
        host(top, function)
      case .fold, .compareConstant, .compareArgument, .branch, .jump, .andThen, .orElse, .call,
        .global, .return, .loop:
        // Only in ``CallMachine``'s code, never in a straight-line program.
        break
      }
    }
    return views[top]
  }
}
