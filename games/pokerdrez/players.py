"""PokerDrez computer players: easy, normal and hard, each reading only its seat's view.

Normal and hard search over determinizations: ``state.determinize(seat, rng)`` deals the opponent's
two hidden cards and the deck anew from the cards the seat has not seen (the cards it saw go to the
opponent stay there), so every world is one the seat cannot tell from the true one, and the true
hidden cards are never read. In each world an alpha-beta search (negamax, captures first, then a
quiescence on backed captures) plays the cards as they would fall: a move spends a card that backs
it, the mover draws the world's next card, a common card spent is replaced by the mover's least
useful card; a side with no backed move while in check is mated, without check stalemated (a side
that still holds the die or a neutral card is only evaluated: it has a way out). Each root move's
value is averaged over the worlds searched (as many as the time allows, up to a number), so a move
that wins only if the opponent lacks the right card scores by how often it does. The evaluation
(``knowledge.py``) is a chess one that counts the cards.

The decisions around the moves are rules of thumb on the seat's view:
- which card pays for a move: the one worth least to keep (``card_worth``), a common card before
  an own one of equal worth (spending a common card keeps one's hand and denies it to the opponent;
  the drawn card then lets the mover give back the worst of three);
- which card goes back to the commons: the one worth least to the mover plus what it is worth to
  the opponent, who may use it too;
- the neutral card: always exchanged when it can be (a neutral card backs nothing): from the hand
  for a Bufón of the commons if there is one, else for a card of the opponent (who gets the dead
  card); from the commons for a card of the opponent;
- the die: normal rolls when no card backs a move, or when every card move loses more than a
  piece's worth; hard weighs the roll by its six faces (each face's best move, backed by the face
  or by a card, against the best card move now, less the die's worth to its holder);
- the pawn before play: kept (a pawn is worth more than the tempo a removal gives).
- the stake (betting variant, ``choose_bet``): on the seat's own evaluation of its view (the board and
  its own hand only), every level raises when ahead by more than ``RAISE_FROM`` (a raiser who draws
  pays, so an even game is no time to raise), the further ahead the nearer the maximum; it beats a
  raise when ahead by as much, refuses one when behind by more than ``REFUSE_BELOW`` (a game that
  far gone is lost, and refusing pays the stake before the raise rather than after it), and meets it
  otherwise.

Easy looks one move ahead with no reply, on the seat's view alone: it grabs what it sees, misses
what the opponent answers, and now and then plays a move of its top few at random; it rolls the die
only when stuck. It loses to normal in most games, and a beginner can beat it.

Strengths (the move-time caps of ``../shared/GAME-DONE.md``: median at most 1 s for normal and 3 s
for hard on this machine, none over twice that): normal searches one ply and the captures after it
(and whether its move stalemates) in up to 6 worlds within 0.5 s; hard two plies in up to 12 worlds
within 1.6 s, a world still running at 2.9 s dropped (a third ply cost 0.5-1 s of CPU per world and
left one or two worlds under the session's load, so hard searches two in more worlds). Figures
and commands: docs/AI.md, section PokerDrez."""

from __future__ import annotations

import hashlib
import random
import time
from collections.abc import Sequence
from dataclasses import dataclass

import chess

from game.ai.player import ViewPlayer
from game.cards.pokerdrez import Figure, PokerDrezCard, figure_for_die
from game.core import Action, GameState, Seat
from games.pokerdrez.betting import meet, raise_to, refuse
from games.pokerdrez.engine import (
    FIGURE_PIECE,
    PHASE_CHESS,
    PHASE_REMOVE,
    PHASE_RETURN,
    PokerDrez,
    backs,
    colour_seat,
    seat_colour,
)
from games.pokerdrez.knowledge import PIECE_VALUES, card_worth, evaluate_board
from games.pokerdrez.view import (
    COMMON,
    DIE,
    HAND,
    KEEP,
    MOVE,
    OPPONENT,
    ROLL,
    SWAP,
    PokerDrezView,
    read_card,
    read_move,
)

