"""`referee serve`: the page for the table and its HTTP API, on this machine (uvicorn)."""

from __future__ import annotations

import os
import re
import socket
from pathlib import Path

import click

from ..errors import show_value
from ..limits import MAX_PORT
from ..messages import render
from ..messages import text as message
from ..os_reasons import os_reason
from .common import fail, require_modules
from .options import Count, lang_option, resolve_lang

LOCAL_HOSTS = ("127.0.0.1", "localhost", "::1")
# a host name (RFC 1123 labels), an IPv4 address, or an IPv6 one in brackets; at most 253 characters
HOST_NAME = re.compile(r"(?=.{1,253}$)([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}"
                       r"[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]{2,45}\]")


@click.command()
@click.option("--host", default="127.0.0.1", show_default=True,
              help="Address to listen on; 0.0.0.0 lets phones on the same network open the page (with a warning).")
@click.option("--port", type=Count(1, MAX_PORT), default=8000, show_default=True, help="Port to listen on.")
@click.option("--allowed-host", "allowed_hosts", multiple=True, metavar="NAME",
              help="Another name the page may be opened by (a reverse proxy's); repeatable. "
                   "Requests naming any other host are refused.")
@click.option("--tables", "tables", metavar="FILE", default=None,
              help="The SQLite file live tables are kept in (made if missing); default: "
                   "tables.sqlite3 in the referee's data folder ($XDG_DATA_HOME/kings-road-referee).")
@click.option("--variant", "variants", multiple=True, metavar="FILE",
              help="A variant file live tables may be played with, beside the shipped variants. Repeatable.")
@lang_option
def serve(host, port, allowed_hosts, tables, variants, lang):
    """Serve the referee's page (tap a position in, read the ruling), its HTTP API (/docs) and live
    tables (/table: a game kept by the referee, each player on their own phone).

    The page and the API read no file; live tables are kept in --tables. Ctrl-C stops the server.
    """
    lang = resolve_lang(lang)
    for name in allowed_hosts:
        if not HOST_NAME.fullmatch(name):
            fail(message("serve.bad-host", value=show_value(name)), field="--allowed-host", value=name)
    require_modules("serve", ("starlette", "uvicorn"))
    import uvicorn

    from ..web.app import create_app

    offered = _offered_variants(variants)
    _check_free(host, port, lang)
    store = _tables_file(tables, variants, lang)        # made only once the server can listen
    if host not in LOCAL_HOSTS:
        click.echo(render("serve.open-network", lang, host=host), err=True)
    shown = _network_address() if host in ("0.0.0.0", "::") else host
    shown = f"[{shown}]" if ":" in shown else shown

    class Server(uvicorn.Server):
        async def startup(self, sockets=None) -> None:
            await super().startup(sockets)
            if self.started:            # listening now: the address printed can be opened
                click.echo(render("serve.listening", lang, url=f"http://{shown}:{port}/"))
                click.echo(render("table.kept-in", lang, path=store))

    from ..web.server import server_options

    network = f"http://{shown}:{port}" if host not in LOCAL_HOSTS else None     # what phones open
    app = create_app(_hosts_answered(host, shown, allowed_hosts), tables=store, offered=offered, network_base=network)
    server = Server(uvicorn.Config(app, host=host, port=port, log_level="warning", access_log=False,
                                   **server_options()))
    try:
        server.run()      # Ctrl-C: uvicorn finishes the requests under way, then raises it again
    except KeyboardInterrupt:
        pass
    if not server.started:
        fail(message("serve.port-busy", host=host, port=port, reason="uvicorn"), field="--host/--port",
             value=f"{host}:{port}")
    click.echo(render("serve.stopped", lang))


def _offered_variants(paths: tuple[str, ...]) -> dict[str, str]:
    """--variant FILE: each file read now (exit 2 naming it when it cannot be), offered by its id."""
    from ..rules import load_rules
    from .options import load_rules_or_fail

    shipped = set(load_rules().available_variants)
    offered: dict[str, str] = {}
    for path in paths:
        if not os.path.exists(path):
            fail(message("serve.variant-missing", path=show_value(path)), field="--variant", value=path)
        variant = load_rules_or_fail((path,)).variants[-1]
        if variant.id in shipped or variant.id in offered:
            fail(message("serve.variant-twice", path=show_value(path), id=variant.id), field="--variant", value=path)
        offered[variant.id] = os.path.abspath(path)
    return offered


def _tables_file(path: str | None, variants: tuple[str, ...], lang: str) -> str:
    """The tables file: a regular file or a new one in a folder that exists, not one of the files
    read (a variant); SQLite of the referee's own if it holds anything. Exit 2 naming it otherwise."""
    from ..live.store import StoreRefused, TableStore
    from ..user_cache import data_folder
    from .common import output_target

    if path is None:
        folder = data_folder()
        folder.mkdir(parents=True, exist_ok=True)
        path = str(folder / "tables.sqlite3")
    output_target(path, option="--tables", reads=variants)
    try:
        TableStore(Path(path)).close()
    except StoreRefused as refused:
        fail(render("table.store-refused", lang, path=show_value(path), reason=refused.reason.render(lang)),
             field="--tables", value=path)
    return path


def _hosts_answered(host: str, shown: str, allowed: tuple[str, ...]) -> list[str]:
    """The names a request may give in its Host header: this machine's own, the address listened on
    (on every interface: the address printed and the machine's name), and each --allowed-host."""
    names = [*LOCAL_HOSTS, "[::1]", *allowed]
    if host in ("0.0.0.0", "::"):
        names += [shown, socket.gethostname(), socket.getfqdn()]
    elif host not in LOCAL_HOSTS:
        names.append(shown)
    return [name.lower() for name in dict.fromkeys(names)]


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
        fail(render("serve.port-busy", lang, host=host, port=port, reason=os_reason(exc)),
             field="--host/--port", value=f"{host}:{port}")
