import Foundation
import FormcCore
import FormcDiagnostics
import FormcEmit
import FormcFrontEnd

/// `formc init [DIR]`: starts a formc project in DIR (default: the working directory),
/// creating DIR when it is missing. Writes `StarterFiles`, each atomically and only where
/// nothing is: a file already there is left as it is and reported. DIR is a package when it
/// holds a `Package.swift` itself (folders above are not searched: run it at the package's
/// root); then the spec goes in a target folder beside the placeholder Swift file SwiftPM
/// needs, and the `Package.swift` lines to add are printed (formc does not edit it).
enum InitCommand {
    enum Option: String, CommandOption {
        case help

        var spellings: [String] { ["-h", "--help"] }
        var takesValue: Bool { false }
    }

    /// Prints one line per file on standard output (`wrote PATH` or `kept PATH: …`), then what
    /// to run next.
    /// - Returns: 0 when every file was written or already there; 2 when one could not be
    ///   written (the others are still written, and each failure is reported).
    /// - Throws: `CommandExit.usage` for more than one DIR; `.failure` (exit 2) when DIR is not
    ///   a folder and cannot be made one.
    static func run(_ arguments: [String], console: Console) throws(CommandExit) -> Int32 {
        let parsed = try CommandSupport.start(
            arguments, options: Option.self, help: HelpText.initCommand, console: console)
        guard parsed.positionals.count <= 1 else {
            throw .usage("init takes one DIR, got \(parsed.positionals.count)", help: HelpText.initCommand)
        }
        let folder = parsed.positionals.first ?? "."
        do {
            try OutputFile.makeFolder(folder)
        } catch {
            throw .failure(error)
        }
        let package = FileManager.default.fileExists(atPath: PathName.join(folder, "Package.swift"))
        let schema = String(decoding: SchemaCommand.schemaBytes, as: UTF8.self)
        var status = ExitStatus.success
        var report = ""
        let root = ProjectRoot(folder)
        for file in StarterFiles.files(package: package, schema: schema) {
            let path = PathName.join(folder, file.path)
            do throws(InputError) {
                // A folder on the way that is a link out of DIR (`.vscode` linked elsewhere):
                // nothing is made or written through it.
                do {
                    _ = try root.resolve(file.path, from: folder)
                } catch {
                    throw InputError(path: path, reason: "leads out of the folder through a symbolic link; not written")
                }
                try OutputFile.makeFolder(PathName.folder(of: path))
                if try OutputFile.create(Array(file.text.utf8), at: path) {
                    report += "wrote \(path)\n"
                } else {
                    report += "kept \(path): it exists; \(file.whenKept)\n"
                }
            } catch {
                console.writeError(ErrorLine.format(error))
                status = ExitStatus.usage
            }
        }
        // The next steps only once the project is whole: after a failure they would not work.
        if status == ExitStatus.success { report += package ? packageSteps(folder) : folderSteps(folder) }
        // DIR is the user's text: a control in it is shown, not sent to the terminal.
        let lines = report.split(separator: "\n", omittingEmptySubsequences: false)
        console.writeOut(Array(lines.map { InertText.line($0, atLineStart: true) }.joined(separator: "\n").utf8))
        return status
    }

    private static func folderSteps(_ folder: String) -> String {
        "next: \(change(to: folder))formc build && formc lint (the Swift goes to Generated/)\n"
    }

    /// The `cd DIR && ` that the printed next steps start with (nothing for `.`), with DIR
    /// written so that a POSIX shell reads it back as the one argument it is: single-quoted
    /// when it holds anything but letters, digits and `_./+@%,:=-` (a space, `$`, a quote,
    /// `;`...; a `'` as `'\''`), and behind `./` when it starts with `-`, which `cd` would take
    /// for an option.
    static func change(to folder: String) -> String {
        guard folder != "." else { return "" }
        let path = folder.hasPrefix("-") ? "./" + folder : folder
        let plain = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_./+@%,:=-")
        let word =
            path.allSatisfy(plain.contains) ? path : "'" + path.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
        return "cd \(word) && "
    }

    private static func packageSteps(_ folder: String) -> String {
        let target = StarterFiles.packageTarget
        let dependency = FormcRepository.dependency(version: FormcVersion.current)
        return """
            next: add these to Package.swift (formc init does not edit it): platforms after the package's name,
            the dependency to its dependencies, the target to its targets; then swift build:
                platforms: [.iOS(.v15), .macOS(.v13)],   // at least these: FormcKit's and formc's floor
                dependencies: [\(dependency.code)],  // \(dependency.comment)
                .target(
                    name: "\(target)",
                    dependencies: [.product(name: "FormcKit", package: "\(dependency.identity)")],
                    plugins: [.plugin(name: "FormcPlugin", package: "\(dependency.identity)")]
                ),
            and check the specs with: \(change(to: folder))formc lint

            """
    }
}
