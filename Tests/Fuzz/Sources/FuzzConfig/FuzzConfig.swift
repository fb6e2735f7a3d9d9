import FormcDriver
import Foundation
import FuzzShim
import FuzzSupport
#if canImport(Glibc)
    import Glibc
#endif

/// The process's entry (SwiftPM links `main` to `FuzzConfig_main`): libFuzzer's driver, with
/// the command line's options, over `fuzzConfig`.
@_cdecl("FuzzConfig_main")
public func fuzzConfigMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    var (count, arguments) = fuzzerArguments(argc, argv)
    WorkingDirectory.remember()
    ConfigScratch.shared.prepare()
    return LLVMFuzzerRunDriver(&count, &arguments) { data, size in fuzzConfig(data, size) }
}

/// One input: the bytes as a project's `formc.yml`, in a small project of this process's own
/// (`ConfigScratch`), rebuilt before every input so that each sees the same files. Then
/// `formc lint --config FILE`, `formc build --config FILE` and `formc` alone (the build again,
/// through the working directory's `formc.yml`, the project's during the input, which finds
/// the first build's outputs unchanged): the config's YAML, decoder and resolver (globs, the
/// project root, outputs), the build's writes and its checks of outputs, and the lint
/// settings. Output goes nowhere. An output written outside the project (through `..`, the
/// link `Escape` or `Linked.form.yaml`) is a finding: the input aborts, and libFuzzer keeps it.
/// With `FORMC_FUZZ_VERBOSE=1`, formc's output and exit statuses go to standard error.
func fuzzConfig(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let scratch = ConfigScratch.shared
    scratch.reset()
    defer { WorkingDirectory.leave() }
    let config = scratch.project + "/formc.yml"
    writeFile(bytes, to: config)
    for arguments in [["lint", "--config", config], ["build", "--config", config], []] {
        let console =
            scratch.verbose
            ? Console(
                writeOut: { printError(String(decoding: $0, as: UTF8.self)) }, writeError: { printError($0) },
                readInput: { _ in [] }, colorDiagnostics: false)
            : Console(writeOut: { _ in }, writeError: { _ in }, readInput: { _ in [] }, colorDiagnostics: false)
        let status = Formc.run(arguments, console: console)
        if scratch.verbose { printError("FuzzConfig: formc \(arguments.joined(separator: " ")): exit \(status)\n") }
    }
    scratch.checkFences()
    return 0
}

/// The project a fuzzed config is read in:
///
///     $TMPDIR/formc-fuzz-config-PID/          nothing but `fence`
///       fence/                                nothing but `outside` and `project`
///         outside/Outside.form.yaml           outside the root: never written
///         project/                            the config's folder and the working directory
///           formc.yml                         the input
///           Account.form.yaml                 Examples/Account.form.yaml (inline sources)
///           Forms/Two.form.yaml, One.form.yaml (FC114, a warning), Broken.form.yml (errors)
///           Forms/.hidden/Hidden.form.yaml
///           Forms/More/Three.form.yaml, Cities.form.yaml (a picker over data/cities.csv)
///           data/cities.csv
///           Templates/Form.swift.mustache     a small override of formc's template
///           BadTemplates/Unknown.mustache     not a template name (an error)
///           Existing/                         an empty folder
///           Generated/TwoForm.swift           a stale output; Generated/pipe.json is a FIFO
///           Escape -> ../outside              a linked folder out of the root
///           Linked.form.yaml -> ../outside/Outside.form.yaml
///           Loop.form.yaml -> Loop.form.yaml  a link loop
final class ConfigScratch: @unchecked Sendable {
    static let shared = ConfigScratch()

    let base: String
    let fence: String
    let outside: String
    let project: String
    /// `FORMC_FUZZ_VERBOSE=1`: formc's output goes to standard error (to see what an input does).
    let verbose = getenv("FORMC_FUZZ_VERBOSE") != nil
    private var prepared = false

    private init() {
        // Under $TMPDIR, which Tests/Fuzz/run points at its own temporary folder.
        let temporary = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
        base = "\(temporary)/formc-fuzz-config-\(getpid())"
        fence = base + "/fence"
        outside = fence + "/outside"
        project = fence + "/project"
    }

    /// Makes the folders outside the project, once per process.
    func prepare() {
        guard !prepared else { return }
        prepared = true
        try? FileManager.default.removeItem(atPath: base)
        for folder in [base, fence, outside] { mkdir(folder, 0o700) }
        removeAtExit(base)
        writeFile(Array(Self.outsideSpec.utf8), to: outside + "/Outside.form.yaml")
    }

