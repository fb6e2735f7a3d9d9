/// The text of `formc --help` and `formc help COMMAND`.
enum HelpText {
    static let overview = """
        OVERVIEW: formc compiles declarative form specs (YAML) into focus-chain code and data.

        A spec describes a form once: its fields and their input kinds, the focus order, what
        the return key does, the Previous/Next/Done keyboard toolbar, and picker data sources.
        formc reads it with libyaml, checks it, and emits the resolved form.

        USAGE: formc <command> [options]

        COMMANDS:
          compile SPEC [--emit json|swift|strings] [-o PATH] [--templates DIR] [--runtime source|module]
                  [--root DIR] [--config FILE]
                            Compile one spec: the resolved form as JSON, or Swift focus-chain
                            code for UIKit and SwiftUI.
          lint [PATH...] [--format text|json|github|sarif] [--strict] [--quiet]
               [--max-diagnostics N] [--root DIR] [--config FILE] [--fix [--dry-run]]
                            Check specs (directories are searched for *.form.yaml) for CI;
                            without PATH, the specs of formc.yml.
          run SPEC [--output FILE] [--accessible] [--locale LANGUAGE] [--root DIR]
                            Fill the form in the terminal; print the answers as JSON.
          check-answers SPEC ANSWERS [--locale LANGUAGE] [--root DIR]
                            Check answers (JSON) with the spec's rules, as a submit does; print
                            the verdict as JSON (for a server).
          diff OLD NEW [--format text|json] [--strict] [--root DIR]
                            What changing spec OLD into NEW does to answers and drafts saved
                            under OLD: breaking, tightened or compatible, field by field.
          build [--config FILE]
                            Compile every spec a formc.yml names into its output, rewriting only
                            outputs that change (docs/config.md). 'formc' alone runs it when the
                            folder has a formc.yml.
          init [DIR]        Start a project in DIR (default: here): formc.yml, a first spec,
                            the schema and VS Code's settings for it; in a package (DIR holds
                            a Package.swift), the Swift file a target of specs needs. Never
                            overwrites a file.
          explain [CODE]    Explain a diagnostic code with examples, or list all codes.
          explain KEY       A spec key's type, allowed values, default and meaning: the path a
                            spec writes (fields.kind, sources.file, toolbar.done), the scope and
                            key (field.kind, source.file), or a bare key (kind, title).
          schema [-o PATH]  Print the JSON Schema of the spec language (for editors), or
                            write it into your repository.
          lsp               Run the language server (LSP over standard input and output)
                            for editors: diagnostics as you type, an outline (docs/editors.md).
          help [COMMAND]    Show this help, or a command's.

        OPTIONS:
          -h, --help        Show help.
          --version         Show the version.

        EXIT STATUS: 0 success, 1 error diagnostics (and warnings under lint --strict),
        2 usage or I/O failure; diff and check-answers exit 1 for what they find and 3 when
        a spec itself cannot be read or has errors. Diagnostics read file:line:column: severity: message [CODE];
        columns count Unicode code points. Colour only on a terminal, and never when NO_COLOR
        is set to a non-empty value or TERM is dumb.

        See README.md and docs/spec-language.md for the spec language; offline, formc explain KEY
        (kind, fields.kind) and formc explain CODE say what a key or a diagnostic means.
        """

