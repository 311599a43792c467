"""The names this machine answers to: the default allowed hosts of the app, and the hosts a live
table's links are rewritten for (a phone cannot open 127.0.0.1)."""

LOCAL_HOSTS = ("127.0.0.1", "localhost", "::1", "[::1]")
