"""Writes mutant schemata into the scratch copy: every sampled site's schema text in its
file, and per module a `__Mutants.swift` with `__mut(_:)`, the switch each site reads.

`__mut(id)` is true only in the mutant whose id the control file (or `FORMC_MUTANT` in the
environment, which wins) names, so one build serves every mutant. It imports Glibc only:
a Foundation import would reach the whole module and change its overload resolution. It also records, once per
process, that the site was reached, in `<trace folder>/<pid>` when a trace folder is named:
that record is the coverage map that picks each mutant's tests (Stryker's "perTest" coverage
analysis works the same way, through its mutant switches). The control file, not only the
environment, carries both because tests that start formc with an environment of their own
(the pty tests) would otherwise run every mutant unmutated.

Template sites are text replacements applied when the embedded templates are first read
(`BundledTemplates.all`); reading them reaches every template site at once.
"""
import os
import re
import subprocess
import sys
from collections import defaultdict

SCHEMA_FILE = "__Mutants.swift"

SWITCH = """// Mutant schemata for Tests/Mutations/mechanical: written into its scratch copy only.
// Glibc, not Foundation: importing Foundation here would make it visible to the whole module
// and change which methods the module's own code calls (`"".contains("")` differs).
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

nonisolated private struct __MutantControl: Sendable {{
    let active: Int
    let trace: String?
}}

nonisolated private func __mutantControlText() -> String {{
    let descriptor = open("{control}", O_RDONLY)
    guard descriptor >= 0 else {{ return "" }}
    defer {{ close(descriptor) }}
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {{
        let count = chunk.withUnsafeMutableBytes {{ read(descriptor, $0.baseAddress, $0.count) }}
        guard count > 0 else {{ break }}
        bytes += chunk[0..<count]
    }}
    return String(decoding: bytes, as: UTF8.self)
}}

nonisolated private let __mutantControl: __MutantControl = {{
    var active = -1
    var trace: String? = nil
    for line in __mutantControlText().split(separator: "\\n") {{
        if line.hasPrefix("mutant=") {{ active = Int(line.dropFirst(7)) ?? -1 }}
        if line.hasPrefix("trace=") {{ trace = String(line.dropFirst(6)) }}
    }}
    if let value = getenv("FORMC_MUTANT") {{ active = Int(String(cString: value)) ?? -1 }}
    if let value = getenv("FORMC_MUTANT_TRACE") {{ trace = String(cString: value) }}
    return __MutantControl(active: active, trace: trace)
}}()

nonisolated(unsafe) private let __mutantSeen: UnsafeMutablePointer<UInt8>? =
    calloc({count}, 1).map {{ $0.assumingMemoryBound(to: UInt8.self) }}

/// `@usableFromInline`: sites inside `@inlinable` code may call it.
@usableFromInline @inline(never)
nonisolated func __mut(_ id: Int) -> Bool {{
    if let trace = __mutantControl.trace, let seen = __mutantSeen, id >= 0, id < {count}, seen[id] == 0 {{
        seen[id] = 1
        let descriptor = open(trace + "/" + String(getpid()), O_WRONLY | O_CREAT | O_APPEND, 0o644)
        if descriptor >= 0 {{
            let line = Array((String(id) + "\\n").utf8)
            _ = line.withUnsafeBytes {{ write(descriptor, $0.baseAddress, $0.count) }}
            close(descriptor)
        }}
    }}
    return __mutantControl.active == id
}}
"""

HELPERS = """
nonisolated extension StringProtocol {
    func __mutLowercased(_ id: Int) -> String { __mut(id) ? String(self) : lowercased() }
    func __mutUppercased(_ id: Int) -> String { __mut(id) ? String(self) : uppercased() }
}

nonisolated extension Character {
    func __mutLowercased(_ id: Int) -> String { __mut(id) ? String(self) : lowercased() }
    func __mutUppercased(_ id: Int) -> String { __mut(id) ? String(self) : uppercased() }
}

nonisolated extension BidirectionalCollection {
    func __mutFirst(_ id: Int) -> Element? { __mut(id) ? last : first }
    func __mutLast(_ id: Int) -> Element? { __mut(id) ? first : last }
    func __mutFirst(_ id: Int, where predicate: (Element) throws -> Bool) rethrows -> Element? {
        try __mut(id) ? last(where: predicate) : first(where: predicate)
    }
    func __mutLast(_ id: Int, where predicate: (Element) throws -> Bool) rethrows -> Element? {
        try __mut(id) ? first(where: predicate) : last(where: predicate)
    }
}

nonisolated func __mutMin<T: Comparable>(_ id: Int, _ a: T, _ b: T) -> T { __mut(id) ? max(a, b) : min(a, b) }
nonisolated func __mutMax<T: Comparable>(_ id: Int, _ a: T, _ b: T) -> T { __mut(id) ? min(a, b) : max(a, b) }

nonisolated extension Sequence where Element: Comparable {
    func __mutMin(_ id: Int) -> Element? { __mut(id) ? self.max() : self.min() }
    func __mutMax(_ id: Int) -> Element? { __mut(id) ? self.min() : self.max() }
}

nonisolated extension Sequence {
    func __mutMin(_ id: Int, by order: (Element, Element) throws -> Bool) rethrows -> Element? {
        try __mut(id) ? self.max(by: order) : self.min(by: order)
    }
    func __mutMax(_ id: Int, by order: (Element, Element) throws -> Bool) rethrows -> Element? {
        try __mut(id) ? self.min(by: order) : self.max(by: order)
    }
}
"""

