/// Holds the links of a tree's chains so that the tree can be dropped without deep recursion.
///
/// Swift releases an `indirect` enum by recursion: freeing a node releases its operands, and
/// freeing `1 + 2 + … + n` takes a frame per link of its left spine (about 130 bytes each in a
/// debug build, so 100,000 terms need 13 MB, more than a thread's 8 MiB). An enum can have no
/// `deinit` to do it in a loop, so this box keeps a reference to every link below the top of
/// each chain, parents before their descendants. The tree's owners drop it first: freeing the
/// top stops at the first link, which the keeper still holds. The keeper then lets go of its
/// links in that order, so that each freed link finds its own left operand still held. Nothing
/// then recurses deeper than a path of right operands and other children, which the parser
/// bounds (``Limits/maximumHeight``).
///
/// Keep the trees that the keeper must outlive:
///
/// ```swift
/// let keeper = ChainKeeper()
/// let tree = try Parser.expression(line, as: ExpressionTree.self)
/// keeper.keep(tree)
/// // … use and drop `tree`; the keeper goes last.
/// ```
///
/// A tree that still has an owner when the keeper goes is released by that owner later, by
/// recursion as ever.
public final class ChainKeeper {
  /// A link of either tree.
  private enum Link {
    case number(ExpressionTree)
    case truth(BooleanExpression)
  }

  /// The links kept, each after the links it lies under.
  private var links: [Link] = []

  /// A keeper of no tree yet.
  public init() {}

  /// Releases the links from the first kept, a parent before its descendants.
  deinit {
    for index in links.indices { links[index] = .number(.number(0)) }
  }

  /// Keeps every link of `tree` that lies below the top of its chain.
  public func keep(_ tree: ExpressionTree) {
    var node = tree
    var top = true
    while let (_, lhs, rhs) = node.link {
      if !top { links.append(.number(node)) }
      top = false
      keep(rhs)
      node = lhs
    }
    switch node {
    case .number, .constant, .variable, .hostValue, .parameter: break
    case .add, .subtract, .multiply, .divide, .remainder: break  // walked above
    case .negate(let operand): keep(operand)
    case .function1(_, let argument): keep(argument)
    case .power(let a, let b), .function2(_, let a, let b):
      keep(a)
      keep(b)
    case .functionN(_, let arguments), .call(_, let arguments), .host(_, let arguments):
      for argument in arguments { keep(argument) }
    case .conditional(let condition, let then, let otherwise):
      keep(condition)
      keep(then)
      keep(otherwise)
    case .application(let function, let arguments):
      keep(function.body)
      for argument in arguments { keep(argument) }
    case .higherOrderCall(_, let arguments): keep(arguments)
    case .functionalCall(_, let function, let lower, let upper, _):
      keep(function.body)
      keep(lower)
      keep(upper)
    }
  }

  /// Keeps every link of a function's body.
  public func keep(_ body: FunctionBody) {
    switch body {
    case .number(let tree): keep(tree)
    case .boolean(let tree): keep(tree)
    }
  }

  /// Keeps every link of `tree` that lies below the top of its chain.
  public func keep(_ tree: BooleanExpression) {
    var node = tree
    var top = true
    while let (_, lhs, rhs) = node.link {
      if !top { links.append(.truth(node)) }
      top = false
      keep(rhs)
      node = lhs
    }
    switch node {
    case .boolean, .variable, .hostValue: break
    case .and, .or: break  // walked above
    case .not(let operand): keep(operand)
    case .compare(_, let a, let b):
      keep(a)
      keep(b)
    case .call(_, let arguments), .host(_, let arguments), .application(_, let arguments):
      for argument in arguments { keep(argument) }
      if case .application(let function, _) = node { keep(function.body) }
    case .higherOrderCall(_, let arguments): keep(arguments)
    case .conditional(let condition, let then, let otherwise):
      keep(condition)
      keep(then)
      keep(otherwise)
    }
  }

  /// Keeps the links of a tree of either type.
  public func keep(_ tree: Typed<ExpressionTree>) {
    switch tree {
    case .number(let tree): keep(tree)
    case .boolean(let tree): keep(tree)
    }
  }
}
