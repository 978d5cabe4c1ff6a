"""What a PokerDrez player knows of the game: a chess evaluation that counts the cards, and the
value of a card to keep. The computer players (``players.py``) search with it; the generic search
(ISMCTS, for the ``ismcts`` yardstick) gets it as ``KNOWLEDGE``. Everything here reads a board and
the cards a player may use in one determinization (``determinize(seat)``), never the true state.

The evaluation, for White, in centipawns (Black's is its negation):
- material (pawn 100, knight 320, bishop 330, rook 500, queen 900) and piece-square tables (the
  usual simplified ones: knights and bishops to the centre, pawns forward, the king tucked away
  while queens are on the board, to the centre in the ending);
- mobility backed by cards: the squares each knight, bishop, rook and queen attacks (not held by its
  own side), counted in full when a card of the side's hand backs a move of that piece, at a third
  otherwise: a piece nobody can wake up defends but does not attack;
- cards in hand: a card of one's hand that wakes a piece (its figure, the Bufón, a figure of which
  no piece is left) is worth a little, the Bufón more, for each side; the commons serve both;
- king safety: the pawns in front of a castled king, and the other side's pieces that attack the
  squares round the king, while queens are on the board;
- the die: its holder has a move in reserve when the cards fail;
- well ahead, the other king driven to the edge and one's own king brought near (a won ending is
  turned into a mate, not wandered through until a draw)."""

from __future__ import annotations

import math
import random
from collections.abc import Iterable

import chess

from game.ai.knowledge import GameKnowledge
from game.cards.pokerdrez import Figure, PokerDrezCard
from game.core import Action, GameState, Seat
from games.pokerdrez.engine import FIGURE_PIECE, PHASE_CHESS, PokerDrez, colour_seat, seat_colour
from games.pokerdrez.view import MOVE, read_move

PIECE_VALUES = (0, 100, 320, 330, 500, 900, 0)  # by chess piece type (1 pawn ... 6 king)

# Piece-square tables in reading order (a8 ... h8 first, a1 ... h1 last), for White.
# fmt: off
PAWN_TABLE = (
    0,  0,  0,  0,  0,  0,  0,  0,
    50, 50, 50, 50, 50, 50, 50, 50,
    10, 10, 20, 30, 30, 20, 10, 10,
    5,  5, 10, 25, 25, 10,  5,  5,
    0,  0,  0, 20, 20,  0,  0,  0,
    5, -5,-10,  0,  0,-10, -5,  5,
    5, 10, 10,-20,-20, 10, 10,  5,
    0,  0,  0,  0,  0,  0,  0,  0)
KNIGHT_TABLE = (
    -50,-40,-30,-30,-30,-30,-40,-50,
    -40,-20,  0,  0,  0,  0,-20,-40,
    -30,  0, 10, 15, 15, 10,  0,-30,
    -30,  5, 15, 20, 20, 15,  5,-30,
    -30,  0, 15, 20, 20, 15,  0,-30,
    -30,  5, 10, 15, 15, 10,  5,-30,
    -40,-20,  0,  5,  5,  0,-20,-40,
    -50,-40,-30,-30,-30,-30,-40,-50)
BISHOP_TABLE = (
    -20,-10,-10,-10,-10,-10,-10,-20,
    -10,  0,  0,  0,  0,  0,  0,-10,
    -10,  0,  5, 10, 10,  5,  0,-10,
    -10,  5,  5, 10, 10,  5,  5,-10,
    -10,  0, 10, 10, 10, 10,  0,-10,
    -10, 10, 10, 10, 10, 10, 10,-10,
    -10,  5,  0,  0,  0,  0,  5,-10,
    -20,-10,-10,-10,-10,-10,-10,-20)
ROOK_TABLE = (
    0,  0,  0,  0,  0,  0,  0,  0,
    5, 10, 10, 10, 10, 10, 10,  5,
    -5,  0,  0,  0,  0,  0,  0, -5,
    -5,  0,  0,  0,  0,  0,  0, -5,
    -5,  0,  0,  0,  0,  0,  0, -5,
    -5,  0,  0,  0,  0,  0,  0, -5,
    -5,  0,  0,  0,  0,  0,  0, -5,
    0,  0,  0,  5,  5,  0,  0,  0)
QUEEN_TABLE = (
    -20,-10,-10, -5, -5,-10,-10,-20,
    -10,  0,  0,  0,  0,  0,  0,-10,
    -10,  0,  5,  5,  5,  5,  0,-10,
    -5,  0,  5,  5,  5,  5,  0, -5,
    0,  0,  5,  5,  5,  5,  0, -5,
    -10,  5,  5,  5,  5,  5,  0,-10,
    -10,  0,  5,  0,  0,  0,  0,-10,
    -20,-10,-10, -5, -5,-10,-10,-20)
