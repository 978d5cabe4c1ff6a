"""Laberinto (rulebook 000, "La Dama y el Tigre"): a 2-player sliding-maze race.

A 4x4 grid of cards: the four Door cards in the corners (same-colour Doors in
opposite corners) and the twelve identity Clue cards shuffled into the other
cells. The two wild Clue cards are not in the maze: they are the Swap cards,
each carrying a marker (the yellow gem on the colour card starts on Blue, the
white gem on the role card starts on Lady).

Seat 0 plays Red, seat 1 plays Blue. Each player's five cubs start on the Lady
Door of their colour and must all reach the Tiger Door of their colour. A turn
is two actions by the same seat: ``move:FROM,TO`` (one cub, one step up, down,
left or right), then ``swap:A,B`` (two clue cards in one row or column, of the
marked colour or the marked role, at least one carrying a cub) or, only when
no swap exists, ``no_swap``. Cells are numbered ``row * 4 + col`` from the
top-left corner.

Decisions where the rulebook is silent (also on the rules screen):
- Layout of the Doors: Ladies on the top row, Red Lady top-left, Blue Lady
  top-right, so Red Tiger is bottom-right and Blue Tiger bottom-left (the
  rulebook asks only for same-colour Doors in opposite corners). Each player's
  journey is one long diagonal, the same length for both.
- Seat 0 (Red) starts ("whoever most recently asked for directions" cannot
  be known by the app).
- A cub that reaches its Tiger Door has escaped: it stays there and is no
  longer moved (the rulebook calls reaching the Door "escaping"; walking back
  out would only stall the game). With five cubs escaped the player wins at
  once, before touching the maze.
- The swap card is implied by the two cards swapped: two cards of the marked
  colour use the colour card, two of the marked role use the role card; two
  cards that qualify both ways are identical and flip both markers anyway.
- "If you cannot swap any cards" means with either Swap card; then the only
  action is ``no_swap`` and both markers flip.
"""

from __future__ import annotations

from collections.abc import Mapping

from game.core import Action, GameState, JSONValue, Outcome, Seat, copy_generator
from game.dama_tigre.deck import clue_cards, colour_name, role_name
from game.snapshot_fields import SnapshotFields
from game.text import Msg
from game.text import Seat as TextSeat
from game.view import Event, turn_fields
from games.laberinto import SPEC
from games.laberinto.texts import CARD_WORDS, DOOR_WORDS, PLAYER_WORDS, TEXTS
from games.laberinto.view import (
    CELLS,
    COLUMNS,
    CORNERS,
    CUBS,
    DOOR_AT,
    GOAL,
    NO_SWAP,
    PLAYER_COLOURS,
    SIZE,
    START,
    LaberintoView,
    cell_name,
    move,
    move_cells,
    swap,
    swap_cells,
)

__all__ = ["CELLS", "COLUMNS", "CORNERS", "CUBS", "DOOR_AT", "GOAL", "NO_SWAP", "PLAYER_COLOURS", "SIZE", "START",
           "Laberinto", "cell_name"]


def _neighbours(cell: int) -> tuple[int, ...]:
    row, col = divmod(cell, SIZE)
    out = []
    for d_row, d_col in ((-1, 0), (0, -1), (0, 1), (1, 0)):
        r, c = row + d_row, col + d_col
        if 0 <= r < SIZE and 0 <= c < SIZE:
            out.append(r * SIZE + c)
    return tuple(sorted(out))


NEIGHBOURS: tuple[tuple[int, ...], ...] = tuple(_neighbours(cell) for cell in range(CELLS))

