"""Vuelvan (rulebook 000): a cooperative game for 2-4 players with hidden own hands.

Every player holds their Clue cards backwards: they see their partners' cards
but never their own, and learn about them only from hints. The team spends
gems (hints, swaps, peeks at Doors) and places every Clue card on the Door of
the same identity (or, in the expert variant, the opposite one); wild cards
should be discarded. The score is the rulebook's table; the rating is its band.

Doors are numbered 0-3: Door ``s`` belongs to seat ``s``; with 2-3 players the
rest are neutral Doors that nobody owns but that take cards all the same.
Hand slots are numbered from 0 in the order the cards were dealt.

Decisions where the rulebook is silent (also on the rules screen):
- Seat 1 (index 0) starts: the rulebook picks "whoever last made a mistake".
- A turn is one action of the player's choice: a gem, a card placed on a Door, or
  a discard. Having gems does not forbid placing cards (the rulebook's "when out
  of gems you must..." only says what remains when gems run out, and unused gems
  score, so placing cards while holding gems must be allowed).
- Discarding any card and placing a wild card on a Door are allowed: they are
  mistakes the score punishes (-5 / -6), not forbidden moves.
- A hint must point at least one card of the named role or colour; a hint that
  points at nothing is not offered.
- The white gem looks at any of the four Doors ("una de las cuatro cartas de Puerta a tu
  elección"), one's own and one already seen included: a gem spent for nothing is a mistake
  the score punishes, not a forbidden move. (Rules version 1 allowed only Doors not yet seen.)
- Reordering and turning cards in hand only help a player remember hints; here
  the game remembers every hint on every card, so reordering is not modelled and
  a card keeps its slot. Swapped cards take each other's slots.
- What people remember is kept in the views: hints (public), the cards shown as
  they were placed on Doors (public), cards seen before a swap (the swapper saw
  the card taken; the partner saw the card given, so both become known), and
  discards (face down: everybody but the discarder saw the card in that hand).
- A player with no cards must play a gem; a lone black gem is simply dropped.
  A player who has no cards and cannot play a gem (the intermediate limit, or no
  hint points at anything) is skipped.
- Levels: "expert" builds on the intermediate level (at most three gems each).
  The expert gem change for four players gives two gems to the two players who
  act last in the round (seats 3 and 4); the team "chooses" them by seating.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import TypeGuard

from game.core import Action, GameState, JSONValue, OptionSpec, Outcome, Seat, copy_generator
from game.dama_tigre.deck import (
    ALL_CODES,
    DOOR_CODES,
    Card,
    clue_cards,
    door_cards,
)
from game.snapshot_fields import SnapshotFields
from game.text import N_, Msg, render
from game.text import Seat as TextSeat
from game.view import turn_fields
from games.vuelvan import SPEC
from games.vuelvan.texts import COLOUR_WORDS, ROLE_PLURALS, TEXTS, card_name, rating_name
from games.vuelvan.view import (
    GEM_OF_KIND,
    SCORE_POINTS,
    DiscardView,
    DoorView,
    HandCardView,
    HintView,
    Knowledge,
    PlacedView,
    ScoreLine,
    VuelvanView,
    discard_slot,
    hint_parts,
    look_door,
    play_parts,
    swap_parts,
)

VUELVAN_GEMS = ("red", "blue", "white", "black")
GEM_ACTION = GEM_OF_KIND
HAND_SIZE = {2: 5, 3: 4, 4: 3}
LEVELS = ("basic", "intermediate", "expert_gems", "expert_doors", "expert_both")
WILD_CODES = ("RB", "LT")

# Points of the rulebook's final table.
POINTS_CORRECT = 1
POINTS_UNUSED_GEM = 2
POINTS_WILD_DISCARDED = 3
POINTS_WRONG_DOOR = -4
POINTS_CLUE_DISCARDED = -5
POINTS_WILD_ON_DOOR = -6

# Rating bands: (lowest score of the band, band name), best first; below every
# listed floor is "seriously" (0 or less).
RATING_BANDS: dict[int, tuple[tuple[int, str], ...]] = {
    2: ((16, "excellent"), (12, "very_good"), (8, "fair"), (5, "poor"), (1, "very_poor")),
    3: ((22, "excellent"), (16, "very_good"), (12, "fair"), (8, "poor"), (1, "very_poor")),
    4: ((28, "excellent"), (24, "very_good"), (18, "fair"), (10, "poor"), (1, "very_poor")),
}
# The end panel's detail lines (the outcome's), one per line of the final table.
DETAIL_LINES = {
    "correct": N_("Cards on their right Door: {n}"),
    "unused_gems": N_("Gems not played: {n}"),
    "wild_discarded": N_("Wild cards discarded: {n}"),
    "wrong_door": N_("Cards on a wrong Door: {n}"),
    "clue_discarded": N_("Clue cards discarded: {n}"),
    "wild_on_door": N_("Wild cards on a Door: {n}"),
}


def rating_for(players: int, score: int) -> str:
    for floor, name in RATING_BANDS[players]:
        if score >= floor:
            return name
    return "seriously"


def rating_text(rating: str, lang: str = "en") -> str:
    """A band's words in ``lang``."""
    return render(rating_name(rating), lang)


