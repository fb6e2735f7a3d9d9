#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Dispatch
import Foundation
import FormcIR

/// Runs a form full-screen on the controlling terminal until it is submitted or cancelled.
///
/// One loop waits (poll(2)) on the terminal and on a pipe that signal handlers write to:
/// SIGWINCH re-lays the form out at the new size; SIGTSTP (Ctrl-Z) restores the terminal
/// and stops the process, and on `fg` the form comes back; SIGINT, SIGTERM, SIGHUP and
/// SIGQUIT end the form like a cancel, with the terminal restored first. Signals reach the
/// loop through `DispatchSource` handlers, which may capture the pipe: no global state is
/// needed. Ctrl-L redraws the whole screen.
package struct TerminalRunner {
    package enum Ending: Equatable, Sendable {
        case submitted([String: AnswerValue])
        case cancelled
        /// A signal ended the form: SIGINT (2), SIGTERM (15), SIGHUP (1), SIGQUIT (3).
        case signalled(Int32)
    }

    package struct Failure: Error, CustomStringConvertible {
        package var description: String
    }

    let form: Form
    let color: Bool

    package init(form: Form, color: Bool) {
        self.form = form
        self.color = color
    }

    /// Whether the process has a controlling terminal to draw on.
    package static var hasTerminal: Bool {
        let descriptor = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        close(descriptor)
        return true
    }

    package func run() throws(Failure) -> Ending {
        guard let terminal = TerminalDevice() else {
            throw Failure(description: "no terminal (/dev/tty) to draw the form on")
        }
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { throw Failure(description: "cannot create a pipe for signals") }
        defer {
            close(pipeEnds[0])
            close(pipeEnds[1])
        }
        let writeEnd = pipeEnds[1]
        let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGWINCH, SIGTSTP, SIGCONT]
        var sources: [DispatchSourceSignal] = []
        for number in signals {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                var byte = UInt8(truncatingIfNeeded: number)
                _ = write(writeEnd, &byte, 1)
            }
            source.resume()
            sources.append(source)
        }
        defer {
            for source in sources { source.cancel() }
            for number in signals { signal(number, SIG_DFL) }
        }
        guard terminal.enter() else { throw Failure(description: "cannot switch the terminal to raw mode") }
        defer { terminal.restore() }
        return loop(terminal, signalPipe: pipeEnds[0])
    }

    /// Ctrl-Z: gives the shell its terminal back as it was, stops, and on `fg` takes the
    /// terminal again (the caller redraws). Works any number of times.
    ///
    /// The terminal is put back with SIGTTOU ignored: under a shell script the script's
    /// shell stops at once and the interactive shell may take the terminal before this
    /// runs; a stop on that restore would leave the stop below for after `fg`, stopping
    /// this process alone in the foreground with nobody to continue it. The stop is sent to
    /// this thread (raise), not the process: libdispatch's signalfd could take a
    /// process-wide SIGTSTP before the default action and turn it into one more Ctrl-Z.
    /// SIGTSTP's handler (libdispatch's, which feeds the signal source) is put back
    /// afterwards, so the next Ctrl-Z works too.
    private func suspend(_ terminal: TerminalDevice) {
        let ttou = signal(SIGTTOU, SIG_IGN)
        terminal.restore()
        signal(SIGTTOU, ttou)
        let handler = signal(SIGTSTP, SIG_DFL)
        raise(SIGTSTP)
        // Execution resumes here after SIGCONT (at once when the process group is orphaned:
        // the kernel does not stop it then).
        signal(SIGTSTP, handler)
        _ = terminal.enter()
    }

    private func loop(_ terminal: TerminalDevice, signalPipe: Int32) -> Ending {
        var session = FormSession(form: form)
        var decoder = KeyDecoder()
        var scroll = 0
        let painter = Painter(color: color)
        func draw() {
            let size = terminal.size()
            let frame = FormScreen(width: size.columns, height: size.rows).render(session, scroll: scroll)
            scroll = frame.scroll
            terminal.send(painter.bytes(frame))
        }
        draw()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            var fds = [
                pollfd(fd: terminal.descriptor, events: Int16(POLLIN), revents: 0),
                pollfd(fd: signalPipe, events: Int16(POLLIN), revents: 0)
            ]
            // A lone ESC is the Escape key if nothing follows within 50 ms.
            let ready = poll(&fds, 2, decoder.hasPendingEscape ? 50 : -1)
            if ready < 0 {
                if errno == EINTR { continue }
                return .cancelled
            }
            // Redrawn only when something happened: a long paste arrives in many reads that
            // change nothing until its end.
            var changed = false
            if ready == 0 {
                for key in decoder.flushPendingEscape() { session.handle(key) }
                changed = true
            }
            if fds[1].revents & Int16(POLLIN) != 0 {
                var number: UInt8 = 0
                _ = read(signalPipe, &number, 1)
                switch Int32(number) {
                case SIGWINCH, SIGCONT:
                    break  // redrawn below at the current size
                case SIGTSTP:
                    suspend(terminal)
                default:
                    return .signalled(Int32(number))
                }
                changed = true
            }
            if fds[0].revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
                let count = read(terminal.descriptor, &buffer, buffer.count)
                if count <= 0 {
                    if count < 0 && errno == EINTR { continue }
                    return .signalled(SIGHUP)  // the terminal went away
                }
                for key in decoder.feed(Array(buffer[0..<count])) {
                    changed = true
                    if key == .control("l") {
                        terminal.send("\u{1B}[2J")
                        continue
                    }
                    session.handle(key)
                    if session.outcome != .editing { break }
                }
            }
            switch session.outcome {
            case .submitted: return .submitted(session.answers())
            case .cancelled: return .cancelled
            case .editing: if changed { draw() }
            }
        }
    }
}
