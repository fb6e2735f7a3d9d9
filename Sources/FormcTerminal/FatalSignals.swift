#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Puts the terminal back before any other signal whose default action ends the process
/// (POSIX's "terminate" and "core" actions, signal(7)), then lets that signal do what it
/// would have done: SIGUSR1 still ends the process with its status, SIGSEGV still reaches the
/// Swift runtime's crash reporter, which now prints on the shell's own screen in cooked
/// mode instead of on the raw alternate screen.
///
/// SIGHUP, SIGINT, SIGQUIT and SIGTERM are not here: they end a form gracefully (`SignalExit`,
/// `TerminalRunner`'s loop). SIGXFSZ is ignored by the executable, and job-control signals
/// stop rather than end.
///
/// A signal handler cannot capture state, so what to restore lives in one process-wide
/// record: `arm` fills it while the terminal is changed and `disarm` empties it. This is
/// the one piece of global mutable state in formc, and exists only because the kernel calls
/// a C function pointer; the handler reads it with async-signal-safe calls alone
/// (`write(2)`, `tcsetattr(3)`, `sigaction(2)`, `raise(3)`). `arm` and `disarm` are called
/// from the thread that changes the terminal; the armed flag is a word in memory that the
/// handler reads and clears (C's `volatile sig_atomic_t` idiom: the Synchronization module's
/// atomics need macOS 15, and a restore done twice by a race is harmless).
package enum FatalSignals {
    /// The signals handled: each one whose default action ends the process, but for the four
    /// that end a form gracefully and SIGXFSZ.
    package static let numbers: [Int32] = {
        var numbers: [Int32] = [
            SIGPIPE, SIGALRM, SIGUSR1, SIGUSR2, SIGVTALRM, SIGPROF, SIGXCPU, SIGSYS, SIGTRAP,
            SIGILL, SIGABRT, SIGBUS, SIGFPE, SIGSEGV
        ]
        #if os(Linux)
            numbers += [SIGPWR, SIGSTKFLT, SIGIO]
        #endif
        return numbers
    }()

    /// Records the terminal at `descriptor` to be put back, as `modes`, after writing
    /// `bytes` (escape sequences that leave the alternate screen, at most 255 bytes), should
    /// one of `numbers` arrive before `disarm()`. Installs the handlers on first use.
    package static func arm(descriptor: Int32, modes: termios, bytes: [UInt8]) {
        let record = Record.shared
        record.armed.pointee = 0
        record.descriptor.pointee = descriptor
        record.modes.pointee = modes
        let count = min(bytes.count, Record.byteCapacity)
        for index in 0..<count { record.bytes[index] = bytes[index] }
        record.byteCount.pointee = count
        record.armed.pointee = 1
        installOnce()
    }

    /// Forgets the recorded terminal (it has been put back the ordinary way).
    package static func disarm() {
        Record.shared.armed.pointee = 0
    }

    private static func installOnce() {
        let record = Record.shared
        guard record.installed.pointee == 0 else { return }
        record.installed.pointee = 1
        for number in numbers {
            // A signal ignored on entry stays ignored (the shell or CI runner chose that, as
            // `nohup` does for SIGHUP and Python's children inherit for SIGPIPE): catching it
            // would turn a write to a closed pipe into the end of the process.
            var current = sigaction()
            guard sigaction(number, nil, &current) == 0, !Self.isIgnored(current) else { continue }
            var action = sigaction()
            #if os(Linux)
                action.__sigaction_handler.sa_handler = handle
            #else
                action.__sigaction_u.__sa_handler = handle
            #endif
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            _ = sigaction(number, &action, record.previous.advanced(by: Int(number)))
        }
    }

    private static func isIgnored(_ action: sigaction) -> Bool {
        #if os(Linux)
            let handler = action.__sigaction_handler.sa_handler
        #else
            let handler = action.__sigaction_u.__sa_handler
        #endif
        return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }

    /// The handler: put the terminal back once, hand the signal back to what handled it before
    /// (the default action, or the Swift runtime's crash reporter), and raise it again: it is
    /// blocked while this runs, so it is delivered as soon as this returns (for SIGSEGV and
    /// the other faults, the faulting instruction would raise it again anyway).
    private static let handle: @convention(c) (Int32) -> Void = { number in
        let record = Record.shared
        if record.armed.pointee != 0 {
            record.armed.pointee = 0
            var written = 0
            let count = record.byteCount.pointee
            while written < count {
                let result = write(record.descriptor.pointee, record.bytes.advanced(by: written), count - written)
                if result <= 0 { break }
                written += result
            }
            _ = tcsetattr(record.descriptor.pointee, TCSAFLUSH, record.modes)
        }
        guard number > 0, Int(number) < Record.signalCapacity else { return }
        _ = sigaction(number, record.previous.advanced(by: Int(number)), nil)
        raise(number)
    }

    /// Memory allocated once and never freed, so the handler never allocates or meets a
    /// reference count.
    private final class Record: Sendable {
        static let shared = Record()
        static let byteCapacity = 255
        static let signalCapacity = 65

        nonisolated(unsafe) let armed = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
        nonisolated(unsafe) let installed = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
        nonisolated(unsafe) let descriptor = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
        nonisolated(unsafe) let modes = UnsafeMutablePointer<termios>.allocate(capacity: 1)
        nonisolated(unsafe) let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: byteCapacity)
        nonisolated(unsafe) let byteCount = UnsafeMutablePointer<Int>.allocate(capacity: 1)
        nonisolated(unsafe) let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: signalCapacity)

        private init() {
            armed.initialize(to: 0)
            installed.initialize(to: 0)
            descriptor.initialize(to: -1)
            modes.initialize(to: termios())
            bytes.initialize(repeating: 0, count: Self.byteCapacity)
            byteCount.initialize(to: 0)
            previous.initialize(repeating: sigaction(), count: Self.signalCapacity)
        }
    }
}
