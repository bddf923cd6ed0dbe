"""Random well-typed programs with user functions that take functions.

A program defines a few user functions with one or two function parameters (each a function of
one or two numbers, returning a number or, now and then, a Boolean) and a number parameter or
two. Each body calls every function parameter and sometimes passes one on: to `sum`, `product`
or `integrate`, inside a lambda that reads the body's parameters, or to a user function that
takes functions defined before it. Then come calls: lambdas and defined names as arguments,
nested in other calls and in sums; and wrong calls, each with the 1-based column of the argument
(or of the call) at which the error must be reported.

Used by the resource oracle (`resource_oracle.py`, hostile sizes) and by the fuzzer's seeds
(`scripts/fuzz-seeds.py`, small sizes). The Swift property tests have their own generator of
the same shape (`Tests/TaglessREPLTests/RandomFunctionalProgram.swift`).
"""

NUMBER_PARAMETERS = ["x", "n"]
FUNCTION_PARAMETERS = ["h", "p"]
LAMBDA_PARAMETERS = ["t", "s"]


class Kind:
    """A parameter's type: a number (arity None) or a function of `arity` numbers returning a
    Boolean when `boolean`, else a number."""

    def __init__(self, arity=None, boolean=False):
        self.arity, self.boolean = arity, boolean

    @property
    def is_function(self):
        return self.arity is not None

    def same(self, other):
        return self.arity == other.arity and self.boolean == other.boolean


NUMBER = Kind()


