"""A computer partner for Vuelvan that plays by conventions a person can learn.

Search alone plays a cooperative game with hidden own hands badly, so this
partner reasons the way a careful player does, from the seat's view only
(``state.view(seat)`` and ``state.legal_actions(seat)``, nothing else):

- It counts: every card it can see (partners' hands, cards shown on their way
  to a Door, discards it saw) is not in its own hand; with the hints on each of
  its cards that gives how likely each card is to be each identity.
- It reads Doors: its own, the ones it looked at, and the ones a partner
  revealed by placing a card everybody knew onto their own Door or onto a Door
  they had looked at (nobody places a known card on a Door they know is wrong).
- It never looks at a Door it has seen (its own, or one it looked at): the rules allow it, but
  it tells nothing.
- It places a card only when it is sure of the card and of the Door, and
  discards only cards it is sure are wild.
- Otherwise it spends a gem when the gem is worth more than the two points it
  would score unused: the hint (credited with a follow-up hint of the other
  kind), the swap (only a wild its partner does not know, or a card for its own
  Door, so the swap tells its Door) or the look (worth less on a Door a partner
  already knows) that makes the most cards certain.
- With nothing worth a gem, it places its most promising card.

The conventions are written for people in the rules text (games/vuelvan/rules/*.md,
"Playing with the computer").
"""

from __future__ import annotations

import itertools
import random
from collections import Counter
from collections.abc import Callable, Iterable
from functools import lru_cache

from game.ai.player import ViewPlayer
from game.core import Action, GameState, Seat
from game.dama_tigre.deck import ALL_CODES, IDENTITY_CODES, clue_cards
from games.vuelvan.view import HandCardView, VuelvanView, discard, hint_parts, look_door, play, swap_parts

WILDS = ("RB", "LT")
FULL = Counter(card.code for card in clue_cards())
ROLE_CODES = {
    "lady": frozenset(("RL", "BL", "LT")),
    "tiger": frozenset(("RT", "BT", "LT")),
}
COLOUR_CODES = {
    "red": frozenset(("RL", "RT", "RB")),
    "blue": frozenset(("BL", "BT", "RB")),
}
HINT_CODES = {("role", k): v for k, v in ROLE_CODES.items()} | {("colour", k): v for k, v in COLOUR_CODES.items()}
PERMUTATIONS = tuple(itertools.permutations(IDENTITY_CODES))

GEM_COST = 2.0  # an unused gem scores two points
# Value of a card its holder knows exactly but cannot yet place (the Door is unknown):
# somewhere between a right placement (+1) and a blind guess, since a look or a
# partner's placement usually tells the Door later.
KNOWN_CARD_NO_DOOR = 0.0
# What keeping an uncertain card is worth beyond guessing it now, while partners
# still hold hints for it.
PATIENCE = 1.0
# A partner sees my cards: when guessing what they can count, take out my unsure cards
# as expected counts.
FRACTIONAL_OWN = True
# A look at a Door a partner already knows is worth less: they will show it by placing there.
LOOK_SHARED = 0.5
# Cards become known as the game goes on: a look is also credited with this share of
# what knowing the Door will be worth once my cards are known.
LOOK_AHEAD = 0.5
SURE = 0.999

Distribution = dict[str, float]


def _flip(code: str) -> str:
    swap = {"R": "B", "B": "R", "L": "T", "T": "L"}
    return swap[code[0]] + swap[code[1]]


# --- counting the hidden cards ------------------------------------------------------------------

@lru_cache(maxsize=100_000)
def _ways(constraints: tuple[frozenset[str], ...], pool: tuple[float, ...]) -> float:
    """Weighted number of ways to draw one card per constraint from ``pool`` (counts per code)."""
    if not constraints:
        return 1.0
    first, rest = constraints[0], constraints[1:]
    total = 0.0
    for index, code in enumerate(ALL_CODES):
        count = pool[index]
        if count > 0 and code in first:
            reduced = pool[:index] + (count - 1,) + pool[index + 1:]
            total += count * _ways(rest, reduced)
    return total


