"""PokerGuess's computer players: they guess and they bet, reading only their seat's view.

Chances by simulation: the cards a player cannot see (the others' hidden cards, less what they
showed) are dealt at random from the cards it has not seen, many times. In each deal ("a world") it
notes how many cards of each colour and figure are in play and which of the others' predictions hold;
a prediction of its own *wins* in that world when it holds and every prediction above it fails (the
check goes from the highest down). A rival that has not named a prediction yet is given the best
prediction its own two cards and the table bear out, as a careful player would name (and a rival that
has named one may still change to that).

- The prediction: the one that wins in the most worlds (keeping its own when that is nearly as good:
  every change gives the others a turn).
- The chips: that chance against what the pot offers. A call of ``c`` into a pot of ``p`` is worth it
  when the chance beats ``c / (p + c)``, plus a margin for the part of the stack at risk; it raises
  when the chance is well above a fair share (1 / the seats still in), half the pot or the pot by
  strength, all in when nearly sure; and it bluffs: with nothing to call it raises half the pot anyway
  at the rate below. Half its stack or more goes in only with a chance part of the way from a fair
  share to certainty (``commit``: half the way for normal and hard): losing the stack ends the game.
- The card to show: the hidden card that says least about its prediction (not of its colour or
  figure), so that the others learn little.

=======  ==========  ===============================================================  =======
         worlds      judgement                                                        bluffs
=======  ==========  ===============================================================  =======
easy     30          ignores what the others will say, calls too often, 1 move in 8   never
                     at random
normal   120         pot odds, raises by strength                                     1 in 12
hard     every deal  the same, and reads each rival's prediction as a hint of its     1 in 12
         (else 600)  cards (``judge``, ``likelihood``, ``_read_deals``)
=======  ==========  ===============================================================  =======

Hard: with one rival the unseen cards are few (2 of 47 before the showing: 1,081 deals; 1 of 46
after), so it weighs every deal, not a sample (so too two rivals after the showing: 1,980). Each deal
is weighed by how likely each rival names what it said holding those cards: a careful player names at
least the best prediction its own cards and the table bear out, and at most a card or so beyond what
it has seen (normal, watched over 15 games: every prediction it named was at or above its own best
borne out, and 0 or 1 card beyond what it saw). A deal where the rival's word would need one card more
than it holds weighs half, two or more cards (or a word under what it holds) 0.03. With more deals
than that (two rivals or more before the showing) it takes 600: at a table of 3, drawn from the same
weighing (each rival's hand from its own likelihoods, the draw kept when no card was dealt twice); at
a table of 4 or more, dealt blind and each weighed (``Style.joint_seats``, measured in docs/AI.md). A
rival is credited with what its cards and the cards shown bear out only while it may still change.
"""

from __future__ import annotations

import bisect
import itertools
import math
import random
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from game.ai.player import ViewPlayer
from game.cards import betting
from game.cards.pokerdrez import PokerDrezCard, figure_deck
from game.core import Action, GameState, Seat
from games.pokerguess.predictions import MAX_COLOURS, MAX_FIGURES, Prediction, counts_hold, prediction_key
from games.pokerguess.view import (
    ALL_IN,
    CALL,
    CHECK,
    FIGURE_STEP,
    FOLD,
    KEEP,
    NAME_STEP,
    NEXT,
    SHOWING,
    PokerGuessView,
    SeatView,
    all_in,
    call,
    check,
    fold,
    keep,
    predict,
    raise_to,
    raise_total,
    show,
)

ALL_CARDS: tuple[PokerDrezCard, ...] = tuple(figure_deck())
COLOURS = range(1, 10)
FIGURES = range(1, 7)


