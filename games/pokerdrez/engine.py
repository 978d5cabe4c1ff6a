"""PokerDrez (rulebook 003, "PokerDrez"): chess in which moving a piece needs a matching card.

Chess legality comes from python-chess, never written here: a PokerDrez move is a move of
``board.legal_moves`` that an available card backs (or the die, or nothing once the deck ran out).
Seat 0 plays White, seat 1 Black. Actions and their text forms: ``games/pokerdrez/view.py``.

The rules (each tested in tests/rules/test_pokerdrez.py, which quotes the rulebook):
- Before play, Black then White may take one of their own pawns off the board; White not the pawn
  of the file Black emptied.
- Each player holds two hidden cards; five common cards lie face up; the rest is the deck.
- A move discards one card of one's hand or of the commons that matches the moving piece; the
  Bufón matches any piece; the king moves with any card; castling is one rook move.
- A figure of which a player has no piece left on the board is wild for that player.
- After a card move the player draws; when the card was a common one, the player gives one of the
  three cards now in hand back to the commons (``return``).
- The die (option) starts with Black; its holder may roll it once on a turn; it then passes to the
  opponent; the roll (1 pawn, 2 knight, 3 bishop, 4 rook, 5 queen, 6 any) backs one move with no
  card spent, or is ignored and a card move made instead.
- Neutral cards are exchanged for the deck's top card, a common card, or a card of the opponent.
- When the deck is empty, plain chess: any legal move, no card, no die.
- Checkmate: in check with no way out "con las cartas que tiene a su disposición"; stalemate: no
  move at all without being in check: a draw.

Decisions where the rulebook is silent (also for the rules screen, "our decisions"):
- D1 Seat 0 is White and moves first; the die starts with Black (seat 1).
- D2 Verdicts: the game ends when the player to act has no action left at all. A player who still
  holds the unrolled die, or may still exchange a neutral card, is not mated yet: the die exists
  "para este instante". In check with nothing left: checkmate; otherwise stalemate (a draw). But
  when the board allows no move whatever the cards (a mate or stalemate of plain chess), the die
  and the exchanges could not help, and the verdict is given at once.
  Check itself is plain chess: a piece the opponent has no card for still gives check, and the
  king may never step into an attacked square (the rulebook says so).
- D3 A neutral card backs no move, not even the king's ("cualquier carta" means any figure card):
  its power is the exchange.
- D4 Exchanges: on one's own turn, before the move (also after rolling), at most one per turn.
  A neutral card of one's hand may go for the deck's top card, a common card (the neutral goes to
  the commons) or a card of the opponent's hand picked blind (the neutral goes to the opponent:
  "traición"). A neutral card in the commons may be exchanged by the player to move for the
  deck's top card or a blind card of the opponent. A neutral card sent into the deck goes to a
  random place of it. None in plain chess.
- D5 Lost figures are counted on the board as it is now: a promotion to that figure ends the
  wildness. It applies to the die too (a 3 moves any piece for a player with no bishop). The
  king is never lost; a removed pawn leaves seven, so it changes nothing.
- D6 Any die result moves the king (like any card). The die backs castling on a 4 or a 6.
- D7 A die move draws no card (nothing was discarded).
- D8 Promotion is a pawn move (a pawn card); the player picks queen, rook, bishop or knight
  whatever cards they hold. En passant is a pawn move, and, as in chess, only on the very next turn.
- D9 Chess draws are automatic: insufficient material, threefold repetition of the board (cards
  are not compared) and fifty moves of each side without a capture or a pawn move (as chess.com
  does). Die moves spend no card, so without these a game could go on for ever.
- D10 The deck runs out with the draw that takes its last card; from the next turn on it is plain
  chess (the last card move still ends with its draw and, if needed, its return).
- D11 One deck or two (option, two by default: the rulebook recommends two).
- D12 A dead deal is dealt again: when play is about to start (the pawns removed or kept) and White
  has no action at all (no card of its hand or the commons backs a move of a piece that can move,
  and no neutral card to exchange; the die starts with Black), the hands, the commons and the deck
  are gathered, shuffled and dealt again, as often as needed; the pawns removed stay removed. The
  rulebook would call it stalemate, a draw before a single move: 33 of 6,000 deals (seeds 0-2999,
  one deck and two; both players keeping their pawns). The choice to
  keep or remove a pawn was made seeing the first deal, so after a redeal it may be a worse one:
  that is rare, and a redeal is what players at a table do with a misdeal. The event of the choice
  that started play says how many deals were dealt again (``last.detail``).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

import chess

from game.cards import Layout, Table, Visibility, ZoneSpec, seat_zones
from game.cards.pokerdrez import NEUTRAL, Figure, PokerDrezCard, deck, figure_for_die
from game.core import Action, GameState, JSONValue, OptionSpec, Outcome, Seat, copy_generator
from game.snapshot_fields import SnapshotFields
from game.text import N_, Msg
from game.text import Seat as SeatWord
from game.view import Event, turn_fields
from games.pokerdrez import SPEC
from games.pokerdrez import betting as bets
from games.pokerdrez.betting import Betting
from games.pokerdrez.texts import TEXTS
from games.pokerdrez.view import (
    COMMON,
    DECK,
    DIE,
    HAND,
    KEEP,
    MOVE,
    OPPONENT,
    REMOVE,
    RETURN,
    ROLL,
    SWAP,
    PokerDrezView,
    read_card,
    read_move,
)

WHITE_SEAT, BLACK_SEAT = 0, 1
PHASE_REMOVE, PHASE_PLAY, PHASE_RETURN, PHASE_CHESS, PHASE_OVER = "remove", "play", "return", "chess", "over"
PHASES = (PHASE_REMOVE, PHASE_PLAY, PHASE_RETURN, PHASE_CHESS, PHASE_OVER)
REASONS = ("checkmate", "stalemate", "material", "repetition", "fifty", "refused")
HAND_SIZE, COMMONS_SIZE = 2, 5
MAX_DETAIL = 1000  # an event's number: a die face (1-6) or the dead deals dealt again (D12)

# The chess piece a figure card moves (the Bufón moves any, see ``backs``).
FIGURE_PIECE: dict[Figure, chess.PieceType] = {
    Figure.PEON: chess.PAWN,
    Figure.CABALLO: chess.KNIGHT,
    Figure.ALFIL: chess.BISHOP,
    Figure.TORRE: chess.ROOK,
    Figure.DAMA: chess.QUEEN,
}


def _layout(decks: int) -> Layout[PokerDrezCard]:
    return Layout(
        (
            ZoneSpec("deck", Visibility.HIDDEN),
            *seat_zones("hand", 2, max_size=HAND_SIZE + 1),
            ZoneSpec("commons", Visibility.PUBLIC, max_size=COMMONS_SIZE),
            ZoneSpec("discard", Visibility.COUNT),
        ),
        players=2,
        box=tuple(deck(decks)),
        decode=PokerDrezCard.decode,
    )


LAYOUTS = {1: _layout(1), 2: _layout(2)}


def seat_colour(seat: Seat) -> chess.Color:
    return chess.WHITE if seat == WHITE_SEAT else chess.BLACK


def colour_seat(colour: chess.Color) -> Seat:
    return WHITE_SEAT if colour == chess.WHITE else BLACK_SEAT


def copy_board(board: chess.Board) -> chess.Board:
    """A copy of ``board`` with its whole move stack, as ``board.copy()`` gives, at a fraction of
    the cost: python-chess copies every move of the stack one by one, though it never changes a
    move or a stacked board state once pushed, so the copy may share them (a search clones a
    position at every node, and a game is a few hundred plies long)."""
    other = board.copy(stack=False)
    other.move_stack = list(board.move_stack)
    other._stack = list(board._stack)
    return other


_MOVE_ACTIONS: dict[tuple[str, ...], Action] = {}


def move_action(*args: str) -> Action:
    """The ``move`` action with these arguments, made once and then shared (actions are immutable
    values, and a card position lists up to a few hundred of them at every action)."""
    action = _MOVE_ACTIONS.get(args)
    if action is None:
        if len(_MOVE_ACTIONS) > 200_000:
            _MOVE_ACTIONS.clear()
        action = _MOVE_ACTIONS[args] = Action(MOVE, args)
    return action


# The actions of one chess move backed by one card, by the move's number (its squares and
# promotion, see ``_move_number``) and then the card's (code, where): listing a position's actions is
# a look-up per chess move and card, not a text form (UCI) and an action. (Until session 15 they
# were kept by move and whole list of backers, a list that changes with every card drawn: about
# three look-ups in four missed and made the move's text and its actions again.)
_MOVE_BY_BACKER: dict[int, dict[tuple[str, ...], Action]] = {}
_MOVE_BY_DIE: dict[int, Action] = {}
_MOVE_PLAIN: dict[int, Action] = {}
_CACHE_BOUND = 200_000
_backed_made = [0]


def _move_number(move: chess.Move) -> int:
    return (move.from_square << 9) | (move.to_square << 3) | (move.promotion or 0)


_UCIS: dict[int, str] = {}


def uci_of(move: chess.Move) -> str:
    """``move.uci()``, remembered by the move's number (a save lists every move of the game)."""
    number = _move_number(move)
    uci = _UCIS.get(number)
    if uci is None:
        uci = _UCIS[number] = move.uci()  # at most 64 * 64 * 8 numbers
    return uci


