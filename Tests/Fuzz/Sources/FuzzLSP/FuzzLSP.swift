import Dispatch
import FormcLSP
import Foundation
import FuzzShim
import FuzzSupport
#if canImport(Glibc)
    import Glibc
#endif

/// The process's entry (SwiftPM links `main` to `FuzzLSP_main`): libFuzzer's driver, with the
/// command line's options, over `fuzzLSP`.
@_cdecl("FuzzLSP_main")
public func fuzzLSPMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    var (count, arguments) = fuzzerArguments(argc, argv)
    WorkingDirectory.remember()
    // As `formc lsp` does: a reader gone is a failed write, not the end of the process.
    signal(SIGPIPE, SIG_IGN)
    LSPScratch.shared.prepare()
    return LLVMFuzzerRunDriver(&count, &arguments) { data, size in fuzzLSP(data, size) }
}

/// One input: the bytes as everything an editor sends `formc lsp` on its standard input
/// (Content-Length framed JSON-RPC), through a pipe as `formc lsp` reads it: a new
/// `LanguageServer` (what `LanguageServerCommand.run` starts) serves it to the end of the input
/// or `exit`, answering into /dev/null. That is the framing (`MessageReader`), the JSON parser,
/// the lifecycle, document sync with incremental edits in each position encoding, linting
/// (data files and the nearest `formc.yml` from disk: `untitled:` documents are read in this
/// process's scratch folder, the working directory during the input), and every feature
/// request. The bytes are in the pipe and its write end closed before the server starts, so
/// that when it lints (once no message is waiting) depends on the input alone; an input larger
/// than the pipe is written by a thread beside the server instead. With
/// `FORMC_FUZZ_VERBOSE=1`, the server's answers go to standard error.
func fuzzLSP(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let scratch = LSPScratch.shared
    WorkingDirectory.enter(scratch.folder)
    defer { WorkingDirectory.leave() }
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { fatal("pipe: \(String(cString: strerror(errno)))") }
    let (readEnd, writeEnd) = (ends[0], ends[1])
    var capacity = Int(fcntl(writeEnd, pipeSetSize, Int32(1 << 20)))
    if capacity < 0 { capacity = Int(fcntl(writeEnd, pipeGetSize)) }
    var writer: DispatchSemaphore?
    if size <= capacity {
        if let data { writeAll(data, size, to: writeEnd) }
        close(writeEnd)
    } else if let data {
        let done = DispatchSemaphore(value: 0)
        let bytes = Array(UnsafeBufferPointer(start: data, count: size))
        Thread {
            bytes.withUnsafeBufferPointer { if let start = $0.baseAddress { writeAll(start, $0.count, to: writeEnd) } }
            close(writeEnd)
            done.signal()
        }.start()
        writer = done
    } else {
        close(writeEnd)
    }
    let server = LanguageServer(
        reader: MessageReader(descriptor: readEnd), writer: MessageWriter(descriptor: scratch.sink))
    let status = server.run()
    // The writer, if any, is stopped by EPIPE when the server stopped reading first.
    close(readEnd)
    writer?.wait()
    if scratch.verbose { printError("\nFuzzLSP: the server ended with status \(status)\n") }
    return 0
}

/// `F_SETPIPE_SZ` (Linux): a pipe's capacity, returned as set (a pipe holds 1 MiB at most
/// without privileges, /proc/sys/fs/pipe-max-size).
private let pipeSetSize: Int32 = 1031
/// `F_GETPIPE_SZ`: the capacity (64 KiB unless set).
private let pipeGetSize: Int32 = 1032

/// libFuzzer's mutations, then, seven times in eight, the stream re-framed: every
/// `Content-Length: N\r\n\r\n` header gets the length of what now follows it up to the next
/// such header (or the end). A byte inserted into or erased from a body would otherwise cut
/// that message and the next header short, and most inputs would test only the reader's
/// recovery; the eighth keeps wrong lengths coming.
@_cdecl("LLVMFuzzerCustomMutator")
public func fuzzLSPMutator(_ data: UnsafeMutablePointer<UInt8>?, _ size: Int, _ maxSize: Int, _ seed: UInt32) -> Int {
    guard let data else { return 0 }
    let mutated = LLVMFuzzerMutate(data, size, maxSize)
    guard seed % 8 != 0 else { return mutated }
    let framed = Framing.reframe(Array(UnsafeBufferPointer(start: data, count: mutated)))
    guard framed.count <= maxSize else { return mutated }
    framed.withUnsafeBufferPointer { if let start = $0.baseAddress { data.update(from: start, count: $0.count) } }
    return framed.count
}

