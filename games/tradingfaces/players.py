"""Trading Faces' computer players. They read only ``state.view(seat)`` and the seat's legal actions, and
remember what they saw earlier in the game (their own passes, the cards they received).

Passing: keep what builds a set. An emotion is worth keeping by how many of it the hand holds and how
many of its three cards may still come (those not face up under a reference card or back in the box,
nor in this hand); the card passed is the one worth least. The hard player also keeps in mind what its left-hand
neighbour's hand may be (:class:`LeftHand`, from its own view and its own passes alone) and does not
pass a single card that neighbour likely needs to complete a set: every set the neighbour makes is
completed by a card this seat passed it (or one drawn from the pile). With five players it also keeps
in mind every other hand (:class:`Ring`) and keeps back a single card a seat beyond its left-hand
neighbour (not its right-hand one) likely holds two of: passed on, that card travels round the table
until it completes the pair.

Guessing (spec B.9): a computer cannot see a person's face, so when a person acts it guesses from what
it knows: the emotions still possible (not guessed wrong, not with all three cards out of play), and
the cards it saw pass (an emotion it gave the actor may be the one collected; one the actor gave it,
not), never its own hand nor the answer.
When the drawn face acts, it sees the pose as any watcher does, with a little noise of its own by
strength, and weighs each possible emotion by how well the pose fits it (the emotion's face at 60-100 %
intensity, drifting up to 40 % toward the face it is most easily taken for): the hard player names the
likeliest, the normal one samples, the easy one sees with more noise. It never looks at its own hand
while someone acts (the view hides it) and never at the answer.

Acting: a computer always lets the drawn face act.

Memory: it remembers what its view remembers (cards turned in failed tries, the cards it was shown).
It lifts one of a known pair when it knows both, and tries the pair; otherwise it lifts an unknown card
and, if the drawn face acts it, tries a pair with a card it remembers of the likeliest emotion when it
is confident enough; if a person acts it, the computer cannot see: it tries only when a try costs
nothing (the penalty pile is empty) or, now and then, to keep the game moving. The easy player forgets
some of the cards it saw (a beginner). The hard player also keeps in mind every drawn face it saw acting
a card it lifted (how likely each emotion is at that place), rebuilt at each move from the view's public
record of drawn faces (so a game loaded from a save plays on the same), lifts a card whose remembered
face has a twin in mind, and tries the likeliest twin when the chance of a pair beats what a miss gives
the others (docs/AI.md).
"""

from __future__ import annotations

import json
import math
import random
from collections import Counter
from dataclasses import dataclass

from game.ai.player import LevelPlayer
from game.core import Action, GameState, Seat
from game.view import to_json
from games.tradingfaces.emotions import BY_NUMBER, NUMBERS
from games.tradingfaces.view import (
    ACT_IN_PERSON,
    COPIES,
    DECIDE,
    END_TURN,
    GUESS,
    LIFT,
    PASS,
    PERFORM,
    SET_SIZE,
    TradingFacesView,
    guess,
    lift,
    pass_card,
    try_pair,
)

PASSED_PRIOR = 1.0  # how much a card seen passing moves the guess (see TradingFacesPlayer._prior)
PERFORMANCE_NOISE = 8.0  # the engine's own noise on a drawn face (games/tradingfaces/engine.py)
INTENSITIES = (0.6, 0.73, 0.87, 1.0)
DRIFTS = (0.1, 0.2, 0.3, 0.4)
# A card likely to complete the left-hand neighbour's set costs this much: enough to pass any single
# card before it, never so much that it breaks a pair of its own (worth 4.3) to keep it back.
FEED_COST = 2.0
GUESSES = 200  # the left-hand neighbour's hands the hard player keeps in mind (LeftHand), and the table's (Ring)
# A single card that a seat beyond the left-hand neighbour likely holds two of costs this much more to
# pass, by the share of the table's guesses (Ring) in which one does: the card travels on round the
# table from seat to seat (each passes on a single card it does not collect) until it completes that
# pair; kept, it blocks the set (session 12, docs/AI.md). Not the right-hand neighbour's pair (session
# 13): when that seat acts, this one guesses first and wins a card from nearly every set it makes.
BLOCK_COST = 1.0
BLOCK_FROM_PLAYERS = 5  # measured to help with five players (+3 points), not with four (docs/AI.md)


