"""A Puertas player that reasons like a careful person, from its own view only.

Generic search plays Puertas poorly: a round is short, and almost all of its
value is in one decision (to guess or to wait) that depends on reading the
other player. This player reads ``state.view(seat)`` and
``state.legal_actions(seat)``, nothing else, and reasons as follows.

As Guesser:

- Card counting: the unseen Clue cards are the fourteen of the box less the
  market, the Collector's cards and the discards (all public).
- The Collector's identity: any Door but mine, and none the Collector's cards
  already hold a set for (the reveal is forced, so they would have revealed).
- What the Collector's takes reveal: a Bayesian posterior over (their Door,
  their style), where a style is the share of takes made at random (a bluff,
  or a weak player) instead of a card that builds a set for their Door. The
  style is learned over the game: every round this player was Guesser in ends
  with the Collector's Door shown, so their takes are scored against it; and a
  player who guessed blind while this one collected is taken to play at random.
- Guessing against waiting, in match equity (the chance of winning the game
  from a score, not raw gems): a guess is worth its chance of being right;
  waiting is worth a simulation of the rest of the round for each possible
  Door (the Collector building their set, this player discarding the cards
  most dangerous to it and guessing when sure, the 3 gems when the deck runs
  out). The discard itself is the one after which waiting is worth most.
- A guess is only ever made after discarding: the discard cannot change who
  the Collector is, and the card it turns up may change the odds of waiting.

As Collector:

- A take that completes a set is always made (6 gems, the round is won).
- Otherwise normal takes the card that builds most. Hard plays each take out
  in simulation against a Guesser who reads it (for each Door the Guesser may
  hold), so a take that would let them guess right is avoided, and one that
  points them at a wrong Door (4 gems for this player when they bite) is
  welcome: hard hides its Door and bluffs.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

from game.ai.player import LevelPlayer
from game.core import Action, GameState, Seat
from game.dama_tigre.deck import ALL_CODES, IDENTITY_CODES, Card, clue_cards
from games.puertas.engine import (
    GEMS_COLLECTOR_SET,
    GEMS_COLLECTOR_WRONG_GUESS,
    GEMS_DECK_OUT,
    GEMS_GUESS_BOTH,
    GEMS_GUESS_ONE,
    GEMS_GUESSER_SET,
    SET_SIZE,
    TARGET,
    guess_is_right,
)
from games.puertas.view import PuertasView, RoundResult, market_card, market_slot

FULL_CLUES = Counter(card.code for card in clue_cards())
# What each card counts as; each identity's (colour, role).
ATTRIBUTES: dict[str, frozenset[str]] = {code: frozenset((*Card(code).colours, *Card(code).roles)) for code in ALL_CODES}
IDENTITY_ATTRIBUTES: dict[str, tuple[str, str]] = {
    code: (str(Card(code).colour), str(Card(code).role)) for code in IDENTITY_CODES
}

# The styles a Collector may have: the share of takes made at random rather than for their set.
STYLES = (0.03, 0.25, 1.0)
STYLE_PRIOR = (0.1, 0.15, 0.75)
AT_RANDOM = (0.0, 0.0, 1.0)

# A Guesser who plays at random guesses on almost every turn (12 of the 16 actions before
# discarding are guesses, 12 of 13 after); one who reads the takes hardly guesses while the
# Collector has shown one card or two. Guessing that early marks a player who plays at
# random, and such a player is taken to collect at random too.
RANDOM_GUESSER = 0.94
BLIND_GUESS = {1: 0.03, 2: 0.1}
BLIND_TURNS = 2

# How strictly a set-builder takes the card that builds most (see _building_share).
BUILDING_SHARPNESS = 2.0


# --- sets --------------------------------------------------------------------------------------

# (counts for the colour, counts for the role) of each card for each identity.
_FITS: dict[tuple[str, str], tuple[int, int]] = {
    (card, identity): (int(IDENTITY_ATTRIBUTES[identity][0] in ATTRIBUTES[card]),
                       int(IDENTITY_ATTRIBUTES[identity][1] in ATTRIBUTES[card]))
    for card in ALL_CODES for identity in IDENTITY_CODES
}


def attribute_counts(cards: Sequence[str], identity: str) -> tuple[int, int]:
    """How many of ``cards`` count for the identity's colour, and for its role."""
    colour = role = 0
    for card in cards:
        fit = _FITS[card, identity]
        colour += fit[0]
        role += fit[1]
    return colour, role


