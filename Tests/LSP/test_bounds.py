"""What a stranger's spec can make the language server do or say: no more diagnostics than
`formc lint` shows by default, and nothing of a data file's text or of a file outside the
project in any message."""
import pytest

from .support import open_document, published

pytestmark = pytest.mark.asyncio

MARKER = "LSPLEAK-41b7c2"


async def test_diagnostics_are_capped_as_lint_caps_them(client, tmp_path):
    # N values in one line, none an option of 'a': N FC604 errors. 1,000 first, so that a
    # server without the cap fails here at once rather than after minutes on 100,000.
    for version, count in ((1, 1_000), (2, 100_000)):
        values = ", ".join(f"'v{index}'" for index in range(count))
        spec = ("form: Big\nfields:\n  - {id: a, kind: picker, options: [x, y]}\n"
                f"  - {{id: b, label: B, visibleWhen: \"a in [{values}]\"}}\n")
        uri = open_document(client, tmp_path / f"big{count}.form.yaml", spec, version=version)
        diagnostics = await published(client, uri, version=version, timeout=60)
        assert len(diagnostics) == 201
        assert {diagnostic.code for diagnostic in diagnostics[:200]} == {"FC604"}
        assert [diagnostic.range.start.line for diagnostic in diagnostics[:200]] == [3] * 200
        last = diagnostics[200]
        assert last.severity == 3
        assert last.code is None
        assert last.message == (f"and {count - 200} more diagnostics in big{count}.form.yaml (at most 200 are shown per "
                                "spec; formc lint --max-diagnostics 0 shows all)")
        assert (last.range.start.line, last.range.start.character) == (0, 0)


async def test_no_message_quotes_a_data_file_or_a_config_outside_the_project(client, tmp_path):
    outside = tmp_path / "outside"
    project = tmp_path / "project"
    outside.mkdir()
    project.mkdir()
    (outside / "secret.yml").write_text(f"lint: {{severity: {{FC214: error}}}}\n# {MARKER}\n", encoding="utf-8")
    (project / "formc.yml").symlink_to(outside / "secret.yml")
    (project / "creds.csv").write_text(f"label,value\n{MARKER}-a,1\n{MARKER}-a,2\n{MARKER}-b,2\n", encoding="utf-8")
    (project / "keys.json").write_text(f'[{{"label": "x", "{MARKER}": 1, "{MARKER}": 2}}]', encoding="utf-8")
    spec = ("form: S\nsources:\n  c: {file: creds.csv, value: value}\n  k: {file: keys.json}\nfields:\n"
            "  - {id: pick, kind: picker, source: c, default: LSPLEAK}\n"
            "  - {id: key, kind: picker, source: k}\n"
            "  - {id: note, label: Note, visibleWhen: \"pick == 'LSPLEAK-41b7c2-'\"}\n")
    uri = open_document(client, project / "s.form.yaml", spec)
    own = await published(client, uri, version=1)
    assert sorted((diagnostic.code, diagnostic.range.start.line) for diagnostic in own) == [
        ("FC212", 5), ("FC604", 7)]
    # A label twice (FC214) and a value twice (FC207); the config outside the project is not
    # read, so FC214 stays a warning.
    creds = await published(client, (project / "creds.csv").as_uri())
    assert sorted((diagnostic.code, diagnostic.severity, diagnostic.range.start.line) for diagnostic in creds) == [
        ("FC207", 1, 3), ("FC214", 2, 2)]
    await published(client, (project / "keys.json").as_uri())
    seen = [(uri, diagnostic) for uri, _, diagnostics, _ in client.published for diagnostic in diagnostics]
    assert {code for _, diagnostic in seen for code in [diagnostic.code]} == {"FC212", "FC604", "FC207", "FC214", "FC004"}
    for _, diagnostic in seen:
        texts = [diagnostic.message] + [info.message for info in diagnostic.related_information or []]
        # The spec's own literal may be quoted ('LSPLEAK-41b7c2-' is its text); the files' never.
        assert not any(MARKER + "-a" in text or MARKER + "-b" in text or f"'{MARKER}'" in text for text in texts), texts
