"""Poker7's computer players: they bet, not just play.

Each reads only its seat's view. Its chances are an estimate: the cards it cannot see (the others'
hidden cards, less what they showed, and the commons still to come) are dealt at random from the
cards it has not seen, many times, and the showdowns counted (a win counts 1, a split its share).
Then it compares that chance with what the pot offers:

- to call ``c`` chips into a pot of ``p`` is worth it when the chance beats ``c / (p + c)`` (pot odds);
- it bets or raises when its chance is well above a fair share (1 / the hands still in), more the
  stronger it is, sized as a part of the pot;
- it bluffs: now and then, with nothing to call, it bets as if strong (the rate below);
- at the showing it shows the hidden card that tells least: the one outside its biggest group.

The strengths differ in how well they look and how disciplined they are:

=======  ========  =====================================================  ==========
         samples   judgement                                              bluffs
=======  ========  =====================================================  ==========
easy     40        calls too often, seldom raises, one move in 8 random   never
normal   160       pot odds, raises and sizes by strength                 1 in 20
hard     500       the same, and reads a big pot as strong rival hands   1 in 20
=======  ========  =====================================================  ==========
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.cards.pokerdrez import PokerDrezCard, figure_deck
from game.core import Action, GameState, Seat
from games.poker7.hands import evaluate, hand_key
from games.poker7.view import (
    ALL_IN,
    CALL,
    CHECK,
    FOLD,
    SHOWING,
    Poker7View,
    all_in,
    call,
    check,
    fold,
    raise_to,
    show,
)

ALL_CARDS: tuple[PokerDrezCard, ...] = tuple(figure_deck())


@dataclass(frozen=True, slots=True)
class Style:
    samples: int
    call_margin: float  # added to the pot odds a call needs (negative: calls too often)
    raise_factor: float  # raises when the chance is above this many fair shares
    bluff: float  # the chance of betting with nothing, when nothing is to call
    blunder: float  # the chance of a random legal move
    evaluations: int  # at most this many hands judged per decision (fewer samples with many rivals):
    # a bound on time that, unlike a clock, gives the same choice on a busy machine
    sizing: bool  # sizes raises by strength (else always half the pot)
    caution: float  # more chance asked of a call the more of the stack it risks (a freezeout: busting ends it)
    wary: bool  # reads a big pot as rivals holding better than random cards (see chance_to_win)


STYLES = {
    "easy": Style(
        samples=40,
        call_margin=-0.12,
        raise_factor=2.2,
        bluff=0.0,
        blunder=0.125,
        sizing=False,
        caution=0.0,
        wary=False,
        evaluations=300,
    ),
    "normal": Style(
        samples=160,
        call_margin=0.0,
        raise_factor=1.5,
        bluff=0.05,
        blunder=0.0,
        sizing=True,
        caution=0.12,
        wary=False,
        evaluations=1200,
    ),
    "hard": Style(
        samples=500,
        call_margin=0.0,
        raise_factor=1.5,
        bluff=0.05,
        blunder=0.0,
        sizing=True,
        caution=0.12,
        wary=True,
        evaluations=3500,
    ),
}


def unseen_cards(view: Poker7View) -> list[PokerDrezCard]:
    """The cards this seat has not seen: not its own, not on the table, not shown by anybody."""
    seen: set[PokerDrezCard] = set(view.commons)
    for seat_view in view.seats:
        if seat_view.hidden is not None:
            seen.update(seat_view.hidden)
        if seat_view.shown is not None:
            seen.add(seat_view.shown)
    return [card for card in ALL_CARDS if card not in seen]


def chance_to_win(
    view: Poker7View, samples: int, rng: random.Random, evaluations: int | None = None, wary: bool = False
) -> float:
    """This seat's share of the pot at a showdown, estimated by dealing what it cannot see at random
    ``samples`` times (fewer when that would judge more than ``evaluations`` hands).

    ``wary``: once the pot is big (four stakes or more from somebody), a rival still in is dealt two
    pairs of hidden cards in each sample and keeps the better: who puts many chips in tends to hold
    more than a random hand (the hard player's reading of the betting)."""
    me = view.seat
    assert me is not None
    own = view.seats[me].hidden
    assert own is not None
    rivals = [s for s in view.seats if s.in_hand and s.seat != me]
    if not rivals:
        return 1.0
    pool = unseen_cards(view)
    missing_commons = 5 - len(view.commons)
    if evaluations is not None:
        samples = max(20, min(samples, evaluations // (1 + len(rivals))))
    big_pot = wary and max(s.committed for s in view.seats) >= 4 * view.stake
    spare = len(pool) - missing_commons - sum(1 if r.shown is not None else 2 for r in rivals if r.hidden is None)
    total = 0.0
    for _ in range(samples):
        rng.shuffle(pool)
        at = 0
        commons = list(view.commons) + pool[at : at + missing_commons]
        at += missing_commons
        mine = hand_key([*own, *commons])
        ties = 0
        lost = False
        extra = spare  # cards left over for a wary second draw
        for rival in rivals:
            if rival.hidden is not None:  # shown at a showdown (never while betting)
                cards = list(rival.hidden)
            elif rival.shown is not None:
                cards = [rival.shown, pool[at]]
                at += 1
                if big_pot and extra >= 1:
                    other = [rival.shown, pool[at]]
                    at += 1
                    extra -= 1
                    if hand_key([*other, *commons]) > hand_key([*cards, *commons]):
                        cards = other
            else:
                cards = pool[at : at + 2]
                at += 2
                if big_pot and extra >= 2:
                    other = pool[at : at + 2]
                    at += 2
                    extra -= 2
                    if hand_key([*other, *commons]) > hand_key([*cards, *commons]):
                        cards = other
            theirs = hand_key([*cards, *commons])
            if theirs > mine:
                lost = True
                break
            if theirs == mine:
                ties += 1
        if not lost:
            total += 1.0 / (1 + ties)
    return total / samples


class Poker7Player:
    """A betting computer player of one strength (``STYLES``)."""

    def __init__(self, name: str, seed: int = 0) -> None:
        self.name = name
        self.style = STYLES[name]
        self.rng = random.Random(f"poker7 {name} {seed}")

    def choose(self, state: GameState, seat: Seat) -> Action:
        view = state.view(seat)
        assert isinstance(view, Poker7View)
        legal = list(view.legal)
        if len(legal) == 1:
            return legal[0]
        if self.style.blunder and self.rng.random() < self.style.blunder:
            return self.rng.choice(legal)
        if view.phase == SHOWING:
            return self._show(view)
        return self._bet(view, legal)

    def _show(self, view: Poker7View) -> Action:
        """Show the hidden card outside the biggest group (it tells least about the hand)."""
        me = view.seat
        assert me is not None
        own = view.seats[me].hidden
        assert own is not None
        if self.name == "easy":
            return show(self.rng.choice(own))
        best = evaluate([*own, *view.commons]).groups[0].cards
        outside = [card for card in own if card not in best]
        return show(outside[0] if outside else min(own))

    def _bet(self, view: Poker7View, legal: list[Action]) -> Action:
        style = self.style
        choices = view.choices
        assert choices is not None and view.seat is not None
        kinds = {action.kind for action in legal}
        chance = chance_to_win(view, style.samples, self.rng, style.evaluations, wary=style.wary)
        hands_in = sum(1 for s in view.seats if s.in_hand)
        fair = 1.0 / max(1, hands_in)
        pot = view.pot
        to_call = choices.to_call
        strong = chance > min(0.9, fair * style.raise_factor)
        if choices.can_raise and (strong or (to_call == 0 and self.rng.random() < style.bluff)):
            return self._raise(view, chance, fair)
        if CHECK in kinds:
            return check()
        mine = view.seats[view.seat]
        risked = to_call / max(1, mine.stack + mine.bet)
        # Before the commons the chances are all close to even: a call that risks the stack there is a
        # coin toss, so it asks for more; later the cards have spoken and pot odds rule.
        caution = style.caution * (2.0 if not view.commons else 0.5)
        needed = to_call / (pot + to_call) + style.call_margin + caution * risked
        if chance >= needed and CALL in kinds:
            return call()
        if CALL not in kinds and ALL_IN in kinds and chance >= needed:
            return all_in()
        return fold() if FOLD in kinds else legal[0]

    def _raise(self, view: Poker7View, chance: float, fair: float) -> Action:
        choices = view.choices
        assert choices is not None
        pot_after_call = view.pot + choices.to_call
        if self.style.sizing:
            part = 0.5 if chance < 2 * fair else (0.8 if chance < 0.75 else 1.2)
        else:
            part = 0.5
        if self.style.sizing and view.commons and chance > 0.8:
            return all_in()  # all but sure once the commons are out: everything in
        total = max(choices.raise_from, view.highest + max(1, int(pot_after_call * part)))
        if total >= choices.raise_to:
            return all_in()
        return raise_to(total)


def make_easy(seed: int = 0) -> Poker7Player:
    return Poker7Player("easy", seed)


def make_normal(seed: int = 0) -> Poker7Player:
    return Poker7Player("normal", seed)


def make_hard(seed: int = 0) -> Poker7Player:
    return Poker7Player("hard", seed)
