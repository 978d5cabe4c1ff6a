"""The bundled app's entry point (PyInstaller needs a script): the same as ``ludoteca``."""

import sys

from scenes.app import main

if __name__ == "__main__":
    sys.exit(main())
