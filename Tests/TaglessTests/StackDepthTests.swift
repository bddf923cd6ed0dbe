import Testing

@testable import Tagless

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// MARK: - Stack depth

/// Input at the nesting limit stays within the stack: the parser's recursion into every
/// interpreter, the enum tree's recursive functions, folds, equality, and the release of a deep
/// tree, each measured on its own thread with a painted stack (``StackProbe``).
///
/// Set `TAGLESS_STACK_REPORT=1` to print every measurement (Docs/Robustness.md has them).
@Suite("Stack depth at the nesting limit")
struct StackDepthTests {
  /// What any phase may use at the limit: a quarter of the 64 MiB that `tagless` gives its
  /// main thread (`StackLimit`), four times that under AddressSanitizer, whose frames are larger.
  ///
  /// Measured at the limits (Docs/Robustness.md): up to about 1.5 MiB in a release build and
  /// 5.7 MiB in a debug build, so neither fits the 512 KiB of a secondary thread on macOS; both
  /// fit the 8 MiB that Linux gives every thread, which this budget does not check.
  static var budget: Int { (16 << 20) * (underAddressSanitizer ? 4 : 1) }

  /// Whether the AddressSanitizer runtime is linked in.
  static let underAddressSanitizer =
    dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__asan_init") != nil

  /// Phases measured separately, each given the tree built beforehand.
  static let phases: [(name: String, run: @Sendable (String, Environment, Expression) -> Void)] = [
    (
      "parse into Evaluation",
      { text, environment, _ in
        _ = try? Parser.statement(text, as: Evaluation.self, in: environment)
      }
    ),
    (
      "parse into PrettyPrint",
      { text, environment, _ in
        _ = try? Parser.statement(text, as: PrettyPrint.self, in: environment)
      }
    ),
    (
      "parse into OperationCount",
      { text, environment, _ in
        _ = try? Parser.statement(text, as: OperationCount.self, in: environment)
      }
    ),
    (
      "parse into SExpression",
      { text, environment, _ in
        _ = try? Parser.statement(text, as: SExpression.self, in: environment)
      }
    ),
    (
      "parse into Expression",
      { text, environment, _ in
        _ = try? Parser.statement(text, as: Expression.self, in: environment)
      }
    ),
    ("enum evaluate()", { _, _, tree in _ = tree.evaluate() }),
    ("enum prettyPrinted()", { _, _, tree in _ = tree.prettyPrinted() }),
    ("enum operationCount()", { _, _, tree in _ = tree.operationCount() }),
    ("enum sExpression()", { _, _, tree in _ = tree.sExpression() }),
    ("fold into Evaluation", { _, _, tree in _ = tree.fold(into: Evaluation.self) }),
    ("fold into PrettyPrint", { _, _, tree in _ = tree.fold(into: PrettyPrint.self) }),
    ("fold into Expression", { _, _, tree in _ = tree.fold(into: Expression.self) }),
    ("== and hash", { _, _, tree in _ = (tree == tree, tree.hashValue) }),
  ]

  /// A probe's stack: more than any workload needs in a debug build, even under a sanitizer.
  /// (Only the pages the work touches are ever allocated.)
  static let probeStack = 256 << 20

  static var reporting: Bool { getenv("TAGLESS_STACK_REPORT").map { $0.pointee != 0 } ?? false }

  @Test("each workload parses at the limit")
  func workloadsParse() throws {
    for workload in DepthWorkload.all {
      let environment = try workload.environment()
      let text = workload.text
      var error: ParseError? = .init("not run", line: 0, column: 0, offset: 0)
      _ = StackProbe.bytesUsed(stackSize: Self.probeStack) {
        error = parseError(text, as: Expression.self, in: environment)
      }
      #expect(error == nil, "\(workload.name)")
    }
  }

  @Test("the user function chain's next link is over the limit")
  func chainLimit() throws {
    let chain = DepthWorkload.userChain + 1
    let environment = try #require(DepthWorkload.chainEnvironment)
    var error: ParseError?
    _ = StackProbe.bytesUsed(stackSize: Self.probeStack) {
      error = parseError("f\(chain)(1)", in: environment)
    }
    #expect(
      error?.message
        == "in 'f126': … in 'f3': in 'f2': expression nests too deeply (the limit is \(Limits.standard.maximumDepth) levels)"
    )
  }

  @Test("every phase of each workload at the limit fits the stack", arguments: DepthWorkload.all)
  func stackAtTheLimit(_ workload: DepthWorkload) throws {
    let results = try #require(
      Self.measure(workload.text, in: try workload.environment()),
      "\(workload.name) does not parse")
    for (name, used) in results {
      if Self.reporting { print("stack: \(workload.name): \(name): \(used / 1024) KiB") }
      #expect(used < Self.budget, "\(workload.name): \(name) used \(used / 1024) KiB")
    }
  }

  @Test(
    "the deepest nesting that fits 512 KiB and 8 MiB stacks (TAGLESS_STACK_REPORT=1)",
    .enabled(if: reporting))
  func safeDepths() throws {
    for stack in [512 << 10, 8 << 20] {
      var safest = (nesting: Int.max, height: Int.max)
      for workload in DepthWorkload.all {
        let environment = try workload.environment()
        func fits(_ depth: Int) -> Bool {
          guard let results = Self.measure(workload.make(depth), in: environment) else {
            return false
          }
          return results.allSatisfy { $0.bytes <= stack }
        }
        var (low, high) = (0, workload.deepest)  // fits(low); the answer is at most high
        if fits(high) { low = high }
        while high - low > 1 {
          let middle = (low + high) / 2
          if fits(middle) { low = middle } else { high = middle }
        }
        print("depth: \(workload.name): \(low) levels fit \(stack >> 10) KiB")
        if workload.isFlat {
          safest.height = min(safest.height, low)
        } else {
          safest.nesting = min(safest.nesting, low)
        }
      }
      print(
        "depth: \(stack >> 10) KiB holds \(safest.nesting) levels of nesting and \(safest.height) "
          + "operations on one path")
    }
  }

  /// The stack each phase uses on `text` (and the release of its tree), each measured on its
  /// own thread; nil if `text` does not parse.
  static func measure(_ text: String, in environment: Environment) -> [(name: String, bytes: Int)]?
  {
    // Build the tree on a large stack, then measure each phase and the tree's release: the box
    // holds the only reference, so emptying it releases the whole tree on the probe's thread.
    let box = TreeBox()
    _ = StackProbe.bytesUsed(stackSize: probeStack) {
      box.tree = try? Parser.expression(text, as: Expression.self, in: environment)
    }
    guard box.tree != nil else { return nil }
    var results: [(name: String, bytes: Int)] = []
    for (name, run) in phases {
      let used = StackProbe.bytesUsed(stackSize: probeStack) {
        if let tree = box.tree { run(text, environment, tree) }
      }
      results.append((name, used))
    }
    results.append(
      ("release of the tree", StackProbe.bytesUsed(stackSize: probeStack) { box.tree = nil }))
    return results
  }

  /// The one reference to a tree, so that a probe can release it.
  final class TreeBox: @unchecked Sendable {
    var tree: Expression?
  }
}