def marginals(possible: list[frozenset[str]], pool: Counter) -> list[Distribution]:
    """For each card, the chance of each code, given its possible codes and the unseen counts."""
    counts = tuple(float(max(pool[c], 0)) for c in ALL_CODES)
    result = []
    for i, allowed in enumerate(possible):
        others = tuple(sorted(possible[:i] + possible[i + 1:], key=sorted))
        weights = {}
        for index, code in enumerate(ALL_CODES):
            count = counts[index]
            if count > 0 and code in allowed:
                reduced = counts[:index] + (count - 1,) + counts[index + 1:]
                weights[code] = count * _ways(others, reduced)
        total = sum(weights.values())
        if total <= 0:  # what it was told contradicts the counts (a partner broke a rule): fall back
            weights = {code: 1.0 for code in allowed}
            total = float(len(allowed))
        result.append({code: w / total for code, w in weights.items() if w > 0})
    return result


def _consistent_permutations(candidates: list[set[str]]) -> list[tuple[str, ...]]:
    return [perm for perm in PERMUTATIONS if all(perm[d] in candidates[d] for d in range(4))]


def _narrowed(candidates: list[set[str]]) -> list[set[str]]:
    """Candidates once the four Doors are known to be four different identities."""
    perms = _consistent_permutations(candidates)
    if not perms:
        return candidates
    return [{perm[d] for perm in perms} for d in range(4)]


