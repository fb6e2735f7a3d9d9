#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `formc lsp`: runs the language server on standard input and output (its command line is
/// checked first by `LSPCommandLine` in FormcDriver).
public enum LanguageServerCommand {
    /// Serves until `exit` or the end of the input; returns the exit status: 0 after
    /// `shutdown` then `exit`, 1 when the input ends or `exit` comes without `shutdown`.
    public static func run() -> Int32 {
        // A client that goes away must not end the server with SIGPIPE: the write fails instead.
        signal(SIGPIPE, SIG_IGN)
        let server = LanguageServer(
            reader: MessageReader(descriptor: STDIN_FILENO),
            writer: MessageWriter(descriptor: STDOUT_FILENO))
        return server.run()
    }
}