def opposite(code: str) -> str:
    """The identity of opposite role and colour (Blue Lady <-> Red Tiger)."""
    flip = {"R": "B", "B": "R", "L": "T", "T": "L"}
    return flip[code[0]] + flip[code[1]]


def codes_with_role(role: str) -> frozenset[str]:
    return frozenset(c for c in ALL_CODES if Card(c).has_role(role))


def codes_with_colour(colour: str) -> frozenset[str]:
    return frozenset(c for c in ALL_CODES if Card(c).has_colour(colour))


HINT_CODES = {
    ("role", "lady"): codes_with_role("lady"),
    ("role", "tiger"): codes_with_role("tiger"),
    ("colour", "red"): codes_with_colour("red"),
    ("colour", "blue"): codes_with_colour("blue"),
}


# The hint values (lady, tiger, red, blue) that point at each card.
_POINTS_AT = {code: tuple(value for key, value in (("role", "lady"), ("role", "tiger"), ("colour", "red"),
                                                     ("colour", "blue")) if code in HINT_CODES[(key, value)])
              for code in ALL_CODES}


@lru_cache(maxsize=128)
def knowledge(possible: tuple[str, ...]) -> Knowledge:
    """What the whole table knows of a card that may be any of ``possible``: the card itself,
    or a role and a colour it surely has, or surely has not."""
    if len(possible) == 1:
        return Knowledge(exact=possible[0])
    cards = [Card(code) for code in possible]
    role = next((r for r in ("lady", "tiger") if all(c.has_role(r) for c in cards)), None)
    colour = next((c for c in ("red", "blue") if all(card.has_colour(c) for card in cards)), None)
    not_role = None if role else next((r for r in ("lady", "tiger") if not any(c.has_role(r) for c in cards)), None)
    not_colour = None if colour else next((c for c in ("red", "blue") if not any(k.has_colour(c) for k in cards)),
                                          None)
    return Knowledge(role=role, colour=colour, not_role=not_role, not_colour=not_colour)


def ordered(codes: frozenset[str] | set[str]) -> tuple[str, ...]:
    return tuple(c for c in ALL_CODES if c in codes)


# Random play and search ask for the legal list at every step, so the pieces that
# never change are built once: Action values are frozen, and the same instance can
# stand in every list. Blocks are keyed by the sizes involved and filled lazily,
# so rigged positions with unusual hand sizes still work.
_HINT_ORDER = (("role", "lady"), ("role", "tiger"), ("colour", "red"), ("colour", "blue"))
# Bit of each hint in a card's mask: a hand's OR of masks says which hints point at something.
_HINT_BIT = {key: 1 << index for index, key in enumerate(_HINT_ORDER)}
_CODE_HINT_MASK = {
    code: sum(bit for key, bit in _HINT_BIT.items() if code in HINT_CODES[key]) for code in ALL_CODES
}
_PLAY_BLOCKS: dict[int, tuple[Action, ...]] = {}
_DISCARD_BLOCKS: dict[int, tuple[Action, ...]] = {}
_SWAP_BLOCKS: dict[tuple[int, int, int], tuple[Action, ...]] = {}
_HINT_BLOCKS: dict[tuple[str, int, int], tuple[Action, ...]] = {}
_LOOK_ACTIONS = tuple(Action("look", (door,)) for door in range(4))
_DROP_ACTION = Action("drop")
# What remains possible for a card after a hint: (possible, kind, value, pointed) -> possible.
_AFTER_HINT: dict[tuple[tuple[str, ...], str, str, bool], tuple[str, ...]] = {}


def _play_block(size: int) -> tuple[Action, ...]:
    block = _PLAY_BLOCKS.get(size)
    if block is None:
        block = _PLAY_BLOCKS[size] = tuple(Action("play", (slot, door)) for slot in range(size) for door in range(4))
    return block


def _discard_block(size: int) -> tuple[Action, ...]:
    block = _DISCARD_BLOCKS.get(size)
    if block is None:
        block = _DISCARD_BLOCKS[size] = tuple(Action("discard", (slot,)) for slot in range(size))
    return block


def _swap_block(target: int, mine: int, theirs: int) -> tuple[Action, ...]:
    key = (target, mine, theirs)
    block = _SWAP_BLOCKS.get(key)
    if block is None:
        block = _SWAP_BLOCKS[key] = tuple(
            Action("swap", (m, target, t)) for m in range(mine) for t in range(theirs)
        )
    return block


def _hint_block(kind: str, target: int, mask: int) -> tuple[Action, ...]:
    """The ``kind`` hints to ``target`` that point at something, given the hand's hint mask."""
    key = (kind, target, mask)
    block = _HINT_BLOCKS.get(key)
    if block is None:
        block = _HINT_BLOCKS[key] = tuple(
            Action(kind, (target, value)) for hint_kind, value in _HINT_ORDER
            if hint_kind == kind and mask & _HINT_BIT[(hint_kind, value)]
        )
    return block


