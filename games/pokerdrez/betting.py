"""PokerDrez's betting variant (rulebook 003, "Variante (No apta para menores) ¿Te emociona apostar?").

The rules as the rulebook gives them, each tested in tests/rules/test_pokerdrez_betting.py:
- The players agree a minimum and a maximum stake; the game starts at the minimum, and the
  winner takes the stake from the loser; a draw returns it.
- On their own turn a player may raise the stake; the opponent must meet the raise or beat it
  ("aceptarla o superarla para no perder").
- Each raise commits its maker to winning: a raiser who does not win (loses or draws) has lost the
  stake.
- No raise beyond the maximum.

Decisions where the rulebook is silent (also on the rules screens, "our decisions"; B1-B7):
- B1 Stakes: one option with three settings, off (the default), 5 to 20 chips (the rulebook's own
  example) or 10 to 50. Each player sits down with the maximum in chips, so every raise the rules
  allow can be met, and the stake at the minimum goes into the middle from both at the start.
- B2 Refusing a raise loses the game at once ("para no perder": who neither meets nor beats it
  loses). The refuser pays the stake as it stood before the refused raise; the raise itself, never
  met, goes back to its maker (as a fold does at a poker table).
- B3 A raise names the new stake, any whole number above the current one up to the maximum. An
  answering player who beats a raise names a higher stake again, and the first player must answer
  that in the same way; the turn goes on when a raise is met.
- B4 A player raises at most once on their own turn, at any moment of it before the move (also
  after rolling the die or exchanging a neutral card), in the card phase and in plain chess alike;
  never before play (the pawn removal) nor while giving a card back, the move being made.
- B5 Only the last raiser is committed: a draw costs them the stake, paid to the other; a beaten
  raise passes the commitment to the one who beat it. With no raise, a draw returns the stake.
- B6 No raise when the player to act has no move left: the game is over (checkmate or stalemate).
- B7 The result in chips is each player's gain or loss, which is the game's score (the end panel
  and the statistics); a session's running total is not kept from game to game.

The chips themselves are the kit's (``game.cards.chips``): the stake at the start is its ``ante``,
the maximum its ``cap``; each raise is a betting round of two seats opened by the raiser.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import NoReturn

from game.cards.chips import Chips, Stakes
from game.core import Action, JSONValue, Seat
from game.text import N_, Msg
from game.text import Seat as SeatWord
from games.pokerdrez.texts import TEXTS
from games.pokerdrez.view import MEET, RAISE, REFUSE, BettingView, meet, raise_to, read_raise, refuse

# The action words and the view's part live in view.py (tables read them there); named here too.
__all__ = [
    "KINDS",
    "MEET",
    "OFF",
    "RAISE",
    "REFUSE",
    "STAKES",
    "STAKE_LABELS",
    "Betting",
    "BettingView",
    "chips_message",
    "describe",
    "meet",
    "raise_to",
    "read_raise",
    "refuse",
    "refused_message",
]

KINDS = frozenset((RAISE, MEET, REFUSE))
OFF = "off"
# B1: the option's settings, minimum and maximum stake in chips (default first: off).
STAKES: dict[str, tuple[int, int] | None] = {OFF: None, "5-20": (5, 20), "10-50": (10, 50)}
STAKE_LABELS = {
    OFF: N_("Off"),
    "5-20": N_("5 to 20 chips"),
    "10-50": N_("10 to 50 chips"),
}


class Betting:
    """The stakes of one game: owned by the game state, cloned and saved with it."""

    __slots__ = ("minimum", "maximum", "chips", "stake", "offered", "answering", "committed", "raised_at", "net")

    def __init__(self, minimum: int, maximum: int) -> None:
        self.minimum, self.maximum = minimum, maximum
        # B1: each player brings the maximum; the minimum goes in from both at the start.
        self.chips = Chips([maximum, maximum], Stakes(ante=minimum, min_bet=1, cap=maximum))
        self.chips.start_hand([0, 1])
        self.stake = minimum  # "Siempre se comienza el juego con la apuesta mínima"
        self.offered: int | None = None
        self.answering: Seat | None = None
        self.committed: Seat | None = None
        self.raised_at: int | None = None  # the ply of the turn whose player raised (B4)
        self.net: tuple[int, int] | None = None

    @classmethod
    def from_option(cls, value: JSONValue) -> Betting | None:
        stakes = STAKES.get(str(value))
        return None if stakes is None else cls(*stakes)

    def clone(self) -> Betting:
        other = Betting.__new__(Betting)
        for name in Betting.__slots__:
            setattr(other, name, getattr(self, name))
        other.chips = self.chips.clone()
        return other

    # --- reading ----------------------------------------------------------------------------------
    @property
    def pending(self) -> bool:
        return self.answering is not None

    def can_raise(self, ply: int) -> bool:
        """Whether the player whose turn it is (at ``ply``) may still raise (B4, the maximum)."""
        return not self.pending and self.net is None and self.raised_at != ply and self.stake < self.maximum

    def raises(self, ply: int) -> list[Action]:
        """The raises the player whose turn it is may make now (the engine adds them to its moves)."""
        if not self.can_raise(ply):
            return []
        return [raise_to(stake) for stake in range(self.stake + 1, self.maximum + 1)]

    def with_raises(self, moves: Callable[[], list[Action]], ply: int) -> list[Action]:
        """The legal actions of a turn: the answers while a raise waits, else the turn's ``moves``
        and the raises its player may make (none when no move is left: the game is over, B6)."""
        if self.pending:
            return self.answers()
        actions = moves()
        if actions:
            actions += self.raises(ply)
        return actions

    def answers(self) -> list[Action]:
        """What the answering seat may do: meet, beat (raise higher) or refuse (and lose, B2)."""
        assert self.offered is not None
        return [meet(), *(raise_to(s) for s in range(self.offered + 1, self.maximum + 1)), refuse()]

    def view(self, seat: Seat | None, acting: bool, ply: int) -> BettingView:
        low = (self.offered if self.pending else self.stake) or self.stake
        mine = acting and (self.answering == seat if self.pending else self.can_raise(ply))
        return BettingView(
            minimum=self.minimum,
            maximum=self.maximum,
            stacks=(self.chips.stacks[0], self.chips.stacks[1]),
            pot=self.chips.pot_total,
            stake=self.stake,
            offered=self.offered,
            answering=self.answering,
            committed=self.committed,
            raise_range=(low + 1, self.maximum) if mine and low < self.maximum else None,
            net=self.net,
        )

    def why_illegal(self, seat: Seat, action: Action, ply: int, moving: bool) -> str:
        """Why a betting action is refused (``moving``: ``seat`` is the player whose turn it is)."""
        if self.net is not None:
            return "the game is over: the chips are settled"
        if action.kind == RAISE and read_raise(action) is None:
            return "a raise names the new stake: raise:N"
        if self.pending:
            if seat != self.answering:
                return "a raise waits for the opponent's answer"
            stake = read_raise(action)
            if stake is not None and self.offered is not None and not self.offered < stake <= self.maximum:
                return f"to beat the raise name a stake from {self.offered + 1} to {self.maximum}"
            return "not one of the answers to the raise (meet, raise:N or refuse)"
        if action.kind in (MEET, REFUSE):
            return "there is no raise to answer"
        if not moving:
            return "a player raises on their own turn, before the move"
        if self.raised_at == ply:
            return "one raise per turn"
        if self.stake >= self.maximum:
            return f"the stake is at the maximum ({self.maximum}): no more raises"
        return f"a raise names a stake from {self.stake + 1} to {self.maximum}"

    # --- playing ------------------------------------------------------------------------------------
    def apply(self, seat: Seat, action: Action, ply: int) -> bool:
        """Play a legal betting action of ``seat``; True when it was a refusal (``seat`` loses, B2)."""
        chips = self.chips
        if action.kind == REFUSE:
            chips.fold(seat)
            self.offered = self.answering = None
            return True
        if action.kind == MEET:
            chips.call(seat)
            assert self.offered is not None
            self.stake, self.offered, self.answering = self.offered, None, None
            return False
        stake = read_raise(action)
        assert stake is not None
        if self.pending:  # B3: beating a raise is meeting it and raising again
            chips.call(seat)
            assert self.offered is not None
            self.stake = self.offered
        else:
            self.raised_at = ply
        chips.start_round(seat)
        chips.raise_to(seat, stake - self.stake)
        self.offered, self.answering, self.committed = stake, 1 - seat, seat  # B5: the last raiser
        return False

    def finish(self, winner: Seat | None) -> None:
        """Pay the stake at the game's end: the winner takes it; on a draw it goes back, unless a
        raiser is committed (B5), who then pays it."""
        if self.net is not None:
            return
        if self.chips.decided():  # a refusal: the one left takes what is in the middle
            self.chips.settle()
        else:
            loser = (1 - winner) if winner is not None else self.committed
            self.chips.settle(_strength(loser))
        self.net = (self.chips.stacks[0] - self.maximum, self.chips.stacks[1] - self.maximum)

    # --- checks and saves ----------------------------------------------------------------------------
    def violations(self, over: bool) -> list[str]:
        problems = self.chips.violations(2 * self.maximum)
        if not over and self.net is None and self.chips.committed != [self.stake, self.stake] and not self.pending:
            problems.append(f"the stake is {self.stake} but the middle holds {self.chips.committed}")
        if not self.minimum <= self.stake <= self.maximum:
            problems.append(f"the stake {self.stake} is outside {self.minimum}..{self.maximum}")
        if self.pending != (self.offered is not None) or (self.offered is not None and self.offered <= self.stake):
            problems.append("a raise waits without its stake, or names no higher stake")
        if over != (self.net is not None):
            problems.append("the chips are settled before the end, or not at the end")
        if self.net is not None and sum(self.net) != 0:
            problems.append(f"chips made or lost at the end: {self.net}")
        return problems

    def to_json(self) -> dict[str, JSONValue]:
        return {
            "chips": self.chips.to_json(),
            "stake": self.stake,
            "offered": self.offered,
            "answering": self.answering,
            "committed": self.committed,
            "raised_at": self.raised_at,
            "net": None if self.net is None else list(self.net),
        }

    @classmethod
    def from_json(cls, option: JSONValue, data: JSONValue, fail: Callable[[str], NoReturn]) -> Betting | None:
        made = cls.from_option(option)
        if made is None:
            if data is not None:
                fail("has chips though the game is played without betting")
            return None
        if not isinstance(data, Mapping) or set(data) != {
            "chips",
            "stake",
            "offered",
            "answering",
            "committed",
            "raised_at",
            "net",
        }:
            fail("has betting that does not read")
        made.chips = Chips.from_json(data["chips"], 2, made.chips.stakes, fail=fail)

        def number(name: str, low: int, high: int, optional: bool = True) -> int | None:
            value = data[name]
            if value is None and optional:
                return None
            if type(value) is not int or not low <= value <= high:
                fail(f"has betting {name} {value!r}, not a whole number from {low} to {high}")
            return value

        stake = number("stake", made.minimum, made.maximum, optional=False)
        assert stake is not None
        made.stake = stake
        made.offered = number("offered", made.minimum, made.maximum)
        made.answering = number("answering", 0, 1)
        made.committed = number("committed", 0, 1)
        made.raised_at = number("raised_at", 0, 1_000_000)
        net = data["net"]
        if net is None:
            made.net = None
        elif isinstance(net, list) and len(net) == 2 and all(type(n) is int for n in net):
            made.net = (net[0], net[1])
        else:
            fail(f"has a betting result {net!r} that does not read")
        return made


def _strength(loser: Seat | None) -> Mapping[int, int]:
    if loser is None:
        return {0: 0, 1: 0}  # a draw nobody is committed to: each takes their stake back
    return {loser: 0, 1 - loser: 1}


# --- words --------------------------------------------------------------------------------------------
def describe(seat: Seat, action: Action) -> Msg:
    who = SeatWord(seat)
    if action.kind == MEET:
        return TEXTS.msg("{who} meets the raise", {"who": who})
    if action.kind == REFUSE:
        return TEXTS.msg("{who} refuses the raise and loses", {"who": who})
    return TEXTS.msg("{who} raises the stake to {n}", {"who": who, "n": read_raise(action) or 0})


def refused_message(winner: Seat) -> Msg:
    return TEXTS.msg("Raise refused: {who} wins", {"who": SeatWord(winner)})


def chips_message(net: tuple[int, int]) -> Msg:
    """The result in chips for the end of the game."""
    if net[0] == 0:
        return TEXTS.msg("The stake goes back: nobody wins any chips")
    winner = 0 if net[0] > 0 else 1
    return TEXTS.msg(
        "{who} wins {n} chip from {other}",
        {"who": SeatWord(winner), "other": SeatWord(1 - winner)},
        plural="{who} wins {n} chips from {other}",
        n=abs(net[0]),
    )