WIN = 100_000.0
INF = float("inf")
# In the search a card's cost to spend is fixed by its figure (the root weighs each card fully).
SPEND_COST = {Figure.PEON: 30.0, Figure.CABALLO: 40.0, Figure.ALFIL: 40.0, Figure.TORRE: 40.0, Figure.DAMA: 50.0}
COMMON_FIRST = 12.0  # a common card is spent before an own card worth up to this much more
WILD_COST, BUFON_COST = 90.0, 100.0
GIVE_BACK_OPPONENT = 0.6  # the share of a card's worth to the opponent, when giving one to the commons
ROLL_WHEN_LOSING = 250.0  # normal rolls when its best card move is this much below standing still
DIE_SWING = 50.0  # the die passing to the opponent (the evaluation's worth of holding it, both ways)
STUCK_WITH_A_WAY_OUT = 150.0  # in check with no backed move, but a die or a neutral card left
FUTILITY = 150.0  # a quiet move one ply from the horizon gains at most this much
DELTA = 200.0  # the quiescence skips a capture that cannot bring the value within this of alpha
ROOT_MARGIN = 120.0  # root moves worse than the best by this much get a bound, not a value
RAISE_FROM = 250.0  # raise (or beat a raise) only this far ahead: a raiser who draws pays the stake
RAISE_FULL = 1200.0  # this far ahead (and more) the raise goes to the maximum
REFUSE_BELOW = -900.0  # refuse a raise this far behind (a queen down): the game is lost anyway


@dataclass(frozen=True, slots=True)
class Level:
    depth: int  # plies of moves searched in each world (one more once the deck has run out)
    quiescence: int  # plies of backed captures past the depth
    worlds: int  # determinizations searched at most
    seconds: float  # the time after which no further world is begun (one at least is finished)
    weigh_roll: bool = False  # weigh the die's six faces (hard) rather than roll when losing (normal)


NORMAL = Level(depth=1, quiescence=3, worlds=6, seconds=0.5)
HARD = Level(depth=2, quiescence=4, worlds=12, seconds=1.6, weigh_roll=True)


def stable_seed(*parts: object) -> int:
    return int.from_bytes(hashlib.blake2b(repr(parts).encode(), digest_size=8).digest(), "big")


def view_key(view: PokerDrezView) -> tuple[object, ...]:
    """What identifies a choice of this seat (seeds its randomness; never the hidden cards)."""
    hand = tuple(card.encode() for card in view.hand or ())
    return (view.fen, len(view.moves), hand, tuple(c.encode() for c in view.commons), view.phase, view.rolled)


def spend_cost(card: PokerDrezCard, board: chess.Board, colour: chess.Color) -> float:
    figure = card.figure
    if figure is None:
        return INF
    if figure is Figure.BUFON:
        return BUFON_COST
    if not board.pieces_mask(FIGURE_PIECE[figure], colour):
        return WILD_COST
    return SPEND_COST[figure]


def needed(board: chess.Board, move: chess.Move) -> int:
    if board.is_castling(move):
        return chess.ROOK
    piece = board.piece_type_at(move.from_square)
    assert piece is not None
    return piece


# --- one world of the search ------------------------------------------------------------------------
class _Timeout(Exception):
    pass


@dataclass(frozen=True, slots=True)
class Cards:
    """The cards in one world of the search: each side's hand (by colour: ``hands[1]`` White), the
    commons and how many cards of the world's deck have been drawn."""

    hands: tuple[tuple[PokerDrezCard, ...], tuple[PokerDrezCard, ...]]
    commons: tuple[PokerDrezCard, ...]
    drawn: int