@dataclass(frozen=True, slots=True)
class Style:
    worlds: int
    foresight: bool  # gives a rival with no prediction yet the one its own cards bear out
    call_margin: float  # added to the pot odds a call needs (negative: calls too often)
    raise_factor: float  # raises at this many fair shares
    bluff: float
    blunder: float
    caution: float  # more chance asked of a call the more of the stack it risks
    stick: float  # keeps its own prediction unless another wins this much more often
    commit: float  # the part of the way from a fair share to certainty asked before the whole stack goes in
    exact: int = 0  # every deal of the unseen cards when there are at most this many (0: sampled)
    beyond: float = 1.0  # a deal's weight per card a rival's prediction needs beyond what it has seen
    unlikely: float = 1.0  # a deal's weight when a rival named under what it saw, or 2+ cards beyond
    # With too many deals to weigh them all, a reader draws its worlds from the rivals' likelihoods
    # (``_read_deals``; session 10) at a table of at most this many seats, else deals them blind and
    # weighs each (session 9). Hard: the joint draw with 3 players, blind weighed from 4 (docs/AI.md,
    # "PokerGuess": on the same seeds the two did alike with 3 players, and the blind ones won more
    # pairs with 4, though within the noise; the joint draw's chances are the closer to the truth).
    joint_seats: int = 8

    @property
    def reads(self) -> bool:
        """Whether it reads the rivals' predictions as hints of their cards (``likelihood``)."""
        return self.unlikely < 1.0 or self.beyond < 1.0


STYLES = {
    "easy": Style(30, False, -0.1, 2.5, 0.0, 0.125, 0.0, 0.0, 0.1),
    "normal": Style(120, True, 0.0, 1.5, 1 / 12, 0.0, 0.15, 0.03, 0.5),
    "hard": Style(
        600, True, 0.0, 1.5, 1 / 12, 0.0, 0.15, 0.03, 0.5, exact=2000, beyond=0.5, unlikely=0.03, joint_seats=3
    ),
}


def _code(key: tuple[int, ...]) -> int:
    """A prediction's order key as one int (quicker to compare in the inner loops)."""
    s1, s2, t1, v1, t2, v2 = key
    return ((((s1 * 10 + s2) * 2 + t1) * 10 + v1) * 2 + t2) * 10 + v2


_KEYS: dict[tuple[int, int, int, int], int] = {
    (c, a, f, b): _code(prediction_key(c, a, f, b))
    for c in COLOURS
    for a in range(1, MAX_COLOURS + 1)
    for f in FIGURES
    for b in range(1, MAX_FIGURES + 1)
}


def unseen_cards(view: PokerGuessView) -> list[PokerDrezCard]:
    """The cards this seat has not seen: not its own, not on the table, not shown by anybody."""
    return betting.unseen_cards(ALL_CARDS, view.table, view.seats)


def best_borne_out(cards: list[PokerDrezCard]) -> int:
    """The key of the highest prediction these cards alone bear out (what a careful player sure of
    them would name)."""
    colours = [0] * 10
    figures = [0] * 7
    present = set()
    for card in cards:
        colour, figure = int(card.colour or 0), int(card.figure or 0)
        colours[colour] += 1
        figures[figure] += 1
        present.add((colour, figure))
    # For one figure, a colour with more cards (or as many and a higher number) makes the higher
    # prediction; so walk the colours largest first and stop at the first that shares no card with it
    # (the ones before it share one card, which counts in one group only).
    order = sorted((c for c in COLOURS if colours[c]), key=lambda c: (colours[c], c), reverse=True)
    best = -1
    for figure in FIGURES:
        nf = figures[figure]
        if not nf:
            continue
        for colour in order:
            nc = colours[colour]
            shared = (colour, figure) in present
            for a, b in ((nc, nf - shared), (nc - shared, nf)):
                if a >= 1 and b >= 1:
                    key = _KEYS[colour, min(a, MAX_COLOURS), figure, min(b, MAX_FIGURES)]
                    if key > best:
                        best = key
            if not shared:
                break
    return best


@dataclass(frozen=True, slots=True)
class Judgement:
    """What the worlds say: each allowed prediction's chance to win, best first."""

    chances: tuple[tuple[float, Prediction], ...]
    own: float  # the chance of the seat's current prediction (0 without one)

    @property
    def best(self) -> tuple[float, Prediction]:
        return self.chances[0]