@dataclass(frozen=True, slots=True)
class Level:
    eyesight: float  # the noise of this player's own look at the drawn face (pose units)
    temperature: float  # 0: always the likeliest; higher: samples more widely
    pass_at_random: float  # how often it passes a card at random
    confidence: float  # Memory: the belief it needs to try a pair from a drawn face
    gamble: float  # Memory: how often it tries blind when a try costs points
    # Memory: it keeps what each drawn face told it about the card it lifted, for later turns (the
    # others forget a face once their turn ends and keep only the cards they saw turned).
    remembers_faces: bool = False
    # Trading Faces: it reads which emotions the left-hand neighbour may be one card from a set and
    # does not pass them that card (how much a likely gift weighs against breaking its own sets).
    feed_cost: float = 0.0
    # Memory: the share of the cards it saw that it still remembers (a beginner forgets some; which
    # ones is fixed by its seed and the card, so it forgets the same ones at every move).
    recall: float = 1.0
    # Trading Faces: it keeps in mind every other hand (:class:`Ring`) and keeps back a single card a
    # seat beyond its left-hand neighbour likely holds two of (what passing it would cost).
    block_cost: float = 0.0


EASY = Level(eyesight=40.0, temperature=1.5, pass_at_random=0.6, confidence=0.3, gamble=0.35, recall=0.85)
# Session 16: the levels are set apart by the game's own skill, reading a face (docs/AI.md, "Session
# 16"). Between computer players the passing is worth almost nothing measurable at four players
# (sessions 9-15), so normal at eyesight 25 (78% of drawn faces named) was nearly hard (58% head to
# head) and far above easy (23%). At 35 it names about two faces in three (63%; easy 48%, hard 99%):
# hard beats it in about 64% of pairs and it still beats easy in about 70%.
NORMAL = Level(eyesight=35.0, temperature=1.0, pass_at_random=0.0, confidence=0.55, gamble=0.2)
HARD = Level(
    # Session 13: a sharp watcher (12 before): it names a drawn face 99% of the time rather than 95%
    # (the engine's own noise on the pose is 8), still never perfect (docs/AI.md).
    eyesight=4.0,
    temperature=0.0,
    pass_at_random=0.0,
    confidence=0.45,
    gamble=0.15,
    remembers_faces=True,
    feed_cost=FEED_COST,
    block_cost=BLOCK_COST,
)


def emotion_weights(pose: tuple[int, ...], candidates: list[int], eyesight: float) -> dict[int, float]:
    """How well ``pose`` fits each candidate emotion (a likelihood, summed over the intensities and
    drifts a drawn face may use), normalised to sum to one."""
    variance = PERFORMANCE_NOISE**2 + eyesight**2
    logs: dict[int, float] = {}
    for emotion in candidates:
        own = BY_NUMBER[emotion].pose
        near = BY_NUMBER[BY_NUMBER[emotion].confusable].pose
        best = []
        for intensity in INTENSITIES:
            for drift in DRIFTS:
                distance = sum(
                    (seen - intensity * ((1 - drift) * a + drift * b)) ** 2
                    for seen, a, b in zip(pose, own, near, strict=True)
                )
                best.append(-distance / (2 * variance))
        top = max(best)
        logs[emotion] = top + math.log(sum(math.exp(x - top) for x in best))
    top = max(logs.values())
    weights = {e: math.exp(v - top) for e, v in logs.items()}
    total = sum(weights.values())
    return {e: w / total for e, w in weights.items()}