def _after_hint(possible: tuple[str, ...], kind: str, value: str, pointed: bool) -> tuple[str, ...]:
    key = (possible, kind, value, pointed)
    result = _AFTER_HINT.get(key)
    if result is None:
        codes = HINT_CODES[(kind, value)]
        result = ordered(set(possible) & codes) if pointed else ordered(set(possible) - codes)
        if len(_AFTER_HINT) < 10_000:  # possible sets are subsets of six codes: tiny in practice
            _AFTER_HINT[key] = result
    return result


@dataclass(frozen=True, slots=True)
class HandCard:
    """A Clue card in a hand and what everybody knows about it.

    ``possible`` is the public knowledge: the codes the card may still be after
    every hint and swap so far (its holder knows exactly this, no more).
    ``hinted`` is the number of the action that last pointed at it, or None.
    ``swapped`` is "taken" when its holder took it with the black gem (and so chose
    it, seeing it), "given" when a swap brought it in, else None. Public.
    """

    code: str
    possible: tuple[str, ...] = ALL_CODES
    hinted: int | None = None
    swapped: str | None = None


@dataclass(frozen=True, slots=True)
class Placed:
    """A card placed on a Door: shown to everybody, then face down."""

    seat: Seat
    door: int
    code: str
    possible: tuple[str, ...]  # what was publicly known of it when it was placed
    swapped: str | None = None


@dataclass(frozen=True, slots=True)
class Discarded:
    """A discarded card: face down, so its discarder did not see it."""

    seat: Seat
    code: str
    possible: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Hint:
    by: Seat
    to: Seat
    kind: str  # "role" or "colour"
    value: str  # lady/tiger or red/blue
    slots: tuple[int, ...]


def _level_labels() -> dict[str, str]:
    return {
        "basic": N_("Basic"),
        "intermediate": N_("Intermediate"),
        "expert_gems": N_("Expert: fewer gems"),
        "expert_doors": N_("Expert: opposite Doors"),
        "expert_both": N_("Expert: both changes"),
    }


