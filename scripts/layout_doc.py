"""Write the layout section of docs/contributing.md from tests/test_layout.py.

    python3 scripts/layout_doc.py

The layers (what each may import: ALLOWED), what each holds (ROOMS), its modules (read from the
source) and the repository's top-level entries (FOLDERS) are stated once, in the test that
enforces them; the section between the layout markers is regenerated from there.
tests/test_layout.py fails when the page is out of date.
"""

from __future__ import annotations

import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
PAGE = REPO / "docs" / "contributing.md"
START, END = "<!-- layout:start -->", "<!-- layout:end -->"


def _layout():
    sys.path.insert(0, str(REPO / "tests"))       # test_layout imports the tests' helpers
    try:
        import test_layout
    finally:
        sys.path.pop(0)
    return test_layout


def _where(layer: str) -> str:
    if layer == "properties":
        return "`properties/`"
    if layer == "api":
        return "`referee/__init__.py`, `api.py`, `answers.py`"
    if layer == "__main__":
        return "`referee/__main__.py`"
    return f"`referee/{layer}/`" if (REPO / "referee" / layer).is_dir() else f"`referee/{layer}.py`"


def _modules(layout, layer: str) -> str:
    names = sorted(m.split(".")[2] for m in layout.source_files()
                   if m.count(".") >= 2 and layout.layer(m) == layer and m.split(".")[1] == layer)
    return ", ".join(f"`{n}`" for n in dict.fromkeys(names))


def section() -> str:
    """The generated Markdown between the markers, markers included."""
    layout = _layout()
    lines = [START, "", "Layers, bottom up: each may import only the layers its row names.", "",
             "| layer | where | what | may import | modules |", "| --- | --- | --- | --- | --- |"]
    for layer, below in layout.ALLOWED.items():
        imports = ", ".join(sorted(below)) or "nothing of the referee"
        lines.append(f"| {layer} | {_where(layer)} | {layout.ROOMS[layer]} | {imports} | {_modules(layout, layer)} |")
    lines += ["", "| top-level entry | what |", "| --- | --- |"]
    lines += [f"| `{name}` | {what} |" for name, what in sorted(layout.FOLDERS.items())]
    return "\n".join(lines + ["", END])


def main() -> None:
    text = PAGE.read_text(encoding="utf-8")
    head, _, rest = text.partition(START)
    _, _, tail = rest.partition(END)
    PAGE.write_text(head + section() + tail, encoding="utf-8")
    print(f"wrote the layout section of {PAGE.relative_to(REPO)}", file=sys.stderr)


if __name__ == "__main__":
    main()
