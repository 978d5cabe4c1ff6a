"""NeuroDrez (rulebook 003, "NeuroDrez"): a terrain of 36 coloured tiles, chess pieces moved by
three dice or a PokerDrez card, and a race to hold every tile of one surface.

Turn-takers ("actors"): each seat, in seat order ("por la derecha") from the one who threw highest;
in the solitaire one seat plays the six colours as six actors. A side is a player or a team:

====  =================================================================  ======
n     colours (seat: colours it moves)                                    limit
====  =================================================================  ======
1     solitaire: six actors, one colour each, six sides                   1
2     0: white red blue; 1: black green yellow                            5
3     0: white green; 1: black blue; 2: red yellow                        3
4     teams 0+2 and 1+3: 0 white, 2 red, both green; 1 black, 3 blue,     5
      both yellow ("compartirán un tercer color")
5     one colour each, yellow belongs to nobody                           2
6     one colour each, teams 0+3, 1+4, 2+5                                3
====  =================================================================  ======

The turn, in the printed order: (1) the tiles the side's pieces have held since the side's last
turn are conquered (a marker of the piece's colour); (2) roll the three dice; (3) lay a tile
(sudden death: take one away); (4) enter or move one piece, by the figure die or a card, to a tile
of the rolled colour or surface or by the piece's own move; if no piece can, withdraw one and
change both cards. The rules are tested in tests/rules/test_neurodrez.py, which quotes the text.

Decisions where the rulebook is silent (also on the rules screen, "our decisions"):
- D1 The terrain stays on the 7x7 board; the six centre tiles (one of each colour and surface, at
  random) fill c3-e4; a 4-player game's two leftover tiles are laid at random beside them.
- D2 Conquest is recorded at once at the start of the side's next turn, for every piece that held
  a foreign tile since an earlier turn (nobody forgets a marker on screen). A marker of the tile's
  printed colour simply removes the old marker.
- D3 "Own colour" is every colour of the side: a piece is safe on a tile of any colour of its side,
  and conquers only tiles of other colours. A team's king rule and piece limit are per team.
- D4 Six players are three teams of two (limit 3); the solitaire has one piece per colour.
- D5 Captures: any landing on an enemy piece that is not safe takes it (by dice too), except the
  pawn's straight step; a piece lands never on a piece of its own side.
- D6 The neutral cards are left out (108 cards); a draw from an empty deck reshuffles the discards.
- D7 Stuck (no entry nor move by die, card or king): withdraw one of one's pieces from the terrain
  (if any), show both cards, discard them, draw two.
- D8 Early sudden death is called at the start of one's turn, before rolling; the caller still lays
  a tile, and the tiles left in hand are shown and put away. Sudden death also starts by itself once
  every tile is laid.
- D9 In sudden death a surface counts only while at least one of its tiles is on the terrain.
  When two sides complete a surface at once, the side whose turn it is wins, else the next in turn.
- D10 Cooperative and solitaire: won when every side holds a different complete surface at the
  same moment; lost when fewer surfaces remain on the terrain than there are sides, or at the turn
  limit. Every game ends at 400 turns (a draw in the competitive game).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from game.cards import Layout, Table, Visibility, ZoneSpec
from game.cards.pokerdrez import Figure, PokerDrezCard, figure_deck
from game.core import Action, GameState, JSONValue, OptionSpec, Outcome, Seat, copy_generator
from game.snapshot_fields import SnapshotFields
from game.text import N_, Msg
from game.text import Seat as SeatWord
from game.view import Event, event_json, turn_fields
from games.neurodrez import SPEC
from games.neurodrez.terrain import (
    ANY_FACE,
    BISHOP,
    CELLS,
    CENTRE_CELLS,
    COLOUR_NAMES,
    DIE_KIND,
    FACE_NAMES,
    KIND_NAMES,
    KING,
    KNIGHT,
    NONE,
    PAWN,
    PIECES,
    QUEEN,
    ROOK,
    SURFACE_NAMES,
    TILES,
    cell_name,
    connected,
    natural_targets,
    piece_colour,
    piece_kind,
    piece_of,
    placeable,
    removable,
    tile_colour,
    tile_of,
    tile_surface,
)
from games.neurodrez.texts import CARD_NAMES, TEXTS
from games.neurodrez.view import (
    BUILD,
    COMPETITIVE,
    COOPERATIVE,
    DIE,
    ENTER,
    KING_VIA,
    MOVE,
    PLACE,
    REMOVE,
    ROLL,
    SOLO,
    STEP_ACT,
    STEP_OVER,
    STEP_PLACE,
    STEP_REMOVE,
    STEP_ROLL,
    SUDDEN,
    SUDDEN_DEATH,
    WITHDRAW,
    ActorView,
    Dice,
    NeuroDrezView,
    PieceView,
    TileView,
    via_card,
)

HAND_SIZE = 2
TURN_LIMIT = 400  # D10
EARLY_SUDDEN = 18  # "siempre que se hayan colocado ya al menos la mitad de las losetas, o sea, 18 o más"
RESULTS = ("win", "coop_win", "coop_loss", "long")

# Which kind a card names ("Una carta de Jóker ... cualquiera de las piezas": None = any).
CARD_KIND: dict[Figure, int | None] = {
    Figure.PEON: PAWN,
    Figure.CABALLO: KNIGHT,
    Figure.ALFIL: BISHOP,
    Figure.TORRE: ROOK,
    Figure.DAMA: QUEEN,
    Figure.BUFON: None,
}


def seating(players: int, mode: str) -> tuple[list[tuple[Seat, int, tuple[int, ...]]], list[tuple[int, ...]]]:
    """The actors (seat, side, colours it moves) and the sides' colours for ``players`` and ``mode``:
    "cada uno puede escoger tres colores" with two, two with three; with four "compartirán un tercer
    color"; with five one each; with six three teams of two (D4); the solitaire "los 6 colores por
    separado"."""
    if mode == SOLO:
        return [(0, c, (c,)) for c in range(6)], [(c,) for c in range(6)]
    if players == 2:
        return [(0, 0, (0, 2, 4)), (1, 1, (1, 3, 5))], [(0, 2, 4), (1, 3, 5)]
    if players == 3:
        return [(0, 0, (0, 3)), (1, 1, (1, 4)), (2, 2, (2, 5))], [(0, 3), (1, 4), (2, 5)]
    if players == 4:
        four: list[tuple[Seat, int, tuple[int, ...]]] = [(0, 0, (0, 3)), (1, 1, (1, 5)), (2, 0, (2, 3)), (3, 1, (4, 5))]
        return four, [(0, 2, 3), (1, 4, 5)]
    if players == 5:
        return [(s, s, (s,)) for s in range(5)], [(s,) for s in range(5)]
    return [(s, s % 3, (s,)) for s in range(6)], [(0, 3), (1, 4), (2, 5)]


