"""PokerDrez para 4 computer players: easy, normal and hard, each reading only its own seat.

Every player reads the true state only through ``view(seat)``, ``legal_actions(seat)`` and
``determinize(seat, rng)``; each world it searches is that sample dealt again by the world's own
``private_determinize``: the three other hands and the deck from the cards the seat has not seen.
Even when the option lets partners see each other's cards (people talking at one screen), a
computer's worlds resample its partner's hand too: computer partners share nothing hidden.

Normal's search, in each world (paranoid: the next player, an opponent, answers as badly for us as it can):
- every distinct play of the seat (a board move or an entry; the card comes after);
- the next player's answers that its world cards back: every one when its king is attacked (no
  answer at all is mate, the best result there is), else its captures (by a move or by bringing a
  piece back onto an occupied square), or a quiet one (the position as it stands);
- the position is scored for the team: material on the board, a share of it for pieces waiting in
  reserve, kings attacked; hard also counts the pieces left hanging to the players moving after.
  (``partner_reply``, the partner taking the best enemy piece after the answer, is written and
  tested but off: hard played worse with it.)
Hard's search, in each world (``Round``), follows the whole round to its next turn: the next
opponent, the partner and the other opponent each take an enemy piece, give check, or let the turn
pass (a quiet move stands for it); a player whose king is attacked tries every answer (none: mate);
and once the round is back, a king of ours attacked with no answer is our mate. The two teams take
turns as maximiser and minimiser (paranoid again), with alpha-beta. Normal is blind to what happens
after the answer: a check from the second opponent, a mate waiting at the end of the round, the
partner's capture that wins back a piece. In these short games (a median of 25 turns) that decides.
A play's value is its average over the worlds; ties go to the first found (the order is fixed).

Which card pays: the one worth least to keep (a Bufón most, then a card for a piece that is on the
board; a common card before an own one of equal worth: spending it keeps one's hand). Which card goes
back to the commons: the one worth least to the mover.

Easy looks at its own move only, on its own view, and now and then picks among its best three.
Normal searches 6 worlds (0.6 s at most), hard 6 rounds (worlds after the first only while 1.6 s
last: a world the clock stops is left out whole).
"""

from __future__ import annotations

import random
import time
from collections.abc import Iterable
from dataclasses import dataclass

from game.ai.player import ViewPlayer
from game.cards.pokerdrez import Figure, PokerDrezCard
from game.core import Action, GameState, Seat
from games.pokerdrez4.board import (
    DIAGONAL_STEPS,
    KINDS,
    KNIGHT_JUMPS,
    LAYOUT,
    Board,
    after_entry,
    after_move,
    aligned,
    attacked_by,
    enemies_of,
    in_check,
    king_square,
    legal_entries,
    legal_moves,
    partner_of,
    piece_moves,
    team_of,
)
from games.pokerdrez4.engine import FIGURE_KIND, PHASE_FREE, PokerDrez4
from games.pokerdrez4.view import COMMON, ENTER, MOVE, PASS, RETURN, PokerDrez4View, read_card, read_play

VALUES = {"K": 0.0, "Q": 9.0, "R": 5.0, "B": 3.5, "N": 3.0, "P": 2.0}
RESERVE_SHARE = 0.4  # a captured piece can come back: it is not lost, only out of play
CHECK_PENALTY = 1.0
HANG_SHARE = 0.5  # hard: a piece the enemy attacks and nobody of its team covers
MATE = 1000.0
WINDOW = 2.0  # hard: how far under a world's best play the others are still valued exactly

Play = tuple[str, int, int, str]  # kind of action, from, to, piece kind (entries: -1, home)


@dataclass(frozen=True, slots=True)
class Level:
    worlds: int
    hanging: bool
    seconds: float
    look_ahead: bool = True  # answer of the next player
    wander: float = 0.0  # chance of a random pick among the best three
    partner_reply: bool = False  # after the answer, the partner's best capture
    deep: bool = False  # the round to our next turn searched (``round_value``) instead of the answer


EASY = Level(worlds=1, hanging=False, seconds=0.3, look_ahead=False, wander=0.3)
NORMAL = Level(worlds=6, hanging=False, seconds=0.6)
# The partner's capture after the answer (``partner_reply``) made hard weaker, not stronger: 16 of
# 39 games against normal (seed 2000 on), against 54 of 100 without it; it stays off.
# Hard searches the whole round to its next turn (``Round``). The answer-only hard of session 7 (10
# worlds, hanging pieces) won 102 of 200 against normal; this one won 144 of 200 (docs/AI.md).
HARD = Level(worlds=6, hanging=False, seconds=1.6, deep=True)