class LeftHand:
    """What the left-hand neighbour's hand may be, as a few hundred guesses (a particle filter), kept
    from this seat's own view alone: the cards it could not see are dealt at random, and each pass
    round plays out in every guess as a neighbour who collects would play it (it keeps pairs and
    passes on a card it does not collect, any of them). A guess that contradicts what the seat then
    sees (the neighbour did not call stop, or called it for another emotion; a card face up or in this
    hand that the guess put in the neighbour's) is dropped, and the survivors are drawn again."""

    def __init__(self, view: TradingFacesView, rng: random.Random) -> None:
        self.left = _left_of(view)
        self.sets = len(view.sets)
        self.hands = [h for h in (self._dealt(view, rng, view.hand_counts[self.left]) for _ in range(GUESSES)) if h]

    @staticmethod
    def _pool(view: TradingFacesView, held: Counter[int] | None = None) -> list[int]:
        seen = Counter(view.hand) + Counter(c for won in view.won for c in won) + Counter(view.boxed)
        if held:
            seen += held
        return [e for e in NUMBERS for _ in range(max(0, COPIES - seen[e]))]

    def _dealt(self, view: TradingFacesView, rng: random.Random, size: int) -> Counter[int] | None:
        pool = self._pool(view)
        for _ in range(10):
            hand = Counter(rng.sample(pool, min(size, len(pool))))
            if all(n < SET_SIZE for n in hand.values()):
                return hand
        return None

    def update(self, view: TradingFacesView, gift: int, rng: random.Random) -> None:
        """One pass round went by since this seat gave ``gift`` to the left: play it out in every guess."""
        acted = [s.emotion for s in view.sets[self.sets :] if s.actor == self.left]
        self.sets = len(view.sets)
        out = Counter(c for won in view.won for c in won) + Counter(view.boxed)
        mine = Counter(view.hand)
        size = view.hand_counts[self.left]
        kept: list[Counter[int]] = []
        for hand in self.hands:
            hand = hand.copy()
            # It passes on the card it values least, as this seat would value it.
            worth = {e: n * n + 0.3 * (COPIES - out[e] - n) for e, n in hand.items() if n > 0}
            if worth:
                low = min(worth.values())
                hand[rng.choice([e for e, w in worth.items() if w <= low + 1e-9])] -= 1
            hand[gift] += 1
            made = sorted(e for e, n in hand.items() if n >= SET_SIZE)
            if made and (not acted or acted[0] not in made):
                continue  # it would have called stop, and it did not (or for another emotion)
            if acted and not made:
                continue
            for e in acted:
                if hand[e] >= SET_SIZE:
                    hand[e] -= SET_SIZE
            hand = +hand
            if any(n >= SET_SIZE for n in hand.values()):
                continue
            if any(hand[e] + mine[e] + out[e] > COPIES for e in hand):
                continue  # a card it put there has since shown up in this hand or face up
            # Cards drawn after acting (or any count this guess got wrong): from the cards unseen.
            while sum(hand.values()) < size:
                pool = [e for e in self._pool(view, hand) if hand[e] < SET_SIZE - 1]
                if not pool:
                    break
                hand[rng.choice(pool)] += 1
            while sum(hand.values()) > size:
                hand[rng.choice(sorted(hand.elements()))] -= 1
                hand = +hand
            kept.append(hand)
        if not kept:
            self.hands = [h for h in (self._dealt(view, rng, size) for _ in range(GUESSES)) if h]
            return
        self.hands = [kept[rng.randrange(len(kept))] for _ in range(GUESSES)] if len(kept) < GUESSES else kept

    def holds_two(self, emotion: int) -> float:
        """The share of guesses in which the neighbour holds two of ``emotion``."""
        if not self.hands:
            return 0.0
        return sum(1 for h in self.hands if h[emotion] >= 2) / len(self.hands)


def collecting_choices(hand: Counter[int], out: Counter[int]) -> list[int]:
    """The cards a collecting player (the normal player's rule) may pass from ``hand``: an emotion with a
    copy face up or boxed first (its set can never be made), else a single card, else one of a pair."""
    held = sorted(e for e, n in hand.items() if n > 0)
    dead = [e for e in held if out[e]]
    if dead:
        return dead
    low = min((hand[e] for e in held), default=0)
    return [e for e in held if hand[e] == low]


