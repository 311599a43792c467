"""The browser the page's tests drive (tests/web/test_page.py, test_table_page.py): the system's
Chromium through Playwright, one per test module."""

from __future__ import annotations

import pytest

from helpers import PAGE_CHROMIUM as CHROMIUM


@pytest.fixture(scope="module")
def browser():
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        launched = p.chromium.launch(executable_path=str(CHROMIUM), args=[
            "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
            "--disable-sync", "--no-first-run"])
        yield launched
        launched.close()
