"""`referee serve` (referee/web/): the HTTP API and the page."""
