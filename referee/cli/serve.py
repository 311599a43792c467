"""`referee serve`: the page for the table and its HTTP API, on this machine (uvicorn)."""

from __future__ import annotations

import socket

import click

from ..limits import MAX_PORT
from ..messages import render
from ..messages import text as message
from .common import fail, require_modules
from .options import Count, lang_option, resolve_lang

LOCAL_HOSTS = ("127.0.0.1", "localhost", "::1")


@click.command()
@click.option("--host", default="127.0.0.1", show_default=True,
              help="Address to listen on; 0.0.0.0 lets phones on the same network open the page (with a warning).")
@click.option("--port", type=Count(1, MAX_PORT), default=8000, show_default=True, help="Port to listen on.")
@lang_option
def serve(host, port, lang):
    """Serve the referee's page (tap a position in, read the ruling) and its HTTP API (/docs).

    The page and the API read and write no file; Ctrl-C stops the server.
    """
    lang = resolve_lang(lang)
    require_modules("serve", ("starlette", "uvicorn"))
    import uvicorn

    from ..web.app import create_app

    _check_free(host, port, lang)
    if host not in LOCAL_HOSTS:
        click.echo(render("serve.open-network", lang, host=host), err=True)
    shown = _network_address() if host in ("0.0.0.0", "::") else host
    shown = f"[{shown}]" if ":" in shown else shown

    class Server(uvicorn.Server):
        async def startup(self, sockets=None) -> None:
            await super().startup(sockets)
            if self.started:            # listening now: the address printed can be opened
                click.echo(render("serve.listening", lang, url=f"http://{shown}:{port}/"))

    server = Server(uvicorn.Config(create_app(), host=host, port=port, log_level="warning", access_log=False))
    try:
        server.run()      # Ctrl-C: uvicorn finishes the requests under way, then raises it again
    except KeyboardInterrupt:
        pass
    if not server.started:
        fail(message("serve.port-busy", host=host, port=port, reason="uvicorn"), field="--host/--port",
             value=f"{host}:{port}")
    click.echo(render("serve.stopped", lang))


def _network_address() -> str:
    """This machine's address on its network, as a phone beside it would open it: the address of the
    interface that routes outwards (a UDP socket is pointed at a documentation address; nothing is
    sent), else the host name."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(("192.0.2.1", 9))
            address = probe.getsockname()[0]
        return address if not address.startswith("127.") else socket.gethostname()
    except OSError:
        return socket.gethostname()


def _check_free(host: str, port: int, lang: str) -> None:
    """Exit 2 naming the address when it cannot be listened on (taken, or not this machine's)."""
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
        with socket.socket(infos[0][0], socket.SOCK_STREAM) as probe:
            probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            probe.bind(infos[0][4])
    except OSError as exc:
        fail(render("serve.port-busy", lang, host=host, port=port, reason=exc.strerror or str(exc)),
             field="--host/--port", value=f"{host}:{port}")
