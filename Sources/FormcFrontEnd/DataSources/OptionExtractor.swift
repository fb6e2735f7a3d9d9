import FormcDiagnostics
import FormcIR

/// Reads picker options out of a data tree, as a source's keys describe them.
///
/// A flat source is a list whose items are scalars (label = value = the text) or records
/// with the label key (`label` unless the source names another), the value key (the source's
/// `value:`, which every record must then have; else a record's `value` entry if it has one,
/// else its label) and, when the source names an `icon:` key, that key. A cascading source
/// with `levels: [a, b, …]` is a list of records for level `a`, each with its `children`
/// list for level `b`, down to the last level, whose items are scalars or records without
/// children; the value and icon keys are required on the last level only (a parent's value
/// falls back to its label). CSV data is a list of records whose columns are named by the
/// levels; rows are grouped by their parent columns in order of first appearance, and each
/// row is one option of the last level.
///
/// Reports FC206 (no options), FC207 (a value twice among siblings), FC208 (a record without
/// the label, value or icon key), FC209 (data shallower or deeper than `levels`) and FC210
/// (a parent whose child list is empty), each at the item's location where the format gives
/// one and with the item's path (`[2].cities[0]`) in the message.
///
/// A message quotes an option's text only for inline options (the spec's own text). Options
/// read from a file are never quoted, nor is a CSV header: a spec from a stranger's pull
/// request may name any file inside the root as a one-column CSV (`.git/config`, a `.env`),
/// and a report must not become a way to print it. The item's place (line and column, or its
/// path) says which one is meant.
struct OptionExtractor {
    var sourceName: String
    /// Whether the options are written in the spec (`options:`) rather than read from a file.
    var isInline: Bool
    var labelKey: String
    var valueKey: String?
    var iconKey: String?
    var childrenKey: String
    var levels: [String]
    private(set) var diagnostics = Diagnostics()

    init(
        sourceName: String, isInline: Bool, labelKey: String, valueKey: String?, iconKey: String?, childrenKey: String,
        levels: [String]
    ) {
        self.sourceName = sourceName
        self.isInline = isInline
        self.labelKey = labelKey
        self.valueKey = valueKey
        self.iconKey = iconKey
        self.childrenKey = childrenKey
        self.levels = levels
    }

    private var depth: Int { max(1, levels.count) }

    mutating func options(from root: DataNode, isCSV: Bool) -> [Option] {
        if isCSV, reportedOneColumnHeader(root) { return [] }
        if isCSV, levels.count > 1, case .array(let rows) = root.value,
            case .dictionary(let columns)? = rows.first?.value
        {
            let missing = levels.filter { level in !columns.contains { $0.key == level } }
            if !missing.isEmpty {
                report(
                    .levelsMismatch,
                    "source '\(sourceName)' declares levels \(levels.joined(separator: ", ")), but the CSV has no "
                        + missing.map { "'\($0)'" }.joined(separator: ", ") + " column",
                    at: root, path: "")
                return []
            }
        }
        // A column a flat source names (or `label`, by default) missing from the header is
        // missing from every row: say it once, at the header, rather than once a row (FC208).
        // (A cascading CSV's labels are its level columns, checked above.)
        if isCSV, levels.count <= 1, case .array(let rows) = root.value,
            case .dictionary(let columns)? = rows.first?.value
        {
            let S = Language.sourceKeys
            let named = [(S.label.name, labelKey as String?), (S.value.name, valueKey), (S.icon.name, iconKey)]
            for case (let role, let key?) in named where !columns.contains(where: { $0.key == key }) {
                report(
                    .recordMissingKey,
                    "the CSV of source '\(sourceName)' has no '\(key)' column for the \(role)s; name the column that "
                        + "holds them with '\(role): <column>' in the source",
                    at: root, path: "")
                return []
            }
        }
        let tree = isCSV && levels.count > 1 ? groupedCSV(root) : root
        guard case .array(let items) = tree.value else {
            report(
                isInline ? .wrongType : .sourceFileMalformed,
                "the options of source '\(sourceName)' must be a list, found \(tree.kindDescription)", at: tree,
                path: "")
            return []
        }
        if items.isEmpty {
            report(.emptyOptions, "source '\(sourceName)' has no options", at: tree, path: "")
        }
        return column(items, level: 0, path: "", parent: tree)
    }