# Every pair of clue cells in one row or one column (Doors never move), a < b.
LINE_PAIRS: tuple[tuple[int, int], ...] = tuple(
    (a, b)
    for a in range(CELLS)
    for b in range(a + 1, CELLS)
    if a not in CORNERS and b not in CORNERS and (a // SIZE == b // SIZE or a % SIZE == b % SIZE)
)


# Actions are built once: legal_actions is called very often (every apply checks it).
MOVE_ACTIONS = {(a, b): move(a, b) for a in range(CELLS) for b in NEIGHBOURS[a]}
SWAP_ACTIONS = {pair: swap(*pair) for pair in LINE_PAIRS}


def colour_of(code: str) -> str:
    return "red" if code[0] == "R" else "blue"


def role_of(code: str) -> str:
    return "lady" if code[1] == "L" else "tiger"


def _player(seat: Seat) -> Msg:
    """A player as the log names them: by the colour of their cubs."""
    return TEXTS.msg(PLAYER_WORDS[seat])


class Laberinto(GameState, spec=SPEC):

    def setup(self) -> None:
        clues = [card.code for card in clue_cards(with_wilds=False)]
        self.rng.shuffle(clues)
        deal = iter(clues)
        self.cards: list[str] = [DOOR_AT[cell] if cell in CORNERS else next(deal) for cell in range(CELLS)]
        self.cubs: list[list[int]] = [[0] * CELLS for _ in range(2)]
        for seat in range(2):
            self.cubs[seat][START[seat]] = CUBS
        self.colour_marker = "blue"  # "el primer turno será Azul"
        self.role_marker = "lady"  # "el primer turno será la Dama"
        self.turn: Seat = 0
        self.phase = "move"  # then "maze"
        self.winner: Seat | None = None
        self.last_move: tuple[int, int] | None = None
        self.last_swap: tuple[int, int] | None = None

    # --- the maze -----------------------------------------------------------------------
    def occupied(self, cell: int) -> bool:
        return bool(self.cubs[0][cell] or self.cubs[1][cell])

    def qualifies(self, a: int, b: int) -> bool:
        """Two clue cards that one Swap card allows: both of the marked colour or both of the marked role."""
        first, second = self.cards[a], self.cards[b]
        colour = colour_of(first)
        if colour == self.colour_marker and colour_of(second) == colour:
            return True
        role = role_of(first)
        return role == self.role_marker and role_of(second) == role

    def legal_swaps(self) -> list[tuple[int, int]]:
        """Every swap the maze allows now (cells ``a < b``), whoever is to act."""
        cards = self.cards
        red, blue = self.cubs
        colour = "B" if self.colour_marker == "blue" else "R"
        role = "L" if self.role_marker == "lady" else "T"
        swaps = []
        for a, b in LINE_PAIRS:
            if not (red[a] or blue[a] or red[b] or blue[b]):
                continue
            first, second = cards[a], cards[b]
            if (first[0] == colour and second[0] == colour) or (first[1] == role and second[1] == role):
                swaps.append((a, b))
        return swaps

    def markers_flipped_by(self, a: int, b: int) -> tuple[str, ...]:
        """Which markers a swap flips: ``("colour",)``, ``("role",)`` or both for identical cards."""
        if self.cards[a] == self.cards[b]:
            return ("colour", "role")
        if colour_of(self.cards[a]) == self.colour_marker == colour_of(self.cards[b]):
            return ("colour",)
        return ("role",)

    def legal_moves(self, seat: Seat) -> list[tuple[int, int]]:
        own = self.cubs[seat]
        goal = GOAL[seat]
        return [(cell, to) for cell in range(CELLS) if own[cell] and cell != goal for to in NEIGHBOURS[cell]]

    def _flip(self, which: tuple[str, ...]) -> None:
        if "colour" in which:
            self.colour_marker = "red" if self.colour_marker == "blue" else "blue"
        if "role" in which:
            self.role_marker = "tiger" if self.role_marker == "lady" else "lady"

    # --- contract ---------------------------------------------------------------------------
    def to_act(self) -> tuple[Seat, ...]:
        return () if self.winner is not None else (self.turn,)

    def is_over(self) -> bool:
        return self.winner is not None

    def legal_actions(self, seat: Seat) -> list[Action]:
        if self.winner is not None or seat != self.turn:
            return []
        if self.phase == "move":
            return [MOVE_ACTIONS[move] for move in self.legal_moves(seat)]
        swaps = self.legal_swaps()
        if not swaps:
            return [NO_SWAP]
        return [SWAP_ACTIONS[swap] for swap in swaps]

    def why_illegal(self, seat: Seat, action: Action) -> str:
        args = action.args
        cells_ok = all(isinstance(a, int) and 0 <= a < CELLS for a in args)
        if action.kind == "move":
            if self.phase != "move":
                return "you have moved a cub already: now change the maze"
            if len(args) != 2 or not cells_ok:
                return "move needs two cells 0-15: move:FROM,TO"
            start, to = move_cells(action)
            if not self.cubs[seat][start]:
                return f"you have no cub on {cell_name(start)}"
            if start == GOAL[seat]:
                return "cubs on your Tiger Door have escaped and stay there"
            return "a cub moves one card up, down, left or right"
        if action.kind in ("swap", "no_swap") and self.phase != "maze":
            return "first move one of your cubs"
        if action.kind == "no_swap":
            return "a swap is possible, so you must swap two cards"
        if action.kind == "swap":
            if len(args) != 2 or not cells_ok or move_cells(action)[0] >= move_cells(action)[1]:
                return "swap needs two cells 0-15, the smaller first: swap:A,B"
            a, b = swap_cells(action)
            if a in CORNERS or b in CORNERS:
                return "Door cards never move"
            if (a, b) not in LINE_PAIRS:
                return "the two cards must be in the same row or column"
            if not (self.occupied(a) or self.occupied(b)):
                return "at least one of the two cards must carry a cub"
            return (f"you may swap only two {colour_name(self.colour_marker)} cards "
                    f"or two {role_name(self.role_marker)} cards")
        return "Laberinto knows move:FROM,TO, swap:A,B and no_swap"

    def _apply(self, seat: Seat, action: Action) -> None:
        if action.kind == "move":
            start, to = move_cells(action)
            own = self.cubs[seat]
            own[start] -= 1
            own[to] += 1
            self.last_move = (start, to)
            self.last_swap = None
            if own[GOAL[seat]] == CUBS:  # "Tan pronto como consigas tener tus 5 cachorros..."
                self.winner = seat
                return
            self.phase = "maze"
            return
        if action.kind == "swap":
            a, b = swap_cells(action)
            self._flip(self.markers_flipped_by(a, b))
            cards = self.cards
            cards[a], cards[b] = cards[b], cards[a]
            for own in self.cubs:  # cubs travel with their card
                own[a], own[b] = own[b], own[a]
            self.last_swap = (a, b)
        else:
            self._flip(("colour", "role"))
            self.last_swap = None
        self.phase = "move"
        self.turn = 1 - seat

    def invariant_violations(self) -> list[str]:
        problems = []
        for seat in range(2):
            if sum(self.cubs[seat]) != CUBS or min(self.cubs[seat]) < 0:
                problems.append(f"seat {seat} has cubs {self.cubs[seat]}, not {CUBS} in all")
        if any(self.cards[cell] != door for cell, door in DOOR_AT.items()):
            problems.append("a Door card left its corner")
        if sorted(self.cards[cell] for cell in range(CELLS) if cell not in CORNERS) != sorted(
            card.code for card in clue_cards(with_wilds=False)
        ):
            problems.append("the maze no longer holds the twelve clue cards")
        return problems

    def escaped(self, seat: Seat) -> int:
        return self.cubs[seat][GOAL[seat]]

    def outcome(self) -> Outcome | None:
        if self.winner is None:
            return None
        return Outcome(
            scores=(self.escaped(0), self.escaped(1)),
            placing=(1, 2) if self.winner == 0 else (2, 1),
            detail=(TEXTS.msg("Cubs out of the maze: {red} {red_cubs} – {blue} {blue_cubs}",
                              {"red": TextSeat(0), "red_cubs": self.escaped(0),
                               "blue": TextSeat(1), "blue_cubs": self.escaped(1)}),),
        )

    def view(self, seat: Seat | None) -> LaberintoView:
        # Perfect information: every seat and spectators see everything.
        over = self.winner is not None
        maze = self.phase == "maze" and not over
        return LaberintoView(
            **turn_fields(self, seat),
            last=self._last_event(),
            cards=tuple(self.cards),
            cubs=tuple(tuple(own) for own in self.cubs),
            colour_marker=self.colour_marker,
            role_marker=self.role_marker,
            turn=None if over else self.turn,
            phase=None if over else self.phase,
            escaped=(self.escaped(0), self.escaped(1)),
            swaps=tuple(self.legal_swaps()) if maze else (),
            last_move=self.last_move,
            last_swap=self.last_swap,
            winner=self.winner,
        )

    def _last_event(self) -> Event | None:
        """The last action, worked out from the position (a game rebuilt from its snapshot has
        no history): a move leaves the mover in the maze step (or the winner); a turn that
        ended left ``last_swap`` (None after ``no_swap``) and the turn with the other seat."""
        if self.last_move is None:
            return None
        if self.winner is not None or self.phase == "maze":
            mover = self.winner if self.winner is not None else self.turn
            return Event(mover, move(*self.last_move))
        return Event(1 - self.turn, NO_SWAP if self.last_swap is None else swap(*self.last_swap))

    def snapshot(self) -> dict[str, JSONValue]:
        return {
            "cards": list(self.cards),
            "cubs": [list(own) for own in self.cubs],
            "colour_marker": self.colour_marker,
            "role_marker": self.role_marker,
            "turn": self.turn,
            "phase": self.phase,
            "winner": self.winner,
            "last_move": None if self.last_move is None else list(self.last_move),
            "last_swap": None if self.last_swap is None else list(self.last_swap),
        }

    @classmethod
    def from_snapshot(cls, players: int, seed: int, options: Mapping[str, JSONValue],
                      snapshot: Mapping[str, JSONValue]) -> Laberinto:
        fields = SnapshotFields(cls, snapshot)
        state = cls(players, seed, options)
        state.cards = fields.words(fields["cards"], "cards", sorted(set(DOOR_AT.values())), length=CELLS)
        state.cubs = [fields.ints(own, f"cubs[{seat}]", 0, CUBS, length=CELLS)
                      for seat, own in enumerate(fields.list(fields["cubs"], "cubs", length=2))]
        state.colour_marker = fields.word(fields["colour_marker"], "colour_marker", PLAYER_COLOURS)
        state.role_marker = fields.word(fields["role_marker"], "role_marker", ("lady", "tiger"))
        state.turn = fields.seat(fields["turn"], "turn", 2)
        state.phase = fields.word(fields["phase"], "phase", ("move", "maze"))
        state.winner = fields.optional_seat(fields["winner"], "winner", 2)
        for name in ("last_move", "last_swap"):
            cells = fields[name]
            setattr(state, name, None if cells is None else tuple(fields.ints(cells, name, 0, CELLS - 1, length=2)))
        fields.check(state.winner is None or state.escaped(state.winner) == CUBS,
                     "has a winner whose cubs have not all escaped")
        fields.check(state.winner is not None or max(state.escaped(0), state.escaped(1)) < CUBS,
                     "goes on after all of a player's cubs escaped")
        fields.finish(state)
        return state

    def clone(self) -> Laberinto:
        other = object.__new__(Laberinto)
        other.__dict__.update(self.__dict__)
        other.cards = list(self.cards)
        other.cubs = [list(own) for own in self.cubs]
        other.history = list(self.history)
        other.options = dict(self.options)
        other.rng = copy_generator(self.rng)
        return other

    def describe(self, seat: Seat, action: Action, lang: str = "en") -> Msg | str:
        who = _player(seat)
        if action.kind == "move" and len(action.args) == 2:
            start, to = move_cells(action)
            return TEXTS.msg("{who} moves a cub from {start} to {end} ({card})",
                             {"who": who, "start": cell_name(start), "end": cell_name(to),
                              "card": self._card_label(to)})
        if action.kind == "swap" and len(action.args) == 2:
            a, b = swap_cells(action)
            return TEXTS.msg("{who} swaps {first} ({a}) with {second} ({b})",
                             {"who": who, "first": self._card_label(a), "a": cell_name(a),
                              "second": self._card_label(b), "b": cell_name(b)})
        if action.kind == "no_swap":
            return TEXTS.msg("{who} cannot swap any cards: both markers flip", {"who": who})
        return action.encode()

    def _card_label(self, cell: int) -> Msg | str:
        if not (isinstance(cell, int) and 0 <= cell < CELLS):
            return "?"
        name = TEXTS.msg(CARD_WORDS[self.cards[cell]])
        if cell in CORNERS:
            return TEXTS.msg(DOOR_WORDS, {"card": name})
        return name