    static let compile = """
        USAGE: formc compile SPEC [--emit json|swift|strings] [-o PATH] [--templates DIR] [--runtime source|module]
                             [--root DIR] [--config FILE]

        Reads SPEC (a .form.yaml file, or - for standard input), checks it, and writes the
        resolved form. Nothing is written when the spec has errors (exit 1); warnings are
        printed and compilation goes on.

        ARGUMENTS:
          SPEC              The spec file; data files it names are read relative to its folder.

        OPTIONS:
          --emit json       What to emit (default json): the resolved IR as JSON with a
                            formatVersion, keys sorted, two-space indent, byte-identical across
                            runs. The shape is documented in docs/json-format.md.
          --emit swift      One Swift file that declares the form over FormcKit: the <Form>Field
                            enum with the spec's table (focus chain, return keys, toolbar
                            states, texts, picker data), <Form>Values, a UIKit controller and
                            SwiftUI modifiers (docs/swift-output.md).
          --emit strings    The form's String Catalog (<Form>.xcstrings): one key per text the
                            form shows, for translators. With -o, a catalog already at PATH is
                            updated: translations are kept, those whose source text changed are
                            marked needs_review, texts the spec lost are marked stale
                            (docs/localization.md).
          -o, --output PATH Write to PATH instead of standard output. A regular file is written
                            to a temporary file beside it and renamed into place, so PATH is
                            either the old file or the complete new one, and keeps its
                            permissions; a symbolic link's target is what gets replaced; a
                            device or FIFO (/dev/null, a named pipe) is written through. With
                            --emit swift or strings, PATH may be a directory (<Form>Form.swift or
                            <Form>.xcstrings is written in it; one ending in / is made when
                            missing), and the file is rewritten only when its bytes change.
          --runtime source  With --emit swift and -o: also write FormcKit.swift, the runtime the
                            generated file needs, in the output's folder (the default).
          --runtime module  Do not: the target depends on the FormcKit product of the formc
                            package instead (what the build plugin does).
          --templates DIR   Use DIR/NAME.mustache instead of formc's template NAME (Form.swift,
                            Core, Sources, Values, Conditions, Dates, Keyboard, UIKit,
                            SwiftUI).
          --root DIR        The project root: data files must lie inside it once their
                            symbolic links are resolved (default: the spec's folder). Specs are
                            treated as untrusted; see docs/lint.md, "Running on untrusted specs".
          --config FILE     Use FILE's templates (with --emit swift, unless --templates is given)
                            and its lint severities (a warning made error fails the compile; a
                            code turned off is not printed); its swiftPrefix, runtime and
                            runtimeOutput (FormcKit.swift written once, into that folder) with
                            --emit swift. The root stays the spec's folder.
                            The build plugin passes the formc.yml nearest the spec.
          -h, --help        Show this help.
        """

    static let lint = """
        USAGE: formc lint [PATH...] [--format text|json|github|sarif] [--strict] [--quiet] [--root DIR]
                          [--max-diagnostics N] [--config FILE] [--fix [--dry-run]]

        Checks every spec named, and every *.form.yaml / *.form.yml under each directory named,
        and reports all their diagnostics in one run, on standard output. Without PATH, checks
        the specs of the config (formc.yml in the working directory, or --config FILE) with its
        lint settings (docs/config.md).

        OPTIONS:
          --format text     clang-style diagnostics with the source line and a caret, then a
                            summary line (default). Colour only on a terminal, never with a
                            non-empty NO_COLOR or TERM=dumb.
          --format json     one JSON array, an object per diagnostic (docs/lint.md).
          --format github   GitHub Actions workflow commands (::error file=...,line=...::message).
          --format sarif    one SARIF 2.1.0 log, columnKind unicodeCodePoints.
          --strict          Warnings fail the run too.
          -q, --quiet       Show only what fails the run (errors; warnings with --strict), no summary.
          --root DIR        The project root: data files must lie inside it once their
                            symbolic links are resolved (default: the spec's folder). Specs are
                            treated as untrusted; see docs/lint.md, "Running on untrusted specs".
          --max-diagnostics N
                            Show at most N diagnostics per spec (default 200; 0 shows all).
          --config FILE     Use FILE's lint settings (strict, severity), and without PATH its
                            specs. Command-line options win over the config.
          --fix             Apply every fix-it (the "did you mean"s included) to the specs, lint
                            again until none is left, write each changed spec atomically, then
                            report what remains.
          --dry-run         With --fix: write nothing; print a unified diff of the changes
                            instead of the report (exit 1 when there is one, 0 when not).
          -h, --help        Show this help.

        EXIT STATUS: 0 clean (warnings allowed unless --strict), 1 diagnostics that fail the run,
        2 usage or I/O failure (a path that does not exist, a directory without specs, a spec
        or folder that cannot be read).
        """

    static let checkAnswers = """
        USAGE: formc check-answers SPEC ANSWERS [--locale LANGUAGE] [--root DIR]

        Checks answers a server received (a JSON object, as `formc run` prints them and the
        generated answers() gives them; ANSWERS - reads standard input) with the spec's own
        rules: the fields a submit checks, their required and validation, then the spec's
        rules:, conditions applied. Prints the verdict as one JSON object:
        {"errors":[{"field":"email","message":"required"}],"valid":false}, the failing fields
        in the order a person visits them, then keys that name no field. A missing key or null
        is the field's empty value; a key of a field the answers hide or disable is ignored; a
        read-only field is its default.

        OPTIONS:
          --locale LANGUAGE The messages in LANGUAGE, the spec's sourceLanguage or one of its
                            locales:, from its String Catalog (default: the spec's own).
          --root DIR        The project root: data files must lie inside it (default: the
                            spec's folder).
          -h, --help        Show this help.

        EXIT STATUS: 0 the answers pass, 1 they do not, 2 usage error or ANSWERS unreadable or
        not a JSON object (a key written twice, more than 1,000,000 values, over 16 MiB),
        3 the spec cannot be read or has errors (said on standard error).
        """