class Vuelvan(GameState, spec=SPEC):
    # 2: the white gem may look at any of the four Doors (version 1: only Doors not yet seen).
    rules_version = 2
    options_spec = (
        OptionSpec(
            "level",
            "basic",
            LEVELS,
            label=N_("Level"),
            choice_labels=_level_labels(),
        ),
    )

    # --- setup -------------------------------------------------------------------------
    def setup(self) -> None:
        level = self.options["level"]
        self.level: str = level
        self.opposite_doors = level in ("expert_doors", "expert_both")
        n = self.players
        doors = [card.code for card in door_cards()]
        self.rng.shuffle(doors)
        self.doors: list[str] = doors
        clues = [card.code for card in clue_cards()]
        box: list[str] = []
        if n == 2:
            # "deberemos retirar una carta de Pista Comodín sin mirar al azar"
            wild = self.rng.choice(WILD_CODES)
            clues.remove(wild)
            box.append(wild)
        self.rng.shuffle(clues)
        size = HAND_SIZE[n]
        self.hands: list[list[HandCard]] = [
            [HandCard(code) for code in clues[s * size:(s + 1) * size]] for s in range(n)
        ]
        self.box: list[str] = sorted(box + clues[n * size:])
        self.gems: list[tuple[str, ...]] = [self._dealt_gems(s) for s in range(n)]
        # "Cada jugador solo podrá jugar hasta tres gemas" (intermediate and up)
        self.gem_limit: int | None = None if level == "basic" else 3
        self.gems_used: list[int] = [0] * n
        self.placed: list[Placed] = []
        self.discards: list[Discarded] = []
        self.looks: list[tuple[Seat, int]] = []
        self.hints: list[Hint] = []
        self.actions_done = 0
        self.turn: Seat = 0

    def _gem_count(self, seat: Seat) -> int:
        n, level = self.players, self.level
        count = 4
        if n == 4 and level != "basic":
            count = 3  # "cada jugador solo recibirá tres de las cuatro gemas"
        if level in ("expert_gems", "expert_both"):
            count = 3
            if n == 4 and seat >= 2:
                count = 2  # "dos de ellos elegidos por el equipo, solo recibirán dos"
        return count

    def _dealt_gems(self, seat: Seat) -> tuple[str, ...]:
        count = self._gem_count(seat)
        if count == 4:
            return VUELVAN_GEMS
        chosen = set(self.rng.sample(VUELVAN_GEMS, count))
        return tuple(g for g in VUELVAN_GEMS if g in chosen)

    # --- helpers -----------------------------------------------------------------------
    def door_owner(self, door: int) -> Seat | None:
        return door if door < self.players else None

    def target_door_code(self, code: str) -> str:
        return opposite(code) if self.opposite_doors else code

    def knows_door(self, seat: Seat | None, door: int) -> bool:
        if self.is_over():
            return True
        if seat is None:
            return False
        return door == seat or (seat, door) in self.looks

    def may_use_gems(self, seat: Seat) -> bool:
        return self.gem_limit is None or self.gems_used[seat] < self.gem_limit

    def cards_left(self) -> int:
        return sum(len(h) for h in self.hands)

    def _hint_slots(self, target: Seat, kind: str, value: str) -> tuple[int, ...]:
        codes = HINT_CODES[(kind, value)]
        return tuple(i for i, card in enumerate(self.hands[target]) if card.code in codes)

    # --- contract ----------------------------------------------------------------------
    def is_over(self) -> bool:
        # "Una vez que los jugadores han colocado todas las cartas de Pista"
        return not any(self.hands)

    def to_act(self) -> tuple[Seat, ...]:
        return () if self.is_over() else (self.turn,)

    def legal_actions(self, seat: Seat) -> list[Action]:
        if self.is_over() or seat != self.turn:
            return []
        return self._actions_of(seat)

    def _actions_of(self, seat: Seat) -> list[Action]:
        # Order: plays, discards, then red, blue, white and black gem actions.
        hand_size = len(self.hands[seat])
        actions = list(_play_block(hand_size))
        actions += _discard_block(hand_size)
        if not self.may_use_gems(seat):
            return actions
        gems = self.gems[seat]
        players = self.players
        others = [(seat + k) % players for k in range(1, players)]
        has_red, has_blue = "red" in gems, "blue" in gems
        if has_red or has_blue:
            masks = [self._hint_mask(target) for target in others]
            if has_red:
                for target, mask in zip(others, masks, strict=True):
                    actions += _hint_block("role", target, mask)
            if has_blue:
                for target, mask in zip(others, masks, strict=True):
                    actions += _hint_block("colour", target, mask)
        if "white" in gems:
            # "Mira secretamente una de las cuatro cartas de Puerta a tu elección"
            actions += _LOOK_ACTIONS
        if "black" in gems:
            if hand_size:
                for target in others:
                    actions += _swap_block(target, hand_size, len(self.hands[target]))
            elif gems == ("black",):
                # "Si la única que le queda es la gema negra, deberá simplemente descartarla"
                actions.append(_DROP_ACTION)
        return actions

    def _hint_mask(self, target: Seat) -> int:
        """Which hints point at some card of ``target`` (bits in ``_HINT_ORDER`` order)."""
        mask = 0
        for card in self.hands[target]:
            mask |= _CODE_HINT_MASK[card.code]
        return mask

    def is_legal(self, seat: Seat, action: Action) -> bool:
        """The same answer as membership in ``legal_actions``, without building the list."""
        if seat != self.turn or self.is_over():
            return False
        kind, args = action.kind, action.args
        hand_size = len(self.hands[seat])
        if kind == "play":
            return len(args) == 2 and _is_index(args[0], hand_size) and _is_index(args[1], 4)
        if kind == "discard":
            return len(args) == 1 and _is_index(args[0], hand_size)
        gem = GEM_ACTION.get(kind)
        if gem is None or gem not in self.gems[seat] or not self.may_use_gems(seat):
            return False
        players = self.players
        if kind in ("role", "colour"):
            if len(args) != 2 or not _is_index(args[0], players) or args[0] == seat:
                return False
            value = args[1]  # a hint's value is a word: no (kind, int) pair has a bit
            bit = _HINT_BIT.get((kind, value), 0) if isinstance(value, str) else 0
            return bool(self._hint_mask(args[0]) & bit)
        if kind == "look":
            return len(args) == 1 and _is_index(args[0], 4)
        if kind == "swap":
            if not hand_size or len(args) != 3:
                return False
            mine, target, theirs = args
            return (_is_index(mine, hand_size) and _is_index(target, players) and target != seat
                    and _is_index(theirs, len(self.hands[target])))
        # "drop"
        return not args and not hand_size and self.gems[seat] == ("black",)

    def why_illegal(self, seat: Seat, action: Action) -> str:
        kind, args = action.kind, action.args
        hand = self.hands[seat]
        gem = GEM_ACTION.get(kind)
        if gem is not None:
            if gem not in self.gems[seat]:
                return f"you have no {gem} gem left"
            if not self.may_use_gems(seat):
                return f"each player may play at most {self.gem_limit} gems at this level"
        if kind in ("play", "discard"):
            if not args or not isinstance(args[0], int) or not 0 <= args[0] < len(hand):
                return f"you have no card in slot {args[0] if args else '?'}" if hand else "you have no cards left"
            if kind == "play" and (len(args) != 2 or args[1] not in range(4)):
                return "there are four Doors, numbered 0 to 3"
        if kind in ("role", "colour"):
            if len(args) != 2 or args[0] == seat or args[0] not in range(self.players):
                return "a hint goes to another player"
            if (kind, args[1]) not in HINT_CODES:
                return "a role hint names lady or tiger; a colour hint names red or blue"
            return "a hint must point at least one of that player's cards"
        if kind == "look":
            return "the white gem looks at one of the four Doors (0 to 3)"
        if kind == "swap":
            if not hand:
                return "you have no card to swap"
            return "swap:YOUR_SLOT,PLAYER,THEIR_SLOT with another player who holds that card"
        if kind == "drop":
            return "you may drop the black gem only when you have no cards and it is your only gem"
        known = "play, discard, role, colour, look, swap, drop"
        return f"not a legal action now (Vuelvan knows {known})"

    def _apply(self, seat: Seat, action: Action) -> None:
        kind = action.kind
        self.actions_done += 1
        stamp = self.actions_done
        if kind in GEM_ACTION:
            gem = GEM_ACTION[kind]
            self.gems[seat] = tuple(g for g in self.gems[seat] if g != gem)
            self.gems_used[seat] += 1
        if kind == "play":
            slot, door = play_parts(action)
            card = self.hands[seat].pop(slot)
            self.placed.append(Placed(seat, door, card.code, card.possible, card.swapped))
            self.mark_irreversible()  # the card is shown to everybody
        elif kind == "discard":
            card = self.hands[seat].pop(discard_slot(action))
            self.discards.append(Discarded(seat, card.code, card.possible))
        elif kind in ("role", "colour"):
            _, target, value = hint_parts(action)
            slots = self._hint_slots(target, kind, value)
            self.hands[target] = [
                HandCard(c.code, _after_hint(c.possible, kind, value, True), stamp, c.swapped)
                if i in slots
                else HandCard(c.code, _after_hint(c.possible, kind, value, False), c.hinted, c.swapped)
                for i, c in enumerate(self.hands[target])
            ]
            self.hints.append(Hint(seat, target, kind, value, slots))
            self.mark_irreversible()  # the target learns about hidden cards
        elif kind == "look":
            self.looks.append((seat, look_door(action)))
            self.mark_irreversible()
        elif kind == "swap":
            mine, target, theirs = swap_parts(action)
            given, taken = self.hands[seat][mine], self.hands[target][theirs]
            # Each of the two saw the other's card face up before the swap.
            self.hands[seat][mine] = HandCard(taken.code, (taken.code,), taken.hinted, "taken")
            self.hands[target][theirs] = HandCard(given.code, (given.code,), given.hinted, "given")
            self.mark_irreversible()
        # "drop" only spends the black gem.
        if self.is_over():
            self.mark_irreversible()  # scoring turns every Door up
            return
        self.turn = self._next_turn(seat)

    def _next_turn(self, seat: Seat) -> Seat:
        for step in range(1, self.players + 1):
            candidate = (seat + step) % self.players
            # A card in hand can always go onto a Door, so only an empty hand needs the full list.
            if self.hands[candidate] or self._actions_of(candidate):
                return candidate
        raise AssertionError("somebody holds a card, so somebody can act")

    def invariant_violations(self) -> list[str]:
        problems = []
        cards = Counter(c.code for hand in self.hands for c in hand)
        cards.update(p.code for p in self.placed)
        cards.update(d.code for d in self.discards)
        cards.update(self.box)
        if cards != Counter(card.code for card in clue_cards()):
            problems.append(f"the Clue cards are not the fourteen of the box: {sorted(cards.elements())}")
        if sorted(self.doors) != list(DOOR_CODES):
            problems.append(f"the Doors are not the four identities: {self.doors}")
        if any(card.code not in card.possible for hand in self.hands for card in hand):
            problems.append("a hint ruled out a card's true identity")
        for seat in range(self.players):
            if len(self.gems[seat]) + self.gems_used[seat] != self._gem_count(seat):
                problems.append(f"seat {seat} holds and has played {len(self.gems[seat])} + {self.gems_used[seat]} "
                                f"gems, not the {self._gem_count(seat)} dealt")
            for kind, gem in (("role", "red"), ("colour", "blue")):
                given = sum(1 for h in self.hints if h.by == seat and h.kind == kind)
                if given > (gem not in self.gems[seat]):
                    problems.append(f"seat {seat} gave a {kind} hint without a {gem} gem to spend")
            if self.gem_limit is not None and self.gems_used[seat] > self.gem_limit:
                problems.append(f"seat {seat} played more gems than the level allows")
        return problems

    # --- scoring -------------------------------------------------------------------------
    def tally(self) -> dict[str, int]:
        """How many of each line of the scoring table, so far."""
        tally = Counter(
            {"correct": 0, "unused_gems": 0, "wild_discarded": 0, "wrong_door": 0, "clue_discarded": 0, "wild_on_door": 0}
        )
        for placed in self.placed:
            if placed.code in WILD_CODES:
                tally["wild_on_door"] += 1
            elif self.doors[placed.door] == self.target_door_code(placed.code):
                tally["correct"] += 1
            else:
                tally["wrong_door"] += 1
        for discard in self.discards:
            tally["wild_discarded" if discard.code in WILD_CODES else "clue_discarded"] += 1
        # Gems never received count as unused: "La que no se recibe, contará como gema no usada"
        tally["unused_gems"] = 4 * self.players - sum(self.gems_used)
        return dict(tally)

    def team_score(self) -> int:
        t = self.tally()
        return (
            POINTS_CORRECT * t["correct"]
            + POINTS_UNUSED_GEM * t["unused_gems"]
            + POINTS_WILD_DISCARDED * t["wild_discarded"]
            + POINTS_WRONG_DOOR * t["wrong_door"]
            + POINTS_CLUE_DISCARDED * t["clue_discarded"]
            + POINTS_WILD_ON_DOOR * t["wild_on_door"]
        )

    def outcome(self) -> Outcome | None:
        if not self.is_over():
            return None
        score = self.team_score()
        tally = self.tally()
        return Outcome(
            scores=(score,) * self.players,
            placing=(1,) * self.players,
            team_score=score,
            rating=rating_for(self.players, score),
            detail=tuple(TEXTS.msg(DETAIL_LINES[name], {"n": count}) for name, count in tally.items()),
        )

    # --- information -----------------------------------------------------------------------
    def view(self, seat: Seat | None) -> VuelvanView:
        over = self.is_over()
        doors = tuple(
            DoorView(owner=self.door_owner(door),
                     # Everybody saw where each white gem went; a seat that looked twice is named once.
                     looked_by=tuple(dict.fromkeys(s for s, d in self.looks if d == door)),
                     code=self.doors[door] if self.knows_door(seat, door) else None)
            for door in range(4)
        )
        hands = tuple(
            tuple(
                # A player never sees their own cards; a spectator sees nobody's.
                self._card_view(card, seat is not None and holder != seat)
                for card in hand
            )
            for holder, hand in enumerate(self.hands)
        )
        discards = tuple(
            DiscardView(seat=d.seat, possible=d.possible,
                        code=d.code if over or (seat is not None and d.seat != seat) else None)
            for d in self.discards
        )
        placed = tuple(
            PlacedView(seat=p.seat, door=p.door, code=p.code, possible=p.possible, swapped=p.swapped,
                       correct=self._placed_right(p) if over else None)
            for p in self.placed
        )
        tally: tuple[ScoreLine, ...] = ()
        score = rating = None
        if over:
            counts = self.tally()
            tally = tuple(ScoreLine(key=key, count=counts.get(key, 0), points=points) for key, points in SCORE_POINTS)
            score = self.team_score()
            rating = rating_for(self.players, score)
        return VuelvanView(
            **turn_fields(self, seat),
            # No last event: the history is not part of the snapshot, and a position rebuilt from
            # its snapshot must show every seat the same view (game/checks.py).
            last=None,
            players=self.players,
            level=self.level,
            opposite_doors=self.opposite_doors,
            turn=None if over else self.turn,
            doors=doors,
            hands=hands,
            placed=placed,
            discards=discards,
            gems=tuple(tuple(g) for g in self.gems),
            gems_used=tuple(self.gems_used),
            gem_limit=self.gem_limit,
            box=len(self.box),
            hints=tuple(HintView(by=h.by, to=h.to, kind=h.kind, value=h.value, slots=h.slots) for h in self.hints),
            actions_done=self.actions_done,
            tally=tally,
            score=score,
            rating=rating,
        )

    @staticmethod
    def _card_view(card: HandCard, seen: bool) -> HandCardView:
        return HandCardView(code=card.code if seen else None, possible=card.possible, knows=knowledge(card.possible),
                            points=_POINTS_AT[card.code] if seen else (), hinted=card.hinted, swapped=card.swapped)

    def _placed_right(self, placed: Placed) -> bool:
        return placed.code not in WILD_CODES and self.doors[placed.door] == self.target_door_code(placed.code)

    def snapshot(self) -> dict[str, JSONValue]:
        return {
            "level": self.level,
            "doors": list(self.doors),
            "hands": [[[c.code, list(c.possible), c.hinted, c.swapped] for c in hand] for hand in self.hands],
            "box": list(self.box),
            "gems": [list(g) for g in self.gems],
            "gems_used": list(self.gems_used),
            "placed": [[p.seat, p.door, p.code, list(p.possible), p.swapped] for p in self.placed],
            "discards": [[d.seat, d.code, list(d.possible)] for d in self.discards],
            "looks": [list(look) for look in self.looks],
            "hints": [[h.by, h.to, h.kind, h.value, list(h.slots)] for h in self.hints],
            "actions_done": self.actions_done,
            "turn": self.turn,
        }

    @classmethod
    def from_snapshot(cls, players: int, seed: int, options: Mapping[str, JSONValue],
                      snapshot: Mapping[str, JSONValue]) -> Vuelvan:
        fields = SnapshotFields(cls, snapshot)
        state = cls(players, seed, options)
        fields.check(fields["level"] == state.level, f"is of level {fields['level']!r}, not {state.level!r}")
        seats = players
        swapped_words = ("taken", "given")

        def possible(value: object, name: str) -> tuple[str, ...]:
            codes: tuple[str, ...] = tuple(fields.words(value, name, ALL_CODES))
            # What is still possible is always kept in the box's order (hints look it up so).
            fields.check(bool(codes) and codes == ordered(set(codes)), f"has {name} out of order")
            return codes

        state.doors = fields.words(fields["doors"], "doors", [card.code for card in door_cards()], length=4)
        state.actions_done = fields.int(fields["actions_done"], "actions_done", 0)
        hands: list[list[HandCard]] = []
        for holder, hand in enumerate(fields.list(fields["hands"], "hands", length=seats)):
            cards = []
            for slot, entry in enumerate(fields.list(hand, f"hands[{holder}]", max_length=HAND_SIZE[seats])):
                name = f"the card in slot {slot} of seat {holder + 1}"
                code, maybe, hinted, swapped = fields.list(entry, name, length=4)
                cards.append(HandCard(fields.word(code, f"{name}'s code", ALL_CODES), possible(maybe, f"{name}'s possibilities"),
                                      fields.optional_int(hinted, f"{name}'s hint", 1, state.actions_done),
                                      fields.optional_word(swapped, f"{name}'s swap", swapped_words)))
            hands.append(cards)
        state.hands = hands
        state.box = fields.words(fields["box"], "box", ALL_CODES)
        gems = []
        for seat, own in enumerate(fields.list(fields["gems"], "gems", length=seats)):
            held: tuple[str, ...] = tuple(fields.words(own, f"gems[{seat}]", VUELVAN_GEMS))
            fields.check(held == tuple(g for g in VUELVAN_GEMS if g in held), f"lists the gems of seat {seat + 1} out of order")
            gems.append(held)
        state.gems = gems
        state.gems_used = fields.ints(fields["gems_used"], "gems_used", 0, len(VUELVAN_GEMS), length=seats)
        placed = []
        for i, entry in enumerate(fields.list(fields["placed"], "placed")):
            seat, door, code, maybe, swapped = fields.list(entry, f"placed[{i}]", length=5)
            placed.append(Placed(fields.seat(seat, f"placed[{i}]'s seat", seats), fields.int(door, f"placed[{i}]'s door", 0, 3),
                                 fields.word(code, f"placed[{i}]'s code", ALL_CODES), possible(maybe, f"placed[{i}]'s possibilities"),
                                 fields.optional_word(swapped, f"placed[{i}]'s swap", swapped_words)))
        state.placed = placed
        discards = []
        for i, entry in enumerate(fields.list(fields["discards"], "discards")):
            seat, code, maybe = fields.list(entry, f"discards[{i}]", length=3)
            discards.append(Discarded(fields.seat(seat, f"discards[{i}]'s seat", seats),
                                      fields.word(code, f"discards[{i}]'s code", ALL_CODES),
                                      possible(maybe, f"discards[{i}]'s possibilities")))
        state.discards = discards
        looks = []
        for i, entry in enumerate(fields.list(fields["looks"], "looks")):
            seat, door = fields.list(entry, f"looks[{i}]", length=2)
            looks.append((fields.seat(seat, f"looks[{i}]'s seat", seats), fields.int(door, f"looks[{i}]'s door", 0, 3)))
        state.looks = looks
        hints = []
        for i, entry in enumerate(fields.list(fields["hints"], "hints")):
            by, to, kind, value, slots = fields.list(entry, f"hints[{i}]", length=5)
            kind = fields.word(kind, f"hints[{i}]'s kind", ("role", "colour"))
            value = fields.word(value, f"hints[{i}]'s value", ("lady", "tiger") if kind == "role" else ("red", "blue"))
            hints.append(Hint(fields.seat(by, f"hints[{i}]'s giver", seats), fields.seat(to, f"hints[{i}]'s target", seats),
                              kind, value, tuple(fields.ints(slots, f"hints[{i}]'s slots", 0, HAND_SIZE[seats] - 1))))
        state.hints = hints
        state.turn = fields.seat(fields["turn"], "turn", seats)
        for seat in range(seats):
            spent = len(VUELVAN_GEMS) - len(state.gems[seat])
            fields.check(state.gems_used[seat] <= spent, f"has seat {seat + 1} playing gems it never had")
            # Any Door may be looked at, one's own and one seen before; but each look spends the
            # seat's one white gem.
            own_looks = sum(1 for looker, _ in looks if looker == seat)
            fields.check(own_looks == 0 or (own_looks == 1 and "white" not in state.gems[seat]),
                         f"has seat {seat + 1} looking at Doors without a white gem to spend")
        fields.finish(state)
        return state

    def clone(self) -> Vuelvan:
        other = object.__new__(Vuelvan)
        other.__dict__.update(self.__dict__)
        other.rng = copy_generator(self.rng)
        other.history = list(self.history)
        other.doors = list(self.doors)
        other.hands = [list(hand) for hand in self.hands]
        other.box = list(self.box)
        other.gems = list(self.gems)
        other.gems_used = list(self.gems_used)
        other.placed = list(self.placed)
        other.discards = list(self.discards)
        other.looks = list(self.looks)
        other.hints = list(self.hints)
        return other

    def determinize(self, seat: Seat, rng: random.Random) -> Vuelvan:
        """Resample what ``seat`` cannot see: its own hand (within what hints and swaps
        told it), its own face-down discards, the box and the Doors it has not seen."""
        other = self.clone()
        other.rng = random.Random(rng.getrandbits(64))
        if self.is_over():
            return other
        hidden_discards = [i for i, d in enumerate(self.discards) if d.seat == seat]
        constraints = [card.possible for card in self.hands[seat]]
        constraints += [self.discards[i].possible for i in hidden_discards]
        pool = Counter(card.code for card in self.hands[seat])
        pool.update(self.discards[i].code for i in hidden_discards)
        pool.update(self.box)
        assignment = _sample_assignment(constraints, pool, rng, need_wild_in_rest=self.players == 2)
        if assignment is None:  # cannot happen: the true cards are one solution
            raise AssertionError("no hidden cards consistent with the view")
        codes, rest = assignment
        hand_size = len(self.hands[seat])
        other.hands[seat] = [
            replace(card, code=code) for code, card in zip(codes[:hand_size], self.hands[seat], strict=True)
        ]
        for index, code in zip(hidden_discards, codes[hand_size:], strict=True):
            d = self.discards[index]
            other.discards[index] = Discarded(d.seat, code, d.possible)
        other.box = sorted(rest)
        unseen = [door for door in range(4) if not self.knows_door(seat, door)]
        # Sorted before shuffling, so the sample depends on the view alone, not on where the
        # unseen Doors really are (what the never-peek proof needs).
        unseen_codes = sorted(self.doors[door] for door in unseen)
        rng.shuffle(unseen_codes)
        for door, code in zip(unseen, unseen_codes, strict=True):
            other.doors[door] = code
        return other

    # --- text ------------------------------------------------------------------------------
    def rating_name(self, rating: str, lang: str = "en") -> Msg:
        return rating_name(rating)

    def door_words(self, door: int) -> Msg:
        owner = self.door_owner(door)
        if owner is None:
            return TEXTS.msg("neutral Door {number}", {"number": door + 1})
        return TEXTS.msg("Door {number} ({owner}'s)", {"number": door + 1, "owner": TextSeat(owner)})

    def describe(self, seat: Seat, action: Action, lang: str = "en") -> Msg | str:
        # Never names the acting player's own cards: describe may be shown before the action.
        kind = action.kind
        who = TextSeat(seat)
        if kind == "play":
            slot, door = play_parts(action)
            return TEXTS.msg("{who} places their card {slot} on {door}",
                             {"who": who, "slot": slot + 1, "door": self.door_words(door)})
        if kind == "discard":
            return TEXTS.msg("{who} discards their card {slot}", {"who": who, "slot": discard_slot(action) + 1})
        if kind in ("role", "colour"):
            _, target, value = hint_parts(action)
            slots = self._hint_slots(target, kind, value) if target < self.players else ()
            where = ", ".join(str(s + 1) for s in slots) or "-"
            if kind == "role":
                return TEXTS.msg("{who} (red gem) tells {target}: {cards} are cards {where}",
                                 {"who": who, "target": TextSeat(target), "cards": TEXTS.msg(ROLE_PLURALS[value]),
                                  "where": where})
            return TEXTS.msg("{who} (blue gem) tells {target}: {colour} cards are {where}",
                             {"who": who, "target": TextSeat(target), "colour": TEXTS.msg(COLOUR_WORDS[value]),
                              "where": where})
        if kind == "look":
            return TEXTS.msg("{who} (white gem) secretly looks at {door}", {"who": who, "door": self.door_words(look_door(action))})
        if kind == "swap":
            mine, target, theirs = swap_parts(action)
            return TEXTS.msg("{who} (black gem) swaps their card {mine} for {target}'s card {theirs}",
                             {"who": who, "mine": mine + 1, "target": TextSeat(target), "theirs": theirs + 1})
        if kind == "drop":
            return TEXTS.msg("{who} drops their black gem", {"who": who})
        return action.encode()

    def describe_placed(self, placed: Placed) -> Msg:
        """The public log line once a card has been shown on its way to a Door."""
        return TEXTS.msg("{who} showed {card} and put it on Door {number}",
                         {"who": TextSeat(placed.seat), "card": card_name(placed.code), "number": placed.door + 1})