def _backed_actions(move: chess.Move, backers: tuple[tuple[str, ...], ...]) -> list[Action]:
    """The ``move`` actions of ``move`` paid by each of ``backers``, in their order."""
    number = (move.from_square << 9) | (move.to_square << 3) | (move.promotion or 0)  # _move_number
    made = _MOVE_BY_BACKER.get(number)
    if made is None:
        made = _MOVE_BY_BACKER[number] = {}
    try:
        return list(map(made.__getitem__, backers))
    except KeyError:  # a card not met with this move yet
        pass
    uci = uci_of(move)
    for backer in backers:
        if backer not in made:
            if _backed_made[0] >= _CACHE_BOUND:
                _MOVE_BY_BACKER.clear()  # ``made`` is then kept only here, for this listing
                _MOVE_BY_BACKER[number] = made
                _backed_made[0] = 0
            _backed_made[0] += 1
            made[backer] = move_action(uci, *backer)
    return list(map(made.__getitem__, backers))


def _die_action(move: chess.Move) -> Action:
    key = _move_number(move)
    action = _MOVE_BY_DIE.get(key)
    if action is None:
        action = _MOVE_BY_DIE[key] = move_action(move.uci(), DIE)
    return action


def _plain_action(move: chess.Move) -> Action:
    key = _move_number(move)
    action = _MOVE_PLAIN.get(key)
    if action is None:
        action = _MOVE_PLAIN[key] = move_action(move.uci())
    return action


ALL_PIECES: tuple[chess.PieceType, ...] = tuple(chess.PIECE_TYPES)
ROLL_ACTION = Action(ROLL)
_RETURN_ACTIONS: dict[str, Action] = {}


def _return_action(code: str) -> Action:
    action = _RETURN_ACTIONS.get(code)
    if action is None:
        action = _RETURN_ACTIONS[code] = Action(RETURN, (code,))  # at most the deck's 56 codes
    return action


def needed_piece(board: chess.Board, move: chess.Move) -> chess.PieceType:
    """The piece a move needs a card for: castling is a rook move ("Enroque: se considera como un
    único movimiento de torre"), every other move the moving piece's."""
    if board.is_castling(move):
        return chess.ROOK
    piece = board.piece_type_at(move.from_square)
    assert piece is not None
    return piece


def backs(figure: Figure | None, need: chess.PieceType, board: chess.Board, colour: chess.Color) -> bool:
    """Whether a card (or die face) of ``figure`` (None: a neutral card) lets ``colour`` make a move
    needing ``need``: the Bufón any piece, any figure the king, a figure of which ``colour`` has no
    piece left any piece (D5), else its own piece only."""
    if figure is None:
        return False  # D3
    if figure is Figure.BUFON or need == chess.KING:
        return True
    piece = FIGURE_PIECE[figure]
    if not board.pieces_mask(piece, colour):
        return True
    return piece == need


