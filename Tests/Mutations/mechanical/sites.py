"""Mutation sites in Swift source, found on the token level by operator (swift-syntax is not
available here). A site is one place and one change: the text it replaces, the schema text
that keeps both behaviours behind `__mut(ID)` (mutant schemata: one build holds every
sampled mutant, each switched on by its id at run time), and what the mutant reads.

Every site stays on one line, so a compiler error's line names the sites to drop. Sites in
comments and string contents are never found (strings are single tokens); a site whose
operands the scanner cannot bound for certain is skipped rather than guessed.

Issue 46's operators (NEW_OPERATORS) drop a clause or a statement: an operand of a `&&`/`||`
chain, an assignment, an `if`/`else` block, a guard, a `where`, a `case` (to `default`). They
leave out places where the change would not compile (a declaration, an initializer's
assignments, a block beside another branch that exits or initializes), so a run drops none.
"""
from dataclasses import dataclass, field

from swiftlex import tokenize

# Binary operator precedence (The Swift Programming Language, "Operator Declarations":
# the standard library's precedence groups), higher binds tighter.
LEVEL = {
    "=": 1, "+=": 1, "-=": 1, "*=": 1, "/=": 1, "%=": 1, "&=": 1, "|=": 1, "^=": 1, "<<=": 1, ">>=": 1,
    "||": 3, "&&": 4,
    "==": 5, "!=": 5, "<": 5, "<=": 5, ">": 5, ">=": 5, "===": 5, "!==": 5, "~=": 5,
    "??": 6, "..<": 8, "...": 8,
    "+": 9, "-": 9, "|": 9, "^": 9, "&+": 9, "&-": 9,
    "*": 10, "/": 10, "%": 10, "&": 10, "&*": 10, "<<": 11, ">>": 11,
}
# Keywords that may sit inside an operand; every other keyword ends one.
OPERAND_KEYWORDS = {"self", "Self", "super", "true", "false", "nil", "as", "is", "Any"}
RELATIONAL = {"==": "!=", "!=": "==", "<": "<=", "<=": "<", ">": ">=", ">=": ">"}
LOGICAL = {"&&": "||", "||": "&&"}
# The operators issue 46 added (a dropped clause or statement): listed apart in the results.
NEW_OPERATORS = ("operand dropped", "statement removed", "block emptied", "guard skipped", "where dropped",
                 "case to default", "section removed")
# Calls after which the code does not go on: a block holding one cannot be emptied safely (what
# follows the `if` may rely on it never falling through).
EXITS = {"return", "throw", "continue", "break", "fatalError", "preconditionFailure"}
# Declarations whose body is a function's: the nearest one decides whether a statement is in an
# initializer (where an assignment may be what initializes a stored property).
FUNCTION_WORDS = {"func", "init", "deinit", "subscript", "get", "set", "willSet", "didSet", "var"}
SKIPPED_CALLS = {"fatalError", "preconditionFailure", "precondition", "assert", "assertionFailure",
                 "exit", "abort", "print", "debugPrint", "super", "self"}


@dataclass
class Site:
    file: str
    line: int
    operator: str
    start: int
    end: int
    original: str
    schema: str           # replaces original; "{ID}" stands for the mutant id
    mutated: str          # what the mutant's code reads there
    id: int = -1
    extra: dict = field(default_factory=dict)

    def describe(self):
        if "shown" in self.extra:
            return self.extra["shown"]
        original = self.original.strip()
        if "\n" in original:
            lines = original.split("\n")
            original = f"{lines[0].strip()} … {lines[-1].strip()}"
        return f"{original}  ->  {self.mutated.strip()}"


