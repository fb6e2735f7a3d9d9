#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FormcTerminal

/// Reads one line from a terminal on standard input without echoing it (a secure field in
/// line mode), then puts echo back as it was.
enum SecretInput {
    static func readLine(_ reader: LineReader) -> [UInt8]? {
        var saved = termios()
        guard tcgetattr(STDIN_FILENO, &saved) == 0 else { return reader.readLine() }
        var quiet = saved
        quiet.c_lflag &= ~tcflag_t(ECHO)
        _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &quiet)
        defer { _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved) }
        return reader.readLine()
    }
}
