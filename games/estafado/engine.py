"""Estafado (rulebook 002, "ESTAFADO, el juego de estrategia de DEVORAR"): the Red Fox against the Crow.

Seat 0 plays the Red Fox (the Fox figure, the Bald Eagle, the Vixen, the Evasion die), seat 1 the
Crow (the Crow card, the Black Bear, the Sun/Moon). A round is the Fox's move (and any extra moves
his captures earn), the Eagle's flight, then the Crow's slide, peek and swap, the Bear's step and
the Sun/Moon's advance. The deck is games/estafado/deck.py; the view, geometry and actions are in
view.py.

Decisions where the rulebook is silent or contradicts itself (also on the rules screen; the spec's
second reading, ../shared/specs, numbers them C-E1..C-E29):

- Setup: 45 cards are shuffled (the text's "49" cannot be counted); the diagram is lost, so the Fox
  starts on a1, the Bear on e5, the Crow below column c, the Sun/Moon below column a; the Fox
  player sets the Eagle on any ring space at least 5 steps from the Crow (nearer, a Water Dive
  from his hand and the double flight could win before the Crow has moved).
- The ring has 20 spaces, one facing each end of each row and column: every ring move reaches "the
  next row or column", and every space faces a line for the Crow's look.
- The Fox's move is taken one step at a time: after one step he may stop (option 2: nothing is
  revealed, nothing acts, even a face-up card) or take the second step (option 1). He never walks
  onto the Bear (its Block: the Bear "stops you dead") nor onto a face-up Porcupine; if no step is
  possible, he rests.
- Only a card the Fox lands on may be exchanged for a hand card (not one a Glow turns up), and never
  a rabbit, a do-not-swap card or the Vixen's card. Landing on a face-up card does nothing, except a
  face-up rabbit, whose encounter runs again (it escaped, it can be tried again).
- A card acts fully before the move goes on; the text says every revealed card acts.
- A rabbit caught leaves the floor; the top card of the deck fills its space face down. An escaped
  rabbit stays face up. A capture earns one more move at once (the Fox's move only: the Eagle
  flies once per round); an Ouch in the same move cancels it.
- Hand: never refilled except by Forage; 5 cards at most (a sixth is discarded at once).
- The Vixen may be placed before the Fox's first step or before the Eagle's flight; it stays on its
  space all game (a card that comes there is protected too).
- The Crow sees nothing if her line holds no face-down card she may look at: she only slides.
  A peeked card that cannot be swapped (do not swap) stays; a swap aimed at a face-down
  do-not-swap card moves nothing, and both players see that it failed. Swapped cards keep their
  facing; the Fox and the Bear stay on their spaces. A rabbit is never swapped with the deck (it
  would leave the game). A card swapped with the deck lies before the Crow, face down, out of play.
- The Crow may slide onto the Eagle (the Fox then wins); the computer never does.
- The Bear that cannot move stays, and its arrow is cleared.
- The Sun/Moon wins for the Crow when it lands on its start space again, after the 20th round.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from typing import Any

from game.core import Action, GameState, JSONValue, Outcome, Seat, copy_generator
from game.snapshot_fields import SnapshotFields
from game.text import Msg
from game.text import Seat as SeatWord
from game.view import Event, turn_fields
from games.estafado import SPEC
from games.estafado.deck import (
    ALARM,
    ALL_CODES,
    BLANK,
    DEALT_TO_FLOOR,
    DECK_SWAPS,
    DIE_FACES,
    DO_NOT_SWAP,
    FORAGE,
    GALE,
    HAND_SIZE,
    KEEP_FACE_UP,
    KIND_OF,
    LEAP,
    LIGHT,
    OUCH,
    PLAYING,
    QUILLS,
    RABBIT,
    RABBITS,
    RABBITS_TO_WIN,
    SCOUT,
    SPECIAL_BACK,
    SPRAY,
    STEAL,
    TUNNEL,
    WATER_DIVE,
    YIKES,
    has,
)
from games.estafado.texts import END_WORDS, LOG_END_WORDS, TEXTS, card_msg
from games.estafado.view import (
    ALARMED,
    BEAR,
    BEAR_CAUGHT_FOX,
    BEAR_MOVED,
    BEAR_START,
    BEAR_STAY,
    CAPTURED,
    CELLS,
    CROW,
    CROW_ALARM,
    CROW_MOVE,
    CROW_MOVED,
    CROW_PEEK,
    CROW_START,
    CROW_SWAP,
    DREW,
    EAGLE,
    EAGLE_CAUGHT_CROW,
    EAGLE_MIN_DISTANCE,
    EAGLE_MOVED,
    EAGLE_START,
    ENDS,
    ESCAPED,
    EXCHANGED,
    FLIPPED_DOWN,
    FOX,
    FOX_DISCARD,
    FOX_DIVE,
    FOX_EXCHANGE,
    FOX_LEAP,
    FOX_LIGHT,
    FOX_MOVE,
    FOX_PHASES,
    FOX_SCOUT,
    FOX_SECOND,
    FOX_START,
    GALE_BLEW,
    GAME_WON,
    JUMPED_BACK,
    KEEP,
    LOST_MOVE,
    NO_SWAP,
    OVER,
    PEEKED,
    PHASES,
    RABBITS_CAUGHT,
    REST,
    REVEALED,
    RING,
    ROLLED,
    SCOUTED,
    SPRAYED,
    STEPPED,
    STOLEN,
    STOP,
    SUN_MOVED,
    SUN_SET,
    SUN_START,
    SWAP_BLOCKED,
    SWAP_DECK,
    SWAPPED,
    SWAPPED_DECK,
    VIXEN_PLACED,
    EstafadoView,
    Happening,
    alarm,
    bear,
    card_of,
    cell_name,
    cell_of,
    column_of,
    crow,
    diagonal,
    discard,
    dive,
    eagle,
    exchange,
    light,
    orthogonal,
    peek,
    perch,
    ring_distance,
    ring_line,
    row_of,
    scout,
    step,
    steps_of,
    swap,
    vixen,
)

# The cards that take part in a game: the 45 shuffled and the three rabbits (the Crow is the piece).
IN_GAME: tuple[str, ...] = tuple(sorted(PLAYING + RABBITS))
_IN_GAME_SET = frozenset(IN_GAME)
# Every action there can be, made once (Action values are immutable; making them was half the time).
_STEPS = {cell: step(cell) for cell in range(CELLS)}
_VIXENS = [vixen(cell) for cell in range(CELLS)]
_LIGHTS = {cell: light(cell) for cell in range(CELLS)}
_SCOUTS = [scout(cell) for cell in range(CELLS)]
_ALARMS = [alarm(cell) for cell in range(CELLS)]
_PEEKS = [peek(cell) for cell in range(CELLS)]
_SWAPS = [swap(cell) for cell in range(CELLS)]
_BEARS = [bear(cell) for cell in range(CELLS)]
_PERCHES = [perch(space) for space in range(RING)]
_FLIGHTS = {steps: eagle(steps) for steps in (-2, -1, 1, 2)}
_DIVES = [STOP] + [dive(steps) for steps in (-2, -1, 1, 2)]
_SLIDES = [crow(steps) for steps in (-1, 1)]
_RING_STEPS = (-1, 1)


class Estafado(GameState, spec=SPEC):
    rules_version = (
        2  # 2 (session 8): Field Crickets and Grasshoppers no longer leap, the Beaver keeps face up, the Catfish is
    )
    # quiet, the Eagle starts 5 from the Crow; every card keeps its code, so a rules-1 save goes on from its snapshot

    # --- set-up --------------------------------------------------------------------------------
    def setup(self) -> None:
        forest = list(PLAYING)
        self.shuffle(forest)
        # "Reparte 22 cartas en una nueva baraja. Añade los 3 conejos ... y vuelve a barajar."
        floor = forest[:DEALT_TO_FLOOR] + list(RABBITS)
        self.shuffle(floor)
        self.floor: list[str] = floor
        self.face_up: list[bool] = [False] * CELLS
        # Each physical card on the floor has a public number that moves with it (everybody sees a
        # card slide, even face down); a card that comes to the floor gets a new one.
        self.tokens: list[int] = list(range(CELLS))
        self.next_token = CELLS
        # "Reparte al jugador Zorro Rojo una mano de 5 cartas ... las cartas que quedan en una baraja"
        self.hand: list[str] = forest[DEALT_TO_FLOOR : DEALT_TO_FLOOR + HAND_SIZE]
        self.deck: list[str] = forest[DEALT_TO_FLOOR + HAND_SIZE :]  # the top card is deck[0]
        self.discards: list[str] = []
        self.captured: list[str] = []
        self.crow_pile: list[str] = []  # the cards the Crow swapped with the deck
        self.fox_knows_pile: list[bool] = []  # per card of crow_pile: whether the Fox saw it
        # What each side last saw on each face-down cell (kept true as cards move).
        self.memory: list[dict[int, str]] = [{}, {}]
        self.fox = FOX_START
        self.bear = BEAR_START
        self.bear_from: int | None = None
        self.crow = CROW_START
        self.eagle: int | None = None
        self.sun = SUN_START
        self.vixen: int | None = None
        self.eagle_double_used = False
        self.deck_swaps = 0
        self.round = 1
        self.phase = EAGLE_START
        self.lose_move = False  # Ouch: the next move is lost
        self.spray_next = False  # Spray: the next move is one card only
        self.one_step_now = False  # this move is one card only
        self.alarms = 0
        self.captured_this_move = False
        self.move_start: int | None = None
        self.path: list[int] = []
        self.before_last_step: int | None = None  # where Yikes sends the Fox
        self.revealed: list[int] = []
        self.acting: int | None = None
        self.peeked: int | None = None
        self.winner: Seat | None = None
        self.end: str | None = None
        self.happened: list[Happening] = []
        self.last: tuple[Seat, Action] | None = None

    # --- contract ------------------------------------------------------------------------------
    def is_over(self) -> bool:
        return self.phase == OVER

    def to_act(self) -> tuple[Seat, ...]:
        if self.phase == OVER:
            return ()
        return (FOX,) if self.phase in FOX_PHASES else (CROW,)

    def legal_actions(self, seat: Seat) -> list[Action]:
        if seat not in self.to_act():
            return []
        phase = self.phase
        if phase == EAGLE_START:
            return [_PERCHES[s] for s in range(RING) if ring_distance(s, self.crow) >= EAGLE_MIN_DISTANCE]
        if phase == FOX_MOVE:
            firsts = self._first_steps()
            return ([_STEPS[c] for c in firsts] if firsts else [REST]) + self._vixen_actions()
        if phase == FOX_SECOND:
            assert self.move_start is not None
            return [STOP] + [_STEPS[c] for c in self._steps_from(self.fox, exclude=self.move_start)]
        if phase == FOX_EXCHANGE:
            return [KEEP] + [exchange(code) for code in self.hand]
        if phase == FOX_LEAP:
            return [STOP] + [_STEPS[c] for c in self.legal_leaps()]
        if phase == FOX_LIGHT:
            assert self.acting is not None
            return [_LIGHTS[c] for c in self._glow_targets(self.acting)]
        if phase == FOX_SCOUT:
            return [_SCOUTS[c] for c in range(CELLS) if not self.face_up[c]]
        if phase == FOX_DISCARD:
            return [discard(code) for code in self.hand]
        if phase == FOX_DIVE:
            return list(_DIVES)
        if phase == EAGLE:
            flights = [_FLIGHTS[-1], _FLIGHTS[1]] + ([] if self.eagle_double_used else [_FLIGHTS[-2], _FLIGHTS[2]])
            return flights + self._vixen_actions()
        if phase == CROW_ALARM:
            return [_ALARMS[c] for c in self._lookable(range(CELLS))]
        if phase == CROW_MOVE:
            return list(_SLIDES)
        if phase == CROW_PEEK:
            return [_PEEKS[c] for c in self._lookable(ring_line(self.crow))]
        if phase == CROW_SWAP:
            return self._swap_actions()
        if phase == BEAR:
            cells = self._bear_steps()
            return [_BEARS[c] for c in cells] if cells else [BEAR_STAY]
        return []

    # --- what may be done ----------------------------------------------------------------------
    def _vixen_actions(self) -> list[Action]:
        # "Una vez por partida ... encima de cualquier carta boca arriba o boca abajo."
        if self.vixen is not None:
            return []
        return list(_VIXENS)

    def _enterable(self, cell: int) -> bool:
        """The Fox may step onto ``cell``: not the Bear's card (its Block), not a face-up Porcupine."""
        if cell == self.bear:
            return False
        return not (self.face_up[cell] and has(self.floor[cell], QUILLS))

    def _first_steps(self) -> list[int]:
        cells = list(orthogonal(self.fox))
        # Note 4: "... nunca en diagonal, excepto la habilidad Túnel".
        if self.face_up[self.fox] and has(self.floor[self.fox], TUNNEL):
            cells += diagonal(self.fox)
        return sorted(c for c in cells if self._enterable(c))

    def _steps_from(self, cell: int, exclude: int | None) -> list[int]:
        return [c for c in orthogonal(cell) if c != exclude and self._enterable(c)]

    def _glow_targets(self, cell: int) -> list[int]:
        return [c for c in orthogonal(cell) if not self.face_up[c]]

    def _lookable(self, cells: Any) -> list[int]:
        """Face-down cards the Crow may look at: never the Vixen's ("no puede ser vista")."""
        return [c for c in cells if not self.face_up[c] and c != self.vixen]

    def _movable(self, cell: int) -> bool:
        """Whether a card may be chosen for the Crow's swap, as far as both players can see."""
        if cell == self.vixen:
            return False
        code = self.floor[cell]
        # "Las Crías ... boca arriba no se pueden cambiar, ni ... ninguna carta revelada que muestre [no cambiar]."
        return not (self.face_up[cell] and (has(code, RABBIT) or has(code, DO_NOT_SWAP)))

    def _swap_actions(self) -> list[Action]:
        assert self.peeked is not None
        peeked_card = self.floor[self.peeked]
        if has(peeked_card, DO_NOT_SWAP):
            return [NO_SWAP]
        actions = [_SWAPS[c] for c in range(CELLS) if c != self.peeked and self._movable(c)]
        # "Cuerva sólo puede cambiar una carta de la baraja tres veces (3X) por partida."
        if self.deck_swaps < DECK_SWAPS and (self.deck or self.discards) and not has(peeked_card, RABBIT):
            actions.append(SWAP_DECK)
        return actions or [NO_SWAP]

    def _bear_steps(self) -> list[int]:
        # "no puede volver a la misma carta que ocupó en el turno anterior ... menos la carta Bajo la Protección"
        return [c for c in orthogonal(self.bear) if c != self.bear_from and c != self.vixen]

    def _exchangeable(self, cell: int) -> bool:
        code = self.floor[cell]
        return bool(self.hand) and cell != self.vixen and not has(code, RABBIT) and not has(code, DO_NOT_SWAP)

    def why_illegal(self, seat: Seat, action: Action) -> str:
        if seat not in self.to_act():
            return "it is the other side's turn"
        phase = self.phase
        cell = cell_of(action)
        if action.kind == "step" and cell is not None and 0 <= cell < CELLS:
            if cell == self.bear:
                return "the Black Bear stands there: nobody walks through it"
            if self.face_up[cell] and has(self.floor[cell], QUILLS):
                return "the Porcupine's quills keep the Fox off that card"
            if phase == FOX_SECOND and cell == self.move_start:
                return "the Fox may not end his move where it began"
            return "the Fox steps to a card next to him, up, down, left or right"
        if action.kind == "vixen":
            return "the Vixen protects one card once per game, before a step or the Eagle's flight"
        if action.kind == "eagle" and phase == EAGLE:
            return "the Eagle flies one space, or two once per game"
        if action.kind == "swap" and phase == CROW_SWAP:
            return "that card cannot be swapped (a face-up rabbit, a do-not-swap card or the Vixen's)"
        if action.kind == "swap_deck":
            return "the Crow swaps with the deck three times per game, and never a rabbit"
        if action.kind == "bear":
            return "the Bear moves to a card next to it, not back where it came from, nor onto the Vixen"
        if action.kind == "peek":
            return "the Crow looks at a face-down card in the line she faces, never the Vixen's"
        if action.kind == "exchange":
            return "exchange a card of your own hand for the card just revealed"
        return f"not a move of this moment ({phase})"

    # --- applying --------------------------------------------------------------------------------
    def _apply(self, seat: Seat, action: Action) -> None:
        self.happened = []
        self.last = (seat, action)
        kind = action.kind
        handler = self._HANDLERS[kind]
        handler(self, action)

    def _do_perch(self, action: Action) -> None:
        self.eagle = steps_of(action)
        self._start_fox_move()

    def _do_vixen(self, action: Action) -> None:
        self.vixen = cell_of(action)
        self._note(VIXEN_PLACED, (self.vixen,) if self.vixen is not None else ())

    def _do_step(self, action: Action) -> None:
        cell = cell_of(action)
        assert cell is not None
        origin = self.fox
        self.before_last_step = origin
        self.fox = cell
        self.path.append(cell)
        self._note(STEPPED, (origin, cell))
        if self.phase == FOX_MOVE:
            if self.one_step_now:
                self._end_move()  # Spray: option 2 only
            else:
                self.phase = FOX_SECOND
            return
        # A second step (option 1) or a Leap: the card landed on turns up and acts.
        self._land(cell)

    def _do_rest(self, action: Action) -> None:
        self._end_move()

    def _do_stop(self, action: Action) -> None:
        self._end_move()

    def _do_keep(self, action: Action) -> None:
        assert self.acting is not None
        self._activate(self.acting)

    def _do_exchange(self, action: Action) -> None:
        # "tiene la opción de cambiarla por una de las cinco cartas de su mano ... La carta intercambiada
        # va a la pila de descartes."
        cell = self.acting
        code = card_of(action)
        assert cell is not None and code is not None
        self.hand.remove(code)
        self.discards.append(self.floor[cell])
        self.floor[cell] = code
        self.face_up[cell] = True
        self._new_token(cell)
        self._note(EXCHANGED, (cell,), code)
        self._activate(cell)

    def _do_light(self, action: Action) -> None:
        cell = cell_of(action)
        assert cell is not None
        self._reveal(cell)
        self._activate(cell)

    def _do_scout(self, action: Action) -> None:
        cell = cell_of(action)
        assert cell is not None
        self.memory[FOX][cell] = self.floor[cell]
        self._note(SCOUTED, (cell,))
        self.mark_irreversible()  # a secret seen: undo may not cross it
        self._end_move()

    def _do_discard(self, action: Action) -> None:
        code = card_of(action)
        assert code is not None
        self.hand.remove(code)
        self.discards.append(code)
        self._end_move()

    def _do_dive(self, action: Action) -> None:
        steps = steps_of(action)
        assert steps is not None and self.eagle is not None
        self._fly_eagle(steps)
        if not self.is_over():
            self._end_move()

    def _do_eagle(self, action: Action) -> None:
        steps = steps_of(action)
        assert steps is not None
        if abs(steps) == 2:
            # "UNA VEZ POR JUEGO: Mueve el Águila Calva 2 espacios."
            self.eagle_double_used = True
        self._fly_eagle(steps)
        if not self.is_over():
            self._start_crow_turn()

    def _do_alarm(self, action: Action) -> None:
        cell = cell_of(action)
        assert cell is not None
        self.memory[CROW][cell] = self.floor[cell]
        self._note(PEEKED, (cell,))
        self.alarms -= 1
        self.mark_irreversible()  # a secret seen: undo may not cross it
        if self.alarms == 0 or not self._lookable(range(CELLS)):
            self.alarms = 0
            self.phase = CROW_MOVE

    def _do_crow(self, action: Action) -> None:
        steps = steps_of(action)
        assert steps is not None
        origin = self.crow
        self.crow = (self.crow + steps) % RING
        self._note(CROW_MOVED, (origin, self.crow))
        if self.crow == self.eagle:
            self._win(FOX, EAGLE_CAUGHT_CROW)
            return
        # "debe echarle un vistazo a una carta boca abajo de la nueva fila o columna"
        self.phase = CROW_PEEK if self._lookable(ring_line(self.crow)) else BEAR

    def _do_peek(self, action: Action) -> None:
        cell = cell_of(action)
        assert cell is not None
        self.peeked = cell
        self.memory[CROW][cell] = self.floor[cell]
        self.mark_irreversible()  # a secret seen: undo may not cross it
        self._note(PEEKED, (cell,))
        self.phase = CROW_SWAP

    def _do_swap(self, action: Action) -> None:
        other = cell_of(action)
        assert other is not None and self.peeked is not None
        self.mark_irreversible()  # whether it moves tells what kind of card it was
        if has(self.floor[other], DO_NOT_SWAP):
            # A face-down do-not-swap card: the swap does nothing, and everybody sees it fail.
            self._note(SWAP_BLOCKED, (self.peeked, other))
        else:
            self._exchange_cells(self.peeked, other)
            self._note(SWAPPED, (self.peeked, other))
        self.phase = BEAR

    def _do_swap_deck(self, action: Action) -> None:
        cell = self.peeked
        assert cell is not None
        self.crow_pile.append(self.floor[cell])
        self.fox_knows_pile.append(cell in self.memory[FOX])
        self.floor[cell] = self._draw()
        self._new_token(cell)
        self._forget(cell)
        self.deck_swaps += 1
        self.mark_irreversible()
        self._note(SWAPPED_DECK, (cell,))
        self.phase = BEAR

    def _do_no_swap(self, action: Action) -> None:
        self._note(SWAP_BLOCKED, (self.peeked,) if self.peeked is not None else ())
        self.phase = BEAR

    def _do_bear(self, action: Action) -> None:
        cell = cell_of(action)
        assert cell is not None
        origin = self.bear
        self.bear_from = origin
        self.bear = cell
        self._note(BEAR_MOVED, (origin, cell))
        if self.bear == self.fox:
            self._win(CROW, BEAR_CAUGHT_FOX)
            return
        self._end_round()

    def _do_bear_stay(self, action: Action) -> None:
        self.bear_from = None
        self._end_round()

    _HANDLERS: dict[str, Callable[[Estafado, Action], None]] = {
        "perch": _do_perch,
        "vixen": _do_vixen,
        "step": _do_step,
        "rest": _do_rest,
        "stop": _do_stop,
        "keep": _do_keep,
        "exchange": _do_exchange,
        "light": _do_light,
        "scout": _do_scout,
        "discard": _do_discard,
        "dive": _do_dive,
        "eagle": _do_eagle,
        "alarm": _do_alarm,
        "crow": _do_crow,
        "peek": _do_peek,
        "swap": _do_swap,
        "swap_deck": _do_swap_deck,
        "no_swap": _do_no_swap,
        "bear": _do_bear,
        "bear_stay": _do_bear_stay,
    }

    # --- the Fox's move, step by step ------------------------------------------------------------
    def _start_fox_move(self) -> None:
        self.move_start = self.fox
        self.path = []
        self.before_last_step = None
        self.revealed = []
        self.acting = None
        self.captured_this_move = False
        if self.lose_move:
            # Ouch: this move is lost; the Eagle still flies.
            self.lose_move = False
            self._note(LOST_MOVE)
            self.phase = EAGLE
            return
        self.one_step_now, self.spray_next = self.spray_next, False
        self.phase = FOX_MOVE

    def _land(self, cell: int) -> None:
        """The Fox landed on ``cell`` by a full move or a Leap."""
        if not self.face_up[cell]:
            # "Si la carta sobre la que cae el Zorro Rojo está boca abajo, revélala"
            self._reveal(cell)
            if self._exchangeable(cell):
                self.acting = cell
                self.phase = FOX_EXCHANGE
                return
            self._activate(cell)
        elif has(self.floor[cell], RABBIT):
            self._activate(cell)  # an escaped rabbit may be tried again
        else:
            self._end_move()

    def _reveal(self, cell: int) -> None:
        self.face_up[cell] = True
        self.revealed.append(cell)
        self._forget(cell)
        self.mark_irreversible()
        self._note(REVEALED, (cell,), self.floor[cell])

    def _activate(self, cell: int) -> None:
        """The card on ``cell`` acts (note 2: "Cada vez que revelas una carta ... debes activar su habilidad")."""
        code = self.floor[cell]
        ability = KIND_OF[code].active
        self.acting = cell
        if ability == RABBIT:
            self._encounter(cell)
        elif ability == LEAP:
            if len(self.legal_leaps()) > 0:
                self.phase = FOX_LEAP
                return
        elif ability == LIGHT:
            if self._glow_targets(cell):
                self.phase = FOX_LIGHT
                return
        elif ability == SCOUT:
            if any(not up for up in self.face_up):
                self.phase = FOX_SCOUT
                return
        elif ability == FORAGE:
            if self.deck or self.discards:
                self.hand.append(self._draw())
                self._note(DREW)
                if len(self.hand) > HAND_SIZE:
                    self.phase = FOX_DISCARD
                    return
        elif ability == WATER_DIVE:
            self.phase = FOX_DIVE
            return
        elif ability == OUCH:
            self.lose_move = True
            self._note(LOST_MOVE)
        elif ability == YIKES:
            if self.before_last_step is not None:
                origin = self.fox
                self.fox = self.before_last_step
                self._note(JUMPED_BACK, (origin, self.fox))
        elif ability == SPRAY:
            self.spray_next = True
            self._note(SPRAYED)
        elif ability == STEAL:
            if self.hand:
                stolen = self.hand.pop(self.rng.randrange(len(self.hand)))
                self.mark_irreversible()
                self.discards.append(stolen)
                self._note(STOLEN, (), stolen)
        elif ability == ALARM:
            self.alarms += 1
            self._note(ALARMED)
        elif ability == GALE:
            self._gale(cell)
        if not self.is_over():
            self._end_move()

    def legal_leaps(self) -> list[int]:
        """Where a Leap may take the Fox: one card on, never back to the card he just left."""
        return self._steps_from(self.fox, exclude=self.before_last_step)

    def _encounter(self, cell: int) -> None:
        # The Evasion die: a blank face and the rabbit is caught; Speed and it escapes.
        face = DIE_FACES[self.rng.randrange(len(DIE_FACES))]
        self.mark_irreversible()
        self._note(ROLLED, (cell,), None, face)
        if face != BLANK:
            self._note(ESCAPED, (cell,), self.floor[cell])
            return
        code = self.floor[cell]
        self.captured.append(code)
        self._note(CAPTURED, (cell,), code)
        # The caught rabbit's space is filled face down from the top of the deck.
        self.floor[cell] = self._draw()
        self._new_token(cell)
        self.face_up[cell] = False
        self._forget(cell)
        if cell in self.revealed:
            self.revealed.remove(cell)
        self.captured_this_move = True
        if len(self.captured) >= RABBITS_TO_WIN:
            self._win(FOX, RABBITS_CAUGHT)

    def _gale(self, cell: int) -> None:
        row, column = row_of(cell), column_of(cell)
        cells = [
            c
            for c in range(CELLS)
            if (row_of(c) == row or column_of(c) == column)
            and not self.face_up[c]
            and c != self.vixen
            and not has(self.floor[c], DO_NOT_SWAP)
        ]
        cards = [self.floor[c] for c in cells]
        self.rng.shuffle(cards)
        self.mark_irreversible()
        for c, code in zip(cells, cards, strict=True):
            self.floor[c] = code
            self._forget(c)
        self._note(GALE_BLEW, tuple(cells))

    def _end_move(self) -> None:
        # "da la vuelta a la carta y a cualquier otra carta que hayas revelado este turno, a menos que
        # posean el símbolo [mantener boca arriba]"
        down = tuple(c for c in self.revealed if self.face_up[c] and not has(self.floor[c], KEEP_FACE_UP))
        for c in down:
            self.face_up[c] = False
            for side in (FOX, CROW):
                self.memory[side][c] = self.floor[c]  # both saw it
        if down:
            self._note(FLIPPED_DOWN, down)
        self.revealed = []
        self.acting = None
        # "Si has capturado un conejo este turno, tienes inmediatamente otro turno extra."
        if self.captured_this_move and not self.lose_move:
            self._start_fox_move()
        else:
            self.phase = EAGLE

    def _fly_eagle(self, steps: int) -> None:
        assert self.eagle is not None
        origin = self.eagle
        self.eagle = (self.eagle + steps) % RING
        self._note(EAGLE_MOVED, (origin, self.eagle))
        if self.eagle == self.crow:
            self._win(FOX, EAGLE_CAUGHT_CROW)

    # --- the Crow's turn -------------------------------------------------------------------------
    def _start_crow_turn(self) -> None:
        self.peeked = None
        self.move_start = None
        self.path = []
        if self.alarms and self._lookable(range(CELLS)):
            self.phase = CROW_ALARM
        else:
            self.alarms = 0
            self.phase = CROW_MOVE

    def _exchange_cells(self, a: int, b: int) -> None:
        """The Crow's swap: the two cards trade places, each keeping its facing and what each side knows of it."""
        self.floor[a], self.floor[b] = self.floor[b], self.floor[a]
        self.face_up[a], self.face_up[b] = self.face_up[b], self.face_up[a]
        self.tokens[a], self.tokens[b] = self.tokens[b], self.tokens[a]
        for memory in self.memory:
            known_a, known_b = memory.pop(a, None), memory.pop(b, None)
            if known_a is not None and not self.face_up[b]:
                memory[b] = known_a
            if known_b is not None and not self.face_up[a]:
                memory[a] = known_b

    def _end_round(self) -> None:
        # "Mueve la ficha Sol/Luna un espacio en el sentido de las agujas del reloj."
        origin = self.sun
        self.sun = (self.sun + 1) % RING
        self._note(SUN_MOVED, (origin, self.sun))
        if self.sun == SUN_START:
            self._win(CROW, SUN_SET)
            return
        self.round += 1
        self.peeked = None
        self._start_fox_move()

    def _draw(self) -> str:
        """The top card of the deck. An empty deck is made again from the discards, shuffled (the
        floor, the hand, the Crow's pile and the rabbits hold 35 cards at most, so 13 remain)."""
        if not self.deck:
            self.deck = self.discards
            self.discards = []
            self.shuffle(self.deck)
        self.mark_irreversible()
        return self.deck.pop(0)

    # --- bookkeeping -----------------------------------------------------------------------------
    def _note(self, kind: str, cells: tuple[int, ...] = (), card: str | None = None, word: str | None = None) -> None:
        self.happened.append(Happening(kind, cells, card, word))

    def _new_token(self, cell: int) -> None:
        self.tokens[cell] = self.next_token
        self.next_token += 1

    def _forget(self, cell: int) -> None:
        for memory in self.memory:
            memory.pop(cell, None)

    def _win(self, seat: Seat, end: str) -> None:
        self.winner = seat
        self.end = end
        self.phase = OVER
        self.revealed = []
        self._note(GAME_WON, (), None, end)

    def outcome(self) -> Outcome | None:
        if not self.is_over() or self.winner is None or self.end is None:
            return None
        scores = (1.0, 0.0) if self.winner == FOX else (0.0, 1.0)
        placing = (1, 2) if self.winner == FOX else (2, 1)
        return Outcome(scores=scores, placing=placing, detail=(TEXTS.msg(END_WORDS[self.end]),))

    def invariant_violations(self) -> list[str]:
        problems = []
        cards = sorted(self.floor + self.deck + self.hand + self.discards + self.captured + self.crow_pile)
        if cards != list(IN_GAME):
            problems.append("the cards in play are not the 48 of the forest")
        if len(self.floor) != CELLS or len(self.face_up) != CELLS:
            problems.append("the floor is not 5x5")
        for side, memory in enumerate(self.memory):
            for cell, code in memory.items():
                if self.face_up[cell] or self.floor[cell] != code:
                    problems.append(f"side {side} remembers {code} on {cell_name(cell)}, which is not there face down")
        if len(self.fox_knows_pile) != len(self.crow_pile):
            problems.append("the Fox's knowledge of the Crow's pile does not match it")
        if self.deck_swaps != len(self.crow_pile) or self.deck_swaps > DECK_SWAPS:
            problems.append("the Crow's deck swaps do not match her pile")
        if any(has(code, RABBIT) for code in self.crow_pile + self.hand + self.deck):
            problems.append("a rabbit left the floor other than by capture")
        if len(self.hand) > HAND_SIZE + (1 if self.phase == FOX_DISCARD else 0):
            problems.append("the Fox holds too many cards")
        if self.fox == self.bear and self.end != BEAR_CAUGHT_FOX:
            problems.append("the Fox and the Bear share a card but the game goes on")
        if self.phase == OVER and (self.winner is None or self.end is None):
            problems.append("the game is over without a winner")
        if (self.phase != OVER) and len(self.captured) >= RABBITS_TO_WIN:
            problems.append("three rabbits are caught but the game goes on")
        for cell in self.revealed:
            if not self.face_up[cell]:
                problems.append(f"{cell_name(cell)} was revealed this move but lies face down")
        return problems

    # --- information -----------------------------------------------------------------------------
    def _special_back(self, code: str) -> bool:
        return has(code, SPECIAL_BACK)

    def view(self, seat: Seat | None) -> EstafadoView:
        memory = self.memory[seat] if seat in (FOX, CROW) else {}
        if seat == CROW:
            pile: tuple[str | None, ...] = tuple(self.crow_pile)
        elif seat == FOX:
            pile = tuple(
                code if known else None for code, known in zip(self.crow_pile, self.fox_knows_pile, strict=True)
            )
        else:
            pile = tuple(None for _ in self.crow_pile)
        last = Event(self.last[0], self.last[1], tuple(self.happened)) if self.last is not None else None
        return EstafadoView(
            **turn_fields(self, seat),
            last=last,
            phase=self.phase,
            round=self.round,
            face_up=tuple(code if up else None for code, up in zip(self.floor, self.face_up, strict=True)),
            tokens=tuple(self.tokens),
            memory=tuple(memory.get(c) for c in range(CELLS)),
            special_backs=tuple(c for c in range(CELLS) if not self.face_up[c] and self._special_back(self.floor[c])),
            fox=self.fox,
            bear=self.bear,
            bear_from=self.bear_from,
            crow=self.crow,
            eagle=self.eagle,
            sun=self.sun,
            sun_start=SUN_START,
            vixen=self.vixen,
            vixen_used=self.vixen is not None,
            eagle_double_used=self.eagle_double_used,
            deck_swaps=self.deck_swaps,
            deck_count=len(self.deck),
            deck_top_special=bool(self.deck) and self._special_back(self.deck[0]),
            discard=tuple(self.discards),
            captured=tuple(self.captured),
            hand=tuple(self.hand) if seat == FOX else (),
            hand_count=len(self.hand),
            hand_special=sum(1 for code in self.hand if self._special_back(code)),
            crow_pile=pile,
            lose_move=self.lose_move,
            spray_next=self.spray_next,
            one_step_now=self.one_step_now,
            alarms=self.alarms,
            move_start=self.move_start,
            path=tuple(self.path),
            revealed=tuple(self.revealed),
            acting=self.acting,
            peeked=self.peeked,
            happenings=tuple(self.happened),
            winner=self.winner,
            end=self.end,
        )

    def snapshot(self) -> dict[str, Any]:
        return {
            "phase": self.phase,
            "round": self.round,
            "floor": list(self.floor),
            "face_up": [c for c in range(CELLS) if self.face_up[c]],
            "tokens": list(self.tokens),
            "next_token": self.next_token,
            "hand": list(self.hand),
            "deck": list(self.deck),
            "discards": list(self.discards),
            "captured": list(self.captured),
            "crow_pile": list(self.crow_pile),
            "fox_knows_pile": list(self.fox_knows_pile),
            "memory": [{str(c): code for c, code in sorted(m.items())} for m in self.memory],
            "fox": self.fox,
            "bear": self.bear,
            "bear_from": self.bear_from,
            "crow": self.crow,
            "eagle": self.eagle,
            "sun": self.sun,
            "vixen": self.vixen,
            "eagle_double_used": self.eagle_double_used,
            "deck_swaps": self.deck_swaps,
            "lose_move": self.lose_move,
            "spray_next": self.spray_next,
            "one_step_now": self.one_step_now,
            "alarms": self.alarms,
            "captured_this_move": self.captured_this_move,
            "move_start": self.move_start,
            "path": list(self.path),
            "before_last_step": self.before_last_step,
            "revealed": list(self.revealed),
            "acting": self.acting,
            "peeked": self.peeked,
            "winner": self.winner,
            "end": self.end,
            "happened": [[h.kind, list(h.cells), h.card, h.word] for h in self.happened],
            "last": [self.last[0], self.last[1].encode()] if self.last is not None else None,
        }

    @classmethod
    def from_snapshot(
        cls, players: int, seed: int, options: Mapping[str, JSONValue], snapshot: Mapping[str, JSONValue]
    ) -> Estafado:
        fields = SnapshotFields(cls, snapshot)
        state = cls(players, seed, options)
        codes = ALL_CODES
        last_cell = CELLS - 1
        state.phase = fields.word(fields["phase"], "phase", PHASES)
        state.round = fields.int(fields["round"], "round", 1, RING)
        state.floor = fields.words(fields["floor"], "floor", codes, length=CELLS)
        up = set(fields.ints(fields["face_up"], "face_up", 0, last_cell))
        state.face_up = [c in up for c in range(CELLS)]
        state.next_token = fields.int(fields["next_token"], "next_token", CELLS)
        state.tokens = fields.ints(fields["tokens"], "tokens", 0, state.next_token - 1, length=CELLS)
        fields.check(len(set(state.tokens)) == CELLS, "has two cards with one number")
        state.hand = fields.words(fields["hand"], "hand", codes, max_length=HAND_SIZE + 1)
        state.deck = fields.words(fields["deck"], "deck", codes)
        state.discards = fields.words(fields["discards"], "discards", codes)
        state.captured = fields.words(fields["captured"], "captured", RABBITS, max_length=RABBITS_TO_WIN)
        state.crow_pile = fields.words(fields["crow_pile"], "crow_pile", codes, max_length=DECK_SWAPS)
        state.fox_knows_pile = [
            fields.bool(v, "fox_knows_pile") for v in fields.list(fields["fox_knows_pile"], "fox_knows_pile")
        ]
        fields.same_cards(
            state.floor + state.deck + state.hand + state.discards + state.captured + state.crow_pile,
            IN_GAME,
            "the 48 cards of the forest",
        )
        memories = fields.list(fields["memory"], "memory", length=2)
        state.memory = []
        for side, raw in enumerate(memories):
            data = fields.mapping(raw, f"memory[{side}]")
            memory: dict[int, str] = {}
            for key, code in data.items():
                fields.check(key.isdigit() and int(key) < CELLS, f"remembers a cell {key!r}")
                memory[int(key)] = fields.word(code, f"memory[{side}]", codes)
            state.memory.append(memory)
        state.fox = fields.int(fields["fox"], "fox", 0, last_cell)
        state.bear = fields.int(fields["bear"], "bear", 0, last_cell)
        state.bear_from = fields.optional_int(fields["bear_from"], "bear_from", 0, last_cell)
        state.crow = fields.int(fields["crow"], "crow", 0, RING - 1)
        state.eagle = fields.optional_int(fields["eagle"], "eagle", 0, RING - 1)
        state.sun = fields.int(fields["sun"], "sun", 0, RING - 1)
        state.vixen = fields.optional_int(fields["vixen"], "vixen", 0, last_cell)
        state.eagle_double_used = fields.bool(fields["eagle_double_used"], "eagle_double_used")
        state.deck_swaps = fields.int(fields["deck_swaps"], "deck_swaps", 0, DECK_SWAPS)
        state.lose_move = fields.bool(fields["lose_move"], "lose_move")
        state.spray_next = fields.bool(fields["spray_next"], "spray_next")
        state.one_step_now = fields.bool(fields["one_step_now"], "one_step_now")
        state.alarms = fields.int(fields["alarms"], "alarms", 0, 3)
        state.captured_this_move = fields.bool(fields["captured_this_move"], "captured_this_move")
        state.move_start = fields.optional_int(fields["move_start"], "move_start", 0, last_cell)
        state.path = fields.ints(fields["path"], "path", 0, last_cell, max_length=CELLS)
        state.before_last_step = fields.optional_int(fields["before_last_step"], "before_last_step", 0, last_cell)
        state.revealed = fields.ints(fields["revealed"], "revealed", 0, last_cell, max_length=CELLS)
        state.acting = fields.optional_int(fields["acting"], "acting", 0, last_cell)
        state.peeked = fields.optional_int(fields["peeked"], "peeked", 0, last_cell)
        state.winner = fields.optional_seat(fields["winner"], "winner", 2)
        state.end = fields.optional_word(fields["end"], "end", ENDS)
        state.happened = []
        for entry in fields.list(fields["happened"], "happened"):
            item = fields.list(entry, "happened", length=4)
            kind = item[0]
            fields.check(isinstance(kind, str), "has a happening of no kind")
            cells = tuple(fields.ints(item[1], "happened cells", 0, CELLS - 1))
            card = fields.optional_word(item[2], "happened card", codes)
            word = item[3]
            fields.check(word is None or isinstance(word, str), "has a happening with a bad word")
            state.happened.append(Happening(kind, cells, card, word))
        last = fields["last"]
        if last is None:
            state.last = None
        else:
            pair = fields.list(last, "last", length=2)
            try:
                state.last = (fields.seat(pair[0], "last seat", 2), Action.decode(pair[1]))
            except (ValueError, TypeError) as exc:
                fields.fail(f"has a last move that cannot be read: {exc}")
        fields.check((state.phase == OVER) == (state.winner is not None), "has a winner only once over")
        fields.check(
            (state.eagle is None) == (state.phase == EAGLE_START), "has the Eagle off the ring after the start"
        )
        fields.check(state.phase == OVER or state.fox != state.bear, "has the Fox and the Bear on one card")
        fields.check(
            state.phase not in (FOX_EXCHANGE, FOX_LIGHT) or state.acting is not None,
            "asks about a card without saying which",
        )
        fields.check(state.phase != CROW_SWAP or state.peeked is not None, "swaps a card the Crow did not look at")
        fields.check(
            state.phase not in (FOX_SECOND, FOX_LEAP) or state.move_start is not None, "moves the Fox from nowhere"
        )
        fields.finish(state)
        return state

    def clone(self) -> Estafado:
        other = object.__new__(Estafado)
        other.__dict__.update(self.__dict__)
        for name in (
            "floor",
            "face_up",
            "tokens",
            "hand",
            "deck",
            "discards",
            "captured",
            "crow_pile",
            "fox_knows_pile",
            "path",
            "revealed",
            "happened",
            "history",
        ):
            setattr(other, name, list(getattr(self, name)))
        other.memory = [dict(m) for m in self.memory]
        other.rng = copy_generator(self.rng)
        return other

    def determinize(self, seat: Seat, rng: random.Random) -> Estafado:
        """A full state the side ``seat`` cannot tell from this one: every card it has not seen is
        dealt again at random among the places it cannot see, keeping the cards whose back differs
        where everybody sees them, and the rabbits on the floor (the only place they can be)."""
        clone = self.clone()
        clone.rng = random.Random(rng.getrandbits(64))
        memory = self.memory[seat]
        # Slots: ("floor", cell), ("deck", i), ("hand", i), ("pile", i).
        floor_slots = [
            c for c in range(CELLS) if not self.face_up[c] and c not in memory and not self._special_back(self.floor[c])
        ]
        other_slots: list[tuple[str, int]] = []
        deck_special = [i for i, code in enumerate(self.deck) if self._special_back(code)]
        other_slots += [("deck", i) for i in range(len(self.deck)) if i not in deck_special]
        if seat == CROW:
            other_slots += [("hand", i) for i, code in enumerate(self.hand) if not self._special_back(code)]
        else:
            other_slots += [("pile", i) for i, known in enumerate(self.fox_knows_pile) if not known]
        pool = [self.floor[c] for c in floor_slots] + [self._slot(slot) for slot in other_slots]
        pool.sort()
        rng.shuffle(pool)
        rabbits = [code for code in pool if has(code, RABBIT)]
        others = [code for code in pool if not has(code, RABBIT)]
        # The rabbits go to floor slots; the rest fill the remaining floor slots and all other slots.
        cells = list(floor_slots)
        rng.shuffle(cells)
        for cell, code in zip(cells, rabbits, strict=False):
            clone.floor[cell] = code
        rest = cells[len(rabbits) :]
        for cell in rest:
            clone.floor[cell] = others.pop()
        for kind, index in other_slots:
            code = others.pop()
            if kind == "deck":
                clone.deck[index] = code
            elif kind == "hand":
                clone.hand[index] = code
            else:
                clone.crow_pile[index] = code
        # A special back hidden in the deck but not on top may lie anywhere below the top.
        if deck_special and deck_special[0] != 0 and len(clone.deck) > 1:
            index = deck_special[0]
            card = clone.deck.pop(index)
            clone.deck.insert(rng.randrange(1, len(clone.deck) + 1), card)
        # The other side's memory is not this side's to know: it keeps only cells this side knows too.
        other_side = 1 - seat
        clone.memory[other_side] = {c: clone.floor[c] for c in self.memory[other_side] if c in memory}
        return clone

    def _slot(self, slot: tuple[str, int]) -> str:
        kind, index = slot
        if kind == "deck":
            return self.deck[index]
        if kind == "hand":
            return self.hand[index]
        return self.crow_pile[index]

    # --- the log ---------------------------------------------------------------------------------
    def describe_result(self, seat: Seat, action: Action) -> Msg | None:
        """What the move showed everybody, for the log after its line: the cards turned up, the Evasion
        die's verdict, a card drawn, the Hurricane, a lost move, the end. Only public happenings (a newcomer
        playing the Fox had caught a rabbit without a word of it in the log; a Crow's swap at the Hurricane
        failed without a word)."""
        parts: list[Msg] = []
        for happening in self.happened:
            kind, card = happening.kind, happening.card
            if kind == REVEALED and card is not None and card in KIND_OF:
                parts.append(TEXTS.msg("the {card} turns up", {"card": card_msg(card)}))
            elif kind == CAPTURED:
                parts.append(TEXTS.msg("the Evasion die shows a blank face: the rabbit is caught"))
            elif kind == ESCAPED:
                parts.append(TEXTS.msg("the Evasion die shows Speed: the rabbit escapes"))
            elif kind == DREW:
                parts.append(TEXTS.msg("a card is drawn into the Fox's hand"))
            elif kind == GALE_BLEW:
                parts.append(TEXTS.msg("the Hurricane shuffles its row and column"))
            elif kind == LOST_MOVE:
                parts.append(TEXTS.msg("the Fox will lose his next move"))
            elif kind == SWAP_BLOCKED:
                parts.append(TEXTS.msg("that card may not be swapped: nothing moves"))
            elif kind == GAME_WON and happening.word in LOG_END_WORDS:
                parts.append(TEXTS.msg(LOG_END_WORDS[happening.word or ""]))
        if not parts:
            return None
        said = parts[0]
        for part in parts[1:]:
            said = TEXTS.msg("{first}; {then}", {"first": said, "then": part})
        return said

    def describe(self, seat: Seat, action: Action, lang: str = "en") -> Msg:
        who = SeatWord(seat)
        kind = action.kind
        cell = cell_of(action)
        where = cell_name(cell) if cell is not None and 0 <= cell < CELLS else "?"
        steps = steps_of(action)
        code = card_of(action)
        if kind == "perch":
            return TEXTS.msg("{who} sets the Bald Eagle on the ring", {"who": who})
        if kind == "step":
            return TEXTS.msg("{who} moves the Red Fox to {cell}", {"who": who, "cell": where})
        if kind == "rest":
            return TEXTS.msg("{who}: the Red Fox cannot move", {"who": who})
        if kind == "stop":
            return TEXTS.msg("{who} stops there", {"who": who})
        if kind == "vixen":
            return TEXTS.msg("{who} puts {cell} under the Vixen's protection", {"who": who, "cell": where})
        if kind == "keep":
            return TEXTS.msg("{who} keeps the revealed card", {"who": who})
        if kind == "exchange" and code is not None and code in KIND_OF:
            return TEXTS.msg("{who} exchanges it for the {card} from his hand", {"who": who, "card": card_msg(code)})
        if kind == "light":
            return TEXTS.msg("{who} turns up {cell} by the glow", {"who": who, "cell": where})
        if kind == "scout":
            return TEXTS.msg("{who} looks secretly at {cell}", {"who": who, "cell": where})
        if kind == "discard" and code is not None and code in KIND_OF:
            return TEXTS.msg("{who} discards the {card}", {"who": who, "card": card_msg(code)})
        if kind == "dive" and steps is not None:
            return TEXTS.msg(
                "{who}: Water Dive, the Eagle flies {n} space",
                {"who": who},
                plural="{who}: Water Dive, the Eagle flies {n} spaces",
                n=abs(steps),
            )
        if kind == "eagle" and steps is not None:
            return TEXTS.msg(
                "{who} flies the Bald Eagle {n} space",
                {"who": who},
                plural="{who} flies the Bald Eagle {n} spaces",
                n=abs(steps),
            )
        if kind == "alarm":
            return TEXTS.msg("{who} is warned and looks secretly at {cell}", {"who": who, "cell": where})
        if kind == "crow" and steps is not None:
            if steps > 0:
                return TEXTS.msg("{who} slides the Crow clockwise", {"who": who})
            return TEXTS.msg("{who} slides the Crow anticlockwise", {"who": who})
        if kind == "peek":
            return TEXTS.msg("{who} looks secretly at {cell}", {"who": who, "cell": where})
        if kind == "swap":
            return TEXTS.msg("{who} swaps the card she saw with {cell}", {"who": who, "cell": where})
        if kind == "swap_deck":
            return TEXTS.msg("{who} swaps the card she saw with the top of the deck", {"who": who})
        if kind == "no_swap":
            return TEXTS.msg("{who} cannot swap that card", {"who": who})
        if kind == "bear":
            return TEXTS.msg("{who} moves the Black Bear to {cell}", {"who": who, "cell": where})
        if kind == "bear_stay":
            return TEXTS.msg("{who}: the Black Bear has nowhere to go", {"who": who})
        return TEXTS.msg("{action}", {"action": action.encode()})