class FunctionalPrograms:
    """Programs as lists of lines; `named` maps a kind's key to the names of defined or
    built-in functions of that kind that calls may pass."""

    NAMED = {
        (1, False): ["sin", "sqrt", "exp", "abs", "cos"],
        (2, False): ["hypot", "atan2"],
        (1, True): [],
        (2, True): [],
    }

    def __init__(self, rng, named=None, bounds=("1", "2", "3")):
        self.r = rng
        self.named = {key: list(value) for key, value in (named or self.NAMED).items()}
        self.bounds = list(bounds)
        # The user functions that take functions defined so far: name -> list of Kinds.
        self.defined = {}

    # MARK: Expressions

    def leaf(self, numbers):
        return self.r.choice(numbers + ["1", "2", "0.5", "3"])

    def number(self, numbers, functions, depth):
        """A number-valued expression over the number names and function parameters."""
        r = self.r
        if depth <= 0 or r.random() < 0.3:
            return self.leaf(numbers)
        inner = depth - 1
        pick = r.random()
        if pick < 0.35:
            op = r.choice([" + ", " - ", " * ", " / "])
            return self.number(numbers, functions, inner) + op + self.number(numbers, functions, inner)
        if pick < 0.75 and functions:
            return self.use(r.choice(functions), numbers, functions, inner)
        if pick < 0.85:
            return r.choice(["sin", "sqrt", "abs"]) + "(" + self.number(numbers, functions, inner) + ")"
        return "(" + self.number(numbers, functions, inner) + ")"

    def arguments(self, count, numbers, functions, depth):
        return ", ".join(self.number(numbers, functions, depth) for _ in range(count))

    def use(self, parameter, numbers, functions, depth):
        """A number-valued use of function parameter `parameter` (name, Kind): called, or passed
        on to a functional or to a user function that takes functions."""
        r = self.r
        name, kind = parameter
        call = name + "(" + self.arguments(kind.arity, numbers, functions, depth) + ")"
        if kind.boolean:
            call = "(" + call + " ? " + self.leaf(numbers) + " : " + self.leaf(numbers) + ")"
        pick = r.random()
        bound = r.choice(self.bounds + numbers)
        if pick < 0.5:
            return call
        if kind.arity == 1 and not kind.boolean and pick < 0.7:
            functional = r.choice(["sum", "product", "integrate"])
            if functional == "integrate":
                return f"integrate({name}, 0, {r.choice(['1', '2'] + numbers)})"
            return f"{functional}({name}, 1, {bound})"
        if pick < 0.85:
            # In a lambda that reads the body's parameters.
            k = r.choice(LAMBDA_PARAMETERS)
            inner = self.use(parameter, numbers + [k], functions, depth - 1) if depth > 0 else call
            return f"sum({k} -> {inner} * {self.leaf(numbers)}, 1, {bound})"
        takers = [(callee, kinds) for callee, kinds in self.defined.items()
                  if any(k.same(kind) for k in kinds)]
        if not takers:
            return call
        callee, kinds = r.choice(takers)
        return self.call(callee, kinds, numbers, functions, depth, passing=parameter)[0]

    # MARK: Definitions

    def definition(self, name):
        """A definition of `name` taking one or two functions: (line, kinds)."""
        r = self.r
        kinds = []
        for _ in range(r.randint(1, 2)):
            kinds.append(Kind(r.choice([1, 1, 2]), r.random() < 0.2))
        numbers = NUMBER_PARAMETERS[: r.randint(1, 2)]
        functions = list(zip(FUNCTION_PARAMETERS, kinds))
        parameters = FUNCTION_PARAMETERS[: len(kinds)] + numbers
        kinds = kinds + [NUMBER] * len(numbers)
        order = list(range(len(parameters)))
        r.shuffle(order)
        parameters = [parameters[i] for i in order]
        kinds = [kinds[i] for i in order]
        # Every function parameter is used at least once.
        parts = [self.use(function, numbers, functions, 2) for function in functions]
        if r.random() < 0.5:
            parts.append(self.number(numbers, functions, 2))
        body = r.choice([" + ", " * ", " - "]).join(parts)
        if r.random() < 0.2 and "n" in numbers:
            # Recursion that passes the function on, as apply_n does.
            again = ", ".join(
                "n - 1" if p == "n" else p for p in parameters)
            body = f"n <= 0 ? {body} : {name}({again}) + 1"
        self.defined[name] = kinds
        return f"{name}({', '.join(parameters)}) = {body}", kinds

    # MARK: Calls

    def argument(self, kind, numbers, functions, depth):
        """An argument of `kind`: a number, or a lambda or a named function of that type."""
        r = self.r
        if not kind.is_function:
            return self.number(numbers, functions, min(depth, 1))
        names = self.named.get((kind.arity, kind.boolean), [])
        if names and r.random() < 0.35:
            return r.choice(names)
        lambda_parameters = ["a", "b"][: kind.arity] if kind.arity == 2 else [r.choice(LAMBDA_PARAMETERS)]
        inner = numbers + lambda_parameters
        body = self.number(inner, functions, depth)
        if kind.boolean:
            body = body + r.choice([" > ", " < ", " >= "]) + self.leaf(inner)
        head = lambda_parameters[0] if kind.arity == 1 else "(" + ", ".join(lambda_parameters) + ")"
        return head + r.choice([" -> ", " → ", "->"]) + body

    def call(self, callee, kinds, numbers, functions, depth, passing=None):
        """A call of `callee`: (text, [(start, end) of each argument])."""
        text = callee + "("
        spans = []
        passed = False
        for index, kind in enumerate(kinds):
            if index:
                text += ", "
            if passing and not passed and kind.same(passing[1]):
                argument, passed = passing[0], True
            else:
                argument = self.argument(kind, numbers, functions, depth)
            spans.append((len(text), len(text) + len(argument)))
            text += argument
        return text + ")", spans

    def wrong(self, kind):
        """An argument that does not fit `kind`."""
        r = self.r
        if not kind.is_function:
            return r.choice(["t -> t", "sin"])
        options = ["2", "x -> x > 1" if not kind.boolean else "x -> x + 1",
                   "(a, b) -> a" if kind.arity == 1 else "t -> t"]
        if self.defined:
            options.append(r.choice(sorted(self.defined)))
        return r.choice(options)

    def line(self, wrong=False):
        """A top-level line calling one of the defined functions: (text, column or None). The
        column is where a wrong call's error must be reported (1-based)."""
        r = self.r
        callee = r.choice(sorted(self.defined))
        kinds = self.defined[callee]
        numbers = ["k"] if r.random() < 0.3 else []
        text, spans = self.call(callee, kinds, numbers, [], 2)
        column = None
        if wrong:
            functional = [i for i, kind in enumerate(kinds) if kind.is_function]
            if r.random() < 0.15:
                text = text[:-1] + ", 1)"
                column = 1
            else:
                index = r.choice(functional)
                start, end = spans[index]
                text = text[:start] + self.wrong(kinds[index]) + text[end:]
                column = start + 1
        if numbers:
            prefix = "sum(k -> "
            text = prefix + text + ", 1, " + r.choice(self.bounds) + ")"
        else:
            prefix = r.choice(["", "", "1 + ", "2 * "])
            text = prefix + text
        return text, (None if column is None else column + len(prefix))

    def program(self, functions=3, calls=4, wrong=1, prefix="w"):
        """Definitions, then calls, then wrong calls: (lines, [(wrong line, column)])."""
        lines = [self.definition(f"{prefix}{i}")[0] for i in range(1, functions + 1)]
        lines += [self.line()[0] for _ in range(calls)]
        errors = [self.line(wrong=True) for _ in range(wrong)]
        return lines, errors

    # MARK: Redefinitions

    def redefinitions(self, functions=2, callers=2, rounds=2, prefix="w"):
        """Functions that take functions, functions of numbers that call them (`c1(x) =
        w1(t -> t * x, x)`), then rounds of redefinitions of the ones taken, each followed by
        calls of every caller: (lines, [(caller, line index of its call, stale)]).

        Only a function that calls none of the others (nor itself) is defined again, so that
        the redefinition itself cannot fail: with its body a Boolean (`(body) > 1`), its body
        as first written, or one function parameter of three numbers as its body. A caller
        whose callee, or a function the callee calls, no longer has the result type or the
        parameter types it was checked against is stale, and its calls must be errors, never
        a value (`nan` or `false` computed on the old type)."""
        r = self.r
        lines, heads = [], {}
        for i in range(1, functions + 1):
            line, kinds = self.definition(f"{prefix}{i}")
            lines.append(line)
            heads[f"{prefix}{i}"] = (line.split(" = ", 1), kinds)
        callers_of = {}
        for j in range(1, callers + 1):
            callee = r.choice(sorted(heads))
            text, _ = self.call(callee, heads[callee][1], ["x"], [], 1)
            lines.append(f"c{j}(x) = {text}")
            callers_of[f"c{j}"] = callee
        # The functions each body calls among those defined here, and the ones whose
        # redefinition cannot fail: they call none (recursion included).
        calls = {name: {other for other in heads if other + "(" in body}
                 for name, ((_, body), _) in heads.items()}
        targets = sorted(name for name in heads if not calls[name])
        changed = set()

        def broken(name, seen=()):
            return name in changed or any(
                broken(other, seen + (name,)) for other in calls[name] if other not in seen)

        checks = []
        for _ in range(rounds if targets else 0):
            name = r.choice(targets)
            (head, body), kinds = heads[name]
            pick = r.random()
            if pick < 0.45:
                lines.append(f"{head} = ({body}) > 1")
                changed.add(name)
            elif pick < 0.8:
                lines.append(f"{head} = {body}")
                changed.discard(name)
            else:
                # One function parameter, of three numbers; the others become numbers.
                parameter = next(
                    (p for p, k in zip(FUNCTION_PARAMETERS, kinds) if k.is_function), "h")
                lines.append(f"{head} = {parameter}(1, 2, 3)")
                changed.add(name)
            for caller, callee in sorted(callers_of.items()):
                lines.append(f"{caller}(2)")
                checks.append((caller, len(lines) - 1, broken(callee)))
        return lines, checks