    static let diff = """
        USAGE: formc diff OLD NEW [--format text|json] [--strict] [--root DIR]

        Compares two versions of a spec by what they do to answers and drafts saved under
        OLD, field by field (by id), and prints one line per change, worst first:
          breaking    a saved value is lost or no longer decodes: a field removed or renamed,
                      a kind whose answer has another JSON shape, a date format or a cascading
                      picker's levels changed, a picker option removed;
          tightened   saved values decode but may no longer submit: a new required field, a
                      field now required, a validation rule or a date bound that admits less;
          compatible  a new optional field.
        One of OLD and NEW may be - (standard input), e.g.
          git show main:Signup.form.yaml | formc diff - Signup.form.yaml

        OPTIONS:
          --format FORMAT   text (default): file:line:column: impact: message, then the counts;
                            json: {"changes":[{"column","field","file","impact","line",
                            "message"}],"worst":"breaking"|"tightened"|"compatible"|null}.
          --strict          Fail (exit 1) on tightened changes too.
          --root DIR        The project root: data files must lie inside it (default: each
                            spec's folder).
          -h, --help        Show this help.

        EXIT STATUS: 0 nothing breaks, 1 a breaking change (or a tightened one with --strict),
        2 usage error, 3 a spec cannot be read or has errors (said on standard error).
        """

    static let run = """
        USAGE: formc run SPEC [--output FILE] [--accessible] [--locale LANGUAGE] [--root DIR]

        Shows the form full-screen on the terminal (/dev/tty) and prints the answers as one JSON
        object on standard output (or writes FILE atomically), so `formc run x.form.yaml >
        answers.json` works. Nothing is printed when the form is cancelled.

        KEYS: Tab, Ctrl-N, Down: next field (Down moves in a picker and changes a date).
              Shift-Tab, Ctrl-P, Up: previous field. Enter: the field's return action (next
              field, or submit on the last; a line break in multiline fields). Ctrl-D: submit.
              Esc, Ctrl-C: cancel. Ctrl-Z: suspend (fg brings the form back). Ctrl-L: redraw.
              In a field: Left/Right, Home/End, Backspace/Delete, Ctrl-U, Ctrl-W, Ctrl-K, paste;
              Option/Alt/Ctrl+Left/Right a word; Option/Alt+Backspace deletes one.
              Pickers: type to filter, Up/Down to choose, Left/Right for the column of a
              cascading picker. Dates: type them, or Left/Right to pick a part and Up/Down to
              step it (from today). Toggles: Space, y, n. Segmented: Left/Right, Space.

        Without a terminal (standard input not a TTY), with TERM=dumb or with --accessible, the
        form is asked line by line: a prompt per field on standard error, one answer per line
        on standard input; pickers take a number, an exact label or an exact value; toggles
        y or n; an empty line keeps the default. A secure field's answer is not echoed. A wrong
        answer is asked again (3 times at most).

        ANSWERS: keys are field ids; text: string ("" when left empty); number pad: its digits
        as a string (leading zeros kept); decimal: number; date: string in the field's format;
        picker: the option's value; cascading picker: an object of level to value; toggle:
        true/false; an unanswered number, decimal, date or picker: null.

        OPTIONS:
          -o, --output FILE Write the answers to FILE (atomically) instead of standard output.
          --accessible      Ask line by line even on a terminal (for screen readers).
          --locale LANGUAGE Show the form's texts in LANGUAGE, one of the spec's locales:,
                            from its String Catalog beside the spec (default: LC_ALL,
                            LC_MESSAGES or LANG when it names one; else the spec's own).
                            The answers are the same in every language.
          --root DIR        The project root: data files must lie inside it (default: the
                            spec's folder).
          -h, --help        Show this help.

        EXIT STATUS: 0 submitted, 1 spec errors or no valid answer (line mode), 2 usage or I/O
        failure, 130 cancelled (Esc, Ctrl-C), 143 SIGTERM, 129 SIGHUP, 131 SIGQUIT.
        """

