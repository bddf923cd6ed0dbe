@_spi(Benchmarks) import Tagless
import TaglessPrecision
import TaglessWorkloads

// MARK: - Profile

// A driver for valgrind's callgrind (or perf): runs one workload in a loop, no framework, so
// the profile shows only the calculator. Usage: TaglessProfile WORKLOAD [REPEATS [LINES]], with
// WORKLOAD one of: tagless, enum, noop, lex, compiled, handwritten, precise (the short lines in
// Precise at 50 digits, printed), exact (the same in Exact).

let arguments = CommandLine.arguments
let workload = arguments.count > 1 ? arguments[1] : "tagless"
let repeats = arguments.count > 2 ? Int(arguments[2]) ?? 100 : 100
/// How many distinct short lines the parsing workloads cycle through (third argument, default
/// 1,000 as in the benchmarks).
let lineCount = arguments.count > 3 ? Int(arguments[3]) ?? 1_000 : 1_000

@inline(never)
func lex() -> Double {
  let corpus = Corpus(Workloads.shortLines(count: lineCount))
  var count = 0
  for _ in 0..<repeats {
    corpus.forEachLine { count += Lexing.tokenCount($0) }
  }
  return Double(count)
}

@inline(never)
func run<R: Language>(_: R.Type, _ body: (R) -> Double) -> Double {
  let corpus = Corpus(Workloads.shortLines(count: lineCount))
  let environment = Environment()
  var sum = 0.0
  for _ in 0..<repeats {
    corpus.forEachLine { line in
      if case .expression(.number(let result))? = try? Parser.statement(
        line, as: R.self, in: environment)
      {
        sum += body(result)
      }
    }
  }
  return sum
}

var sum = 0.0
switch workload {
case "tagless": sum = run(Evaluation.self) { $0.value }
case "enum": sum = run(ExpressionTree.self) { (try? $0.evaluate()) ?? 0 }
case "noop": sum = run(Nothing.self) { _ in 1 }
case "listing":
  // Nodes: operations plus leaves (one more than the two-operand operations).
  func nodes(_ text: String) throws -> Int {
    let count = try Parser.expression(text, as: OperationCount.self, freeVariables: true)
    let binary = count.adds + count.subtracts + count.multiplies + count.divides + count.powers
    return count.total + binary + 1
  }
  let short = Workloads.shortLines(count: 1_000)
  let shortNodes = try short.map(nodes).reduce(0, +)
  print("short lines: \(short.map(\.utf8.count).reduce(0, +)) bytes, \(shortNodes) nodes in 1,000")
  for (name, text) in [("long", Workloads.longLine), ("deepest", Workloads.deepest)] {
    let depth = try Parser.expression(text, as: OperationCount.self).depth
    print("\(name): \(text.utf8.count) bytes, \(try nodes(text)) nodes, depth \(depth)")
  }
  print("formula: \(try nodes(Workloads.formula)) nodes")
  print(Workloads.formula)
  print(
    try Parser.expression(Workloads.formula, as: Compiled.self, freeVariables: true)
      .program(parameters: ["x"]))
case "lex": sum = lex()
case "precise":
  sum = Precision.withDigits(50) { run(Precise.self) { Double($0.description.utf8.count) } }
case "exact": sum = run(Exact.self) { Double($0.description.utf8.count) }
case "compiled", "handwritten":
  let xs = Workloads.formulaArguments(count: 1_000_000)
  let program = try Parser.expression(Workloads.formula, as: Compiled.self, freeVariables: true)
    .program(parameters: ["x"])
  for _ in 0..<repeats {
    if workload == "compiled" {
      for x in xs { sum += program.evaluate(x) }
    } else {
      for x in xs { sum += Workloads.handWritten(x) }
    }
  }
default: fatalError("unknown workload \(workload)")
}
print(sum)