class Scanner:
    def __init__(self, path, text):
        self.path, self.text = path, text
        self.tokens = tokenize(text)
        self.skip = self._skipped_regions()
        # For each token, the index of the innermost `{` it is inside (-1: none).
        self.enclosing = []
        stack = []
        for index, token in enumerate(self.tokens):
            if token.kind == "punct" and token.text == "}" and stack:
                stack.pop()
            self.enclosing.append(stack[-1] if stack else -1)
            if token.kind == "punct" and token.text == "{":
                stack.append(index)

    # --- token helpers -------------------------------------------------------------------
    def tok(self, index):
        return self.tokens[index] if 0 <= index < len(self.tokens) else None

    def role(self, index):
        """'binary', 'prefix', 'postfix' or 'ternary' for an operator token."""
        token = self.tokens[index]
        if token.text in ("?", "!") and not token.space_before:
            return "postfix"
        if token.text == "?":
            return "ternary"
        if token.space_before == token.space_after:
            previous = self.tok(index - 1)
            if not token.space_before and (previous is None or previous.kind == "newline"
                                           or previous.text in "([{,:"):
                return "prefix"
            return "binary"
        return "prefix" if token.space_before else "postfix"

    def line_tokens(self, line):
        return [i for i, t in enumerate(self.tokens) if t.line == line and t.kind != "newline"]

    def _skipped_regions(self):
        """Token indices where no site may be: attributes, compiler directives, imports,
        `case` patterns (a switch case up to its `:`, an enum case's whole line) but not
        their `where` clauses."""
        skip = set()
        tokens = self.tokens
        index = 0
        while index < len(tokens):
            token = tokens[index]
            if token.text == "@" and index + 1 < len(tokens) and tokens[index + 1].kind in ("ident", "keyword"):
                end = index + 2
                if end < len(tokens) and tokens[end].text == "(":
                    end = self.matching(end) + 1
                skip.update(range(index, end))
                index = end
                continue
            if token.text == "#" or (token.kind == "keyword" and token.text in ("import", "case", "precedencegroup",
                                                                                  "operator", "enum")):
                if token.text == "enum":
                    index += 1
                    continue
                end = index
                depth = 0
                while end < len(tokens) and tokens[end].kind != "newline":
                    text = tokens[end].text
                    if text in "([{":
                        depth += 1
                    elif text in ")]}":
                        depth -= 1
                    if token.text == "case" and depth == 0 and text == "where":
                        break
                    if token.text == "case" and depth == 0 and text == ":" and end > index:
                        break
                    end += 1
                skip.update(range(index, end + 1))
                index = end + 1
                continue
            index += 1
        return skip

    def matching(self, index):
        """The index of the bracket closing the one at `index` (or the last token)."""
        opening = self.tokens[index].text
        closing = {"(": ")", "[": "]", "{": "}"}[opening]
        depth = 0
        for position in range(index, len(self.tokens)):
            text = self.tokens[position].text
            if self.tokens[position].kind == "punct" and text in "([{":
                depth += 1
            elif self.tokens[position].kind == "punct" and text in ")]}":
                depth -= 1
                if depth == 0:
                    return position if text == closing else len(self.tokens) - 1
        return len(self.tokens) - 1

    # --- operands --------------------------------------------------------------------------
    def scan(self, index, level, step):
        """The first and last token index of the operand beside the binary operator at
        `index` (step -1: its left operand; +1: its right), holding operators that bind
        tighter than `level`; None when it cannot be bounded on this line."""
        position, depth, last = index + step, 0, None
        while 0 <= position < len(self.tokens):
            token = self.tokens[position]
            if token.kind == "newline":
                if depth:
                    return None
                break
            if token.kind == "punct" and token.text in ("(", "[", "{") and step == 1 or \
               token.kind == "punct" and token.text in (")", "]", "}") and step == -1:
                if depth == 0 and step == 1 and token.text == "{":
                    # The body of a condition, or a trailing closure the operand goes on with.
                    if not any(self.tokens[i].text in ("if", "guard", "while", "switch", "for")
                               for i in self.line_tokens(token.line)):
                        return None
                    break
                depth += 1
            elif token.kind == "punct" and token.text in (")", "]", "}") and step == 1 or \
                    token.kind == "punct" and token.text in ("(", "[", "{") and step == -1:
                if depth == 0:
                    break
                depth -= 1
            elif depth == 0:
                if token.kind == "punct" and token.text in (",", ";", ":", "#", "@", "\\"):
                    break
                member = self.tok(position - 1) is not None and self.tokens[position - 1].text == "." \
                    and not self.tokens[position - 1].space_after
                if token.kind == "keyword" and token.text not in OPERAND_KEYWORDS and not member:
                    if token.text in ("try", "await") and step == 1:
                        return None
                    break
                if token.kind == "op":
                    role = self.role(position)
                    if token.text in ("<", ">") and not token.space_before and not token.space_after:
                        return None  # generic arguments
                    if role == "ternary":
                        break
                    if role == "binary":
                        if token.text == "->":
                            return None
                        tight = LEVEL.get(token.text)
                        if tight is None:
                            return None
                        if tight < level or (step == 1 and tight == level) or (tight == level == 5):
                            break
            last = position
            position += step
        if last is None:
            return None
        return (last, index - 1) if step == -1 else (index + 1, last)

    def postfix_chain(self, index):
        """The last token index of the postfix expression starting at `index`: a primary
        then `.member`, calls, subscripts, `?`, `!`; None when a trailing closure follows."""
        tokens = self.tokens
        token = self.tok(index)
        if token is None:
            return None
        if token.kind == "punct" and token.text in "([":
            position = self.matching(index)
        elif token.kind in ("ident", "number", "string") or token.text in ("self", "Self", "super", "true",
                                                                           "false", "nil"):
            position = index
        elif token.kind == "punct" and token.text == "." and self.tok(index + 1) and tokens[index + 1].kind == "ident":
            position = index + 1
        else:
            return None
        while True:
            following = self.tok(position + 1)
            if following is None:
                return position
            if following.kind == "punct" and following.text == "." and not following.space_before:
                member = self.tok(position + 2)
                if member is None or member.kind not in ("ident", "keyword", "number"):
                    return None
                position += 2
            elif following.kind == "punct" and following.text in "([" and not following.space_before:
                position = self.matching(position + 1)
            elif following.kind == "op" and following.text in ("?", "!") and not following.space_before:
                position += 1
            elif following.kind == "punct" and following.text == "{":
                return None
            else:
                return position

    def span(self, first, last):
        return self.tokens[first].start, self.tokens[last].end

    def site(self, operator, first, last, schema, mutated, **extra):
        start, end = self.span(first, last)
        return Site(self.path, self.tokens[first].line, operator, start, end, self.text[start:end],
                    schema, mutated, extra=extra)

    def same_line(self, first, last):
        return self.tokens[first].line == self.tokens[last].line

    # --- operators -------------------------------------------------------------------------
    def find(self):
        found = []
        for index, token in enumerate(self.tokens):
            # A `case` line is skipped for every other operator (its pattern is no expression),
            # and a case's `where` with it; these two find their own places there.
            for result in self.as_list(self.case_to_default(index, token)) + \
                    self.as_list(self.where_dropped(index, token)):
                if "\n" not in result.original:
                    found.append(result)
            if index in self.skip:
                continue
            for finder in (self.relational, self.logical, self.negation, self.constant, self.string,
                           self.boolean, self.returned, self.removed_call, self.string_case, self.range_end,
                           self.first_last, self.min_max, self.loop_exit, self.if_condition,
                           self.operand_dropped, self.removed_statement, self.block_emptied, self.guard_skipped):
                for result in self.as_list(finder(index, token)):
                    if self.same_line_text(result):
                        found.append(result)
        return found

    @staticmethod
    def as_list(result):
        return [] if result is None else result if isinstance(result, list) else [result]

    def same_line_text(self, site):
        return "\n" not in site.original and not any(i in self.skip for i in self.indices(site))

    def indices(self, site):
        return [i for i, t in enumerate(self.tokens) if t.start >= site.start and t.end <= site.end]

    def binary(self, index, token, table, operator):
        if token.kind != "op" or token.text not in table or self.role(index) != "binary" or not token.space_before:
            return None
        level = LEVEL[token.text]
        left, right = self.scan(index, level, -1), self.scan(index, level, 1)
        if left is None or right is None:
            return None
        left_text = self.text[self.tokens[left[0]].start:self.tokens[left[1]].end]
        right_text = self.text[self.tokens[right[0]].start:self.tokens[right[1]].end]
        other = table[token.text]
        # Bracketed: `a || b || c` at its second `||` becomes `(a || b) && c`, as the original
        # groups it, not `a || (b && c)`.
        mutated = f"({left_text}) {other} ({right_text})"
        original = f"{left_text} {token.text} {right_text}"
        if self.text[self.tokens[left[0]].start:self.tokens[right[1]].end].count("\n"):
            return None
        return self.site(operator, left[0], right[1],
                         f"(__mut({{ID}}) ? ({mutated}) : ({original}))", mutated, changed=f"{token.text} -> {other}")

    def relational(self, index, token):
        return self.binary(index, token, RELATIONAL, "relational")

    def logical(self, index, token):
        return self.binary(index, token, LOGICAL, "logical")

    def negation(self, index, token):
        if token.kind != "op" or token.text != "!" or self.role(index) != "prefix":
            return None
        last = self.postfix_chain(index + 1)
        if last is None:
            return None
        operand = self.text[self.tokens[index + 1].start:self.tokens[last].end]
        return self.site("negation dropped", index, last, f"(__mut({{ID}}) ? {operand} : !{operand})", operand)

    def constant(self, index, token):
        if token.kind != "number" or not token.text.replace("_", "").isdigit():
            return None
        previous = self.tok(index - 1)
        if previous is not None and previous.text == "." and not previous.space_before:
            return None  # a tuple element
        value = int(token.text.replace("_", ""))
        other = {0: 1, 1: 0}.get(value, value + 1)
        return self.site("constant", index, index, f"(__mut({{ID}}) ? {other} : {token.text})", str(other))

    def string(self, index, token):
        text = token.text
        if token.kind != "string" or '"""' in text or "\\(" in text.replace("\\#(", "\\(") or text.strip("#") == '""':
            return None
        previous = self.tok(index - 1)
        if previous is not None and previous.kind == "ident" and previous.text in SKIPPED_CALLS:
            return None
        return self.site("empty string", index, index, f'(__mut({{ID}}) ? "" : {text})', '""')

    def boolean(self, index, token):
        if token.kind != "keyword" or token.text not in ("true", "false"):
            return None
        # `while true`: the compiler proves a function returns only through such a loop, so
        # its schema (`while !__mut(n)`) never builds, and the error is at the function's end,
        # where no site is to drop.
        if token.text == "true" and index > 0 and self.tokens[index - 1].text == "while":
            return None
        schema = "!__mut({ID})" if token.text == "true" else "__mut({ID})"
        return self.site("boolean", index, index, schema, "false" if token.text == "true" else "true")

    def returned(self, index, token):
        if token.kind != "keyword" or token.text != "return":
            return None
        following = self.tok(index + 1)
        if following is None or following.kind == "newline" or following.text in ("}", "true", "false", "nil"):
            return None
        # The returned expression: to the end of the line, or to a `}` closing a `{` before it.
        position, depth = index + 1, 0
        while position < len(self.tokens) and self.tokens[position].kind != "newline":
            text = self.tokens[position].text
            if self.tokens[position].kind == "punct" and text in "([{":
                depth += 1
            elif self.tokens[position].kind == "punct" and text in ")]}":
                if depth == 0:
                    break
                depth -= 1
            elif depth == 0 and text == ";":
                break
            position += 1
        last = position - 1
        if last < index + 1 or depth != 0 or self.continues(last):
            return None
        kind = self.returned_type(index)
        if kind is None:
            return None
        first = index + 1
        prefix = ""
        if self.tokens[first].text in ("try", "await"):
            if self.tok(first + 1) and self.tokens[first + 1].text in ("?", "!") and not self.tokens[first + 1].space_before:
                return None
            prefix = self.tokens[first].text + " "
            first += 1
        expression = self.text[self.tokens[first].start:self.tokens[last].end]
        if kind == "Bool":
            schema, mutated = f"{prefix}(__mut({{ID}}) != ({expression}))", f"!({expression})"
        else:
            schema, mutated = f"{prefix}(__mut({{ID}}) ? {kind} : ({expression}))", kind
        return self.site("return value", index + 1, last, schema, f"{prefix}{mutated}")

    def continues(self, last):
        """Whether the statement ending at `last` goes on on the next line."""
        position = last + 1
        while self.tok(position) is not None and self.tokens[position].kind == "newline":
            position += 1
        following = self.tok(position)
        if following is None:
            return False
        return following.text in (".", "?", ":") or (following.kind == "op" and following.text not in ("!",))

    def returned_type(self, index):
        """The empty value of the enclosing function's return type ('nil', '[]', '[:]', '""'),
        'Bool', or None when it is a closure's or another type."""
        depth, position = 0, index - 1
        while position >= 0:
            text = self.tokens[position].text
            if self.tokens[position].kind == "punct" and text == "}":
                depth += 1
            elif self.tokens[position].kind == "punct" and text == "{":
                if depth == 0:
                    break
                depth -= 1
            position -= 1
        if position < 0:
            return None
        # The declaration before the body's `{`, back to the line where it starts.
        header = []
        cursor = position - 1
        while cursor >= 0 and self.tokens[cursor].text not in ("{", "}", ";"):
            header.insert(0, self.tokens[cursor])
            cursor -= 1
        texts = [t.text for t in header if t.kind != "newline"]
        if "func" not in texts and "subscript" not in texts and "var" not in texts:
            return None
        if "in" in texts:
            return None
        if "->" in texts:
            type_tokens = texts[len(texts) - texts[::-1].index("->"):]
        elif "var" in texts and ":" in texts:
            type_tokens = texts[texts.index(":") + 1:]
        else:
            return None
        for stop in ("where", "throws", "async"):
            if stop in type_tokens:
                type_tokens = type_tokens[:type_tokens.index(stop)]
        if not type_tokens:
            return None
        written = "".join(type_tokens)
        if written.endswith("?"):
            return "nil"
        if written.startswith("[") and written.endswith("]"):
            return "[:]" if ":" in written else "[]"
        if written in ("String",):
            return '""'
        if written == "Bool":
            return "Bool"
        return None

    def removed_call(self, index, token):
        """A line that is one call statement: `if !__mut(ID) { call }`."""
        previous = self.tok(index - 1)
        if previous is not None and previous.kind != "newline":
            return None
        if token.kind not in ("ident", "keyword") or (token.kind == "keyword" and token.text not in ("try", "self")):
            return None
        line = self.line_tokens(token.line)
        first, last = line[0], line[-1]
        if first != index or self.tokens[last].text != ")":
            return None
        start = first + 1 if token.text == "try" else first
        if self.tokens[start].kind != "ident" and self.tokens[start].text != "self":
            return None
        if self.tokens[start].text in SKIPPED_CALLS or self.postfix_chain(start) != last:
            return None
        if any(self.tokens[i].text in ("init", "super") for i in line):
            return None
        if self.continues(last) or self.continued(first) or self.only_statement(first, last):
            return None
        statement = self.text[self.tokens[first].start:self.tokens[last].end]
        return self.site("call removed", first, last, f"if !__mut({{ID}}) {{ {statement} }}", "(nothing)")

    def continued(self, first):
        """Whether the line starting at `first` goes on from the line before."""
        position = first - 1
        while self.tok(position) is not None and self.tokens[position].kind == "newline":
            position -= 1
        previous = self.tok(position)
        if previous is None:
            return False
        return previous.kind == "op" or previous.text in (",", "(", "[", ".")

    def only_statement(self, first, last):
        """Whether the statement is a closure's or a value-returning function's only one,
        where it is the implicit return value and cannot be removed."""
        back, ahead = first - 1, last + 1
        while self.tok(back) is not None and self.tokens[back].kind == "newline":
            back -= 1
        while self.tok(ahead) is not None and self.tokens[ahead].kind == "newline":
            ahead += 1
        before, after = self.tok(back), self.tok(ahead)
        if after is None or after.text != "}" or before is None:
            return False
        if before.text == "in":
            return True
        return before.text == "{" and any(self.tokens[i].text in ("->", "=", "var", "in")
                                          for i in self.line_tokens(before.line))

    def string_case(self, index, token):
        if token.kind != "ident" or token.text not in ("lowercased", "uppercased"):
            return None
        dot, opening, closing = self.tok(index - 1), self.tok(index + 1), self.tok(index + 2)
        if not (dot and dot.text == "." and opening and opening.text == "(" and closing and closing.text == ")"):
            return None
        name = "__mutLowercased" if token.text == "lowercased" else "__mutUppercased"
        return self.site("string case", index, index + 2, f"{name}({{ID}})", "(unchanged)")

    def range_end(self, index, token):
        if token.kind != "op" or token.text not in ("..<", "...") or self.role(index) not in ("binary", "prefix"):
            return None
        if token.space_after:
            bounds = self.scan(index, LEVEL[token.text], 1)
            if bounds is None:
                return None
            first, last = bounds
        else:
            first, last = index + 1, self.postfix_chain(index + 1)
            if last is None:
                return None
            after = self.tok(last + 1)
            if after is not None and after.kind == "op" and self.role(last + 1) == "binary" and \
                    LEVEL.get(after.text, 0) > LEVEL[token.text]:
                return None
        operand = self.text[self.tokens[first].start:self.tokens[last].end]
        if token.text == "..<":
            schema, mutated = f"(__mut({{ID}}) ? {operand} + 1 : {operand})", f"... {operand}"
        else:
            schema, mutated = f"(__mut({{ID}}) ? {operand} - 1 : {operand})", f"..< {operand}"
        return self.site("range end", first, last, schema, mutated, changed=f"{token.text} -> "
                         + ("..." if token.text == "..<" else "..<"))

    def first_last(self, index, token):
        if token.kind != "ident" or token.text not in ("first", "last"):
            return None
        dot, before = self.tok(index - 1), self.tok(index - 2)
        if not (dot and dot.text == "." and not dot.space_before and before and
                (before.kind == "ident" or before.text in (")", "]", "?", "!", "self"))):
            return None
        other = "last" if token.text == "first" else "first"
        name = "__mutFirst" if token.text == "first" else "__mutLast"
        following = self.tok(index + 1)
        if following and following.text == "(" and not following.space_before:
            label = self.tok(index + 2)
            if not (label and label.text == "where"):
                return None
            return self.site("first/last", index, index + 1, f"{name}({{ID}}, ", f"{other}(")
        if following and following.text == "{":
            return None
        return self.site("first/last", index, index, f"{name}({{ID}})", other)

    def min_max(self, index, token):
        if token.kind != "ident" or token.text not in ("min", "max"):
            return None
        opening = self.tok(index + 1)
        if not (opening and opening.text == "(" and not opening.space_before):
            return None
        previous = self.tok(index - 1)
        other = "max" if token.text == "min" else "min"
        name = "__mutMin" if token.text == "min" else "__mutMax"
        if previous is not None and previous.text == "." and not previous.space_before:
            before = self.tok(index - 2)
            if before is None or before.text == "Swift" or before.kind not in ("ident", "punct", "keyword"):
                return None
            closing = self.tok(index + 2)
            if closing is not None and closing.text == ")":
                return self.site("min/max", index, index + 2, f"{name}({{ID}})", f"{other}()")
            if closing is not None and closing.text == "by":
                return self.site("min/max", index, index + 1, f"{name}({{ID}}, ", f"{other}(")
            return None
        if previous is not None and previous.kind == "keyword" and previous.text in ("func", "let", "var", "case"):
            return None
        closing = self.matching(index + 1)
        commas = [i for i in range(index + 2, closing) if self.tokens[i].text == ","]
        return self.site("min/max", index, index + 1, f"{name}({{ID}}, ", f"{other}(") if commas else None

    def loop_exit(self, index, token):
        if token.kind != "keyword" or token.text not in ("break", "continue"):
            return None
        last = index
        label = self.tok(index + 1)
        if label is not None and label.kind == "ident":
            last = index + 1
        before = self.tok(index - 1)
        position = last + 1
        while self.tok(position) is not None and self.tokens[position].kind == "newline":
            position += 1
        after = self.tok(position)
        back = index - 1
        while self.tok(back) is not None and self.tokens[back].kind == "newline":
            back -= 1
        before = self.tok(back)
        # A `break` that is a case's only statement does nothing: removing it is equivalent.
        if token.text == "break" and before is not None and before.text == ":" and \
                after is not None and after.text in ("case", "default", "}"):
            return None
        if any(self.tokens[i].text == "guard" for i in self.line_tokens(token.line)):
            return None
        statement = self.text[token.start:self.tokens[last].end]
        return self.site("break/continue removed", index, last, f"if !__mut({{ID}}) {{ {statement} }}", "(nothing)")

    def if_condition(self, index, token):
        if token.kind != "keyword" or token.text != "if":
            return None
        position, depth = index + 1, 0
        while position < len(self.tokens):
            current = self.tokens[position]
            if current.kind == "newline":
                return None
            if current.kind == "punct" and current.text in "([":
                depth += 1
            elif current.kind == "punct" and current.text in ")]":
                depth -= 1
            elif current.kind == "punct" and current.text == "{" and depth == 0:
                break
            elif depth == 0 and (current.text in (",", "let", "var", "case", "#", "try", "await", "{")):
                return None
            position += 1
        else:
            return None
        first, last = index + 1, position - 1
        if last < first:
            return None
        condition = self.text[self.tokens[first].start:self.tokens[last].end]
        return self.site("if negated", first, last, f"__mut({{ID}}) != ({condition})", f"!({condition})")

    # --- issue 46: a dropped clause or a dropped statement ----------------------------------
    def depth_zero(self, first, last):
        """The indices from `first` to `last` outside any bracket opened between them."""
        depth, inside = 0, []
        for position in range(first, last + 1):
            token = self.tokens[position]
            if token.kind == "punct" and token.text in "([{":
                depth += 1
            elif token.kind == "punct" and token.text in ")]}":
                depth -= 1
            elif depth == 0:
                inside.append(position)
        return inside

    def operand_dropped(self, index, token):
        """Each operand of a `&&`/`||` chain in turn replaced by the operator's identity (`true`
        for `&&`, `false` for `||`), the rest kept: `a && b && c` gives `a`, `b` and `c` dropped.
        The operands are those `scan` bounds for the relational and logical operators, so
        precedence and brackets hold: in `a || b && c` the `||`'s operands are `a` and `b && c`."""
        if token.kind != "op" or token.text not in LOGICAL or self.role(index) != "binary" or not token.space_before:
            return None
        level = LEVEL[token.text]
        left, right = self.scan(index, level, -1), self.scan(index, level, 1)
        if left is None or right is None or not self.same_line(left[0], right[1]):
            return None
        operands = [right]
        # The chain's first operand is the left one of its first operator: a left operand that
        # holds the same operator outside brackets is the chain so far, not one operand.
        if not any(self.tokens[i].text == token.text and self.tokens[i].kind == "op"
                   for i in self.depth_zero(left[0], left[1])):
            operands.insert(0, left)
        identity = "true" if token.text == "&&" else "false"
        found = []
        for first, last in operands:
            operand = self.text[self.tokens[first].start:self.tokens[last].end]
            if token.text == "&&":
                schema = f"(__mut({{ID}}) || ({operand}))"
            else:
                schema = f"(!__mut({{ID}}) && ({operand}))"
            found.append(self.site("operand dropped", first, last, schema, identity,
                                   changed=f"operand of {token.text} dropped"))
        return found

    def function_header(self, index):
        """The token texts of the declaration whose body holds `index` (a `func`, `init`,
        accessor or computed property), or None at the top level or in a closure first."""
        brace = self.enclosing[index]
        while brace >= 0:
            texts = self.header_texts(brace)
            if any(word in texts for word in FUNCTION_WORDS):
                return texts
            brace = self.enclosing[brace]
        return None

    def header_texts(self, brace):
        """The texts before the `{` at `brace` on its line, from the line of the bracket that
        opens a `)` starting that line (a declaration written over several lines)."""
        line = self.tokens[brace].line
        first = self.line_tokens(line)[0]
        if self.tokens[first].text in (")", "]"):
            opening = self.opening(first)
            if opening is not None:
                first = self.line_tokens(self.tokens[opening].line)[0]
        return [t.text for t in self.tokens[first:brace] if t.kind != "newline"]

    def opening(self, index):
        """The index of the bracket that the closing one at `index` closes, or None."""
        depth = 0
        for position in range(index, -1, -1):
            token = self.tokens[position]
            if token.kind == "punct" and token.text in ")]}":
                depth += 1
            elif token.kind == "punct" and token.text in "([{":
                depth -= 1
                if depth == 0:
                    return position
        return None

    def function_start(self, index):
        """The index of the `{` that opens the function body holding `index` (-1: none)."""
        brace = self.enclosing[index]
        while brace >= 0:
            if any(word in self.header_texts(brace) for word in FUNCTION_WORDS):
                return brace
            brace = self.enclosing[brace]
        return -1

    def declared_without_value(self, name, index):
        """Whether `name` is declared (`let`/`var`) without a value in the function holding
        `index`, before it: an assignment to it may be what initializes it."""
        start = self.function_start(index)
        for position in range(max(start, 0), index):
            token = self.tokens[position]
            following = self.tok(position + 1)
            if token.text in ("let", "var") and token.kind == "keyword" and following is not None \
                    and following.text == name:
                rest = [t.text for t in self.tokens[position:] if t.line == token.line and t.kind != "newline"]
                if "=" not in rest:
                    return True
        return False

    def removed_statement(self, index, token):
        """A line that is one assignment or compound assignment (`x = y`, `a.b[i] += c`,
        `queue += children`, `_ = try f()`): `if !__mut(ID) { statement }`. Not a declaration
        (`let`/`var` cannot go), not in an initializer (it may initialize a stored property),
        not a local declared without a value (it may be what initializes it). Calls, `append`
        and `insert` included, are the "call removed" operator's."""
        previous = self.tok(index - 1)
        if previous is not None and previous.kind != "newline":
            return None
        if token.kind != "ident" and token.text != "self":
            return None
        line = self.line_tokens(token.line)
        first, last = line[0], line[-1]
        if first != index:
            return None
        end = self.postfix_chain(first)
        if end is None or end + 2 > last:
            return None
        operator = self.tokens[end + 1]
        if operator.kind != "op" or LEVEL.get(operator.text) != 1 or self.role(end + 1) != "binary":
            return None
        if not self.balanced(first, last) or self.tokens[last].text in ("{", "in", ",", ".") or \
                self.tokens[last].kind == "op" and self.tokens[last].text not in ("?", "!"):
            return None
        if token.text == "_" and not any(self.tokens[i].text == "(" for i in range(end + 2, last + 1)):
            return None  # `_ = value` only silences a warning
        if self.continues(last) or self.continued(first):
            return None
        header = self.function_header(first)
        if header is None or "init" in header:
            return None
        if end == first and self.declared_without_value(token.text, first):
            return None
        statement = self.text[self.tokens[first].start:self.tokens[last].end]
        return self.site("statement removed", first, last, f"if !__mut({{ID}}) {{ {statement} }}", "(nothing)")

    def balanced(self, first, last):
        depth = 0
        for position in range(first, last + 1):
            token = self.tokens[position]
            if token.kind == "punct" and token.text in "([{":
                depth += 1
            elif token.kind == "punct" and token.text in ")]}":
                depth -= 1
                if depth < 0:
                    return False
        return depth == 0

    def body_brace(self, index):
        """The `{` of the body of the `if`/`else` at `index`: the first `{` outside brackets
        after it (a condition's closures are in brackets), or None."""
        depth = 0
        for position in range(index + 1, len(self.tokens)):
            token = self.tokens[position]
            if token.kind == "punct" and token.text in "([":
                depth += 1
            elif token.kind == "punct" and token.text in ")]":
                depth -= 1
            elif token.kind == "punct" and token.text == "{" and depth == 0:
                return position
            elif token.kind == "punct" and token.text == "}" and depth == 0:
                return None
        return None

    def unsafe_to_empty(self, opening, closing):
        """Whether emptying the block may not compile when another branch exists: it exits
        (what follows may rely on no fall-through), assigns a local declared without a value, or
        assigns anything in an initializer (it may initialize `self` or a stored property)."""
        header = self.function_header(opening)
        in_initializer = header is not None and "init" in header
        for position in range(opening + 1, closing):
            token = self.tokens[position]
            if token.text in EXITS and token.kind in ("keyword", "ident"):
                return True
            if in_initializer and token.kind == "op" and token.text == "=":
                return True
            if token.kind == "op" and token.text == "=":
                # `x = …` or `(x, y) = …`: a name on the left declared without a value.
                start = self.line_tokens(token.line)[0]
                if any(self.tokens[i].kind == "ident" and self.declared_without_value(self.tokens[i].text, i)
                       for i in range(start, position)):
                    return True
        return False

    def block_emptied(self, index, token):
        """An `if` block or an `else` block that does nothing. An `if` without an `else`:
        `if !__mut(ID), condition {` (its block never runs, as if empty). An `if` with an `else`:
        the statement labelled and left at once, `__mutbID: if condition { if __mut(ID) { break
        __mutbID }` (the `else` still does not run). An `else`: `else if !__mut(ID) {`. A block that
        exits (or initializes a local) is not emptied where another branch exists: the code after
        it may then not compile."""
        if token.kind != "keyword" or token.text not in ("if", "else"):
            return None
        previous = self.tok(index - 1)
        if token.text == "else":
            following = self.tok(index + 1)
            if previous is None or previous.text != "}" or following is None or following.text != "{":
                return None
            closing = self.matching(index + 1)
            if self.empty_block(index + 1, closing) or self.unsafe_to_empty(index + 1, closing) or \
                    self.may_be_expression(self.chain_start(index - 1), closing):
                return None
            return self.site("block emptied", index, index, "else if !__mut({ID})", "else if false",
                             shown=f"else {{…}}  ->  else {{ }}")
        if previous is not None and previous.kind != "newline" and previous.text != "else":
            return None
        if previous is not None and previous.kind == "newline" and self.continued(index):
            return None  # an `if` expression: `let x =` on the line before
        following = self.tok(index + 1)
        if following is None or following.text in ("#",):
            return None
        brace = self.body_brace(index)
        if brace is None:
            return None
        closing = self.matching(brace)
        if self.empty_block(brace, closing):
            return None
        after = self.tok(closing + 1)
        condition = self.text[self.tokens[index + 1].start:self.tokens[brace - 1].end] if brace > index + 1 else ""
        condition = " ".join(condition.split())
        shown = f"if {condition} {{…}}  ->  if {condition} {{ }}"
        if after is None or after.text != "else":
            return self.site("block emptied", index, index, "if !__mut({ID}),", "if false,", shown=shown)
        if previous is not None and previous.text == "else":
            return None  # `else if` cannot be labelled
        if not self.same_line(index, brace) or self.unsafe_to_empty(brace, closing) or \
                self.may_be_expression(index, self.chain_end(closing)):
            return None
        header = self.function_header(index)
        if header is not None and "some" in header:
            return None  # a result builder's body (`some View`): no `break` there
        header = self.text[token.start:self.tokens[brace].end]
        # A block on the `if`'s line goes on after the inserted statement: a `;` between them.
        after_brace = self.tok(brace + 1)
        separator = ";" if after_brace is not None and after_brace.kind != "newline" else ""
        return self.site("block emptied", index, brace,
                         f"__mutb{{ID}}: {header} if __mut({{ID}}) {{ break __mutb{{ID}} }}{separator}",
                         header + " }", shown=shown)

    def chain_start(self, closing):
        """The `if` that starts the `if`/`else if` chain whose block ends at `closing`."""
        while True:
            opening = self.opening(closing)
            if opening is None:
                return None
            position = opening - 1
            depth = 0
            while position >= 0:
                token = self.tokens[position]
                if token.kind == "punct" and token.text in ")]":
                    depth += 1
                elif token.kind == "punct" and token.text in "([":
                    depth -= 1
                elif depth == 0 and token.kind == "keyword" and token.text == "if":
                    break
                elif depth == 0 and token.kind == "punct" and token.text in "{}":
                    return None
                position -= 1
            if position < 0:
                return None
            before = self.tok(position - 1)
            if before is None or before.text != "else":
                return position
            closing = position - 2
            if self.tok(closing) is None or self.tokens[closing].text != "}":
                return None

    def chain_end(self, closing):
        """The `}` that ends the `if`/`else` chain one of whose blocks ends at `closing`."""
        while True:
            following = self.tok(closing + 1)
            if following is None or following.text != "else":
                return closing
            brace = self.body_brace(closing + 1)
            if brace is None:
                return closing
            closing = self.matching(brace)

    def may_be_expression(self, first, last):
        """Whether the `if` statement from `first` to `last` may be an `if` expression: the only
        statement of a closure or of a function that returns a value (its value returned)."""
        if first is None:
            return True
        back, ahead = first - 1, last + 1
        while self.tok(back) is not None and self.tokens[back].kind == "newline":
            back -= 1
        while self.tok(ahead) is not None and self.tokens[ahead].kind == "newline":
            ahead += 1
        before, after = self.tok(back), self.tok(ahead)
        if before is not None and (before.kind == "op" or before.text in ("return", "(", ",", ":", "[")):
            return True  # `let x =` / `return` before it: its value is used
        if before is None or after is None or after.text != "}" or before.text not in ("{", "in"):
            return False
        if before.text == "in":
            return True
        texts = self.header_texts(back)
        return not any(word in texts for word in FUNCTION_WORDS) or "->" in texts or "var" in texts

    def empty_block(self, opening, closing):
        return all(self.tokens[i].kind == "newline" for i in range(opening + 1, closing))

    def guard_skipped(self, index, token):
        """A `guard` whose condition is forced true (its `else` never runs): only a guard of one
        Boolean condition on one line; one that binds (`let`, `case`) cannot be skipped, and an
        emptied `else` would not compile (it must exit)."""
        if token.kind != "keyword" or token.text != "guard":
            return None
        position, depth = index + 1, 0
        while position < len(self.tokens):
            current = self.tokens[position]
            if current.kind == "newline":
                return None
            if current.kind == "punct" and current.text in "([{":
                depth += 1
            elif current.kind == "punct" and current.text in ")]}":
                depth -= 1
            elif depth == 0 and current.text == "else":
                break
            elif current.text in ("let", "var", "case", "#", "try", "await") or (depth == 0 and current.text == ","):
                return None
            position += 1
        else:
            return None
        first, last = index + 1, position - 1
        if last < first:
            return None
        condition = self.text[self.tokens[first].start:self.tokens[last].end]
        # The condition still runs (it may scan, read or bind through `&`): only its verdict goes.
        return self.site("guard skipped", first, last, f"({condition}) || __mut({{ID}})", "true",
                         shown=f"guard {condition} else  ->  guard true else")

    def where_dropped(self, index, token):
        """A `where` clause of a `for`-`in` loop, a switch `case` or a `catch` that always holds:
        `where __mut(ID) || (condition)`. Generic `where` clauses are no sites."""
        if token.kind != "keyword" or token.text != "where":
            return None
        previous, following = self.tok(index - 1), self.tok(index + 1)
        if following is None or following.text == ":" or previous is None or previous.text in ("(", ","):
            return None
        line = self.line_tokens(token.line)
        before = [self.tokens[i].text for i in line if i < index]
        if not before:
            return None
        if before[0] in ("case", "catch") or (before[0] == "}" and len(before) > 1 and before[1] == "catch"):
            stop = ":" if before[0] == "case" else "{"
        elif "for" in before and "in" in before[before.index("for"):]:
            stop = "{"
        else:
            return None
        position, depth = index + 1, 0
        while position < len(self.tokens):
            current = self.tokens[position]
            if current.kind == "newline":
                return None
            if current.kind == "punct" and current.text in "([" or (current.text == "{" and stop != "{"):
                depth += 1
            elif current.kind == "punct" and current.text in ")]" or (current.text == "}" and stop != "{"):
                depth -= 1
            elif depth == 0 and (current.text == stop or stop == ":" and current.text == ","):
                break  # a case's next pattern has a `where` of its own
            elif depth == 0 and current.kind == "op" and current.text == "?" and self.role(position) == "ternary":
                return None
            position += 1
        else:
            return None
        first, last = index + 1, position - 1
        if last < first:
            return None
        condition = self.text[self.tokens[first].start:self.tokens[last].end]
        return self.site("where dropped", first, last, f"({condition}) || __mut({{ID}})", "true",
                         shown=f"where {condition}  ->  (no where)")

    def case_to_default(self, index, token):
        """A switch `case` whose values go to the switch's `default` (only where it has one):
        each of its patterns gets `where !__mut(ID)`, so none matches in the mutant and the
        values fall to `default` (or a later case that matches them too). Not a case with a
        `where` of its own, nor one whose patterns go on past its line."""
        if token.kind != "keyword" or token.text != "case":
            return None
        previous = self.tok(index - 1)
        if previous is None or previous.kind != "newline":
            return None
        brace = self.enclosing[index]
        if brace < 0 or "switch" not in self.header_texts(brace) or not self.has_default(brace):
            return None
        position, depth, patterns, start = index + 1, 0, [], index + 1
        while position < len(self.tokens):
            current = self.tokens[position]
            if current.kind == "newline":
                return None
            if current.kind == "punct" and current.text in "([{":
                depth += 1
            elif current.kind == "punct" and current.text in ")]}":
                depth -= 1
            elif depth == 0 and current.text == "where":
                return None
            elif depth == 0 and current.text in (",", ":"):
                if position == start:
                    return None
                patterns.append((start, position - 1))
                start = position + 1
                if current.text == ":":
                    break
            position += 1
        else:
            return None
        first, last = patterns[0][0], patterns[-1][1]
        texts = [self.text[self.tokens[a].start:self.tokens[b].end] for a, b in patterns]
        schema = ", ".join(f"{text} where !__mut({{ID}})" for text in texts)
        return self.site("case to default", first, last, schema, "(default)",
                         shown=f"case {', '.join(texts)}:  ->  (its values to default:)")

    def has_default(self, brace):
        """Whether the switch whose body opens at `brace` has a `default:` of its own."""
        closing = self.matching(brace)
        for position in range(brace + 1, closing):
            token = self.tokens[position]
            following = self.tok(position + 1)
            previous = self.tok(position - 1)
            if token.text == "default" and token.kind == "keyword" and self.enclosing[position] == brace \
                    and following is not None and following.text == ":" and previous is not None \
                    and previous.text not in (".", ","):
                return True
        return False


def find_sites(path, text):
    return Scanner(path, text).find()
