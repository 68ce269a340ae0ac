"""The package's build backend (PEP 517, in the source tree): builds the wheel with the standard library alone.

Why not setuptools: the setuptools a Python ships with (65 on Python 3.11) cannot build a wheel without the
separate ``wheel`` package, which a fresh Python lacks and an offline machine cannot fetch; with this backend
``pip install ./clients/python`` needs nothing but pip. The wheel holds ``src/valen_policy`` and the metadata of
``pyproject.toml``'s ``[project]`` table (name, version, description, requires-python).
"""
from __future__ import annotations

import base64
import hashlib
import os
import re
import zipfile
from typing import Dict, List, Optional, Tuple

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PACKAGE = "valen_policy"


def _project() -> Dict[str, str]:
    """The simple string fields of pyproject.toml's [project] table."""
    with open(os.path.join(ROOT, "pyproject.toml"), encoding="utf-8") as f:
        text = f.read()
    table = text.split("[project]", 1)[1].split("\n[", 1)[0]
    return dict(re.findall(r'^([a-z-]+)\s*=\s*"([^"]*)"', table, re.MULTILINE))


def _names() -> Tuple[str, str, str]:
    p = _project()
    distribution = re.sub(r"[-_.]+", "_", p["name"])
    return p["name"], distribution, p["version"]


def _metadata() -> str:
    p = _project()
    lines = ["Metadata-Version: 2.1", "Name: " + p["name"], "Version: " + p["version"],
             "Summary: " + p.get("description", ""), "Requires-Python: " + p.get("requires-python", ">=3")]
    readme = os.path.join(ROOT, "README.md")
    if os.path.exists(readme):
        with open(readme, encoding="utf-8") as f:
            lines += ["Description-Content-Type: text/markdown", "", f.read()]
    return "\n".join(lines) + "\n"


def _record_line(name: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return "%s,sha256=%s,%d" % (name, digest, len(data))


def _wheel(directory: str, files: List[Tuple[str, bytes]]) -> str:
    _, distribution, version = _names()
    info = "%s-%s.dist-info" % (distribution, version)
    files = files + [(info + "/METADATA", _metadata().encode()),
                     (info + "/WHEEL", b"Wheel-Version: 1.0\nGenerator: valen_policy_build\nRoot-Is-Purelib: true\n"
                                       b"Tag: py3-none-any\n")]
    record = [_record_line(name, data) for name, data in files] + [info + "/RECORD,,"]
    files.append((info + "/RECORD", ("\n".join(record) + "\n").encode()))
    name = "%s-%s-py3-none-any.whl" % (distribution, version)
    with zipfile.ZipFile(os.path.join(directory, name), "w", zipfile.ZIP_DEFLATED) as wheel:
        for path, data in files:
            entry = zipfile.ZipInfo(path, date_time=(2020, 1, 1, 0, 0, 0))
            entry.external_attr = 0o644 << 16
            wheel.writestr(entry, data, zipfile.ZIP_DEFLATED)
    return name


def _sources() -> List[Tuple[str, bytes]]:
    src = os.path.join(ROOT, "src")
    files = []
    for folder, dirs, names in os.walk(os.path.join(src, PACKAGE)):
        dirs[:] = sorted(d for d in dirs if d != "__pycache__")
        for n in sorted(names):
            if n.endswith((".py", ".typed")):
                path = os.path.join(folder, n)
                with open(path, "rb") as f:
                    files.append((os.path.relpath(path, src).replace(os.sep, "/"), f.read()))
    return files


def get_requires_for_build_wheel(config_settings: Optional[dict] = None) -> List[str]:
    return []


def get_requires_for_build_editable(config_settings: Optional[dict] = None) -> List[str]:
    return []


def build_wheel(wheel_directory: str, config_settings: Optional[dict] = None,
                metadata_directory: Optional[str] = None) -> str:
    return _wheel(wheel_directory, _sources())


def build_editable(wheel_directory: str, config_settings: Optional[dict] = None,
                   metadata_directory: Optional[str] = None) -> str:
    """``pip install -e``: a wheel whose .pth file puts this checkout's src on the path."""
    return _wheel(wheel_directory, [(PACKAGE + ".pth", (os.path.join(ROOT, "src") + "\n").encode())])