class Ring:
    """Every other seat's hand, as a few hundred guesses (a particle filter), kept from this seat's own
    view alone: its own passes and the cards its right-hand neighbour passed it (session 10's scratch
    filter, committed in session 12). The cards it could not see are dealt at random; each pass round
    plays out in every guess as collecting players would play it (:func:`collecting_choices`); a guess
    is weighed by how likely its right-hand neighbour was to pass the card this seat received (a guess
    that did not hold it is mended: the card is swapped in from elsewhere), dropped when a seat would
    have called stop and did not (or called another), and the survivors are drawn again. The hard
    player asks it one thing: how likely a seat between its two neighbours holds two of an emotion."""

    def __init__(self, view: TradingFacesView, rng: random.Random) -> None:
        me = view.seat or 0
        self.others = [(me + k) % view.players for k in range(1, view.players)]  # the left first, the right last
        self.sets = len(view.sets)
        self.hands = [g for g in (self._dealt(view, rng) for _ in range(GUESSES)) if g]

    @staticmethod
    def _unseen(view: TradingFacesView) -> Counter[int]:
        seen = Counter(view.hand) + Counter(c for won in view.won for c in won) + Counter(view.boxed)
        return Counter({e: COPIES - seen[e] for e in NUMBERS if seen[e] < COPIES})

    def _dealt(self, view: TradingFacesView, rng: random.Random) -> list[Counter[int]] | None:
        pool = sorted(self._unseen(view).elements())
        for _ in range(10):
            rng.shuffle(pool)
            hands, at = [], 0
            for s in self.others:
                k = view.hand_counts[s]
                hands.append(Counter(pool[at : at + k]))
                at += k
            if all(n < SET_SIZE for h in hands for n in h.values()):
                return hands
        return None

    def update(self, view: TradingFacesView, gift: int, got: int | None, rng: random.Random) -> None:
        """One pass round went by since this seat gave ``gift`` (and received ``got``): play it out."""
        new_sets = view.sets[self.sets :]
        self.sets = len(view.sets)
        acted: dict[Seat, list[int]] = {}
        for acted_set in new_sets:
            acted.setdefault(acted_set.actor, []).append(acted_set.emotion)
        out_now = Counter(c for won in view.won for c in won) + Counter(view.boxed)
        out = out_now - Counter({a.emotion: SET_SIZE for a in new_sets})  # as the round was played
        unseen = self._unseen(view)
        last = len(self.others) - 1
        kept: list[list[Counter[int]]] = []
        weights: list[float] = []
        for guess_hands in self.hands:
            hands = [h.copy() for h in guess_hands]
            weight = 1.0
            if got is not None and hands[last][got] == 0:
                # Mend: the card came from somewhere this guess put elsewhere (another hand, the pile).
                spare = sorted(e for e in hands[last].elements() if e != got)
                holders = [i for i in range(last) if hands[i][got]]
                if not spare:
                    continue
                back = rng.choice(spare)
                hands[last][back] -= 1
                hands[last][got] += 1
                if holders:
                    i = rng.choice(holders)
                    hands[i][got] -= 1
                    hands[i][back] += 1
                weight *= 0.5
            passed = []
            for i, hand in enumerate(hands):
                choices = collecting_choices(hand, out)
                if not choices:
                    weight = 0.0
                    break
                if i == last and got is not None:
                    weight *= (1.0 / len(choices)) if got in choices else 0.05
                    passed.append(got)
                else:
                    passed.append(rng.choice(choices))
            if weight <= 0:
                continue
            for i, card in enumerate(passed):
                hands[i][card] -= 1
                if i < last:
                    hands[i + 1][card] += 1
            hands[0][gift] += 1
            ok = True
            for i, seat in enumerate(self.others):
                made = sorted(e for e, n in hands[i].items() if n >= SET_SIZE)
                called = sorted(acted.get(seat, []))
                if made != called:
                    ok = False
                    break
                for e in made:
                    hands[i][e] -= SET_SIZE
            if not ok:
                continue
            hands = [+h for h in hands]
            # What this seat sees now: no guess may hold more of an emotion than is unseen.
            held: Counter[int] = Counter()
            for h in hands:
                held += h
            for e in sorted(held):
                while held[e] > unseen[e]:
                    i = rng.choice([i for i, h in enumerate(hands) if h[e]])
                    hands[i][e] -= 1
                    held[e] -= 1
            hands = [+h for h in hands]
            # Cards drawn after acting (or counts this guess got wrong): from the guess's own pile.
            pile = unseen - held
            for i, seat in enumerate(self.others):
                size = view.hand_counts[seat]
                while sum(hands[i].values()) > size:
                    e = rng.choice(sorted(hands[i].elements()))
                    hands[i][e] -= 1
                    pile[e] += 1
                    hands[i] = +hands[i]
                while sum(hands[i].values()) < size and +pile:
                    e = rng.choice(sorted(pile.elements()))
                    pile[e] -= 1
                    pile = +pile
                    hands[i][e] += 1
                if any(n >= SET_SIZE for n in hands[i].values()):
                    ok = False
            if not ok:
                continue
            kept.append(hands)
            weights.append(weight)
        if not kept:
            self.hands = [g for g in (self._dealt(view, rng) for _ in range(GUESSES)) if g]
            return
        self.hands = [[h.copy() for h in g] for g in rng.choices(kept, weights=weights, k=GUESSES)]

    def pair_beyond_left(self, emotion: int) -> float:
        """The share of guesses in which a seat between the left-hand neighbour and the right-hand one
        holds two of ``emotion``. Not the right-hand neighbour: its sets are this seat's best chance to
        guess first (it names the drawn face nearly always), so they cost it little."""
        if not self.hands:
            return 0.0
        return sum(1 for g in self.hands if any(h[emotion] >= 2 for h in g[1:-1])) / len(self.hands)


