// Times for the precision work, printed as a table (see Benchmarks/README.md, "Precision").
//
//   PrecisionTimes bigint            Tagless's BigInt (GMP): multiplication, division and
//                                    decimal conversion
//   PrecisionTimes functions [N]     pi, e, exp(1.5), sin(1), log(2), atan(1) at N digits (1,000)
//   PrecisionTimes growth            pi and exp(1.5) at 50, 1,000, 10,000 and 100,000 digits
//   PrecisionTimes product [N]       one BigInt product at N digits, for callgrind
//
// Wall clock, median of several runs, release build.

import Tagless

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
func number(digits: Int, seed: UInt64) -> BigInt {
  var state = seed
  var words: [UInt] = []
  let count = Int((Double(digits) * 3.3219280948873626 / 64).rounded(.up))
  for _ in 0..<count {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    words.append(UInt(state))
  }
  return BigInt(words: words)
}

func bigint() {
  print("| digits | operation | BigInt (ms) |")
  print("| ---: | --- | ---: |")
  for digits in [1_000, 10_000, 100_000] {
    let a = number(digits: digits, seed: 1)
    let b = number(digits: digits, seed: 2)
    let runs = digits >= 100_000 ? 3 : 9
    var sink = 0
    let product = a * b
    let rows: [(String, () -> Int)] = [
      ("multiply", { (a * b).bitWidth }),
      ("square", { (a * a).bitWidth }),
      ("divide 2n by n", { (product / b).bitWidth }),
      ("to decimal text", { a.description.utf8.count }),
    ]
    for (name, operation) in rows {
      let time = median(runs: runs) { sink &+= operation() }
      print("| \(digits) | \(name) | \(ms(time)) |")
    }
    if sink == 42 { print("") }
  }
}

/// Milliseconds with three decimals.
func ms(_ seconds: Double) -> String {
  let thousandths = Int((seconds * 1e6).rounded())
  let fraction = String(thousandths % 1000)
  return "\(thousandths / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
}

/// The time to parse `text` into `Precise` at `digits` digits (the median of `runs`).
func precise(_ text: String, digits: Int, runs: Int) -> (Double, String) {
  var output = ""
  let time = median(runs: runs) {
    output = Precision.withDigits(digits) {
      (try? Parser.expression(text, as: Precise.self))?.description ?? "error"
    }
  }
  return (time, output)
}

func functions(digits: Int) {
  print("| expression | ms at \(digits) digits | first digits |")
  print("| --- | ---: | --- |")
  for text in ["pi", "e", "exp(1.5)", "sin(1)", "log(2)", "atan(1)", "cos(1e22)", "sqrt(2)"] {
    let (time, output) = precise(text, digits: digits, runs: 5)
    print("| `\(text)` | \(ms(time)) | \(output.prefix(20))… |")
  }
}

func growth() {
  print("| digits | pi (ms) | exp(1.5) (ms) |")
  print("| ---: | ---: | ---: |")
  for digits in [50, 1_000, 10_000, 100_000] {
    let runs = digits >= 100_000 ? 1 : 5
    let (pi, _) = precise("pi", digits: digits, runs: runs)
    let (exp, _) = precise("exp(1.5)", digits: digits, runs: runs)
    print("| \(digits) | \(ms(pi)) | \(ms(exp)) |")
  }
}

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "bigint": bigint()
case "functions": functions(digits: arguments.count > 1 ? Int(arguments[1]) ?? 1_000 : 1_000)
case "growth": growth()
case "product":
  // One product at N digits (100,000), for callgrind.
  let digits = arguments.count > 1 ? Int(arguments[1]) ?? 100_000 : 100_000
  print((number(digits: digits, seed: 1) * number(digits: digits, seed: 2)).bitWidth)
default: print("usage: PrecisionTimes bigint | functions [DIGITS] | growth | product [DIGITS]")
}
