#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Dispatch

/// Ends the process with status 128 + n when asked to stop by SIGHUP (1), SIGINT (2),
/// SIGQUIT (3) or SIGTERM (15), after `cleanup` has put things back (a terminal's modes, a
/// temporary file). Without it the default actions end the process with a terminal left as
/// the program set it (no echo at a secret prompt), and SIGQUIT goes to the Swift runtime's
/// crash reporter, which reports a crash and can spin.
///
/// The handlers stay for the rest of the process (on Linux, libdispatch installs its signal
/// handler once per process and signal, so handlers taken down could not be put back):
/// create one, early, and keep it. `cleanup` runs on a dispatch queue, concurrently
/// with whatever the main thread is doing (typically a blocking read), and the process
/// then ends with `_exit`, so buffered standard I/O is not flushed.
package final class SignalExit {
    package static let signals: [Int32] = [SIGHUP, SIGINT, SIGQUIT, SIGTERM]

    private let sources: [DispatchSourceSignal]

    /// Installs the handlers; `cleanup` receives the signal's number.
    ///
    /// The signals are blocked in the calling thread first (libdispatch's worker threads
    /// block them already): libdispatch installs its handler and signal file descriptor
    /// asynchronously, and a signal that came before would take the default action; blocked,
    /// it waits for them instead.
    package init(cleanup: @escaping @Sendable (Int32) -> Void) {
        var blocked = sigset_t()
        sigemptyset(&blocked)
        for number in Self.signals { sigaddset(&blocked, number) }
        pthread_sigmask(SIG_BLOCK, &blocked, nil)
        let queue = DispatchQueue(label: "formc.signal-exit")
        sources = Self.signals.map { number in
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler {
                cleanup(number)
                _exit(128 + number)
            }
            source.resume()
            return source
        }
    }
}