def judge(view: PokerGuessView, style: Style, rng: random.Random) -> Judgement:
    """Every allowed prediction's chance to win, over deals ("worlds") of the cards the seat has not
    seen into the rivals' hands. Which deals and how they weigh depend on ``style``:

    - easy and normal: ``style.worlds`` deals at random, each weighing 1;
    - hard (``style.exact``, ``style.reads``): when there are at most ``style.exact`` deals (heads-up:
      1,081 before the showing, 46 after; two rivals after the showing, 1,980) every one is dealt,
      each weighed by the product of the rivals' likelihoods of naming what they said with those cards
      (``likelihood``: their predictions read as hints of their cards); with more, ``style.worlds``
      deals are drawn from that same weighing (``_read_deals``, each then weighing 1) at a table of
      at most ``style.joint_seats``, else dealt blind and each weighed. A rival is
      credited with what its cards, the table and the cards shown bear out only while it may still
      change to it."""
    me = view.seat
    assert me is not None
    own_cards = view.seats[me].hidden
    assert own_cards is not None
    table = list(view.table)
    rivals = [s for s in view.seats if s.in_hand and s.seat != me]
    pool = unseen_cards(view)
    needs = [(0 if r.hidden is not None else 1 if r.shown is not None else 2) for r in rivals]
    total_needed = sum(needs)
    known = [list(r.hidden) if r.hidden is not None else ([r.shown] if r.shown is not None else []) for r in rivals]
    reads = style.reads
    if style.exact:  # what each rival saw besides its own cards and the table: the others' shown cards
        shown = {s.seat: s.shown for s in view.seats if s.shown is not None}
        others_shown = [[card for seat, card in shown.items() if seat != r.seat] for r in rivals]
        free = [view.phase == "first" or r.names_left > 0 for r in rivals]
    else:
        others_shown = [[] for _ in rivals]
        free = [True for _ in rivals]
    weigh = False  # whether each deal is weighed here by the rivals' likelihoods
    deals: Iterable[tuple[PokerDrezCard, ...]]
    if style.exact and _deal_count(len(pool), needs) <= style.exact:
        deals, weigh = _deals(pool, needs), reads
    elif reads and len(view.seats) <= style.joint_seats:
        deals = _read_deals(pool, needs, rivals, known, table, others_shown, style, rng)
    else:  # blind deals (weighed one by one when it reads the rivals)
        weigh = reads
        deals = (
            tuple(rng.sample(pool, total_needed)) if total_needed <= len(pool) else tuple(pool)
            for _ in range(style.worlds)
        )
    # (colour, figure) -> (count of the colour, of the figure, their shared card in play, the highest
    # rival prediction that beats the seat's) -> the weight of the worlds so
    tallies: dict[tuple[int, int], dict[tuple[int, int, int, int], float]] = {
        (c, f): {} for c in COLOURS for f in FIGURES
    }
    base_colours = [0] * 10
    base_figures = [0] * 7
    base_present: set[tuple[int, int]] = set()
    for card in table + list(own_cards):
        colour, figure = int(card.colour or 0), int(card.figure or 0)
        base_colours[colour] += 1
        base_figures[figure] += 1
        base_present.add((colour, figure))
    pairs = list(tallies.items())
    # What a rival's hand says (its cards' colour and figure, its likelihood, what it bears out)
    # depends on that rival and the cards dealt to it only, and the same hands come up in many deals
    # (every deal of two rivals after the showing gives each one of 45 cards): worked out once a hand.
    seen_hands: list[dict[tuple[PokerDrezCard, ...], tuple[list[tuple[int, int]], float, int]]] = [{} for _ in rivals]
    for dealt in deals:
        at = 0
        weight = 1.0
        threshold = -1
        colours = base_colours.copy()
        figures = base_figures.copy()
        present = set(base_present)
        for rival, need, cards_known, also_seen, may_change, hands in zip(
            rivals, needs, known, others_shown, free, seen_hands, strict=True
        ):
            part = dealt[at : at + need]
            at += need
            found = hands.get(part)
            if found is None:
                theirs = cards_known + list(part)
                said = rival.prediction
                # what it could name, sure of its own cards and what it saw (with nothing shown by the
                # others, also what ``likelihood`` asks)
                borne_out = best_borne_out(theirs + table + also_seen) if style.foresight and may_change else -1
                found = (
                    [(int(card.colour or 0), int(card.figure or 0)) for card in theirs],
                    likelihood(said, theirs, table, also_seen, style, None if also_seen or borne_out < 0 else borne_out)
                    if weigh and said is not None
                    else 1.0,
                    borne_out,
                )
                hands[part] = found
            cards, likely, borne_out = found
            for colour, figure in cards:
                colours[colour] += 1
                figures[figure] += 1
                present.add((colour, figure))
            if weigh and rival.prediction is not None:
                weight *= likely
            if borne_out > threshold:
                threshold = borne_out
        if weight <= 0.0:
            continue
        for rival in rivals:
            said = rival.prediction
            if said is not None:
                in_both = (said.colour, said.figure) in present
                if counts_hold(said.colours, said.figures, colours[said.colour], figures[said.figure], in_both):
                    code = _KEYS[said.args]
                    if code > threshold:
                        threshold = code
        for (colour, figure), tally in pairs:
            entry = (colours[colour], figures[figure], (colour, figure) in present, threshold)
            tally[entry] = tally.get(entry, 0.0) + weight
    return _chances(view, tallies)


