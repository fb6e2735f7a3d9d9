import FormcDriver

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// SIGQUIT (Ctrl-\) ends formc like SIGTERM, with status 128 + 3: left to the Swift runtime, it
// starts the crash reporter instead. `formc run` installs its own handlers over this one, to
// restore the terminal first.
signal(SIGQUIT) { _ in _exit(128 + SIGQUIT) }
// Past a file-size limit (`ulimit -f`) a write should fail with EFBIG, which formc reports
// and cleans up after, rather than end the process and leave a temporary file behind.
signal(SIGXFSZ, SIG_IGN)
exit(Formc.run(Array(CommandLine.arguments.dropFirst()), console: .standard()))
