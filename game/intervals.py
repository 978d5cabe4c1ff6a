"""Confidence intervals for the shares that arenas and balance runs report (wins of games played).

One function for every tool: Trading Faces, VikingDrez and PokerGuess each had their own copy.
"""

from __future__ import annotations

import math

Z95 = 1.96  # the normal quantile of a two-sided 95% interval


def wilson(successes: float, trials: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval (95% by default) of the share ``successes / trials``, as two shares
    from 0 to 1. A draw may count half a success. With no trials nothing is known: (0, 1).

    Wilson rather than the normal approximation: it stays within 0-1 and keeps its coverage near
    0% and 100%, where arena shares often are (196 of 200 is 95.0-99.2%, not 96.1-99.9%)."""
    if trials <= 0:
        return 0.0, 1.0
    if not 0 <= successes <= trials:
        raise ValueError(f"{successes} successes of {trials} trials")
    share = successes / trials
    scale = 1 + z * z / trials
    centre = (share + z * z / (2 * trials)) / scale
    half = z * math.sqrt(share * (1 - share) / trials + z * z / (4 * trials * trials)) / scale
    return max(0.0, centre - half), min(1.0, centre + half)


def share_text(successes: float, trials: int) -> str:
    """``successes/trials (share%, low-high%)`` as the figures are written in docs/AI.md:
    ``129/200 (64.5%, 57.7-70.8%)``."""
    low, high = wilson(successes, trials)
    share = successes / trials if trials > 0 else 0.0
    count = f"{successes:g}" if isinstance(successes, float) else str(successes)
    return f"{count}/{trials} ({100 * share:.1f}%, {100 * low:.1f}-{100 * high:.1f}%)"
