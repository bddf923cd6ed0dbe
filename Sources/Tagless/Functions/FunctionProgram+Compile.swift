// MARK: - Compiling

extension FunctionProgram {
  /// Turns a body tree into postfix code; `depth` is how many operations enclose a node in the
  /// body (a call's weight is its depth plus one, as in the enum tree's evaluator).
  struct Compiler {
    let parameters: [String]
    /// The parameters of the lambdas around the code being compiled, outermost first: the
    /// code's arguments after `parameters` (``LambdaCode``).
    let bound: [String]
    var code = CodeBuilder()
    /// Whether the code calls a function that takes functions.
    var callsHigherOrder = false

    init(parameters: [String], bound: [String] = []) {
      self.parameters = parameters
      self.bound = bound
    }

    mutating func emit(_ tree: ExpressionTree, depth: Int) {
      let inner = depth + 1
      switch tree {
      case .number(let value): code.append(.number(value))
      case .constant(let constant): code.append(.constant(constant))
      case .variable(let name, _):
        if let index = parameters.firstIndex(of: name) {
          code.append(.parameter(index))
        } else {
          code.global(name, .number)
        }
      case .add, .subtract, .multiply, .divide, .remainder:
        // A chain's left spine in a loop (a body may be a sum of 100,000 terms), each operand
        // at the depth of the operations around it.
        let spine = tree.spine
        emit(spine.base, depth: depth + spine.links.count)
        for (index, link) in spine.links.enumerated().reversed() {
          emit(link.rhs, depth: depth + index + 1)
          code.append(.binary(link.op.arithmetic))
        }
      case .power(let base, let exponent): binary(.power, base, exponent, inner)
      case .negate(let operand):
        emit(operand, depth: inner)
        code.append(.negate)
      case .function1(let function, let argument):
        emit(argument, depth: inner)
        code.append(.function1(function))
      case .function2(let function, let first, let second):
        emit(first, depth: inner)
        emit(second, depth: inner)
        code.append(.function2(function))
      case .functionN(let function, let arguments):
        for argument in arguments { emit(argument, depth: inner) }
        code.append(.functionN(function, count: arguments.count))
      case .call(let callee, let arguments):
        for argument in arguments { emit(argument, depth: inner) }
        code.call(callee, arity: arguments.count, .number, weight: inner)
      case .higherOrderCall(let callee, let arguments):
        higherOrderCall(callee, arguments, .number, depth: inner)
      case .hostValue(let name, let value): code.hostConstant(name, .number(value))
      case .host(let function, let arguments): host(function, arguments, inner)
      case .conditional(let condition, let then, let otherwise):
        conditional(condition, inner, .number) {
          $0.emit(then, depth: inner)
        } otherwise: {
          $0.emit(otherwise, depth: inner)
        }
      case .parameter(let name):
        // The innermost lambda's of that name, as the parser resolved it; none (a tree made
        // by hand) is NaN.
        if let index = bound.lastIndex(of: name) {
          code.append(.parameter(parameters.count + index))
        } else {
          code.append(.number(.nan))
        }
      case .application(let function, let arguments):
        for argument in arguments { emit(argument, depth: inner) }
        lambda(function, nil, depth: inner)
      case .functionalCall(let functional, let function, let lower, let upper, _):
        emit(lower, depth: inner)
        emit(upper, depth: inner)
        lambda(function, functional, depth: inner)
      }
    }

    mutating func emit(_ tree: BooleanExpression, depth: Int) {
      let inner = depth + 1
      switch tree {
      case .boolean(let value): code.append(.boolean(value))
      case .variable(let name, _): code.global(name, .boolean)
      case .compare(let comparison, let lhs, let rhs):
        emit(lhs, depth: inner)
        emit(rhs, depth: inner)
        code.append(.compare(comparison))
      case .not(let operand):
        emit(operand, depth: inner)
        code.append(.not)
      case .and, .or:
        // A chain's left spine in a loop; each right operand is jumped over when the left one
        // decides.
        let spine = tree.spine
        emit(spine.base, depth: depth + spine.links.count)
        for (index, link) in spine.links.enumerated().reversed() {
          let jump = code.count
          code.append(link.op == .and ? .and : .or)  // patched below
          emit(link.rhs, depth: depth + index + 1)
          code[jump] = link.op == .and ? .andThen(end: code.count) : .orElse(end: code.count)
          code.append(link.op == .and ? .and : .or)
        }
      case .call(let callee, let arguments):
        for argument in arguments { emit(argument, depth: inner) }
        code.call(callee, arity: arguments.count, .boolean, weight: inner)
      case .higherOrderCall(let callee, let arguments):
        higherOrderCall(callee, arguments, .boolean, depth: inner)
      case .hostValue(let name, let value): code.hostConstant(name, .boolean(value))
      case .host(let function, let arguments): host(function, arguments, inner)
      case .application(let function, let arguments):
        for argument in arguments { emit(argument, depth: inner) }
        lambda(function, nil, depth: inner)
      case .conditional(let condition, let then, let otherwise):
        conditional(condition, inner, .boolean) {
          $0.emit(then, depth: inner)
        } otherwise: {
          $0.emit(otherwise, depth: inner)
        }
      }
    }

    /// Appends `function`, its body compiled as code of its own over this code's arguments
    /// and its parameters, applied or passed to `functional`.
    private mutating func lambda(
      _ function: FunctionExpression, _ functional: Functional?, depth: Int
    ) {
      var compiler = Compiler(parameters: parameters, bound: bound + function.parameters)
      switch function.body {
      case .number(let tree): compiler.emit(tree, depth: depth)
      case .boolean(let tree): compiler.emit(tree, depth: depth)
      }
      callsHigherOrder = callsHigherOrder || compiler.callsHigherOrder
      code.lambda(
        LambdaCode(
          functional: functional, parameters: function.parameters, name: function.name,
          result: function.result, captured: parameters.count + bound.count,
          body: compiler.code.finished(), tree: function, functionParameters: parameters,
          bound: bound))
    }

    /// A call of a function that takes functions: a call of it over its numbers, which the
    /// expansion refuses (such code is expanded by parsing, ``FunctionProgram/expandsByParsing``).
    private mutating func higherOrderCall(
      _ callee: Callee, _ arguments: [ArgumentExpression], _ type: ValueType, depth: Int
    ) {
      callsHigherOrder = true
      var count = 0
      for case .number(let argument) in arguments {
        emit(argument, depth: depth)
        count += 1
      }
      code.call(callee, arity: count, type, weight: depth)
    }

    private mutating func host(
      _ function: HostFunction, _ arguments: [ExpressionTree], _ depth: Int
    ) {
      for argument in arguments { emit(argument, depth: depth) }
      code.host(function)
    }

    private mutating func binary(
      _ op: ArithmeticOperator, _ lhs: ExpressionTree, _ rhs: ExpressionTree, _ depth: Int
    ) {
      emit(lhs, depth: depth)
      emit(rhs, depth: depth)
      code.append(.binary(op))
    }

    /// `condition branch then skip otherwise choose`, the jumps patched once their targets are
    /// known.
    private mutating func conditional(
      _ condition: BooleanExpression, _ depth: Int, _ type: ValueType,
      then: (inout Self) -> Void, otherwise: (inout Self) -> Void
    ) {
      emit(condition, depth: depth)
      let branch = code.count
      code.append(.choose(type))  // patched below
      then(&self)
      let skip = code.count
      code.append(.choose(type))  // patched below
      code[branch] = .branch(otherwise: code.count, type)
      otherwise(&self)
      code[skip] = .skip(end: code.count, type)
      code.append(.choose(type))
    }
  }
}