    static let build = """
        USAGE: formc build [--config FILE]

        Reads the config (formc.yml in the working directory, or FILE) and compiles every spec
        it names with its emitter into its output. An output is rewritten only when its bytes
        change, so a second run writes nothing and keeps every modification time; and it is
        rendered only when its inputs (spec, data files, templates, formc) changed since the
        last build, which .formc-build.json beside the config records. Prints
        "formc: N outputs, W written, U unchanged" (and ", F failed") on standard error.
        Paths in the config are relative to its folder, the project root: specs, their data
        files, outputs and templates must lie inside it. See docs/config.md for the keys.

        OPTIONS:
          --config FILE     The config to build (default: formc.yml in the working directory).
          -h, --help        Show this help.

        EXIT STATUS: 0 every output written or unchanged; 1 a spec has errors (it gets no
        output; the others are still built); 2 a config error (nothing is built), or a spec
        that cannot be read or an output that cannot be written (the others are still built).
        """

    static let initCommand = """
        USAGE: formc init [DIR]

        Starts a formc project in DIR (default: the working directory; created when missing):
          formc.yml                    the specs formc build compiles (Swift into Generated/)
                                       and formc lint checks; FormcPlugin reads its templates
                                       and lint.severity too
          Forms/Contact.form.yaml      a first spec; its first line points editors at the schema
          schema/formc.schema.json     the schema, as formc schema -o writes it
          .vscode/settings.json        the schema for every spec, for VS Code's YAML extension
        When DIR holds a Package.swift (folders above it are not searched), the spec goes in
        Sources/Forms/ with Sources/Forms/Forms.swift, the Swift source SwiftPM needs in a target
        of specs; formc.yml then builds the specs' JSON into .build/formc/ (the plugin makes
        the Swift), and the lines to add to Package.swift are printed: formc does not edit it.

        Each file is written atomically, and only where nothing is: a file already there is
        left as it is and reported ("kept PATH: it exists; ..."), so init can be run again.

        OPTIONS:
          -h, --help        Show this help.

        EXIT STATUS: 0 every file written or already there; 2 a usage error, DIR not a folder,
        or a file that could not be written (reported; the others are still written).
        """

    static let explain = """
        USAGE: formc explain [CODE | KEY]

        Prints what a diagnostic code means, why it matters, and examples that trigger it and
        that do not (↓ marks where it is reported). Without CODE, lists every code.

        A KEY prints the key's type, allowed values, default and meaning. Address it by the
        path a spec writes, list items and source names left out (fields.kind,
        fields.validation.min, sources.file, toolbar.done, form), by scope and key
        (field.kind, section.title, source.file, validation.min, layout.row), or by the bare
        key (kind; a bare key held by several scopes, such as title, prints each).
        """

    static let schema = """
        USAGE: formc schema [-o PATH]

        Prints the JSON Schema (draft-07) of the spec language: every key with its
        description, the allowed words, and no other keys. Its $id names the formc that
        wrote it (urn:formc:schema:VERSION), a name, not an address to download from.

        OPTIONS:
          -o, --output PATH Write the schema to PATH instead of standard output (- is
                            standard output), as compile writes: to a temporary file beside it,
                            renamed into place, and only when its bytes change. For your app's
                            repository: formc schema -o schema/formc.schema.json
          -h, --help        Show this help.

        Point an editor's YAML support at that file from each spec's first line, by its path
        from the spec's folder; a spec in Forms/ has
        # yaml-language-server: $schema=../schema/formc.schema.json
        """

    static let lsp = """
        USAGE: formc lsp [--stdio]

        Runs a Language Server Protocol (3.17) server on standard input and output, for an
        editor to start: it lints every open spec as it is edited, with the same checks,
        codes and project root as formc lint; it completes keys, values and names, shows
        a key's documentation, a code's explanation and a field's place in the focus chain
        on hover, goes to a field's or a source's definition and references, offers the
        fix-its as quick fixes, and gives the outline of its sections and fields. Set-up for VS Code, Neovim, Helix and Zed: docs/editors.md. --stdio (which
        some editors add) changes nothing: standard input and output are the only transport.

        EXIT STATUS: 0 after the editor's shutdown and exit, 1 when the input ends (or exit
        comes) without shutdown, 2 usage failure.
        """
}
