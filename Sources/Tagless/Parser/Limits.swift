/// The bounds that keep any input from crashing, hanging or exhausting memory.
///
/// Each limit reached is an ordinary ``ParseError`` at the column where it was crossed.
public struct Limits: Hashable, Sendable {
  /// The deepest nesting of parentheses, calls and exponents (`((1))`, `sqrt(sqrt(1))`,
  /// `2^2^2`), of user functions expanded inside each other and of functions built in
  /// function bodies applied inside each other: the parser (and such an application) recurses
  /// once per level, so this is what keeps parsing within the stack (a debug build needs about 12 KiB
  /// per level, a release build about 6 KiB, Docs/Robustness.md).
  public var maximumDepth: Int
  /// The most operations nested on one path from the root of the tree to a leaf, not counting
  /// the step from a link of a left-associative chain (`+ - * / %`, `&&`, `||`) to its left
  /// operand.
  ///
  /// A chain's height is the largest of its first operand's height and one more than each
  /// later operand's: `1 + 2 + … + n` of any length is 1, `1 * 2 + 3 * 4 + …` is 2, while a
  /// run of minus signs (`----1`), a right operand that is itself an operation
  /// (`1 - (2 - (3 - …))`), powers, comparisons, `!` and calls each count one more. The enum
  /// tree's functions walk a chain's left spine in a loop and recurse once per counted level,
  /// so this keeps them within the stack, while ``maximumDepth`` bounds the parser (a debug
  /// build needs up to about 2.9 KiB per level to count a tree's operations).
  public var maximumHeight: Int
  /// The longest line, in bytes.
  public var maximumLineLength: Int
  /// How large a term a symbolic interpreter (``CallExpansion/term``: the simplifier, the
  /// derivative) may build by expanding calls of user functions, in operations; an argument
  /// counts the terms of the calls in it, so nested calls cannot grow a term past it unseen.
  public var expansionBudget: Int
  /// How much text, in bytes, a term that a symbolic interpreter builds by applying a function
  /// may print to: functions applied to what they built double a term at each level, in fewer
  /// operations than ``expansionBudget`` counts.
  public var maximumTermBytes: Int
  /// How deeply calls of functions that take functions may nest, with the nesting of their
  /// bodies, in levels: each such call parses its function's body again, inside the parse of
  /// its caller.
  ///
  /// The first call parses on the caller's stack, within ``maximumDepth``; the calls inside it
  /// run on a stack of their own (256 MiB of address space), where a recursion such as
  /// `iterate(h, n, x) = n == 0 ? x : iterate(h, n - 1, h(x))` (two levels a call) may go on
  /// to this limit.
  public var maximumDeepNesting: Int
  /// These limits for a parse on a stack of its own: ``maximumDepth`` raised to
  /// ``maximumDeepNesting``.
  var onLargeStack: Limits {
    var limits = self
    limits.maximumDepth = max(maximumDepth, maximumDeepNesting)
    return limits
  }
  /// How many variables an environment may hold.
  public var maximumVariables: Int
  /// How many user functions an environment may hold.
  public var maximumFunctions: Int
  /// The longest name a variable, function or parameter may have, in bytes.
  public var maximumNameLength: Int
  /// How many bytes the bodies of all user functions may take in all, as written.
  ///
  /// A body is kept as its text, its tree and its compiled program (postfix, and lowered for
  /// the evaluator): about 44 bytes of memory for each byte of text, plus about 4.5 for the
  /// lowered code (measured with bodies like `x * 0 + x * 1 + …`), so the standard 1 MiB of
  /// bodies take about 50 MB.
  public var maximumDefinitionBytes: Int
  /// How deeply calls of user functions may nest while they run, in levels.
  ///
  /// A call counts one level, plus one for each operation its call site is nested in within
  /// the calling function's body: `fact(n) = n <= 1 ? 1 : n * fact(n - 1)` calls itself from
  /// under `?:` and `*`, so each of its calls counts 3 and it can recurse about 3,300 deep.
  /// The enum tree's evaluator recurses once per level, so this bounds its stack (it runs on a
  /// thread with a 256 MiB stack; at this limit it needs about 2 MiB in a release build and
  /// 32 to 48 MiB in a debug build); the tagless expansion keeps its own stacks on the heap but
  /// stops at the same point, so both encodings always give the same answer.
  public var maximumCallDepth: Int
  /// How many calls of user functions one line may run in all (`fib(25)` runs 242,785).
  ///
  /// Unlimited by default (`Int.max`): recursion is stopped by ``maximumCallDepth``, by
  /// ``Cancellation`` (Ctrl-C) and by memory, not by a count. `tagless --max-steps N` sets it.
  public var maximumCalls: Int

  /// Limits of your choosing.
  public init(
    maximumDepth: Int, maximumLineLength: Int, expansionBudget: Int, maximumVariables: Int,
    maximumFunctions: Int, maximumNameLength: Int = 256, maximumDefinitionBytes: Int = 1 << 20,
    maximumHeight: Int = 2_000, maximumCallDepth: Int = 10_000, maximumCalls: Int = .max,
    maximumTermBytes: Int = 1 << 22, maximumDeepNesting: Int = 2_500
  ) {
    self.maximumDeepNesting = maximumDeepNesting
    self.maximumTermBytes = maximumTermBytes
    self.maximumCallDepth = maximumCallDepth
    self.maximumCalls = maximumCalls
    self.maximumHeight = maximumHeight
    self.maximumDepth = maximumDepth
    self.maximumLineLength = maximumLineLength
    self.expansionBudget = expansionBudget
    self.maximumVariables = maximumVariables
    self.maximumFunctions = maximumFunctions
    self.maximumNameLength = maximumNameLength
    self.maximumDefinitionBytes = maximumDefinitionBytes
  }

  /// Nesting 250 deep, 2,000 operations nested on one path (chains aside), lines of 1 MiB,
  /// expansions of 4,194,304 operations and 4 MiB of text, 100,000 variables, 10,000
  /// functions, names of 256 bytes, 1 MiB of function bodies, calls nested 10,000 levels deep,
  /// calls of functions that take functions nested 2,500 levels on a stack of their own, and no
  /// bound on the calls a line runs.
  ///
  /// An environment at these limits takes well under 200 MB, whatever the input.
  public static let standard = Limits(
    maximumDepth: 250, maximumLineLength: 1 << 20, expansionBudget: 1 << 22,
    maximumVariables: 100_000, maximumFunctions: 10_000)
}