TEMPLATE_HOOK = """
/// The embedded templates with the active template mutant's replacement made; reading them
/// reaches every template site.
func __mutateTemplates(_ templates: [String: String]) -> [String: String] {{
    let sites: [(id: Int, name: String, offset: Int, original: String, replacement: String)] = [
{rows}
    ]
    var result = templates
    for site in sites where __mut(site.id) {{
        guard let text = result[site.name] else {{ continue }}
        var bytes = Array(text.utf8)
        let original = Array(site.original.utf8)
        let end = site.offset + original.count
        guard end <= bytes.count, Array(bytes[site.offset..<end]) == original else {{ continue }}
        bytes.replaceSubrange(site.offset..<end, with: Array(site.replacement.utf8))
        result[site.name] = String(decoding: bytes, as: UTF8.self)
    }}
    return result
}}
"""
BUNDLED = "Sources/FormcEmit/Swift/BundledTemplates.swift"
BUNDLED_LINE = "    static let all: [String: String] = ["


def module_of(path):
    parts = path.split("/")
    return "/".join(parts[:2])


def swift_literal(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


def apply_sites(text, sites):
    for site in sorted(sites, key=lambda s: s.start, reverse=True):
        text = text[:site.start] + site.schema.replace("{ID}", str(site.id)) + text[site.end:]
    return text


def write(scratch, originals, sites, control, count):
    """Writes every file that holds sites (from its original text) and the switches."""
    by_file = defaultdict(list)
    for site in sites:
        by_file[site.file].append(site)
    modules = {module_of(path) for path in originals if not path.startswith("Templates/")}
    modules.add("Sources/FormcEmit")
    for path, original in originals.items():
        if path.startswith("Templates/"):
            continue
        with open(os.path.join(scratch, path), "w", encoding="utf-8") as handle:
            handle.write(apply_sites(original, by_file.get(path, [])))
    template_rows = []
    for site in sites:
        if site.file.startswith("Templates/"):
            template_rows.append(f"        ({site.id}, {swift_literal(site.extra['template'])}, {site.extra['byte_offset']}, "
                                 f"{swift_literal(site.original)}, {swift_literal(site.mutated)}),")
    for module in modules:
        text = SWITCH.format(control=control, count=count) + HELPERS
        if module == "Sources/FormcEmit":
            text += TEMPLATE_HOOK.format(rows="\n".join(template_rows))
        with open(os.path.join(scratch, module, SCHEMA_FILE), "w", encoding="utf-8") as handle:
            handle.write(text)
    bundled = os.path.join(scratch, BUNDLED)
    text = open(bundled, encoding="utf-8").read()
    if "__mutateTemplates" not in text:
        if BUNDLED_LINE not in text:
            raise SystemExit(f"{BUNDLED}: the line '{BUNDLED_LINE.strip()}' is gone; update schemata.py")
        text = text.replace(BUNDLED_LINE, "    static let all: [String: String] = __mutateTemplates(unmutated)\n"
                            "    static let unmutated: [String: String] = [", 1)
        with open(bundled, "w", encoding="utf-8") as handle:
            handle.write(text)
    # FormcKit's generated copy (the FormcKit.swift `formc compile -o` writes, which the UIKit
    # double's scenarios and the type-checks against the stubs compile) is made again from the
    # mutated sources, `__Mutants.swift` included, so the sites of its UIKit and SwiftUI parts
    # are reached too: the Linux module leaves them out (`#if canImport(UIKit)`).
    if "Sources/FormcKit" in modules:
        done = subprocess.run([sys.executable, os.path.join(scratch, ".ci", "embed_templates.py"), "--runtime"],
                              capture_output=True, text=True)
        if done.returncode != 0:
            raise SystemExit("embedding FormcKit's schemata failed: " + done.stdout + done.stderr)


ERROR = re.compile(r"^(/[^:\n]+):(\d+):\d+: error: ", re.MULTILINE)


def failing_sites(output, scratch, sites):
    """The sites a build's errors point at: those on an error's line; for an error on a line
    without sites, the file's sites within 20 lines of it, else all of the file's."""
    by_file = defaultdict(list)
    for site in sites:
        by_file[site.file].append(site)
    failing = set()
    unplaced = []
    for match in ERROR.finditer(output):
        path = os.path.relpath(os.path.realpath(match.group(1)), os.path.realpath(scratch))
        line = int(match.group(2))
        here = [s for s in by_file.get(path, []) if s.line == line]
        if not here:
            here = [s for s in by_file.get(path, []) if abs(s.line - line) <= 20] or by_file.get(path, [])
        if not here:
            unplaced.append(f"{path}:{line}")
        failing.update(s.id for s in here)
    return failing, unplaced