def _chances(view: PokerGuessView, tallies: dict[tuple[int, int], dict[tuple[int, int, int, int], float]]) -> Judgement:
    """Each allowed prediction's chance to win from the tallies of the worlds: per colour and figure,
    the weight of worlds with each count of that colour, of that figure, whether their shared card is
    in play, and the highest rival prediction that holds."""
    me = view.seat
    assert me is not None
    taken = set(view.taken())
    limit = view.in_play
    mine = view.seats[me].prediction
    found: list[tuple[float, Prediction]] = []
    own_chance = 0.0
    total = 0.0
    for tally in tallies.values():
        total = sum(tally.values())
        break
    if total <= 0.0:
        total = 1.0
    for (colour, figure), tally in tallies.items():
        states = list(tally.items())
        top_a = min(MAX_COLOURS, max(s[0][0] for s in states) + 1)
        top_b = min(MAX_FIGURES, max(s[0][1] for s in states) + 1)
        for a in range(1, top_a + 1):
            for b in range(1, top_b + 1):
                if a + b > limit:
                    break
                code = _KEYS[colour, a, figure, b]
                won = 0.0
                for (nc, nf, overlap, above), weight in states:
                    if code > above and nc >= a and nf >= b and nc + nf - overlap >= a + b:
                        won += weight
                prediction = Prediction(colour, a, figure, b)
                chance = won / total
                if prediction == mine:
                    own_chance = chance
                if prediction not in taken:
                    found.append((chance, prediction))
    found.sort(key=lambda cp: (cp[0], cp[1].key), reverse=True)
    return Judgement(tuple(found), own_chance)


def _shortfall(said: Prediction, known: list[PokerDrezCard]) -> int:
    """How many more cards than ``known`` the prediction needs at least, no card counted twice."""
    nc = nf = shared = 0
    for card in known:
        in_colour = int(card.colour or 0) == said.colour
        in_figure = int(card.figure or 0) == said.figure
        nc += in_colour
        nf += in_figure
        shared += in_colour and in_figure
    return max(max(0, said.colours - nc) + max(0, said.figures - nf), said.colours + said.figures - (nc + nf - shared))


def likelihood(
    said: Prediction,
    hand: list[PokerDrezCard],
    table: list[PokerDrezCard],
    others_shown: list[PokerDrezCard],
    style: Style,
    borne_out: int | None = None,
) -> float:
    """How likely a rival holding ``hand`` names ``said`` (relative, up to a constant): a careful
    player names at least what its own cards and the table bear out, and at most a card or so beyond
    what it has seen. ``borne_out``: ``best_borne_out(hand + table)`` when the caller has it."""
    seen = hand + table
    short = _shortfall(said, seen + others_shown)
    weight = style.beyond**short if short <= 1 else style.unlikely
    if (best_borne_out(seen) if borne_out is None else borne_out) > _KEYS[said.args]:
        weight *= style.unlikely
    return weight


