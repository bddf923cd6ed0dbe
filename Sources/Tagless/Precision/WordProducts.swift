// MARK: - Word products

/// Products of unsigned integers as word arrays (lowest word first): schoolbook below
/// ``karatsubaWords`` words, Karatsuba above.
///
/// attaswift/BigInt multiplies by schoolbook up to 1,024 words (about 19,700 digits) and
/// measured 2.9 ms at 10,000 digits and 125 ms at 100,000, where CPython's integers take
/// 0.35 ms and 13 ms (Benchmarks/README.md, "Precision"); ``LargeIntegers`` sends large
/// operands here.
enum WordProducts {
  /// The smaller operand's size (words) from which Karatsuba's split pays.
  static let karatsubaWords = 32

  /// `a × b`, without leading zero words.
  static func product(_ a: [UInt], _ b: [UInt]) -> [UInt] {
    var result = a.withUnsafeBufferPointer { x in
      b.withUnsafeBufferPointer { y in multiply(x, y) }
    }
    trim(&result)
    return result
  }

  /// `x × y` in `x.count + y.count` words (leading zeros kept).
  static func multiply(_ x: UnsafeBufferPointer<UInt>, _ y: UnsafeBufferPointer<UInt>) -> [UInt] {
    let (long, short) = x.count >= y.count ? (x, y) : (y, x)
    var result = [UInt](repeating: 0, count: long.count + short.count)
    if short.isEmpty { return result }
    if short.count < karatsubaWords {
      result.withUnsafeMutableBufferPointer { r in schoolbook(long, short, into: r) }
      return result
    }
    let half = (long.count + 1) / 2
    if short.count <= half {
      // Unbalanced: the long operand in pieces of the short one's size.
      var start = 0
      while start < long.count {
        let end = min(start + short.count, long.count)
        let piece = multiply(UnsafeBufferPointer(rebasing: long[start..<end]), short)
        add(piece, into: &result, at: start)
        start = end
      }
      return result
    }
    let x0 = UnsafeBufferPointer(rebasing: long[..<half])
    let x1 = UnsafeBufferPointer(rebasing: long[half...])
    let y0 = UnsafeBufferPointer(rebasing: short[..<half])
    let y1 = UnsafeBufferPointer(rebasing: short[half...])
    let low = multiply(x0, y0)
    let high = multiply(x1, y1)
    let sumX = sum(x0, x1)
    let sumY = sum(y0, y1)
    var middle = sumX.withUnsafeBufferPointer { sx in
      sumY.withUnsafeBufferPointer { sy in multiply(sx, sy) }
    }
    subtract(low, from: &middle)
    subtract(high, from: &middle)
    add(low, into: &result, at: 0)
    add(high, into: &result, at: 2 * half)
    add(middle, into: &result, at: half)
    return result
  }

  /// `r += x × y` for a zeroed `r` of `x.count + y.count` words.
  static func schoolbook(
    _ x: UnsafeBufferPointer<UInt>, _ y: UnsafeBufferPointer<UInt>,
    into r: UnsafeMutableBufferPointer<UInt>
  ) {
    for i in 0..<y.count {
      let factor = y[i]
      if factor == 0 { continue }
      var carry: UInt = 0
      for j in 0..<x.count {
        // Branch-free carries: x·f + r + carry < 2^128.
        let (high, low) = x[j].multipliedFullWidth(by: factor)
        let partial = low &+ r[i &+ j]
        let total = partial &+ carry
        r[i &+ j] = total
        carry = high &+ (partial < low ? 1 : 0) &+ (total < partial ? 1 : 0)
      }
      r[i &+ x.count] = carry
    }
  }

  /// `a + b`, one word longer than the longer.
  static func sum(_ a: UnsafeBufferPointer<UInt>, _ b: UnsafeBufferPointer<UInt>) -> [UInt] {
    var result = Array(a)
    result.append(0)
    if result.count <= b.count { result += repeatElement(0, count: b.count - result.count + 1) }
    add(Array(b), into: &result, at: 0)
    return result
  }

  /// `r += z · 2^(64·offset)`; the sum must fit in `r`.
  static func add(_ z: [UInt], into r: inout [UInt], at offset: Int) {
    z.withUnsafeBufferPointer { z in
      r.withUnsafeMutableBufferPointer { r in
        var carry: UInt = 0
        var index = 0
        while index < z.count || carry != 0 {
          let position = offset &+ index
          guard position < r.count else { return }
          let word = index < z.count ? z[index] : 0
          let partial = r[position] &+ word
          let total = partial &+ carry
          carry = (partial < word ? 1 : 0) &+ (total < partial ? 1 : 0)
          r[position] = total
          index &+= 1
        }
      }
    }
  }

  /// `r -= z`; `r` must be at least `z`.
  static func subtract(_ z: [UInt], from r: inout [UInt]) {
    z.withUnsafeBufferPointer { z in
      r.withUnsafeMutableBufferPointer { r in
        var borrow: UInt = 0
        var index = 0
        while index < z.count || borrow != 0 {
          guard index < r.count else { return }
          let word = index < z.count ? z[index] : 0
          let before = r[index]
          let partial = before &- word
          let total = partial &- borrow
          borrow = (partial > before ? 1 : 0) &+ (total > partial ? 1 : 0)
          r[index] = total
          index &+= 1
        }
      }
    }
  }

  /// Removes leading zero words.
  static func trim(_ words: inout [UInt]) {
    while words.last == 0 { words.removeLast() }
  }
}
