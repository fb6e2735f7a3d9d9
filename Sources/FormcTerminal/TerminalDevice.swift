#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Foundation

/// The controlling terminal (`/dev/tty`), put in the mode a full-screen form needs and put
/// back exactly as it was: `restore()` runs on every way out (submit, cancel, a signal, an
/// error), and is safe to call twice.
///
/// The mode: no canonical line editing, no echo, no CR-to-NL translation, no flow control,
/// but signals kept (Ctrl-C still sends SIGINT, which the form turns into a cancel); the
/// alternate screen (the shell's screen comes back untouched); bracketed paste on.
final class TerminalDevice {
    let descriptor: Int32
    private var saved = termios()
    private var active = false

    /// Opens `/dev/tty`; nil when the process has no controlling terminal.
    init?() {
        let descriptor = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        self.descriptor = descriptor
    }

    deinit {
        restore()
        close(descriptor)
    }

    func enter() -> Bool {
        guard tcgetattr(descriptor, &saved) == 0 else { return false }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | IEXTEN)
        raw.c_iflag &= ~tcflag_t(ICRNL | IXON | INLCR | IGNCR)
        // A read returns as soon as one byte is there (VMIN 1, VTIME 0).
        withUnsafeMutablePointer(to: &raw.c_cc) { tuple in
            tuple.withMemoryRebound(to: cc_t.self, capacity: Int(NCCS)) { characters in
                characters[Int(VMIN)] = 1
                characters[Int(VTIME)] = 0
            }
        }
        // Armed before the modes change, so that no moment is left uncovered.
        FatalSignals.arm(descriptor: descriptor, modes: saved, bytes: Array(Self.leaveSequence.utf8))
        guard tcsetattr(descriptor, TCSAFLUSH, &raw) == 0 else {
            FatalSignals.disarm()
            return false
        }
        active = true
        send("\u{1B}[?1049h\u{1B}[?2004h\u{1B}[H\u{1B}[2J")
        return true
    }

    /// Leaves the alternate screen, shows the cursor, turns bracketed paste off and puts the
    /// saved terminal attributes back.
    func restore() {
        guard active else { return }
        active = false
        send(Self.leaveSequence)
        _ = tcsetattr(descriptor, TCSAFLUSH, &saved)
        FatalSignals.disarm()
    }

    /// Plain attributes, bracketed paste off, the cursor shown, the shell's screen back: what
    /// `restore()` sends, and what a fatal signal's handler sends (`FatalSignals`).
    static let leaveSequence = "\u{1B}[0m\u{1B}[?2004l\u{1B}[?25h\u{1B}[?1049l"

    /// Columns and rows (80 × 24 when the terminal does not say).
    func size() -> (columns: Int, rows: Int) {
        var window = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else {
            return (80, 24)
        }
        return (Int(window.ws_col), Int(window.ws_row))
    }

    func send(_ text: String) { send(Array(text.utf8)) }

    /// Output the terminal refuses (it hung up) is dropped: there is no one left to show it to.
    func send(_ bytes: [UInt8]) {
        FileDescriptorOutput.writeAll(bytes, to: descriptor)
    }
}
