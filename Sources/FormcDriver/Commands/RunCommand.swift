import Foundation
import FormcCore
import FormcDiagnostics
import FormcIR
import FormcTerminal

/// `formc run SPEC [--output FILE] [--accessible] [--locale LANGUAGE]`: fills the form in the
/// terminal, or line by line when there is no terminal, and prints the answers as JSON. With
/// `--locale` (or `LC_ALL`, `LC_MESSAGES`, `LANG` naming one of the spec's `locales:`), the
/// texts are the catalog's for that language; the answers are the same in every language.
///
/// Exit status: 0 answered; 1 the spec has errors or line mode got no valid answer; 2 a
/// usage or output failure (standard output closed, the answers could not be written); 130
/// cancelled (Esc, Ctrl-C); 128 + n ended by signal n (129 SIGHUP, 131 SIGQUIT, 143 SIGTERM),
/// the terminal put back first.
enum RunCommand {
    enum Option: String, CommandOption {
        case root, output, accessible, locale, help

        var spellings: [String] {
            switch self {
            case .root: ["--root"]
            case .output: ["--output", "-o"]
            case .accessible: ["--accessible"]
            case .locale: ["--locale"]
            case .help: ["-h", "--help"]
            }
        }

        var takesValue: Bool { self == .root || self == .output || self == .locale }
    }

    static func run(_ arguments: [String], console: Console) throws(CommandExit) -> Int32 {
        let parsed = try CommandSupport.start(arguments, options: Option.self, help: HelpText.run, console: console)
        guard parsed.positionals.count == 1, let specPath = parsed.positionals.first else {
            throw .usage("run takes one SPEC", help: HelpText.run)
        }
        guard specPath != "-" else {
            throw .usage("run reads answers from standard input, so SPEC cannot be -")
        }
        let outputPath = parsed[.output].flatMap { $0 == "-" ? nil : $0 }
        // Found now, not after the whole form has been filled in (and before a file opened
        // meanwhile could take the free descriptor 1).
        if outputPath == nil, let problem = FileDescriptorOutput.unwritable(STDOUT_FILENO) {
            throw .usage("standard output \(problem), so the answers could not be printed; use --output FILE")
        }
        let compiled = try CommandSupport.compiled(specPath, root: parsed[.root], console: console)
        let form = try shown(
            compiled.form, catalog: compiled.catalog, asked: parsed[.locale],
            environment: ProcessInfo.processInfo.environment)
        if let outputPath, let problem = OutputFile.unwritable(outputPath) {
            throw .failure(problem)
        }

        let answers: [String: AnswerValue]
        let (filling, signals) = fill(form, accessible: parsed.has(.accessible), console: console)
        // Line mode's signal handling stays until formc ends: opening a FIFO given as
        // --output waits for a reader, and SIGTERM must still end it (143), not be lost.
        defer { withExtendedLifetime(signals) {} }
        switch filling {
        case .answered(let values): answers = values
        case .ended(let status): return status
        }
        let bytes = AnswerJSON.bytes(answers)
        if let outputPath {
            do {
                try OutputFile.write(bytes, to: outputPath)
            } catch {
                throw .failure(error)
            }
        } else {
            let failure = FileDescriptorOutput.writeAll(bytes, to: STDOUT_FILENO)
            guard failure == 0 else {
                tellPerson(
                    ErrorLine.format(
                        "cannot write the answers to standard output (\(String(cString: strerror(failure)))); "
                            + "they were not saved: run again with --output FILE"), console: console)
                return ExitStatus.usage
            }
        }
        return ExitStatus.success
    }

    /// The form in the language asked for: `--locale`'s, which must be the spec's
    /// `sourceLanguage` or one of its `locales:`; else, as gettext reads the environment, the
    /// first of `LANGUAGE`'s list (unless the locale is `C` or `POSIX`) that names one of them,
    /// then the first of `LC_ALL`, `LC_MESSAGES` and `LANG` that is set, when it names one
    /// (`de_DE.UTF-8` names `de`, `zh_CN` names `zh-Hans`); the spec's own texts when none does.
    /// - Throws: `CommandExit.usage` for a `--locale` the spec does not ship in, or one whose
    ///   catalog could not be read (lint has said why).
    static func shown(_ form: Form, catalog: [UInt8]?, asked: String?, environment: [String: String])
        throws(CommandExit) -> Form
    {
        let localization = form.localization
        let shipped = [localization.sourceLanguage] + localization.locales
        let language: String
        if let asked {
            guard let found = Self.language(asked, among: shipped) else {
                throw .usage(
                    "--locale '\(InertText.line(asked, atLineStart: false))' is not a language the spec ships in ("
                        + shipped.map { InertText.line($0, atLineStart: false) }.joined(separator: ", ") + ")")
            }
            language = found
        } else {
            let named = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
            // gettext reads LANGUAGE only under a locale other than C (none set is C).
            let isC =
                named.map { ["C", "POSIX"].contains($0.split(separator: ".").first.map(String.init) ?? $0) } ?? true
            let priorities = isC ? [] : (environment["LANGUAGE"] ?? "").split(separator: ":").map(String.init)
            let candidates = priorities + (named.map { [$0] } ?? [])
            guard let found = candidates.lazy.compactMap({ Self.language($0, among: shipped) }).first else {
                return form
            }
            language = found
        }
        guard language != localization.sourceLanguage else { return form }
        guard let catalog, let values = CatalogValues.of(catalog, language: language) else {
            if asked == nil { return form }
            throw .usage(
                "the form has no String Catalog to show '\(InertText.line(language, atLineStart: false))' from: "
                    + InertText.line(Localization.catalogFileName(forForm: form.name), atLineStart: false)
                    + " beside the spec")
        }
        return form.translated(values)
    }

