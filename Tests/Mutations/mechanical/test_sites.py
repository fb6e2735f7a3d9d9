"""The operators issue 46 added to the mechanical generator, on small snippets: every expected
site is written out by hand (line, operator, the text replaced, the schema with the id as
`{ID}`), and so are the places where none may be; and the results table that lists the new
operators apart. Pure Python, no build, about a second:

    python3 -m pytest -q Tests/Mutations/mechanical/test_sites.py

The mutation runs are by hand; these tests are cheap, and `.ci/test` runs them with the pytest
suites.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from sites import NEW_OPERATORS, find_sites  # noqa: E402
from templates import find_template_sites  # noqa: E402


def sites(text, operator):
    return [(s.line, s.original, s.schema) for s in find_sites("x.swift", text) if s.operator == operator]


# --- one operand of a `&&`/`||` chain dropped ---------------------------------------------------

def test_each_operand_of_a_chain_is_dropped_in_turn_with_the_rest_kept():
    text = "func f() {\n    if a && b && c { run() }\n}\n"
    assert sites(text, "operand dropped") == [
        (2, "a", "(__mut({ID}) || (a))"),
        (2, "b", "(__mut({ID}) || (b))"),
        (2, "c", "(__mut({ID}) || (c))"),
    ]


def test_the_operands_follow_precedence_and_brackets():
    # `&&` binds tighter: the `||` has two operands, `a && b` and `c`; the `&&` has `a` and `b`.
    text = "let x = a && b || c\n"
    assert sites(text, "operand dropped") == [
        (1, "a", "(__mut({ID}) || (a))"),
        (1, "b", "(__mut({ID}) || (b))"),
        (1, "a && b", "(!__mut({ID}) && (a && b))"),
        (1, "c", "(!__mut({ID}) && (c))"),
    ]
    # Brackets hold a chain of their own: `(p || q)` is one operand of the `&&`.
    text = "let y = (p || q) && r.isEmpty\n"
    assert sites(text, "operand dropped") == [
        (1, "p", "(!__mut({ID}) && (p))"),
        (1, "q", "(!__mut({ID}) && (q))"),
        (1, "(p || q)", "(__mut({ID}) || ((p || q)))"),
        (1, "r.isEmpty", "(__mut({ID}) || (r.isEmpty))"),
    ]


def test_a_member_named_by_a_keyword_stays_in_its_operand():
    # `required` is a declaration modifier, but after a `.` it is a member's name.
    text = "let b = new.isChecked && new.required\n"
    assert sites(text, "operand dropped") == [
        (1, "new.isChecked", "(__mut({ID}) || (new.isChecked))"),
        (1, "new.required", "(__mut({ID}) || (new.required))"),
    ]


def test_a_closure_s_chain_is_bounded_by_its_braces():
    # FC701's condition: `|| value.isEmpty` dropped is one of these sites.
    text = 'let untranslated = units.contains(where: { $0.state == "new" || $0.value.isEmpty })\n'
    assert sites(text, "operand dropped") == [
        (1, '$0.state == "new"', '(!__mut({ID}) && ($0.state == "new"))'),
        (1, "$0.value.isEmpty", "(!__mut({ID}) && ($0.value.isEmpty))"),
    ]


def test_a_chain_over_several_lines_is_no_site():
    text = "let z = first\n    && second\n"
    assert sites(text, "operand dropped") == []


# --- a statement removed ---------------------------------------------------------------------

def test_assignments_and_compound_assignments_are_removed():
    text = (
        "func walk(_ option: Option) {\n"
        "    var queue = [option]\n"
        "    queue += option.children\n"
        "    count = queue.count\n"
        "    self.items[0].name = \"x\"\n"
        "    _ = try? scan(queue)\n"
        "    _ = queue\n"
        "}\n"
    )
    assert sites(text, "statement removed") == [
        (3, "queue += option.children", "if !__mut({ID}) { queue += option.children }"),
        (4, "count = queue.count", "if !__mut({ID}) { count = queue.count }"),
        (5, 'self.items[0].name = "x"', 'if !__mut({ID}) { self.items[0].name = "x" }'),
        (6, "_ = try? scan(queue)", "if !__mut({ID}) { _ = try? scan(queue) }"),
    ]


def test_statements_whose_removal_would_not_compile_are_no_sites():
    text = (
        "struct S {\n"
        "    let a: Int\n"
        "    init(a: Int) {\n"
        "        self.a = a\n"          # initializes a stored property
        "    }\n"
        "    func f(c: Bool) -> Int {\n"
        "        let b: Int\n"
        "        if c {\n"
        "            b = 1\n"           # initializes a local declared without a value
        "        } else {\n"
        "            b = 2\n"
        "        }\n"
        "        var d = 0\n"           # a declaration stays
        "        d = d +\n"             # goes on on the next line
        "            1\n"
        "        handler = { value in\n"  # opens a closure over several lines
        "            d = value\n"
        "        }\n"
        "        return b + d\n"
        "    }\n"
        "}\n"
    )
    assert sites(text, "statement removed") == [(17, "d = value", "if !__mut({ID}) { d = value }")]


def test_calls_stay_the_call_removed_operator_s():
    text = "func f() {\n    items.append(x)\n    items.insert(y, at: 0)\n}\n"
    assert sites(text, "statement removed") == []
    assert [(s.line, s.original) for s in find_sites("x.swift", text) if s.operator == "call removed"] == [
        (2, "items.append(x)"), (3, "items.insert(y, at: 0)")]


# --- an `if`/`else` block emptied, a guard skipped -----------------------------------------------

def test_an_if_without_else_never_runs_its_block():
    # The front end's CRLF step: `if value == 0x0D, … { index += … }`.
    text = (
        "func f() {\n"
        "    if value == 0x0D, index < bytes.count {\n"
        "        index += 1\n"
        "    }\n"
        "    if let x = y { use(x) }\n"
        "    if ready {\n"
        "    }\n"
        "}\n"
    )
    assert sites(text, "block emptied") == [
        (2, "if", "if !__mut({ID}),"),
        (5, "if", "if !__mut({ID}),"),
    ]


def test_an_if_with_else_is_left_at_once_and_an_else_never_runs():
    text = (
        "func f() {\n"
        "    if a {\n"
        "        x()\n"
        "    } else if b {\n"
        "        y()\n"
        "    } else {\n"
        "        z()\n"
        "    }\n"
        "}\n"
    )
    # `else if b` cannot be labelled and has an `else` after it: no site.
    assert sites(text, "block emptied") == [
        (2, "if a {", "__mutb{ID}: if a { if __mut({ID}) { break __mutb{ID} }"),
        (6, "else", "else if !__mut({ID})"),
    ]


def test_blocks_that_exit_or_are_values_are_not_emptied_beside_another_branch():
    text = (
        "func f(a: Bool) -> Int {\n"
        "    if a {\n"
        "        return 1\n"
        "    } else {\n"
        "        return 2\n"
        "    }\n"
        "}\n"
        "func g(a: Bool) -> Int {\n"
        "    if a {\n"
        "        1\n"
        "    } else {\n"
        "        2\n"
        "    }\n"
        "}\n"
        "let v = xs.map { x in\n"
        "    if x {\n"
        "        1\n"
        "    } else {\n"
        "        2\n"
        "    }\n"
        "}\n"
    )
    assert sites(text, "block emptied") == []


def test_a_guard_of_one_boolean_condition_is_skipped_and_one_that_binds_is_not():
    text = (
        "func f() {\n"
        "    guard count > 0 && ready else { return }\n"
        "    guard let x = y else { return }\n"
        "    guard a, b else { return }\n"
        "}\n"
    )
    assert sites(text, "guard skipped") == [
        (2, "count > 0 && ready", "(count > 0 && ready) || __mut({ID})"),
    ]


# --- a `where` clause dropped, a `case` merged into `default` --------------------------------------

def test_a_loop_s_and_a_case_s_where_is_dropped_and_a_generic_where_is_not():
    text = (
        "extension Array where Element: Equatable {\n"
        "    func f() {\n"
        "        for x in self where x != first {\n"
        "            use(x)\n"
        "        }\n"
        "        let y = self.first(where: { $0 == last })\n"
        "        switch y {\n"
        "        case .some(let z) where z == last, .none where isEmpty: break\n"
        "        default: break\n"
        "        }\n"
        "    }\n"
        "}\n"
    )
    assert sites(text, "where dropped") == [
        (3, "x != first", "(x != first) || __mut({ID})"),
        (8, "z == last", "(z == last) || __mut({ID})"),
        (8, "isEmpty", "(isEmpty) || __mut({ID})"),
    ]


def test_a_case_goes_to_default_only_where_the_switch_has_one():
    text = (
        "func f(k: Kind, n: Int) {\n"
        "    switch k {\n"
        "    case .a, .b(let x):\n"
        "        use()\n"
        "    case .c where n > 1:\n"
        "        use()\n"
        "    default:\n"
        "        break\n"
        "    }\n"
        "    switch n {\n"
        "    case 0: use()\n"
        "    case 1...: use()\n"
        "    }\n"
        "}\n"
        "enum E {\n"
        "    case one\n"
        "}\n"
    )
    # Every pattern of the case gets the `where` (one after the last pattern holds for it alone);
    # a case with a `where` of its own, a switch without `default` and an enum case are no sites.
    assert sites(text, "case to default") == [
        (3, ".a, .b(let x)", ".a where !__mut({ID}), .b(let x) where !__mut({ID})"),
    ]


# --- templates: a section removed ----------------------------------------------------------------

def test_a_template_section_is_removed_with_its_standalone_lines():
    text = "struct S {\n{{#fields}}\n    var {{name}}: Int\n{{/fields}}\n}\n"
    removed = [(s.line, s.original, s.schema) for s in find_template_sites("Templates/T.mustache", text)
               if s.operator == "section removed"]
    assert removed == [(2, "{{#fields}}\n    var {{name}}: Int\n{{/fields}}\n", "")]
    # Inline: the tags alone, the line's other text kept; an inverted section is not removed.
    text = "let a = [{{#items}}{{value}}{{^last}}, {{/last}}{{/items}}]\n"
    removed = [(s.line, s.original, s.schema) for s in find_template_sites("Templates/T.mustache", text)
               if s.operator == "section removed"]
    assert removed == [(1, "{{#items}}{{value}}{{^last}}, {{/last}}{{/items}}", "")]


def test_every_new_operator_is_named_in_the_list_the_results_keep_apart():
    assert set(NEW_OPERATORS) == {"operand dropped", "statement removed", "block emptied", "guard skipped",
                                  "where dropped", "case to default", "section removed"}


def test_the_results_list_the_new_operators_apart_each_group_with_its_total():
    import run
    results = [dict(file="Sources/FormcCore/A.swift", operator=operator, verdict=verdict) for operator, verdict in (
        ("relational", "killed"), ("relational", "survived"), ("operand dropped", "killed"),
        ("statement removed", "timeout"), ("statement removed", "not covered"), ("block emptied", "equivalent"))]
    assert run.operator_table(results) == [
        "| operator | mutants | killed | survived | not covered | equivalent | score |",
        "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
        "| relational | 2 | 1 | 1 | 0 | 0 | 50% |",
        "| **earlier operators** | 2 | 1 | 1 | 0 | 0 | 50% |",
        "| operand dropped | 1 | 1 | 0 | 0 | 0 | 100% |",
        "| statement removed | 2 | 1 | 0 | 1 | 0 | 50% |",
        "| block emptied | 1 | 0 | 0 | 0 | 1 | – |",
        "| **new operators (issue 46)** | 4 | 2 | 0 | 1 | 1 | 67% |",
    ]
