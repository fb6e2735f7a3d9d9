#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Dispatch
import Foundation
import FormcTerminal

/// Reads lines from a terminal on standard input without echoing them (secure fields in
/// line mode), then puts echo back as it was.
///
/// Echo stays off across Ctrl-Z and `fg`: the shell may turn it back on while the process
/// is stopped, so when the process continues during a secret read (SIGCONT) the quiet
/// modes are set again. A signal that ends the process meanwhile is `RunCommand`'s
/// `SignalExit`, which puts the whole terminal back first.
final class SecretInput: @unchecked Sendable {
    private let lock = NSLock()
    /// The modes of the secret read in progress (guarded by `lock`: the SIGCONT handler runs
    /// on a dispatch queue).
    private var quiet: termios?
    private var continued: DispatchSourceSignal?

    init() {
        let source = DispatchSource.makeSignalSource(signal: SIGCONT, queue: DispatchQueue(label: "formc.secret-input"))
        source.setEventHandler { [weak self] in self?.quietAgain() }
        source.resume()
        continued = source
    }

    deinit { continued?.cancel() }

    /// Reads one line with echo off. `prompted` runs once echo is off and before the read: it
    /// writes the prompt, so that an answer typed the moment the prompt shows is never echoed
    /// (written first, the prompt left a window in which the terminal still echoed).
    func readLine(_ reader: LineReader, prompted: () -> Void) -> [UInt8]? {
        var saved = termios()
        guard tcgetattr(STDIN_FILENO, &saved) == 0 else {
            prompted()
            return reader.readLine()
        }
        var modes = saved
        modes.c_lflag &= ~tcflag_t(ECHO)
        // Any other signal that ends the process (SIGUSR1, SIGSEGV…) puts echo back first.
        FatalSignals.arm(descriptor: STDIN_FILENO, modes: saved, bytes: [])
        _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &modes)
        lock.withLock { quiet = modes }
        defer {
            lock.withLock { quiet = nil }
            _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved)
            FatalSignals.disarm()
        }
        prompted()
        return reader.readLine()
    }

    private func quietAgain() {
        lock.withLock {
            guard var modes = quiet else { return }
            _ = tcsetattr(STDIN_FILENO, TCSANOW, &modes)
        }
    }
}
