// Times for the precision work, printed as a table (see Benchmarks/README.md, "Precision").
//
//   PrecisionTimes bigint            Tagless's BigInt (GMP): multiplication, division and
//                                    decimal conversion
//   PrecisionTimes functions [N]     pi, e, exp(1.5), sin(1), log(2), atan(1) at N digits (1,000)
//   PrecisionTimes growth            pi and exp(1.5) at 50, 1,000, 10,000 and 100,000 digits
//   PrecisionTimes product [N]       one BigInt product at N digits, for callgrind
//   PrecisionTimes calls [N]         fib(N) (25) in Exact and Precise through the parser (calls
//                                    on the call machine) beside the same arithmetic without
//                                    calls: every call's comparison, subtractions and sum,
//                                    run from a work list
//
// Wall clock, median of several runs, release build.

import Tagless
import TaglessPrecision

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

/// `fib(n)` in `R` through the parser, its function defined the way a session defines it.
func fibByCalls<R: Language>(_ n: Int, as _: R.Type) -> Typed<R>? {
  var environment = Environment()
  let definition = "fib(n) = n < 2 ? n : fib(n - 1) + fib(n - 2)"
  guard case .definition(let fib)? = try? Parser.statement(definition, as: Evaluation.self)
  else { return nil }
  environment.define(fib)
  return try? Parser.typedExpression("fib(\(n))", as: R.self, in: environment)
}

/// The same arithmetic as `fib(n)`'s calls, without calls: each argument compared with 2, and
/// below each that is not, `n - 1` and `n - 2` and, once both are done, the sum of their values.
func fibByWorkList<R: Language>(_ n: Int, as _: R.Type) -> R {
  let one = R.number(1)
  let two = R.number(2)
  // An argument to compare, or nil: add the last two values.
  var work: [R?] = [R.number(Double(n))]
  var values: [R] = []
  while let next = work.popLast() {
    if let x = next {
      if R.decision(R.compare(.less, x, two)) == true {
        values.append(x)
      } else {
        work.append(nil)
        work.append(R.subtract(x, two))
        work.append(R.subtract(x, one))
      }
    } else {
      let second = values.removeLast()
      let first = values.removeLast()
      values.append(R.add(first, second))
    }
  }
  return values.removeLast()
}

/// fib(n) by calls and by the work list, in Exact and Precise: medians of 5 runs.
func calls(_ n: Int) {
  print("| arithmetic | fib(\(n)) by calls, s | the same arithmetic without calls, s | ratio |")
  print("| --- | ---: | ---: | ---: |")
  func row<R: Language & CustomStringConvertible>(_ name: String, _: R.Type) {
    var byCalls = ""
    var byList = ""
    let called = median(runs: 5) {
      if case .number(let x)? = fibByCalls(n, as: R.self) { byCalls = x.description }
    }
    let listed = median(runs: 5) { byList = fibByWorkList(n, as: R.self).description }
    let ratio = (called / listed * 100).rounded() / 100
    let check = byCalls == byList ? "" : " (results differ: \(byCalls), \(byList))"
    print("| \(name) | \(ms(called / 1_000)) | \(ms(listed / 1_000)) | \(ratio)\(check) |")
  }
  row("exact", Exact.self)
  row("precise", Precise.self)
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
case "calls": calls(arguments.count > 1 ? Int(arguments[1]) ?? 25 : 25)
default:
  print(
    "usage: PrecisionTimes bigint | functions [DIGITS] | growth | product [DIGITS] | calls [N]")
}