class World:
    """A determinization searched by alpha-beta: the board (moves pushed and popped), the deck in
    the order this world deals it, and what the seat to move may fall back on when stuck."""

    def __init__(self, state: PokerDrez, level: Level, deadline: float) -> None:
        self.board = state.board.copy(stack=False)
        self.deck = list(state.cards.cards("deck"))  # the top is the last
        self.plain_from_start = state.phase == PHASE_CHESS
        holder = state.die_holder if state.rolled is None else None
        self.die = None if holder is None else seat_colour(holder)
        self.level = level
        self.deadline = deadline
        self.nodes = 0
        self.history: dict[tuple[int, int], int] = {}  # quiet moves that refuted a line, by squares
        white, black = state.hand(colour_seat(chess.WHITE)), state.hand(colour_seat(chess.BLACK))
        self.cards = Cards((tuple(black), tuple(white)), tuple(state.commons()), 0)

    def plain(self, cards: Cards) -> bool:
        return self.plain_from_start or cards.drawn >= len(self.deck)

    def evaluate(self, cards: Cards) -> float:
        """For the side to move."""
        if self.plain(cards):
            value = evaluate_board(self.board, None, None, None)
        else:
            value = evaluate_board(self.board, cards.hands[1], cards.hands[0], self.die)
        return value if self.board.turn else -value

    def moves(self, cards: Cards, captures_only: bool = False) -> list[tuple[chess.Move, PokerDrezCard | None, bool]]:
        """The moves the side to move can back, each with the card it spends (the cheapest) and
        whether that card is a common one; captures (and promotions) first, biggest prize first."""
        board = self.board
        colour = board.turn
        found: list[tuple[chess.Move, PokerDrezCard | None, bool]]
        if self.plain(cards):
            found = [
                (move, None, False)
                for move in (board.generate_legal_captures() if captures_only else board.generate_legal_moves())
            ]
        else:
            best: dict[int, tuple[float, PokerDrezCard, bool]] = {}
            for source_cards, common in ((cards.hands[colour], False), (cards.commons, True)):
                for card in source_cards:
                    figure = card.figure
                    if figure is None:
                        continue  # a neutral card backs nothing
                    needs: Sequence[int]
                    if figure is Figure.BUFON:
                        cost, needs = BUFON_COST, chess.PIECE_TYPES
                    else:
                        piece = FIGURE_PIECE[figure]
                        if board.pieces_mask(piece, colour):
                            cost, needs = SPEND_COST[figure], (piece, chess.KING)
                        else:  # no piece of that figure left: it wakes any piece
                            cost, needs = WILD_COST, chess.PIECE_TYPES
                    if common:
                        cost -= COMMON_FIRST
                    for need in needs:
                        held = best.get(need)
                        if held is None or cost < held[0]:
                            best[need] = (cost, card, common)
            if not best:
                return []
            mask = 0
            for need in best:
                mask |= board.pieces_mask(need, colour)
            if chess.ROOK in best:
                mask |= board.kings & board.occupied_co[colour]
            generator = board.generate_legal_captures(mask) if captures_only else board.generate_legal_moves(mask)
            found = []
            for move in generator:
                backer = best.get(needed(board, move))
                if backer is not None:
                    found.append((move, backer[1], backer[2]))
        if captures_only:
            found = [f for f in found if board.is_capture(f[0]) or f[0].promotion]

        def prize(entry: tuple[chess.Move, PokerDrezCard | None, bool]) -> float:
            move = entry[0]
            victim = board.piece_type_at(move.to_square)
            gain = PIECE_VALUES[victim] if victim else (100.0 if board.is_en_passant(move) else 0.0)
            if move.promotion:
                gain += PIECE_VALUES[move.promotion]
            if not gain:
                return 0.0
            attacker = board.piece_type_at(move.from_square) or chess.PAWN
            return -(gain * 10.0 - PIECE_VALUES[attacker] / 10.0)

        if captures_only:
            found.sort(key=prize)
            return found
        history = self.history
        found.sort(key=lambda entry: prize(entry) or -history.get((entry[0].from_square, entry[0].to_square), 0) / 1e6)
        return found

    def after(self, cards: Cards, card: PokerDrezCard | None, common: bool, colour: chess.Color) -> Cards:
        """The cards once ``colour`` spent ``card`` (None: the die, or plain chess) and drew."""
        if card is None or self.plain(cards):
            return cards
        hand = list(cards.hands[colour])
        commons = list(cards.commons)
        (commons if common else hand).remove(card)
        drawn = cards.drawn
        if drawn < len(self.deck):
            hand.append(self.deck[-1 - drawn])
            drawn += 1
        if common:
            # the mover gives back the card of its three it needs least (before the move is undone,
            # the board shows the position after it: close enough for a rule of thumb)
            back = min(hand, key=lambda c: spend_cost(c, self.board, colour) if c.figure is not None else 0.0)
            hand.remove(back)
            commons.append(back)
        hands = (cards.hands[0], tuple(hand)) if colour else (tuple(hand), cards.hands[1])
        return Cards(hands, tuple(commons), drawn)

    def has_way_out(self, cards: Cards) -> bool:
        """Whether the side to move, with no backed move, still holds the die or a neutral card."""
        colour = self.board.turn
        if self.die == colour:
            return True
        return any(card.figure is None for card in (*cards.hands[colour], *cards.commons))

    def tick(self) -> None:
        self.nodes += 1
        if self.nodes % 64 == 0 and time.perf_counter() > self.deadline:
            raise _Timeout

    def negamax(self, cards: Cards, depth: int, alpha: float, beta: float, ply: int) -> float:
        self.tick()
        if depth <= 0:
            return self.quiesce(cards, alpha, beta, ply, self.level.quiescence)
        moves = self.moves(cards)
        if not moves:
            return self.stuck(cards, ply)
        board = self.board
        colour = board.turn
        best = -INF
        # Futility: one ply from the horizon, out of check, a quiet move cannot lift a position
        # this far below alpha (the quiescence after it only counts captures).
        hopeless = depth == 1 and not board.is_check() and self.evaluate(cards) + FUTILITY <= alpha
        for move, card, common in moves:
            if hopeless and not move.promotion and not board.is_capture(move):
                best = max(best, alpha)  # fail soft: at most alpha, as far as this search knows
                continue
            following = self.after(cards, card, common, colour)
            board.push(move)
            try:
                value = -self.negamax(following, depth - 1, -beta, -alpha, ply + 1)
            finally:
                board.pop()
            if value > best:
                best = value
                if value > alpha:
                    alpha = value
                    if alpha >= beta:
                        if not board.is_capture(move):
                            key = (move.from_square, move.to_square)
                            self.history[key] = self.history.get(key, 0) + depth * depth
                        break
        return best

    def stuck(self, cards: Cards, ply: int) -> float:
        in_check = self.board.is_check()
        if not self.plain(cards) and self.has_way_out(cards):
            return self.evaluate(cards) - (STUCK_WITH_A_WAY_OUT if in_check else 0.0)
        return -WIN + ply if in_check else 0.0

    def quiesce(self, cards: Cards, alpha: float, beta: float, ply: int, left: int) -> float:
        stand = self.evaluate(cards)
        if left <= 0 or stand >= beta:
            return stand
        if self.board.is_check():  # every backed way out, so that a mate at the horizon is seen
            moves = self.moves(cards)
            if not moves:
                return self.stuck(cards, ply)
        else:
            moves = self.moves(cards, captures_only=True)
        best = stand
        alpha = max(alpha, stand)
        board = self.board
        colour = board.turn
        for move, card, common in moves:
            victim = board.piece_type_at(move.to_square)
            if stand + PIECE_VALUES[victim or chess.PAWN] + DELTA < alpha and not move.promotion:
                continue  # even winning that piece for nothing would not raise the value
            self.tick()
            following = self.after(cards, card, common, colour)
            board.push(move)
            try:
                value = -self.quiesce(following, -beta, -alpha, ply + 1, left - 1)
            finally:
                board.pop()
            if value > best:
                best = value
                if value > alpha:
                    alpha = value
                    if alpha >= beta:
                        break
        return best


