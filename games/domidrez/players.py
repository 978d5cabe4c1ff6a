"""DomiDrez's computer players. They read only their seat's view and legal actions; hard also deals
the cards it cannot see anew with ``state.determinize(seat)`` (every hand keeping its size).

What they remember is in the view, as it is at a real table: the line of cards laid this hand, and
for each seat the figure and colour it last drew or passed on since it last laid a card ("she drew
on the purple Jóker: she held no Jóker, no purple card and no neutral card then"; ``lacking`` reads
the same from a record of turns).

- Easy lays any card that fits, at random, and keeps its neutral cards only by chance; after a
  neutral card it names the figure and colour it holds most of.
- Normal keeps its neutral cards for when nothing else fits (or to go out), and lays the card that
  scores best on: how many of its own cards would follow it (so it can play again), whether the
  next player is known to lack that figure and colour (it drew or passed on them since it last
  laid a card), and how few of the cards it has not seen could follow. After a neutral card it
  names the figure and the colour that score best the same way, not necessarily together on a card.
- Hard, once some hand is down to seven cards, tries each card normal would consider (and its best
  few names for a neutral card) on up to 64 deals of the cards it has not seen
  (``DomiDrez.determinize``, which gives no seat a card that would have fitted when it drew or
  passed), playing the hand out with the normal player's rule of thumb for everyone (each
  remembering who could not follow), and keeps the one with the best average points for it against
  the others, a hand that wins or loses the game counting 20 points more; normal's own card gets
  half a point a deal ahead, and a card the first deals show no better is dropped early. A deal in
  which the seat before it, playing by normal's rule, would not have laid the card it just laid is
  set aside for another (up to 8 tries).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from game.ai.player import LevelPlayer
from game.cards.pokerdrez import Colour, Figure, PokerDrezCard, deck
from game.core import Action, GameState, Seat
from games.domidrez.engine import LINE, STOCK, DomiDrez
from games.domidrez.view import DRAW, PASS, DomiDrezView, Requirement, Turn, play, read_play

NEXT_LACKS_BOTH = 6.0  # the next player drew on this figure and colour: it may well have to draw again
NEXT_LACKS_ONE = 1.5
# Each card of mine that would follow the card I lay counts against it: a card whose figure and
# colour the rest of the hand lacks is hard to lay later, so it goes while it can (measured: with
# +1 here normal beat random in 85% of 150 two-player games, with -0.5 in all of them).
OWN_FOLLOWER = -0.5
# After a neutral card the player names what it holds itself: if the next player cannot follow,
# the turn comes back with that requirement.
OWN_FOLLOWER_NAMED = 1.0
UNSEEN_FOLLOWER = 0.3  # each card I have not seen that could follow it (an opponent may hold it)


@dataclass(frozen=True)
class Weights:
    """How the rule of thumb weighs a figure and colour left on the line (see ``rate``)."""

    own: float = OWN_FOLLOWER
    named_own: float = OWN_FOLLOWER_NAMED
    unseen: float = UNSEEN_FOLLOWER
    lacks_both: float = NEXT_LACKS_BOTH
    lacks_one: float = NEXT_LACKS_ONE
    # each card fewer than this in the next player's hand raises the weight of cutting it off
    short_hand: int = 0
    short_boost: float = 0.0
    # > 0: in place of the unseen followers and the lacks above, the chance that the next player
    # holds a card that follows (``follow_chance``), times this; and when it may not, the chance
    # that I can follow myself again, times ``chain``
    follow: float = 0.0
    chain: float = 0.0


THUMB = Weights()


@dataclass(frozen=True)
class Level:
    worlds: int  # deals sampled per decision (0: the rule of thumb alone)
    memory: bool  # reads the turns' record for what the others lack
    careful: bool  # keeps neutral cards; weighs the cards it lays
    weights: Weights = THUMB
    prior: float = 0.0  # points a deal the search needs to find before it leaves normal's choice
    endgame: int = 99  # search only when some hand holds at most this many cards (else the rule)
    race: bool = False  # drop the cards the first deals show are no better (``_race``)
    stakes: float = 0.0  # points a deal worth winning the game in this hand (losing it: as many less)
    depth: int = 0  # own later turns searched inside each playout (``_run_out``)
    # deals tried to find one in which the seat before me, had it played by normal's rule, would
    # have laid the card it just laid (``_last_play``); 0 or 1: the first deal stands
    tries: int = 0


EASY = Level(worlds=0, memory=False, careful=False)
NORMAL = Level(worlds=0, memory=True, careful=True)
# Session 9's hard, 64 deals for every move (with its playouts on codes since session 12, 0.02 s a
# move): won 30 of 50 whole games against normal, at about 6 CPU s a game.
HARD_64 = Level(worlds=64, memory=True, careful=True, prior=0.5)
# Session 12: the search kept for when some hand is down to 7 cards (where a hand is won or lost;
# before it the rule's card stands), cards dropped as soon as the deals show them no better
# (``_race``), and winning the game in this hand worth 20 points more (losing it, 20 less): at 50
# points, 45 against 40, the hand is to be won, not its points counted. About 1.7 CPU s a game.
# Session 14: each deal is one of up to 8 in which the seat before, by normal's rule, would have laid
# the card it just laid (``tries``; about half the deals pass): 18% more CPU.
HARD = Level(worlds=64, memory=True, careful=True, prior=0.5, endgame=7, race=True, stakes=20.0, tries=8)
# Sessions 12-13's hard (242 of 400 games against normal): the same without that check.
HARD_13 = Level(worlds=64, memory=True, careful=True, prior=0.5, endgame=7, race=True, stakes=20.0)
# A neutral card's names weighed by hard's deals: the rule of thumb's best few.
NAMES_TRIED = 3


def lacking(turns: Sequence[Turn], players: int) -> dict[Seat, Requirement]:
    """For each seat that drew or passed since it last laid a card: the figure and colour it had
    nothing for then (nor a neutral card). A card it drew since may fill the gap; a card it laid
    since says nothing about the rest of its hand, so the note is dropped."""
    notes: dict[Seat, Requirement] = {}
    for turn in turns:
        if turn.card is not None:
            notes.pop(turn.seat, None)
        else:
            notes[turn.seat] = turn.faced
    del players
    return notes


def unseen_counts(hand: Sequence[PokerDrezCard], line: Sequence[PokerDrezCard], decks: int) -> Counter[PokerDrezCard]:
    """The cards this seat has not seen: the box less its hand and the line."""
    left = Counter(deck(decks))
    left.subtract(hand)
    left.subtract(line)
    return +left


def followers(cards: Sequence[PokerDrezCard] | Counter[PokerDrezCard], req: Requirement) -> int:
    """How many of ``cards`` would fit after ``req`` (neutral cards always fit)."""
    if isinstance(cards, Counter):
        return sum(k for card, k in cards.items() if req.admits(card))
    return sum(1 for card in cards if req.admits(card))


def rate(
    req: Requirement,
    rest: Sequence[PokerDrezCard],
    unseen: Counter[PokerDrezCard],
    next_lacks: Requirement | None,
    weights: Weights = THUMB,
    naming: bool = False,
    next_count: int = 99,
) -> float:
    """How good it is to leave ``req`` on the line, holding ``rest`` afterwards (``naming``: after a
    neutral card; ``next_count``: the next player's cards)."""
    own = weights.named_own if naming else weights.own
    boost = 1.0 + weights.short_boost * max(0, weights.short_hand - next_count)
    mine = sum(1 for card in rest if card.figure is not None and req.admits(card))
    score = own * mine
    if weights.follow or weights.chain:
        chance = follow_chance(req, unseen, next_lacks, next_count)
        if mine or any(card.figure is None for card in rest):
            score += weights.chain * (1.0 - chance)
        if weights.follow:
            return score - weights.follow * boost * chance
    score -= weights.unseen * boost * followers(unseen, req)
    if next_lacks is not None:
        if req.figure is next_lacks.figure and req.colour is next_lacks.colour:
            score += weights.lacks_both * boost
        elif req.figure is next_lacks.figure or req.colour is next_lacks.colour:
            score += weights.lacks_one * boost
    return score


def follow_chance(req: Requirement, unseen: Counter[PokerDrezCard], lacks: Requirement | None, held: int) -> float:
    """How likely a hand of ``held`` cards dealt from ``unseen`` holds one that follows ``req``. When
    the hand drew or passed on ``lacks`` since it last laid a card, all but one of its cards (the
    one drawn then, if it drew) were dealt from the unseen cards that fit neither that figure nor
    that colour, and no neutral card: the chance each is dealt no follower is the hypergeometric
    one, over the cards it could be."""
    total = sum(unseen.values())
    if held <= 0 or total <= 0:
        return 0.0
    free = held
    miss = 1.0
    if lacks is not None:
        pool = {c: k for c, k in unseen.items() if not lacks.admits(c)}
        size = sum(pool.values())
        bad = sum(k for c, k in pool.items() if req.admits(c))
        kept = min(held - 1, size)
        for i in range(max(0, kept)):
            miss *= max(0.0, (size - bad - i) / (size - i))
        free = held - max(0, kept)
    follows = followers(unseen, req)
    for i in range(min(free, total)):
        miss *= max(0.0, (total - follows - i) / (total - i))
    return 1.0 - miss


def best_names(
    rest: Sequence[PokerDrezCard],
    unseen: Counter[PokerDrezCard],
    next_lacks: Requirement | None,
    count: int,
    weights: Weights = THUMB,
    next_count: int = 99,
) -> list[Requirement]:
    """The best ``count`` figure-and-colour names for a neutral card, best first."""
    named = [Requirement(f, c) for f in Figure for c in Colour]
    named.sort(
        key=lambda r: (-rate(r, rest, unseen, next_lacks, weights, True, next_count), -int(r.figure), -int(r.colour))
    )
    return named[:count]


def _without(hand: Sequence[PokerDrezCard], card: PokerDrezCard) -> list[PokerDrezCard]:
    rest = list(hand)
    rest.remove(card)
    return rest


def thumb(
    hand: Sequence[PokerDrezCard],
    req: Requirement,
    unseen: Counter[PokerDrezCard],
    next_lacks: Requirement | None,
    weights: Weights = THUMB,
    next_count: int = 99,
) -> tuple[PokerDrezCard, Requirement | None] | None:
    """The rule of thumb: the card to lay (and a neutral card's name), or None when none fits."""
    best: tuple[float, int, PokerDrezCard] | None = None
    neutral: PokerDrezCard | None = None
    for card in set(hand):
        if card.figure is None or card.colour is None:
            neutral = card
            continue
        if not req.admits(card):
            continue
        score = rate(
            Requirement(card.figure, card.colour), _without(hand, card), unseen, next_lacks, weights, False, next_count
        )
        key = (score, int(card.figure) * 10 + int(card.colour), card)
        if best is None or key[:2] > best[:2]:
            best = key
    if best is not None:
        return best[2], None
    if neutral is None:
        return None
    rest = _without(hand, neutral)
    if not rest:
        return neutral, None
    return neutral, best_names(rest, unseen, next_lacks, 1, weights, next_count)[0]


class DomiDrezPlayer(LevelPlayer[DomiDrezView, Level]):
    """Reads only its seat's view and legal actions (``game.ai.player``); hard samples with ``determinize``."""

    view_type = DomiDrezView

    def __init__(self, seed: int = 0, level: Level = NORMAL, name: str = "normal") -> None:
        super().__init__(seed, level, name)

    def decide(self, state: GameState, seat: Seat, view: DomiDrezView, legal: list[Action]) -> Action:
        assert view.hand is not None
        rng = random.Random(f"{self.seed}|{view.hand_number}|{view.turn_count}|{sorted(view.hand)}")
        if not self.level.careful:
            return self._easy(view, legal, rng)
        unseen = unseen_counts(view.hand, view.line, view.decks)
        next_seat = (seat + 1) % view.players
        next_lacks = view.lacks[next_seat] if self.level.memory else None
        if self.level.worlds and isinstance(state, DomiDrez) and min(view.hand_counts) <= self.level.endgame:
            return self._search(state, view, seat, legal, unseen, next_lacks, rng)
        next_count = view.hand_counts[next_seat]
        choice = thumb(view.hand, view.requirement, unseen, next_lacks, self.level.weights, next_count)
        assert choice is not None
        action = play(choice[0], *(choice[1].figure, choice[1].colour) if choice[1] else (None, None))
        return action if action in legal else legal[0]

    def _easy(self, view: DomiDrezView, legal: list[Action], rng: random.Random) -> Action:
        assert view.hand is not None
        cards = sorted({p.card for p in (read_play(a) for a in legal) if p is not None}, key=str)
        card = rng.choice(cards)
        if not card.is_neutral:
            return play(card)
        rest = [c for c in view.hand if c.figure is not None]
        if not rest:
            return legal[0] if len(legal) == 1 else play(card, Figure.BUFON, Colour.GREEN)
        figure = Counter(c.figure for c in rest).most_common(1)[0][0]
        colour = Counter(c.colour for c in rest).most_common(1)[0][0]
        assert figure is not None and colour is not None
        return play(card, figure, colour)

    # --- hard: the hand played out on deals of the unseen cards -------------------------------------
    def _search(
        self,
        state: DomiDrez,
        view: DomiDrezView,
        seat: Seat,
        legal: list[Action],
        unseen: Counter[PokerDrezCard],
        next_lacks: Requirement | None,
        rng: random.Random,
    ) -> Action:
        assert view.hand is not None
        candidates: list[Action] = []
        neutral_named = False
        for action in legal:
            played = read_play(action)
            if played is None:
                continue
            if played.card.is_neutral and played.named is not None:
                if not neutral_named:
                    neutral_named = True
                    rest = _without(view.hand, played.card)
                    candidates += [
                        play(played.card, r.figure, r.colour) for r in best_names(rest, unseen, next_lacks, NAMES_TRIED)
                    ]
            else:
                candidates.append(action)
        if len(candidates) == 1:
            return candidates[0]
        prior = dict.fromkeys(candidates, 0.0)
        if self.level.prior:
            rule = thumb(
                view.hand,
                view.requirement,
                unseen,
                next_lacks,
                self.level.weights,
                view.hand_counts[(seat + 1) % view.players],
            )
            if rule is not None:
                ruled = play(rule[0], *(rule[1].figure, rule[1].colour) if rule[1] else (None, None))
                if ruled in prior:
                    prior[ruled] = self.level.prior
        results: dict[Action, list[float]] = {action: [] for action in candidates}
        alive = list(candidates)
        last = _last_play(view, seat) if self.level.tries > 1 else None
        for dealt in range(1, self.level.worlds + 1):
            world = state.determinize(seat, rng)
            if last is not None:
                for _ in range(self.level.tries - 1):
                    if last.fits(world.hand(last.seat)):
                        break
                    world = state.determinize(seat, rng)
            hands = [list(world.hand(s)) for s in range(view.players)]
            stock = list(world.cards.cards(STOCK))
            line = list(world.cards.cards(LINE))
            deal = _codes(hands, stock, line, world.decks)
            for action in alive:
                results[action].append(_play_codes(deal, view, seat, action, self.level.stakes, self.level.depth))
            if self.level.race and dealt >= RACE_FIRST and dealt % RACE_EVERY == 0:
                alive = _race(alive, results, prior)
                if len(alive) == 1:
                    break

        def total(action: Action) -> float:
            # (the prior first and the deals in order: the same sums as before the race was added)
            points = prior[action] * len(results[action])
            for value in results[action]:
                points += value
            return points

        return max(alive, key=lambda a: (total(a), -candidates.index(a)))


@dataclass(frozen=True)
class _LastPlay:
    """The card the seat before me laid on its turn just before mine, with what it saw then: if it
    plays by normal's rule, a deal in which that rule, given its hand then (its hand in the deal and
    the card it laid), would have laid another card is less likely than one in which it lays this one."""

    seat: Seat
    faced: int  # the requirement it faced (a code)
    choice: int  # what the rule gives: the card's code, or 100 + the name of a neutral card
    lacks: int  # what it knew I lacked (I have not moved since)
    box: tuple[int, ...]  # per code, the cards neither on the line before its card nor in the deal's hand yet

    def fits(self, hand: Sequence[PokerDrezCard]) -> bool:
        held = [_CODE[card] for card in hand]
        held.append(0 if self.choice >= 100 else self.choice)  # (a neutral card's code is 0)
        unseen = list(self.box)
        for c in held:
            unseen[c] -= 1
        return _Seat(held, unseen).thumb(self.faced // 10, self.faced % 10, self.lacks) == self.choice


def _last_play(view: DomiDrezView, seat: Seat) -> _LastPlay | None:
    """The last turn of the hand, when it was the seat before mine laying a card (its record in
    the view: it has no note of lacking anything, so it did not draw or pass) facing a card on the
    line: what it laid and the context in which it chose it, all public."""
    before = (seat - 1) % view.players
    if view.turn_count < 1 or view.lacks[before] is not None or len(view.line) < 2:
        return None
    laid, under = view.line[-1], view.line[-2]
    if under.figure is None or under.colour is None:
        faced = view.named[-2]
        if faced is None:
            return None
    else:
        faced = Requirement(under.figure, under.colour)
    if laid.figure is None or laid.colour is None:
        named = view.named[-1]
        if named is None:
            return None
        choice = 100 + _req_code(named)
    else:
        choice = _CODE[laid]
    box = list(_BOX[view.decks])
    for card in view.line[:-1]:
        box[_CODE[card]] -= 1
    return _LastPlay(before, _req_code(faced), choice, _req_code(view.lacks[seat]), tuple(box))


# The race (``Level.race``): after RACE_FIRST deals, and every RACE_EVERY deals after, a card is
# dropped when the deals show it is no better than the leader by more than RACE_MARGIN points a
# deal (RACE_Z standard errors of the difference over the same deals, which pairs the cards'
# luck). Most moves have one card clearly best or several alike; only close calls get every deal.
RACE_FIRST, RACE_EVERY, RACE_Z, RACE_MARGIN = 16, 8, 2.0, 0.25


def _race(alive: list[Action], results: dict[Action, list[float]], prior: dict[Action, float]) -> list[Action]:
    dealt = len(results[alive[0]])
    mean = {a: sum(results[a]) / dealt + prior[a] for a in alive}
    leader = max(alive, key=lambda a: (mean[a], -alive.index(a)))
    kept = []
    for action in alive:
        if action != leader:
            diffs = [x - y for x, y in zip(results[action], results[leader], strict=True)]
            gain = sum(diffs) / dealt
            spread = sum((d - gain) ** 2 for d in diffs) / (dealt - 1)
            # what it may gain on the leader, at best, with the leader's head start
            if gain + prior[action] - prior[leader] + RACE_Z * (spread / dealt) ** 0.5 < RACE_MARGIN:
                continue
        kept.append(action)
    return kept


# --- the playouts, on small ints --------------------------------------------------------------------
# A playout runs the rule of thumb some fifty times a hand, and hard runs a thousand playouts a
# move: the rule above, on cards and Counters, was nine tenths of hard's time. ``_playout`` plays
# the same rule on card codes (figure * 10 + colour, 0 for a neutral card), with each seat's counts
# of unseen cards by figure and by colour kept as the cards move, so that "how many unseen cards
# follow" is three lookups instead of a walk over the unseen cards. It gives the same points as
# ``_playout_cards`` in the tests (the rule as written above, on cards) on the same deal, to the last bit: the scores
# are the same sums in the same order (``tests/rules/test_domidrez_players.py``).
CODES = [f * 10 + c for f in range(1, 7) for c in range(1, 10)]
_OWN, _NAMED_OWN = THUMB.own, THUMB.named_own
_UNSEEN = THUMB.unseen * 1.0  # (the rule's weight times its boost, 1.0 with the rule's weights)
_LACKS_BOTH, _LACKS_ONE = THUMB.lacks_both * 1.0, THUMB.lacks_one * 1.0


def code(card: PokerDrezCard) -> int:
    return 0 if card.figure is None or card.colour is None else int(card.figure) * 10 + int(card.colour)


def _req_code(req: Requirement | None) -> int:
    return -1 if req is None else int(req.figure) * 10 + int(req.colour)


class _Seat:
    """One seat of a playout: its hand and its counts of the cards it has not seen."""

    __slots__ = ("hand", "held", "hf", "hc", "un", "uf", "uc", "size")

    def __init__(self, hand: list[int], unseen: list[int]) -> None:
        self.held = [0] * 70
        self.hf = [0] * 7
        self.hc = [0] * 10
        self.size = 0
        for c in hand:
            self.add(c)
        self.un = unseen
        self.uf = [0] * 7
        self.uc = [0] * 10
        for c in CODES:
            self.uf[c // 10] += unseen[c]
            self.uc[c % 10] += unseen[c]

    def add(self, c: int) -> None:
        self.held[c] += 1
        self.size += 1
        if c:
            self.hf[c // 10] += 1
            self.hc[c % 10] += 1

    def remove(self, c: int) -> None:
        self.held[c] -= 1
        self.size -= 1
        if c:
            self.hf[c // 10] -= 1
            self.hc[c % 10] -= 1

    def saw(self, c: int) -> None:
        self.un[c] -= 1
        if c:
            self.uf[c // 10] -= 1
            self.uc[c % 10] -= 1

    def thumb(self, rf: int, rc: int, lacks: int) -> int:
        """The rule of thumb facing figure ``rf`` and colour ``rc``, the next seat lacking ``lacks``
        (a code, -1 for nothing known): the code of the card to lay, or -1 to draw. A neutral card
        returns 100 + the code it names (100 alone: the last card, naming nothing)."""
        held, hf, hc, un, uf, uc = self.held, self.hf, self.hc, self.un, self.uf, self.uc
        lf, lc = divmod(lacks, 10) if lacks >= 0 else (-1, -1)
        best = -1
        best_score = 0.0
        for c in _FOLLOWS[rf * 10 + rc]:
            if not held[c]:
                continue
            f, k = divmod(c, 10)
            score = _OWN * (hf[f] + hc[k] - held[c] - 1)
            score -= _UNSEEN * (uf[f] + uc[k] - un[c] + un[0])
            if f == lf and k == lc:
                score += _LACKS_BOTH
            elif f == lf or k == lc:
                score += _LACKS_ONE
            if best < 0 or score > best_score or (score == best_score and c > best):
                best, best_score = c, score
        if best >= 0 or not held[0]:
            return best
        if self.size == 1:
            return 100
        for c in CODES:
            f, k = divmod(c, 10)
            score = _NAMED_OWN * (hf[f] + hc[k] - held[c])
            score -= _UNSEEN * (uf[f] + uc[k] - un[c] + un[0])
            if f == lf and k == lc:
                score += _LACKS_BOTH
            elif f == lf or k == lc:
                score += _LACKS_ONE
            if best < 0 or score > best_score or (score == best_score and c > best):
                best, best_score = c, score
        return 100 + best


_CODE = {card: code(card) for card in deck(1)}
_BOX = {d: [sum(1 for card in deck(d) if _CODE[card] == c) for c in range(70)] for d in (1, 2)}
# The figure cards that follow each requirement (its figure's and its colour's).
_FOLLOWS = {r: [c for c in CODES if c // 10 == r // 10 or c % 10 == r % 10] for r in CODES}


def _playout(
    hands: list[list[PokerDrezCard]],
    stock: list[PokerDrezCard],
    line: list[PokerDrezCard],
    view: DomiDrezView,
    seat: Seat,
    first: Action,
    decks: int,
) -> float:
    """The hand played out from here, ``seat`` laying ``first`` and then everyone the rule of thumb
    (each knowing its own hand and the line only): ``seat``'s points less the others' average."""
    return _play_codes(_codes(hands, stock, line, decks), view, seat, first)


def _codes(
    hands: list[list[PokerDrezCard]], stock: list[PokerDrezCard], line: list[PokerDrezCard], decks: int
) -> tuple[list[list[int]], list[int], list[int]]:
    """A deal as codes, made once and played out for every card tried: the hands, the stock and the
    count of each code the line leaves unseen (the box less the line)."""
    box = list(_BOX[decks])
    for card in line:
        box[_CODE[card]] -= 1
    return [[_CODE[card] for card in hand] for hand in hands], [_CODE[card] for card in stock], box


def _play_codes(
    deal: tuple[list[list[int]], list[int], list[int]],
    view: DomiDrezView,
    seat: Seat,
    first: Action,
    stakes: float = 0.0,
    depth: int = 0,
) -> float:
    """``_playout`` on a deal of codes; ``stakes`` (``Level.stakes``) more when the hand's points
    win ``seat`` the game, less when they win it another seat."""
    n = view.players
    held_codes, stock_codes, box = deal
    seats: list[_Seat] = []
    for s in range(n):
        unseen = list(box)
        for c in held_codes[s]:
            unseen[c] -= 1
        seats.append(_Seat(held_codes[s], unseen))
    pile = list(stock_codes)
    played = read_play(first)
    assert played is not None
    laid = _CODE[played.card]
    seats[seat].remove(laid)
    for s in range(n):
        if s != seat:
            seats[s].saw(laid)
    if played.named is not None:
        req = _req_code(played.named)
    else:
        req = laid if laid else _req_code(view.requirement)  # (a last neutral card: the hand is over)
    lacks = [_req_code(r) for r in view.lacks]
    lacks[seat] = -1
    return _run_out(seats, pile, req, (seat + 1) % n, lacks, view, seat, stakes, depth)


def _run_out(
    seats: list[_Seat],
    pile: list[int],
    req: int,
    to_move: int,
    lacks: list[int],
    view: DomiDrezView,
    seat: Seat,
    stakes: float,
    depth: int,
) -> float:
    """The rest of a playout: everyone by the rule of thumb, ``to_move`` next facing ``req``. With
    ``depth`` > 0, ``seat``'s next turn that has a choice of figure cards tries each of them on this
    deal (the rule after) and keeps the best (``Level.depth``)."""
    n = len(seats)
    passes = 0
    for _ in range(2000):
        if not seats[(to_move - 1) % n].size or passes >= n:
            break
        mover = seats[to_move]
        if depth and to_move == seat:
            options = [c for c in _FOLLOWS[req] if mover.held[c]]
            if len(options) > 1:
                best = None
                for c in options:
                    twins = [_clone(t) for t in seats]
                    twin_lacks = list(lacks)
                    twins[seat].remove(c)
                    twin_lacks[seat] = -1
                    for s in range(n):
                        if s != seat:
                            twins[s].saw(c)
                    if not twins[seat].size:
                        value = _judge(twins, view, seat, stakes)
                    else:
                        value = _run_out(
                            twins, list(pile), c, (seat + 1) % n, twin_lacks, view, seat, stakes, depth - 1
                        )
                    if best is None or value > best:
                        best = value
                assert best is not None
                return best
        choice = mover.thumb(req // 10, req % 10, lacks[(to_move + 1) % n])
        if choice < 0:
            lacks[to_move] = req
            if pile:
                drawn = pile.pop()
                mover.add(drawn)
                mover.saw(drawn)
                passes = 0
            else:
                passes += 1
        else:
            laid = 0 if choice >= 100 else choice
            mover.remove(laid)
            lacks[to_move] = -1
            for s in range(n):
                if s != to_move:
                    seats[s].saw(laid)
            if choice > 100:
                req = choice - 100
            elif choice < 100:
                req = choice
            passes = 0
            if not mover.size:
                break
        to_move = (to_move + 1) % n
    return _judge(seats, view, seat, stakes)


def _clone(seat: _Seat) -> _Seat:
    twin = _Seat.__new__(_Seat)
    twin.held, twin.hf, twin.hc = list(seat.held), list(seat.hf), list(seat.hc)
    twin.un, twin.uf, twin.uc = list(seat.un), list(seat.uf), list(seat.uc)
    twin.size = seat.size
    return twin


def _judge(seats: list[_Seat], view: DomiDrezView, seat: Seat, stakes: float) -> float:
    """The hand's end: ``seat``'s points less the others' average, ``stakes`` more when they win
    ``seat`` the game (less when they win it another seat)."""
    n = len(seats)
    left = [s.size for s in seats]
    points = [0] * n
    if 0 in left:
        points[left.index(0)] = sum(left)
    else:
        fewest = min(left)
        for s in range(n):
            if left[s] == fewest:
                points[s] = sum(k - fewest for k in left)
    others = [points[s] for s in range(n) if s != seat]
    value = points[seat] - sum(others) / len(others)
    if stakes:
        after = [view.scores[s] + points[s] for s in range(n)]
        top = max(after)
        if top >= view.target and after.count(top) == 1:
            value += stakes if after[seat] == top else -stakes
    return value


def make_easy(seed: int = 0) -> DomiDrezPlayer:
    return DomiDrezPlayer(seed, EASY, "easy")


def make_normal(seed: int = 0) -> DomiDrezPlayer:
    return DomiDrezPlayer(seed, NORMAL, "normal")


def make_hard(seed: int = 0) -> DomiDrezPlayer:
    return DomiDrezPlayer(seed, HARD, "hard")


__all__ = ["DRAW", "PASS", "make_easy", "make_hard", "make_normal"]
