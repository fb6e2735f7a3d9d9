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
exit(Formc.run(Array(CommandLine.arguments.dropFirst()), console: .standard()))
