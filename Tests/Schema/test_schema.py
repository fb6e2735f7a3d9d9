"""schema/formc.schema.json (what `formc schema` prints) against formc itself: every spec that
formc compiles is valid under the schema, and specs formc rejects for a key, a kind or a
missing key are rejected by the schema too. Build first: `swift build`."""
import json
import os
import pathlib
import subprocess

import jsonschema
import pytest
import yaml

ROOT = pathlib.Path(__file__).resolve().parents[2]
FORMC = os.environ.get("FORMC", str(ROOT / ".build" / "debug" / "formc"))
SCHEMA = json.loads((ROOT / "schema" / "formc.schema.json").read_text(encoding="utf-8"))
MODELINE = "# yaml-language-server: $schema=../schema/formc.schema.json"

# The specs meant to be valid: the examples (the plugin demo's included), the emitter's
# hostile-but-valid specs, the UIKit simulator's specs, and AllKeys here.
# (Tests/Fixtures/Broken holds specs with errors.)
VALID = sorted(
    list((ROOT / "Examples").glob("*.form.yaml"))
    + list((ROOT / "Examples" / "PluginDemo" / "Sources").rglob("*.form.yaml"))
    + list((ROOT / "Tests" / "Fixtures" / "Hostile").glob("*.form.yaml"))
    + list((ROOT / "Tests" / "Fixtures" / "UIKitSim").glob("*.form.yaml"))
    + [ROOT / "Tests" / "Schema" / "AllKeys.form.yaml"]
)


class SpecLoader(yaml.SafeLoader):
    """YAML as formc and editors read a spec's scalars: `min: 1900-01-01` stays text (PyYAML
    would make it a date, which no JSON Schema type matches)."""


SpecLoader.yaml_implicit_resolvers = {
    first: [(tag, regexp) for tag, regexp in resolvers if tag != "tag:yaml.org,2002:timestamp"]
    for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}


def load(text):
    return yaml.load(text, Loader=SpecLoader)


def errors(document):
    return sorted(error.message for error in jsonschema.Draft7Validator(SCHEMA).iter_errors(document))


def formc_compile(text):
    """formc's exit status and diagnostics for spec text on standard input."""
    run = subprocess.run([FORMC, "compile", "-"], input=text.encode(), capture_output=True, cwd=ROOT)
    return run.returncode, run.stderr.decode()


def test_the_schema_is_a_draft_07_schema():
    assert SCHEMA["$schema"] == "http://json-schema.org/draft-07/schema#"
    jsonschema.Draft7Validator.check_schema(SCHEMA)


@pytest.mark.parametrize("path", VALID, ids=lambda path: str(path.relative_to(ROOT)))
def test_every_valid_spec_is_valid_under_the_schema(path):
    assert subprocess.run([FORMC, "compile", str(path)], capture_output=True).returncode == 0, "formc rejects it"
    assert errors(load(path.read_text(encoding="utf-8"))) == []


@pytest.mark.parametrize("path", sorted((ROOT / "Examples").glob("*.form.yaml")), ids=lambda path: path.name)
def test_every_example_starts_with_the_modeline(path):
    assert path.read_text(encoding="utf-8").split("\n", 1)[0] == MODELINE


def test_all_keys_uses_every_key_of_the_schema():
    """Walks AllKeys.form.yaml along the schema and collects (definition, key) pairs used."""
    used = set()

    def walk(node, schema, where):
        if "$ref" in schema:
            name = schema["$ref"].rsplit("/", 1)[-1]
            return walk(node, SCHEMA["definitions"][name], name)
        for part in schema.get("allOf", []) + schema.get("anyOf", []):
            walk(node, part, where)
        if isinstance(node, dict) and "properties" in schema:
            for key, value in node.items():
                used.add((where, key))
                if key in schema["properties"]:
                    walk(value, schema["properties"][key], where)
        if isinstance(node, dict) and isinstance(schema.get("additionalProperties"), dict):
            for value in node.values():
                walk(value, schema["additionalProperties"], where)
        if isinstance(node, list) and isinstance(schema.get("items"), dict):
            for item in node:
                walk(item, schema["items"], where)

    walk(load((ROOT / "Tests" / "Schema" / "AllKeys.form.yaml").read_text(encoding="utf-8")), SCHEMA, "top")
    declared = {("top", key) for key in SCHEMA["properties"]}
    declared |= {(name, key) for name, definition in SCHEMA["definitions"].items() for key in definition["properties"]}
    assert declared - used == set()