def _is_index(value: object, size: int) -> TypeGuard[int]:
    """An int argument in ``range(size)`` (Action arguments are never bools)."""
    return isinstance(value, int) and 0 <= value < size


def _sample_assignment(
    constraints: list[tuple[str, ...]], pool: Counter[str], rng: random.Random, need_wild_in_rest: bool
) -> tuple[list[str], list[str]] | None:
    """Random codes for constrained slots drawn from ``pool``; the rest of the pool is
    returned too. Depth-first with shuffled choices, so it always finds a solution
    when one exists (the sizes are tiny)."""
    chosen: list[str] = []

    def search(index: int) -> bool:
        if index == len(constraints):
            if need_wild_in_rest:
                # 2 players: one wild was removed unseen before dealing, so the box holds one.
                return any(pool[w] > 0 for w in WILD_CODES)
            return True
        options = [code for code in constraints[index] if pool[code] > 0]
        rng.shuffle(options)
        for code in options:
            pool[code] -= 1
            chosen.append(code)
            if search(index + 1):
                return True
            chosen.pop()
            pool[code] += 1
        return False

    if not search(0):
        return None
    rest = [code for code, count in pool.items() for _ in range(count)]
    return chosen, rest


__all__ = [
    "LEVELS",
    "RATING_BANDS",
    "Vuelvan",
    "opposite",
    "rating_for",
    "rating_text",
]