    private mutating func column(_ items: [DataNode], level: Int, path: String, parent: DataNode) -> [Option] {
        var options: [Option] = []
        options.reserveCapacity(items.count)
        var seen: [String: Int] = [:]
        var seenLabels: [String: Int] = [:]
        for (index, item) in items.enumerated() {
            let itemPath = "\(path)[\(index)]"
            guard var option = self.option(item, level: level, path: itemPath) else { continue }
            if let first = seen[option.value] {
                report(
                    .duplicateOptionValue,
                    "\(quoted("value '\(option.value)'", else: "a value")) appears twice in source '\(sourceName)' (items \(first) and \(index)\(levelName(level)))",
                    at: item, path: itemPath)
            } else {
                seen[option.value] = index
                // Different values behind one label: a person cannot tell the rows apart.
                if let first = seenLabels[option.label] {
                    report(
                        .duplicateOptionLabel,
                        "\(quoted("label '\(option.label)'", else: "a label")) appears twice in source '\(sourceName)' (items \(first) and \(index)"
                            + "\(levelName(level))), with different values; no picker can tell them apart",
                        at: item, path: itemPath)
                } else {
                    seenLabels[option.label] = index
                }
            }
            if level + 1 < depth {
                option.children = children(of: item, option: option, level: level, path: itemPath)
            }
            options.append(option)
        }
        return options
    }

    private mutating func children(of item: DataNode, option: Option, level: Int, path: String) -> [Option] {
        guard let list = item[childrenKey] else {
            report(
                .levelsMismatch,
                "source '\(sourceName)' declares \(depth) levels, but \(quoted("'\(option.label)'", else: "an option")) has no '\(childrenKey)' list",
                at: item, path: path)
            return []
        }
        guard case .array(let items) = list.value else {
            report(
                .levelsMismatch,
                "'\(childrenKey)' of \(quoted("'\(option.label)'", else: "an option")) must be a list, found \(list.kindDescription)",
                at: list, path: path)
            return []
        }
        if items.isEmpty {
            report(
                .emptyChildList,
                "\(quoted("'\(option.label)'", else: "an option")) has no \(levels.indices.contains(level + 1) ? levels[level + 1] : "children") in source '\(sourceName)': choosing it ends the selection there, and the columns after it are skipped",
                at: item, path: path)
        }
        return column(items, level: level + 1, path: path + "." + childrenKey, parent: list)
    }

    private mutating func option(_ item: DataNode, level: Int, path: String) -> Option? {
        let isLastLevel = level + 1 >= depth
        switch item.value {
        case .scalar(let text):
            if let iconKey, isLastLevel {
                report(
                    .recordMissingKey,
                    "\(quoted("item '\(text)'", else: "an item")) is a plain value, so it has no '\(iconKey)' for the icon",
                    at: item, path: path)
            }
            return Option(label: text, value: text)
        case .dictionary:
            if isLastLevel, levels.count > 1, item[childrenKey] != nil {
                report(
                    .levelsMismatch,
                    "source '\(sourceName)' declares \(depth) levels, but the data goes deeper under "
                        + quoted("'\(item[labelKey]?.scalarText ?? "?")'", else: "this record"),
                    at: item, path: path)
            }
            guard let labelNode = item[labelKey] else {
                report(
                    .recordMissingKey, "record has no '\(labelKey)' key for the label (source '\(sourceName)')",
                    at: item, path: path)
                return nil
            }
            guard let label = labelNode.scalarText else {
                report(
                    isInline ? .wrongType : .sourceFileMalformed,
                    "the '\(labelKey)' of a record is \(labelNode.kindDescription), not text (source '\(sourceName)')",
                    at: labelNode, path: path)
                return nil
            }
            var value = label
            if let valueKey {
                if let text = item[valueKey]?.scalarText {
                    value = text
                } else if isLastLevel {
                    report(
                        .recordMissingKey,
                        "\(quoted("record '\(label)'", else: "a record")) has no '\(valueKey)' key for the value",
                        at: item, path: path)
                    return nil
                }
            } else if let text = item["value"]?.scalarText {
                value = text
            }
            let icon = iconKey.flatMap { item[$0]?.scalarText }
            if let iconKey, icon == nil, isLastLevel {
                report(
                    .recordMissingKey,
                    "\(quoted("record '\(label)'", else: "a record")) has no '\(iconKey)' key for the icon", at: item,
                    path: path)
            }
            return Option(label: label, value: value, icon: icon)
        case .null, .unsupported:
            report(
                isInline ? .wrongType : .sourceFileMalformed,
                "an option is \(item.kindDescription), not text, in source '\(sourceName)'",
                at: item, path: path)
            return nil
        case .array:
            report(
                .levelsMismatch, "an option is a list, not a value or record, in source '\(sourceName)'", at: item,
                path: path)
            return nil
        }
    }

