"""The betting turn of a chips game, once: its actions' text forms, what a seat's view says of its
choices and of the pots, the legal list and the check of a bet, a bet applied to the ``Chips``,
and the end of a hand's settlement in a snapshot.

``game/cards/chips.py`` keeps the money rules (who may raise how far, the side pots, the odd chip);
this module is what every game that bets with it wrote around them the same way: the words
``fold``, ``check``, ``call``, ``raise:N`` and ``allin``, the usual raise sizes offered in the legal
list (the smallest, half the pot and the pot after calling), and the refusals a player reads. A
game adds its own actions (showing a card, dealing the next hand...) beside these. It knows no game:
the words that differ between games come as arguments.

Pure: no pygame.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from game.cards.chips import Chips, ChipsError, Choices, PotResult, Settlement
from game.cards.pokerdrez import PokerDrezCard
from game.core import Action, OptionSpec, Outcome, Seat, placing_from_scores
from game.text import N_, Msg

if TYPE_CHECKING:
    from game.snapshot_fields import SnapshotFields

FOLD, CHECK, CALL, RAISE, ALL_IN = "fold", "check", "call", "raise", "allin"
# The tables to choose from: chips each, and the stake every hand (also the smallest bet).
TABLES: dict[str, tuple[int, int]] = {"standard": (100, 2), "quick": (50, 5), "deep": (200, 1)}
# Chips and stake come as one choice (each a table a poker player knows), so that a game's options
# stay few: every combination is played through by the contract tests.
TABLE_OPTION = OptionSpec(
    "table",
    "standard",
    tuple(TABLES),
    label=N_("Chips and stake"),
    choice_labels={
        "standard": N_("100 chips, stake 2"),
        "quick": N_("50 chips, stake 5"),
        "deep": N_("200 chips, stake 1"),
    },
)
BET_KINDS = frozenset({FOLD, CHECK, CALL, RAISE, ALL_IN})


def fold() -> Action:
    return Action(FOLD)


def check() -> Action:
    return Action(CHECK)


def call() -> Action:
    return Action(CALL)


def raise_to(total: int) -> Action:
    return Action(RAISE, (total,))


def all_in() -> Action:
    return Action(ALL_IN)


_FOLD, _CHECK, _CALL, _ALL_IN = fold(), check(), call(), all_in()


def raise_total(action: Action) -> int | None:
    """The total of a ``raise:N`` action, or None when it is none."""
    if action.kind != RAISE or len(action.args) != 1 or type(action.args[0]) is not int:
        return None
    return action.args[0]


# --- showing a hidden card ---------------------------------------------------------------------------
# The poker games of the kit show one hidden card each before the last betting (``show:D5``).
SHOW = "show"


def show(card: PokerDrezCard) -> Action:
    return Action(SHOW, (card.encode(),))


def shown_card(action: Action) -> PokerDrezCard | None:
    """The card of a ``show`` action, or None."""
    if action.kind != SHOW or len(action.args) != 1 or not isinstance(action.args[0], str):
        return None
    try:
        card = PokerDrezCard.decode(action.args[0])
    except ValueError:
        return None
    return None if card.is_neutral else card


def unseen_cards(
    deck: Sequence[PokerDrezCard], board: Sequence[PokerDrezCard], seats: Sequence[Any]
) -> list[PokerDrezCard]:
    """The cards of ``deck`` a seat has not seen: not on ``board``, and none of the cards its view of
    ``seats`` holds (each seat's ``hidden`` cards where the view shows them, its ``shown`` card). The
    betting games' players deal what they cannot see from these."""
    seen: set[PokerDrezCard] = set(board)
    for seat_view in seats:
        if seat_view.hidden is not None:
            seen.update(seat_view.hidden)
        if seat_view.shown is not None:
            seen.add(seat_view.shown)
    return [card for card in deck if card not in seen]


# --- what a seat's view holds ---------------------------------------------------------------------
@dataclass(frozen=True, slots=True, kw_only=True)
class BetChoices:
    """What the seat to bet may do: ``to_call`` what calling puts in; ``raise_from``..``raise_to`` the
    totals a raise may reach in this betting round (``can_raise`` False: none); ``all_in`` the total
    all its chips make; ``opening`` nobody has bet in this round (a raise is a bet)."""

    can_check: bool
    to_call: int
    can_raise: bool
    raise_from: int
    raise_to: int
    all_in: int
    opening: bool


@dataclass(frozen=True, slots=True, kw_only=True)
class PotView:
    """One pot: its chips and the seats that may win it; after the hand, its winners and their shares."""

    amount: int
    eligible: tuple[Seat, ...]
    winners: tuple[Seat, ...] = ()
    shares: tuple[int, ...] = ()


def bet_choices(choices: Choices | None) -> BetChoices | None:
    """The chips' choices as a view carries them (None stays None)."""
    if choices is None:
        return None
    return BetChoices(
        can_check=choices.can_check,
        to_call=choices.to_call,
        can_raise=choices.can_raise,
        raise_from=choices.raise_from,
        raise_to=choices.raise_to,
        all_in=choices.all_in,
        opening=choices.opening,
    )


def open_pots(chips: Chips) -> tuple[PotView, ...]:
    """The pots of the hand being played, as a view carries them."""
    return tuple(PotView(amount=p.amount, eligible=p.eligible) for p in chips.pots())


def settled_pots(settled: Settlement) -> tuple[PotView, ...]:
    """The pots of a settled hand, with their winners and shares, as a view carries them."""
    return tuple(
        PotView(amount=p.amount, eligible=p.eligible, winners=p.winners, shares=p.shares) for p in settled.pots
    )


# --- the legal list and the check of a bet -----------------------------------------------------------
def raise_sizes(chips: Chips, choices: Choices) -> list[int]:
    """The usual raise totals offered in the legal list (any total of the range is legal): the
    smallest, half the pot and the pot (after calling), short of everything (that is ``allin``)."""
    if not choices.can_raise:
        return []
    pot_after_call = chips.pot_total + choices.to_call
    highest = chips.highest
    wanted = {choices.raise_from, highest + pot_after_call // 2, highest + pot_after_call}
    return sorted(t for t in wanted if choices.raise_from <= t < choices.raise_to)


# The raises of the legal lists, each total's action made once (an engine answers the list at every
# move, and an action is immutable).
_RAISES: dict[int, Action] = {}


def bet_actions(chips: Chips, choices: Choices) -> list[Action]:
    """The legal list of a seat to bet: fold, check, call, the usual raises and all in, as allowed."""
    actions: list[Action] = []
    if choices.can_fold:
        actions.append(_FOLD)
    if choices.can_check:
        actions.append(_CHECK)
    if choices.can_call:
        actions.append(_CALL)
    if choices.can_raise:
        made = _RAISES
        for total in raise_sizes(chips, choices):
            action = made.get(total)
            if action is None:
                if len(made) >= 4096:
                    made.clear()
                action = made[total] = raise_to(total)
            actions.append(action)
        actions.append(_ALL_IN)
    return actions


def bet_is_legal(choices: Choices | None, action: Action) -> bool:
    """Whether ``action`` is a bet this seat may make, decided from its choices directly (without
    building the legal list: any raise total of the range is legal, not only the usual sizes)."""
    if choices is None:
        return False
    kind = action.kind
    if kind == RAISE:
        total = raise_total(action)
        return total is not None and choices.can_raise and choices.raise_from <= total <= choices.raise_to
    if action.args:
        return False
    if kind == FOLD:
        return choices.can_fold
    if kind == CHECK:
        return choices.can_check
    if kind == CALL:
        return choices.can_call
    if kind == ALL_IN:
        return choices.can_raise
    return False


def bet_refusal(chips: Chips, seat: Seat, kind: str, *, opening_is_a_bet: bool) -> str | None:
    """Why a bet of ``kind`` is refused to the seat to bet, or None when the chips do not say.
    ``opening_is_a_bet``: the game calls the first raise of a round a bet (and "check or bet")."""
    choices = chips.choices(seat)
    if choices is None:
        return None
    if kind == FOLD:
        return "nothing to match: check instead of folding"
    if kind == CHECK:
        return f"the bet is {chips.highest}: call {choices.to_call}, raise or fold"
    if kind == CALL:
        return "nothing to call: check or bet" if opening_is_a_bet else "nothing to call: check or raise"
    if kind in (RAISE, ALL_IN) and not choices.can_raise:
        return "no raise is possible now: call or fold"
    if kind == RAISE:
        word = "bet" if opening_is_a_bet and choices.opening else "raise"
        return f"a {word} here goes from {choices.raise_from} to {choices.raise_to} chips in all"
    return None


def apply_bet(chips: Chips, seat: Seat, action: Action) -> None:
    """A bet the game checked already, made on the chips (a refusal here is a bug, not a player's doing)."""
    kind = action.kind
    try:
        if kind == FOLD:
            chips.fold(seat)
        elif kind == CHECK:
            chips.check(seat)
        elif kind == CALL:
            chips.call(seat)
        elif kind == RAISE:
            total = raise_total(action)
            assert total is not None
            chips.raise_to(seat, total)
        elif kind == ALL_IN:
            chips.all_in(seat)
    except ChipsError as exc:
        raise AssertionError(f"a legal bet was refused: {exc}") from exc


# --- hands: who plays first, who deals next ----------------------------------------------------------
def order_after(chips: Chips, dealer: Seat) -> list[Seat]:
    """The seats with chips in play order, the first after the dealer first (a hand's ``order``)."""
    n = chips.players
    return [s for s in ((dealer + k) % n for k in range(1, n + 1)) if chips.stacks[s] > 0]


def next_dealer(chips: Chips, dealer: Seat) -> Seat:
    """The seat that deals the next hand: the next after the dealer that still has chips."""
    n = chips.players
    for step in range(1, n + 1):
        seat = (dealer + step) % n
        if chips.stacks[seat] > 0:
            return seat
    return dealer


# --- the end of a hand and of the game -----------------------------------------------------------------
def close_hand(chips: Chips, out_after: list[int | None], number: int, limit: int) -> bool:
    """After a settled hand ``number``: the seats left without chips leave (``out_after`` notes
    when); True when the game is over (one seat holds every chip, or ``limit`` hands were played;
    0: no limit)."""
    for seat in chips.busted():
        out_after[seat] = number
    return chips.champion() is not None or bool(limit and number >= limit)


def chips_outcome(chips: Chips, out_after: Sequence[int | None], number: int, detail: tuple[Msg, ...]) -> Outcome:
    """The end of a chips game after ``number`` hands: the seats still in ranked by their chips,
    those out by how long they lasted."""
    stacks = chips.stacks
    lasted = [number + 1 if out is None else out for out in out_after]
    placing = placing_from_scores([float(s) for s in stacks], lasted)
    return Outcome(scores=tuple(float(s) for s in stacks), placing=placing, detail=detail)


# --- the settlement in a snapshot --------------------------------------------------------------------
def settlement_json(settled: Settlement | None) -> dict[str, Any] | None:
    if settled is None:
        return None
    return {
        "received": list(settled.received),
        "pots": [[p.amount, list(p.eligible), list(p.winners), list(p.shares)] for p in settled.pots],
    }


def settlement_from_json(fields: SnapshotFields, value: object, players: int) -> Settlement | None:
    """A settlement read back from ``settlement_json``, every field checked (failures through ``fields``)."""
    if value is None:
        return None
    data = fields.mapping(value, "settlement")
    received = fields.ints(data.get("received"), "settlement received", 0, length=players)
    pots = []
    for i, entry in enumerate(fields.list(data.get("pots"), "settlement pots", max_length=players)):
        item = fields.list(entry, f"settlement pot {i}", length=4)
        pots.append(
            PotResult(
                fields.int(item[0], "a pot's chips", 0),
                tuple(fields.ints(item[1], "a pot's seats", 0, players - 1)),
                tuple(fields.ints(item[2], "a pot's winners", 0, players - 1)),
                tuple(fields.ints(item[3], "a pot's shares", 0)),
            )
        )
    return Settlement(tuple(pots), tuple(received))


__all__ = [
    "ALL_IN",
    "TABLES",
    "TABLE_OPTION",
    "BET_KINDS",
    "CALL",
    "CHECK",
    "FOLD",
    "RAISE",
    "SHOW",
    "BetChoices",
    "PotView",
    "all_in",
    "apply_bet",
    "bet_actions",
    "bet_choices",
    "bet_is_legal",
    "bet_refusal",
    "call",
    "check",
    "chips_outcome",
    "close_hand",
    "fold",
    "next_dealer",
    "open_pots",
    "order_after",
    "raise_sizes",
    "raise_to",
    "raise_total",
    "settled_pots",
    "show",
    "shown_card",
    "settlement_from_json",
    "settlement_json",
]