def backed_kinds(cards: Iterable[PokerDrezCard]) -> set[str]:
    kinds: set[str] = set()
    for card in cards:
        if card.figure is Figure.BUFON:
            return set(KINDS)
        if card.figure is not None:
            kinds.add(FIGURE_KIND[card.figure])
            kinds.add("K")
    return kinds


def plays(board: Board, seat: Seat, reserve: tuple[str, ...], kinds: set[str] | None) -> list[Play]:
    """The board moves and entries of ``seat`` whose piece ``kinds`` allows (None: any)."""
    found: list[Play] = []
    for origin, target in legal_moves(board, seat):
        piece = board[origin]
        assert piece is not None
        if kinds is None or piece[1] in kinds:
            found.append((MOVE, origin, target, piece[1]))
    for kind in legal_entries(board, seat, reserve):
        if kinds is None or kind in kinds:
            found.append((ENTER, -1, LAYOUT.home(seat, kind), kind))
    return found


def played(board: Board, reserves: list[list[str]], seat: Seat, play: Play) -> tuple[Board, list[list[str]]]:
    kind_of_action, origin, target, kind = play
    taken = board[target]
    if kind_of_action == MOVE:
        after = after_move(board, (origin, target))
        new = reserves
    else:
        after = after_entry(board, seat, kind)
        new = [list(r) for r in reserves]
        new[seat].remove(kind)
    if taken is not None:
        new = [list(r) for r in new] if new is reserves else new
        new[taken[0]].append(taken[1])
    return after, new


def evaluate(board: Board, reserves: list[list[str]], team: int, hanging: bool, order: tuple[Seat, ...]) -> float:
    """The position for ``team``: material, a share for pieces in reserve, kings attacked; with
    ``hanging``, a piece that an enemy moving before its owner (``order``: who moves next, in turn)
    attacks loses part of its worth (less when its team covers the square)."""
    score = 0.0
    for square, piece in enumerate(board):
        if piece is None:
            continue
        sign = 1.0 if team_of(piece[0]) == team else -1.0
        score += sign * VALUES[piece[1]]
        if hanging and piece[1] != "K":
            owner_turn = order.index(piece[0]) if piece[0] in order else len(order)
            movers = tuple(s for s in enemies_of(piece[0]) if s in order[:owner_turn])
            if movers and attacked_by(board, square, movers):
                covered = attacked_by(board, square, (piece[0], partner_of(piece[0])))
                score -= sign * VALUES[piece[1]] * HANG_SHARE * (0.3 if covered else 1.0)
    for seat, reserve in enumerate(reserves):
        sign = 1.0 if team_of(seat) == team else -1.0
        score += sign * RESERVE_SHARE * sum(VALUES[k] for k in reserve)
    for seat in range(4):
        if in_check(board, seat):
            score += (-1.0 if team_of(seat) == team else 1.0) * CHECK_PENALTY
    return score


def answer_value(
    world: PokerDrez4, board: Board, reserves: list[list[str]], seat: Seat, level: Level, spent: PokerDrezCard | None
) -> float:
    """The value of the position after our play, the next player (an opponent) answering."""
    team = team_of(seat)
    foe = (seat + 1) % 4
    later = ((seat + 2) % 4, (seat + 3) % 4, seat)
    if not level.look_ahead:
        return evaluate(board, reserves, team, level.hanging, (foe, *later))
    if world.phase == PHASE_FREE:
        kinds: set[str] | None = None
    else:
        cards = list(world.hand(foe)) + list(world.commons())
        if spent is not None and spent in cards:
            cards.remove(spent)
        kinds = backed_kinds(cards)
    answers = plays(board, foe, tuple(reserves[foe]), kinds)
    attacked = in_check(board, foe)

    def after_answer(position: Board, held: list[list[str]]) -> float:
        if level.partner_reply:
            return partner_value(world, position, held, seat, level)
        return evaluate(position, held, team, level.hanging, later)

    if not answers:
        if attacked:
            return MATE
        return after_answer(board, reserves)
    best = MATE if attacked else after_answer(board, reserves)
    for answer in answers:
        if not attacked and board[answer[2]] is None:
            # A quiet answer: standing still stands for it. A piece brought back onto an empty
            # square is one too: it has spent the answer's turn and card, which material misses.
            continue
        after, new = played(board, reserves, foe, answer)
        value = after_answer(after, new)
        if value < best:
            best = value
    return best