def holds_set(cards: Sequence[str], identity: str) -> bool:
    return max(attribute_counts(cards, identity)) >= SET_SIZE


def take_score(counts: tuple[int, int], card: str, identity: str) -> tuple[int, int]:
    """How far a take brings a set for ``identity``: the best attribute's count, then both."""
    fit = _FITS[card, identity]
    colour, role = counts[0] + fit[0], counts[1] + fit[1]
    return (max(colour, role), colour + role)


@cache
def _best_takes(market: tuple[str, ...], counts: tuple[int, int], identity: str) -> tuple[int, ...]:
    scores = [take_score(counts, card, identity) for card in market]
    top = max(scores)
    return tuple(slot for slot, score in enumerate(scores) if score == top)


def best_takes(market: Sequence[str], collected: Sequence[str], identity: str) -> tuple[int, ...]:
    """The market slots a Collector building a set for ``identity`` would take."""
    return _best_takes(tuple(market), attribute_counts(collected, identity), identity)


def guess_gems(guess: Sequence[str]) -> int:
    return GEMS_GUESS_BOTH if len(guess) == 2 else GEMS_GUESS_ONE


def candidates_for(collected: Sequence[str], guesser_identity: str) -> list[str]:
    """The Doors a Guesser holding ``guesser_identity`` cannot rule out for a Collector
    who has not revealed: any other Door their cards hold no set for."""
    return [code for code in IDENTITY_CODES if code != guesser_identity and not holds_set(collected, code)]


# --- match equity --------------------------------------------------------------------------------

# How a round between two good players tends to end, from the Collector's side:
# (probability, Collector's gems, Guesser's gems). Used only to turn gems into the chance
# of winning the game, so that a player at 9 gems, or facing one, weighs risks rightly.
ROUND_ENDINGS = ((0.25, GEMS_COLLECTOR_SET, 0), (0.3, GEMS_COLLECTOR_WRONG_GUESS, 0), (0.3, 0, GEMS_DECK_OUT),
                 (0.1, 0, GEMS_GUESS_BOTH), (0.05, 0, GEMS_GUESS_ONE))


@cache
def match_equity(mine: int, theirs: int, i_collect_next: bool) -> float:
    """The chance of winning the game from these scores, with the next round to be played."""
    if mine >= TARGET:
        return 1.0
    if theirs >= TARGET:
        return 0.0
    total = 0.0
    for chance, collector_gems, guesser_gems in ROUND_ENDINGS:
        if i_collect_next:
            total += chance * match_equity(mine + collector_gems, theirs + guesser_gems, False)
        else:
            total += chance * match_equity(mine + guesser_gems, theirs + collector_gems, True)
    return total


def value_after_round(scores: tuple[int, int], my_gems: int, their_gems: int, i_collected: bool) -> float:
    """Match equity once the current round ends with these gems (roles swap next round)."""
    return match_equity(scores[0] + my_gems, scores[1] + their_gems, not i_collected)


# --- reading the Collector -------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Take:
    """One take by a Collector: the card, and the market it was taken from when known."""

    card: str
    market: tuple[str, ...] | None
    before: tuple[str, ...]  # the Collector's cards before this take


def _approximate_greedy_share(card: str, identity: str) -> float:
    # Without the market the take came from: how often a set-builder for ``identity``
    # takes this card, by how well it fits (both attributes, one, or none).
    def fit(code: str) -> float:
        if code == identity:
            return 3.0
        colour, role = IDENTITY_ATTRIBUTES[identity]
        attrs = ATTRIBUTES[code]
        return 1.5 if colour in attrs or role in attrs else 0.05

    total = sum(FULL_CLUES[code] * fit(code) for code in ALL_CODES)
    return FULL_CLUES[card] * fit(card) / total


def take_chances(take: Take, identity: str) -> tuple[float, float]:
    """P(this take | the Collector's Door is ``identity``) for a Collector building a set,
    and for one taking at random."""
    if take.market is None:
        return _approximate_greedy_share(take.card, identity), FULL_CLUES[take.card] / sum(FULL_CLUES.values())
    counts = attribute_counts(take.before, identity)
    return (_building_share(take.market, take.card, counts, identity),
            take.market.count(take.card) / len(take.market))


