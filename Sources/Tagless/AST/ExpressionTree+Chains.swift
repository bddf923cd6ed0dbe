#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// MARK: - Chains

/// The operators of the number tree that make left-associative chains: `+ - * / %`.
///
/// `1 + 2 + … + n` is a tree whose left spine is n operations long, and a line of 1 MiB holds
/// half a million of them. A function that recursed into each left operand would need stack in
/// proportion, so the tree's functions walk a chain's spine in a loop (``Spine``) and recurse
/// only into right operands and other children, whose nesting the parser bounds
/// (``Limits/maximumHeight`` counts only those). The tree keeps its one case per operation:
/// a special chain case would have to be known to every switch over the tree, the clients'
/// included.
@usableFromInline
enum ArithmeticLink: Hashable, Sendable {
  case add, subtract, multiply, divide, remainder

  /// The operation on two doubles, as the evaluators compute it.
  @inlinable
  func apply(_ lhs: Double, _ rhs: Double) -> Double {
    switch self {
    case .add: lhs + rhs
    case .subtract: lhs - rhs
    case .multiply: lhs * rhs
    case .divide: lhs / rhs
    case .remainder: fmod(lhs, rhs)
    }
  }

  /// The operation in any interpreter.
  @inlinable
  func apply<R: Arithmetic>(_ lhs: consuming R, _ rhs: consuming R) -> R {
    switch self {
    case .add: .add(lhs, rhs)
    case .subtract: .subtract(lhs, rhs)
    case .multiply: .multiply(lhs, rhs)
    case .divide: .divide(lhs, rhs)
    case .remainder: .remainder(lhs, rhs)
    }
  }

  /// The node of this operation over two trees.
  @inlinable
  func node(_ lhs: ExpressionTree, _ rhs: ExpressionTree) -> ExpressionTree {
    switch self {
    case .add: .add(lhs, rhs)
    case .subtract: .subtract(lhs, rhs)
    case .multiply: .multiply(lhs, rhs)
    case .divide: .divide(lhs, rhs)
    case .remainder: .remainder(lhs, rhs)
    }
  }

  /// The instruction's operator in a compiled function body.
  var arithmetic: ArithmeticOperator {
    switch self {
    case .add: .add
    case .subtract: .subtract
    case .multiply: .multiply
    case .divide: .divide
    case .remainder: .remainder
    }
  }

  /// What ``OperationCount`` counts it as.
  @usableFromInline
  var kind: OperationCount.Kind {
    switch self {
    case .add: .add
    case .subtract: .subtract
    case .multiply: .multiply
    case .divide: .divide
    case .remainder: .remainder
    }
  }
}

/// The operators of the Boolean tree that make left-associative chains: `&&` and `||`; see
/// ``ArithmeticLink``.
@usableFromInline
enum LogicalLink: Hashable, Sendable {
  case and, or
}

/// A chain's left spine: the operand at its bottom and each link's operator and right operand,
/// from the root down, kept in an array on the heap.
@usableFromInline
struct Spine<Node, Operator> {
  /// The first operand of the chain: the bottom of the spine, itself no link.
  @usableFromInline var base: Node
  /// The links from the root down: the last one is applied first.
  @usableFromInline var links: [(op: Operator, rhs: Node)]

  @inlinable
  init(base: Node, links: [(op: Operator, rhs: Node)]) {
    self.base = base
    self.links = links
  }
}

extension ExpressionTree {
  /// The operator and operands of a chain's link (`+ - * / %`); nil for any other node.
  @inlinable
  var link: (op: ArithmeticLink, lhs: ExpressionTree, rhs: ExpressionTree)? {
    switch self {
    case .add(let lhs, let rhs): (.add, lhs, rhs)
    case .subtract(let lhs, let rhs): (.subtract, lhs, rhs)
    case .multiply(let lhs, let rhs): (.multiply, lhs, rhs)
    case .divide(let lhs, let rhs): (.divide, lhs, rhs)
    case .remainder(let lhs, let rhs): (.remainder, lhs, rhs)
    default: nil
    }
  }

  /// Whether the node is a link of a chain.
  @inlinable
  var isLink: Bool { link != nil }

  /// The left spine from this node down, walked in a loop; no links for a node that is none.
  @inlinable
  var spine: Spine<ExpressionTree, ArithmeticLink> {
    var links: [(op: ArithmeticLink, rhs: ExpressionTree)] = []
    var node = self
    while let (op, lhs, rhs) = node.link {
      links.append((op, rhs))
      node = lhs
    }
    return Spine(base: node, links: links)
  }
}

extension BooleanExpression {
  /// The operator and operands of a chain's link (`&&`, `||`); nil for any other node.
  @inlinable
  var link: (op: LogicalLink, lhs: BooleanExpression, rhs: BooleanExpression)? {
    switch self {
    case .and(let lhs, let rhs): (.and, lhs, rhs)
    case .or(let lhs, let rhs): (.or, lhs, rhs)
    default: nil
    }
  }

  /// Whether the node is a link of a chain.
  @inlinable
  var isLink: Bool { link != nil }

  /// The left spine from this node down, walked in a loop; no links for a node that is none.
  @inlinable
  var spine: Spine<BooleanExpression, LogicalLink> {
    var links: [(op: LogicalLink, rhs: BooleanExpression)] = []
    var node = self
    while let (op, lhs, rhs) = node.link {
      links.append((op, rhs))
      node = lhs
    }
    return Spine(base: node, links: links)
  }
}
