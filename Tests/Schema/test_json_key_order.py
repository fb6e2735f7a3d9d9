"""docs/json-format.md, "Encoding rules": the keys of every object in `formc compile --emit json`
are sorted by their UTF-8 bytes, at every level. Checked on the emitted text of every valid spec
the schema tests use (a parser that keeps key order), so a key added out of place (`whenLast`
before `toolbar`) fails here. Build first: `swift build`."""
import json
import subprocess

import pytest

from test_schema import FORMC, ROOT, VALID


def unsorted_objects(pairs_list):
    """The key lists, in emitted order, of objects whose keys are not in UTF-8 byte order."""
    found = []

    def hook(pairs):
        keys = [key for key, _ in pairs]
        if keys != sorted(keys, key=lambda key: key.encode("utf-8")):
            found.append(keys)
        return dict(pairs)

    json.loads(pairs_list, object_pairs_hook=hook)
    return found


@pytest.mark.parametrize("path", VALID, ids=lambda path: str(path.relative_to(ROOT)))
def test_every_object_of_the_json_output_has_sorted_keys(path):
    run = subprocess.run([FORMC, "compile", "--emit", "json", str(path)], capture_output=True, cwd=ROOT)
    assert run.returncode == 0, run.stderr.decode()
    assert unsorted_objects(run.stdout.decode("utf-8")) == []


def test_the_check_itself_sees_a_key_out_of_order():
    assert unsorted_objects('{"a": {"toolbar": 1, "whenLast": 2}}') == []
    assert unsorted_objects('{"a": {"whenLast": 2, "toolbar": 1}}') == [["whenLast", "toolbar"]]
