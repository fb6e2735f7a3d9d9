"""Mutation sites in Mustache templates (Templates/*.mustache): sections inverted
(`{{#x}}` <-> `{{^x}}`, the Mustache spec's section and inverted section), sections removed
(`{{#x}}…{{/x}}`, tags and all: issue 46's dropped block, in a template), and, in the
Swift the templates generate, the operators that need no wrapping because the change is
made to the template text itself: relational and logical operators swapped, `true` <->
`false`, a prefix `!` dropped, an integer constant changed.

The Mustache tags are blanked (same length) before the Swift is tokenized, so offsets stay
those of the file and no site lies inside a tag or a generated string literal.
"""
import re

from sites import LOGICAL, RELATIONAL, Scanner, Site

TAG = re.compile(r"\{\{\{?[^}]*\}?\}\}")
SECTION = re.compile(r"\{\{([#^])([^}]+)\}\}")


def find_template_sites(path, text):
    found = []
    for match in SECTION.finditer(text):
        other = "^" if match.group(1) == "#" else "#"
        found.append(_site(path, text, match.start(), match.end(), match.group(0),
                           "{{" + other + match.group(2) + "}}", "section inverted"))
    found.extend(removed_sections(path, text))
    masked = TAG.sub(lambda m: re.sub(r"[^\n]", " ", m.group(0)), text)
    scanner = Scanner(path, masked)
    for index, token in enumerate(scanner.tokens):
        if index in scanner.skip:
            continue
        if token.kind == "op" and scanner.role(index) == "binary" and token.space_before:
            for table, operator in ((RELATIONAL, "relational"), (LOGICAL, "logical")):
                if token.text in table:
                    found.append(_site(path, text, token.start, token.end, token.text, table[token.text], operator))
        elif token.kind == "op" and token.text == "!" and scanner.role(index) == "prefix":
            found.append(_site(path, text, token.start, token.end, "!", "", "negation dropped"))
        elif token.kind == "keyword" and token.text in ("true", "false"):
            found.append(_site(path, text, token.start, token.end, token.text,
                               "false" if token.text == "true" else "true", "boolean"))
        elif token.kind == "number" and token.text.isdigit():
            previous = scanner.tok(index - 1)
            if previous is not None and previous.text == ".":
                continue
            value = int(token.text)
            found.append(_site(path, text, token.start, token.end, token.text,
                               str({0: 1, 1: 0}.get(value, value + 1)), "constant"))
    return found


def removed_sections(path, text):
    """Each `{{#x}}…{{/x}}` removed, tags and all (never rendered, whatever `x` holds). When both
    tags stand alone on their lines, the lines go with them, as Mustache drops a standalone
    tag's line: the output is then what a false `x` renders, not that plus a blank line."""
    found = []
    for match in SECTION.finditer(text):
        if match.group(1) != "#":
            continue
        name = match.group(2).strip()
        depth, position, closing = 1, match.end(), None
        for tag in re.finditer(r"\{\{([#^/])\s*" + re.escape(name) + r"\s*\}\}", text[match.end():]):
            depth += -1 if tag.group(1) == "/" else 1
            if depth == 0:
                closing = (match.end() + tag.start(), match.end() + tag.end())
                break
        if closing is None:
            continue
        start, end = match.start(), closing[1]
        if _standalone(text, start, match.end()) and _standalone(text, closing[0], end):
            start = text.rfind("\n", 0, start) + 1
            end = text.find("\n", end) + 1 or len(text)
        site = _site(path, text, start, end, text[start:end], "", "section removed")
        site.extra["shown"] = f"{match.group(0)}…{{{{/{name}}}}}  ->  (nothing)"
        found.append(site)
    return found


def _standalone(text, start, end):
    """Whether the tag at start..end is alone on its line (blanks around it)."""
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    return not text[line_start:start].strip() and not text[end:len(text) if line_end < 0 else line_end].strip()


def _site(path, text, start, end, original, replacement, operator):
    line = text.count("\n", 0, start) + 1
    # The run-time schema works on UTF-8 bytes of the embedded template.
    byte_offset = len(text[:start].encode("utf-8"))
    return Site(path, line, operator, start, end, original, replacement, replacement,
                extra={"byte_offset": byte_offset, "template": path.split("/")[-1][:-len(".mustache")]})
