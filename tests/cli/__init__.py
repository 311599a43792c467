"""The `referee` command line (referee/cli/): each command as a user runs it."""
