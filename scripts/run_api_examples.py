"""Run every ```python block of docs/api.md in order, in one namespace, from the current folder.

    python3 scripts/run_api_examples.py [docs/api.md]

Exit 0 when every example runs and its assertions hold; the test suite runs it from an empty
folder, and CI runs it again against a non-editable install from outside the checkout.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

DEFAULT_DOC = Path(__file__).resolve().parent.parent / "docs" / "api.md"


def python_blocks(text: str) -> list[str]:
    return re.findall(r"```python\n(.*?)```", text, flags=re.S)


def run(doc: Path) -> int:
    blocks = python_blocks(doc.read_text(encoding="utf-8"))
    namespace: dict = {"__name__": "api_examples"}
    for i, block in enumerate(blocks):
        exec(compile(block, f"{doc.name} block {i + 1}", "exec"), namespace)
    return len(blocks)


if __name__ == "__main__":
    count = run(Path(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT_DOC)
    print(f"{count} API examples ran", file=sys.stderr)
