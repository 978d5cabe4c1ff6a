"""What one seat of Trading Faces may know, as a frozen value, and the game's actions by name.

The table draws only from :class:`TradingFacesView`; the computer players read only it. Other hands
are counts; a card chosen to pass is known to its passer alone (it is never shown to the others);
the emotion being acted is in the actor's view alone (in Memory: the left neighbour's) and only until
the acting starts, when the screen may be in everybody's sight; the draw pile and the face-down grid
are never in it, except the grid places this seat has seen (``memory``). While someone acts, every guesser's own hand is hidden too (the rulebook
forbids looking at it), so ``hand`` is empty and ``hand_hidden`` says why.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core import Action, Seat
from game.view import View

# The thirteen emotions, for the tables too (a table reads the game's data through its view module).
from games.tradingfaces.emotions import BY_NUMBER, EMOTIONS, HAPPY, NUMBERS, POSE_KEYS, Emotion

__all__ = ["BY_NUMBER", "EMOTIONS", "HAPPY", "NUMBERS", "POSE_KEYS", "Emotion"]

CLASSIC, MEMORY = "classic", "memory"
VARIANTS: tuple[str, ...] = (CLASSIC, MEMORY)

# Phases. Trading Faces: pass -> (act -> guess)* -> pass ... Memory: lift -> shown -> decide -> lift ...
PASS, ACT, GUESS = "pass", "act", "guess"
LIFT, SHOWN, DECIDE = "lift", "shown", "decide"
OVER = "over"
PHASES: tuple[str, ...] = (PASS, ACT, GUESS, LIFT, SHOWN, DECIDE, OVER)

SET_SIZE = 3
COPIES = 3  # three cards of each emotion in the box
DEAL = {3: 10, 4: 8, 5: 6}  # "3 jugadores: 10 cartas; 4 jugadores: 8 cartas; 5 jugadores: 6 cartas"
MIN_HAND = 3  # refill up to three; below three with an empty pile, the game ends
MAX_PASSES_WITHOUT_SET = 50  # our safety cap (spec TF-19)
GRID_COLUMNS, GRID_ROWS = 7, 4  # 13 pairs need 26 places: 7 x 4 holds them with two places empty
MAX_MEMORY_TURNS = 1000  # our safety cap for Memory (turns may end without trying a pair)

# --- actions, by name ---------------------------------------------------------------------------
ACT_IN_PERSON = Action("act")  # a person makes the face in the room
PERFORM = Action("perform")  # the drawn face acts the emotion on the screen
END_TURN = Action("end_turn")


def pass_card(emotion: int) -> Action:
    """Choose a card of ``emotion`` to pass face down to the left-hand neighbour."""
    return Action("pass", (emotion,))


def guess(emotion: int) -> Action:
    return Action("guess", (emotion,))


def lift(place: int) -> Action:
    """Memory: lift the face-down card at ``place`` for the left-hand neighbour alone to see."""
    return Action("lift", (place,))


def try_pair(place: int) -> Action:
    """Memory: turn the card just shown and the one at ``place``."""
    return Action("pair", (place,))


def emotion_of(action: Action) -> int:
    return int(action.args[0])


def place_of(action: Action) -> int:
    return int(action.args[0])


# --- public records ---------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Guess:
    seat: Seat
    emotion: int
    right: bool


@dataclass(frozen=True, slots=True)
class Performance:
    """A drawn face acting: a pose (games/tradingfaces/emotions.py, -100..100 each) and which child's
    face wears it. What any watcher sees, never the emotion's name or number."""

    pose: tuple[int, ...]
    look: int


@dataclass(frozen=True, slots=True)
class ActedSet:
    """A set played to the end: who acted which emotion, the guesses, who was right (None: nobody)."""

    actor: Seat
    emotion: int
    guesses: tuple[Guess, ...]
    winner: Seat | None
    performed: bool  # the drawn face acted it


@dataclass(frozen=True, slots=True)
class PairTry:
    """Memory: the two cards a player turned face up, in order, and whether they matched."""

    seat: Seat
    first: int
    first_emotion: int
    second: int
    second_emotion: int
    matched: bool


@dataclass(frozen=True, slots=True)
class FaceSeen:
    """Memory: the drawn face acted the card lifted at ``place`` on turn ``turn`` by ``seat`` (the
    active player). Public: everybody saw which card was lifted and the face on the screen. Kept while
    the card lies face down, so what a player remembers of faces can be rebuilt from the view (a
    game loaded from a save plays on as if it had never been saved)."""

    turn: int
    seat: Seat
    place: int
    pose: tuple[int, ...]


@dataclass(frozen=True, slots=True, kw_only=True)
class TradingFacesView(View):
    variant: str
    players: int
    phase: str
    scores: tuple[int, ...]
    # Trading Faces
    hand: tuple[int, ...] = ()  # this seat's cards, sorted (empty when hidden or a spectator)
    hand_hidden: bool = False  # someone is acting: no looking at one's own cards
    hand_counts: tuple[int, ...] = ()
    pile_count: int = 0
    won: tuple[tuple[int, ...], ...] = ()  # the cards under each reference card, face up
    boxed: tuple[int, ...] = ()  # cards put back in the box (nobody guessed)
    chosen: tuple[bool, ...] = ()  # who has chosen a card to pass this round
    my_choice: int | None = None
    received: int | None = None  # the card this seat received in the last pass
    passes: int = 0  # passing rounds since the last set
    callers: tuple[Seat, ...] = ()  # who called stop and still waits to act, in playing order
    actor: Seat | None = None
    my_emotion: int | None = None  # the emotion this seat must act (the actor alone)
    performance: Performance | None = None
    guess_order: tuple[Seat, ...] = ()
    guesses: tuple[Guess, ...] = ()
    impossible: tuple[int, ...] = ()  # emotions all can tell are not the one acted
    sets: tuple[ActedSet, ...] = ()
    # Memory
    grid: tuple[bool, ...] = ()  # a face-down card at each place (False: empty)
    columns: int = 0
    active: Seat | None = None
    lifted: int | None = None
    memory: tuple[tuple[int, int], ...] = ()  # (place, emotion) of face-down cards this seat has seen
    last_try: PairTry | None = None
    penalties: tuple[int, ...] = ()  # penalty cards each seat took from the pile
    penalty_pile: int = 0
    faces_seen: tuple[FaceSeen, ...] = ()  # drawn faces that acted cards still face down, oldest first
    winners: tuple[Seat, ...] = ()
