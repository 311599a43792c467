"""Schemathesis against `referee serve`'s own description (/openapi.json), every check it has: the
description and the server agree both ways. Requests the description allows are answered as it
says (never a 5xx, every status and body as documented, 405 with Allow, the content types), and
requests it forbids are refused (4xx).

A second setting: a live table's routes (/api/tables/{table_id}/...) answer 404 to an id and token
they do not know, and no example Schemathesis makes names a table of this server; there the
positive-data check also expects 403 and 404, which the description documents.

One setting, stated here: a request the description allows may still break a rule of the game no
JSON schema can state (a player with more markers on the board than the box holds, a region named
twice under two spellings): the referee refuses it 422 with its problems, as the command exits 2,
and the description documents that answer. So the positive-data check expects 2xx or 422; every
other check runs as Schemathesis ships it.

This file is run in a process of its own by tests/web/test_api_schema.py: importing Schemathesis
swaps Hypothesis's pretty-printer for one that prints nothing (for its own speed), which would
empty the counterexamples of every other Hypothesis test in the same process.

The run is deterministic (the same examples every time, EXAMPLES_PER_OPERATION an operation: 20 in
the suite, REFEREE_SCHEMA_EXAMPLES=200 for the deeper run docs/contributing.md asks for before a
release, several times as long): a random run can stop on
Schemathesis's own generation error for arrays of unique items ("Cannot create a collection of
min_size=2 unique elements ..."), raised before any request is sent, which says nothing of the server."""

from __future__ import annotations

import os

import schemathesis
from hypothesis import HealthCheck, settings
from schemathesis.config import SchemathesisConfig

from referee.web import app as web_app

EXAMPLES_PER_OPERATION = int(os.environ.get("REFEREE_SCHEMA_EXAMPLES", "20"))

CONFIG = SchemathesisConfig.from_dict({
    "cache": {"enabled": False},              # nothing written into the checkout
    "checks": {"positive_data_acceptance": {"expected-statuses": ["2xx", "422"]}},
    # a live table's route answers 404 to an id and token it does not know, and no generated pair is
    # a table's: there, a request the description allows is refused 404 (as it says) or 403/422
    "operations": [{"include-path-regex": "^/api/tables/", "checks": {
        "positive_data_acceptance": {"expected-statuses": ["2xx", "403", "404", "422"]}}}],
    "generation": {"max-examples": EXAMPLES_PER_OPERATION, "deterministic": True},
})
APP = web_app.create_app([*web_app.LOCAL_HOSTS, "testserver", "localhost"])
schema = schemathesis.openapi.from_asgi("/openapi.json", APP, config=CONFIG)


@schema.parametrize()
@settings(max_examples=EXAMPLES_PER_OPERATION, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much, HealthCheck.data_too_large])
def test_the_api_answers_as_its_description_says(case):
    case.call_and_validate()
