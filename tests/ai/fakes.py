"""Tiny games made for the computer-player tests: small enough to know the right answer."""

from __future__ import annotations

import random

from game.core import Action, GameState, Outcome, Seat, placing_from_scores


class Skirmish(GameState):
    """Hidden hands: six cards 0..5, two each, two left face down. Two tricks; the
    leader alternates; the higher card takes the trick; most tricks wins."""

    id = "fake_skirmish"
    title = "Skirmish"
    family = "tests"
    min_players = 2
    max_players = 2
    hidden_information = True

    def setup(self) -> None:
        deck = list(range(6))
        self.shuffle(deck)
        self.hands = [sorted(deck[0:2]), sorted(deck[2:4])]
        self.unused = sorted(deck[4:])
        self.table: list[tuple[Seat, int]] = []
        self.tricks = [0, 0]
        self.round = 0

    def leader(self) -> Seat:
        return self.round % 2

    def to_act(self) -> tuple[Seat, ...]:
        if self.is_over():
            return ()
        return (self.leader(),) if not self.table else (1 - self.leader(),)

    def legal_actions(self, seat: Seat) -> list[Action]:
        if seat not in self.to_act():
            return []
        return [Action("play", (card,)) for card in self.hands[seat]]

    def _apply(self, seat: Seat, action: Action) -> None:
        card = action.args[0]
        self.hands[seat].remove(card)
        self.table.append((seat, card))
        if len(self.table) == 2:
            winner = max(self.table, key=lambda pair: pair[1])[0]
            self.tricks[winner] += 1
            self.table = []
            self.round += 1

    def is_over(self) -> bool:
        return self.round >= 2

    def outcome(self) -> Outcome | None:
        if not self.is_over():
            return None
        return Outcome(scores=tuple(self.tricks), placing=placing_from_scores(self.tricks))

    def view(self, seat: Seat | None) -> dict:
        return {
            "hand": list(self.hands[seat]) if seat is not None else None,
            "hand_sizes": [len(h) for h in self.hands],
            "table": [list(pair) for pair in self.table],
            "tricks": list(self.tricks),
            "round": self.round,
        }

    def snapshot(self) -> dict:
        return {"hands": [list(h) for h in self.hands], "unused": list(self.unused),
                "table": [list(p) for p in self.table], "tricks": list(self.tricks), "round": self.round}

    def clone(self) -> Skirmish:
        other = object.__new__(Skirmish)
        other.__dict__.update(self.__dict__)
        other.hands = [list(h) for h in self.hands]
        other.unused = list(self.unused)
        other.table = list(self.table)
        other.tricks = list(self.tricks)
        other.history = list(self.history)
        return other

    def determinize(self, seat: Seat, rng: random.Random) -> Skirmish:
        clone = self.clone()
        clone.rng = random.Random(rng.getrandbits(64))
        other = 1 - seat
        # Sorted before shuffling, so the sample depends on what the seat knows and
        # the rng only, not on where the hidden cards really are.
        unseen = sorted(self.hands[other] + self.unused)
        rng.shuffle(unseen)
        size = len(self.hands[other])
        clone.hands[other] = sorted(unseen[:size])
        clone.unused = sorted(unseen[size:])
        return clone


class HighNumber(GameState):
    """Simultaneous: both seats secretly pick 1, 2 or 3; the higher pick wins."""

    id = "fake_high_number"
    title = "High number"
    family = "tests"
    min_players = 2
    max_players = 3
    hidden_information = True

    def setup(self) -> None:
        self.picks: list[int | None] = [None] * self.players

    def to_act(self) -> tuple[Seat, ...]:
        return tuple(s for s in range(self.players) if self.picks[s] is None)

    def legal_actions(self, seat: Seat) -> list[Action]:
        if seat not in self.to_act():
            return []
        return [Action("pick", (n,)) for n in (1, 2, 3)]

    def _apply(self, seat: Seat, action: Action) -> None:
        self.picks[seat] = action.args[0]

    def is_over(self) -> bool:
        return all(p is not None for p in self.picks)

    def outcome(self) -> Outcome | None:
        if not self.is_over():
            return None
        return Outcome(scores=tuple(self.picks), placing=placing_from_scores(self.picks))

    def view(self, seat: Seat | None) -> dict:
        return {"picked": [p is not None for p in self.picks],
                "mine": self.picks[seat] if seat is not None else None}

    def snapshot(self) -> dict:
        return {"picks": list(self.picks)}

    def clone(self) -> HighNumber:
        other = object.__new__(HighNumber)
        other.__dict__.update(self.__dict__)
        other.picks = list(self.picks)
        other.history = list(self.history)
        return other

    def determinize(self, seat: Seat, rng: random.Random) -> HighNumber:
        clone = self.clone()
        clone.rng = random.Random(rng.getrandbits(64))
        for other in range(self.players):
            if other != seat and clone.picks[other] is not None:
                clone.picks[other] = rng.choice((1, 2, 3))
        return clone


class Climb(GameState):
    """Solitaire: four turns from 0; add one, double, or cash in three points and stop.
    Cashing looks best at first, but add-then-double reaches 8."""

    id = "fake_climb"
    title = "Climb"
    family = "tests"
    min_players = 1
    max_players = 1

    def setup(self) -> None:
        self.value = 0
        self.turns = 0
        self.cashed = False

    def to_act(self) -> tuple[Seat, ...]:
        return () if self.is_over() else (0,)

    def legal_actions(self, seat: Seat) -> list[Action]:
        if seat != 0 or self.is_over():
            return []
        return [Action("add"), Action("double"), Action("cash")]

    def _apply(self, seat: Seat, action: Action) -> None:
        if action.kind == "add":
            self.value += 1
        elif action.kind == "double":
            self.value *= 2
        else:
            self.value += 3
            self.cashed = True
        self.turns += 1

    def is_over(self) -> bool:
        return self.cashed or self.turns >= 4

    def outcome(self) -> Outcome | None:
        return Outcome(scores=(self.value,), placing=(1,)) if self.is_over() else None

    def view(self, seat: Seat | None) -> dict:
        return self.snapshot()

    def snapshot(self) -> dict:
        return {"value": self.value, "turns": self.turns, "cashed": self.cashed}
