"""``python -m scenes``: the same as the ``ludoteca`` command."""

import sys

from scenes.app import main

sys.exit(main())