# --- the root: a choice among the seat's moves --------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Candidate:
    """A root move: the chess move, the action that makes it, and the card it spends (None for
    the die or plain chess) and whether that card is a common one."""

    move: chess.Move
    action: Action | None  # None: a move no card backs (weighed for a roll only)
    card: PokerDrezCard | None
    common: bool


def candidates(view: PokerDrezView, legal: Sequence[Action], board: chess.Board) -> list[Candidate]:
    """One candidate per chess move the seat can make now: with the die if it backs it (no card
    spent), else with the card worth least to keep (a common one first among near equals)."""
    colour = board.turn
    chosen: dict[str, tuple[float, Candidate]] = {}
    worth: dict[tuple[PokerDrezCard, str], float] = {}
    for action in legal:
        if action.kind != MOVE:
            continue
        read = read_move(action)
        if read is None:
            continue
        move = chess.Move.from_uci(read.uci)
        if read.source in (DIE, None):
            cost = -INF
            card = None
        else:
            assert read.card is not None
            key = (read.card, read.source)
            if key not in worth:
                worth[key] = card_worth(read.card, board, colour) - (COMMON_FIRST if read.source == COMMON else 0.0)
            cost = worth[key]
            card = read.card
        held = chosen.get(read.uci)
        if held is None or cost < held[0]:
            chosen[read.uci] = (cost, Candidate(move, action, card, read.source == COMMON))
    return [candidate for _, candidate in chosen.values()]