def _left_of(view: TradingFacesView) -> Seat:
    return ((view.seat or 0) + 1) % view.players


class TradingFacesPlayer(LevelPlayer[TradingFacesView, Level]):
    """Reads only its seat's view and legal actions (``game.ai.player``)."""

    view_type = TradingFacesView

    def __init__(self, seed: int = 0, level: Level = NORMAL, name: str = "tradingfaces") -> None:
        super().__init__(seed, level, name)
        # The cards it saw pass in the game it plays: what it gave its left-hand neighbour and what
        # its right-hand neighbour gave it (its own moves and its own view, remembered), by the pass
        # round they belong to: (sets acted so far, passes since the last set), which only grows in a
        # game. Back at a round it has seen (an undo), it forgets that round and the ones after it.
        self.gifts: dict[tuple[int, int], int] = {}
        self.gots: dict[tuple[int, int], int] = {}
        self.given_left: Counter[int] = Counter()
        self.got_from_right: Counter[int] = Counter()
        # Hard: what its left-hand neighbour's hand may be, and the round up to which it played the
        # passes out in it.
        self.left_hand: LeftHand | None = None
        self.ring: Ring | None = None
        self.followed: tuple[int, int] | None = None
        self.asked: tuple[str, Action | None] = ("", None)  # the last pass it chose, and the view it chose from

    def forced(self, view: TradingFacesView, legal: list[Action]) -> Action | None:
        # a pass with one card to give is still remembered (the gifts, the left-hand neighbour's hand)
        return None if view.phase == PASS else super().forced(view, legal)

    def decide(self, state: GameState, seat: Seat, view: TradingFacesView, legal: list[Action]) -> Action:
        # One generator per decision, from the seed and what the seat sees: the same view, the same choice.
        seen = to_json(view)
        if isinstance(seen, dict) and not view.faces_seen:
            seen.pop("faces_seen", None)  # the key of rules 1 (session 11 added the field): the same choices
        key = f"{self.seed}|{json.dumps(seen, sort_keys=True)}"
        if view.phase == PASS and key == self.asked[0] and self.asked[1] is not None:
            return self.asked[1]  # asked again about the same pass: what it remembers must not count it twice
        rng = random.Random(key)
        if PERFORM in legal:
            return PERFORM
        if view.phase == PASS:
            now = (len(view.sets), view.passes)
            self.gifts = {k: card for k, card in self.gifts.items() if k < now}
            self.gots = {k: card for k, card in self.gots.items() if k < now}
            if view.received is not None:
                self.gots[now] = view.received  # the card that came in the last round
            if self.level.feed_cost and view.players > 2:
                self._follow_left(view, now, rng)
            action = legal[0] if len(legal) == 1 else self._pass(view, legal, rng)
            self.gifts[now] = int(action.args[0])
            self.given_left = Counter(self.gifts.values())
            self.got_from_right = Counter(self.gots.values())
            self.asked = (key, action)
            return action
        if view.phase == GUESS:
            return self._guess(view, seat, legal, rng)
        if view.phase == LIFT:
            return self._lift(view, legal, rng)
        if view.phase == DECIDE:
            return self._decide(view, legal, rng)
        return legal[rng.randrange(len(legal))] if ACT_IN_PERSON not in legal else PERFORM

    # --- passing ----------------------------------------------------------------------------------------
    def _follow_left(self, view: TradingFacesView, now: tuple[int, int], rng: random.Random) -> None:
        """Hard: play the last pass round out in the left-hand neighbour's guessed hands, once. Asked
        again in the same round (an undo of a pass not yet ended), nothing to do; in the round after
        the one it last followed, play its own gift out; anything else (a new game, a game loaded
        from a save) starts the guesses afresh from what the view shows now."""
        last = max(self.gifts) if self.gifts else None
        if self.left_hand is not None and self.followed == now:
            return
        if self.left_hand is not None and last is not None and self.followed == last:
            if self.ring is not None:
                self.ring.update(view, self.gifts[last], view.received, rng)
            self.left_hand.update(view, self.gifts[last], rng)
        else:
            if self.level.block_cost and view.players >= BLOCK_FROM_PLAYERS:
                self.ring = Ring(view, rng)
            self.left_hand = LeftHand(view, rng)
        self.followed = now

    def _pass(self, view: TradingFacesView, legal: list[Action], rng: random.Random) -> Action:
        if rng.random() < self.level.pass_at_random:
            return legal[rng.randrange(len(legal))]
        mine = Counter(view.hand)
        out = Counter(c for won in view.won for c in won) + Counter(view.boxed)

        def worth(emotion: int) -> float:
            may_come = COPIES - out[emotion] - mine[emotion]
            if may_come + mine[emotion] < COPIES:
                return -1.0  # this set can never be made: pass it first
            value = float(mine[emotion] ** 2) + 0.3 * may_come
            if emotion == view.received and self.level is HARD and not self.level.feed_cost:
                value -= 0.2  # it was just passed on by a neighbour who does not want it
            if self.level.feed_cost:
                value += self.level.feed_cost * self._feeds_left(view, emotion, mine, out)
            if self.level.block_cost and self.ring is not None and mine[emotion] == 1 and not out[emotion]:
                value += self.level.block_cost * self.ring.pair_beyond_left(emotion)
            return value + rng.random() * 0.01

        best = min((pass_card(e) for e in mine), key=lambda a: worth(int(a.args[0])))
        return best if best in legal else legal[0]

    def _feeds_left(self, view: TradingFacesView, emotion: int, mine: Counter[int], out: Counter[int]) -> float:
        """How likely passing ``emotion`` completes the left-hand neighbour's set: the share of the
        neighbour's hands this seat keeps in mind (:class:`LeftHand`) that hold two of it."""
        if mine[emotion] != 1 or out[emotion] or self.left_hand is None:
            return 0.0  # with a copy face up or a second in this hand, nobody else can hold two
        return self.left_hand.holds_two(emotion)

    # --- guessing ---------------------------------------------------------------------------------------
    def _guess(self, view: TradingFacesView, seat: Seat, legal: list[Action], rng: random.Random) -> Action:
        ruled = set(view.impossible)
        candidates = [e for e in NUMBERS if e not in ruled and guess(e) in legal] or [int(a.args[0]) for a in legal]
        prior = self._prior(view, seat, candidates)
        if view.performance is None:
            # A person acts: a computer cannot see the face. It guesses from the cards it saw pass.
            return guess(self._pick(prior, rng, blind=True))
        weights = self._perceive(view.performance.pose, candidates, rng)
        both = {e: weights[e] * prior[e] for e in candidates}
        total = sum(both.values())
        return guess(self._pick({e: w / total for e, w in both.items()}, rng))

    def _prior(self, view: TradingFacesView, seat: Seat, candidates: list[int]) -> dict[int, float]:
        """How likely each emotion is the one acted, from the cards this seat saw pass: an emotion it
        gave the actor (its left-hand neighbour) may be what the actor collected; one the actor gave
        it (its right-hand neighbour) the actor did not want."""
        weights = dict.fromkeys(candidates, 1.0)
        if view.actor is not None and view.players > 2:
            for e in candidates:
                if view.actor == (seat + 1) % view.players and self.given_left[e]:
                    weights[e] *= 1.0 + PASSED_PRIOR * self.given_left[e]
                if view.actor == (seat - 1) % view.players and self.got_from_right[e]:
                    weights[e] /= 1.0 + PASSED_PRIOR * self.got_from_right[e]
        total = sum(weights.values())
        return {e: w / total for e, w in weights.items()}

    def _perceive(self, pose: tuple[int, ...], candidates: list[int], rng: random.Random) -> dict[int, float]:
        seen = tuple(round(v + rng.gauss(0, self.level.eyesight)) for v in pose)
        return emotion_weights(seen, candidates, self.level.eyesight)

    def _pick(self, weights: dict[int, float], rng: random.Random, blind: bool = False) -> int:
        if self.level.temperature <= 0:
            best = max(weights.values())
            top = sorted(e for e, w in weights.items() if w >= best - 1e-12)
            return rng.choice(top) if blind else top[0]
        scaled = {e: w ** (1 / self.level.temperature) for e, w in weights.items()}
        total = sum(scaled.values())
        x = rng.random() * total
        for e, w in sorted(scaled.items()):
            x -= w
            if x <= 0:
                return e
        return max(weights, key=lambda e: weights[e])

    # --- Memory -----------------------------------------------------------------------------------------
    @staticmethod
    def _possible(view: TradingFacesView, known: dict[int, int]) -> list[int]:
        """The emotions a face-down card this seat has not seen may be: those still on the grid, less
        one card for each place it knows."""
        left = Counter({e: 2 for e in NUMBERS}) - Counter(c for won in view.won for c in won)
        left = Counter({e: n for e, n in left.items() if n > 0}) - Counter(known.values())
        return [e for e, n in sorted(left.items()) if n > 0]

    def _faces(self, view: TradingFacesView, known: dict[int, int]) -> dict[int, dict[int, float]]:
        """Hard: for each face-down place it lifted itself and saw the drawn face act (and has not seen
        for sure), how likely each emotion is there. Rebuilt at every decision from the view's public
        record of drawn faces (``faces_seen``), each look with noise of its own drawn from the seed
        and the turn: nothing is kept between moves, so a game loaded from a save plays on exactly
        as if it had never been saved."""
        if not self.level.remembers_faces:
            return {}
        candidates = self._possible(view, known)
        faces: dict[int, dict[int, float]] = {}
        for face in view.faces_seen:
            if face.seat != view.seat or face.place in known or not candidates:
                continue
            look = random.Random(f"{self.seed}|face|{face.turn}|{face.place}")
            faces[face.place] = _combined(faces.get(face.place), self._perceive(face.pose, candidates, look))
        return faces

    @staticmethod
    def _likely(faces: dict[int, dict[int, float]], place: int, emotion: int, known: dict[int, int]) -> float:
        """How likely the face-down card at ``place`` is ``emotion``: sure when seen, else a remembered face."""
        if place in known:
            return 1.0 if known[place] == emotion else 0.0
        return faces.get(place, {}).get(emotion, 0.0)

    def _known(self, view: TradingFacesView) -> dict[int, int]:
        """The face-down cards it remembers of those its view says it saw (all but for easy)."""
        if self.level.recall >= 1:
            return dict(view.memory)
        return {
            place: emotion
            for place, emotion in view.memory
            if random.Random(f"{self.seed}|recall|{place}|{emotion}").random() < self.level.recall
        }

    def _lift(self, view: TradingFacesView, legal: list[Action], rng: random.Random) -> Action:
        known = self._known(view)
        places: dict[int, list[int]] = {}
        for place, emotion in known.items():
            places.setdefault(emotion, []).append(place)
        pairs = [ps for ps in places.values() if len(ps) >= 2]
        if pairs:
            return lift(min(pairs)[0])
        faces = self._faces(view, known)
        if faces:
            # Lift a card whose face it remembers when its likeliest emotion has a twin in mind: the
            # neighbour's face then says whether to try the pair.
            best, chance = None, 0.0
            for place, weights in sorted(faces.items()):
                emotion = max(weights, key=lambda e: weights[e])
                twin = max(
                    (
                        self._likely(faces, q, emotion, known)
                        for q in range(len(view.grid))
                        if q != place and view.grid[q]
                    ),
                    default=0.0,
                )
                if weights[emotion] * twin > chance and lift(place) in legal:
                    best, chance = place, weights[emotion] * twin
            if best is not None and chance >= 0.3:
                return lift(best)
        unknown = [a for a in legal if int(a.args[0]) not in known]
        choices = unknown or legal
        return choices[rng.randrange(len(choices))]

    def _decide(self, view: TradingFacesView, legal: list[Action], rng: random.Random) -> Action:
        lifted = view.lifted
        known = self._known(view)
        if lifted is not None and lifted in known:
            twin = next((p for p, e in known.items() if e == known[lifted] and p != lifted), None)
            if twin is not None and try_pair(twin) in legal:
                return try_pair(twin)
        face_down = [i for i, down in enumerate(view.grid) if down]
        unknown = [p for p in face_down if p not in known and p != lifted]
        if view.performance is not None and lifted is not None and lifted not in known:
            # What may the lifted card be? The emotions of the face-down cards this seat does not know.
            candidates = self._possible(view, known)
            if candidates and self.level.remembers_faces:
                faces = self._faces(view, known)
                if lifted not in faces:  # a face shown before this record was kept (a rules-1 save)
                    faces[lifted] = self._perceive(view.performance.pose, candidates, rng)
                return self._decide_with_faces(view, lifted, faces, known, legal, rng)
            if candidates:
                weights = self._perceive(view.performance.pose, candidates, rng)
                for emotion, belief in sorted(weights.items(), key=lambda kv: -kv[1]):
                    twin = next((p for p, e in known.items() if e == emotion and p != lifted), None)
                    if twin is not None and belief >= self.level.confidence and try_pair(twin) in legal:
                        return try_pair(twin)
                    break
        if unknown and (view.penalty_pile == 0 or rng.random() < self.level.gamble):
            return try_pair(rng.choice(unknown))
        return END_TURN

    def _decide_with_faces(
        self,
        view: TradingFacesView,
        lifted: int,
        faces: dict[int, dict[int, float]],
        known: dict[int, int],
        legal: list[Action],
        rng: random.Random,
    ) -> Action:
        """Hard: what every face it saw act the lifted card says (this turn's included), then try the
        place most likely its twin when the chance of a pair outweighs what a miss gives the others."""
        belief = faces[lifted]
        best, chance = None, 0.0
        for place in range(len(view.grid)):
            if place == lifted or not view.grid[place] or try_pair(place) not in legal:
                continue
            match = sum(belief[e] * self._likely(faces, place, e, known) for e in belief)
            if match > chance:
                best, chance = place, match
        # A pair is two cards for this seat; a miss one card for each other seat (none once the pile is
        # empty): head to head, a try pays when it matches more than a third of the time.
        needed = 0.0 if view.penalty_pile == 0 else max(self.level.confidence, 1 / 3)
        if best is not None and chance >= needed and chance > 0:
            return try_pair(best)
        unknown = [p for p in range(len(view.grid)) if view.grid[p] and p != lifted and p not in known]
        if unknown and view.penalty_pile == 0:
            return try_pair(rng.choice(unknown))
        return END_TURN


def _combined(old: dict[int, float] | None, new: dict[int, float]) -> dict[int, float]:
    """Two looks at the same card's faces, put together (each a likelihood over the emotions)."""
    if not old:
        return new
    both = {e: new[e] * old.get(e, 0.0) for e in new}
    total = sum(both.values())
    return {e: w / total for e, w in both.items()} if total > 0 else new


def make_easy(seed: int = 0) -> TradingFacesPlayer:
    return TradingFacesPlayer(seed, EASY, "tradingfaces-easy")


def make_normal(seed: int = 0) -> TradingFacesPlayer:
    return TradingFacesPlayer(seed, NORMAL, "tradingfaces-normal")


def make_hard(seed: int = 0) -> TradingFacesPlayer:
    return TradingFacesPlayer(seed, HARD, "tradingfaces-hard")
