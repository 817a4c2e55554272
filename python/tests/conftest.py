"""The tests need JPype and the built jar; without either they are skipped, saying which is missing."""
import pathlib
import sys

import pytest

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))

pytest.importorskip("jpype", reason="JPype is missing: apt-get install python3-jpype")

from mjarena import _jvm  # noqa: E402

if not _jvm.class_path():
    pytest.skip(f"{_jvm.jar_path()} is missing: build it with ./mjarena agents", allow_module_level=True)