    /// The shipped language `name` names: itself (`zh-Hans`), or as a POSIX locale
    /// (`de_DE.UTF-8`, `pt_BR`) its language and region, then Chinese by its script (`zh_CN`,
    /// `zh_SG`: `zh-Hans`; `zh_TW`, `zh_HK`, `zh_MO`: `zh-Hant`, as Apple's catalogs name
    /// them), then its language alone.
    static func language(_ name: String, among shipped: [String]) -> String? {
        let bare = name.split(separator: ".").first.map(String.init) ?? name
        let tag = bare.split(separator: "@").first.map(String.init)?.replacingOccurrences(of: "_", with: "-") ?? bare
        let parts = tag.split(separator: "-").map(String.init)
        let language = parts.first ?? tag
        var script: [String] = []
        if language.lowercased() == "zh", let region = parts.last?.uppercased() {
            if ["CN", "SG"].contains(region) { script = ["zh-Hans"] }
            if ["TW", "HK", "MO"].contains(region) { script = ["zh-Hant"] }
        }
        return ([name, tag] + script + [language]).lazy.compactMap { candidate in
            shipped.first { $0.caseInsensitiveCompare(candidate) == .orderedSame }
        }.first
    }

    private enum Filling {
        case answered([String: AnswerValue])
        case ended(Int32)
    }

    /// The form filled full-screen, or line by line without a usable terminal; with line
    /// mode's signal handler, which the caller keeps until the process ends.
    private static func fill(_ form: Form, accessible: Bool, console: Console) -> (Filling, SignalExit?) {
        let environment = ProcessInfo.processInfo.environment
        let lineMode =
            accessible || isatty(STDIN_FILENO) != 1 || environment["TERM"] == "dumb" || !TerminalRunner.hasTerminal
        if lineMode { return fillLineByLine(form, console: console) }
        let color = Console.colorAllowed(environment: environment)
        do {
            switch try TerminalRunner(form: form, color: color).run() {
            case .submitted(let values): return (.answered(values), nil)
            case .cancelled: return (.ended(130), nil)
            case .signalled(let number): return (.ended(128 + number), nil)
            }
        } catch {
            console.writeError(ErrorLine.format(error))
            return (.ended(ExitStatus.usage), nil)
        }
    }

    /// Line mode: prompts on standard error, answers from standard input.
    private static func fillLineByLine(_ form: Form, console: Console) -> (Filling, SignalExit) {
        let interactive = isatty(STDIN_FILENO) == 1
        var original = termios()
        let hasModes = interactive && tcgetattr(STDIN_FILENO, &original) == 0
        let modes = original
        // A signal at a secret prompt must not leave echo off.
        let signals = SignalExit { _ in
            guard hasModes else { return }
            var modes = modes
            _ = tcsetattr(STDIN_FILENO, TCSANOW, &modes)
        }
        let reader = LineReader(descriptor: STDIN_FILENO)
        let secrets = interactive ? SecretInput() : nil
        // Prompts are written when the runner next reads (or ends): a secret's once echo is off.
        let prompts = PendingText { console.writeError($0) }
        let runner = LineRunner(
            form: form,
            readLine: { secret in
                let line: [UInt8]?
                if secret, let secrets {
                    line = secrets.readLine(reader, prompted: prompts.flush)
                } else {
                    prompts.flush()
                    line = reader.readLine()
                }
                // Piped answers are not echoed: end the prompt's line so the log reads well.
                if !interactive || secret { console.writeError("\n") }
                return line
            }, prompt: prompts.append)
        defer { prompts.flush() }
        do {
            return (.answered(try runner.run()), signals)
        } catch {
            prompts.flush()
            // A terminal that hangs up ends the input as its SIGHUP arrives: the status is
            // the signal's either way, and no one is left to read a message.
            if interactive, case .inputEnded = error, terminalHungUp() {
                return (.ended(128 + SIGHUP), signals)
            }
            console.writeError(ErrorLine.format(error))
            return (.ended(ExitStatus.diagnostics), signals)
        }
    }

    /// A hung-up terminal refuses every request (EIO).
    private static func terminalHungUp() -> Bool {
        var modes = termios()
        return tcgetattr(STDIN_FILENO, &modes) != 0
    }

    /// A message the person at the terminal must see even when standard error goes
    /// elsewhere: on `/dev/tty` when there is one, else on standard error.
    private static func tellPerson(_ message: String, console: Console) {
        let terminal = open("/dev/tty", O_WRONLY | O_NOCTTY | O_CLOEXEC)
        guard terminal >= 0 else { return console.writeError(message) }
        defer { close(terminal) }
        if FileDescriptorOutput.writeAll(Array(message.utf8), to: terminal) != 0 { console.writeError(message) }
    }
}

/// Text held back until `flush`, in the order it was given: line mode's prompts, which reach
/// the person only when the answer is read.
private final class PendingText {
    private var text = ""
    private let write: (String) -> Void

    init(_ write: @escaping (String) -> Void) { self.write = write }

    func append(_ more: String) { text += more }

    func flush() {
        guard !text.isEmpty else { return }
        write(text)
        text = ""
    }
}
