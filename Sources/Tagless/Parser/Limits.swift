// MARK: - Limits

/// The bounds that keep any input from crashing, hanging or exhausting memory.
///
/// Each limit reached is an ordinary ``ParseError`` at the column where it was crossed.
public struct Limits: Hashable, Sendable {
  /// The deepest nesting of operations and parentheses. The enum tree and the printers
  /// recurse this deep, so it is what keeps every interpreter within the stack.
  public var maximumDepth: Int
  /// The longest line, in bytes.
  public var maximumLineLength: Int
  /// How many bytes of function bodies one line may expand in all (calls of calls multiply).
  public var expansionBudget: Int
  /// How many variables an environment may hold.
  public var maximumVariables: Int
  /// How many user functions an environment may hold.
  public var maximumFunctions: Int

  /// Limits of your choosing.
  public init(
    maximumDepth: Int, maximumLineLength: Int, expansionBudget: Int, maximumVariables: Int,
    maximumFunctions: Int
  ) {
    self.maximumDepth = maximumDepth
    self.maximumLineLength = maximumLineLength
    self.expansionBudget = expansionBudget
    self.maximumVariables = maximumVariables
    self.maximumFunctions = maximumFunctions
  }

  /// Nesting 1,000 deep, lines of 1 MiB, 16 MiB of expansion, 100,000 variables, 10,000
  /// functions.
  public static let standard = Limits(
    maximumDepth: 1_000, maximumLineLength: 1 << 20, expansionBudget: 1 << 24,
    maximumVariables: 100_000, maximumFunctions: 10_000)
}