def limit_for(sides: int) -> int:
    """ "dos jugadores/equipos: 5; tres: 3; cinco: 2"; the solitaire's six colours one each (D4)."""
    return {2: 5, 3: 3, 5: 2, 6: 1}[sides]


def card_backs(card: PokerDrezCard, kind: int) -> bool:
    if card.figure is None:
        return False
    named = CARD_KIND[card.figure]
    return named is None or named == kind


def die_backs(face: int, kind: int) -> bool:
    return face == ANY_FACE or DIE_KIND.get(face) == kind


# The actions, made once and shared: a position lists up to a few hundred (every tile of the hand on
# every free cell; every target of every piece once per card that backs it), and making an Action
# checks its words, about as long as the rest of listing them. Bounded: emptied past _ACTIONS_BOUND.
_ACTIONS: dict[tuple[str, tuple[int | str, ...]], Action] = {}
_ACTIONS_BOUND = 50_000


def _action(kind: str, args: tuple[int | str, ...] = ()) -> Action:
    key = (kind, args)
    action = _ACTIONS.get(key)
    if action is None:
        if len(_ACTIONS) >= _ACTIONS_BOUND:
            _ACTIONS.clear()
        action = _ACTIONS[key] = Action(kind, args)
    return action


_PLACE_ROWS: dict[int, tuple[Action, ...]] = {}


def _place_row(tile: int) -> tuple[Action, ...]:
    """``Action(PLACE, (tile, cell))`` for every cell, by cell: the hand's tiles on every free cell
    are most of the actions listed (made on first use: the menu imports every engine)."""
    row = _PLACE_ROWS.get(tile)
    if row is None:
        row = _PLACE_ROWS[tile] = tuple(Action(PLACE, (tile, cell)) for cell in range(CELLS))
    return row


