"""`formc run --locale` on a real pseudo-terminal: Examples/Delivery in German and Arabic from
its catalog (the terminal draws no section titles) (Examples/Delivery.xcstrings), answers the same as in English."""
import json
import subprocess

from conftest import EXAMPLES, FORMC

DELIVERY = str(EXAMPLES / "Delivery.form.yaml")
# One key per write: Enter moves on; the date is typed; the picker keeps its default (am).
KEYS = ["Ann\r", "+49 30 1234567\r", "Hauptstr. 1\r", "2030-01-02\r", "\r", "bitte klingeln", "\x04"]
ANSWERS = {
    "address": "Hauptstr. 1", "day": "2030-01-02", "name": "Ann", "notes": "bitte klingeln",
    "phone": "+49 30 1234567", "slot": "am",
}


def fill(terminal, tmp_path, extra, first, env=None):
    out = tmp_path / "out.json"
    term = terminal(["/bin/bash", "--norc", "-c", f'"$FORMC" run {DELIVERY} {extra} > {out}; echo EXIT=$?'], env=env)
    term.wait_for(first)
    term.pump(0.5)
    screen = term.text()
    for key in KEYS:
        term.send(key)
    term.wait_raw(rb"EXIT=0")
    return json.loads(out.read_text(encoding="utf-8")), screen, term


def test_german_labels_section_titles_and_toolbar_with_the_same_answers(terminal, tmp_path):
    answers, screen, _ = fill(terminal, tmp_path, "--locale de", "Hinweise für den Kurier")
    for text in ["Name", "Telefon", "Adresse", "Straße, Hausnummer, Ort", "Liefertermin", "Zeitfenster",
                 "Hinweise für den Kurier", "Zurück", "Weiter", "[Fertig]"]:
        assert text in screen, f"{text!r} not shown:\n{screen}"
    for english in ["Address", "Previous", "[Done]"]:
        assert english not in screen, f"{english!r} still shown:\n{screen}"
    assert answers == ANSWERS


def test_lang_chooses_the_language_and_formcs_words_are_translated(terminal, tmp_path):
    out = tmp_path / "out.json"
    term = terminal(["/bin/bash", "--norc", "-c", f'"$FORMC" run {DELIVERY} > {out}; echo EXIT=$?'],
                    env={"LANG": "de_DE.UTF-8"})
    term.wait_for("Tab next")
    term.send("\x04")  # submit the empty form: formc's own "required", in German
    term.wait_for("Pflichtfeld")
    assert "required" not in term.text(), term.text()
    term.send("\x1b")
    term.wait_raw(rb"EXIT=130")


def test_arabic_right_to_left_texts_are_shown_and_the_answers_do_not_change(terminal, tmp_path):
    answers, screen, _ = fill(terminal, tmp_path, "--locale ar", "[تم]")
    # The picker's option, the placeholder and formc's Done, in Arabic.
    for text in ["العنوان", "الشارع، الرقم، المدينة", "صباحًا", "[تم]"]:
        assert text in screen, f"{text!r} not shown:\n{screen}"
    assert answers == ANSWERS


def test_a_language_the_spec_does_not_ship_is_a_usage_error():
    result = subprocess.run([FORMC, "run", DELIVERY, "--locale", "fr"], input=b"", capture_output=True, timeout=10)
    assert result.returncode == 2, result
    assert b"--locale 'fr' is not a language the spec ships in (en, de, ar, zh-Hans)" in result.stderr


def test_a_translation_never_puts_control_characters_on_the_terminal(tmp_path):
    # A translator's text is as untrusted as the spec: line mode shows the German "required"
    # with its escape sequence made visible, never sent to the terminal.
    catalog = json.loads((EXAMPLES / "Delivery.xcstrings").read_text(encoding="utf-8"))
    catalog["strings"]["Formc.required"]["localizations"]["de"]["stringUnit"]["value"] = "\x1b[41mPFLICHT"
    (tmp_path / "Delivery.xcstrings").write_text(json.dumps(catalog, ensure_ascii=False), encoding="utf-8")
    (tmp_path / "Delivery.form.yaml").write_bytes((EXAMPLES / "Delivery.form.yaml").read_bytes())
    answers = b"\nAnn\n+49 30 1234567\nHauptstr. 1\n2030-01-02\n\nhi\n"
    result = subprocess.run([FORMC, "run", str(tmp_path / "Delivery.form.yaml"), "--locale", "de"],
                            input=answers, capture_output=True, timeout=10)
    assert result.returncode == 0, result.stderr.decode()
    assert b"\x1b" not in result.stderr, result.stderr
    assert "PFLICHT" in result.stderr.decode(), result.stderr.decode()
    assert json.loads(result.stdout)["name"] == "Ann"
