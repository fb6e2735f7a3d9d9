import Foundation

/// Where a command reads and writes. The executable uses the process's standard streams;
/// tests pass closures that capture the output.
public struct Console {
    public var writeOut: ([UInt8]) -> Void
    public var writeError: (String) -> Void
    public var readInput: () -> [UInt8]
    /// Whether diagnostics may use colour: stderr is a terminal and `NO_COLOR` is unset
    /// (https://no-color.org).
    public var colorDiagnostics: Bool
    /// Whether standard output may use colour (`formc lint`'s text report): the same test on stdout.
    public var colorOutput: Bool

    public init(writeOut: @escaping ([UInt8]) -> Void, writeError: @escaping (String) -> Void,
                readInput: @escaping () -> [UInt8], colorDiagnostics: Bool, colorOutput: Bool = false) {
        self.writeOut = writeOut
        self.writeError = writeError
        self.readInput = readInput
        self.colorDiagnostics = colorDiagnostics
        self.colorOutput = colorOutput
    }

    /// Whether the environment allows colour on a terminal: not when `NO_COLOR` is set to a
    /// non-empty value (an empty one does not count, https://no-color.org), nor when `TERM` is
    /// `dumb`.
    public static func colorAllowed(environment: [String: String]) -> Bool {
        (environment["NO_COLOR"].map(\.isEmpty) ?? true) && environment["TERM"] != "dumb"
    }

    /// The process's own standard streams.
    public static func standard() -> Console {
        let allowed = colorAllowed(environment: ProcessInfo.processInfo.environment)
        return Console(
            writeOut: { FileHandle.standardOutput.write(Data($0)) },
            writeError: { FileHandle.standardError.write(Data($0.utf8)) },
            readInput: { [UInt8](FileHandle.standardInput.readDataToEndOfFile()) },
            colorDiagnostics: allowed && isatty(STDERR_FILENO) == 1,
            colorOutput: allowed && isatty(STDOUT_FILENO) == 1)
    }
}
