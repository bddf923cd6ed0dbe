import Foundation
import Tagless
import Testing

// MARK: - Helpers

/// The JSON of `text`, of either type, through the library's generic parser.
private func json(_ text: String, in environment: Environment = Environment()) throws -> String {
  try Parser.typedExpression(text, as: JSON.self, in: environment)
    .map(number: \.text, boolean: \.text)
}

/// The first node of a decoded tree whose arguments' `"type"`s break a typing rule, or nil.
///
/// Comparisons take numbers, logic takes Booleans, a conditional's test is a Boolean and its
/// branches have its own type; arithmetic and calls take numbers.
private func mistyped(_ node: Any) -> String? {
  guard let object = node as? [String: Any], let type = object["type"] as? String else {
    return "not a node: \(node)"
  }
  let arguments = object["args"] as? [Any] ?? []
  let types = arguments.map { ($0 as? [String: Any])?["type"] as? String ?? "?" }
  let expected: [String]
  switch object["op"] as? String {
  case "<", "<=", ">", ">=", "==", "!=": expected = ["number", "number"]
  case "!": expected = ["boolean"]
  case "&&", "||": expected = ["boolean", "boolean"]
  case "?:": expected = ["boolean", type, type]
  case .some: expected = Array(repeating: "number", count: arguments.count)
  case nil: expected = Array(repeating: "number", count: arguments.count)  // calls' arguments
  }
  if types != expected { return "\(object) has arguments \(types), expected \(expected)" }
  return arguments.lazy.compactMap(mistyped).first
}

/// A definition's statement, applied to `environment`.
private func define(_ line: String, in environment: inout Environment) throws {
  guard case .definition(let definition) = try Parser.statement(line, as: JSON.self) else {
    Issue.record("not a definition: \(line)")
    return
  }
  environment.define(definition)
}

// MARK: - Tests

@Suite("A new interpreter of the whole typed language, written outside the library")
struct JSONTests {
  static let table: [(input: String, json: String)] = [
    ("2", #"{"type":"number","value":2}"#),
    ("true", #"{"type":"boolean","value":true}"#),
    (
      "1 < 2",
      #"{"type":"boolean","op":"<","args":[{"type":"number","value":1},{"type":"number","value":2}]}"#
    ),
    (
      "!b && false",
      #"{"type":"boolean","op":"&&","args":[{"type":"boolean","op":"!","args":[{"type":"boolean","var":"b"}]},{"type":"boolean","value":false}]}"#
    ),
    (
      "x < 0 ? -x : x",
      #"{"type":"number","op":"?:","args":[{"type":"boolean","op":"<","args":[{"type":"number","var":"x"},{"type":"number","value":0}]},{"type":"number","op":"neg","args":[{"type":"number","var":"x"}]},{"type":"number","var":"x"}]}"#
    ),
    (
      "b ? x ≥ 1 : b",
      #"{"type":"boolean","op":"?:","args":[{"type":"boolean","var":"b"},{"type":"boolean","op":">=","args":[{"type":"number","var":"x"},{"type":"number","value":1}]},{"type":"boolean","var":"b"}]}"#
    ),
    (
      "sqrt(pi)",
      #"{"type":"number","call":"sqrt","args":[{"type":"number","const":"pi"}]}"#
    ),
  ]

  /// `x = 3`, `b = true`.
  static let environment: Environment = {
    var environment = Environment()
    environment.assign("x", 3)
    environment.assign("b", .boolean(true))
    return environment
  }()

  @Test("each construct, through the library's generic parser", arguments: table)
  func parsed(input: String, json expected: String) throws {
    #expect(try json(input, in: Self.environment) == expected)
  }

  @Test("each construct, through the enum's fold(into:)", arguments: table)
  func folded(input: String, json expected: String) throws {
    let tree = try Parser.typedExpression(input, as: ExpressionTree.self, in: Self.environment)
    let folded = tree.map(
      number: { $0.fold(into: JSON.self).text }, boolean: { $0.fold(into: JSON.self).text })
    #expect(folded == expected)
  }

  @Test(
    "the output is JSON whose node types follow the language's typing rules",
    arguments: [
      "x < 0 ? -x : x ^ 2", "!(x == 1) || b && x != 2", "x > 1 ? x > 2 : !b",
      "max(1, x, 2) <= hypot(x, 4)", "x > 0 ? x < 1 ? 1 : 2 : 3", "1e300 > x",
    ])
  func wellTyped(input: String) throws {
    let text = try json(input, in: Self.environment)
    let decoded = try JSONSerialization.jsonObject(with: Data(text.utf8))
    #expect(mistyped(decoded) == nil)
    let typed = try Parser.typedExpression(input, as: JSON.self, in: Self.environment)
    let root = (decoded as? [String: Any])?["type"] as? String
    #expect(root == typed.type.rawValue)
  }

  @Test("a recursive call prints as a call, in a line and in the function's own body")
  func recursiveCall() throws {
    var environment = Environment()
    try define("fact(n) = n <= 1 ? 1 : n * fact(n - 1)", in: &environment)
    #expect(
      try json("fact(5)", in: environment)
        == #"{"type":"number","call":"fact","user":true,"args":[{"type":"number","value":5}]}"#)
    let definition = try #require(environment.functions["fact"])
    guard case .number(let body) = definition.body else {
      Issue.record("not a number-valued body")
      return
    }
    let text = body.fold(into: JSON.self).text
    #expect(
      text.contains(
        #"{"type":"number","call":"fact","user":true,"args":[{"type":"number","op":"-","args":[{"type":"number","var":"n"},{"type":"number","value":1}]}]}"#
      ))
    #expect(mistyped(try JSONSerialization.jsonObject(with: Data(text.utf8))) == nil)
  }

  @Test("a call of a Boolean-valued function is a Boolean node; mutual recursion prints too")
  func booleanCall() throws {
    var environment = Environment()
    try define("iseven(n) = n == 0 ? true : isodd(n - 1)", in: &environment)
    try define("isodd(n) = n == 0 ? false : iseven(n - 1)", in: &environment)
    let text = try json("iseven(4) && !isodd(4)", in: environment)
    #expect(
      text
        == #"{"type":"boolean","op":"&&","args":[{"type":"boolean","call":"iseven","user":true,"args":[{"type":"number","value":4}]},{"type":"boolean","op":"!","args":[{"type":"boolean","call":"isodd","user":true,"args":[{"type":"number","value":4}]}]}]}"#
    )
    // The evaluator, given the same environment, runs the recursion the printer left alone.
    #expect(
      try Parser.typedExpression("iseven(4) && !isodd(4)", as: Evaluation.self, in: environment)
        .boolean == true)
  }

  @Test("an ill-typed line is rejected while parsing, before the interpreter sees it")
  func typeErrors() throws {
    for line in ["1 + (2 < 3)", "true && 1", "true ? 1 : false", "sqrt(1 < 2)"] {
      #expect(throws: ParseError.self) { try json(line) }
    }
  }
}