# Specs formc rejects, each with the code it reports: the schema rejects them too.
REJECTED = {
    "unknown top-level key": ("form: F\nfields: [{id: a}]\ncolour: red\n", "FC010"),
    "unknown field key": ("form: F\nfields:\n  - id: a\n    lable: A\n", "FC010"),
    "kind: txt": ("form: F\nfields:\n  - id: a\n    kind: txt\n", "FC013"),
    "synonym type for kind": ("form: F\nfields:\n  - id: a\n    type: email\n", "FC010"),
    "synonym items for fields": ("form: F\nitems: [{id: a}]\nfields: [{id: b}]\n", "FC010"),
    "synonym path for a source's file": (
        "form: F\nsources:\n  s: {path: a.csv, options: [x]}\nfields: [{id: a, kind: picker, source: s}]\n", "FC010"),
    "unknown toolbar key": ("form: F\ntoolbar: {next: true}\nfields: [{id: a}]\n", "FC010"),
    "toolbar title not in its words": ("form: F\ntoolbar: {title: center}\nfields: [{id: a}]\n", "FC013"),
    "returnKey not a UIReturnKeyType": ("form: F\nfields:\n  - {id: a, returnKey: enter}\n", "FC013"),
    "contentType not a UITextContentType": ("form: F\nfields:\n  - {id: a, contentType: mail}\n", "FC013"),
    "a boolean that is not one": ("form: F\nfields:\n  - {id: a, required: maybe}\n", "FC011"),
    "a quoted true": ("form: F\nfields:\n  - {id: a, hidden: \"true\"}\n", "FC011"),
    "a whole number with a fraction": ("form: F\nfields:\n  - {id: a, tag: 1.5}\n", "FC011"),
    "a word for a number": ("form: F\nkeyboardDistance: far\nfields: [{id: a}]\n", "FC011"),
    "a default that is a mapping": ("form: F\nfields:\n  - {id: a, default: {x: 1}}\n", "FC011"),
    "no form": ("fields: [{id: a}]\n", "FC012"),
    "no fields or sections": ("form: F\n", "FC012"),
    "a field without id": ("form: F\nfields:\n  - kind: text\n", "FC012"),
    "a section without fields": ("form: F\nfields: [{id: a}]\nsections:\n  - title: T\n", "FC012"),
    "a source without options or file": ("form: F\nsources:\n  s: {label: name}\nfields: [{id: a, kind: picker, source: s}]\n", "FC012"),
    "a source with options and file": (
        "form: F\nsources:\n  s: {file: a.csv, options: [x]}\nfields: [{id: a, kind: picker, source: s}]\n", "FC013"),
    "options on a field that is not a picker": ("form: F\nfields:\n  - {id: a, kind: text, options: [x]}\n", "FC013"),
    "options on a field without a kind": ("form: F\nfields:\n  - {id: a, options: [x]}\n", "FC013"),
    "options and source on a picker": (
        "form: F\nsources:\n  s: {options: [x]}\nfields:\n  - {id: a, kind: picker, source: s, options: [y]}\n", "FC013"),
    "an unknown validation key": ("form: F\nfields:\n  - {id: a, validation: {minLen: 1}}\n", "FC010"),
}


@pytest.mark.parametrize("name", sorted(REJECTED))
def test_the_schema_rejects_what_formc_rejects(name):
    text, code = REJECTED[name]
    status, diagnostics = formc_compile(text)
    assert status == 1 and f"[{code}]" in diagnostics, diagnostics
    assert errors(load(text)) != []


# Specs formc accepts that a schema might be too strict for: the schema accepts them.
ACCEPTED = {
    "YAML 1.1 boolean words": "form: F\ntoolbar: off\nfields:\n  - {id: a, required: yes, hidden: No}\n",
    "text that YAML reads as a boolean or a number": "form: F\nfields:\n  - {id: a, label: no, placeholder: 1.0}\n",
    "a date that YAML could read as a timestamp": "form: F\nfields:\n  - {id: a, kind: date, min: 2000-01-01}\n",
    "an order list": "form: F\norder: [b, a]\nfields: [{id: a}, {id: b}]\n",
    "toolbar as a boolean": "form: F\ntoolbar: false\nfields: [{id: a, kind: text}]\n",
    "a list default": "form: F\nsources:\n  s: {levels: [a, b], options: [{label: x, children: [y]}]}\n"
                      "fields:\n  - {id: p, kind: picker, source: s, default: [x, y]}\n",
    "date keys on a text field (ignored by formc)": "form: F\nfields:\n  - {id: a, format: yyyy, min: today}\n",
    "sections only": "form: F\nsections:\n  - fields: [{id: a}]\n",
    "merge keys": "form: F\nfields:\n  - &base {id: a, required: true}\n  - <<: *base\n    id: b\n",
}