class Beliefs:
    """What one seat can work out from its view."""

    def __init__(self, view: VuelvanView, seat: Seat) -> None:
        self.view = view
        self.seat = seat
        self.players: int = view.players
        self.opposite: bool = view.opposite_doors
        self.hands = view.hands
        self.visible = self._visible_codes()
        self.door_belief = self._door_belief(private=True)
        self.public_doors = self._public_known_doors()
        own_possible = [frozenset(c.possible) for c in self.hands[seat]]
        # My face-down discards are unseen too, but what I knew of them still counts.
        hidden_discards = [frozenset(d.possible) for d in view.discards if d.code is None]
        self.own = marginals(own_possible + hidden_discards, self._pool_for_me())[:len(own_possible)]

    def target(self, code: str) -> str:
        return _flip(code) if self.opposite else code

    def _visible_codes(self) -> Counter:
        seen = Counter()
        for holder, hand in enumerate(self.hands):
            if holder != self.seat:
                seen.update(card.code for card in hand if card.code is not None)
        seen.update(p.code for p in self.view.placed)
        seen.update(d.code for d in self.view.discards if d.code is not None)
        return seen

    def _adjust_two_player_wilds(self, pool: Counter, seen: Counter) -> Counter:
        # With two players one wild was removed unseen: once one wild shows up, the
        # other is the removed one; until then each is in play half the time.
        if self.players != 2:
            return pool
        if any(seen[w] for w in WILDS):
            for w in WILDS:
                if not seen[w]:
                    pool[w] = 0
        else:
            for w in WILDS:
                pool[w] = 0.5
        return pool

    def _pool_for_me(self) -> Counter:
        pool = FULL.copy()
        pool.subtract(self.visible)
        return self._adjust_two_player_wilds(pool, self.visible)

    def pool_for(self, holder: Seat) -> Counter:
        """Unseen counts as ``holder`` would count them, from what this seat can check:
        everything both of us see, and the cards of mine I am sure of."""
        seen = Counter()
        for other, hand in enumerate(self.hands):
            if other not in (self.seat, holder):
                seen.update(card.code for card in hand if card.code is not None)
        seen.update(p.code for p in self.view.placed)
        seen.update(d.code for d in self.view.discards if d.code is not None and d.seat != holder)
        for dist in self.own:
            code, chance = max(dist.items(), key=lambda kv: kv[1])
            if chance >= SURE:
                seen[code] += 1
        pool = FULL.copy()
        pool.subtract(seen)
        pool = self._adjust_two_player_wilds(pool, seen)
        if FRACTIONAL_OWN:
            # The holder sees my uncertain cards too: take them out as expected counts.
            for dist in self.own:
                if max(dist.values()) < SURE:
                    for code, chance in dist.items():
                        pool[code] = max(pool[code] - chance, 0.0)
        return pool

    # --- Doors ---------------------------------------------------------------------------------
    def _public_candidates(self) -> list[set[str]]:
        """Door identities everybody can work out from what happened in the open."""
        candidates = [set(IDENTITY_CODES) for _ in range(4)]
        looked = [entry.looked_by for entry in self.view.doors]
        # Convention: a non-wild card taken with the black gem is one for the taker's own Door.
        for holder, hand in enumerate(self.hands):
            for card in hand:
                if card.swapped == "taken" and card.code is not None and card.code not in WILDS:
                    candidates[holder] &= {self.target(card.code)}
        for placed in self.view.placed:
            if placed.swapped == "taken" and placed.code not in WILDS:
                candidates[placed.seat] &= {self.target(placed.code)}
        for placed in self.view.placed:
            code, placer, door = placed.code, placed.seat, placed.door
            if code in WILDS or placed.possible != (code,):
                continue
            target = self.target(code)
            if door != placer:
                # Nobody places a card they know elsewhere while their own Door is its target.
                candidates[placer].discard(target)
            known = _narrowed(candidates)
            placer_knows = [d == placer or placer in looked[d] or len(known[d]) == 1 for d in range(4)]
            if placer_knows[door] or sum(placer_knows) >= 3:
                # A known card goes on a Door its placer knows holds its target.
                candidates[door] &= {target}
        return candidates

    def _door_belief(self, private: bool) -> list[Distribution]:
        candidates = self._public_candidates()
        seen = [{e.code} if e.code is not None else set(IDENTITY_CODES) for e in self.view.doors]
        if private:
            candidates = [c & s for c, s in zip(candidates, seen, strict=True)]
        perms = _consistent_permutations(candidates)
        if not perms:  # somebody played against the conventions: trust only what we saw
            perms = _consistent_permutations(seen if private else [set(IDENTITY_CODES)] * 4)
        belief: list[Distribution] = [{} for _ in range(4)]
        for perm in perms:
            for door, code in enumerate(perm):
                belief[door][code] = belief[door].get(code, 0.0) + 1.0 / len(perms)
        return belief

    def _public_known_doors(self) -> list[bool]:
        belief = self._door_belief(private=False)
        return [max(b.values()) >= SURE for b in belief]

    def knows_door(self, holder: Seat, door: int) -> bool:
        """Whether ``holder`` surely knows ``door`` (as far as this seat can tell)."""
        if holder == self.seat:
            return max(self.door_belief[door].values()) >= SURE
        knows = [d == holder or holder in self.view.doors[d].looked_by or self.public_doors[d] for d in range(4)]
        return knows[door] or sum(knows) >= 3

    def door_of(self, code: str) -> int | None:
        """The Door this seat is sure is ``code``'s target, if any."""
        target = self.target(code)
        for door, belief in enumerate(self.door_belief):
            if belief.get(target, 0.0) >= SURE:
                return door
        return None

    # --- values of cards -------------------------------------------------------------------------
    def place_value(self, dist: Distribution, door: int, belief: list[Distribution] | None = None) -> float:
        belief = belief or self.door_belief
        value = 0.0
        for code, chance in dist.items():
            if code in WILDS:
                value += chance * -6
            else:
                right = belief[door].get(self.target(code), 0.0)
                value += chance * (right * 1 + (1 - right) * -4)
        return value

    @staticmethod
    def discard_value(dist: Distribution) -> float:
        wild = sum(dist.get(w, 0.0) for w in WILDS)
        return wild * 3 + (1 - wild) * -5

    def card_value(self, dist: Distribution, holder: Seat, belief: list[Distribution] | None = None) -> float:
        """What a card is worth to the team given what its holder knows of it."""
        belief = belief or self.door_belief
        code, chance = max(dist.items(), key=lambda kv: kv[1])
        if chance >= SURE:
            if code in WILDS:
                return 3.0
            target = self.target(code)
            known = sum(b.get(target, 0.0) for d, b in enumerate(belief) if self._holder_knows(holder, d, belief))
            return known * 1 + (1 - known) * KNOWN_CARD_NO_DOOR
        best = self.discard_value(dist)
        for door in range(4):
            best = max(best, self.place_value(dist, door, belief))
        return best

    def _holder_knows(self, holder: Seat, door: int, belief: list[Distribution]) -> bool:
        if holder == self.seat:
            return max(belief[door].values()) >= SURE
        return self.knows_door(holder, door)