def _may_repeat(board: chess.Board) -> bool:
    """False when ``board.is_repetition(3)`` is sure to be False, found faster: python-chess
    compares the occupied squares with those of every position of the game before it replays
    any, though only the positions since the last capture or pawn move (``halfmove_clock`` plies)
    can come back, and a third time needs eight such plies at least."""
    plies = board.halfmove_clock
    if plies < 8:
        return False
    occupied = board.occupied
    seen = 0
    for state in board._stack[-plies:]:
        if state.occupied == occupied:
            seen += 1
            if seen >= 2:
                return True
    return False


class PokerDrez(GameState, spec=SPEC):
    options_spec = (
        OptionSpec(
            "decks", 2, (2, 1), label=N_("Decks"), choice_labels={"2": N_("Two (112 cards)"), "1": N_("One (56 cards)")}
        ),
        OptionSpec(
            "die",
            True,
            (True, False),
            label=N_("The die"),
            choice_labels={"True": N_("In play"), "False": N_("Left out")},
        ),
        # The betting variant (games/pokerdrez/betting.py), off unless asked for.
        OptionSpec(
            "stakes",
            bets.OFF,
            tuple(bets.STAKES),
            label=N_("Betting"),
            choice_labels=bets.STAKE_LABELS,
            separate_records=True,  # chips won do not compare with plain points
        ),
    )

    # --- set-up ------------------------------------------------------------------------------
    def setup(self) -> None:
        self.layout = LAYOUTS[int(self.options["decks"])]
        self.cards: Table[PokerDrezCard] = Table.boxed(self.layout, "deck")
        self.cards.shuffle("deck", self)
        self.cards.deal("deck", ["hand.0", "hand.1"], HAND_SIZE, self)
        self.cards.draw("deck", "commons", self, count=COMMONS_SIZE)
        self.board = chess.Board()
        self.start_fen = self.board.fen()
        self._sans: list[str] = []  # the moves in algebraic notation, for the move list (see ``sans``)
        self.phase = PHASE_REMOVE
        self.remover: Seat = BLACK_SEAT  # "El jugador con las piezas negras será el primero"
        self.removed: list[str | None] = [None, None]  # by seat
        self.die_holder: Seat | None = BLACK_SEAT if self.options["die"] else None
        self.rolled: int | None = None
        self.swapped = False
        # Cards of each hand that the other seat has seen go there (a neutral card it gave, a
        # common card taken): determinize keeps them.
        self.known: list[list[PokerDrezCard]] = [[], []]
        self.result: tuple[str, Seat | None] | None = None
        self.last: Event | None = None
        self.betting = Betting.from_option(self.options["stakes"])  # None: played without betting
        self._jokers = False  # test hook (perft --jokers, the oracle tests): every card backs every move
        # The legal actions of the position, found once (the verdict needs them after every action)
        # and kept until the next action; the set for ``is_legal`` only when it is asked.
        self._legal: list[Action] | None = None
        self._legal_set: frozenset[Action] | None = None
        self._legal_ids: tuple[list[Action], frozenset[int]] | None = None  # a list and its actions' ids

    # --- reading the state ---------------------------------------------------------------------
    @property
    def card_phase(self) -> bool:
        return self.phase in (PHASE_PLAY, PHASE_RETURN)

    def mover(self) -> Seat:
        if self.phase == PHASE_REMOVE:
            return self.remover
        if self.phase == PHASE_RETURN:  # the move is on the board already: its maker gives a card back
            return colour_seat(not self.board.turn)
        return colour_seat(self.board.turn)

    def to_act(self) -> tuple[Seat, ...]:
        if self.betting is not None and self.betting.answering is not None:
            return (self.betting.answering,)  # a raise waits for its answer
        return () if self.phase == PHASE_OVER else (self.mover(),)

    def is_over(self) -> bool:
        return self.phase == PHASE_OVER

    def hand(self, seat: Seat) -> tuple[PokerDrezCard, ...]:
        return self.cards.cards(f"hand.{seat}")

    def commons(self) -> tuple[PokerDrezCard, ...]:
        return self.cards.cards("commons")

    def _backs(self, figure: Figure | None, need: chess.PieceType, colour: chess.Color) -> bool:
        return self._jokers or backs(figure, need, self.board, colour)

    # --- legal actions --------------------------------------------------------------------------
    @property
    def sans(self) -> list[str]:
        """The game's moves in algebraic notation. Written when asked (a view), not at each move:
        SAN costs a search of the position's legal moves, and searching players never read it."""
        missing = len(self.board.move_stack) - len(self._sans)
        if missing > 0:
            board = copy_board(self.board)
            pending = [board.pop() for _ in range(missing)]
            for move in reversed(pending):
                self._sans.append(san_of(board, move))
                board.push(move)
        return self._sans

    @sans.setter
    def sans(self, value: list[str]) -> None:
        self._sans = value

    def legal_actions(self, seat: Seat) -> list[Action]:
        if seat not in self.to_act():
            return []
        if self._legal is None:
            self._legal = self._generate()
            self._legal_set = None
        return list(self._legal)

    def is_legal(self, seat: Seat, action: Action) -> bool:
        if seat not in self.to_act():
            return False
        if self._legal is None:
            self._legal = self._generate()
            self._legal_set = None
        # Players hand back one of the listed actions (shared objects, see ``move_action``): found
        # by identity first, which needs no hashing of every action of the position. The ids are
        # those of the list they were taken from (it holds its actions, so no id is reused).
        if self._legal_ids is None or self._legal_ids[0] is not self._legal:
            self._legal_ids = (self._legal, frozenset(map(id, self._legal)))
        if id(action) in self._legal_ids[1]:
            return True
        if self._legal_set is None:
            self._legal_set = frozenset(self._legal)
        return action in self._legal_set

    def _generate(self) -> list[Action]:
        if self.betting is not None and self.phase in (PHASE_PLAY, PHASE_CHESS):
            return self.betting.with_raises(self._generate_moves, len(self.board.move_stack))
        return self._generate_moves()

    def _generate_moves(self) -> list[Action]:
        seat = self.mover()
        if self.phase == PHASE_REMOVE:
            colour = seat_colour(seat)
            banned = None
            black_removed = self.removed[BLACK_SEAT]
            if seat == WHITE_SEAT and black_removed is not None:  # "excepto el de la misma columna"
                banned = chess.square_file(chess.parse_square(black_removed))
            squares = [sq for sq in self.board.pieces(chess.PAWN, colour) if chess.square_file(sq) != banned]
            return [Action(KEEP)] + [Action(REMOVE, (chess.square_name(sq),)) for sq in sorted(squares)]
        if self.phase == PHASE_CHESS:
            return [_plain_action(move) for move in self.board.generate_legal_moves()]
        if self.phase == PHASE_RETURN:
            return [_return_action(code) for code in sorted({c.encode() for c in self.hand(seat)})]
        return self._card_phase_actions(seat)

    def _sources(self, seat: Seat) -> list[tuple[PokerDrezCard, str]]:
        """Each distinct card this seat may spend, with where it lies (hand first)."""
        found: list[tuple[PokerDrezCard, str]] = []
        for zone, source in ((f"hand.{seat}", HAND), ("commons", COMMON)):
            for card in sorted(set(self.cards.cards(zone))):
                found.append((card, source))
        return found

    def _backers(self, seat: Seat, colour: chess.Color) -> dict[chess.PieceType, tuple[tuple[str, str], ...]]:
        """Which cards (code, where) back a move needing each piece type, in the order of
        ``_sources``: what ``backs`` says, worked out once per card rather than per card and type."""
        found: dict[chess.PieceType, list[tuple[str, str]]] = {need: [] for need in chess.PIECE_TYPES}
        board = self.board
        for card, source in self._sources(seat):
            figure = card.figure
            if figure is None and not self._jokers:
                continue  # D3
            backer = (card.encode(), source)
            if self._jokers or figure is Figure.BUFON:
                needs: tuple[chess.PieceType, ...] = ALL_PIECES
            else:
                assert figure is not None
                piece = FIGURE_PIECE[figure]
                needs = (piece, chess.KING) if board.pieces_mask(piece, colour) else ALL_PIECES  # D5
            for need in needs:
                found[need].append(backer)
        return {need: tuple(cards) for need, cards in found.items()}

    def _card_phase_actions(self, seat: Seat) -> list[Action]:
        board = self.board
        colour = seat_colour(seat)
        backers = self._backers(seat, colour)
        die_figure = figure_for_die(self.rolled) if self.rolled is not None else None
        by_die = {need: die_figure is not None and self._backs(die_figure, need, colour) for need in chess.PIECE_TYPES}
        # Only the pieces something backs are asked for their moves (python-chess lists the moves
        # of a part of the board in the order it lists all of them); castling needs a rook's card.
        mask = 0
        for need in chess.PIECE_TYPES:
            if backers[need] or by_die[need]:
                mask |= board.pieces_mask(need, colour)
        if backers[chess.ROOK] or by_die[chess.ROOK]:
            mask |= board.kings & board.occupied_co[colour]
        actions: list[Action] = []
        die_moves: list[Action] = []
        kings = board.kings
        for move in board.generate_legal_moves(mask):
            if kings & chess.BB_SQUARES[move.from_square] and board.is_castling(move):
                need = chess.ROOK  # "Enroque: se considera como un único movimiento de torre"
            else:
                need = board.piece_type_at(move.from_square)  # type: ignore[assignment]
            if backers[need]:
                actions += _backed_actions(move, backers[need])
            if by_die[need]:
                die_moves.append(_die_action(move))
        actions += die_moves
        if self.die_holder == seat and self.rolled is None:
            actions.append(ROLL_ACTION)
        if not self.swapped:
            actions += self._swaps(seat)
        return actions

    def _swaps(self, seat: Seat) -> list[Action]:
        swaps: list[Action] = []
        if NEUTRAL in self.hand(seat):
            swaps += [Action(SWAP, (HAND, DECK)), Action(SWAP, (HAND, OPPONENT))]
            swaps += [
                Action(SWAP, (HAND, code)) for code in sorted({c.encode() for c in self.commons() if not c.is_neutral})
            ]
        if NEUTRAL in self.commons():
            swaps += [Action(SWAP, (COMMON, DECK)), Action(SWAP, (COMMON, OPPONENT))]
        return swaps

    def move_choices(self) -> dict[str, Action]:
        """Each distinct chess move (UCI) the player to move can make now, with one action that
        makes it (a card of the hand rather than of the commons, a card rather than the die): the
        same moves as the ``move`` actions of ``legal_actions``, found faster (perft, the oracles)."""
        if self.phase == PHASE_CHESS:
            return {move.uci(): Action(MOVE, (move.uci(),)) for move in self.board.legal_moves}
        if self.phase != PHASE_PLAY:
            return {}
        seat = self.mover()
        colour = seat_colour(seat)
        first = {need: backers[0] if backers else None for need, backers in self._backers(seat, colour).items()}
        die_figure = figure_for_die(self.rolled) if self.rolled is not None else None
        choices: dict[str, Action] = {}
        for move in self.board.legal_moves:
            need = needed_piece(self.board, move)
            backer = first[need]
            if backer is not None:
                choices[move.uci()] = Action(MOVE, (move.uci(), *backer))
            elif die_figure is not None and self._backs(die_figure, need, colour):
                choices[move.uci()] = Action(MOVE, (move.uci(), DIE))
        return choices

    def why_illegal(self, seat: Seat, action: Action) -> str:
        if self.betting is not None and (self.betting.pending or action.kind in bets.KINDS):
            return self.betting.why_illegal(seat, action, len(self.board.move_stack), seat == self.mover())
        if action.kind in bets.KINDS:
            return "this game is played without betting"
        if self.phase == PHASE_REMOVE and action.kind not in (KEEP, REMOVE):
            return "first each player may take a pawn off the board (remove:SQUARE) or keep them all (keep)"
        if self.phase == PHASE_RETURN and action.kind != RETURN:
            return "give one of your three cards back to the commons first (return:CARD)"
        if action.kind == ROLL:
            return "you do not hold the die" if self.die_holder != seat else "the die was rolled this turn"
        if action.kind == SWAP:
            return "no neutral card to exchange, or one was exchanged this turn"
        read = read_move(action)
        if action.kind == MOVE and read is None:
            return "a move reads move:UCI,CARD,hand|common, move:UCI,die or (plain chess) move:UCI"
        if read is not None:
            try:
                move = chess.Move.from_uci(read.uci)
            except ValueError:
                return f"{read.uci} is not a move in UCI notation (like e2e4)"
            if move not in self.board.legal_moves:
                return f"{read.uci} is not a legal chess move here"
            if self.phase == PHASE_CHESS:
                return "the deck has run out: moves take no card now (move:UCI)"
            if read.source == DIE:
                return "no die roll backs that move"
            if read.source is None:
                return "while the deck lasts, a move needs a card: move:UCI,CARD,hand|common"
            zone = f"hand.{seat}" if read.source == HAND else "commons"
            if read.card not in self.cards.cards(zone):
                return f"there is no {read.card} in your {'hand' if read.source == HAND else 'commons'}"
            return f"{read.card} does not move that piece"
        return "not one of the legal actions now"

    # --- playing ---------------------------------------------------------------------------------
    def _apply(self, seat: Seat, action: Action) -> None:
        self._legal = None
        detail: Any = None
        kind = action.kind
        if kind in bets.KINDS:
            self._bet(seat, action)
            return
        if kind == KEEP or kind == REMOVE:
            detail = self._remove(seat, action) or None
        elif kind == ROLL:
            self.rolled = self.rng.randint(1, 6)
            self.mark_irreversible()
            self.die_holder = 1 - seat  # "el jugador debe cederlo a su oponente"
            detail = self.rolled
        elif kind == SWAP:
            self._swap(seat, action)
        elif kind == RETURN:
            card = read_card(action)
            assert card is not None
            self._leaves_hand(seat, card)
            self.cards.move(card, f"hand.{seat}", "commons", self)
            self._end_turn()
        else:
            self._move(seat, action)
        self.last = Event(seat, action, detail)
        self._legal = None
        self._settle()  # finds the next legal actions (kept) or the end

    def _bet(self, seat: Seat, action: Action) -> None:
        assert self.betting is not None
        if self.betting.apply(seat, action, len(self.board.move_stack)):  # refused: "para no perder"
            self.result, self.phase = ("refused", 1 - seat), PHASE_OVER
            self.betting.finish(1 - seat)
        self.last = Event(seat, action, None)
        self._legal = None

    def _remove(self, seat: Seat, action: Action) -> int:
        """The pawn removal; when it starts play, the number of dead deals dealt again (D12)."""
        if action.kind == REMOVE:
            square = chess.parse_square(str(action.args[0]))
            self.board.remove_piece_at(square)
            self.removed[seat] = chess.square_name(square)
            self.start_fen = self.board.fen()  # a save between the two choices reads back
        if seat == BLACK_SEAT:
            self.remover = WHITE_SEAT
            return 0
        self.board = chess.Board(self.board.fen())
        self.start_fen = self.board.fen()
        self.phase = PHASE_PLAY
        redeals = 0
        while not self._generate():  # D12: a dead deal is dealt again
            redeals += 1
            self.cards.gather(["hand.0", "hand.1", "commons"], "deck")
            self.cards.shuffle("deck", self)
            self.cards.deal("deck", ["hand.0", "hand.1"], HAND_SIZE, self)
            self.cards.draw("deck", "commons", self, count=COMMONS_SIZE)
        return redeals

    def _move(self, seat: Seat, action: Action) -> None:
        read = read_move(action)
        assert read is not None
        self.rolled = None  # a roll is spent, or ignored, by the move
        self._push(chess.Move.from_uci(read.uci))
        if read.card is not None:
            zone = f"hand.{seat}" if read.source == HAND else "commons"
            if read.source == HAND:
                self._leaves_hand(seat, read.card)
            self.cards.move(read.card, zone, "discard", self)  # shown, then face down
            self.cards.draw("deck", f"hand.{seat}", self)  # "Luego cogerá una carta del mazo"
            if read.source == COMMON:
                self.phase = PHASE_RETURN  # "deberá reponerla pudiendo escoger, entre las 3"
                return
        self._end_turn()

    def _push(self, move: chess.Move) -> None:
        self.board.push(move)

    def _swap(self, seat: Seat, action: Action) -> None:
        place, target = str(action.args[0]), str(action.args[1])
        zone = f"hand.{seat}" if place == HAND else "commons"
        other = 1 - seat
        if place == HAND:
            self._leaves_hand(seat, NEUTRAL)
        if target == DECK:
            self.cards.draw("deck", zone, self)
            self.cards.move(NEUTRAL, zone, "deck", self, index=self.rng.randrange(self.cards.count("deck") + 1))
            self.mark_irreversible()
        elif target == OPPONENT:
            position = self.rng.randrange(self.cards.count(f"hand.{other}"))
            taken = self.cards.move_at(f"hand.{other}", position, zone, self)
            self.mark_irreversible()
            self._leaves_hand(other, taken)
            if place == HAND:
                self.known[seat].append(taken)  # the opponent saw which card it lost
            self.cards.move(NEUTRAL, zone, f"hand.{other}", self)
            self.known[other].append(NEUTRAL)
        else:
            taken = PokerDrezCard.decode(target)
            self.cards.move(taken, "commons", zone, self)
            self.cards.move(NEUTRAL, zone, "commons", self)
            self.known[seat].append(taken)
        self.swapped = True

    def _leaves_hand(self, seat: Seat, card: PokerDrezCard) -> None:
        if card in self.known[seat]:
            self.known[seat].remove(card)

    def _end_turn(self) -> None:
        self.rolled = None
        self.swapped = False
        # "hasta que el mazo quede vacío. A partir de entonces ... ajedrez tradicional" (D10)
        self.phase = PHASE_PLAY if self.cards.count("deck") else PHASE_CHESS

    def _settle(self) -> None:
        verdict = self._verdict()
        if verdict is not None:
            self.result = verdict
            self.phase = PHASE_OVER
            self._legal = None
            if self.betting is not None:
                self.betting.finish(verdict[1])

    def _verdict(self) -> tuple[str, Seat | None] | None:
        """The end of the game the position gives, or None (D2, D9)."""
        if self.phase in (PHASE_REMOVE, PHASE_OVER):
            return None
        if self._legal is None:
            self._legal = self._generate()
            self._legal_set = None
        if not self._legal or (
            # D2: when the board itself allows no move (a chess mate or stalemate), neither the die nor
            # an exchange could bring one: the verdict is not put off (rare: asked only without a move).
            self.phase == PHASE_PLAY
            and not any(a.kind == MOVE for a in self._legal)
            and not any(True for _ in self.board.generate_legal_moves())
        ):
            if self.board.is_check():
                return ("checkmate", 1 - self.mover())
            return ("stalemate", None)
        if self.phase == PHASE_RETURN:
            return None
        if self.board.is_insufficient_material():
            return ("material", None)
        if _may_repeat(self.board) and self.board.is_repetition(3):
            return ("repetition", None)
        if self.board.halfmove_clock >= 100:
            return ("fifty", None)
        return None

    def outcome(self) -> Outcome | None:
        if self.result is None:
            return None
        reason, winner = self.result
        detail: tuple[Msg, ...] = (_reason_message(reason, winner),)
        placing = (1, 1) if winner is None else (1, 2) if winner == WHITE_SEAT else (2, 1)
        scores = (0.5, 0.5) if winner is None else (1.0, 0.0) if winner == WHITE_SEAT else (0.0, 1.0)
        if self.betting is not None and self.betting.net is not None:  # B7: the score is the chips won
            scores = (float(self.betting.net[0]), float(self.betting.net[1]))
            detail += (bets.chips_message(self.betting.net),)
        return Outcome(scores, placing, detail=detail)

    # --- information ------------------------------------------------------------------------------
    def view(self, seat: Seat | None) -> PokerDrezView:
        own = seat is not None and 0 <= seat < 2
        turn = turn_fields(self, seat)
        to_act = turn["to_act"]
        ply = len(self.board.move_stack)
        answering = self.betting is not None and self.betting.pending
        return PokerDrezView(
            **turn,
            last=self.last,
            phase=self.phase,
            colour=("white" if seat == WHITE_SEAT else "black") if own else None,
            fen=self.board.fen(),
            moves=tuple(self.sans),
            last_move=self.board.peek().uci() if self.board.move_stack else None,
            in_check=self.board.is_check(),
            hand=self.hand(seat) if own and seat is not None else None,
            hand_counts=(self.cards.count("hand.0"), self.cards.count("hand.1")),
            opponent_known=tuple(sorted(self.known[1 - seat])) if own and seat is not None else (),
            commons=self.commons(),
            deck_count=self.cards.count("deck"),
            discard_count=self.cards.count("discard"),
            discard_top=self.cards.cards("discard")[-1] if self.cards.count("discard") else None,
            die_in_play=bool(self.options["die"]),
            die_holder=self.die_holder,
            rolled=self.rolled,
            swapped=self.swapped,
            removed=(self.removed[0], self.removed[1]),
            result=self.result[0] if self.result else None,
            winner=self.result[1] if self.result else None,
            chess_moves=tuple(move.uci() for move in self.board.legal_moves)
            if own and seat in to_act and self.phase in (PHASE_PLAY, PHASE_CHESS) and not answering
            else (),
            betting=None
            if self.betting is None
            else self.betting.view(seat, seat in to_act and self.phase in (PHASE_PLAY, PHASE_CHESS), ply),
        )

    def determinize(self, seat: Seat, rng: random.Random) -> PokerDrez:
        """The opponent's hand and the deck dealt anew from the cards ``seat`` has not seen (the
        cards it knows lie in the opponent's hand stay there); the generator reseeded."""
        clone = self.clone()
        other = 1 - seat
        clone.cards = self.cards.determinize(seat, rng, keep={f"hand.{other}": list(self.known[other])})
        clone.rng = random.Random(rng.getrandbits(64))
        clone._legal = None  # the legal moves were the real hands' (the mover's hand may differ here)
        return clone

    # The generator is copied when a clone or its original first uses it, not at the clone: most
    # clones (a searching player's, perft's) never roll or shuffle, and a copy costs as much as the
    # rest of a clone. Only a plain ``random.Random`` is shared (a test's stand-in die is copied).
    _rng: random.Random
    _rng_shared = False

    @property
    def rng(self) -> random.Random:
        if self._rng_shared:
            self._rng = copy_generator(self._rng)
            self._rng_shared = False
        return self._rng

    @rng.setter
    def rng(self, value: random.Random) -> None:
        self._rng = value
        self._rng_shared = False

    def clone(self) -> PokerDrez:
        other = PokerDrez.__new__(PokerDrez)
        other.__dict__.update(self.__dict__)
        if type(self._rng) is random.Random:
            self._rng_shared = other._rng_shared = True
        else:
            other.rng = copy_generator(self._rng)
        other.history = list(self.history)
        other.options = dict(self.options)
        other.cards = self.cards.clone()
        other.board = copy_board(self.board)
        other.removed = list(self.removed)
        other.known = [list(k) for k in self.known]
        other._sans = list(self._sans)
        if self.betting is not None:
            other.betting = self.betting.clone()
        return other

    def invariant_violations(self) -> list[str]:
        problems = self.cards.conservation_violations()
        mover = self.mover()
        for seat in (0, 1):
            want = HAND_SIZE + 1 if self.phase == PHASE_RETURN and seat == mover else HAND_SIZE
            if self.cards.count(f"hand.{seat}") != want:
                problems.append(f"hand {seat} holds {self.cards.count(f'hand.{seat}')} cards, not {want}")
            missing = _multiset_minus(self.known[seat], list(self.hand(seat)))
            if missing:
                problems.append(f"cards known in hand {seat} are not there: {[c.encode() for c in missing]}")
        want_commons = COMMONS_SIZE - 1 if self.phase == PHASE_RETURN else COMMONS_SIZE
        if self.cards.count("commons") != want_commons:
            problems.append(f"the commons hold {self.cards.count('commons')} cards, not {want_commons}")
        if self.phase in (PHASE_PLAY,) and not self.cards.count("deck"):
            problems.append("the card phase goes on with an empty deck")
        if self.phase == PHASE_CHESS and self.cards.count("deck"):
            problems.append("plain chess while the deck still holds cards")
        if self.phase != PHASE_REMOVE and not self.board.is_valid():
            problems.append(f"the board is not a valid chess position: {self.board.status()!r}")
        if (self.die_holder is None) == bool(self.options["die"]):
            problems.append("the die is held while out of play, or lost while in play")
        if self.rolled is not None and (self.phase not in (PHASE_PLAY, PHASE_OVER) or not 1 <= self.rolled <= 6):
            problems.append(f"a die result {self.rolled} outside a turn of the card phase")
        if (self.phase == PHASE_OVER) != (self.result is not None):
            problems.append("the game's end and its result disagree")
        if self.phase not in (PHASE_REMOVE, PHASE_OVER) and self._verdict() is not None:
            problems.append("the position is over but the game goes on")
        if self.betting is not None:
            problems += self.betting.violations(self.phase == PHASE_OVER)
            if self.betting.pending and self.phase not in (PHASE_PLAY, PHASE_CHESS):
                problems.append(f"a raise waits for its answer in the phase {self.phase}")
        return problems

    # --- saves -------------------------------------------------------------------------------------
    def snapshot(self) -> dict[str, JSONValue]:
        return {
            "phase": self.phase,
            "remover": self.remover,
            "removed": list(self.removed),
            "start_fen": self.start_fen,
            "moves": [uci_of(move) for move in self.board.move_stack],
            "board": self.board.fen(),
            "cards": self.cards.to_json(),
            "die_holder": self.die_holder,
            "rolled": self.rolled,
            "swapped": self.swapped,
            "known": [[c.encode() for c in k] for k in self.known],
            "result": None if self.result is None else [self.result[0], self.result[1]],
            "last": None
            if self.last is None
            else [self.last.seat, self.last.action.encode() if self.last.action else None, self.last.detail],
            # Only with betting on: saves of the plain game keep the fields they always had.
            **({} if self.betting is None else {"betting": self.betting.to_json()}),
        }

    @classmethod
    def from_snapshot(
        cls, players: int, seed: int, options: Mapping[str, JSONValue], snapshot: Mapping[str, JSONValue]
    ) -> PokerDrez:
        fields = SnapshotFields(cls, snapshot)
        state = cls(players, seed, options)
        state.phase = fields.word(fields["phase"], "phase", PHASES)
        state.remover = fields.seat(fields["remover"], "remover", 2)
        removed = fields.list(fields["removed"], "removed", length=2)
        for seat, square in enumerate(removed):
            if square is not None:
                fields.check(
                    isinstance(square, str) and square in chess.SQUARE_NAMES, f"has removed[{seat}] {square!r}"
                )
        state.removed = list(removed)
        start = chess.Board()
        for seat, square in enumerate(state.removed):
            if square is not None:
                piece = start.piece_at(chess.parse_square(square))
                fields.check(
                    piece == chess.Piece(chess.PAWN, seat_colour(seat)),
                    f"removes {square}, which is not a pawn of seat {seat + 1}",
                )
                start.remove_piece_at(chess.parse_square(square))
        if state.removed[0] is not None and state.removed[1] is not None:
            fields.check(state.removed[0][0] != state.removed[1][0], "removes two pawns of one file")
        fen = fields["start_fen"]
        fields.check(fen == start.fen(), "has a start position that is not the chess start less the removed pawns")
        fields.check(
            state.phase != PHASE_REMOVE
            or (state.removed[0] is None and (state.remover == WHITE_SEAT or state.removed[1] is None)),
            "is removing pawns out of turn",
        )
        state.start_fen = start.fen()
        board = chess.Board(state.start_fen)
        state.sans = []
        moves = fields.list(fields["moves"], "moves", max_length=100_000)
        fields.check(not moves or state.phase != PHASE_REMOVE, "has moves before play")
        for index, text in enumerate(moves):
            try:
                move = chess.Move.from_uci(text) if isinstance(text, str) else None
            except ValueError:
                move = None
            fields.check(move is not None and board.is_legal(move), f"has moves[{index}] {text!r}, not legal")
            assert move is not None
            board.push(move)  # the moves' SAN is written when a view asks for it (``sans``)
        fields.check(fields["board"] == board.fen(), "has a board that its moves do not give")
        state.board = board
        state.cards = Table.from_json(state.layout, fields["cards"], fail=fields.fail)
        state.die_holder = fields.optional_seat(fields["die_holder"], "die_holder", 2)
        state.rolled = fields.optional_int(fields["rolled"], "rolled", 1, 6)
        state.swapped = fields.bool(fields["swapped"], "swapped")
        known = fields.list(fields["known"], "known", length=2)
        state.known = []
        for seat, codes in enumerate(known):
            texts = fields.list(codes, f"known[{seat}]", max_length=HAND_SIZE + 1)
            cards = []
            for code in texts:
                try:
                    cards.append(PokerDrezCard.decode(code))
                except ValueError:
                    fields.fail(f"has known[{seat}] entry {code!r}, not a card")
            state.known.append(cards)
        result = fields["result"]
        if result is None:
            state.result = None
        else:
            parts = fields.list(result, "result", length=2)
            state.result = (fields.word(parts[0], "result", REASONS), fields.optional_seat(parts[1], "winner", 2))
        last = fields["last"]
        if last is None:
            state.last = None
        else:
            parts = fields.list(last, "last", length=3)
            try:
                action = Action.decode(parts[1]) if parts[1] is not None else None
            except ValueError:
                fields.fail(f"has a last action {parts[1]!r} that does not read")
            state.last = Event(
                fields.optional_seat(parts[0], "last seat", 2),
                action,
                fields.optional_int(parts[2], "last detail", 1, MAX_DETAIL),
            )
        state._legal = None
        state.betting = Betting.from_json(state.options["stakes"], fields.data.get("betting"), fields.fail)
        if state.phase == PHASE_OVER and state.result is not None and state.result[0] == "refused":
            fields.check(state.betting is not None and state.betting.chips.decided(), "records a refusal without one")
        elif state.phase == PHASE_OVER:
            fields.check(state.result is not None, "is over without a result")
            saved, state.result, state.phase = (
                state.result,
                None,
                PHASE_PLAY if state.cards.count("deck") else PHASE_CHESS,
            )
            # the recorded verdict must be the one the position gives (a return phase never ends a game)
            fields.check(state._verdict() == saved, "records an end the position does not give")
            state.result, state.phase, state._legal = saved, PHASE_OVER, None
        else:
            fields.check(state.result is None, "has a result but is not over")
        return fields.finish(state)  # type: ignore[return-value]

    # --- words ---------------------------------------------------------------------------------------
    def describe(self, seat: Seat, action: Action, lang: str = "en") -> Msg:
        who = SeatWord(seat)
        if action.kind in bets.KINDS:
            return bets.describe(seat, action)
        if action.kind == KEEP:
            return TEXTS.msg("{who} keeps every pawn", {"who": who})
        if action.kind == REMOVE:
            return TEXTS.msg("{who} takes the pawn on {square} off the board", {"who": who, "square": action.args[0]})
        if action.kind == ROLL:
            return TEXTS.msg("{who} rolls the die", {"who": who})
        if action.kind == RETURN:
            card = read_card(action)
            return TEXTS.msg("{who} puts {card} in the commons", {"who": who, "card": card_name(card)})
        if action.kind == SWAP:
            target = str(action.args[1])
            if target == DECK:
                return TEXTS.msg("{who} exchanges a neutral card for the deck's top card", {"who": who})
            if target == OPPONENT:
                return TEXTS.msg("{who} exchanges a neutral card for a card of the opponent", {"who": who})
            return TEXTS.msg(
                "{who} exchanges a neutral card for {card}", {"who": who, "card": card_name(_decode_or_none(target))}
            )
        read = read_move(action)
        if read is None:
            return TEXTS.msg("{who}: {action}", {"who": who, "action": action.encode()})
        move = self._san_or_uci(read.uci)
        if read.source == DIE:
            return TEXTS.msg("{who} plays {move} with the die", {"who": who, "move": move})
        if read.card is None:
            return TEXTS.msg("{who} plays {move}", {"who": who, "move": move})
        return TEXTS.msg("{who} plays {move} with {card}", {"who": who, "move": move, "card": card_name(read.card)})

    def _san_or_uci(self, uci: str) -> str:
        try:
            return san_of(self.board, chess.Move.from_uci(uci))
        except (ValueError, AssertionError):
            return uci