@pytest.mark.parametrize("name", sorted(ACCEPTED))
def test_the_schema_accepts_what_formc_accepts(name):
    text = ACCEPTED[name]
    status, diagnostics = formc_compile(text)
    assert status == 0, diagnostics
    assert errors(load(text)) == []


# An app's repository as docs/editors.md (§3) and the README lay it out: the schema written by
# `formc schema -o` into schema/, a spec in Forms/ whose first line points at it.
APP_COMMAND = ["schema", "-o", "schema/formc.schema.json"]
APP_MODELINE = "# yaml-language-server: $schema=../schema/formc.schema.json"


def modeline_target(spec, first_line):
    """The file a first line's `$schema=` names, resolved as yaml-language-server resolves a
    relative one: against the spec's folder (yamlSchemaService's resolveSchemaRef)."""
    return (spec.parent / first_line.split("$schema=", 1)[1].strip()).resolve()


def test_the_documented_app_layout_resolves_to_the_written_schema(tmp_path):
    for doc in ("docs/editors.md", "README.md"):
        text = (ROOT / doc).read_text(encoding="utf-8")
        assert "formc " + " ".join(APP_COMMAND) in text and APP_MODELINE in text, doc
    assert f"Forms/Checkout.form.yaml     first line: {APP_MODELINE}" in (ROOT / "docs" / "editors.md").read_text()
    (tmp_path / "schema").mkdir()
    run = subprocess.run([FORMC, *APP_COMMAND], cwd=tmp_path, capture_output=True, text=True)
    assert (run.returncode, run.stdout, run.stderr) == (0, "", "")
    spec = tmp_path / "Forms" / "Checkout.form.yaml"
    spec.parent.mkdir()
    text = APP_MODELINE + "\nform: Checkout\nfields:\n  - {id: email, kind: email, label: Email}\n"
    spec.write_text(text, encoding="utf-8")
    target = modeline_target(spec, text.split("\n", 1)[0])
    assert target == (tmp_path / "schema" / "formc.schema.json").resolve()
    schema = json.loads(target.read_text(encoding="utf-8"))
    version = subprocess.run([FORMC, "--version"], capture_output=True, text=True).stdout.split()[-1]
    assert schema["$id"] == "urn:formc:schema:" + version
    validator = jsonschema.Draft7Validator(schema)
    assert list(validator.iter_errors(load(text))) == []
    assert [error.message for error in validator.iter_errors(load(text.replace("kind: email", "kind: emial")))] != []
    assert subprocess.run([FORMC, "lint", str(spec)], capture_output=True).returncode == 0


# `formc init` (README.md, "Using formc"): the first spec's first line names the schema it
# wrote, by the path from the spec's folder, in a folder and in a package (Sources/Forms/), and
# that schema accepts the spec; VS Code's settings name the same file from the workspace root.
@pytest.mark.parametrize("package", [False, True], ids=["folder", "package"])
def test_formc_init_writes_a_spec_that_its_schema_accepts(tmp_path, package):
    if package:
        (tmp_path / "Package.swift").write_text("// swift-tools-version:6.0\n", encoding="utf-8")
    run = subprocess.run([FORMC, "init"], cwd=tmp_path, capture_output=True, text=True)
    assert (run.returncode, run.stderr) == (0, "")
    spec = tmp_path / ("Sources/Forms" if package else "Forms") / "Contact.form.yaml"
    text = spec.read_text(encoding="utf-8")
    target = modeline_target(spec, text.split("\n", 1)[0])
    assert target == (tmp_path / "schema" / "formc.schema.json").resolve()
    validator = jsonschema.Draft7Validator(json.loads(target.read_text(encoding="utf-8")))
    assert list(validator.iter_errors(load(text))) == []
    settings = json.loads((tmp_path / ".vscode" / "settings.json").read_text(encoding="utf-8"))
    assert settings == {"yaml.schemas": {"./schema/formc.schema.json": ["**/*.form.yaml", "**/*.form.yml"]}}
