import FormcDriver
import Foundation
import FuzzShim

/// The process's entry (SwiftPM links `main` to `FuzzSpec_main`): libFuzzer's driver, with the
/// command line's options, over `fuzzSpec`.
@_cdecl("FuzzSpec_main")
public func fuzzSpecMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments) { data, size in fuzzSpec(data, size) }
}

/// One input: the bytes as a spec on standard input, through the whole pipeline three ways:
/// `compile --emit json`, `compile --emit swift` (front end, lowering, checker, emitters) and
/// `lint` (the text report quoting source lines). Output goes nowhere; a crash, a hang
/// (`-timeout`) or a leak of memory past `-rss_limit_mb` is what libFuzzer reports.
func fuzzSpec(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    for arguments in [["compile", "-", "--emit", "json"], ["compile", "-", "--emit", "swift"], ["lint", "-"]] {
        var written: [UInt8] = []
        let json = arguments.last == "json"
        let console = Console(
            writeOut: { if json { written += $0 } }, writeError: { _ in }, readInput: { _ in bytes },
            colorDiagnostics: false)
        let status = Formc.run(arguments, console: console)
        // JSON or nothing: an exit 0 with JSON that does not parse (a dropped chunk) is a finding.
        if json, status == 0, (try? JSONSerialization.jsonObject(with: Data(written))) == nil {
            fatalError("compile --emit json exited 0 with \(written.count) bytes that are not JSON")
        }
    }
    return 0
}
