"""`referee serve`: the page for the table and the HTTP API it uses (Starlette, served by uvicorn).

    app.py       the routes: the page, its static files, /api/..., /openapi.json and /docs
    bodies.py    a request's JSON body within the input limits, and the language asked for
    openapi.py   the API's one description, built from the position and record JSON schemas
    page/        the page itself: static HTML, CSS and plain JavaScript, no build step

The API answers with referee.answers, the builders `referee score --json`, `validate --json`
and `replay --json` print from, so the page and the command line give the same ruling.
"""
