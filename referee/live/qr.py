"""A seat's link as a QR code the host's screen shows, drawn here (segno, pure Python): no network
service sees a table's link."""

from __future__ import annotations

from functools import lru_cache


@lru_cache(maxsize=4096)           # a link never changes, and a code takes ~15 ms to draw
def qr_data_uri(link: str) -> str:
    """`link` as an SVG picture in a data: address (the page shows it as an image), dark on white
    with the quiet zone a phone's camera needs."""
    import segno

    return segno.make(link, error="m").svg_data_uri(scale=4, border=4, dark="#000", light="#fff")
