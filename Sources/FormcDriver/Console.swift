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

    /// The process's own standard streams.
    public static func standard() -> Console {
        let environment = ProcessInfo.processInfo.environment
        let allowed = (environment["NO_COLOR"].map(\.isEmpty) ?? true) && environment["TERM"] != "dumb"
        return Console(
            writeOut: { FileHandle.standardOutput.write(Data($0)) },
            writeError: { FileHandle.standardError.write(Data($0.utf8)) },
            readInput: { [UInt8](FileHandle.standardInput.readDataToEndOfFile()) },
            colorDiagnostics: allowed && isatty(STDERR_FILENO) == 1,
            colorOutput: allowed && isatty(STDOUT_FILENO) == 1)
    }
}