def partner_value(world: PokerDrez4, board: Board, reserves: list[list[str]], seat: Seat, level: Level) -> float:
    """The position after the opponent's answer, the partner then taking the best enemy piece its
    world cards let it take (or none)."""
    team = team_of(seat)
    partner = (seat + 2) % 4
    after_partner = ((seat + 3) % 4, seat)
    best = evaluate(board, reserves, team, level.hanging, (partner, *after_partner))
    kinds = None if world.phase == PHASE_FREE else backed_kinds(list(world.hand(partner)) + list(world.commons()))
    for play in plays(board, partner, tuple(reserves[partner]), kinds):
        taken = board[play[2]]
        if taken is None or team_of(taken[0]) == team:
            continue
        after, new = played(board, reserves, partner, play)
        best = max(best, evaluate(after, new, team, level.hanging, after_partner))
    return best


def _may_check(kind: str, square: int, king: int) -> bool:
    """Whether a piece of ``kind`` on ``square`` might attack ``king`` by its own move (a cheap
    filter before the real look; a line may still be blocked). A bishop's orthogonal step and a
    pawn's slide never capture; a king never checks (it would stand in check itself)."""
    if kind == "N":
        return king in KNIGHT_JUMPS[square]
    if kind == "P":
        return king in DIAGONAL_STEPS[square]
    df, dr = square % 8 - king % 8, square // 8 - king // 8
    if kind == "R":
        return df == 0 or dr == 0
    if kind == "B":
        return abs(df) == abs(dr)
    if kind == "Q":
        return df == 0 or dr == 0 or abs(df) == abs(dr)
    return False


def forcing_plays(board: Board, seat: Seat, reserve: tuple[str, ...], kinds: set[str] | None) -> list[Play]:
    """The plays of ``seat`` (its king not attacked) that take an enemy piece or give check:
    the ones a round's search follows past the first move. Captures of the best pieces first."""
    enemies = enemies_of(seat)
    kings = [king_square(board, e) for e in enemies]
    king = king_square(board, seat)
    found: list[tuple[float, Play]] = []
    for square, piece in enumerate(board):
        if piece is None or piece[0] != seat or (kinds is not None and piece[1] not in kinds):
            continue
        careful = square == king or aligned(square, king)
        discovers = any(aligned(square, k) for k in kings)
        for move in piece_moves(board, square):
            target = board[move[1]]
            after: Board | None = None
            if target is not None and target[0] in enemies:
                gain = VALUES[target[1]] * 10 - VALUES[piece[1]]
            else:
                if not discovers and not any(_may_check(piece[1], move[1], k) for k in kings):
                    continue
                after = after_move(board, move)
                if not any(attacked_by(after, k, (seat,)) for k in kings):
                    continue
                gain = 0.5
            if careful:
                after = after or after_move(board, move)
                if attacked_by(after, move[1] if square == king else king, enemies):
                    continue
            found.append((gain, (MOVE, square, move[1], piece[1])))
    for kind in legal_entries(board, seat, reserve):
        if kinds is not None and kind not in kinds:
            continue
        home = LAYOUT.home(seat, kind)
        target = board[home]
        if target is not None and target[0] in enemies:
            found.append((VALUES[target[1]] * 10, (ENTER, -1, home, kind)))
        elif any(attacked_by(after_entry(board, seat, kind), k, (seat,)) for k in kings):
            found.append((0.5, (ENTER, -1, home, kind)))
    found.sort(key=lambda item: -item[0])
    return [play for _, play in found]


class OutOfTime(Exception):
    """The clock ran out in the middle of a world's search: that world is left out."""


