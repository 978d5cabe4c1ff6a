"""PokerDrez para 4 (rulebook 003, "PokerDrez para 4"): four armies, two teams, every move a card.

Seats in turn order: 0 yellow, 1 green, 2 red, 3 blue ("Los turnos son amarillo, verde, rojo y
azul"); yellow and red are the light team, green and blue the dark one ("piezas oscuras (azul y
verde) contra piezas claras (rojo y amarillo)"). The board and its moves: ``board.py``; the
layout: ``data/layout.json``. Actions and their text forms: ``view.py``.

The rules (each tested in tests/rules/test_pokerdrez4.py, which quotes the rulebook):
- Each player holds two hidden cards; five common cards lie face up; the rest is the deck
  ("como en el Pokerdrez").
- A move discards a card of one's hand or of the commons that matches the moving piece; the
  Bufón matches any piece; the king moves with any card. After the move the player draws; when the
  card was a common one, the player gives one of the three cards now in hand back to the commons.
- The changed pieces and the captures (a partner's piece yes, one's own never): ``board.py``.
- A captured piece may come back to its starting square on a later turn of its owner, with a
  card that matches it, capturing what stands there.
- A team wins by mating either king of the other team.

Decisions where the rulebook is silent (also on the rules screen, "our decisions"):
- D1 Board and start: the layout in data/layout.json (the publisher's description; the spec
  works the squares out). No castling (the kings start beside a corner, the rooks elsewhere), no
  double step, no en passant, no die, no pawn removal: para 4 names none of them.
- D2 Mate is judged on the turn of the king's owner: a player whose king is attacked by the
  other team and who has no action that ends the attack is mated, and that player's team loses at
  once. The partner's turns in between may rescue the king (by capturing or blocking), as in
  four-player team chess; a move of one's partner may leave one's king attacked. So a mated
  player's partner does not play on alone: "gana el equipo que logre dar jaque mate a uno de los
  dos reyes contrarios" ends the game for both.
- D3 Check by both enemy armies at once is one check: the king must end the move attacked by
  neither. Kings are never captured.
- D4 A player with no card-backed move nor entry whose king is not attacked passes: the two cards
  of the hand are shown and discarded, two new ones drawn. PokerDrez for two calls such a position
  a draw; with four players one unlucky hand would end the game for three others.
- D5 When the deck is empty (after the draw that takes its last card) moves and entries need no
  card, as in PokerDrez when its deck runs out.
- D6 Neutral cards are left out (108 cards with two decks, 54 with one): para 4 speaks only of
  the card "correspondiente" to a piece, and the PokerDrez exchange takes a blind card from "el
  oponente", of whom there are now two, with a partner at the table.
- D7 The PokerDrez rule that a figure whose pieces are all lost turns wild does not apply: here a
  captured piece is not lost, it waits to come back.
- D8 An entry onto a square held by one's own piece or by a king is not possible; an entry may
  give check; it must not leave one's own king attacked.
- D9 Draws: the same position (board, reserves, player to move) for the third time; 200 turns
  in a row (fifty of each player) without a capture or an entry; 1,000 turns in all.
- D10 Partners see each other's cards only with the option ``partners_see`` (people at one
  screen who talk their moves over, as the rulebook allows); computer players never use it.
- D11 One deck or two (option, two by default as PokerDrez recommends).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping
from typing import Any

from game.cards import Layout, Table, Visibility, ZoneSpec, seat_zones
from game.cards.pokerdrez import Figure, PokerDrezCard, figure_deck
from game.core import Action, GameState, JSONValue, OptionSpec, Outcome, Seat, copy_generator
from game.snapshot_fields import SnapshotFields
from game.text import N_, Msg
from game.text import Seat as SeatWord
from game.view import Event, event_json, turn_fields
from games.pokerdrez4 import SPEC
from games.pokerdrez4.board import (
    KINDS,
    LAYOUT,
    MOVE_NAMES,
    SEATS,
    Board,
    Square,
    after_entry,
    after_move,
    enemies_of,
    in_check,
    legal_entries,
    legal_moves,
    partner_of,
    square_name,
    team_of,
)
from games.pokerdrez4.texts import CARD_NAMES, TEXTS
from games.pokerdrez4.view import (
    COMMON,
    ENTER,
    HAND,
    MOVE,
    PASS,
    RETURN,
    Man,
    PokerDrez4View,
    read_card,
    read_play,
)

PHASE_PLAY, PHASE_RETURN, PHASE_FREE, PHASE_OVER = "play", "return", "free", "over"
PHASES = (PHASE_PLAY, PHASE_RETURN, PHASE_FREE, PHASE_OVER)
REASONS = ("checkmate", "repetition", "quiet", "long")
HAND_SIZE, COMMONS_SIZE = 2, 5
QUIET_LIMIT = 200  # D9: fifty turns of each player without a capture or an entry
TURN_LIMIT = 1000  # D9

# The piece kind a figure card moves (the Bufón moves any; any card moves the king).
FIGURE_KIND: dict[Figure, str] = {
    Figure.PEON: "P",
    Figure.CABALLO: "N",
    Figure.ALFIL: "B",
    Figure.TORRE: "R",
    Figure.DAMA: "Q",
}

PIECE_NAMES: dict[str, str] = {
    "K": N_("king"),
    "Q": N_("queen"),
    "R": N_("rook"),
    "B": N_("bishop"),
    "N": N_("knight"),
    "P": N_("pawn"),
}
COLOUR_NAMES: tuple[str, ...] = (N_("Yellow"), N_("Green"), N_("Red"), N_("Blue"))


def _layout(decks: int) -> Layout[PokerDrezCard]:
    return Layout(
        (
            ZoneSpec("deck", Visibility.HIDDEN),
            *seat_zones("hand", SEATS, max_size=HAND_SIZE + 1),
            ZoneSpec("commons", Visibility.PUBLIC, max_size=COMMONS_SIZE),
            ZoneSpec("discard", Visibility.COUNT),
        ),
        players=SEATS,
        box=tuple(figure_deck(decks)),
        decode=PokerDrezCard.decode,
    )


CARD_LAYOUTS = {1: _layout(1), 2: _layout(2)}


def backs(figure: Figure | None, kind: str) -> bool:
    """Whether a card of ``figure`` lets a piece of ``kind`` move or come back: "Bufón: comodín",
    "El rey puede ser movido con cualquier carta", else the piece's own figure."""
    if figure is None:
        return False
    return figure is Figure.BUFON or kind == "K" or FIGURE_KIND[figure] == kind