def take_likelihood(take: Take, identity: str, random_share: float) -> float:
    """P(this take | the Collector's Door is ``identity`` and they take at random this often)."""
    building, at_random = take_chances(take, identity)
    return (1 - random_share) * building + random_share * at_random


@cache
def _building_share(market: tuple[str, ...], card: str, counts: tuple[int, int], identity: str) -> float:
    # A set-builder mostly takes the card that builds most, but not always (two cards may
    # look alike to them, or they hide their hand): the next best keeps some chance.
    weights = [math.exp(BUILDING_SHARPNESS * (score[0] + 0.5 * score[1]))
               for score in (take_score(counts, code, identity) for code in market)]
    return sum(w for w, code in zip(weights, market, strict=True) if code == card) / sum(weights)


Joint = dict[str, list[float]]  # a Door -> P(that Door and each style), summing to 1 overall


def joint_posterior(candidates: Sequence[str], takes: Sequence[Take], style_weights: Sequence[float]) -> Joint:
    """P(the Collector's Door and style) given their takes."""
    joint = {identity: list(style_weights) for identity in candidates}
    for take in takes:
        update(joint, take)
    return joint


def update(joint: Joint, take: Take) -> None:
    """Bayes' rule for one more take, in place; a Door the take rules out keeps no weight."""
    total = 0.0
    for identity, weights in joint.items():
        building, at_random = take_chances(take, identity)
        for i, share in enumerate(STYLES):
            weights[i] *= (1 - share) * building + share * at_random
            total += weights[i]
    if total <= 0:
        for weights in joint.values():
            weights[:] = [1.0 / len(STYLES)] * len(STYLES)
        total = float(len(joint))
    for weights in joint.values():
        weights[:] = [w / total for w in weights]


def marginal(joint: Joint) -> dict[str, float]:
    return {identity: sum(weights) for identity, weights in joint.items()}


def posterior(candidates: Sequence[str], takes: Sequence[Take], style_weights: Sequence[float]) -> dict[str, float]:
    """P(the Collector's Door) given their takes, summed over their possible styles."""
    return marginal(joint_posterior(candidates, takes, style_weights))


def style_posterior(rounds: Sequence[tuple[str, Sequence[Take]]]) -> tuple[float, ...]:
    """The weights of the styles after past rounds: (shown Door, takes) of the opponent."""
    weights = list(STYLE_PRIOR)
    for identity, takes in rounds:
        for i, share in enumerate(STYLES):
            for take in takes:
                weights[i] *= take_likelihood(take, identity, share)
        norm = sum(weights)
        weights = list(STYLE_PRIOR) if norm <= 0 else [w / norm for w in weights]
    return tuple(weights)


# --- the rest of a round, simulated ------------------------------------------------------------------

# A card bringing a set to this many cards is this dangerous (for the Guesser's discards).
THREAT = {1: 1.0, 2: 2.0, 3: 5.0, 4: 30.0}


def danger(card: str, collected: Sequence[str], weights: dict[str, float]) -> float:
    """How much leaving ``card`` in the market helps the Collector, over their possible Doors."""
    total = 0.0
    attrs = ATTRIBUTES[card]
    for identity, weight in weights.items():
        colour, role = IDENTITY_ATTRIBUTES[identity]
        counts = attribute_counts(collected, identity)
        worst = 0.0
        if colour in attrs:
            worst = THREAT[min(counts[0] + 1, SET_SIZE)]
        if role in attrs:
            worst = max(worst, THREAT[min(counts[1] + 1, SET_SIZE)])
        total += weight * worst
    return total


def block_slot(market: Sequence[str], collected: Sequence[str], weights: dict[str, float]) -> int:
    dangers = [danger(card, collected, weights) for card in market]
    return dangers.index(max(dangers))


def unseen_clues(view: PuertasView) -> list[str]:
    pool = FULL_CLUES.copy()
    pool.subtract(view.market)
    pool.subtract(view.collected)
    pool.subtract(view.discard)
    return sorted(pool.elements())


# The simulated Guesser names the likeliest Door when this sure of it, or when less
# sure but pressed: the Collector may well complete a set with their next take.
SURE_GUESS = 0.8
PRESSED_GUESS = 0.45
PRESSED = 0.35
SURE_ATTRIBUTE = 0.9