enum Framing {
    private static let name = Array("Content-Length: ".utf8)
    private static let blank: [UInt8] = [13, 10, 13, 10]

    /// `bytes` with each header's length set to its body's as the bytes now stand.
    static func reframe(_ bytes: [UInt8]) -> [UInt8] {
        // Each header: where it starts and where its body starts.
        var headers: [(start: Int, body: Int)] = []
        var index = 0
        while index + name.count <= bytes.count {
            guard bytes[index] == name[0], bytes[index..<index + name.count].elementsEqual(name) else {
                index += 1
                continue
            }
            var digitsEnd = index + name.count
            while digitsEnd < bytes.count, (48...57).contains(bytes[digitsEnd]) { digitsEnd += 1 }
            if digitsEnd > index + name.count, digitsEnd + 4 <= bytes.count,
                bytes[digitsEnd..<digitsEnd + 4].elementsEqual(blank)
            {
                headers.append((index, digitsEnd + 4))
                index = digitsEnd + 4
            } else {
                index += 1
            }
        }
        guard let first = headers.first else { return bytes }
        var framed = Array(bytes[..<first.start])
        framed.reserveCapacity(bytes.count + 16)
        for (number, header) in headers.enumerated() {
            let end = number + 1 < headers.count ? headers[number + 1].start : bytes.count
            framed.append(contentsOf: Array("Content-Length: \(end - header.body)\r\n\r\n".utf8))
            framed.append(contentsOf: bytes[header.body..<end])
        }
        return framed
    }
}

/// The working directory the server runs in, made once per process:
/// `$TMPDIR/formc-fuzz-lsp-PID/`, holding a `formc.yml` (the project of every `untitled:`
/// document, with `lint.severity`) and data files a spec's `file:` may name
/// (`data/cities.csv`, `data/sizes.json`, `data/regions.yaml`, `data/broken.csv`, whose
/// FC205 lies in the data file: published for that file's URI). The server writes no file.
final class LSPScratch: @unchecked Sendable {
    static let shared = LSPScratch()

    let folder: String
    /// Where the server's answers go: /dev/null, or standard error with `FORMC_FUZZ_VERBOSE=1`.
    private(set) var sink: Int32 = -1
    let verbose = getenv("FORMC_FUZZ_VERBOSE") != nil

    private init() {
        // Under $TMPDIR, which Tests/Fuzz/run points at its own temporary folder.
        let temporary = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
        folder = "\(temporary)/formc-fuzz-lsp-\(getpid())"
    }

    func prepare() {
        guard sink < 0 else { return }
        sink = verbose ? STDERR_FILENO : open("/dev/null", O_WRONLY | O_CLOEXEC)
        guard sink >= 0 else { fatal("cannot open /dev/null") }
        try? FileManager.default.removeItem(atPath: folder)
        for path in [folder, folder + "/data"] { mkdir(path, 0o700) }
        removeAtExit(folder)
        for (path, text) in Self.files {
            writeFile(Array(text.utf8), to: folder + "/" + path)
        }
    }

    static let files: [(String, String)] = [
        ("formc.yml", "specs: [\"*.form.yaml\"]\nlint:\n  severity:\n    FC114: error\n    FC306: off\n"),
        (
            "data/cities.csv",
            "province,city,code\nZhejiang,Hangzhou,330100\nZhejiang,Ningbo,330200\nBeijing,Beijing,110100\n"
        ),
        ("data/sizes.json", "[\"S\", \"M\", {\"label\": \"L\", \"value\": \"large\"}]\n"),
        (
            "data/regions.yaml",
            "- label: Norway\n  children: [Oslo, Bergen]\n- label: Sweden\n  children: [Stockholm, {label: Göteborg}]\n"
        ),
        ("data/broken.csv", "province,city\nZhejiang,\"Hang\"zhou\nZhejiang\n")
    ]
}