# --- the partner ------------------------------------------------------------------------------------

class VuelvanPartner(ViewPlayer[VuelvanView]):
    """Conventions-based partner; it reads only the seat's view and legal actions (``game.ai.player``)."""

    view_type = VuelvanView

    name = "vuelvan_partner"

    def __init__(self, seed: int = 0) -> None:
        # The partner is deterministic (people can learn it); the seed only fits the bot table.
        self.rng = random.Random(seed)

    def decide(self, state: GameState, seat: Seat, view: VuelvanView, legal: list[Action]) -> Action:
        return decide(view, seat, legal)


def decide(view: VuelvanView, seat: Seat, legal: list[Action]) -> Action:
    """The sure action if any; else the action that gains most: a gem for what it adds beyond
    its two points, a card for its expected points against what keeping it is worth."""
    beliefs = Beliefs(view, seat)
    legal_set = set(legal)
    sure = _sure_action(beliefs, legal_set)
    if sure is not None:
        return sure
    best = _best_gem(beliefs, legal)
    card = _best_card(beliefs, legal_set)
    if card is not None and (best is None or card[0] > best[0] + 1e-9):
        best = card
    return best[1] if best is not None else legal[0]


def _keep_value(beliefs: Beliefs, slot: int) -> float:
    dist = beliefs.own[slot]
    value = beliefs.card_value(dist, beliefs.seat)
    uncertain = max(dist.values()) < SURE
    if uncertain and any(_someone_can_hint(beliefs, kind, beliefs.seat, None) for kind in ("role", "colour")):
        value += PATIENCE
    return value


def _sure_action(beliefs: Beliefs, legal: set[Action]) -> Action | None:
    for slot, dist in enumerate(beliefs.own):
        code, chance = max(dist.items(), key=lambda kv: kv[1])
        if chance < SURE:
            wild = sum(dist.get(w, 0.0) for w in WILDS)
            if wild >= SURE and discard(slot) in legal:
                return discard(slot)
            continue
        if code in WILDS:
            return discard(slot)
        door = beliefs.door_of(code)
        if door is not None and play(slot, door) in legal:
            return play(slot, door)
    return None


def _best_card(beliefs: Beliefs, legal: set[Action]) -> tuple[float, Action] | None:
    """The card action with the best expected points, less what keeping that card is worth."""
    best: tuple[float, Action] | None = None
    for slot, dist in enumerate(beliefs.own):
        keep = _keep_value(beliefs, slot)
        # Partners make wild cards known when they can, so a card still in doubt is rarely
        # wild: discard only what is sure (then it is a sure action, handled before).
        options = [(beliefs.place_value(dist, door), play(slot, door)) for door in range(4)]
        for value, action in options:
            if action in legal and (best is None or value - keep > best[0] + 1e-9):
                best = (value - keep, action)
    return best


def _best_gem(beliefs: Beliefs, legal: list[Action]) -> tuple[float, Action] | None:
    """The gem action worth most beyond its two points, as (net gain, action)."""
    best: tuple[float, Action] | None = None
    hint_cache: dict[Seat, tuple[list[frozenset[str]], Counter, float]] = {}
    cost = GEM_COST
    for action in legal:
        if action.kind in ("role", "colour"):
            gain = _hint_gain(beliefs, action, hint_cache)
        elif action.kind == "swap":
            gain = _swap_gain(beliefs, action)
        elif action.kind == "look":
            door = look_door(action)
            if beliefs.view.doors[door].code is not None:
                continue  # the rules allow a look at a Door one has seen: it tells nothing
            gain = _look_gain(beliefs, door)
        elif action.kind == "drop":
            gain = 0.0
        else:
            continue
        net = gain - cost
        if best is None or net > best[0] + 1e-9:
            best = (net, action)
    return best


