"""A Swift tokenizer good enough to find mutation sites: it knows comments (nested block
comments included), string literals (raw `#"…"#`, multi-line `\"\"\"`, interpolations
`\\(…)` with their own nesting), numbers, identifiers, keywords, operators and punctuation,
and which tokens have whitespace before and after them (Swift's rule for telling a binary
operator from a prefix or postfix one: The Swift Programming Language, "Lexical Structure",
"Operators"). It does not parse: the site finder works on the token list.

Each token: kind ('ident', 'keyword', 'number', 'string', 'op', 'punct', 'newline'), text,
start and end offsets into the text (0-based, in characters), and the 1-based line.
"""
from dataclasses import dataclass

KEYWORDS = {
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
    "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
    "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
    "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
    "throw", "switch", "where", "while", "as", "Any", "false", "is", "nil", "self", "Self", "super",
    "throws", "true", "try", "await", "async", "nonisolated", "some", "any", "consume", "borrowing",
    "consuming", "mutating", "nonmutating", "lazy", "weak", "unowned", "override", "final", "required",
    "convenience", "indirect", "isolated", "sending", "get", "set", "willSet", "didSet",
}
OPERATOR_CHARACTERS = set("/=-+!*%<>&|^~?.")
PUNCTUATION = set("()[]{},:;@#`\\")


@dataclass
class Token:
    kind: str
    text: str
    start: int
    end: int
    line: int
    space_before: bool = False
    space_after: bool = False


def tokenize(text):
    tokens = []
    index, line, length = 0, 1, len(text)

    def add(kind, start, end, start_line):
        tokens.append(Token(kind, text[start:end], start, end, start_line))

    while index < length:
        character = text[index]
        if character == "\n":
            add("newline", index, index + 1, line)
            line += 1
            index += 1
        elif character in " \t\r":
            index += 1
        elif text.startswith("//", index):
            end = text.find("\n", index)
            index = length if end < 0 else end
        elif text.startswith("/*", index):
            end = _block_comment_end(text, index)
            line += text.count("\n", index, end)
            index = end
        elif character == '"' or (character == "#" and _raw_string_start(text, index)):
            end = _string_end(text, index)
            add("string", index, end, line)
            line += text.count("\n", index, end)
            index = end
        elif character.isdigit():
            end = index + 1
            while end < length and (text[end].isalnum() or text[end] in "_" or
                                    (text[end] == "." and end + 1 < length and text[end + 1].isdigit())):
                end += 1
            add("number", index, end, line)
            index = end
        elif character.isalpha() or character in "_$":
            end = index + 1
            while end < length and (text[end].isalnum() or text[end] in "_$"):
                end += 1
            word = text[index:end]
            add("keyword" if word in KEYWORDS else "ident", index, end, line)
            index = end
        elif character == "`":
            end = text.find("`", index + 1)
            end = length if end < 0 else end + 1
            add("ident", index, end, line)
            index = end
        elif character in OPERATOR_CHARACTERS:
            end = index + 1
            # An operator that starts with a dot may hold more dots (`..<`, `...`); any other
            # never holds one (The Swift Programming Language, "Operators").
            dotted = character == "."
            while end < length and text[end] in OPERATOR_CHARACTERS and (dotted or text[end] != ".") \
                    and not text.startswith("//", end) and not text.startswith("/*", end):
                end += 1
            if dotted and end - index == 1:
                add("punct", index, end, line)  # member access
            else:
                add("op", index, end, line)
            index = end
        else:
            add("punct", index, index + 1, line)
            index += 1
    _mark_spacing(tokens, text)
    return tokens


def _mark_spacing(tokens, text):
    for token in tokens:
        before = text[token.start - 1] if token.start > 0 else " "
        after = text[token.end] if token.end < len(text) else " "
        token.space_before = before in " \t\r\n"
        token.space_after = after in " \t\r\n"


def _block_comment_end(text, index):
    depth, position = 0, index
    while position < len(text):
        if text.startswith("/*", position):
            depth += 1
            position += 2
        elif text.startswith("*/", position):
            depth -= 1
            position += 2
            if depth == 0:
                return position
        else:
            position += 1
    return len(text)


def _raw_string_start(text, index):
    position = index
    while position < len(text) and text[position] == "#":
        position += 1
    return position < len(text) and text[position] == '"'


def _string_end(text, index):
    """The offset after the string literal starting at `index`, interpolations included."""
    hashes = 0
    while text[index + hashes] == "#":
        hashes += 1
    position = index + hashes
    multiline = text.startswith('"""', position)
    quote = '"""' if multiline else '"'
    position += len(quote)
    closing = quote + "#" * hashes
    escape = "\\" + "#" * hashes
    while position < len(text):
        if text.startswith(escape + "(", position):
            position = _interpolation_end(text, position + len(escape) + 1)
        elif text.startswith(escape, position):
            position += len(escape) + 1
        elif text.startswith(closing, position):
            return position + len(closing)
        elif text[position] == "\n" and not multiline:
            return position
        else:
            position += 1
    return len(text)


def _interpolation_end(text, position):
    depth = 1
    while position < len(text) and depth:
        character = text[position]
        if character == '"' or (character == "#" and _raw_string_start(text, position)):
            position = _string_end(text, position)
            continue
        if character == "(":
            depth += 1
        elif character == ")":
            depth -= 1
        position += 1
    return position
