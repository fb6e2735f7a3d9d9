import FormcDriver
import FuzzShim
#if canImport(Glibc)
    import Glibc
#endif

/// The process's entry (SwiftPM links `main` to `FuzzData_main`): libFuzzer's driver, with the
/// command line's options, over `fuzzData`.
@_cdecl("FuzzData_main")
public func fuzzDataMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments) { data, size in fuzzData(data, size) }
}

/// One input: the first byte picks a data format (JSON, property list, CSV, YAML) and the rest
/// is written to a data file that a fixed spec's cascading and flat pickers read, in a folder
/// of this process's own; the spec is then compiled to JSON and linted (data loader, option
/// extraction, FC2xx checks, reports that quote data files). The fifth format is the spec's
/// String Catalog (`F.xcstrings`, read by `JSONReader`): linted against `locales:`, and
/// updated by `--emit strings`.
func fuzzData(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data, size > 0 else { return 0 }
    let formats = ["json", "plist", "csv", "yaml", "xcstrings"]
    let format = formats[Int(data[0]) % formats.count]
    let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    // Under $TMPDIR, which Tests/Fuzz/run points at its own temporary folder.
    let base = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
    let folder = "\(base)/formc-fuzz-data-\(getpid())"
    mkdir(folder, 0o700)
    if format == "xcstrings" {
        write(bytes, to: folder + "/F.xcstrings")
        let spec =
            "form: F\nlocales: [de, fr]\nfields:\n  - {id: a, label: Name}\n  - {id: b, kind: picker, options: [x, y]}\n"
        write(Array(spec.utf8), to: folder + "/spec.form.yaml")
        for arguments in [
            ["lint", folder + "/spec.form.yaml"], ["compile", folder + "/spec.form.yaml", "--emit", "strings"]
        ] {
            let console = Console(
                writeOut: { _ in }, writeError: { _ in }, readInput: { _ in [] }, colorDiagnostics: false)
            _ = Formc.run(arguments, console: console)
        }
        return 0
    }
    write(bytes, to: folder + "/data." + format)
    let spec = """
        form: F
        sources:
          flat: {file: data.\(format)}
          nested: {file: data.\(format), levels: [a, b], label: name, value: code}
        fields:
          - {id: one, kind: picker, source: flat}
          - {id: two, kind: picker, source: nested, display: '{a} {b}'}
        """
    write(Array(spec.utf8), to: folder + "/spec.form.yaml")
    for arguments in [["compile", folder + "/spec.form.yaml", "--emit", "json"], ["lint", folder + "/spec.form.yaml"]] {
        let console = Console(writeOut: { _ in }, writeError: { _ in }, readInput: { _ in [] }, colorDiagnostics: false)
        _ = Formc.run(arguments, console: console)
    }
    return 0
}

private func write(_ bytes: [UInt8], to path: String) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    guard descriptor >= 0 else { return }
    bytes.withUnsafeBytes { buffer in
        var offset = 0
        while offset < buffer.count, let base = buffer.baseAddress {
            let written = Glibc.write(descriptor, base + offset, buffer.count - offset)
            if written <= 0 { break }
            offset += written
        }
    }
    close(descriptor)
}