KING_MIDDLE_TABLE = (
    -30,-40,-40,-50,-50,-40,-40,-30,
    -30,-40,-40,-50,-50,-40,-40,-30,
    -30,-40,-40,-50,-50,-40,-40,-30,
    -30,-40,-40,-50,-50,-40,-40,-30,
    -20,-30,-30,-40,-40,-30,-30,-20,
    -10,-20,-20,-20,-20,-20,-20,-10,
    20, 20,  0,  0,  0,  0, 20, 20,
    20, 30, 10,  0,  0, 10, 30, 20)
KING_END_TABLE = (
    -50,-40,-30,-20,-20,-30,-40,-50,
    -30,-20,-10,  0,  0,-10,-20,-30,
    -30,-10, 20, 30, 30, 20,-10,-30,
    -30,-10, 30, 40, 40, 30,-10,-30,
    -30,-10, 30, 40, 40, 30,-10,-30,
    -30,-10, 20, 30, 30, 20,-10,-30,
    -30,-30,  0,  0,  0,  0,-30,-30,
    -50,-30,-30,-30,-30,-30,-30,-50)
# fmt: on
TABLES = (None, PAWN_TABLE, KNIGHT_TABLE, BISHOP_TABLE, ROOK_TABLE, QUEEN_TABLE)

MOBILITY = 4  # per square a backed knight, bishop, rook or queen attacks
UNBACKED_MOBILITY = 1.3  # ... and one no card of the hand wakes
AWAKE = (0, 8, 14, 14, 14, 20, 0)  # a card of the hand that wakes that piece type
JOKER_IN_HAND = 45  # the Bufón, or a figure of which no piece is left: it wakes any piece
SHIELD = 12  # a pawn in front of a castled king, while queens are on the board
KING_ZONE = 12  # a piece of the other side that attacks a square next to the king, while queens are on the board
DIE_HELD = 25  # a move in reserve
MOP_UP_LEAD = 400  # a lead from which the other king is driven to the edge
MOP_UP_EDGE, MOP_UP_NEAR = 10, 4

ALL_TYPES = frozenset(chess.PIECE_TYPES)
MOVING_TYPES = (chess.KNIGHT, chess.BISHOP, chess.ROOK, chess.QUEEN)


def woken(board: chess.Board, colour: chess.Color, cards: Iterable[PokerDrezCard]) -> frozenset[int]:
    """The piece types ``colour`` may move with these cards (the rules of ``engine.backs``): the
    king with any figure card, the Bufón and a figure with no piece left any type, a figure its own."""
    types: set[int] = set()
    for card in cards:
        figure = card.figure
        if figure is None:
            continue
        if figure is Figure.BUFON:
            return ALL_TYPES
        piece = FIGURE_PIECE[figure]
        if not board.pieces_mask(piece, colour):
            return ALL_TYPES
        types.add(piece)
        types.add(chess.KING)
    return frozenset(types)


def card_worth(card: PokerDrezCard, board: chess.Board, colour: chess.Color) -> float:
    """What a card is worth to ``colour``, to keep or to take from the other side: the Bufón and a
    figure of which no piece is left wake any piece; otherwise its piece's worth, more when that
    piece has squares to go to. A neutral card is worth an exchange."""
    figure = card.figure
    if figure is None:
        return 35.0
    if figure is Figure.BUFON:
        return 100.0
    piece = FIGURE_PIECE[figure]
    mask = board.pieces_mask(piece, colour)
    if not mask:
        return 90.0
    own = board.occupied_co[colour]
    if piece == chess.PAWN:
        ahead = chess.shift_up(mask) if colour else chess.shift_down(mask)
        return 30.0 + 3.0 * chess.popcount(ahead & ~board.occupied)
    reach = sum(chess.popcount(board.attacks_mask(square) & ~own) for square in chess.scan_forward(mask))
    return 25.0 + PIECE_VALUES[piece] / 40.0 + 2.0 * min(reach, 14)