def _deal_count(unseen: int, needs: list[int]) -> int:
    """How many deals ``_deals`` makes: the rivals' unseen cards, rival by rival."""
    count = 1
    for need in needs:
        count *= math.comb(unseen, need)
        unseen -= need
    return count


def _deals(pool: list[PokerDrezCard], needs: list[int]) -> Iterator[tuple[PokerDrezCard, ...]]:
    """Every deal of the unseen cards the rivals hold, as one tuple (rival by rival, ``needs`` each)."""
    if not needs:
        yield ()
        return
    if len(needs) == 1:  # the last rival: no cards left over to deal on
        yield from itertools.combinations(pool, needs[0])
        return
    for first in itertools.combinations(range(len(pool)), needs[0]):  # by place: quicker than comparing cards
        rest = [card for at, card in enumerate(pool) if at not in first]
        hand = tuple(pool[at] for at in first)
        for others in _deals(rest, needs[1:]):
            yield hand + others


def _read_deals(
    pool: list[PokerDrezCard],
    needs: list[int],
    rivals: list[SeatView],
    known: list[list[PokerDrezCard]],
    table: list[PokerDrezCard],
    others_shown: list[list[PokerDrezCard]],
    style: Style,
    rng: random.Random,
) -> Iterator[tuple[PokerDrezCard, ...]]:
    """``style.worlds`` deals of the rivals' unseen cards drawn jointly from the rivals' predictions:
    a deal comes up in proportion to the product of each rival's ``likelihood`` of naming what it
    said with those cards. Each rival's hand is drawn from its own weighing (every hand the unseen
    cards make, 1,081 at most); a draw where two rivals got the same card is dropped whole, so the
    deals kept follow the joint weighing exactly (too many dropped in a row: it stops early)."""
    choices: list[tuple[list[tuple[PokerDrezCard, ...]], list[float]]] = []
    for rival, need, cards_known, also_seen in zip(rivals, needs, known, others_shown, strict=True):
        hands = list(itertools.combinations(pool, need))
        said = rival.prediction
        if said is None:
            weights = [1.0] * len(hands)
        else:
            weights = [likelihood(said, cards_known + list(hand), table, also_seen, style) for hand in hands]
        choices.append((hands, list(itertools.accumulate(weights))))
    made = tries = 0
    while made < style.worlds and tries < 20 * style.worlds:
        tries += 1
        dealt: tuple[PokerDrezCard, ...] = ()
        for hands, cumulative in choices:
            dealt += hands[bisect.bisect_right(cumulative, rng.random() * cumulative[-1])] if hands else ()
        if len(set(dealt)) == len(dealt):
            made += 1
            yield dealt