class PokerDrezPlayer(ViewPlayer[PokerDrezView]):
    """Normal and hard (see the module's text): determinizations, alpha-beta in each."""

    view_type = PokerDrezView

    def __init__(self, level: Level, seed: int = 0, name: str = "normal") -> None:
        self.level = level
        self.seed = seed
        self.name = name
        self.last_worlds = 0  # for tests and benchmarks
        self.last_values: dict[str, float] = {}

    def decide(self, state: GameState, seat: Seat, view: PokerDrezView, legal: list[Action]) -> Action:
        # The state is asked only what the seat may ask (view, legal actions, determinize): the
        # shared never-peek test hands it over behind a guard that refuses anything else.
        bet = choose_bet(view)
        if bet is not None:
            return bet
        if view.phase == PHASE_REMOVE:
            return next(a for a in legal if a.kind == KEEP)
        if view.phase == PHASE_RETURN:
            return give_back(view, legal)
        swap = choose_swap(view, legal)
        if swap is not None:
            return swap
        rng = random.Random(stable_seed(self.seed, view_key(view)))
        board = chess.Board(view.fen)
        moves = candidates(view, legal, board)
        can_roll = Action(ROLL) in legal
        extra: list[Candidate] = []
        if can_roll and self.level.weigh_roll:
            backed = {candidate.move for candidate in moves}
            extra = [Candidate(move, None, None, False) for move in board.legal_moves if move not in backed]
        values, stand = self.weigh(state, seat, view.phase == PHASE_CHESS, moves + extra, rng)
        draws = repeating(state, seat, moves)
        for move in draws:  # a draw by repetition is worth 0; a position met before, half its value
            values[move] = 0.0 if draws[move] else values[move] / 2 if values[move] > 0 else values[move]
        self.last_values = {c.move.uci(): values[c.move] for c in moves + extra}
        if can_roll and self.should_roll(board, moves, extra, values, stand):
            return Action(ROLL)
        if not moves:
            return Action(ROLL) if can_roll else legal[0]
        best = max(moves, key=lambda c: values[c.move])
        assert best.action is not None
        return best.action

    def weigh(
        self, state: GameState, seat: Seat, plain: bool, moves: list[Candidate], rng: random.Random
    ) -> tuple[dict[chess.Move, float], float]:
        """Each move's value for the seat averaged over the worlds searched, and the value of
        the position as it stands (the evaluation, averaged likewise)."""
        level = self.level
        started = time.perf_counter()
        stop = started + level.seconds  # no world is begun after this
        hard_stop = started + level.seconds * 1.8  # a world still running then is dropped
        depth = level.depth + (1 if plain else 0)
        totals = {c.move: 0.0 for c in moves}
        stand_total = 0.0
        done = 0
        fallback: dict[chess.Move, float] = {}
        for index in range(1 if plain else level.worlds):
            if index and time.perf_counter() > stop:
                break
            position = state.determinize(seat, random.Random(rng.getrandbits(64)))
            assert isinstance(position, PokerDrez)
            world = World(position, level, hard_stop)
            if index == 0:  # a search one ply shorter, never cut: what to play if nothing else ends
                fallback = self.search_world(World(position, level, INF), moves, max(1, depth - 1))
                stand_total = world.evaluate(world.cards)
            try:
                found = self.search_world(world, moves, depth)
            except _Timeout:
                break
            if not index:  # the next worlds search the likeliest best moves first (tighter bounds)
                moves = sorted(moves, key=lambda c: -found[c.move])
            for move, value in found.items():
                totals[move] += value
            if index:
                stand_total += world.evaluate(world.cards)
            done += 1
        self.last_worlds = done
        if not done:
            return fallback, stand_total
        return {move: total / done for move, total in totals.items()}, stand_total / done

    @staticmethod
    def search_world(world: World, moves: list[Candidate], depth: int) -> dict[chess.Move, float]:
        """Each root move's value in this world: exact for the best and those within ``ROOT_MARGIN``
        of it, an upper bound for the others (a move that much worse here needs no exact figure)."""
        board = world.board
        colour = board.turn
        values: dict[chess.Move, float] = {}
        best = -INF
        for candidate in moves:
            cards = world.after(world.cards, candidate.card, candidate.common, colour)
            board.push(candidate.move)
            try:
                if depth == 1 and not board.is_check() and not world.moves(cards):
                    value = -world.stuck(cards, 1)  # the quiescence would not see a stalemate by cards
                else:
                    value = -world.negamax(cards, depth - 1, -INF, -(best - ROOT_MARGIN), 1)
            finally:
                board.pop()
            values[candidate.move] = value
            best = max(best, value)
        return values

    def should_roll(
        self,
        board: chess.Board,
        moves: list[Candidate],
        extra: list[Candidate],
        values: dict[chess.Move, float],
        stand: float,
    ) -> bool:
        if not moves:
            return True
        best = max(values[c.move] for c in moves)
        if not self.level.weigh_roll:
            return best < stand - ROLL_WHEN_LOSING
        colour = board.turn
        expected = 0.0
        for face in range(1, 7):
            figure = figure_for_die(face)
            face_best = best
            for candidate in moves + extra:
                if backs(figure, needed(board, candidate.move), board, colour):
                    face_best = max(face_best, values[candidate.move])
            expected += face_best / 6.0
        return expected - DIE_SWING > best + 10.0