class Round:
    """One world's search of the round that follows our play: the next opponent, our partner and
    the other opponent each either play a forcing move (a capture of an enemy piece, a check) or
    let the play pass (a quiet move stands for it), every legal answer when their king is attacked
    (none is mate); then, our turn come again, our king is looked at: attacked without an answer is
    our mate. Alpha-beta between the two teams (the opponents take the worst for us: paranoid)."""

    def __init__(self, world: PokerDrez4, seat: Seat, level: Level, deadline: float | None = None) -> None:
        self.seat = seat
        self.deadline = deadline  # past it, OutOfTime (checked every 256 nodes)
        self.team = team_of(seat)
        self.level = level
        self.kinds: list[set[str] | None] = []
        for s in range(4):
            if world.phase == PHASE_FREE:
                self.kinds.append(None)
            else:
                self.kinds.append(backed_kinds(list(world.hand(s)) + list(world.commons())))
        self.nodes = 0

    def value(self, board: Board, reserves: list[list[str]], floor: float = -2 * MATE) -> float:
        """The play's value; below ``floor``, only a bound at or under it (fail-soft: the search
        stops as soon as the play is shown to be that bad)."""
        return self._search(board, reserves, (self.seat + 1) % 4, 1, floor, 2 * MATE)

    def _search(
        self, board: Board, reserves: list[list[str]], mover: Seat, ply: int, alpha: float, beta: float
    ) -> float:
        self.nodes += 1
        if self.deadline is not None and not self.nodes & 255 and time.perf_counter() > self.deadline:
            raise OutOfTime
        ours = team_of(mover) == self.team
        checked = in_check(board, mover)
        if ply == 4:  # our turn again
            if checked and not plays(board, mover, tuple(reserves[mover]), self.kinds[mover]):
                return -MATE + ply
            return evaluate(board, reserves, self.team, self.level.hanging, (mover, (mover + 1) % 4, (mover + 2) % 4))
        nxt = (mover + 1) % 4
        if checked:
            options = plays(board, mover, tuple(reserves[mover]), self.kinds[mover])
            if not options:
                return -MATE + ply if ours else MATE - ply
            best = -2 * MATE if ours else 2 * MATE
        else:
            options = forcing_plays(board, mover, tuple(reserves[mover]), self.kinds[mover])
            best = self._search(board, reserves, nxt, ply + 1, alpha, beta)  # a quiet move
            if ours:
                alpha = max(alpha, best)
            else:
                beta = min(beta, best)
            if alpha >= beta:
                return best
        for play in options:
            after, new = played(board, reserves, mover, play)
            value = self._search(after, new, nxt, ply + 1, alpha, beta)
            if ours:
                if value > best:
                    best = value
                    alpha = max(alpha, value)
            elif value < best:
                best = value
                beta = min(beta, value)
            if alpha >= beta:
                break
        return best


def card_worth(card: PokerDrezCard, board: Board, seat: Seat) -> float:
    if card.figure is None:
        return 0.0
    if card.figure is Figure.BUFON:
        return 10.0
    kind = FIGURE_KIND[card.figure]
    on_board = any(p == (seat, kind) for p in board)
    return 1.0 + VALUES[kind] / 3.0 + (1.5 if on_board else 0.5)


class PokerDrez4Player(ViewPlayer[PokerDrez4View]):
    """One strength; it reads the seat's view (``game.ai.player``) and searches on worlds from it."""

    view_type = PokerDrez4View

    def __init__(self, level: Level, name: str, seed: int = 0) -> None:
        self.level = level
        self.name = name
        self.rng = random.Random(seed)

    def decide(self, state: GameState, seat: Seat, view: PokerDrez4View, legal: list[Action]) -> Action:
        board = board_of(view)
        if legal[0].kind == RETURN:
            return min(legal, key=lambda a: self._keep_worth(read_card(a), board, seat))
        if legal[0].kind == PASS:
            return legal[0]
        by_play: dict[Play, list[Action]] = {}
        for action in legal:
            read = read_play(action)
            assert read is not None
            if read.kind_of_action == MOVE:
                piece = board[read.origin]
                assert piece is not None
                key: Play = (MOVE, read.origin, read.target, piece[1])
            else:
                assert read.kind is not None
                key = (ENTER, -1, LAYOUT.home(seat, read.kind), read.kind)
            by_play.setdefault(key, []).append(action)
        values = self._values(state, seat, list(by_play))
        ranked = sorted(by_play, key=lambda p: -values[p])
        pick = ranked[0]
        if self.level.wander and self.rng.random() < self.level.wander:
            pick = self.rng.choice(ranked[:3])
        return min(by_play[pick], key=lambda a: self._spend_cost(a, board, seat))

    def _values(self, state: GameState, seat: Seat, candidates: list[Play]) -> dict[Play, float]:
        totals = dict.fromkeys(candidates, 0.0)
        started = time.perf_counter()
        worlds = 0
        while worlds < self.level.worlds and (worlds == 0 or time.perf_counter() - started < self.level.seconds):
            sample = state.determinize(seat, self.rng)
            assert isinstance(sample, PokerDrez4)
            world = sample.private_determinize(seat, self.rng)  # the partner's cards unknown too
            # The first world is always searched to the end; a later one the clock stops is dropped.
            deadline = started + self.level.seconds if worlds else None
            search = Round(world, seat, self.level, deadline) if self.level.deep else None
            found: dict[Play, float] = {}
            best = -2 * MATE
            try:
                for play in self._order(world.board, candidates, totals if worlds else None):
                    board, reserves = played(world.board, world.reserves, seat, play)
                    if search is not None:
                        # A play more than WINDOW below this world's best so far gets a bound, not
                        # its value: the bound is higher than the truth, never lower, so a play
                        # that is bad here is never made to look worse than it is.
                        found[play] = search.value(board, reserves, best - WINDOW)
                        best = max(best, found[play])
                    else:
                        found[play] = answer_value(world, board, reserves, seat, self.level, None)
            except OutOfTime:
                break
            for play, value in found.items():
                totals[play] += value
            worlds += 1
        return {play: total / worlds for play, total in totals.items()}

    @staticmethod
    def _order(board: Board, candidates: list[Play], totals: dict[Play, float] | None) -> list[Play]:
        """Best first, so the window closes early: by the worlds searched so far, else captures of
        the most valuable pieces first (a stable sort: the fixed order breaks ties)."""
        if totals is not None:
            return sorted(candidates, key=lambda p: -totals[p])

        def taken(play: Play) -> float:
            piece = board[play[2]]
            return VALUES[piece[1]] if piece is not None else 0.0

        return sorted(candidates, key=lambda p: -taken(p))

    def _spend_cost(self, action: Action, board: Board, seat: Seat) -> float:
        read = read_play(action)
        if read is None or read.card is None:
            return 0.0
        worth = card_worth(read.card, board, seat)
        return worth - (0.25 if read.source == COMMON else 0.0)

    def _keep_worth(self, card: PokerDrezCard | None, board: Board, seat: Seat) -> float:
        return 0.0 if card is None else card_worth(card, board, seat)