def _hand_value(beliefs: Beliefs, holder: Seat, possible: list[frozenset[str]], pool: Counter) -> float:
    return sum(beliefs.card_value(dist, holder) for dist in marginals(possible, pool))


def _hint_gain(beliefs: Beliefs, action: Action, cache: dict) -> float:
    """What a hint adds to its target's hand; a hint that needs a second one of the other
    kind to complete cards is credited with the pair, less the second gem."""
    _, target, value = hint_parts(action)
    hand = beliefs.hands[target]
    if target not in cache:
        possible = [frozenset(c.possible) for c in hand]
        pool = beliefs.pool_for(target)
        cache[target] = (possible, pool, _hand_value(beliefs, target, possible, pool))
    possible, pool, before = cache[target]
    after = _after_hint(possible, hand, action.kind, value)
    gain = _hand_value(beliefs, target, after, pool) - before
    for kind, other in HINT_CODES:
        if (kind, other) == (action.kind, value) or not _someone_can_hint(beliefs, kind, target, action.kind):
            continue
        if not any(card.code in HINT_CODES[(kind, other)] for card in hand):
            continue
        both = _after_hint(after, hand, kind, other)
        gain = max(gain, _hand_value(beliefs, target, both, pool) - before - GEM_COST)
    return gain


def _after_hint(possible: list[frozenset[str]], hand: tuple[HandCardView, ...], kind: str,
                value: str) -> list[frozenset[str]]:
    codes = HINT_CODES[(kind, value)]
    return [p & codes if card.code in codes else p - codes for p, card in zip(possible, hand, strict=True)]


def _someone_can_hint(beliefs: Beliefs, kind: str, target: Seat, spending: str | None) -> bool:
    """Whether a later hint of ``kind`` can still reach ``target`` (by this seat or a partner)."""
    gem = "red" if kind == "role" else "blue"
    spent = {"role": "red", "colour": "blue"}.get(spending or "")
    gems = beliefs.view.gems
    limit = beliefs.view.gem_limit
    for giver in range(beliefs.players):
        if giver == target:
            continue
        held = [g for g in gems[giver] if not (giver == beliefs.seat and g == spent)]
        used = beliefs.view.gems_used[giver] + (1 if giver == beliefs.seat else 0)
        if gem in held and (limit is None or used < limit):
            return True
    return False


def _swap_gain(beliefs: Beliefs, action: Action) -> float:
    mine, target, theirs = swap_parts(action)
    taken_card = beliefs.hands[target][theirs]
    taken = taken_card.code
    if taken is None:  # cannot happen: a partner's cards are seen
        return float("-inf")
    # Convention: take only a wild the partner does not know about, or a card for my own Door.
    if taken in WILDS:
        if set(taken_card.possible) <= set(WILDS):
            return float("-inf")
    elif beliefs.target(taken) != beliefs.view.doors[beliefs.seat].code:
        return float("-inf")
    my_dist = beliefs.own[mine]
    partner_possible = [frozenset(c.possible) for c in beliefs.hands[target]]
    partner_pool = beliefs.pool_for(target)
    partner_before = beliefs.card_value(marginals(partner_possible, partner_pool)[theirs], target)
    my_before = beliefs.card_value(my_dist, beliefs.seat)
    my_after = beliefs.card_value({taken: 1.0}, beliefs.seat)
    partner_after = sum(chance * beliefs.card_value({code: 1.0}, target) for code, chance in my_dist.items())
    return my_after + partner_after - partner_before - my_before