def repeating(state: GameState, seat: Seat, moves: Sequence[Candidate]) -> dict[chess.Move, bool]:
    """The moves that bring back a position met before in this game (True: a third time, a draw).
    The board and its history are public: they are read from a determinization."""
    position = state.determinize(seat, random.Random(0))
    assert isinstance(position, PokerDrez)
    board = position.board
    found: dict[chess.Move, bool] = {}
    for candidate in moves:
        if board.is_irreversible(candidate.move):
            continue
        board.push(candidate.move)
        if board.is_repetition(2):
            found[candidate.move] = board.is_repetition(3)
        board.pop()
    return found


def standing(view: PokerDrezView) -> float:
    """How far ahead the seat stands, in centipawns, by its view alone: the board and its own hand
    (the opponent's cards, unknown, are not counted)."""
    board = chess.Board(view.fen)
    mine = seat_colour(view.seat if view.seat is not None else 0)
    hand = None if view.phase == PHASE_CHESS else list(view.hand or ())
    white = evaluate_board(board, hand if mine else None, None if mine else hand)
    return white if mine == chess.WHITE else -white


def choose_bet(view: PokerDrezView) -> Action | None:
    """The seat's betting action now, or None to play on (no raise to answer and none worth making)."""
    betting = view.betting
    if betting is None or betting.raise_range is None and betting.answering != view.seat:
        return None
    value = standing(view)
    low, high = betting.raise_range or (0, 0)
    share = min(1.0, max(0.0, value / RAISE_FULL))
    wanted = betting.minimum + round((betting.maximum - betting.minimum) * share)
    raise_now = betting.raise_range is not None and value >= RAISE_FROM and wanted >= low
    if betting.answering == view.seat:
        if value <= REFUSE_BELOW:
            return refuse()
        return raise_to(min(wanted, high)) if raise_now else meet()
    return raise_to(min(wanted, high)) if raise_now else None