class NeuroDrez(GameState, spec=SPEC):
    # 2: the snapshot carries the last move (for ``from_snapshot``), so a save of version 1 no longer
    # matches the snapshot its moves replay to, and goes on from the snapshot it stored.
    rules_version = 2
    options_spec = (
        OptionSpec(
            "mode",
            COMPETITIVE,
            (COMPETITIVE, COOPERATIVE),
            label=N_("Mode"),
            choice_labels={
                COMPETITIVE: N_("Competitive (teams at 4 and 6)"),
                COOPERATIVE: N_("Cooperative (a surface each, at once)"),
            },
        ),
    )

    # --- set-up ------------------------------------------------------------------------------
    def setup(self) -> None:
        # One player plays the solitaire, whatever the mode says: it is the only game for one.
        self.mode = SOLO if self.players == 1 else str(self.options["mode"])
        actors, sides = seating(self.players, self.mode)
        self.actor_seat = tuple(a[0] for a in actors)
        self.actor_side = tuple(a[1] for a in actors)
        self.actor_colours = tuple(a[2] for a in actors)
        self.side_colours = tuple(sides)
        self.colour_side = tuple(next((i for i, cs in enumerate(sides) if c in cs), NONE) for c in range(6))
        self.limit = limit_for(len(sides))
        zones = (
            ZoneSpec("deck", Visibility.HIDDEN),
            *(ZoneSpec(f"hand.{a}", Visibility.OWNER, self.actor_seat[a], HAND_SIZE) for a in range(len(actors))),
            ZoneSpec("discard", Visibility.PUBLIC),
        )
        self.card_layout: Layout[PokerDrezCard] = Layout(
            zones, players=self.players, box=tuple(figure_deck(2)), decode=PokerDrezCard.decode
        )
        self.cards: Table[PokerDrezCard] = Table.boxed(self.card_layout, "deck")
        self.cards.shuffle("deck", self)
        self.cards.deal("deck", [f"hand.{a}" for a in range(len(actors))], HAND_SIZE, self)
        # The terrain: "6 de ellas (una de cada recurso y color) se colocarán en el centro" (D1).
        self.terrain: list[int] = [NONE] * CELLS
        self.marker: list[int] = [NONE] * TILES
        surfaces = list(range(6))
        self.rng.shuffle(surfaces)
        centre = [tile_of(c, surfaces[c]) for c in range(6)]
        self.rng.shuffle(centre)
        for cell, tile in zip(CENTRE_CELLS, centre, strict=True):
            self.terrain[cell] = tile
        rest = [t for t in range(TILES) if t not in centre]
        self.rng.shuffle(rest)
        # "El resto de las losetas se repartirán a partes iguales ... Las que puedan sobrar ... se
        # añadirán a las ya existentes sobre el terreno."
        each = len(rest) // len(actors)
        self.hands: list[list[int]] = [sorted(rest[a * each : (a + 1) * each]) for a in range(len(actors))]
        for tile in rest[len(actors) * each :]:
            self.terrain[self.rng.choice(placeable(self.terrain))] = tile
        self.out: list[int] = []  # tiles taken away or put away (public)
        self.board: list[int] = [NONE] * CELLS  # the piece on each cell
        self.where: list[int] = [NONE] * PIECES
        self.since: list[int] = [0] * PIECES
        self.king_moved = [False] * len(sides)
        # "El jugador que obtenga el número mayor al lanzar el dado numérico será el que comenzará."
        self.opening: list[list[tuple[int, int]]] = []
        if self.mode == SOLO:
            self.actor = 0
        else:
            tied = list(range(self.players))
            while len(tied) > 1:
                throws = [(seat, self.rng.randint(1, 6)) for seat in tied]
                self.opening.append(throws)
                best = max(face for _, face in throws)
                tied = [seat for seat, face in throws if face == best]
            self.actor = tied[0]
        self.mark_irreversible()
        self.turn = 0
        self.phase = BUILD
        self.sudden_called = False
        self.step = STEP_ROLL
        self.dice: tuple[int, int, int] | None = None
        self.last_dice: tuple[int, int, int] | None = None
        self.claimed: list[int] = []
        self.last_move: tuple[int, int] | None = None
        self.last: Event | None = None
        self.result: tuple[str, int | None, int | None] | None = None  # kind, side, surface
        self._legal: list[Action] | None = None
        self._legal_ids: tuple[list[Action], frozenset[int]] | None = None
        # Rebuilt from a snapshot of version 1 (no last move in it): snapshot() writes that form
        # until the next action, so the rebuilt position is the saved one (``from_snapshot``).
        self._first_form = False

    # --- reading the state ---------------------------------------------------------------------
    @property
    def actors(self) -> int:
        return len(self.actor_seat)

    def to_act(self) -> tuple[Seat, ...]:
        return () if self.result is not None else (self.actor_seat[self.actor],)

    def is_over(self) -> bool:
        return self.result is not None

    def hand(self, actor: int) -> tuple[PokerDrezCard, ...]:
        return self.cards.cards(f"hand.{actor}")

    def shown_colour(self, tile: int) -> int:
        """The colour a tile shows: its conqueror's marker, else its printed colour."""
        mark = self.marker[tile]
        return tile_colour(tile) if mark == NONE else mark

    def side_of_piece(self, piece: int) -> int:
        return self.colour_side[piece_colour(piece)]

    def safe(self, piece: int) -> bool:
        """ "Cuando una pieza se encuentra sobre una loseta de su propio color (original o conquistada)
        se encuentra en seguro" (D3: any colour of its side)."""
        cell = self.where[piece]
        return cell != NONE and self.shown_colour(self.terrain[cell]) in self.side_colours[self.side_of_piece(piece)]

    def on_terrain(self, side: int) -> list[int]:
        return [p for p in range(PIECES) if self.where[p] != NONE and self.side_of_piece(p) == side]

    def tiles_laid(self) -> int:
        return sum(1 for t in self.terrain if t != NONE)

    def lands(self, side: int, cell: int) -> bool | None:
        """Whether a piece of ``side`` may land on ``cell`` (a tile): True taking a piece, False onto
        an empty tile, None not at all (a piece of its own side, or a safe enemy)."""
        other = self.board[cell]
        if other == NONE:
            return False
        if self.side_of_piece(other) == side or self.safe(other):
            return None
        return True

    # --- legal actions --------------------------------------------------------------------------
    def legal_actions(self, seat: Seat) -> list[Action]:
        if seat not in self.to_act():
            return []
        if self._legal is None:
            self._legal = self._generate()
        return list(self._legal)

    def is_legal(self, seat: Seat, action: Action) -> bool:
        """``action in legal_actions(seat)``, as the default, found by identity first: players hand
        back one of the listed actions, shared objects (see ``_action``), so the list is neither
        copied nor compared action by action. The ids are those of the list they were taken from,
        which holds them, so none is reused while it lives."""
        if seat not in self.to_act():
            return False
        if self._legal is None:
            self._legal = self._generate()
        legal = self._legal
        ids = self._legal_ids
        if ids is None or ids[0] is not legal:
            ids = self._legal_ids = (legal, frozenset(map(id, legal)))
        return id(action) in ids[1] or action in legal

    def _generate(self) -> list[Action]:
        actor = self.actor
        if self.step == STEP_ROLL:
            actions = [_action(ROLL)]
            if self.phase == BUILD and not self.sudden_called and self.tiles_laid() >= EARLY_SUDDEN:
                actions.append(_action(SUDDEN))
            return actions
        if self.step == STEP_PLACE:
            cells = placeable(self.terrain)
            actions = []
            for tile in self.hands[actor]:
                actions += map(_place_row(tile).__getitem__, cells)
            return actions
        if self.step == STEP_REMOVE:
            return [_action(REMOVE, (cell,)) for cell in removable(self.terrain, self.board)]
        plays = self.plays()
        if plays:
            return plays
        mine = [
            self.where[p]
            for p in range(PIECES)
            if self.where[p] != NONE and piece_colour(p) in self.actor_colours[actor]
        ]
        return [_action(WITHDRAW, (cell,)) for cell in sorted(mine)] or [_action(WITHDRAW)]

    def vias(self, kind: int) -> list[str]:
        """What lets a piece of ``kind`` act now: the king needs nothing ("El rey podrá ser entrado
        siempre"); else the figure die, or a card of the hand that names it (a Jóker any)."""
        return self._vias(kind, sorted(set(self.hand(self.actor))))

    def _vias(self, kind: int, cards: list[PokerDrezCard]) -> list[str]:
        """``vias`` with the actor's distinct cards in order already (``plays`` asks for every kind)."""
        if kind == KING:
            return [KING_VIA]
        assert self.dice is not None
        found = [DIE] if die_backs(self.dice[0], kind) else []
        for card in cards:
            if card_backs(card, kind):
                found.append(card.encode())
        return found

    def dice_targets(self) -> list[int]:
        """Cells of the tiles of the rolled colour or surface ("a cualquier loseta del color del dado
        de color ... de la superficie del dado de superficies")."""
        assert self.dice is not None
        _, colour, surface = self.dice
        return [
            c
            for c in range(CELLS)
            if self.terrain[c] != NONE
            and (self.shown_colour(self.terrain[c]) == colour or tile_surface(self.terrain[c]) == surface)
        ]

    def plays(self) -> list[Action]:
        """Every entry and move of the actor now."""
        actor = self.actor
        side = self.actor_side[actor]
        dice_cells = self.dice_targets()
        on = self.on_terrain(side)
        king_in = any(piece_kind(p) == KING for p in on)
        cards = sorted(set(self.hand(actor)))
        vias = [self._vias(kind, cards) for kind in range(6)]
        # The dice's cells a piece of this side may land on: the same for every piece (each piece
        # looked them all up again).
        landing = [c for c in dice_cells if self.lands(side, c) is not None]
        actions: list[Action] = []
        for colour in self.actor_colours[actor]:
            for kind in range(6):
                if kind == KING and self.king_moved[side]:
                    continue  # "El rey nunca se podrá mover dos veces consecutivamente"
                if not vias[kind]:
                    continue
                piece = piece_of(colour, kind)
                cell = self.where[piece]
                if cell == NONE:
                    # "no podrá entrar ninguna otra pieza al terreno" at the limit; one king a side.
                    if len(on) >= self.limit or (kind == KING and king_in):
                        continue
                    for target in landing:
                        actions += [_action(ENTER, (piece, target, via)) for via in vias[kind]]
                    continue
                reach = {c for c in landing if c != cell}
                for target, taking in natural_targets(cell, kind, self.terrain, self.board):
                    if not taking or self.lands(side, target):
                        reach.add(target)
                for target in sorted(reach):
                    actions += [_action(MOVE, (cell, target, via)) for via in vias[kind]]
        return actions

    def why_illegal(self, seat: Seat, action: Action) -> str:
        if self.step == STEP_ROLL and action.kind != ROLL:
            if action.kind == SUDDEN:
                return "early sudden death needs 18 tiles on the terrain, once, before the dice"
            return "roll the three dice first (roll)"
        if self.step == STEP_PLACE:
            return "lay a tile of your hand on an empty cell touching the terrain (place:TILE,CELL)"
        if self.step == STEP_REMOVE:
            return "take away a tile on the edge with no piece on it, keeping the terrain whole (remove:CELL)"
        if action.kind == WITHDRAW:
            return "you may withdraw a piece only when none can enter or move"
        if action.kind in (ENTER, MOVE) and len(action.args) == 3 and isinstance(action.args[2], str):
            via = action.args[2]
            if via not in (DIE, KING_VIA) and via_card(via) not in self.hand(self.actor):
                return f"you hold no card {via}"
            return "that piece cannot go there with that die or card now"
        return "enter or move a piece (enter:PIECE,CELL,VIA or move:FROM,TO,VIA)"

    # --- playing ---------------------------------------------------------------------------------
    def _apply(self, seat: Seat, action: Action) -> None:
        self._legal = None
        self._first_form = False
        actor = self.actor
        detail: Any = None
        if action.kind == SUDDEN:
            self.sudden_called = True
        elif action.kind == ROLL:
            self.dice = (self.rng.randint(1, 6), self.rng.randrange(6), self.rng.randrange(6))
            self.mark_irreversible()
            detail = list(self.dice)
            self.step = STEP_PLACE if self.phase == BUILD and self.hands[actor] else STEP_ACT
            if self.phase == SUDDEN_DEATH:
                self.step = STEP_REMOVE if removable(self.terrain, self.board) else STEP_ACT
        elif action.kind == PLACE:
            tile, cell = int(action.args[0]), int(action.args[1])
            self.hands[actor].remove(tile)
            self.terrain[cell] = tile
            self.step = STEP_ACT
            self._check_win()
        elif action.kind == REMOVE:
            cell = int(action.args[0])
            self.out.append(self.terrain[cell])
            self.terrain[cell] = NONE
            self.step = STEP_ACT
            self._check_win()
        elif action.kind == WITHDRAW:
            if action.args:
                cell = int(action.args[0])
                piece = self.board[cell]
                self.board[cell] = NONE
                self.where[piece] = NONE
                self.last_move = (cell, NONE)
            for card in list(self.hand(actor)):  # "mostrará sus dos cartas ... y las sustituirá"
                self.cards.move(card, f"hand.{actor}", "discard", self)
            self._draw(actor, HAND_SIZE)
            self.king_moved[self.actor_side[actor]] = False
            self._end_turn()
        else:
            self._play(actor, action)
            self._end_turn()
        self.last = Event(seat, action, detail)
        self._legal = None

    def _play(self, actor: int, action: Action) -> None:
        target, via = int(action.args[1]), str(action.args[2])
        if action.kind == ENTER:
            piece, origin = int(action.args[0]), NONE
        else:
            origin = int(action.args[0])
            piece = self.board[origin]
            self.board[origin] = NONE
        taken = self.board[target]
        if taken != NONE:  # "Las piezas comidas serán devueltas a su propietario"
            self.where[taken] = NONE
        self.board[target] = piece
        self.where[piece] = target
        self.since[piece] = self.turn
        self.last_move = (origin, target)
        self.king_moved[self.actor_side[actor]] = piece_kind(piece) == KING
        card = via_card(via)
        if card is not None:  # "debe mostrarla ..., descartarse de ella y coger una nueva"
            self.cards.move(card, f"hand.{actor}", "discard", self)
            self._draw(actor, 1)

    def _draw(self, actor: int, count: int) -> None:
        for _ in range(count):
            if not self.cards.count("deck"):  # D6
                self.cards.gather(["discard"], "deck")
                self.cards.shuffle("deck", self)
            self.cards.draw("deck", f"hand.{actor}", self)
        self.mark_irreversible()

    def _end_turn(self) -> None:
        if self.result is not None:
            return
        self.last_dice = self.dice
        self.dice = None
        if self.phase == BUILD and (self.sudden_called or not any(self.hands)):
            # "Una vez colocadas las 36 losetas" or early sudden death (D8): what is left in hand is
            # shown and put away. A surface that is now whole wins at once, for the side of the
            # player whose turn ends first (D9: the caller, when one called).
            self.phase = SUDDEN_DEATH
            for hand in self.hands:
                self.out += sorted(hand)
                hand.clear()
            self.mark_irreversible()  # the tiles left in hand are shown
            self._check_win()
            if self.result is not None:
                return
        self.turn += 1
        self.actor = (self.actor + 1) % self.actors
        self.step = STEP_ROLL
        if self.turn >= TURN_LIMIT:
            self.result = ("coop_loss" if self.mode != COMPETITIVE else "long", None, None)
            self.step = STEP_OVER
            return
        # "colocar una ficha propia sobre una loseta de otro color que haya podido estar conquistando"
        side = self.actor_side[self.actor]
        self.claimed = []
        for piece in self.on_terrain(side):
            if self.since[piece] < self.turn and not self.safe(piece):
                tile = self.terrain[self.where[piece]]
                colour = piece_colour(piece)
                self.marker[tile] = NONE if colour == tile_colour(tile) else colour
                self.claimed.append(self.where[piece])
        self.claimed.sort()
        self._check_win()

    # --- the end ---------------------------------------------------------------------------------
    def complete(self, surface: int) -> int | None:
        """The side holding every tile of ``surface`` in its colours, or None: all six on the terrain
        while tiles are laid; in sudden death those still on it, at least one (D9)."""
        cells = [c for c in range(CELLS) if self.terrain[c] != NONE and tile_surface(self.terrain[c]) == surface]
        if not cells or (self.phase == BUILD and len(cells) < 6):
            return None
        owners = {self.colour_side[self.shown_colour(self.terrain[c])] for c in cells}
        if len(owners) != 1:
            return None
        owner = owners.pop()
        return None if owner == NONE else owner

    def holdings(self) -> list[list[int]]:
        """Per side, the surfaces it holds complete: ``complete`` for every surface, in one pass over
        the terrain (every action checks for a win, and the computer players check thousands of
        positions a move; tested equal to ``complete``)."""
        count = [0] * 6
        owner: list[int | None] = [None] * 6  # the side all the surface's tiles show so far, NONE if mixed
        colour_side, marker = self.colour_side, self.marker
        for tile in self.terrain:
            if tile == NONE:
                continue
            surface = tile % 6  # tile_surface, inline
            mark = marker[tile]
            side = colour_side[tile // 6 if mark == NONE else mark]
            count[surface] += 1
            if owner[surface] is None:
                owner[surface] = side
            elif owner[surface] != side:
                owner[surface] = NONE
        held: list[list[int]] = [[] for _ in self.side_colours]
        need = 6 if self.phase == BUILD else 1
        for surface in range(6):
            whole = owner[surface]
            if count[surface] >= need and whole is not None and whole != NONE:
                held[whole].append(surface)
        return held

    def _check_win(self) -> None:
        if self.result is not None:
            return
        held = self.holdings()
        if self.mode == COMPETITIVE:
            sides = len(self.side_colours)
            first = self.actor_side[self.actor]
            for side in [(first + i) % sides for i in range(sides)]:  # D9
                if held[side]:
                    self.result = ("win", side, held[side][0])
                    self.step = STEP_OVER
                    return
            return
        if distinct_match(held) == len(held):
            self.result = ("coop_win", None, None)
            self.step = STEP_OVER
            return
        if self.phase == SUDDEN_DEATH:
            left = {tile_surface(t) for t in self.terrain if t != NONE}
            if len(left) < len(self.side_colours):
                self.result = ("coop_loss", None, None)
                self.step = STEP_OVER

    def outcome(self) -> Outcome | None:
        if self.result is None:
            return None
        kind, side, surface = self.result
        n = self.players
        if kind == "win" and side is not None and surface is not None:
            seats = {self.actor_seat[a] for a in range(self.actors) if self.actor_side[a] == side}
            scores = tuple(1.0 if s in seats else 0.0 for s in range(n))
            placing = tuple(1 if s in seats else 2 for s in range(n))
            detail = TEXTS.msg(
                "{who} hold every {surface} tile",
                {"who": self.side_words(side), "surface": TEXTS.msg(SURFACE_NAMES[surface])},
            )
            return Outcome(scores, placing, detail=(detail,))
        if kind == "long":
            return Outcome(
                tuple(0.5 for _ in range(n)),
                tuple(1 for _ in range(n)),
                detail=(TEXTS.msg("Draw: four hundred turns played"),),
            )
        held = distinct_match(self.holdings())
        won = kind == "coop_win"
        score = 1.0 if won else 0.0
        line = (
            TEXTS.msg("Every side holds a surface of its own: won together")
            if won
            else TEXTS.msg(
                "Not every side could hold a surface of its own: lost ({n} of {sides})",
                {"n": held, "sides": len(self.side_colours)},
            )
        )
        return Outcome(
            tuple(score for _ in range(n)),
            tuple(1 for _ in range(n)),
            team_score=float(held),
            rating="won" if won else "lost",
            detail=(line,),
        )

    def rating_name(self, rating: str, lang: str = "en") -> Msg:
        return TEXTS.msg("Won") if rating == "won" else TEXTS.msg("Lost")

    def side_words(self, side: int) -> Msg:
        colours = self.side_colours[side]
        seats = sorted({self.actor_seat[a] for a in range(self.actors) if self.actor_side[a] == side})
        if self.mode == SOLO:
            return TEXTS.msg(COLOUR_NAMES[colours[0]])
        if len(seats) == 2:
            return TEXTS.msg("{first} and {second}", {"first": SeatWord(seats[0]), "second": SeatWord(seats[1])})
        return TEXTS.msg("{who}", {"who": SeatWord(seats[0])})

    # --- information ------------------------------------------------------------------------------
    def threats(self) -> dict[int, set[int]]:
        """Per piece on the terrain, the other sides whose pieces could take it by their own move."""
        found: dict[int, set[int]] = {}
        # side_of_piece and safe inline: the computer players ask this of every position they score.
        terrain, board, marker = self.terrain, self.board, self.marker
        colour_side, side_colours = self.colour_side, self.side_colours
        for piece, cell in enumerate(self.where):
            if cell == NONE:
                continue
            side = colour_side[piece // 6]
            for target, taking in natural_targets(cell, piece % 6, terrain, board):
                if taking:
                    other = board[target]
                    other_side = colour_side[other // 6]
                    if other_side == side:
                        continue
                    tile = terrain[target]
                    mark = marker[tile]
                    if (tile // 6 if mark == NONE else mark) not in side_colours[other_side]:
                        found.setdefault(other, set()).add(side)
        return found

    def view(self, seat: Seat | None) -> NeuroDrezView:
        mine = tuple(a for a in range(self.actors) if seat is not None and self.actor_seat[a] == seat)
        threats = self.threats()
        kind, side, surface = self.result if self.result else (None, None, None)
        winners: tuple[Seat, ...] = ()
        if kind == "win":
            winners = tuple(sorted({self.actor_seat[a] for a in range(self.actors) if self.actor_side[a] == side}))
        elif kind == "coop_win":
            winners = tuple(range(self.players))
        discard = self.cards.cards("discard")
        return NeuroDrezView(
            **turn_fields(self, seat),
            last=self.last,
            mode=self.mode,
            phase=self.phase,
            step=self.step,
            turn=self.turn,
            actor=self.actor,
            actors=tuple(
                ActorView(
                    self.actor_seat[a],
                    self.actor_side[a],
                    self.actor_colours[a],
                    len(self.hands[a]),
                    self.cards.count(f"hand.{a}"),
                )
                for a in range(self.actors)
            ),
            sides=self.side_colours,
            limit=self.limit,
            terrain=tuple(
                TileView(
                    c, t, self.shown_colour(t), tile_surface(t), None if self.marker[t] == NONE else self.marker[t]
                )
                for c, t in enumerate(self.terrain)
                if t != NONE
            ),
            pieces=tuple(
                PieceView(
                    p,
                    piece_colour(p),
                    piece_kind(p),
                    self.where[p],
                    self.side_of_piece(p),
                    self.safe(p),
                    self.since[p],
                    tuple(sorted(threats.get(p, ()))),
                )
                for p in range(PIECES)
                if self.where[p] != NONE
            ),
            mine=mine,
            my_tiles=tuple(tuple(self.hands[a]) for a in mine),
            my_cards=tuple(tuple(sorted(self.hand(a))) for a in mine),
            deck_count=self.cards.count("deck"),
            discard_count=len(discard),
            discard_top=discard[-1] if discard else None,
            dice=None if self.dice is None else Dice(*self.dice),
            last_dice=None if self.last_dice is None else Dice(*self.last_dice),
            placeable=tuple(placeable(self.terrain)) if self.step == STEP_PLACE else (),
            removable=tuple(removable(self.terrain, self.board)) if self.phase == SUDDEN_DEATH else (),
            king_moved=tuple(self.king_moved),
            claimed=tuple(self.claimed),
            last_move=self.last_move,
            out_tiles=tuple(self.out),
            tiles_laid=self.tiles_laid(),
            sudden_called=self.sudden_called,
            opening=tuple(tuple(r) for r in self.opening),
            result=kind,
            winners=winners,
            winning_side=side,
            winning_surface=surface,
        )

    def determinize(self, seat: Seat, rng: random.Random) -> NeuroDrez:
        """A full state consistent with ``view(seat)``: the other actors' cards, their tiles in hand
        and the deck dealt anew from what the seat has not seen; the generator reseeded."""
        clone = self.clone()
        clone.cards = self.cards.determinize(seat, rng)
        others = [a for a in range(self.actors) if self.actor_seat[a] != seat]
        pool = sorted(t for a in others for t in self.hands[a])
        rng.shuffle(pool)
        for a in others:
            size = len(self.hands[a])
            clone.hands[a] = sorted(pool[:size])
            del pool[:size]
        clone.rng = random.Random(rng.getrandbits(64))
        clone._legal = None
        return clone

    def clone(self) -> NeuroDrez:
        other = NeuroDrez.__new__(NeuroDrez)
        other.__dict__.update(self.__dict__)
        other.rng = copy_generator(self.rng)
        other.history = list(self.history)
        other.options = dict(self.options)
        other.cards = self.cards.clone()
        other.terrain = list(self.terrain)
        other.marker = list(self.marker)
        other.hands = [list(h) for h in self.hands]
        other.out = list(self.out)
        other.board = list(self.board)
        other.where = list(self.where)
        other.since = list(self.since)
        other.king_moved = list(self.king_moved)
        other.claimed = list(self.claimed)
        other._legal = None
        return other

    def invariant_violations(self) -> list[str]:
        problems = self.cards.conservation_violations()
        tiles = [t for t in self.terrain if t != NONE] + [t for h in self.hands for t in h] + self.out
        if sorted(tiles) != list(range(TILES)):
            problems.append("the tiles on the terrain, in hand and put away are not the 36 tiles once each")
        for piece in range(PIECES):
            cell = self.where[piece]
            if cell != NONE and (self.board[cell] != piece or self.terrain[cell] == NONE):
                problems.append(f"piece {piece} is not where the board says, or stands on no tile")
        if sum(1 for p in self.board if p != NONE) != sum(1 for c in self.where if c != NONE):
            problems.append("the board holds pieces that are not on the terrain")
        for side in range(len(self.side_colours)):
            on = self.on_terrain(side)
            if len(on) > self.limit:
                problems.append(f"side {side} has {len(on)} pieces on the terrain, over its limit {self.limit}")
            if sum(1 for p in on if piece_kind(p) == KING) > 1:
                problems.append(f"side {side} has two kings on the terrain")
        for a in range(self.actors):
            if self.cards.count(f"hand.{a}") != HAND_SIZE:
                problems.append(f"actor {a} holds {self.cards.count(f'hand.{a}')} cards")
        if self.tiles_laid() and not _joined(self.terrain):
            problems.append("the terrain is in more than one piece")
        return problems

    # --- saves -------------------------------------------------------------------------------------
    def snapshot(self) -> dict[str, JSONValue]:
        return {
            "actor": self.actor,
            "turn": self.turn,
            "phase": self.phase,
            "step": self.step,
            "sudden_called": self.sudden_called,
            "terrain": list(self.terrain),
            "marker": list(self.marker),
            "hands": [list(h) for h in self.hands],
            "out": list(self.out),
            "where": list(self.where),
            "since": list(self.since),
            "king_moved": list(self.king_moved),
            "dice": None if self.dice is None else list(self.dice),
            "last_dice": None if self.last_dice is None else list(self.last_dice),
            "claimed": list(self.claimed),
            "last_move": None if self.last_move is None else list(self.last_move),
            "cards": self.cards.to_json(),
            "opening": [[list(t) for t in r] for r in self.opening],
            "result": None if self.result is None else list(self.result),
            **({} if self._first_form else {"last": event_json(self.last), "form": SNAPSHOT_FORM}),
        }

    @classmethod
    def from_snapshot(
        cls, players: int, seed: int, options: Mapping[str, JSONValue], snapshot: Mapping[str, JSONValue]
    ) -> NeuroDrez:
        """The game at ``snapshot`` (a save of older rules goes on from it). Every field is checked;
        a snapshot of the first form (before the last move was kept, rules version 1) has neither
        "last" nor "form", and its last move is unknown (None) until the next action."""
        fields = SnapshotFields(cls, snapshot)
        state = cls(players, seed, options)
        assert isinstance(state, NeuroDrez)
        raw = fields.data
        if "last" in raw or "form" in raw:
            fields.check(fields["form"] == SNAPSHOT_FORM, f"has form {raw.get('form')!r}, not {SNAPSHOT_FORM}")
            state.last = fields.event(fields["last"], "last", players, _roll_detail(fields))
        else:
            state.last, state._first_form = None, True
        actors, sides = state.actors, len(state.side_colours)
        state.actor = fields.int(fields["actor"], "actor", 0, actors - 1)
        state.turn = fields.int(fields["turn"], "turn", 0, TURN_LIMIT)
        state.phase = fields.word(fields["phase"], "phase", (BUILD, SUDDEN_DEATH))
        state.step = fields.word(fields["step"], "step", (STEP_ROLL, STEP_PLACE, STEP_REMOVE, STEP_ACT, STEP_OVER))
        state.sudden_called = fields.bool(fields["sudden_called"], "sudden_called")
        state.terrain = fields.ints(fields["terrain"], "terrain", NONE, TILES - 1, length=CELLS)
        state.marker = fields.ints(fields["marker"], "marker", NONE, 5, length=TILES)
        fields.check(
            all(m == NONE or m != tile_colour(t) for t, m in enumerate(state.marker)),
            "has a tile marked with its own printed colour",
        )
        hands = fields.list(fields["hands"], "hands", length=actors)
        state.hands = [fields.ints(h, f"hands[{a}]", 0, TILES - 1, max_length=TILES) for a, h in enumerate(hands)]
        state.out = fields.ints(fields["out"], "out", 0, TILES - 1, max_length=TILES)
        state.where = fields.ints(fields["where"], "where", NONE, CELLS - 1, length=PIECES)
        placed = [c for c in state.where if c != NONE]
        fields.check(len(placed) == len(set(placed)), "has two pieces on one cell")
        state.board = [NONE] * CELLS
        for piece, cell in enumerate(state.where):
            if cell != NONE:
                fields.check(
                    state.colour_side[piece_colour(piece)] != NONE,
                    f"has piece {piece} on the terrain, of a colour nobody plays",
                )
                state.board[cell] = piece
        state.since = fields.ints(fields["since"], "since", 0, TURN_LIMIT, length=PIECES)
        fields.check(all(v <= state.turn for v in state.since), "has a piece that moved after this turn")
        state.king_moved = [
            fields.bool(v, f"king_moved[{i}]")
            for i, v in enumerate(fields.list(fields["king_moved"], "king_moved", length=sides))
        ]
        state.dice = _dice(fields, fields["dice"], "dice")
        state.last_dice = _dice(fields, fields["last_dice"], "last_dice")
        fields.check(
            (state.dice is None) == (state.step in (STEP_ROLL, STEP_OVER)) or state.step == STEP_OVER,
            "has dice that do not fit its step",
        )
        fields.check(
            state.step != STEP_PLACE or (state.phase == BUILD and bool(state.hands[state.actor])),
            "lays a tile it cannot",
        )
        fields.check(state.step != STEP_REMOVE or state.phase == SUDDEN_DEATH, "takes away a tile while tiles are laid")
        fields.check(state.phase == BUILD or not any(state.hands), "holds tiles in hand in sudden death")
        state.claimed = fields.ints(fields["claimed"], "claimed", 0, CELLS - 1, max_length=state.limit * 2)
        last_move = fields["last_move"]
        if last_move is None:
            state.last_move = None
        else:
            parts = fields.ints(last_move, "last_move", NONE, CELLS - 1, length=2)
            state.last_move = (parts[0], parts[1])
        state.cards = Table.from_json(state.card_layout, fields["cards"], fail=fields.fail)
        opening = fields.list(fields["opening"], "opening", max_length=TURN_LIMIT)
        state.opening = []
        for r, throws in enumerate(opening):
            round_: list[tuple[int, int]] = []
            for i, throw in enumerate(fields.list(throws, f"opening[{r}]", max_length=players)):
                seat, face = fields.ints(throw, f"opening[{r}][{i}]", 0, None, length=2)
                round_.append(
                    (fields.seat(seat, f"opening[{r}][{i}]'s seat", players), fields.int(face, "a throw", 1, 6))
                )
            state.opening.append(round_)
        result = fields["result"]
        state._legal = None
        saved: tuple[str, int | None, int | None] | None = None
        if result is not None:
            parts = fields.list(result, "result", length=3)
            saved = (
                fields.word(parts[0], "result", RESULTS),
                fields.optional_int(parts[1], "winning side", 0, sides - 1),
                fields.optional_int(parts[2], "winning surface", 0, 5),
            )
        fields.check((saved is None) == (state.step != STEP_OVER), "has a result that does not fit its step")
        # The end the position gives (the turn limit aside): the saved result must be it.
        state.result = None
        judged = state.clone()
        judged._check_win()
        if (
            saved is not None
            and saved[0] in ("long", "coop_loss")
            and state.turn >= TURN_LIMIT
            and judged.result is None
        ):
            fields.check(
                saved == ("coop_loss" if state.mode != COMPETITIVE else "long", None, None),
                "records an end the position does not give",
            )
        else:
            fields.check(judged.result == saved, "records an end the position does not give")
        state.result = saved
        return fields.finish(state)  # type: ignore[return-value]

    # --- words ---------------------------------------------------------------------------------------
    def piece_words(self, piece: int) -> Msg:
        return TEXTS.msg(
            "{colour} {piece}",
            {"colour": TEXTS.msg(COLOUR_NAMES[piece_colour(piece)]), "piece": TEXTS.msg(KIND_NAMES[piece_kind(piece)])},
        )

    def tile_words(self, tile: int) -> Msg:
        return TEXTS.msg(
            "{colour} {surface}",
            {
                "colour": TEXTS.msg(COLOUR_NAMES[tile_colour(tile)]),
                "surface": TEXTS.msg(SURFACE_NAMES[tile_surface(tile)]),
            },
        )

    def via_words(self, via: str) -> Msg:
        card = via_card(via)
        if card is not None:
            return TEXTS.msg("with {card}", {"card": TEXTS.msg(CARD_NAMES[card.encode()])})
        if via == DIE:
            return TEXTS.msg("by the die")
        return TEXTS.msg("(the king needs no die)")

    def describe(self, seat: Seat, action: Action, lang: str = "en") -> Msg:
        who = SeatWord(seat)
        if self.mode == SOLO:
            who_msg: Msg | SeatWord = TEXTS.msg(COLOUR_NAMES[self.actor_colours[self.actor][0]])
        else:
            who_msg = who
        if action.kind == ROLL:
            return TEXTS.msg("{who} rolls the dice", {"who": who_msg})
        if action.kind == SUDDEN:
            return TEXTS.msg("{who} calls sudden death: from the next turn tiles are taken away", {"who": who_msg})
        if action.kind == PLACE:
            tile, cell = int(action.args[0]), int(action.args[1])
            return TEXTS.msg(
                "{who} lays {tile} on {cell}", {"who": who_msg, "tile": self.tile_words(tile), "cell": cell_name(cell)}
            )
        if action.kind == REMOVE:
            cell = int(action.args[0])
            return TEXTS.msg(
                "{who} takes away {tile} from {cell}",
                {"who": who_msg, "tile": self.tile_words(self.terrain[cell]), "cell": cell_name(cell)},
            )
        if action.kind == WITHDRAW:
            if not action.args:
                return TEXTS.msg("{who} cannot move: shows both cards and draws two", {"who": who_msg})
            cell = int(action.args[0])
            return TEXTS.msg(
                "{who} cannot move: withdraws the {piece} from {cell}, shows both cards and draws two",
                {"who": who_msg, "piece": self.piece_words(self.board[cell]), "cell": cell_name(cell)},
            )
        target, via = int(action.args[1]), str(action.args[2])
        piece = int(action.args[0]) if action.kind == ENTER else self.board[int(action.args[0])]
        params: dict[str, Any] = {
            "who": who_msg,
            "piece": self.piece_words(piece),
            "cell": cell_name(target),
            "via": self.via_words(via),
        }
        taken = self.board[target]
        if taken != NONE:
            params["taken"] = self.piece_words(taken)
            if action.kind == ENTER:
                return TEXTS.msg("{who} enters the {piece} on {cell} {via}, taking the {taken}", params)
            return TEXTS.msg("{who} moves the {piece} to {cell} {via}, taking the {taken}", params)
        if action.kind == ENTER:
            return TEXTS.msg("{who} enters the {piece} on {cell} {via}", params)
        return TEXTS.msg("{who} moves the {piece} to {cell} {via}", params)

    def describe_result(self, seat: Seat, action: Action) -> Msg | None:
        if action.kind != ROLL or self.dice is None:
            return None
        figure, colour, surface = self.dice
        return TEXTS.msg(
            "{figure}, {colour}, {surface}",
            {
                "figure": TEXTS.msg(FACE_NAMES[figure]),
                "colour": TEXTS.msg(COLOUR_NAMES[colour]),
                "surface": TEXTS.msg(SURFACE_NAMES[surface]),
            },
        )


SNAPSHOT_FORM = 2  # the snapshot's form since it carries the last move


def _dice(fields: SnapshotFields, value: Any, name: str) -> tuple[int, int, int] | None:
    """A throw of the three dice (figure 1-6, colour 0-5, surface 0-5), or None."""
    if value is None:
        return None
    figure, colour, surface = fields.list(value, name, length=3)
    return (
        fields.int(figure, f"{name}'s figure", 1, 6),
        fields.int(colour, f"{name}'s colour", 0, 5),
        fields.int(surface, f"{name}'s surface", 0, 5),
    )


def _roll_detail(fields: SnapshotFields) -> Any:
    """The last event's detail: a roll's three dice as a list, nothing for any other action."""

    def read(value: Any) -> Any:
        if value is None:
            return None
        throw = _dice(fields, value, "last's dice")
        assert throw is not None
        return list(throw)

    return read


def distinct_match(held: list[list[int]]) -> int:
    """How many sides can each be given a different surface among those they hold (a matching)."""
    owner: dict[int, int] = {}

    def assign(side: int, seen: set[int]) -> bool:
        for surface in held[side]:
            if surface in seen:
                continue
            seen.add(surface)
            if surface not in owner or assign(owner[surface], seen):
                owner[surface] = side
                return True
        return False

    return sum(1 for side in range(len(held)) if assign(side, set()))


def _joined(terrain: list[int]) -> bool:
    return connected(c for c in range(CELLS) if terrain[c] != NONE)
