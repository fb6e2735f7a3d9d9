import FormcDiagnostics

/// Descriptions of the codes that the YAML front end, the decoder and the data loaders
/// report (they find them while reading, before any rule runs).
enum FrontEndDescriptions {
    private static let picker = "fields:\n  - {id: p, kind: picker, source: s}\n"

    static let all: [RuleDescription] = [
        RuleDescription(
            .yamlSyntax,
            explanation: """
                The spec is not well-formed YAML; libyaml's message and, where it gives one, the \
                construct it was reading are shown. Common causes: an unclosed `[` or `{`, a \
                missing space after `:`, inconsistent indentation. Two causes get formc's own \
                message: a key whose `:` comes more than 1024 characters after its start (YAML \
                limits a key written without `? ` to 1024 characters on one line; write a longer \
                one as `? key` with `: value` on the next line), and a `%YAML` version other than \
                1.1 or 1.2, the two libyaml reads.
                """,
            triggering: [
                "form: F\nfields: [a, b\n↓",
                "%YAML ↓2.0\n---\nform: F\nfields: [{id: a}]\n"
            ],
            nonTriggering: ["form: F\nfields: [{id: a}, {id: b}]\n", "%YAML 1.2\n---\nform: F\nfields: [{id: a}]\n"]),
        RuleDescription(
            .invalidEncoding,
            explanation: """
                A spec is UTF-8 text (or UTF-16 with a byte-order mark). A byte sequence that is \
                not valid UTF-8 usually means the file was saved in a legacy encoding (GBK, Latin-1): \
                save it as UTF-8. libyaml gives the byte offset; formc turns it into line and column.
                """),
        RuleDescription(
            .tabIndentation,
            explanation: """
                YAML indents with spaces only; a tab where indentation is expected is an error \
                (YAML 1.2, section 6.1). Configure the editor to insert spaces in YAML files.
                """,
            triggering: ["form: F\nfields:\n↓\t- id: a\n"], nonTriggering: ["form: F\nfields:\n  - id: a\n"]),
        RuleDescription(
            .duplicateKey,
            explanation: """
                A mapping holds each key once (YAML 1.2, section 3.2.1.1). libyaml passes a repeated \
                key through and most loaders keep the last value silently; formc reports the second \
                occurrence with a note at the first, so nothing is lost without a word. Objects in \
                JSON data files and String Catalogs are checked the same way, keys compared once \
                unescaped; past 10,000 repeats in one file, one more diagnostic counts the rest.
                """,
            triggering: ["form: F\nfields:\n  - id: a\n    ↓id: b\n"],
            nonTriggering: ["form: F\nfields:\n  - id: a\n  - id: b\n"]),
        RuleDescription(
            .multipleDocuments,
            explanation: """
                A spec file describes one form, in one YAML document. A second document (after \
                `---`) is most often two specs pasted together: put each in its own file.
                """,
            triggering: ["form: F\nfields: [{id: a}]\n↓---\nform: G\n"],
            nonTriggering: ["---\nform: F\nfields: [{id: a}]\n"]),
        RuleDescription(
            .aliasError,
            explanation: """
                Anchors and aliases (`&name`, `*name`) and merge keys (`<<: *name`) reuse parts of a \
                spec. An alias must name an anchor defined before it; and because aliases can nest, \
                formc bounds what they expand to (100,000 nodes in all), so a "billion laughs" \
                document is an error instead of a hang.
                """,
            triggering: ["form: F\nfields: ↓*fields\n"],
            nonTriggering: ["form: F\nfields:\n  - &base {id: a, required: true}\n  - <<: *base\n    id: b\n"]),
        RuleDescription(
            .limitExceeded,
            explanation: """
                libyaml has no limits of its own; formc rejects nesting deeper than 200 levels, \
                scalars longer than 1 MiB and inputs over 256 MiB, which no form needs and which \
                would otherwise let a hostile file exhaust memory or the stack.
                """),
        RuleDescription(
            .unknownKey,
            explanation: """
                Every mapping in a spec has a fixed set of keys (docs/spec-language.md). An unknown \
                key is usually a typo, and a typo would otherwise silently leave a setting at its \
                default; the message suggests the closest known key.
                """,
            triggering: ["form: F\nfields:\n  - id: a\n    ↓lable: A\n"],
            nonTriggering: ["form: F\nfields:\n  - id: a\n    label: A\n"]),
        RuleDescription(
            .wrongType,
            explanation: """
                The value has the wrong shape for its key: a list where a mapping is expected, a \
                word where a boolean or number is. Scalars are typed by where they stand: a string \
                key takes any scalar (so `no` stays the text "no"), a boolean key takes \
                true/false (or yes/no, on/off), a number key a plain numeral.
                """,
            triggering: ["form: F\nfields:\n  - id: a\n    required: ↓maybe\n"],
            nonTriggering: ["form: F\nfields:\n  - id: a\n    required: true\n"]),
        RuleDescription(
            .missingKey,
            explanation: """
                A required key is missing: a spec needs `form` and `fields` (or `sections`), a field \
                needs `id`, a source needs `options` or `file`.
                """,
            triggering: ["form: F\nfields:\n  - ↓kind: text\n"],
            nonTriggering: ["form: F\nfields:\n  - id: a\n    kind: text\n"]),
        RuleDescription(
            .invalidValue,
            explanation: """
                The value is not one of those its key allows (a field kind, a return key type, a \
                toolbar title, a `UITextContentType` name…); the message lists them and suggests the \
                closest. A source's `delimiter` is one character (not a quote or a line break) and \
                only for CSV files.
                """,
            triggering: [
                "form: F\nfields:\n  - id: a\n    kind: ↓textt\n",
                "form: F\nsources:\n  s:\n    options: [S, M]\n    delimiter: ↓';'\n" + picker
            ],
            nonTriggering: [
                "form: F\nfields:\n  - id: a\n    kind: text\n",
                "form: F\nsources:\n  s:\n    file: sizes.csv\n    delimiter: ';'\n" + picker
            ]),
        RuleDescription(
            .acknowledgementWithoutEffect,
            explanation: """
                A comment line `# formc:disable:next FC210` acknowledges a warning or a note that \
                is meant (a region with no cities) on the next line that is neither blank nor a \
                comment, so it is not printed on every compile, run and build; a reason may follow \
                ` -- `. An acknowledgement that silences nothing is reported: its code is not \
                reported on that line (the problem is gone, or the comment moved), it is an \
                error's (an error is fixed, never silenced: the spec would not compile), or it is \
                no formc code. Remove the code from the comment, or the comment.
                """,
            triggering: [
                "form: F\nfields:\n  # formc:disable:next ↓FC801\n  - {id: a, label: A}\n",
                "form: F\nfields:\n  # formc:disable:next ↓FC101\n  - {id: a}\n"
            ],
            nonTriggering: [
                "form: F\nfields:\n  # formc:disable:next FC801 -- the search box needs no label\n"
                    + "  - {id: a, placeholder: Search}\n"
            ]),
        RuleDescription(
            .emptySpec,
            explanation: """
                There is no form to compile: the file holds no YAML document (only comments, or \
                nothing), or the spec declares no fields at all (`fields: []`, or sections without \
                fields). A form needs at least one field.
                """,
            triggering: ["↓# nothing yet\n"], nonTriggering: ["form: F\nfields: [{id: a}]\n"]),
        RuleDescription(
            .invalidCondition,
            explanation: """
                `visibleWhen:` and `enabledWhen:` take a condition over other fields' values: a \
                field id alone (a toggle that is on), `id == 'text'`, `id != 3`, `id in ['a', 'b']`, \
                `id isEmpty`, `id isSet`, joined with `and`, `or`, `not` and parentheses \
                (docs/spec-language.md §4.3). The text is not one: the message says what was \
                expected and the column points at the character where it went wrong. Texts are \
                quoted (`plan == 'pro'`, not `plan == pro`); write `and`, `or`, `not` and `==`, not \
                `&&`, `||`, `!` and `=`. `not` and parentheses nest at most 32 deep.
                """,
            triggering: [
                "form: F\nfields:\n  - {id: a, kind: toggle}\n  - {id: b, visibleWhen: a ↓&& b}\n",
                "form: F\nfields:\n  - {id: a}\n  - {id: b, enabledWhen: \"a in [↓pro]\"}\n",
                "form: F\nsections:\n  - visibleWhen: ↓(a isSet\n    fields: [{id: a}]\n"
            ],
            nonTriggering: [
                "form: F\nfields:\n  - {id: a, kind: toggle}\n  - {id: b}\n  - {id: c, visibleWhen: a and not (b isSet)}\n",
                "form: F\nfields:\n  - {id: a}\n  - {id: b, enabledWhen: \"a in ['pro', 'team']\"}\n"
            ]),
        RuleDescription(
            .sourceFileUnreadable,
            explanation: """
                A source's `file:` is read relative to the spec's folder. The file does not exist \
                there, or cannot be read: it is not a regular file, it is over 64 MiB, or it is \
                more than is left of the 64 MiB that all of one spec's data files may hold \
                together (a file named by several sources counts each time).
                """,
            triggering: ["form: F\nsources:\n  s:\n    file: ↓missing.plist\n" + picker],
            nonTriggering: ["form: F\nsources:\n  s:\n    file: sizes.csv\n" + picker]),
        RuleDescription(
            .sourceFileOutsideRoot,
            explanation: """
                Specs are often untrusted (CI lints pull requests from strangers), so a spec may \
                read data files only inside its project root: by default the spec's own folder, \
                or the folder given with `--root`. A `file:` path must be relative, and after \
                `..` and symbolic links are resolved it must still lie inside the root. Nothing \
                of a refused file is read or shown. Move the data beside the spec, or widen the \
                root with `--root` (for example to the repository's top folder).
                """,
            triggering: [
                "form: F\nsources:\n  s:\n    file: ↓../../secret.csv\n" + picker,
                "form: F\nsources:\n  s:\n    file: ↓/etc/passwd\n    format: csv\n" + picker
            ],
            nonTriggering: ["form: F\nsources:\n  s:\n    file: sizes.csv\n" + picker]),
        RuleDescription(
            .sourceFileMalformed,
            explanation: """
                A data file must be of its format, named by `format:` or guessed from the file's \
                extension (.plist, .json, .yaml/.yml, .csv): the format's parser rejected it, the \
                format cannot be told, the options are not a list, or it expands to more values \
                than one file (1,000,000) or all of one spec's data files together (the same \
                million) may hold. Nothing of the file's text is quoted in the message.
                """,
            triggering: ["form: F\nsources:\n  s:\n    file: ↓sizes.txt\n" + picker],
            nonTriggering: ["form: F\nsources:\n  s:\n    file: sizes.txt\n    format: csv\n" + picker]),
        RuleDescription(
            .emptyOptions,
            explanation: """
                A picker with no rows cannot be used: the source's options list is empty.
                """,
            triggering: ["form: F\nsources:\n  s:\n    options: ↓[]\n" + picker],
            nonTriggering: ["form: F\nsources:\n  s:\n    options: [S, M, L]\n" + picker]),
        RuleDescription(
            .duplicateOptionValue,
            explanation: """
                Two rows of one picker column have the same value, so the selection cannot be told \
                apart in the answers (and a default would pick the first).
                """,
            triggering: ["form: F\nsources:\n  s:\n    options: [S, M, ↓S]\n" + picker],
            nonTriggering: ["form: F\nsources:\n  s:\n    options: [S, M, L]\n" + picker]),
        RuleDescription(
            .duplicateOptionLabel,
            explanation: """
                Two rows of one picker column (of one parent's children, in a cascading source) \
                show the same label but stand for different values: a person choosing from the \
                picker, a menu or the terminal form's filter cannot tell which is which. Make the \
                labels differ (add what tells them apart), or merge the rows.
                """,
            triggering: [
                "form: F\nsources:\n  s:\n    options:\n      - {label: Springfield, value: IL}\n"
                    + "      - ↓{label: Springfield, value: MA}\n" + picker
            ],
            nonTriggering: [
                "form: F\nsources:\n  s:\n    options:\n      - {label: Springfield IL, value: IL}\n"
                    + "      - {label: Springfield MA, value: MA}\n" + picker
            ]),
        RuleDescription(
            .recordMissingKey,
            explanation: """
                A record in the source's data lacks the key the source names for the label \
                (`label:`, default `label`), the value (`value:`) or the icon (`icon:`). Check the \
                key names against the data file. A CSV file whose header reads as one column is \
                reported once, at the header, with the separator the header seems to hold: set it \
                with `delimiter:` (`;` and tabs are found without it).
                """,
            triggering: ["form: F\nsources:\n  s:\n    label: name\n    options:\n      - ↓{title: A}\n" + picker],
            nonTriggering: ["form: F\nsources:\n  s:\n    label: name\n    options:\n      - {name: A}\n" + picker]),
        RuleDescription(
            .levelsMismatch,
            explanation: """
                A cascading source's `levels:` names one picker column per level; its data must be \
                exactly that deep: each record of a level but the last has a `children` list (or the \
                source's `children:` key), and the last level's items have none. A CSV file needs a \
                column per level; when its header reads as one column, the message names the \
                separator the header seems to hold, for the source's `delimiter:`.
                """,
            triggering: [
                "form: F\nsources:\n  s:\n    levels: [a, b]\n    options:\n      - {label: A, children: [x]}\n      - ↓B\n"
                    + picker
            ],
            nonTriggering: [
                "form: F\nsources:\n  s:\n    levels: [a, b]\n    options:\n      - {label: A, children: [x]}\n"
                    + picker
            ]),
        RuleDescription(
            .sameTypeNames,
            explanation: """
                `formc build` (or `formc lint` without a PATH, which lints formc.yml's specs) found two specs whose Swift outputs \
                declare the same types (two \
                specs with `form: Signup`; or `sign-up` and `SignUp`, which both give \
                `SignUpField`, `SignUpFormView`…). In one app target that is "invalid redeclaration"; formc \
                cannot see targets, so it warns at the second spec's `form:` (or `swiftPrefix:`) \
                with a note at the first. Give one a `swiftPrefix:` (or formc.yml's \
                `swiftPrefix:` the others), or rename its form; when the two outputs go to \
                different targets, turn the warning off in formc.yml's `lint: severity:`.
                """),
        RuleDescription(
            .emptyChildList,
            explanation: """
                In a cascading picker, choosing a parent row fills the next column with its \
                children. A parent with none leaves that column empty: there is nothing to pick, \
                and hand-written code that reads the selected child then indexes out of range \
                (formc's generated code and terminal form show the empty column safely). Give it \
                children, or remove it.
                """,
            triggering: [
                "form: F\nsources:\n  s:\n    levels: [a, b]\n    options:\n      - {label: A, children: [x]}\n      - ↓{label: B, children: []}\n"
                    + picker
            ],
            nonTriggering: [
                "form: F\nsources:\n  s:\n    levels: [a, b]\n    options:\n      - {label: A, children: [x]}\n"
                    + picker
            ])
    ]
}
