import Foundation
import FormcFrontEnd
import FormcTerminal

/// Where a command reads and writes. The executable uses the process's standard streams;
/// tests pass closures that capture the output.
public struct Console {
    public var writeOut: ([UInt8]) -> Void
    public var writeError: (String) -> Void
    /// Reads standard input to its end, at most the given number of bytes.
    public var readInput: (Int) throws(FileReader.Failure) -> [UInt8]
    /// The `errno` of the first write to standard output or standard error that failed
    /// (`ENOSPC` on /dev/full, `EPIPE`, `EBADF` on a closed descriptor), or nil. A failed
    /// write never traps: the command goes on, and `Formc.run` turns it into exit status 2.
    public var writeFailure: () -> (stream: String, code: Int32)?
    /// Whether diagnostics may use colour: stderr is a terminal and `NO_COLOR` is unset
    /// (https://no-color.org).
    public var colorDiagnostics: Bool
    /// Whether standard output may use colour (`formc lint`'s text report): the same test on stdout.
    public var colorOutput: Bool

    public init(
        writeOut: @escaping ([UInt8]) -> Void, writeError: @escaping (String) -> Void,
        readInput: @escaping (Int) throws(FileReader.Failure) -> [UInt8], colorDiagnostics: Bool,
        colorOutput: Bool = false, writeFailure: @escaping () -> (stream: String, code: Int32)? = { nil }
    ) {
        self.writeOut = writeOut
        self.writeError = writeError
        self.readInput = readInput
        self.colorDiagnostics = colorDiagnostics
        self.colorOutput = colorOutput
        self.writeFailure = writeFailure
    }

    /// The process's own standard streams, written with write(2) so that a failure is an
    /// error value (Foundation's `FileHandle.write(_:)` traps on one).
    public static func standard() -> Console {
        let allowed = colorAllowed(environment: ProcessInfo.processInfo.environment)
        let out = DescriptorWriter(STDOUT_FILENO), err = DescriptorWriter(STDERR_FILENO)
        return Console(
            writeOut: { out.write($0) },
            writeError: { err.write(Array($0.utf8)) },
            readInput: { (limit: Int) throws(FileReader.Failure) in try FileReader.readAll(STDIN_FILENO, limit: limit)
            },
            colorDiagnostics: allowed && isatty(STDERR_FILENO) == 1,
            colorOutput: allowed && isatty(STDOUT_FILENO) == 1,
            writeFailure: {
                out.failure.map { (stream: "standard output", code: $0) }
                    ?? err.failure.map { (stream: "standard error", code: $0) }
            })
    }

    /// Whether the environment allows colour at all: `NO_COLOR` unset or empty
    /// (https://no-color.org) and `TERM` not `dumb`. Whether the stream is a terminal is
    /// asked separately.
    public static func colorAllowed(environment: [String: String]) -> Bool {
        (environment["NO_COLOR"].map(\.isEmpty) ?? true) && environment["TERM"] != "dumb"
    }
}

/// Writes whole buffers to one file descriptor and remembers the first failure; after it,
/// further writes are dropped (a full disk or a closed pipe will not take them either).
final class DescriptorWriter {
    let descriptor: Int32
    private(set) var failure: Int32?

    init(_ descriptor: Int32) { self.descriptor = descriptor }

    func write(_ bytes: [UInt8]) {
        guard failure == nil else { return }
        let code = FileDescriptorOutput.writeAll(bytes, to: descriptor)
        if code != 0 { failure = code }
    }
}
