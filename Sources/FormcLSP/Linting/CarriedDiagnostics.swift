import FormcDiagnostics

/// What an editor keeps while the text does not load as YAML (a key half typed): the last
/// good analysis's diagnostics on the lines the typing has not touched, moved to where those
/// lines are now, beside the YAML error. Without them every other diagnostic would vanish at
/// the first keystroke of a new key and come back at the `:`.
enum CarriedDiagnostics {
    /// `diagnostics` of the spec at `specPath` (formc positions in `old`) on the lines that
    /// `old` and `new` share unchanged at their start or their end, renumbered for `new`;
    /// those on the lines between (the ones edited), and their notes there, are dropped.
    /// Diagnostics and notes in other files are dropped too: a data file is not re-read
    /// while the spec does not load. Lines are formc's (`DocumentLines`).
    static func carried(_ diagnostics: [Diagnostic], specPath: String, from old: String, to new: String)
        -> [Diagnostic]
    {
        let map = lineMap(from: DocumentLines(old).lines, to: DocumentLines(new).lines)
        return diagnostics.compactMap { diagnostic in
            guard diagnostic.location.file == specPath, let line = map(diagnostic.location.line) else { return nil }
            var moved = diagnostic
            moved.location.line = line
            moved.notes = diagnostic.notes.compactMap { note in
                guard let location = note.location else { return note }
                guard location.file == specPath, let noteLine = map(location.line) else { return nil }
                var movedNote = note
                movedNote.location?.line = noteLine
                return movedNote
            }
            if let fixIt = diagnostic.fixIt {
                moved.fixIt = map(fixIt.location.line).map { line in
                    var movedFix = fixIt
                    movedFix.location.line = line
                    return movedFix
                }
            }
            return moved
        }
    }

    /// Where each 1-based line of `old` is in `new`: the same line in the common first lines,
    /// shifted by the change in length in the common last lines, nil in between.
    static func lineMap(from old: [[Unicode.Scalar]], to new: [[Unicode.Scalar]]) -> (Int) -> Int? {
        var prefix = 0
        while prefix < min(old.count, new.count), old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < min(old.count, new.count) - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
            suffix += 1
        }
        let shift = new.count - old.count
        return { line in
            if line >= 1, line <= prefix { return line }
            if line > old.count - suffix, line <= old.count { return line + shift }
            return nil
        }
    }
}