    /// Rebuilds the project from nothing and makes it the working directory (until
    /// `WorkingDirectory.leave()`).
    func reset() {
        prepare()
        WorkingDirectory.enter(fence)
        try? FileManager.default.removeItem(atPath: project)
        for folder in [
            "", "/Forms", "/Forms/.hidden", "/Forms/More", "/data", "/Templates", "/BadTemplates",
            "/Existing", "/Generated"
        ] {
            mkdir(project + folder, 0o700)
        }
        for (path, text) in Self.files { writeFile(Array(text.utf8), to: project + "/" + path) }
        mkfifo(project + "/Generated/pipe.json", 0o600)
        symlink("../outside", project + "/Escape")
        symlink("../outside/Outside.form.yaml", project + "/Linked.form.yaml")
        symlink("Loop.form.yaml", project + "/Loop.form.yaml")
        WorkingDirectory.enter(project)
    }

    /// Stops the process (a finding) when anything was written beside the project or into
    /// the folder outside it.
    func checkFences() {
        let expected = [base: ["fence"], fence: ["outside", "project"], outside: ["Outside.form.yaml"]]
        for (folder, names) in expected {
            let found = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
            if found != names { escaped("\(folder) holds \(found), expected \(names)") }
        }
        let spec = FileManager.default.contents(atPath: outside + "/Outside.form.yaml").map { Array($0) }
        if spec != Array(Self.outsideSpec.utf8) { escaped("\(outside)/Outside.form.yaml was changed") }
    }

    private func escaped(_ what: String) -> Never {
        printError("FuzzConfig: a write left the project root: \(what)\n")
        abort()
    }

    static let outsideSpec = "form: Outside\nfields:\n  - id: secret\n"

    static let files: [(String, String)] = [
        (
            "Account.form.yaml",
            """
            # A copy of Examples/Account.form.yaml: conditions, rules and inline sources.
            form: Account
            returnKey: {default: next, last: done}
            toolbar: {previousNext: true, done: true, title: label}
            sources:
              days:
                options: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31]
              regions:
                levels: [province, city]
                options:
                  - {label: 北京市, children: [北京市]}
                  - {label: 浙江省, children: [杭州市, 宁波市, 温州市]}
                  - {label: 香港特别行政区, children: []}
            fields:
              - {id: email, kind: email, label: Email, contentType: emailAddress, required: true}
              - {id: password, kind: secure, label: Password, contentType: newPassword, required: true}
              - {id: confirmPassword, kind: secure, label: Confirm password, contentType: newPassword, required: true}
              - {id: business, kind: toggle, label: Business account}
            sections:
              - title: Company
                visibleWhen: business
                fields:
                  - {id: company, label: Company name, contentType: organizationName, required: true}
                  - {id: country, kind: picker, label: Country, options: [DE, FR, GB]}
                  - {id: vatNumber, label: VAT number, visibleWhen: "country in ['DE', 'FR']"}
              - title: Home
                fields:
                  - {id: home, kind: picker, label: Province and city, source: regions, display: '{province} {city}'}
              - title: Birthday
                fields:
                  - {id: month, kind: picker, label: Month, options: [Jan, Feb, Mar, Apr, May, Jun, Jul, Aug, Sep, Oct, Nov, Dec]}
                  - {id: day, kind: picker, label: Day, source: days, enabledWhen: month isSet}
            rules:
              - {check: confirmPassword == password, message: The passwords do not match.}

            """
        ),
        (
            "Forms/Two.form.yaml",
            """
            form: Two
            fields:
              - id: first
                label: First
              - id: second
                label: Second
                kind: email

            """
        ),
        (
            "Forms/One.form.yaml",
            """
            form: One
            toolbar:
              previousNext: true
            fields:
              - id: name
                label: Name

            """
        ),
        (
            "Forms/Broken.form.yml",
            """
            form: Broken
            fields:
              - {id: a, kind: emial}
              - {id: a, kind: date, format: YYYY-mm-dd}

            """
        ),
        ("Forms/.hidden/Hidden.form.yaml", "form: Hidden\nfields:\n  - id: h\n"),
        (
            "Forms/More/Three.form.yaml",
            """
            form: Three
            fields:
              - id: first
                label: First
              - {id: when, kind: date, label: When, format: yyyy-MM-dd, locale: zh_CN}

            """
        ),
        (
            "Forms/More/Cities.form.yaml",
            """
            form: Cities
            sources:
              regions: {file: ../../data/cities.csv, levels: [province, city]}
            fields:
              - {id: home, kind: picker, label: Home, source: regions, display: '{province} {city}'}
              - {id: note, kind: multiline, label: Note}

            """
        ),
        ("data/cities.csv", "province,city\nZhejiang,Hangzhou\nZhejiang,Ningbo\nBeijing,Beijing\n"),
        (
            "Templates/Form.swift.mustache",
            """
            // {{typePrefix}} from {{specFileName}} by formc {{formcVersion}}
            import Foundation

            {{> Core}}
            {{> Values}}

            """
        ),
        ("BadTemplates/Unknown.mustache", "{{nothing}}\n"),
        ("Generated/TwoForm.swift", "// stale\n")
    ]
}