def board_of(view: PokerDrez4View) -> Board:
    squares: list[tuple[int, str] | None] = [None] * 64
    for man in view.men:
        squares[man.square] = (man.seat, man.kind)
    return tuple(squares)


def make_easy(seed: int = 0) -> PokerDrez4Player:
    return PokerDrez4Player(EASY, "easy", seed)


def make_normal(seed: int = 0) -> PokerDrez4Player:
    return PokerDrez4Player(NORMAL, "normal", seed)


def make_hard(seed: int = 0) -> PokerDrez4Player:
    return PokerDrez4Player(HARD, "hard", seed)


__all__ = ["make_easy", "make_hard", "make_normal", "PokerDrez4Player"]


def _match(names: list[str], games: int, seed: int) -> None:
    """Teams of players against each other: ``names`` by seat (yellow, green, red, blue), the seats
    turned one place each game so that every team plays every colour."""
    makers = {"easy": make_easy, "normal": make_normal, "hard": make_hard}
    from game.ai.base import RandomBot

    wins: dict[str, float] = {}
    times: dict[str, list[float]] = {}
    for index in range(games):
        game_seed = seed + index
        seating = [names[(s + index) % 4] for s in range(4)]
        bots = [
            RandomBot(game_seed * 7 + s) if n == "random" else makers[n](game_seed * 7 + s)
            for s, n in enumerate(seating)
        ]
        state = PokerDrez4(4, game_seed, {})
        while not state.is_over():
            seat = state.to_act()[0]
            started = time.perf_counter()
            action = bots[seat].choose(state, seat)
            times.setdefault(seating[seat], []).append(time.perf_counter() - started)
            state.apply(seat, action)
        outcome = state.outcome()
        assert outcome is not None
        label = "+".join(sorted({seating[0], seating[2]}))
        other = "+".join(sorted({seating[1], seating[3]}))
        wins[label] = wins.get(label, 0.0) + outcome.scores[0]
        wins[other] = wins.get(other, 0.0) + outcome.scores[1]
        result = state.result[0] if state.result else "?"
        print(
            f"game {index + 1}: seed {game_seed} light {label} dark {other} -> {result} "
            f"{outcome.scores[0]:.1f}-{outcome.scores[1]:.1f} ({state.turn} turns)",
            flush=True,
        )
        if (index + 1) % 10 == 0 or index + 1 == games:  # a match stopped early still has its figures
            print("points:", wins)
            for name, spent in sorted(times.items()):
                ordered = sorted(spent)
                print(
                    f"{name}: {len(ordered)} moves, median {ordered[len(ordered) // 2]:.3f} s, max {ordered[-1]:.3f} s",
                    flush=True,
                )


if __name__ == "__main__":
    import argparse

    parser = argparse.ArgumentParser(description="PokerDrez para 4: a team against a team.")
    parser.add_argument("--teams", nargs=2, default=["normal", "random"], help="light team's and dark team's player")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1000)
    args = parser.parse_args()
    first, second = args.teams
    _match([first, second, first, second], args.games, args.seed)
