import FormcDriver

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

exit(Formc.run(Array(CommandLine.arguments.dropFirst()), console: .standard()))