def give_back(view: PokerDrezView, legal: Sequence[Action]) -> Action:
    """The card of three that goes back to the commons: the one worth least to this seat plus a
    share of its worth to the opponent, who may use it too."""
    board = chess.Board(view.fen)
    mine = not board.turn  # the move is on the board: the other side is to move

    def cost(action: Action) -> float:
        card = read_card(action)
        assert card is not None
        return card_worth(card, board, mine) + GIVE_BACK_OPPONENT * card_worth(card, board, not mine)

    return min(legal, key=cost)


def choose_swap(view: PokerDrezView, legal: Sequence[Action]) -> Action | None:
    """The exchange of a neutral card, when one is offered (see the module's text)."""
    swaps = [action for action in legal if action.kind == SWAP]
    if not swaps:
        return None
    for action in swaps:  # a Bufón of the commons, for a neutral card of the hand
        if action.args[0] == HAND and action.args[1] not in (OPPONENT, "deck"):
            card = PokerDrezCard.decode(str(action.args[1]))
            if card.figure is Figure.BUFON:
                return action
    for place in (HAND, COMMON):
        if Action(SWAP, (place, OPPONENT)) in swaps:
            return Action(SWAP, (place, OPPONENT))
    return None


# --- easy ---------------------------------------------------------------------------------------------
class EasyPlayer(ViewPlayer[PokerDrezView]):
    """One move ahead, no reply, on the seat's view (see the module's text)."""

    view_type = PokerDrezView
    name = "easy"
    NOISE = 40.0  # centipawns of noise on each move's value
    WANDER = 0.2  # how often it plays one of its best few moves at random
    TOP = 4

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def decide(self, state: GameState, seat: Seat, view: PokerDrezView, legal: list[Action]) -> Action:
        bet = choose_bet(view)
        if bet is not None:
            return bet
        rng = random.Random(stable_seed("easy", self.seed, view_key(view)))
        if view.phase == PHASE_REMOVE:
            return next(a for a in legal if a.kind == KEEP)
        if view.phase == PHASE_RETURN:
            return rng.choice(list(legal)) if rng.random() < 0.4 else give_back(view, legal)
        swaps = [a for a in legal if a.kind == SWAP]
        if swaps and rng.random() < 0.5:
            return rng.choice(swaps)
        board = chess.Board(view.fen)
        moves = candidates(view, legal, board)
        if not moves:
            return Action(ROLL) if Action(ROLL) in legal else legal[0]
        colour = board.turn
        hand = view.hand or ()
        scored = []
        for candidate in moves:
            board.push(candidate.move)
            if board.is_checkmate():
                value = WIN
            else:
                plain = view.phase == PHASE_CHESS
                left = [c for c in hand if c != candidate.card] if not plain else None
                white = evaluate_board(board, left if colour else None, None if colour else left)
                value = (white if colour else -white) + rng.gauss(0.0, self.NOISE)
            board.pop()
            scored.append((value, candidate))
        scored.sort(key=lambda pair: -pair[0])
        pick = scored[0][1] if rng.random() >= self.WANDER else rng.choice(scored[: self.TOP])[1]
        assert pick.action is not None
        return pick.action


def make_easy(seed: int = 0) -> EasyPlayer:
    return EasyPlayer(seed)


def make_normal(seed: int = 0) -> PokerDrezPlayer:
    return PokerDrezPlayer(NORMAL, seed, "normal")


def make_hard(seed: int = 0) -> PokerDrezPlayer:
    return PokerDrezPlayer(HARD, seed, "hard")