def piece_code(piece: Square) -> str:
    return ".." if piece is None else f"{piece[0]}{piece[1]}"


# Every square's code in a position key, looked up (the key is built twice a turn).
PIECE_CODES: dict[Square, str] = {None: piece_code(None)}
PIECE_CODES.update({(seat, kind): piece_code((seat, kind)) for seat in range(SEATS) for kind in KINDS})


# The play actions, made once and shared: a position lists every move once per card that backs it
# (a few dozen actions a turn), and making an Action checks its words. By the move's squares (or the
# kind entering), then by the card and where it lies. Bounded: emptied past _ACTIONS_BOUND.
_PLAY_ACTIONS: dict[str, dict[tuple[str, ...], Action]] = {}
_ACTIONS_BOUND = 100_000
_actions_made = [0]


def _backed_actions(kind: str, what: str, backers: list[tuple[str, str]]) -> list[Action]:
    """``Action(kind, (what, code, source))`` for each (code, source) of ``backers``, in that order."""
    made = _PLAY_ACTIONS.get(kind + what)
    if made is None:
        made = _PLAY_ACTIONS[kind + what] = {}
    try:
        return list(map(made.__getitem__, backers))
    except KeyError:  # a card not met with this move yet
        pass
    for backer in backers:
        if backer not in made:
            _made(made, backer, kind, (what, *backer))
    return list(map(made.__getitem__, backers))


def _play_action(kind: str, what: str) -> Action:
    """``Action(kind, (what,))``, once the deck is empty (no card backs a play)."""
    made = _PLAY_ACTIONS.get(kind + what)
    if made is None:
        made = _PLAY_ACTIONS[kind + what] = {}
    action = made.get(())
    return action if action is not None else _made(made, (), kind, (what,))