# A move's algebraic notation by position and move: a position lists the same chess move with each
# card that backs it, a rebuilt game writes its moves again, and SAN costs a search of the
# position's moves. The position is python-chess's key for repetitions (pieces, side to move,
# castling rights, a legal en passant), which is all SAN reads: the piece and its rivals for the
# square, and check or mate after it.
_SANS: dict[tuple[object, int], str] = {}


def san_of(board: chess.Board, move: chess.Move) -> str:
    """``board.san(move)``, remembered."""
    key = (board._transposition_key(), _move_number(move))
    san = _SANS.get(key)
    if san is None:
        san = board.san(move)
        if len(_SANS) >= _CACHE_BOUND:
            _SANS.clear()
        _SANS[key] = san
    return san


def _decode_or_none(text: str) -> PokerDrezCard | None:
    try:
        return PokerDrezCard.decode(text)
    except ValueError:
        return None


def card_name(card: PokerDrezCard | None) -> Msg | str:
    """A card's full name as a message of this game's catalogue (its code when unknown)."""
    from games.pokerdrez.texts import CARD_NAMES

    if card is None:
        return "?"
    return TEXTS.msg(CARD_NAMES[card.encode()])


def _reason_message(reason: str, winner: Seat | None) -> Msg:
    if reason == "checkmate":
        return TEXTS.msg("Checkmate: {who} wins", {"who": SeatWord(winner if winner is not None else 0)})
    if reason == "refused":
        return bets.refused_message(winner if winner is not None else 0)
    if reason == "stalemate":
        return TEXTS.msg("Stalemate: no move with the cards at hand, a draw")
    if reason == "material":
        return TEXTS.msg("Draw: neither side can mate")
    if reason == "repetition":
        return TEXTS.msg("Draw: the same position three times")
    return TEXTS.msg("Draw: fifty moves without a capture or a pawn move")


def _multiset_minus(items: list[PokerDrezCard], pool: list[PokerDrezCard]) -> list[PokerDrezCard]:
    rest = list(pool)
    missing = []
    for item in items:
        if item in rest:
            rest.remove(item)
        else:
            missing.append(item)
    return missing


def perft(state: PokerDrez, depth: int, jokers: bool = False) -> int:
    """Leaf count of the tree of distinct chess moves the player to move can make (the pawn-removal
    choices are passed: both keep every pawn). ``jokers``: every card backs every move, so the
    counts must be chess's (20, 400, 8902, 197281 from the start)."""
    state = state.clone()
    state._jokers = jokers
    state._legal = None
    while state.phase == PHASE_REMOVE:
        state._apply(state.remover, Action(KEEP))
    return _perft(state, depth)


def _perft(state: PokerDrez, depth: int) -> int:
    if depth == 0 or state.is_over():
        return 1
    moves = state.move_choices()
    if depth == 1:
        return len(moves)
    seat = state.mover()
    total = 0
    for action in moves.values():
        child = state.clone()
        child._apply(seat, action)
        while child.phase == PHASE_RETURN:
            child._apply(seat, child.legal_actions(seat)[0])
        total += _perft(child, depth - 1)
    return total
