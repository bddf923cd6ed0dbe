/// An argument of ``ExpressionTree/higherOrderCall(_:_:)``: a number's tree, or a function's.
///
/// ```swift
/// let double = FunctionExpression(
///   parameters: ["y"], body: .number(.multiply(.number(2), .parameter("y"))))
/// ExpressionTree.higherOrderCall(Callee("twice"), [.function(double), .number(.number(3))])
///   .prettyPrinted()   // "twice(y -> 2 * y, 3)"
/// ```
public enum ArgumentExpression: Hashable, Sendable {
  /// A number.
  case number(ExpressionTree)
  /// A function.
  case function(FunctionExpression)
}

// MARK: - Walks over the arguments

extension ArgumentExpression {
  /// Appends the argument as written.
  func write(into text: inout String) {
    switch self {
    case .number(let tree): tree.write(into: &text)
    case .function(let function): function.write(into: &text)
    }
  }

  /// Appends the argument as an S-expression.
  func writeSExpression(into text: inout String) {
    switch self {
    case .number(let tree): tree.writeSExpression(into: &text)
    case .function(let function): function.writeSExpression(into: &text)
    }
  }

  /// The operations written in the argument.
  func operationCount() -> OperationCount {
    switch self {
    case .number(let tree): tree.operationCount()
    case .function(let function): function.operationCount()
    }
  }

  /// True when the argument is the same, its doubles compared by `numbers`.
  func matches(_ other: ArgumentExpression, numbers: (Double, Double) -> Bool) -> Bool {
    switch (self, other) {
    case (.number(let a), .number(let b)): a.matches(b, numbers: numbers)
    case (.function(let f), .function(let g)): f.matches(g, numbers: numbers)
    default: false
    }
  }

  /// `twice(y -> y + 1, 3)`.
  static func writeCall(_ name: String, _ arguments: [Self], _ text: inout String) {
    text += name + "("
    for (index, argument) in arguments.enumerated() {
      if index > 0 { text += ", " }
      argument.write(into: &text)
    }
    text += ")"
  }

  /// `(call twice (lambda (y) (add y 1)) 3)`.
  static func writeCallSExpression(_ name: String, _ arguments: [Self], _ text: inout String) {
    text += "(call " + name
    for argument in arguments {
      text += " "
      argument.writeSExpression(into: &text)
    }
    text += ")"
  }

  /// One call, plus the operations written in its arguments.
  static func count(_ arguments: [Self]) -> OperationCount {
    OperationCount.operation(.call, over: arguments.map { $0.operationCount() })
  }

  /// Equal lengths and matching arguments.
  static func matches(
    _ xs: [Self], _ ys: [Self], numbers: (Double, Double) -> Bool
  ) -> Bool {
    xs.count == ys.count && zip(xs, ys).allSatisfy { $0.matches($1, numbers: numbers) }
  }
}