    /// Reports CSV data whose header is one column while the source needs columns the file
    /// lacks (its levels, or its label, value or icon key), once for the file instead of once
    /// per row (FC209 for levels, else FC208): most often the file separates its fields with
    /// a character the reader did not take for the separator, and the message names the one
    /// the header holds. A cascading source whose header holds none is left to the missing
    /// level check. Returns whether it reported.
    private mutating func reportedOneColumnHeader(_ root: DataNode) -> Bool {
        guard case .array(let rows) = root.value, case .dictionary(let columns)? = rows.first?.value,
            columns.count == 1, let name = columns.first?.key
        else { return false }
        let needed = (levels.count > 1 ? levels : [labelKey]) + [valueKey, iconKey].compactMap { $0 }
        let separator = Self.likelySeparator(in: name)
        guard needed.contains(where: { $0 != name }), separator != nil || levels.count < 2 else { return false }
        // The header is the file's first line: described, never quoted (see above).
        var message =
            "the CSV header is one column, but source '\(sourceName)' needs the "
            + (needed.count == 1 ? "column " : "columns ") + needed.map { "'\($0)'" }.joined(separator: ", ")
        if let separator {
            let written = separator == "\t" ? "\"\\t\"" : "'\(separator)'"
            message +=
                "; is the separator \(separator == "\t" ? "a tab" : "'\(separator)'")? set delimiter: \(written) on the source"
        } else if needed == [labelKey] {
            message += "; to show that one column, set label: to its name (line 1) on the source"
        }
        report(levels.count > 1 ? .levelsMismatch : .recordMissingKey, message, at: root, path: "")
        return true
    }

    /// The character a one-column header most likely separates its names with: of those
    /// spreadsheet programs use, the one it holds most often (a tie goes to the earlier).
    static func likelySeparator(in header: String) -> Unicode.Scalar? {
        let candidates: [Unicode.Scalar] = [",", ";", "\t", "|", ":"]
        let counts = candidates.map { candidate in header.unicodeScalars.filter { $0 == candidate }.count }
        guard let most = counts.max(), most > 0, let index = counts.firstIndex(of: most) else { return nil }
        return candidates[index]
    }

    /// Turns CSV rows (records keyed by column) into the nested tree the cascading reader
    /// expects: each level's column is the label, rows sharing parents share a node.
    private func groupedCSV(_ root: DataNode) -> DataNode {
        guard case .array(let rows) = root.value else { return root }
        func group(_ rows: [DataNode], level: Int) -> [DataNode] {
            let key = levels[level]
            // The last level keeps every row: a repeated city is a duplicate to report, not to merge.
            guard level + 1 < levels.count else { return rows.map { leaf($0, column: key) } }
            var order: [String] = []
            var byLabel: [String: (first: DataNode, rows: [DataNode])] = [:]
            for row in rows {
                // A row without the parent's column stays a record without a label: FC208.
                guard let label = row[key]?.scalarText else {
                    order.append("")
                    byLabel["", default: (row, [])].rows.append(row)
                    continue
                }
                if byLabel[label] == nil { order.append(label); byLabel[label] = (row, []) }
                byLabel[label]?.rows.append(row)
            }
            var seen = Set<String>()
            return order.compactMap { label in
                guard seen.insert(label).inserted, let entry = byLabel[label] else { return nil }
                var entries: [(key: String, value: DataNode)] = []
                if !label.isEmpty { entries.append((labelKey, DataNode(.scalar(label), at: entry.first.location))) }
                entries.append(
                    (childrenKey, DataNode(.array(group(entry.rows, level: level + 1)), at: entry.first.location)))
                return DataNode(.dictionary(entries), at: entry.first.location)
            }
        }
        /// A last-level row: its level column becomes the label, other columns (value, icon) stay.
        func leaf(_ row: DataNode, column: String) -> DataNode {
            guard case .dictionary(let columns) = row.value else { return row }
            var entries = columns.filter { $0.key != labelKey && !levels.contains($0.key) }
            if let label = row[column] { entries.insert((labelKey, label), at: 0) }
            return DataNode(.dictionary(entries), at: row.location)
        }
        return DataNode(.array(group(rows, level: 0)), at: root.location)
    }

    /// `inline` (which quotes an option's text) for inline options, the spec's own text;
    /// `other`, which quotes nothing, for a file's.
    private func quoted(_ inline: @autoclosure () -> String, else other: String) -> String {
        isInline ? inline() : other
    }

    private func levelName(_ level: Int) -> String {
        levels.count > 1 && levels.indices.contains(level) ? ", level '\(levels[level])'" : ""
    }

    private mutating func report(_ code: DiagnosticCode, _ message: String, at node: DataNode, path: String) {
        // Formats without positions put every node at 1:1; the path then says where.
        let located = node.location.line == 1 && node.location.column == 1 && !path.isEmpty
        diagnostics.report(Diagnostic(code, located ? "\(message) at \(path)" : message, at: node.location))
    }
}
