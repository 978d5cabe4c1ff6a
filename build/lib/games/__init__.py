"""One folder per game: its spec (``__init__``), engine, computer players, table, emblem and texts."""
