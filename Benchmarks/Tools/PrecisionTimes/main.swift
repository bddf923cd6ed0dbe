// Times for the precision work, printed as a table (see Benchmarks/README.md, "Precision").
//
//   PrecisionTimes bigint            attaswift/BigInt multiplication and decimal conversion
//
// Wall clock, median of several runs, release build.

import BigInt

#if canImport(Glibc)
  import Glibc
#endif

/// Seconds since an arbitrary start.
func now() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_MONOTONIC, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// The median time of `runs` calls of `body`, in seconds.
func median(runs: Int, _ body: () -> Void) -> Double {
  var times: [Double] = []
  for _ in 0..<runs {
    let start = now()
    body()
    times.append(now() - start)
  }
  return times.sorted()[times.count / 2]
}

/// A pseudo-random integer of `digits` decimal digits (a fixed seed: the same every run).
func number(digits: Int, seed: UInt64) -> BigUInt {
  var state = seed
  var words: [UInt] = []
  let count = Int((Double(digits) * 3.3219280948873626 / 64).rounded(.up))
  for _ in 0..<count {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    words.append(UInt(state))
  }
  return BigUInt(words: words)
}

func bigint() {
  print("| digits | multiply (ms) | square (ms) | divide 2n/n (ms) | to decimal text (ms) |")
  print("| ---: | ---: | ---: | ---: | ---: |")
  for digits in [1_000, 10_000, 100_000] {
    let a = number(digits: digits, seed: 1)
    let b = number(digits: digits, seed: 2)
    let runs = digits >= 100_000 ? 3 : 9
    var sink = 0
    let multiply = median(runs: runs) { sink &+= (a * b).bitWidth }
    let square = median(runs: runs) { sink &+= (a * a).bitWidth }
    let product = a * b
    let divide = median(runs: runs) { sink &+= (product / b).bitWidth }
    let text = median(runs: digits >= 100_000 ? 1 : 3) { sink &+= String(a).count }
    print("| \(digits) | \(ms(multiply)) | \(ms(square)) | \(ms(divide)) | \(ms(text)) |")
    if sink == 42 { print("") }
  }
}

/// Milliseconds with three decimals.
func ms(_ seconds: Double) -> String {
  let thousandths = Int((seconds * 1e6).rounded())
  let fraction = String(thousandths % 1000)
  return "\(thousandths / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
}

let arguments = CommandLine.arguments.dropFirst()
switch arguments.first {
case "bigint": bigint()
default: print("usage: PrecisionTimes bigint")
}
