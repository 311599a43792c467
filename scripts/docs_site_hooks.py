"""MkDocs hooks for the documentation site (mkdocs.yml): pages that live outside docs/ join it.

The README is the site's home page, properties/README.md its page on the verification layer and
the CHANGELOG its changelog; each stays where GitHub shows it, with links written for the folder
it sits in. Here they are added to the site as index.md, properties.md and changelog.md, their
links rewritten for docs/, and the docs' own links to them (`../README.md` ...) pointed at those
pages.
"""

from __future__ import annotations

import re
from pathlib import Path

from mkdocs.structure.files import File

REPO = Path(__file__).resolve().parent.parent
OUTSIDE = {"index.md": "README.md", "properties.md": "properties/README.md", "changelog.md": "CHANGELOG.md"}
TO_PAGES = {f"../{source}": page for page, source in OUTSIDE.items()}
LINK = re.compile(r"\]\(([^)#\s]+)(#[^)\s]*)?\)")


def on_files(files, config):
    for page, source in OUTSIDE.items():
        files.append(File.generated(config, page, content=_for_docs(REPO / source)))
    return files


def on_page_markdown(markdown, page, config, files):
    return LINK.sub(lambda m: f"]({TO_PAGES.get(m.group(1), m.group(1))}{m.group(2) or ''})", markdown)


def _for_docs(path: Path) -> str:
    """The page's text with each relative link rewritten from its own folder to docs/."""
    folder = path.parent

    def moved(match: re.Match[str]) -> str:
        target, anchor = match.group(1), match.group(2) or ""
        if "://" in target or target.startswith(("mailto:", "#")):
            return match.group(0)
        absolute = (folder / target).resolve()
        try:
            inside = absolute.relative_to(REPO / "docs").as_posix()
        except ValueError:
            relative = absolute.relative_to(REPO).as_posix()
            inside = next((page for page, source in OUTSIDE.items() if source == relative), None)
            if inside is None:          # a file of the repository no page holds: its place on GitHub's tree
                return f"]({relative}{anchor})"
        return f"]({inside}{anchor})"
    return LINK.sub(moved, path.read_text(encoding="utf-8"))
