"""A maximising mixed-integer program for HiGHS (``highspy``), built row by row: the one shape the
games' solvers share (RummiDrez's largest lay, SokuDrez's fewest swaps). HiGHS and NumPy are
imported when a model is built, so that a game's menu and rules never load them."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any


def maximising_lp(
    cost: Sequence[float] | Any,
    upper: Sequence[float] | Any,
    integer: int,
    starts: Sequence[int],
    index: Sequence[int],
    value: Sequence[float],
    row_lower: Sequence[float] | Any,
    row_upper: Sequence[float] | Any,
) -> Any:
    """``maximise cost . x`` with ``0 <= x <= upper``, the first ``integer`` columns integer and the
    rest continuous, under ``row_lower <= A x <= row_upper``; ``A`` row-wise: row ``r`` holds the
    coefficients ``value[starts[r]:starts[r + 1]]`` at the columns ``index[...]`` (compressed rows)."""
    import highspy
    import numpy as np

    count = len(cost)
    lp = highspy.HighsLp()
    lp.num_col_ = count
    lp.num_row_ = len(starts) - 1
    lp.col_cost_ = np.asarray(cost, dtype=float)
    lp.col_lower_ = np.zeros(count)
    lp.col_upper_ = np.asarray(upper, dtype=float)
    lp.row_lower_ = np.asarray(row_lower, dtype=float)
    lp.row_upper_ = np.asarray(row_upper, dtype=float)
    lp.a_matrix_.format_ = highspy.MatrixFormat.kRowwise
    lp.a_matrix_.num_col_ = count
    lp.a_matrix_.num_row_ = lp.num_row_
    lp.a_matrix_.start_ = np.array(starts, dtype=np.int32)
    lp.a_matrix_.index_ = np.array(index, dtype=np.int32)
    lp.a_matrix_.value_ = np.array(value, dtype=float)
    lp.sense_ = highspy.ObjSense.kMaximize
    lp.integrality_ = [highspy.HighsVarType.kInteger] * integer + [highspy.HighsVarType.kContinuous] * (count - integer)
    return lp