_FREE_MOVES: dict[str, Action] = {}


def _free_move(squares: str) -> Action:
    """``Action(MOVE, (squares,))``, made once (at most 64 x 64)."""
    action = _FREE_MOVES[squares] = Action(MOVE, (squares,))
    return action


def _made(made: dict[tuple[str, ...], Action], key: tuple[str, ...], kind: str, args: tuple[str, ...]) -> Action:
    if _actions_made[0] >= _ACTIONS_BOUND:
        _PLAY_ACTIONS.clear()  # ``made`` is then kept only by its caller, for this listing
        _actions_made[0] = 0
    _actions_made[0] += 1
    action = made[key] = Action(kind, args)
    return action


class PokerDrez4(GameState, spec=SPEC):
    options_spec = (
        OptionSpec(
            "decks",
            2,
            (2, 1),
            label=N_("Decks"),
            choice_labels={"2": N_("Two (108 cards)"), "1": N_("One (54 cards)")},
        ),
        OptionSpec(
            "partners_see",
            False,
            (False, True),
            label=N_("Partners see each other's cards"),
            choice_labels={"False": N_("No"), "True": N_("Yes (people at one screen)")},
        ),
    )

    # --- set-up ------------------------------------------------------------------------------
    def setup(self) -> None:
        self.card_layout = CARD_LAYOUTS[int(self.options["decks"])]
        self.cards: Table[PokerDrezCard] = Table.boxed(self.card_layout, "deck")
        self.cards.shuffle("deck", self)
        self.cards.deal("deck", [f"hand.{seat}" for seat in range(SEATS)], HAND_SIZE, self)
        self.cards.draw("deck", "commons", self, count=COMMONS_SIZE)
        self.board: Board = LAYOUT.start_board()
        self.reserves: list[list[str]] = [[] for _ in range(SEATS)]
        self.phase = PHASE_PLAY
        self.mover: Seat = 0  # yellow opens
        self.turn = 0
        self.quiet = 0
        self.last_move: tuple[int, int] | None = None
        self.last: Event | None = None
        self.result: tuple[str, int | None, Seat | None] | None = None  # reason, winning team, mated seat
        self._board_key: tuple[Board, str] | None = None
        self.positions: Counter[str] = Counter({self.position_key(): 1})
        self._moves_cache: tuple[Board, Seat, list[tuple[int, int]]] | None = None
        self._legal: list[Action] | None = None
        self._legal_set: frozenset[Action] | None = None
        self._legal_ids: tuple[list[Action], frozenset[int]] | None = None

    # --- reading the state ---------------------------------------------------------------------
    def to_act(self) -> tuple[Seat, ...]:
        return () if self.phase == PHASE_OVER else (self.mover,)

    def is_over(self) -> bool:
        return self.phase == PHASE_OVER

    def hand(self, seat: Seat) -> tuple[PokerDrezCard, ...]:
        return self.cards.cards(f"hand.{seat}")

    def commons(self) -> tuple[PokerDrezCard, ...]:
        return self.cards.cards("commons")

    def position_key(self) -> str:
        # The board's part is kept with the board it was read from (an immutable tuple, replaced at
        # each move): every turn asks twice, when the position is counted and when it is judged.
        board_key = self._board_key
        if board_key is None or board_key[0] is not self.board:
            board_key = self._board_key = (self.board, "".join([PIECE_CODES[p] for p in self.board]))
        return board_key[1] + f"|{self.mover}|" + "/".join("".join(r) for r in self.reserves)

    def board_moves(self, seat: Seat) -> list[tuple[int, int]]:
        """``seat``'s legal board moves, found once per position (the legal actions, the view and
        the verdict all ask for them; a board is an immutable tuple, replaced at each move)."""
        cached = self._moves_cache
        if cached is not None and cached[0] is self.board and cached[1] == seat:
            return cached[2]
        moves = legal_moves(self.board, seat)
        self._moves_cache = (self.board, seat, moves)
        return moves

    def king_attacked(self, seat: Seat) -> bool:
        return in_check(self.board, seat)

    # --- legal actions --------------------------------------------------------------------------
    def legal_actions(self, seat: Seat) -> list[Action]:
        if seat not in self.to_act():
            return []
        return list(self._legal_now())

    def is_legal(self, seat: Seat, action: Action) -> bool:
        if seat not in self.to_act():
            return False
        legal = self._legal_now()
        # Players hand back one of the listed actions, shared objects (see ``_play_action``): found by
        # identity first, which hashes no action (a frozenset of the actions hashed each of them in
        # Python, about a third of an action's time in random play). The ids are those of the list
        # they were taken from, which holds them, so none is reused while it lives.
        ids = self._legal_ids
        if ids is None or ids[0] is not legal:
            ids = self._legal_ids = (legal, frozenset(map(id, legal)))
        if id(action) in ids[1]:
            return True
        if self._legal_set is None:
            self._legal_set = frozenset(legal)
        return action in self._legal_set

    def _legal_now(self) -> list[Action]:
        if self._legal is None:
            self._legal = self._generate()
            self._legal_set = None
        return self._legal

    def _plays(self) -> list[Action]:
        """Every move and entry of the player to act (no pass, no return)."""
        seat = self.mover
        moves = self.board_moves(seat)
        entries = legal_entries(self.board, seat, tuple(self.reserves[seat]))
        if self.phase == PHASE_FREE:
            get = _FREE_MOVES.get  # most of a game is played after the deck runs out
            return [get(name) or _free_move(name) for name in [MOVE_NAMES[a][b] for a, b in moves]] + [
                _play_action(ENTER, kind) for kind in entries
            ]
        sources = [(card, HAND) for card in sorted(set(self.hand(seat)))]
        sources += [(card, COMMON) for card in sorted(set(self.commons()))]
        backers = {
            kind: [(card.encode(), source) for card, source in sources if backs(card.figure, kind)] for kind in KINDS
        }
        actions: list[Action] = []
        board = self.board
        for origin, target in moves:
            piece = board[origin]
            assert piece is not None
            actions += _backed_actions(MOVE, MOVE_NAMES[origin][target], backers[piece[1]])
        for kind in entries:
            actions += _backed_actions(ENTER, kind, backers[kind])
        return actions

    def _generate(self) -> list[Action]:
        if self.phase == PHASE_OVER:
            return []
        if self.phase == PHASE_RETURN:
            return [Action(RETURN, (code,)) for code in sorted({c.encode() for c in self.hand(self.mover)})]
        plays = self._plays()
        if not plays and not self.king_attacked(self.mover):
            return [Action(PASS)]  # D4
        return plays

    def why_illegal(self, seat: Seat, action: Action) -> str:
        if self.phase == PHASE_RETURN and action.kind != RETURN:
            return "give one of your three cards back to the commons first (return:CARD)"
        if action.kind == RETURN:
            return "a card goes back to the commons only after a move with a common card"
        if action.kind == PASS:
            return "you may pass only when no card lets you move or bring a piece back"
        read = read_play(action)
        if read is None:
            return (
                "a move reads move:FROMTO,CARD,hand|common (move:FROMTO once the deck is empty); "
                "an entry enter:KIND,CARD,hand|common"
            )
        if self.phase == PHASE_FREE and read.card is not None:
            return "the deck has run out: moves take no card now"
        if self.phase == PHASE_PLAY and read.card is None:
            return "while the deck lasts, a move needs a card: add CARD,hand or CARD,common"
        if read.kind_of_action == MOVE:
            piece = self.board[read.origin]
            if piece is None or piece[0] != seat:
                return f"there is no piece of yours on {square_name(read.origin)}"
            if (read.origin, read.target) not in self.board_moves(seat):
                return "that piece cannot go there (or your king would be in check)"
            kind = piece[1]
        else:
            assert read.kind is not None
            if read.kind not in self.reserves[seat]:
                return "you have no captured piece of that kind"
            if read.kind not in legal_entries(self.board, seat, tuple(self.reserves[seat])):
                return "its starting square is held by a piece of yours, or your king would be in check"
            kind = read.kind
        if read.card is not None:
            zone = f"hand.{seat}" if read.source == HAND else "commons"
            if read.card not in self.cards.cards(zone):
                return f"there is no {read.card} in your {'hand' if read.source == HAND else 'commons'}"
            if not backs(read.card.figure, kind):
                return f"{read.card} does not move that piece"
        return "not one of the legal actions now"

    # --- playing ---------------------------------------------------------------------------------
    def _apply(self, seat: Seat, action: Action) -> None:
        self._legal = None
        if action.kind == RETURN:
            card = read_card(action)
            assert card is not None
            self.cards.move(card, f"hand.{seat}", "commons", self)
            self._end_turn()
        elif action.kind == PASS:
            if self.phase == PHASE_PLAY:
                for card in list(self.hand(seat)):  # D4: shown, then face down
                    self.cards.move(card, f"hand.{seat}", "discard", self)
                self.cards.draw("deck", f"hand.{seat}", self, count=min(HAND_SIZE, self.cards.count("deck")))
                self.mark_irreversible()
            self.quiet += 1
            self._end_turn()
        else:
            self._play(seat, action)
        self.last = Event(seat, action)
        self._legal = None
        self._settle()

    def _play(self, seat: Seat, action: Action) -> None:
        read = read_play(action)
        assert read is not None
        board = list(self.board)
        if read.kind_of_action == MOVE:
            taken = board[read.target]
            self.board = after_move(self.board, (read.origin, read.target))
            self.last_move = (read.origin, read.target)
        else:
            assert read.kind is not None
            home = LAYOUT.home(seat, read.kind)
            taken = board[home]
            self.reserves[seat].remove(read.kind)
            self.board = after_entry(self.board, seat, read.kind)
            self.last_move = (-1, home)
        if taken is not None:
            self.reserves[taken[0]].append(taken[1])
            self.reserves[taken[0]].sort(key=KINDS.index)
        self.quiet = 0 if taken is not None or read.kind_of_action == ENTER else self.quiet + 1
        if read.card is not None:
            zone = f"hand.{seat}" if read.source == HAND else "commons"
            self.cards.move(read.card, zone, "discard", self)  # shown, then face down
            self.cards.draw("deck", f"hand.{seat}", self)  # "como en el Pokerdrez": draw after the move
            self.mark_irreversible()
            if read.source == COMMON:
                self.phase = PHASE_RETURN  # give one of the three back to the commons
                return
        self._end_turn()

    def _end_turn(self) -> None:
        self.turn += 1
        self.mover = (self.mover + 1) % SEATS
        self.phase = PHASE_PLAY if self.cards.count("deck") else PHASE_FREE  # D5
        self.positions[self.position_key()] += 1

    def _settle(self) -> None:
        verdict = self._verdict()
        if verdict is not None:
            self.result = verdict
            self.phase = PHASE_OVER
            self._legal = None

    def _verdict(self) -> tuple[str, int | None, Seat | None] | None:
        """The end the position gives, or None (D2, D9)."""
        if self.phase in (PHASE_RETURN, PHASE_OVER):
            return None
        legal = self._legal_now()
        if not legal:  # attacked, and nothing ends the attack (D2)
            return ("checkmate", 1 - team_of(self.mover), self.mover)
        if self.positions[self.position_key()] >= 3:
            return ("repetition", None, None)
        if self.quiet >= QUIET_LIMIT:
            return ("quiet", None, None)
        if self.turn >= TURN_LIMIT:
            return ("long", None, None)
        return None

    def outcome(self) -> Outcome | None:
        if self.result is None:
            return None
        reason, team, mated = self.result
        detail = (_reason_message(reason, team, mated),)
        if team is None:
            return Outcome(tuple(0.5 for _ in range(SEATS)), tuple(1 for _ in range(SEATS)), detail=detail)
        scores = tuple(1.0 if team_of(seat) == team else 0.0 for seat in range(SEATS))
        placing = tuple(1 if team_of(seat) == team else 2 for seat in range(SEATS))
        return Outcome(scores, placing, detail=detail)

    # --- information ------------------------------------------------------------------------------
    def view(self, seat: Seat | None) -> PokerDrez4View:
        own = seat is not None and 0 <= seat < SEATS
        turn = turn_fields(self, seat)
        acting = own and seat in turn["to_act"] and self.phase in (PHASE_PLAY, PHASE_FREE)
        partner_hand = None
        if own and seat is not None and self.options["partners_see"]:
            partner_hand = tuple(sorted(self.hand(partner_of(seat))))  # its order means nothing
        reason = self.result[0] if self.result else None
        winners: tuple[Seat, ...] = ()
        if self.result is not None and self.result[1] is not None:
            winners = tuple(s for s in range(SEATS) if team_of(s) == self.result[1])
        return PokerDrez4View(
            **turn,
            last=self.last,
            phase=self.phase,
            men=tuple(Man(square, p[0], p[1]) for square, p in enumerate(self.board) if p is not None),
            reserves=tuple(tuple(r) for r in self.reserves),
            homes=tuple(tuple(LAYOUT.home(s, kind) for kind in KINDS) for s in range(SEATS)),
            hand=self.hand(seat) if own and seat is not None else None,
            partner_hand=partner_hand,
            hand_counts=tuple(self.cards.count(f"hand.{s}") for s in range(SEATS)),
            commons=self.commons(),
            deck_count=self.cards.count("deck"),
            discard_count=self.cards.count("discard"),
            discard_top=self.cards.cards("discard")[-1] if self.cards.count("discard") else None,
            in_check=tuple(in_check(self.board, s) for s in range(SEATS)),
            last_move=self.last_move,
            board_moves=tuple(self.board_moves(self.mover)) if acting else (),
            entries=tuple(legal_entries(self.board, self.mover, tuple(self.reserves[self.mover]))) if acting else (),
            turn=self.turn,
            quiet=self.quiet,
            partners_see=bool(self.options["partners_see"]),
            layout_name=LAYOUT.name,
            result=reason,
            winners=winners,
            mated=self.result[2] if self.result else None,
        )

    def shares_secrets(self, seat: Seat, other: Seat) -> bool:
        """Partners who show each other their cards need no curtain between their turns (D10): the
        curtain falls between the teams."""
        return bool(self.options["partners_see"]) and other == partner_of(seat)

    def determinize(self, seat: Seat, rng: random.Random) -> PokerDrez4:
        """A full state consistent with ``view(seat)``: the hands it does not see and the deck dealt
        anew (the partner's hand kept when the option shows it); the generator reseeded."""
        keep = {}
        if self.options["partners_see"]:
            partner = partner_of(seat)
            keep[f"hand.{partner}"] = list(self.hand(partner))
        return self._resampled(seat, rng, keep)

    def private_determinize(self, seat: Seat, rng: random.Random) -> PokerDrez4:
        """As ``determinize`` but the partner's hand resampled too, whatever the options: what a
        computer player searches on (computer partners share nothing hidden, D10)."""
        return self._resampled(seat, rng, {})

    def _resampled(self, seat: Seat, rng: random.Random, keep: dict[str, list[PokerDrezCard]]) -> PokerDrez4:
        clone = self.clone()
        clone.cards = self.cards.determinize(seat, rng, keep=keep)
        clone.rng = random.Random(rng.getrandbits(64))
        clone._legal = None
        clone._legal_set = None
        return clone

    def clone(self) -> PokerDrez4:
        other = PokerDrez4.__new__(PokerDrez4)
        other.__dict__.update(self.__dict__)
        other.rng = copy_generator(self.rng)
        other.history = list(self.history)
        other.options = dict(self.options)
        other.cards = self.cards.clone()
        other.reserves = [list(r) for r in self.reserves]
        other.positions = Counter(self.positions)
        return other

    def invariant_violations(self) -> list[str]:
        problems = self.cards.conservation_violations()
        for seat in range(SEATS):
            count = self.cards.count(f"hand.{seat}")
            if self.phase == PHASE_RETURN and seat == self.mover:
                want = [HAND_SIZE + 1]
            elif self.cards.count("deck") or self.phase == PHASE_PLAY:
                want = [HAND_SIZE]
            else:
                want = list(range(HAND_SIZE + 1))  # a pass with a short deck draws what is left
            if count not in want:
                problems.append(f"hand {seat} holds {count} cards")
            army = sorted(
                [p[1] for p in self.board if p is not None and p[0] == seat] + self.reserves[seat], key=KINDS.index
            )
            if army != list(KINDS):
                problems.append(f"seat {seat}'s pieces on the board and in reserve are {army}, not one of each")
            if "K" in self.reserves[seat]:
                problems.append(f"seat {seat}'s king was captured")
        want_commons = COMMONS_SIZE - 1 if self.phase == PHASE_RETURN else COMMONS_SIZE
        if self.cards.count("commons") != want_commons:
            problems.append(f"the commons hold {self.cards.count('commons')} cards, not {want_commons}")
        if self.phase == PHASE_PLAY and not self.cards.count("deck"):
            problems.append("the card phase goes on with an empty deck")
        if self.phase == PHASE_FREE and self.cards.count("deck"):
            problems.append("moves without cards while the deck still holds cards")
        if (self.phase == PHASE_OVER) != (self.result is not None):
            problems.append("the game's end and its result disagree")
        if self.phase in (PHASE_PLAY, PHASE_FREE) and self._verdict() is not None:
            problems.append("the position is over but the game goes on")
        if self.positions[self.position_key()] < 1 and self.phase != PHASE_RETURN:
            problems.append("the position is not among the positions seen")
        return problems

    # --- saves -------------------------------------------------------------------------------------
    def snapshot(self) -> dict[str, JSONValue]:
        return {
            "phase": self.phase,
            "mover": self.mover,
            "board": [None if p is None else f"{p[0]}{p[1]}" for p in self.board],
            "reserves": [list(r) for r in self.reserves],
            "cards": self.cards.to_json(),
            "turn": self.turn,
            "quiet": self.quiet,
            # In the order first seen (the same on every replay): sorting a thousand keys cost more
            # than the rest of the snapshot; JSON objects compare without order.
            "positions": dict(self.positions),
            "last_move": None if self.last_move is None else list(self.last_move),
            "result": None if self.result is None else list(self.result),
            "last": event_json(self.last),
        }

    @classmethod
    def from_snapshot(
        cls, players: int, seed: int, options: Mapping[str, JSONValue], snapshot: Mapping[str, JSONValue]
    ) -> PokerDrez4:
        fields = SnapshotFields(cls, snapshot)
        state = cls(players, seed, options)
        state.phase = fields.word(fields["phase"], "phase", PHASES)
        state.mover = fields.seat(fields["mover"], "mover", SEATS)
        squares = fields.list(fields["board"], "board", length=64)
        board: list[Square] = []
        for index, code in enumerate(squares):
            if code is None:
                board.append(None)
                continue
            fields.check(
                isinstance(code, str) and len(code) == 2 and code[0] in "0123" and code[1] in KINDS,
                f"has board[{index}] {code!r}, not a piece",
            )
            board.append((int(code[0]), code[1]))
        state.board = tuple(board)
        reserves = fields.list(fields["reserves"], "reserves", length=SEATS)
        state.reserves = [
            sorted(fields.words(r, f"reserves[{s}]", KINDS[1:], max_length=5), key=KINDS.index)
            for s, r in enumerate(reserves)
        ]
        state.cards = Table.from_json(state.card_layout, fields["cards"], fail=fields.fail)
        state.turn = fields.int(fields["turn"], "turn", 0, TURN_LIMIT)
        state.quiet = fields.int(fields["quiet"], "quiet", 0, QUIET_LIMIT)
        fields.check(
            state.quiet <= state.turn + 1, "has more quiet turns than turns"
        )  # +1: a move waiting for its return
        positions = fields.mapping(fields["positions"], "positions")
        state.positions = Counter()
        for key, count in positions.items():
            fields.check(isinstance(key, str) and len(key) < 400, "has a position that is not one")
            state.positions[key] = fields.int(count, "a position's count", 1, 3)
        fields.check(sum(state.positions.values()) <= state.turn + 1, "has seen more positions than turns")
        last_move = fields["last_move"]
        if last_move is None:
            state.last_move = None
        else:
            parts = fields.ints(last_move, "last_move", -1, 63, length=2)
            state.last_move = (parts[0], parts[1])
        state.last = fields.event(fields["last"], "last", SEATS)
        result = fields["result"]
        state._legal = None
        if result is None:
            fields.check(state.phase != PHASE_OVER, "is over without a result")
            state.result = None
        else:
            parts = fields.list(result, "result", length=3)
            saved = (
                fields.word(parts[0], "result", REASONS),
                fields.optional_int(parts[1], "winning team", 0, 1),
                fields.optional_seat(parts[2], "mated seat", SEATS),
            )
            fields.check(state.phase == PHASE_OVER, "has a result but is not over")
            state.phase = PHASE_PLAY if state.cards.count("deck") else PHASE_FREE
            try:
                verdict = state._verdict()
            except ValueError:
                verdict = None
            fields.check(verdict == saved, "records an end the position does not give")
            state.result, state.phase, state._legal = saved, PHASE_OVER, None
        fields.check(
            all(sum(1 for p in state.board if p == (s, "K")) == 1 for s in range(SEATS)),
            "does not have one king of each colour on the board",
        )
        return fields.finish(state)  # type: ignore[return-value]

    # --- words ---------------------------------------------------------------------------------------
    def describe(self, seat: Seat, action: Action, lang: str = "en") -> Msg:
        who = SeatWord(seat)
        if action.kind == RETURN:
            return TEXTS.msg("{who} puts {card} in the commons", {"who": who, "card": card_name(read_card(action))})
        if action.kind == PASS:
            if self.phase == PHASE_PLAY:
                return TEXTS.msg("{who} cannot move: shows and discards both cards, draws two", {"who": who})
            return TEXTS.msg("{who} cannot move and passes", {"who": who})
        read = read_play(action)
        if read is None:
            return TEXTS.msg("{who}: {action}", {"who": who, "action": action.encode()})
        if read.kind_of_action == ENTER:
            assert read.kind is not None
            params: dict[str, Any] = {
                "who": who,
                "piece": TEXTS.msg(PIECE_NAMES[read.kind]),
                "square": square_name(LAYOUT.home(seat, read.kind)),
            }
            if read.card is None:
                return TEXTS.msg("{who} brings the {piece} back to {square}", params)
            return TEXTS.msg(
                "{who} brings the {piece} back to {square} with {card}", {**params, "card": card_name(read.card)}
            )
        piece = self.board[read.origin]
        kind = piece[1] if piece is not None else "P"
        params = {
            "who": who,
            "piece": TEXTS.msg(PIECE_NAMES[kind]),
            "origin": square_name(read.origin),
            "target": square_name(read.target),
        }
        target = self.board[read.target]
        if target is not None:
            params["taken"] = TEXTS.msg(
                "{colour} {piece}",
                {"colour": TEXTS.msg(COLOUR_NAMES[target[0]]), "piece": TEXTS.msg(PIECE_NAMES[target[1]])},
            )
            if read.card is None:
                return TEXTS.msg("{who}: {piece} {origin} takes the {taken} on {target}", params)
            return TEXTS.msg(
                "{who}: {piece} {origin} takes the {taken} on {target} with {card}",
                {**params, "card": card_name(read.card)},
            )
        if read.card is None:
            return TEXTS.msg("{who}: {piece} {origin} to {target}", params)
        return TEXTS.msg("{who}: {piece} {origin} to {target} with {card}", {**params, "card": card_name(read.card)})


def card_name(card: PokerDrezCard | None) -> Msg | str:
    """A card's full name as a message of this game's catalogue (its code when unknown)."""
    if card is None:
        return "?"
    return TEXTS.msg(CARD_NAMES[card.encode()])


def _reason_message(reason: str, team: int | None, mated: Seat | None) -> Msg:
    if reason == "checkmate" and mated is not None:
        return TEXTS.msg(
            "Checkmate: the {colour} king cannot escape; {first} and {second} win",
            {
                "colour": TEXTS.msg(COLOUR_NAMES[mated]),
                "first": SeatWord(enemies_of(mated)[0]),
                "second": SeatWord(enemies_of(mated)[1]),
            },
        )
    if reason == "repetition":
        return TEXTS.msg("Draw: the same position three times")
    if reason == "quiet":
        return TEXTS.msg("Draw: fifty turns of each player without a capture or a piece brought back")
    return TEXTS.msg("Draw: a thousand turns played")