def evaluate_board(
    board: chess.Board,
    white_cards: Iterable[PokerDrezCard] | None,
    black_cards: Iterable[PokerDrezCard] | None,
    die_holder: chess.Color | None = None,
) -> float:
    """The position for White in centipawns. ``*_cards``: the cards of each side's hand (None once
    the deck has run out: every piece is awake)."""
    score = 0.0
    queens = board.queens
    occupied_co = board.occupied_co
    pieces_mask = board.pieces_mask
    attacks_mask = board.attacks_mask
    kings = (board.king(chess.BLACK), board.king(chess.WHITE))
    zones = tuple(chess.BB_KING_ATTACKS[king] if king is not None and queens else 0 for king in kings)
    for colour, cards in ((chess.WHITE, white_cards), (chess.BLACK, black_cards)):
        side = 0.0
        awake = ALL_TYPES if cards is None else woken(board, colour, cards)
        own = occupied_co[colour]
        flip = 56 if colour else 0
        enemy_zone = zones[not colour]
        mask = pieces_mask(chess.PAWN, colour)
        for square in chess.scan_forward(mask):
            side += 100 + PAWN_TABLE[square ^ flip]
        for piece in MOVING_TYPES:
            mask = pieces_mask(piece, colour)
            if not mask:
                continue
            table = TABLES[piece]
            assert table is not None
            weight = MOBILITY if piece in awake else UNBACKED_MOBILITY
            value = PIECE_VALUES[piece]
            for square in chess.scan_forward(mask):
                reach = attacks_mask(square)
                side += value + table[square ^ flip] + weight * chess.popcount(reach & ~own)
                if reach & enemy_zone:
                    score += KING_ZONE if colour else -KING_ZONE  # a threat to the other side's king
        king = kings[colour]
        if king is not None:
            if queens:
                side += KING_MIDDLE_TABLE[king ^ flip]
                if chess.square_rank(king) == (0 if colour else 7):
                    front = chess.BB_KING_ATTACKS[king] & (chess.BB_RANKS[1] if colour else chess.BB_RANKS[6])
                    side += SHIELD * chess.popcount(front & board.pawns & own)
            else:
                side += KING_END_TABLE[king ^ flip]
        if cards is not None:
            if awake is ALL_TYPES:
                if any(card.figure is not None for card in cards):
                    side += JOKER_IN_HAND
            else:
                for piece in awake:
                    if pieces_mask(piece, colour):
                        side += AWAKE[piece]
        if die_holder == colour:
            side += DIE_HELD
        score += side if colour else -side
    return score + mop_up(board, score)


def mop_up(board: chess.Board, score: float) -> float:
    """Well ahead, drive the other king to the edge and bring one's own king near: how a won
    ending is turned into a mate (material alone leaves a searcher wandering till a draw)."""
    if abs(score) < MOP_UP_LEAD:
        return 0.0
    winner = chess.WHITE if score > 0 else chess.BLACK
    theirs, ours = board.king(not winner), board.king(winner)
    if theirs is None or ours is None:
        return 0.0
    file, rank = chess.square_file(theirs), chess.square_rank(theirs)
    from_centre = max(3 - file, file - 4) + max(3 - rank, rank - 4)
    bonus = MOP_UP_EDGE * from_centre + MOP_UP_NEAR * (14 - chess.square_distance(theirs, ours) * 2)
    return bonus if winner else -bonus


def evaluate_state(state: PokerDrez) -> float:
    """A determinized state for White, in centipawns."""
    plain = state.phase == PHASE_CHESS
    holder = None if state.die_holder is None or state.rolled is not None else seat_colour(state.die_holder)
    return evaluate_board(
        state.board,
        None if plain else state.hand(colour_seat(chess.WHITE)),
        None if plain else state.hand(colour_seat(chess.BLACK)),
        holder,
    )


SCALE = 400.0  # a lead in centipawns that makes a win about three times in four


def evaluate(state: GameState) -> tuple[float, float]:
    """For the generic search: each seat's chance of winning, from the evaluation."""
    assert isinstance(state, PokerDrez)
    white = 1.0 / (1.0 + math.exp(-evaluate_state(state) / SCALE))
    values = [0.0, 0.0]
    values[colour_seat(chess.WHITE)] = white
    values[colour_seat(chess.BLACK)] = 1.0 - white
    return values[0], values[1]


def rollout_policy(state: GameState, seat: Seat, legal: list[Action], rng: random.Random) -> Action:
    """Captures first, most of the time: random play throws pieces away."""
    assert isinstance(state, PokerDrez)
    board = state.board
    captures = []
    for action in legal:
        if action.kind == MOVE:
            read = read_move(action)
            if read is not None and board.piece_at(chess.parse_square(read.uci[2:4])) is not None:
                captures.append(action)
    if captures and rng.random() < 0.8:
        return captures[rng.randrange(len(captures))]
    return legal[rng.randrange(len(legal))]


KNOWLEDGE = GameKnowledge(evaluate=evaluate, rollout_cutoff=6, rollout_policy=rollout_policy)