def completes_soon(belief: dict[str, float], collected: Sequence[str], market: Sequence[str]) -> float:
    """The chance that the market holds a card completing the Collector's set."""
    total = 0.0
    for identity, weight in belief.items():
        if any(holds_set([*collected, card], identity) for card in market):
            total += weight
    return total


def simulated_guess(belief: dict[str, float], collected: Sequence[str], market: Sequence[str]) -> tuple[str, ...]:
    """What the Guesser of a simulated round names now (nothing: keep waiting)."""
    identity, sure = max(belief.items(), key=lambda item: item[1])
    if sure >= SURE_GUESS:
        return IDENTITY_ATTRIBUTES[identity]
    if completes_soon(belief, collected, market) < PRESSED:
        return ()
    if sure >= PRESSED_GUESS:
        return IDENTITY_ATTRIBUTES[identity]
    for attribute in ("red", "blue", "lady", "tiger"):
        if sum(w for code, w in belief.items() if attribute in ATTRIBUTES[code]) >= SURE_ATTRIBUTE:
            return (attribute,)
    return ()


def play_out(collected: Sequence[str], market: Sequence[str], deck: list[str], collector_identity: str,
             random_share: float, joint: Joint, rng: random.Random, guesser_next: bool = False) -> str:
    """Plays the rest of a round: the Collector has ``collector_identity`` and takes at random
    this often, else the card that best builds their set; the Guesser reads the takes on
    from ``joint``, discards the card most dangerous to them and names a Door when
    :func:`simulated_guess` says so. Starts with the Collector's take, or with the
    Guesser's turn when ``guesser_next``. Ends ``"set"``, ``"deck_out"``, ``"both"`` /
    ``"one"`` (the Guesser named both attributes or one, rightly) or ``"wrong"``.
    ``deck`` is consumed (its last card is drawn first)."""
    collected = list(collected)
    market = list(market)
    joint = {identity: list(weights) for identity, weights in joint.items()}
    if guesser_next:
        ending = _guesser_turn(collected, market, deck, joint, collector_identity)
        if ending:
            return ending
    while deck:
        before = tuple(collected)
        shown = tuple(market)
        if rng.random() < random_share:
            slot = rng.randrange(len(market))
        else:
            best = best_takes(market, collected, collector_identity)
            slot = best[0] if len(best) == 1 else best[rng.randrange(len(best))]
        card = market[slot]
        collected.append(card)
        market[slot] = deck.pop()
        if holds_set(collected, collector_identity):
            return "set"
        for identity in [code for code in joint if holds_set(collected, code)]:
            del joint[identity]
        if len(joint) == 1:
            return "both"
        update(joint, Take(card, shown, before))
        ending = _guesser_turn(collected, market, deck, joint, collector_identity)
        if ending:
            return ending
    return "deck_out"


def _guesser_turn(collected: list[str], market: list[str], deck: list[str], joint: Joint,
                  collector_identity: str) -> str:
    if not deck:  # only in a position laid out by hand: a real round always has a card here
        return "deck_out"
    belief = marginal(joint)
    market[block_slot(market, collected, belief)] = deck.pop()
    if not deck:
        return "deck_out"
    guess = simulated_guess(belief, collected, market)
    if not guess:
        return ""
    if not guess_is_right(guess, collector_identity):
        return "wrong"
    return "both" if len(guess) == 2 else "one"


# --- the player ------------------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Level:
    """What a strength does: simulations per possible Door when weighing a wait; whether
    the Collector weighs what their takes tell the Guesser, and with how many simulations
    per take and Door the Guesser may hold; whether the Collector's takes are read at all
    (without, the Collector is taken to take at random: only the forced reveal rules a
    Door out)."""

    samples: int
    conceals: bool
    take_samples: int
    reads: bool = True
    simulates_discards: bool = True  # without: the card most dangerous to the likely Doors goes


# Easy counts cards, blocks and guesses when the odds say so, but does not read the
# Collector's takes: a Collector who builds a set in plain sight beats it.
EASY = Level(samples=10, conceals=False, take_samples=0, reads=False, simulates_discards=False)
NORMAL = Level(samples=40, conceals=False, take_samples=0)
HARD = Level(samples=120, conceals=True, take_samples=40)