def _look_gain(beliefs: Beliefs, door: int) -> float:
    before = sum(beliefs.card_value(dist, beliefs.seat) for dist in beliefs.own)
    expected = 0.0
    for code, chance in beliefs.door_belief[door].items():
        belief = _condition_doors(beliefs.door_belief, door, code)
        expected += chance * sum(beliefs.card_value(dist, beliefs.seat, belief) for dist in beliefs.own)
    gain = expected - before
    if LOOK_AHEAD > 0:
        # My cards will become known later; what will knowing this Door be worth then?
        later_before = sum(_value_once_known(beliefs, dist, beliefs.door_belief) for dist in beliefs.own)
        later = 0.0
        for code, chance in beliefs.door_belief[door].items():
            belief = _condition_doors(beliefs.door_belief, door, code)
            later += chance * sum(_value_once_known(beliefs, dist, belief) for dist in beliefs.own)
        gain = max(gain, LOOK_AHEAD * (later - later_before))
    if any(beliefs.knows_door(partner, door) for partner in range(beliefs.players) if partner != beliefs.seat):
        # A partner who knows that Door will show it by placing known cards there.
        gain *= LOOK_SHARED
    return gain


def _value_once_known(beliefs: Beliefs, dist: Distribution, belief: list[Distribution]) -> float:
    """A card's value if I learned exactly what it is, door beliefs as given (with no more
    gems to spend by then: an unknown Door means a guess)."""
    value = 0.0
    for code, chance in dist.items():
        if code in WILDS:
            value += chance * 3
        else:
            value += chance * max(beliefs.place_value({code: 1.0}, door, belief) for door in range(4))
    return value


def _condition_doors(belief: list[Distribution], door: int, code: str) -> list[Distribution]:
    """Door beliefs once ``door`` is seen to be ``code`` (the others lose that code)."""
    result: list[Distribution] = []
    for d, dist in enumerate(belief):
        if d == door:
            result.append({code: 1.0})
            continue
        rest = {c: p for c, p in dist.items() if c != code}
        total = sum(rest.values())
        result.append({c: p / total for c, p in rest.items()} if total > 0 else dict(dist))
    return result


def register(bots: dict[str, type]) -> None:
    """Add the partner to a bot table such as ``game.ai.base.BOTS``."""
    bots[VuelvanPartner.name] = VuelvanPartner


def make_partner(seed: int = 0) -> VuelvanPartner:
    return VuelvanPartner(seed=seed)


# --- measuring ----------------------------------------------------------------------------------------

def play_table(players: int, level: str, seed: int, make_bot: Callable[[int], object]) -> tuple[int, str]:
    from games.vuelvan.engine import Vuelvan

    state = Vuelvan(players, seed=seed, options={"level": level})
    bots = [make_bot(seed * 10 + s) for s in range(players)]
    while not state.is_over():
        seat = state.turn
        state.apply(seat, bots[seat].choose(state, seat))
    outcome = state.outcome()
    return int(outcome.team_score), str(outcome.rating)


def measure(players: int, level: str, games: int, make_bot: Callable[[int], object],
            first_seed: int = 0) -> dict:
    scores, ratings = [], Counter()
    for seed in range(first_seed, first_seed + games):
        score, rating = play_table(players, level, seed, make_bot)
        scores.append(score)
        ratings[rating] += 1
    return {"players": players, "level": level, "games": games, "mean": sum(scores) / games,
            "min": min(scores), "max": max(scores), "ratings": dict(ratings)}


def main(argv: Iterable[str] | None = None) -> int:
    import argparse

    from game.ai.base import RandomBot
    from games.vuelvan.engine import LEVELS

    parser = argparse.ArgumentParser(description="Vuelvan: partner tables against random tables.")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--players", type=int, nargs="*", default=[2, 3, 4])
    parser.add_argument("--levels", nargs="*", default=list(LEVELS))
    parser.add_argument("--bots", nargs="*", default=["partner", "random"])
    args = parser.parse_args(list(argv) if argv is not None else None)
    makers = {"partner": lambda s: VuelvanPartner(s), "random": lambda s: RandomBot(s)}
    order = ["excellent", "very_good", "fair", "poor", "very_poor", "seriously"]
    for level in args.levels:
        for players in args.players:
            for bot in args.bots:
                r = measure(players, level, args.games, makers[bot])
                bands = " ".join(f"{name}:{r['ratings'].get(name, 0)}" for name in order)
                print(f"{level:<13} {players}p {bot:<8} mean {r['mean']:6.2f}  min {r['min']:4d}  max {r['max']:4d}  {bands}",
                      flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