class PokerGuessPlayer(ViewPlayer[PokerGuessView]):
    """A guessing and betting computer player of one strength (``STYLES``), reading only its seat's
    view (``game.ai.player``)."""

    view_type = PokerGuessView

    def __init__(self, name: str, seed: int = 0) -> None:
        self.name = name
        self.style = STYLES[name]
        self.rng = random.Random(f"pokerguess {name} {seed}")
        self._judged: tuple[object, Judgement] | None = None

    def decide(self, state: GameState, seat: Seat, view: PokerGuessView, legal: list[Action]) -> Action:
        if self.style.blunder and self.rng.random() < self.style.blunder:
            return self.rng.choice(legal)
        if view.phase == SHOWING:
            return self._show(view)
        if any(a.kind == NEXT for a in legal):
            return legal[0]
        judgement = self._judge(view)
        if view.step == NAME_STEP:
            return self._name(view, legal, judgement)
        if view.step == FIGURE_STEP:
            return self._figure(view, legal, judgement)
        return self._bet(view, legal, judgement)

    def _judge(self, view: PokerGuessView) -> Judgement:
        """The judgement of this position, made once for both steps of a turn."""
        marker = (
            view.round,
            view.phase,
            tuple((s.prediction, s.shown, s.in_hand) for s in view.seats),
        )
        if self._judged is not None and self._judged[0] == marker:
            return self._judged[1]
        judgement = judge(view, self.style, self.rng)
        self._judged = (marker, judgement)
        return judgement

    def _name(self, view: PokerGuessView, legal: list[Action], judgement: Judgement) -> Action:
        chance, best = judgement.best
        own = view.seats[view.seat or 0].prediction
        may_keep = any(a.kind == KEEP for a in legal)
        if may_keep and (own is None or judgement.own + self.style.stick >= chance):
            return keep()
        wanted = predict(best)[0]
        if wanted in legal:
            return wanted
        return keep() if may_keep else legal[0]

    def _figure(self, view: PokerGuessView, legal: list[Action], judgement: Judgement) -> Action:
        """The figure part of the best prediction with the colour part named."""
        for _, said in judgement.chances:
            if (said.colour, said.colours) == view.pending:
                wanted = predict(said)[1]
                if wanted in legal:
                    return wanted
        return legal[0]

    def _show(self, view: PokerGuessView) -> Action:
        me = view.seat
        assert me is not None
        own = view.seats[me].hidden
        assert own is not None
        if self.name == "easy":
            return show(self.rng.choice(own))
        said = view.seats[me].prediction

        def tells(card: PokerDrezCard) -> int:
            if said is None:
                return 0
            return int(int(card.colour or 0) == said.colour) + int(int(card.figure or 0) == said.figure)

        return show(min(own, key=lambda card: (tells(card), card)))

    def _bet(self, view: PokerGuessView, legal: list[Action], judgement: Judgement) -> Action:
        style = self.style
        choices = view.choices
        assert choices is not None and view.seat is not None
        kinds = {action.kind for action in legal}
        chance = max(judgement.best[0], judgement.own)
        seats_in = sum(1 for s in view.seats if s.in_hand)
        fair = 1.0 / max(1, seats_in)
        pot, to_call = view.pot, choices.to_call
        mine = view.seats[view.seat]
        stack = mine.stack + mine.bet
        # Everything in (a raise or a call of the whole stack) asks for more than a fair share: losing
        # the stack ends the game, and the others may still change their predictions.
        bar = fair + (1.0 - fair) * style.commit
        if choices.can_raise and chance >= min(0.95, fair * style.raise_factor):
            action = self._raise_part(view, 1.0 if chance >= 2 * fair else 0.5)
            if chance >= 0.9 and view.phase != "first":
                action = all_in()
            total = choices.all_in if action.kind == ALL_IN else (raise_total(action) or 0)
            if chance >= bar or (total - mine.bet) * 2 < stack:
                return action
        elif choices.can_raise and to_call == 0 and self.rng.random() < style.bluff:
            action = self._raise_part(view, 0.5)
            if action.kind != ALL_IN:
                return action
        if CHECK in kinds:
            return check()
        risked = min(1.0, to_call / max(1, stack))
        needed = max(to_call / (pot + to_call) + style.call_margin + style.caution * risked, bar * risked)
        if chance >= needed:
            if CALL in kinds:
                return call()
            if ALL_IN in kinds:
                return all_in()
        return fold() if FOLD in kinds else legal[0]

    def _raise_part(self, view: PokerGuessView, part: float) -> Action:
        """A raise of ``part`` of the pot after calling (at least the smallest, all at most)."""
        choices = view.choices
        assert choices is not None
        total = max(choices.raise_from, view.highest + max(1, int((view.pot + choices.to_call) * part)))
        return all_in() if total >= choices.raise_to else raise_to(total)


def make_easy(seed: int = 0) -> PokerGuessPlayer:
    return PokerGuessPlayer("easy", seed)


def make_normal(seed: int = 0) -> PokerGuessPlayer:
    return PokerGuessPlayer("normal", seed)


def make_hard(seed: int = 0) -> PokerGuessPlayer:
    return PokerGuessPlayer("hard", seed)