class PuertasPlayer(LevelPlayer[PuertasView, Level]):
    """Reads only its seat's view and legal actions (``game.ai.player``)."""

    view_type = PuertasView

    def __init__(self, seed: int = 0, level: Level = NORMAL, name: str = "puertas") -> None:
        super().__init__(seed, level, name)
        # What this player saw of the opponent as Collector, to learn their style:
        # round number -> the takes seen (with their markets), and the finished rounds.
        self._seen_takes: dict[int, dict[int, Take]] = {}
        self._learned: dict[int, tuple[str, tuple[Take, ...]]] = {}
        # This player's own takes as Collector (round -> Door and takes): how the other
        # player, watching, may read the next ones.
        self._own: dict[int, tuple[str, list[Take]]] = {}
        self._game_marker: tuple = ()

    # --- memory of the game ------------------------------------------------------------------------------
    def _remember(self, view: PuertasView, seat: Seat) -> None:
        marker = tuple((r.collector, tuple(r.identities)) for r in view.rounds)
        if marker[:len(self._game_marker)] != self._game_marker:  # another game: forget
            self._seen_takes.clear()
            self._learned.clear()
            self._own.clear()
        self._game_marker = marker
        number = view.round
        collected = view.collected
        if view.phase == "guess" and view.guesser == seat and view.refilled is not None and collected:
            # The Collector just took collected[-1] from the refilled slot: the market they chose from.
            market = list(view.market)
            market[view.refilled] = collected[-1]
            index = len(collected) - 1
            self._seen_takes.setdefault(number, {})[index] = Take(collected[-1], tuple(market), tuple(collected[:-1]))
        if view.phase in ("round_over", "over") and view.rounds:
            last = view.rounds[-1]
            if last.collector != seat and last.number not in self._learned:
                takes = self._takes(last.number, collected)
                self._learned[last.number] = (last.identities[last.collector], takes)

    def _takes(self, number: int, collected: Sequence[str]) -> tuple[Take, ...]:
        seen = self._seen_takes.get(number, {})
        takes = []
        for index, card in enumerate(collected):
            take = seen.get(index)
            if take is None or take.card != card:
                take = Take(card, None, tuple(collected[:index]))
            takes.append(take)
        return tuple(takes)

    def style_weights(self, rounds: Sequence[RoundResult] = ()) -> tuple[float, ...]:
        """How the other player takes as Collector, as learned from the rounds seen: their
        takes as Collector scored against their Door once shown, and (``rounds``: the view's
        finished rounds) how they guessed while this player collected."""
        if not self.level.reads:
            return AT_RANDOM
        weights = list(style_posterior([self._learned[n] for n in sorted(self._learned)]))
        for result in rounds:
            own = self._own.get(result.number)
            if own is None:
                continue
            for turn in range(1, min(len(own[1]), BLIND_TURNS) + 1):
                guessed = result.reason in ("guess_right", "guess_wrong") and turn == len(own[1])
                for i, share in enumerate(STYLES):
                    chance = share * RANDOM_GUESSER + (1 - share) * BLIND_GUESS[turn]
                    weights[i] *= chance if guessed else 1 - chance
        total = sum(weights)
        return tuple(w / total for w in weights)

    def own_style_weights(self, current: int) -> tuple[float, ...]:
        """How the other player may have learned this player takes (the finished rounds)."""
        return style_posterior([(door, takes) for n, (door, takes) in sorted(self._own.items()) if n < current])

    # --- choosing ----------------------------------------------------------------------------------------
    def observe(self, view: PuertasView, seat: Seat) -> None:
        self._remember(view, seat)

    def decide(self, state: GameState, seat: Seat, view: PuertasView, legal: list[Action]) -> Action:
        # One generator per decision, from the seed and what is seen: the same view gives
        # the same choice whatever was asked before.
        rng = random.Random(f"{self.seed}|{view.round}|{list(view.collected)}|{list(view.market)}|{view.phase}")
        if view.phase == "collect":
            action = self._collect(view, seat, legal, rng)
            door = view.identities[seat]
            assert door is not None  # a seat always sees its own Door
            _, takes = self._own.setdefault(view.round, (door, []))
            takes.append(Take(market_card(action), tuple(view.market), tuple(view.collected)))
            return action
        if view.phase == "guess":
            return self._discard(view, seat, legal, rng)
        return self._after_discard(view, seat, legal, rng)

    # --- Guesser -----------------------------------------------------------------------------------------
    def joint_belief(self, view: PuertasView, seat: Seat) -> Joint:
        """P(the Collector's Door and style), from this seat's view and what it remembers."""
        mine = view.identities[seat]
        candidates = candidates_for(view.collected, mine)
        takes = self._takes(view.round, view.collected)
        return joint_posterior(candidates, takes, self.style_weights(view.rounds))

    def belief(self, view: PuertasView, seat: Seat) -> dict[str, float]:
        """P(the Collector's Door)."""
        return marginal(self.joint_belief(view, seat))

    def _discard(self, view: PuertasView, seat: Seat, legal: list[Action], rng: random.Random) -> Action:
        """The discard after which waiting is worth most (a guess, if one is made after it,
        is worth the same whatever was discarded)."""
        joint = self.joint_belief(view, seat)
        discards = [a for a in legal if a.kind == "discard"]
        blocking = block_slot(view.market, view.collected, marginal(joint))
        if not self.level.simulates_discards:
            return next(a for a in discards if a.args[0] == blocking)
        firsts: dict[str, int] = {}
        for action in discards:
            firsts.setdefault(market_card(action), market_slot(action))
        values = self._simulated_values(view, seat, joint, rng, list(firsts.values()))
        # Equal values: the card most dangerous to the likeliest Doors goes.
        best = max(firsts.values(), key=lambda slot: (values[slot], slot == blocking))
        return next(a for a in discards if a.args[0] == best)

    def guess_values(self, view: PuertasView, seat: Seat, legal: list[Action], rng: random.Random) -> dict[Action, float]:
        """Match equity of every legal action of the Guesser after discarding."""
        joint = self.joint_belief(view, seat)
        weights = marginal(joint)
        scores = (view.scores[seat], view.scores[1 - seat])
        values: dict[Action, float] = {}
        for action in legal:
            if action.kind == "guess":
                right = sum(w for identity, w in weights.items() if guess_is_right(action.args, identity))
                values[action] = (right * value_after_round(scores, guess_gems(action.args), 0, False)
                                  + (1 - right) * value_after_round(scores, 0, GEMS_COLLECTOR_WRONG_GUESS, False))
            elif action.kind == "score_set":
                values[action] = value_after_round(scores, GEMS_GUESSER_SET, 0, False)
            elif action.kind == "end_turn":
                values[action] = self.wait_value(view, seat, joint, rng)
        return values

    def wait_value(self, view: PuertasView, seat: Seat, joint: Joint, rng: random.Random) -> float:
        """Match equity of ending the turn without guessing."""
        return self._simulated_values(view, seat, joint, rng, [None])[None]

    def _simulated_values(self, view: PuertasView, seat: Seat, joint: Joint, rng: random.Random,
                          discards: list[int | None]) -> dict[int | None, float]:
        """Match equity of waiting after discarding the card in each slot of ``discards``
        (None: nothing more to discard), the rest of the round simulated for each possible
        Door of the Collector in proportion to its chance. Every discard meets the same
        deck orders, so that their values differ by the discard, not by luck."""
        scores = (view.scores[seat], view.scores[1 - seat])
        outcomes = {
            "deck_out": value_after_round(scores, GEMS_DECK_OUT, 0, False),
            "set": value_after_round(scores, 0, GEMS_COLLECTOR_SET, False),
            "both": value_after_round(scores, GEMS_GUESS_BOTH, 0, False),
            "one": value_after_round(scores, GEMS_GUESS_ONE, 0, False),
            "wrong": value_after_round(scores, 0, GEMS_COLLECTOR_WRONG_GUESS, False),
        }
        if view.deck_count == 0:
            return {discard: outcomes["deck_out"] for discard in discards}
        unseen = unseen_clues(view)
        samples = self.level.samples
        totals: dict[int | None, float] = dict.fromkeys(discards, 0.0)
        for identity, styles in joint.items():
            weight = sum(styles)
            if weight <= 0:
                continue
            for _ in range(samples):
                order = list(unseen)
                rng.shuffle(order)
                random_share = rng.choices(STYLES, styles)[0]
                seed = rng.getrandbits(32)
                for discard in discards:
                    deck = list(order)
                    market = list(view.market)
                    if discard is not None:
                        market[discard] = deck.pop()
                    ending = play_out(view.collected, market, deck, identity, random_share, joint,
                                      random.Random(seed))
                    totals[discard] += weight * outcomes[ending] / samples
        return totals

    def _after_discard(self, view: PuertasView, seat: Seat, legal: list[Action], rng: random.Random) -> Action:
        values = self.guess_values(view, seat, legal, rng)
        # Values that differ only by rounding are equal. Then a guess that cannot fail (or
        # scoring a set) beats waiting, whose value is simulated and may only seem as good;
        # an uncertain guess does not; then the order of the legal actions.
        belief = self.belief(view, seat)

        def sure(action: Action) -> bool:
            if action.kind == "guess":
                return all(guess_is_right(action.args, identity) for identity in belief)
            return action.kind == "score_set" or view.deck_count == 0

        return max(legal, key=lambda a: (round(values[a], 9), sure(a), a.kind == "end_turn", -legal.index(a)))

    # --- Collector ---------------------------------------------------------------------------------------
    def _collect(self, view: PuertasView, seat: Seat, legal: list[Action], rng: random.Random) -> Action:
        mine = view.identities[seat]
        collected = view.collected
        takes = [a for a in legal if a.kind == "take"]
        for action in takes:
            if holds_set([*collected, market_card(action)], mine):
                return action
        if self.level.conceals:
            values = self.take_values(view, seat, takes, rng)
        else:
            counts = attribute_counts(collected, mine)
            values = {action: take_score(counts, market_card(action), mine) for action in takes}
        return max(takes, key=lambda a: (values[a], _discretion(market_card(a), mine), -market_slot(a)))

    def take_values(self, view: PuertasView, seat: Seat, takes: list[Action], rng: random.Random) -> dict[Action, float]:
        """Match equity of each take, with the rest of the round simulated against a Guesser
        who reads this player's takes (for each Door the Guesser may hold)."""
        mine = view.identities[seat]
        collected = list(view.collected)
        scores = (view.scores[seat], view.scores[1 - seat])
        outcomes = {
            "set": value_after_round(scores, GEMS_COLLECTOR_SET, 0, True),
            "wrong": value_after_round(scores, GEMS_COLLECTOR_WRONG_GUESS, 0, True),
            "deck_out": value_after_round(scores, 0, GEMS_DECK_OUT, True),
            "both": value_after_round(scores, 0, GEMS_GUESS_BOTH, True),
            "one": value_after_round(scores, 0, GEMS_GUESS_ONE, True),
        }
        style = self.own_style_weights(view.round)
        earlier = self._own_takes(view.round, collected)
        unseen = unseen_clues(view)
        market = tuple(view.market)
        guessers = [code for code in IDENTITY_CODES if code != mine]
        values: dict[Action, float] = {}
        by_card: dict[str, float] = {}
        for action in takes:
            slot, card = market_slot(action), market_card(action)
            if card in by_card:  # the same card in another slot: the same take
                values[action] = by_card[card]
                continue
            after = [*collected, card]
            take = Take(card, market, tuple(collected))
            total = 0.0
            for guesser in guessers:
                joint = joint_posterior(candidates_for(after, guesser), [*earlier, take], style)
                for _ in range(self.level.take_samples):
                    if len(joint) == 1:
                        total += outcomes["both"]
                        continue
                    deck = list(unseen)
                    rng.shuffle(deck)
                    refilled = list(market)
                    refilled[slot] = deck.pop()
                    total += outcomes[play_out(after, refilled, deck, mine, 0.0, joint, rng, guesser_next=True)]
            by_card[card] = values[action] = total / (len(guessers) * self.level.take_samples)
        return values

    def _own_takes(self, number: int, collected: Sequence[str]) -> list[Take]:
        known = self._own.get(number, ("", []))[1]
        takes = []
        for index, card in enumerate(collected):
            take = known[index] if index < len(known) and known[index].card == card else None
            takes.append(take or Take(card, None, tuple(collected[:index])))
        return takes


def _discretion(card: str, identity: str) -> int:
    """Among takes that build equally: the wild cards say nothing about the Door, a card
    sharing one attribute says less than a copy of the Door itself."""
    if card in ("RB", "LT"):
        return 2
    return 0 if card == identity else 1


def make_easy(seed: int = 0) -> PuertasPlayer:
    return PuertasPlayer(seed, EASY, "easy")


def make_normal(seed: int = 0) -> PuertasPlayer:
    return PuertasPlayer(seed, NORMAL, "normal")


def make_hard(seed: int = 0) -> PuertasPlayer:
    return PuertasPlayer(seed, HARD, "hard")
