"""Trading Faces (rulebook 004) and its Memory variant (option ``variant=memory``).

Trading Faces: every player passes one card face down to the left at the same time; whoever holds
three of one emotion calls stop, makes that face for the others, and the others guess in turn from
the actor's left. Memory: thirteen pairs face down; the active player lifts a card for the left
neighbour alone, who makes its face; the active player may then try a pair, the lifted card first.

Phases and actions (view.py names them):

- ``pass``: every seat still to choose plays ``pass:<emotion>`` (simultaneous: ``to_act`` is every
  seat that has not chosen; a choice is absent from every other seat's view). When all have chosen,
  every chosen card moves to the left-hand neighbour at once.
- ``act``: the actor plays ``act`` (acting in person, in the room) or ``perform`` (the drawn face
  acts: a pose from the emotion with noise from the game's generator, in everybody's view).
- ``guess``: the next guesser plays ``guess:<emotion>``.
- Memory ``lift``: ``lift:<place>``; ``shown``: the neighbour plays ``act`` or ``perform``;
  ``decide``: the active player plays ``end_turn`` or ``pair:<place>``.

Where the rulebook is silent or unclear, our decisions (also on the rules screen):

- Stop is called by the app as soon as a hand holds three of a kind (the text: "as soon as ... says
  stop"), at the deal too.
- Several stops at once: the text says "the eldest first, then the others clockwise". The app does
  not know ages: the first seat is the eldest (the setup screen's first player), so sets are played
  clockwise from the first seat. A hand with two sets plays both in a row, the lower number first.
- The actor's set leaves the hand when the acting begins; every guesser's hand is hidden while the
  guessing lasts ("no se les permite mirar en sus propias cartas").
- Guessing an emotion already guessed wrong in this round is not offered (everybody heard it).
- When nobody guesses right the emotion is shown to all (the set's record, ``ActedSet``).
- After all queued sets, hands are checked again (a refill can make a set), then the end: a hand
  below three with the pile empty ends the game, but never before a pending set is played.
- The cards in all hands together never change while passing: when they hold no three of a kind,
  no set can ever come, and the game ends there (players would stop; the app can see it). A deal
  like that is dealt again.
- Safety: 50 passing rounds in a row without a set end the game as if the pile were empty
  (possible only with deliberately blocking play); Memory ends after 1000 turns.
- Player counts: the text gives 3-5 for the main game and 2-4 for Memory; the box says 2-5. The app
  follows the text (the spec's ``players_by_option``): the setup screen offers the chosen variant's
  counts, and a game or save of another count is refused.
- Memory's grid: the text lays 13 pairs "as a 5x4 grid", which holds 20; we lay all 13 pairs (26
  cards) in 7 columns x 4 rows, the last two places empty. The other 13 cards are the penalty pile;
  penalty cards go to the other players clockwise from the active player's left; an empty pile gives
  no more. The game ends when one pair is left face down. Ties share the win (both variants).
- Memory: ending the turn without trying a pair costs nothing; the first card of a try is the card
  just lifted ("primero, la carta recién levantada").
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from game.core import (
    Action,
    GameState,
    JSONValue,
    OptionSpec,
    Outcome,
    RulesError,
    Seat,
    copy_generator,
    placing_from_scores,
)
from game.snapshot_fields import SnapshotFields
from game.text import N_, Msg
from game.text import Seat as SeatWord
from game.view import Event, turn_fields
from games.tradingfaces import SPEC
from games.tradingfaces.emotions import BY_NUMBER, NUMBERS, POSE_RANGE, POSE_SIZE
from games.tradingfaces.texts import TEXTS, emotion_msg
from games.tradingfaces.view import (
    ACT,
    ACT_IN_PERSON,
    CLASSIC,
    COPIES,
    DEAL,
    DECIDE,
    END_TURN,
    GRID_COLUMNS,
    GRID_ROWS,
    GUESS,
    LIFT,
    MAX_MEMORY_TURNS,
    MAX_PASSES_WITHOUT_SET,
    MEMORY,
    MIN_HAND,
    OVER,
    PASS,
    PERFORM,
    PHASES,
    SET_SIZE,
    SHOWN,
    VARIANTS,
    ActedSet,
    FaceSeen,
    Guess,
    PairTry,
    Performance,
    TradingFacesView,
    emotion_of,
    guess,
    lift,
    pass_card,
    place_of,
    try_pair,
)

BOX: tuple[int, ...] = tuple(sorted(n for n in NUMBERS for _ in range(COPIES)))
GRID_PLACES = GRID_COLUMNS * GRID_ROWS
ACTOR_LOOKS = 5  # how many children's faces the drawn actor has (games/tradingfaces/faces.py)

_PASSES = {n: pass_card(n) for n in NUMBERS}
_GUESSES = {n: guess(n) for n in NUMBERS}
_LIFTS = {p: lift(p) for p in range(GRID_PLACES)}
_PAIRS = {p: try_pair(p) for p in range(GRID_PLACES)}


def sets_in(hand: list[int]) -> list[int]:
    """The emotions ``hand`` holds three of, lowest first."""
    counts = Counter(hand)
    return sorted(n for n, c in counts.items() if c >= SET_SIZE)


def perform_pose(emotion: int, rng: random.Random) -> tuple[int, ...]:
    """The drawn face acting ``emotion`` once (spec B.8.4): the emotion's pose at an intensity of
    60-100 %, drifting 10-40 % toward the emotion it is most easily taken for, with a little noise."""
    target = BY_NUMBER[emotion].pose
    near = BY_NUMBER[BY_NUMBER[emotion].confusable].pose
    intensity = rng.uniform(0.6, 1.0)
    drift = rng.uniform(0.1, 0.4)
    pose = []
    for own, other in zip(target, near, strict=True):
        value = intensity * ((1 - drift) * own + drift * other) + rng.gauss(0, 8)
        pose.append(max(-POSE_RANGE, min(POSE_RANGE, round(value))))
    return tuple(pose)


class TradingFaces(GameState, spec=SPEC):
    # 2 (session 11): Memory keeps every drawn face that acted a card still face down (``faces_seen``,
    # in the view and the snapshot, so a computer's memory of faces survives a save). Trading Faces'
    # snapshots are unchanged and its rules-1 saves replay; a rules-1 Memory save in progress replays
    # to a snapshot with that key, has none to go on from, and is refused with a message.
    rules_version = 2
    options_spec = (
        OptionSpec(
            "variant",
            CLASSIC,
            VARIANTS,
            label=N_("Game"),
            choice_labels={CLASSIC: N_("Trading Faces"), MEMORY: N_("Memory")},
        ),
    )

    # --- set-up --------------------------------------------------------------------------------
    def setup(self) -> None:
        n = self.players
        self.variant = str(self.options["variant"])
        self.phase = PASS
        self.hands: list[list[int]] = [[] for _ in range(n)]
        self.pile: list[int] = []  # the draw pile (Memory: the penalty pile); the next card is pile[-1]
        self.won: list[list[int]] = [[] for _ in range(n)]
        self.boxed: list[int] = []
        self.choices: list[int | None] = [None] * n
        self.received: list[int | None] = [None] * n
        self.passes = 0
        self.queue: list[tuple[Seat, int]] = []  # stop calls waiting: (seat, emotion)
        self.current: tuple[Seat, int] | None = None  # the set being acted
        self.performance: Performance | None = None
        self.guesses: list[Guess] = []
        self.sets: list[ActedSet] = []
        # Memory
        self.grid: list[int | None] = []
        self.active: Seat = 0
        self.lifted: int | None = None
        self.seen: list[dict[int, int]] = [{} for _ in range(n)]  # place -> emotion, per seat
        self.penalties: list[list[int]] = [[] for _ in range(n)]
        self.last_try: PairTry | None = None
        self.faces_seen: list[FaceSeen] = []  # drawn faces that acted cards still face down
        self.turns = 0
        self.capped = False
        self.stuck = False
        self.last: tuple[Seat, str | None] | None = None
        cards = list(BOX)
        self.shuffle(cards)
        if self.variant == MEMORY:
            self._setup_memory(cards)
        else:
            deal = DEAL[n]
            # Our choice: a deal whose hands together hold no three of a kind could never make a set
            # (passing keeps the same cards in the hands): it is dealt again.
            while not sets_in(cards[: n * deal]):
                self.shuffle(cards)
            for seat in range(n):
                self.hands[seat] = sorted(cards[seat * deal : (seat + 1) * deal])
            self.pile = cards[n * deal :]
            # "puede suceder que un jugador tenga un conjunto ... inmediatamente después de recibir cartas"
            self._after_change()

    def _setup_memory(self, cards: list[int]) -> None:
        # "13 pares de cartas de emoción (dos de cada tipo)": two of each, the third of each to the pile.
        pairs = [n for n in NUMBERS for _ in range(2)]
        self.shuffle(pairs)
        self.grid = [*pairs, *([None] * (GRID_PLACES - len(pairs)))]
        self.pile = [n for n in NUMBERS]
        self.shuffle(self.pile)
        self.phase = LIFT
        self.active = 0  # "El jugador de mayor edad va primero": the first seat

    # --- contract --------------------------------------------------------------------------------
    def is_over(self) -> bool:
        return self.phase == OVER

    def left_of(self, seat: Seat) -> Seat:
        """The left-hand neighbour: the next seat clockwise."""
        return (seat + 1) % self.players

    def guess_order(self) -> tuple[Seat, ...]:
        if self.current is None:
            return ()
        actor = self.current[0]
        return tuple((actor + k) % self.players for k in range(1, self.players))

    def to_act(self) -> tuple[Seat, ...]:
        phase = self.phase
        if phase == PASS:
            return tuple(s for s in range(self.players) if self.choices[s] is None)
        if phase == ACT and self.current is not None:
            return (self.current[0],)
        if phase == GUESS:
            return (self.guess_order()[len(self.guesses)],)
        if phase in (LIFT, DECIDE):
            return (self.active,)
        if phase == SHOWN:
            return (self.left_of(self.active),)
        return ()

    def legal_actions(self, seat: Seat) -> list[Action]:
        if seat not in self.to_act():
            return []
        phase = self.phase
        if phase == PASS:
            return [_PASSES[n] for n in sorted(set(self.hands[seat]))]
        if phase in (ACT, SHOWN):
            return [ACT_IN_PERSON, PERFORM]
        if phase == GUESS:
            wrong = {g.emotion for g in self.guesses}
            return [_GUESSES[n] for n in NUMBERS if n not in wrong]
        if phase == LIFT:
            return [_LIFTS[p] for p, card in enumerate(self.grid) if card is not None]
        if phase == DECIDE:
            return [END_TURN] + [_PAIRS[p] for p, card in enumerate(self.grid) if card is not None and p != self.lifted]
        return []

    def is_legal(self, seat: Seat, action: Action) -> bool:
        """The same answer as ``action in legal_actions(seat)`` (a test checks it), without building the
        list: ``check`` has already made sure ``seat`` is to act."""
        kind, args, phase = action.kind, action.args, self.phase
        value = args[0] if len(args) == 1 and type(args[0]) is int else None
        if phase == PASS:
            return kind == "pass" and value is not None and value in self.hands[seat]
        if phase in (ACT, SHOWN):
            return action == ACT_IN_PERSON or action == PERFORM
        if phase == GUESS:
            return (
                kind == "guess"
                and value is not None
                and value in BY_NUMBER
                and all(g.emotion != value for g in self.guesses)
            )
        if phase == LIFT:
            return kind == "lift" and value is not None and 0 <= value < len(self.grid) and self.grid[value] is not None
        if phase == DECIDE:
            if action == END_TURN:
                return True
            return (
                kind == "pair"
                and value is not None
                and 0 <= value < len(self.grid)
                and self.grid[value] is not None
                and value != self.lifted
            )
        return False

    def why_illegal(self, seat: Seat, action: Action) -> str:
        kind, phase = action.kind, self.phase
        if kind == "pass":
            if phase != PASS:
                return "cards are passed only between sets, when nobody is acting"
            if self.choices[seat] is not None:
                return "you have already chosen the card to pass this round"
            return "you can pass only a card from your own hand"
        if kind == "guess":
            if phase != GUESS:
                return "guesses come only after someone acts an emotion"
            if len(action.args) == 1 and action.args[0] in {g.emotion for g in self.guesses}:
                return "that emotion was already guessed wrong this round"
            return "a guess names one of the thirteen emotions, 1 to 13"
        if kind in ("act", "perform"):
            return "only the player acting an emotion acts now"
        if kind == "lift":
            return "lift a face-down card of the grid, at the start of your turn"
        if kind == "pair":
            return "try a pair with another face-down card, after the lifted card was acted"
        if kind == "end_turn":
            return "a turn ends after the lifted card was acted"
        return "Trading Faces knows pass, act, perform, guess, lift, pair and end_turn"

    def _apply(self, seat: Seat, action: Action) -> None:
        kind = action.kind
        # The last move as everybody saw it: a card chosen to pass stays unnamed.
        self.last = (seat, None if kind == "pass" else action.encode())
        if kind == "pass":
            self.choices[seat] = emotion_of(action)
            if all(choice is not None for choice in self.choices):
                self._resolve_passes()
        elif kind in ("act", "perform"):
            emotion = self.current[1] if self.phase == ACT and self.current else self._lifted_emotion()
            if kind == "perform":
                self.performance = Performance(perform_pose(emotion, self.rng), self.rng.randrange(ACTOR_LOOKS))
                if self.phase == SHOWN and self.lifted is not None:
                    self.faces_seen.append(FaceSeen(self.turns, self.active, self.lifted, self.performance.pose))
                self.mark_irreversible()
            self.phase = GUESS if self.phase == ACT else DECIDE
        elif kind == "guess":
            self._guess(seat, emotion_of(action))
        elif kind == "lift":
            self.lifted = place_of(action)
            self.last_try = None
            self.performance = None
            # "la levanta para que solo el jugador a su izquierda ... pueda ver": that seat learns it
            self.seen[self.left_of(seat)][self.lifted] = self._lifted_emotion()
            self.mark_irreversible()
            self.phase = SHOWN
        elif kind == "end_turn":
            self._next_memory_turn()
        elif kind == "pair":
            self._try_pair(seat, place_of(action))

    # --- Trading Faces --------------------------------------------------------------------------------
    def _resolve_passes(self) -> None:
        """ "todos los jugadores toman la tarjeta que se les pasó", all at once."""
        chosen = [int(c) for c in self.choices if c is not None]
        for seat, card in enumerate(chosen):
            self.hands[seat].remove(card)
        for seat, card in enumerate(chosen):
            left = self.left_of(seat)
            self.hands[left].append(card)
            self.hands[left].sort()
            self.received[left] = card
        self.choices = [None] * self.players
        self.passes += 1
        self.mark_irreversible()  # every seat now holds a card it did not see before
        self._after_change()

    def _after_change(self) -> None:
        """Stop calls, then the end, then passing again."""
        if not self.queue:
            # Several stops at once: clockwise from the first seat (the eldest), a hand's sets lowest first.
            self.queue = [(seat, emotion) for seat in range(self.players) for emotion in sets_in(self.hands[seat])]
        if self.queue:
            self._start_set()
            return
        if not self.pile and any(len(hand) < MIN_HAND for hand in self.hands):
            self.phase = OVER
        elif not sets_in([card for hand in self.hands for card in hand]):
            # Passing never changes which cards the hands hold together: with no three of a kind
            # among them, no set can ever come. Players at a table would stop; the app sees it.
            self.stuck = True
            self.phase = OVER
        elif self.passes >= MAX_PASSES_WITHOUT_SET:
            self.capped = True
            self.phase = OVER
        else:
            self.phase = PASS

    def _start_set(self) -> None:
        seat, emotion = self.queue.pop(0)
        for _ in range(SET_SIZE):
            self.hands[seat].remove(emotion)  # the set leaves the hand
        self.current = (seat, emotion)
        self.guesses = []
        self.performance = None
        # ``received`` stays: the card that came in the round that called stop is still the last one
        # received once the set is played (the view hides it while someone acts, as it hides the hand).
        self.phase = ACT

    def _guess(self, seat: Seat, emotion: int) -> None:
        assert self.current is not None
        right = emotion == self.current[1]
        self.guesses.append(Guess(seat, emotion, right))
        self.mark_irreversible()  # right or wrong, everybody learns something of the set
        if right:
            self._finish_set(seat)
        elif len(self.guesses) == len(self.guess_order()):
            self._finish_set(None)

    def _finish_set(self, winner: Seat | None) -> None:
        assert self.current is not None
        actor, emotion = self.current
        if winner is None:
            # "el jugador que hizo la cara recibe solo una carta ... Nadie recibe las dos cartas restantes"
            self.won[actor].append(emotion)
            self.boxed += [emotion, emotion]
        else:
            # "recibe una carta del conjunto ... recibe las dos cartas restantes"
            self.won[winner].append(emotion)
            self.won[actor] += [emotion, emotion]
        self.sets.append(ActedSet(actor, emotion, tuple(self.guesses), winner, self.performance is not None))
        self.mark_irreversible()  # the emotion is shown to all
        # "roba una carta del mazo de robo ... (incluso si nadie adivinó)", then up to three
        hand = self.hands[actor]
        if self.pile:
            hand.append(self.pile.pop())
        while len(hand) < MIN_HAND and self.pile:
            hand.append(self.pile.pop())
        hand.sort()
        self.current = None
        self.guesses = []
        self.passes = 0
        self._after_change()

    # --- Memory ----------------------------------------------------------------------------------------
    def _lifted_emotion(self) -> int:
        assert self.lifted is not None
        card = self.grid[self.lifted]
        assert card is not None
        return card

    def _try_pair(self, seat: Seat, second: int) -> None:
        first = self.lifted
        assert first is not None
        a, b = self.grid[first], self.grid[second]
        assert a is not None and b is not None
        matched = a == b
        self.last_try = PairTry(seat, first, a, second, b, matched)
        self.mark_irreversible()
        if matched:
            self.won[seat] += [a, b]
            self.grid[first] = self.grid[second] = None
            self.faces_seen = [f for f in self.faces_seen if f.place not in (first, second)]
            for seen in self.seen:
                seen.pop(first, None)
                seen.pop(second, None)
        else:
            for seen in self.seen:  # everybody saw both cards turned
                seen[first], seen[second] = a, b
            for k in range(1, self.players):
                if self.pile:
                    self.penalties[(seat + k) % self.players].append(self.pile.pop())
        self._next_memory_turn()

    def _next_memory_turn(self) -> None:
        self.lifted = None
        self.performance = None
        self.turns += 1
        face_down = sum(1 for card in self.grid if card is not None)
        if face_down <= 2:
            self.phase = OVER  # "hasta que solo quedan dos cartas boca abajo"
        elif self.turns >= MAX_MEMORY_TURNS:
            self.capped = True
            self.phase = OVER
        else:
            self.active = self.left_of(self.active)
            self.phase = LIFT

    # --- the end -----------------------------------------------------------------------------------------
    def scores(self) -> tuple[int, ...]:
        return tuple(len(self.won[s]) + len(self.penalties[s]) for s in range(self.players))

    def outcome(self) -> Outcome | None:
        if not self.is_over():
            return None
        scores = self.scores()
        detail: list[Msg] = [
            TEXTS.msg("{who}: {n} card", {"who": SeatWord(s)}, plural="{who}: {n} cards", n=scores[s])
            for s in range(self.players)
        ]
        if self.capped:
            detail.append(TEXTS.msg("The game stopped after a long time without a set."))
        if self.stuck:
            detail.append(TEXTS.msg("The cards left in the hands could never make a set: the game ends."))
        return Outcome(
            scores=tuple(float(x) for x in scores), placing=placing_from_scores(scores), detail=tuple(detail)
        )

    def invariant_violations(self) -> list[str]:
        problems = []
        held = [c for hand in self.hands for c in hand] + [c for c in self.grid if c is not None]
        everything = held + self.pile + self.boxed + [c for w in self.won for c in w]
        everything += [c for p in self.penalties for c in p]
        if self.current is not None:
            everything += [self.current[1]] * SET_SIZE
        if sorted(everything) != list(BOX):
            problems.append("the cards in play are not the 39 of the box")
        if self.phase == PASS:
            if any(sets_in(hand) for hand in self.hands):
                problems.append("a hand holds a set but nobody called stop")
            for seat, choice in enumerate(self.choices):
                if choice is not None and choice not in self.hands[seat]:
                    problems.append(f"seat {seat + 1} chose a card it does not hold")
        if self.phase in (ACT, GUESS) and self.current is None:
            problems.append("nobody acts in an acting phase")
        for seat, emotion in self.queue:
            if self.hands[seat].count(emotion) < SET_SIZE:
                problems.append(f"seat {seat + 1} waits to act a set it does not hold")
        if self.variant == MEMORY:
            counts = Counter(c for c in self.grid if c is not None)
            if any(c != 2 for c in counts.values()):
                problems.append("the grid does not hold whole pairs")
        return problems

    # --- information -----------------------------------------------------------------------------------
    def impossible(self) -> tuple[int, ...]:
        """Emotions every player can tell are not the one being acted: guessed wrong already, or with
        all three cards out of play (won or boxed, face up)."""
        out = Counter(c for w in self.won for c in w) + Counter(self.boxed)
        ruled = {g.emotion for g in self.guesses} | {n for n in NUMBERS if out[n] >= COPIES}
        return tuple(sorted(ruled))

    def view(self, seat: Seat | None) -> TradingFacesView:
        turn = turn_fields(self, seat)
        common: dict[str, Any] = {
            **turn,
            "last": self._last_event(),
            "variant": self.variant,
            "players": self.players,
            "phase": self.phase,
            "scores": self.scores(),
            "performance": self.performance,
            "winners": self.outcome().winners if self.is_over() else (),  # type: ignore[union-attr]
        }
        if self.variant == MEMORY:
            return TradingFacesView(
                **common,
                grid=tuple(card is not None for card in self.grid),
                columns=GRID_COLUMNS,
                active=self.active if not self.is_over() else None,
                lifted=self.lifted,
                # On screen only while the neighbour acts it (they remember it in ``memory``).
                my_emotion=self._lifted_emotion()
                if self.phase == SHOWN and seat == self.left_of(self.active)
                else None,
                memory=tuple(sorted(self.seen[seat].items())) if seat is not None else (),
                last_try=self.last_try,
                won=tuple(tuple(w) for w in self.won),
                penalties=tuple(len(p) for p in self.penalties),
                penalty_pile=len(self.pile),
                faces_seen=tuple(self.faces_seen),
            )
        acting = self.phase in (ACT, GUESS)
        actor = self.current[0] if self.current else None
        hidden = acting and seat is not None and seat != actor
        return TradingFacesView(
            **common,
            hand=tuple(self.hands[seat]) if seat is not None and not hidden else (),
            hand_hidden=hidden,
            hand_counts=tuple(len(h) for h in self.hands),
            pile_count=len(self.pile),
            won=tuple(tuple(w) for w in self.won),
            boxed=tuple(self.boxed),
            chosen=tuple(c is not None for c in self.choices),
            my_choice=self.choices[seat] if seat is not None else None,
            received=self.received[seat] if seat is not None and not hidden else None,
            passes=self.passes,
            callers=tuple(s for s, _ in self.queue),
            actor=actor,
            # Shown to the actor until the acting starts: once the guessing begins the screen may be
            # in everybody's sight, so the emotion leaves it (the actor knows it).
            my_emotion=self.current[1] if self.current and seat == actor and self.phase == ACT else None,
            guess_order=self.guess_order(),
            guesses=tuple(self.guesses),
            impossible=self.impossible() if acting else (),
            sets=tuple(self.sets),
        )

    def view_holds_secrets(self, seat: Seat) -> bool:
        # Nothing secret when the seat's view is the spectator's but for whose it is, its moves and
        # the hand it may not look at: a guesser (cards put away) needs no curtain.
        own = replace(self.view(seat), seat=None, legal=(), hand_hidden=False)
        return own != self.view(None)

    def _last_event(self) -> Event | None:
        """The last move as everybody saw it, without its secrets (a passed card stays unnamed)."""
        if self.last is None:
            return None
        seat, text = self.last
        if text is None:
            return Event(seat, None, "passed")
        return Event(seat, Action.decode(text))

    def snapshot(self) -> dict[str, Any]:
        return {
            "variant": self.variant,
            "phase": self.phase,
            "hands": [list(h) for h in self.hands],
            "pile": list(self.pile),
            "won": [list(w) for w in self.won],
            "boxed": list(self.boxed),
            "choices": list(self.choices),
            "received": list(self.received),
            "passes": self.passes,
            "queue": [[s, e] for s, e in self.queue],
            "current": list(self.current) if self.current else None,
            "performance": {"pose": list(self.performance.pose), "look": self.performance.look}
            if self.performance
            else None,
            "guesses": [[g.seat, g.emotion, g.right] for g in self.guesses],
            "sets": [
                [a.actor, a.emotion, [[g.seat, g.emotion, g.right] for g in a.guesses], a.winner, a.performed]
                for a in self.sets
            ],
            "grid": list(self.grid),
            "active": self.active,
            "lifted": self.lifted,
            "seen": [[[p, e] for p, e in sorted(seen.items())] for seen in self.seen],
            "penalties": [list(p) for p in self.penalties],
            "last_try": None
            if self.last_try is None
            else [
                self.last_try.seat,
                self.last_try.first,
                self.last_try.first_emotion,
                self.last_try.second,
                self.last_try.second_emotion,
                self.last_try.matched,
            ],
            "turns": self.turns,
            "capped": self.capped,
            "stuck": self.stuck,
            "last": None if self.last is None else [self.last[0], self.last[1]],
            # Memory only: the snapshots of Trading Faces stay as rules 1 wrote them (those saves replay).
            **(
                {"faces_seen": [[f.turn, f.seat, f.place, list(f.pose)] for f in self.faces_seen]}
                if self.variant == MEMORY
                else {}
            ),
        }

    @classmethod
    def from_snapshot(
        cls, players: int, seed: int, options: Mapping[str, JSONValue], snapshot: Mapping[str, JSONValue]
    ) -> TradingFaces:
        f = SnapshotFields(cls, snapshot)
        state = cls(players, seed, options)
        n = players
        f.check(f["variant"] == state.variant, "is of the other variant")
        state.phase = f.word(f["phase"], "phase", PHASES)

        def cards(value: Any, name: str) -> list[int]:
            return f.ints(value, name, 1, len(NUMBERS))

        def optional_card(value: Any, name: str) -> int | None:
            return None if value is None else f.int(value, name, 1, len(NUMBERS))

        state.hands = [cards(h, f"hand {i + 1}") for i, h in enumerate(f.list(f["hands"], "hands", length=n))]
        state.pile = cards(f["pile"], "pile")
        state.won = [cards(w, f"won {i + 1}") for i, w in enumerate(f.list(f["won"], "won", length=n))]
        state.boxed = cards(f["boxed"], "boxed")
        state.choices = [optional_card(c, "choice") for c in f.list(f["choices"], "choices", length=n)]
        state.received = [optional_card(c, "received") for c in f.list(f["received"], "received", length=n)]
        state.passes = f.int(f["passes"], "passes", 0, MAX_PASSES_WITHOUT_SET)
        state.queue = []
        for entry in f.list(f["queue"], "queue"):
            pair = f.list(entry, "queue entry", length=2)
            state.queue.append((f.seat(pair[0], "queue seat", n), f.int(pair[1], "queue emotion", 1, len(NUMBERS))))
        current = f["current"]
        if current is None:
            state.current = None
        else:
            pair = f.list(current, "current", length=2)
            state.current = (f.seat(pair[0], "actor", n), f.int(pair[1], "acted emotion", 1, len(NUMBERS)))
        perf = f["performance"]
        if perf is None:
            state.performance = None
        else:
            data = f.mapping(perf, "performance")
            pose = f.ints(data.get("pose"), "pose", -POSE_RANGE, POSE_RANGE, length=POSE_SIZE)
            state.performance = Performance(tuple(pose), f.int(data.get("look"), "look", 0, ACTOR_LOOKS - 1))

        def read_guess(value: Any) -> Guess:
            g = f.list(value, "guess", length=3)
            return Guess(f.seat(g[0], "guesser", n), f.int(g[1], "guess", 1, len(NUMBERS)), f.bool(g[2], "right"))

        state.guesses = [read_guess(g) for g in f.list(f["guesses"], "guesses")]
        state.sets = []
        for entry in f.list(f["sets"], "sets"):
            a = f.list(entry, "set", length=5)
            state.sets.append(
                ActedSet(
                    f.seat(a[0], "set actor", n),
                    f.int(a[1], "set emotion", 1, len(NUMBERS)),
                    tuple(read_guess(g) for g in f.list(a[2], "set guesses")),
                    f.optional_seat(a[3], "set winner", n),
                    f.bool(a[4], "performed"),
                )
            )
        state.grid = [optional_card(c, "grid place") for c in f.list(f["grid"], "grid")]
        f.check(len(state.grid) in (0, GRID_PLACES), "has a grid of the wrong size")
        f.check((len(state.grid) == GRID_PLACES) == (state.variant == MEMORY), "has a grid in the wrong variant")
        state.active = f.seat(f["active"], "active", n)
        state.lifted = f.optional_int(f["lifted"], "lifted", 0, GRID_PLACES - 1)
        state.seen = []
        for entry in f.list(f["seen"], "seen", length=n):
            seen = {}
            for item in f.list(entry, "seen place"):
                pe = f.list(item, "seen place", length=2)
                seen[f.int(pe[0], "seen place", 0, GRID_PLACES - 1)] = f.int(pe[1], "seen emotion", 1, len(NUMBERS))
            state.seen.append(seen)
        state.penalties = [
            cards(p, f"penalties {i + 1}") for i, p in enumerate(f.list(f["penalties"], "penalties", length=n))
        ]
        last = f["last_try"]
        if last is None:
            state.last_try = None
        else:
            t = f.list(last, "last try", length=6)
            state.last_try = PairTry(
                f.seat(t[0], "try seat", n),
                f.int(t[1], "try place", 0, GRID_PLACES - 1),
                f.int(t[2], "try emotion", 1, len(NUMBERS)),
                f.int(t[3], "try place", 0, GRID_PLACES - 1),
                f.int(t[4], "try emotion", 1, len(NUMBERS)),
                f.bool(t[5], "matched"),
            )
        state.turns = f.int(f["turns"], "turns", 0, MAX_MEMORY_TURNS)
        state.faces_seen = []
        for item in f.list(f["faces_seen"], "faces seen") if state.variant == MEMORY else []:
            t = f.list(item, "face seen", length=4)
            face = FaceSeen(
                f.int(t[0], "face turn", 0, state.turns),
                f.seat(t[1], "face seat", n),
                f.int(t[2], "face place", 0, GRID_PLACES - 1),
                tuple(f.ints(t[3], "face pose", -POSE_RANGE, POSE_RANGE, length=POSE_SIZE)),
            )
            f.check(
                face.place < len(state.grid) and state.grid[face.place] is not None,
                "remembers a face for an empty place",
            )
            state.faces_seen.append(face)
        state.capped = f.bool(f["capped"], "capped")
        state.stuck = f.bool(f["stuck"], "stuck")
        last = f["last"]
        if last is None:
            state.last = None
        else:
            pair = f.list(last, "last move", length=2)
            text = pair[1]
            f.check(text is None or isinstance(text, str), "has a last move that is not text")
            try:
                legal_kind = text is None or Action.decode(text).kind in (
                    "act",
                    "perform",
                    "guess",
                    "lift",
                    "pair",
                    "end_turn",
                )
            except RulesError:
                legal_kind = False
            f.check(legal_kind, "has a last move of no known kind")
            state.last = (f.seat(pair[0], "last seat", n), text)
        # Phases of the other variant, or an acting phase with nobody acting, cannot be played on.
        classic_phases = (PASS, ACT, GUESS, OVER)
        f.check(
            (state.phase in classic_phases) == (state.variant == CLASSIC) or state.phase == OVER,
            "has a phase of the other variant",
        )
        f.check(state.phase not in (ACT, GUESS) or state.current is not None, "acts a set nobody holds")
        f.check(state.phase != GUESS or len(state.guesses) < n - 1, "has more guesses than guessers")
        f.check(
            state.phase not in (SHOWN, DECIDE) or (state.lifted is not None and state.grid[state.lifted] is not None),
            "shows a card that is not on the grid",
        )
        for s, seen in enumerate(state.seen):
            for place, emotion in seen.items():
                f.check(
                    state.grid[place] == emotion if place < len(state.grid) else False,
                    f"lets seat {s + 1} remember a card that is not there",
                )
        for g in state.guesses:
            f.check(
                state.current is not None and g.right == (g.emotion == state.current[1]) and not g.right,
                "records a guess that does not match the set",
            )
        f.same_cards(
            [str(card) for h in state.hands for card in h]
            + [
                str(card)
                for card in [c for c in state.grid if c is not None]
                + state.pile
                + state.boxed
                + [c for w in state.won for c in w]
                + [c for p in state.penalties for c in p]
                + ([state.current[1]] * SET_SIZE if state.current else [])
            ],
            [str(card) for card in BOX],
            "the 39 cards",
        )
        f.finish(state)
        return state

    def clone(self) -> TradingFaces:
        other = object.__new__(TradingFaces)
        other.__dict__.update(self.__dict__)
        other.hands = [list(h) for h in self.hands]
        other.won = [list(w) for w in self.won]
        other.penalties = [list(p) for p in self.penalties]
        other.seen = [dict(s) for s in self.seen]
        for name in (
            "pile",
            "boxed",
            "choices",
            "received",
            "queue",
            "guesses",
            "sets",
            "grid",
            "faces_seen",
            "history",
        ):
            setattr(other, name, list(getattr(self, name)))
        other.rng = copy_generator(self.rng)
        return other

    def determinize(self, seat: Seat, rng: random.Random) -> TradingFaces:
        """A whole game consistent with what ``seat`` knows: the cards it has not seen are dealt again
        at random, keeping every public fact (hand sizes, who waits to act a set, no other set unseen,
        emotions ruled out by wrong guesses)."""
        clone = self.clone()
        clone.rng = random.Random(rng.getrandbits(64))
        if self.is_over():
            return clone
        if self.variant == MEMORY:
            self._determinize_memory(clone, seat, rng)
        else:
            # A deal is drawn and repaired until no hand holds a set nobody called; it succeeded at the
            # first draw in every one of 5,415 sampled positions (3-5 players, random play).
            for _ in range(50):
                if self._determinize_classic(clone, seat, rng):
                    break
        return clone

    def _determinize_memory(self, clone: TradingFaces, seat: Seat, rng: random.Random) -> None:
        known = self.seen[seat]
        unknown_places = [p for p, c in enumerate(self.grid) if c is not None and p not in known]
        pool = sorted(self.grid[p] for p in unknown_places)  # type: ignore[type-var]
        rng.shuffle(pool)
        for place, card in zip(unknown_places, pool, strict=True):
            clone.grid[place] = card
        # The pile and the penalty cards are face down for everybody.
        hidden = sorted([*self.pile, *(c for p in self.penalties for c in p)])
        rng.shuffle(hidden)
        clone.pile = hidden[: len(self.pile)]
        rest = hidden[len(self.pile) :]
        for s in range(self.players):
            k = len(self.penalties[s])
            clone.penalties[s], rest = rest[:k], rest[k:]
        for s in range(self.players):
            if s != seat:  # what the others remember of cards this seat never saw is unknown: keep it consistent
                clone.seen[s] = {p: clone.grid[p] for p in self.seen[s] if clone.grid[p] is not None}  # type: ignore[misc]

    def _determinize_classic(self, clone: TradingFaces, seat: Seat, rng: random.Random) -> bool:
        n = self.players
        others = [s for s in range(n) if s != seat]
        my_set = self.current is not None and self.current[0] == seat
        pool: list[int] = list(self.pile)
        for s in others:
            pool += self.hands[s]
        if self.current is not None and not my_set:
            pool += [self.current[1]] * SET_SIZE
        pool.sort()
        counts = Counter(pool)
        # The sets publicly waiting: the one being acted (unless it is ours) and the queued ones.
        current = self.current
        if current is not None and not my_set:
            ruled = {g.emotion for g in self.guesses}
            choices = [e for e in NUMBERS if counts[e] >= SET_SIZE and e not in ruled]
            if not choices:
                return False
            emotion = rng.choice(choices)
            counts[emotion] -= SET_SIZE
            current = (current[0], emotion)
        queue: list[tuple[Seat, int]] = []
        for s, e in self.queue:
            if s == seat:
                queue.append((s, e))
                continue
            choices = [x for x in NUMBERS if counts[x] >= SET_SIZE and (s, x) not in queue]
            if not choices:
                return False
            x = rng.choice(choices)
            counts[x] -= SET_SIZE
            queue.append((s, x))
        rest = sorted(counts.elements())
        rng.shuffle(rest)
        hands = {s: [e for q, e in queue if q == s for _ in range(SET_SIZE)] for s in others}
        for s in others:
            need = len(self.hands[s]) - len(hands[s])
            hands[s] += rest[:need]
            rest = rest[need:]
        pile = rest
        queued = {s: {e for q, e in queue if q == s} for s in others}
        # Repair: no hand may hold a set that nobody called.
        for _ in range(400):
            bad = [s for s in others if set(sets_in(hands[s])) - queued[s]]
            if not bad:
                break
            s = bad[0]
            emotion = min(set(sets_in(hands[s])) - queued[s])
            donors = [t for t in others if t != s] + (["pile"] if pile else [])
            donor = rng.choice(donors) if donors else None
            if donor is None:
                return False
            source = pile if donor == "pile" else hands[donor]  # type: ignore[index]
            protected = set() if donor == "pile" else queued[donor]  # type: ignore[index]
            swappable = [i for i, c in enumerate(source) if c != emotion and c not in protected]
            if not swappable:
                continue
            i = rng.choice(swappable)
            hands[s].remove(emotion)
            hands[s].append(source[i])
            source[i] = emotion
        else:
            return False
        if any(set(sets_in(hands[s])) - queued[s] for s in others):
            return False
        for s in others:
            clone.hands[s] = sorted(hands[s])
            if self.choices[s] is not None:
                clone.choices[s] = rng.choice(clone.hands[s])
            if self.received[s] is not None:
                clone.received[s] = rng.choice(clone.hands[s]) if clone.hands[s] else None
        clone.pile = pile
        clone.current = current
        clone.queue = queue
        return True

    # --- the log ------------------------------------------------------------------------------------------
    def describe(self, seat: Seat, action: Action, lang: str = "en") -> Msg:
        who = SeatWord(seat)
        kind = action.kind
        if kind == "pass":
            return TEXTS.msg("{who} chooses a card to pass", {"who": who})
        if kind == "act":
            return TEXTS.msg("{who} makes the face", {"who": who})
        if kind == "perform":
            return TEXTS.msg("{who} lets the drawn face act", {"who": who})
        if kind == "guess" and len(action.args) == 1 and action.args[0] in BY_NUMBER:
            return TEXTS.msg("{who} guesses: {emotion}", {"who": who, "emotion": emotion_msg(emotion_of(action))})
        if kind == "lift" and action.args:
            return TEXTS.msg("{who} lifts a card for the left-hand neighbour", {"who": who})
        if kind == "end_turn":
            return TEXTS.msg("{who} ends the turn", {"who": who})
        if kind == "pair" and action.args:
            return TEXTS.msg("{who} tries a pair", {"who": who})
        return TEXTS.msg("{action}", {"action": action.encode()})
