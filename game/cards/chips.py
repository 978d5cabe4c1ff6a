"""Chips and the pot, once, for every betting game of the kit (Poker7, PokerGuess, PokerDrez's stakes).

A ``Chips`` value is owned by a game state, like the kit's ``Table``: mutable, cloned with the state,
saved with ``to_json`` and read back with ``from_json`` (every field checked, failures through the
game's ``fail``). Everything it hands out is a small frozen value (``Stakes``, ``Choices``, ``Pot``,
``PotResult``, ``Settlement``). It knows no game and no card: who wins a pot is the game's question,
asked through ``settle(strength)``.

The model (what poker players expect; each point is a test in tests/cards/test_chips.py):

- **Stacks** are the chips in front of each seat; **committed** is what a seat has put into the pot
  during this hand, **bets** what it has put in during this betting round.
- **The stake** (``Stakes.ante``): at ``start_hand`` every seat still in the game puts it in; it is
  dead money, not a bet to match. A seat with less puts in all it has and is all-in.
- **A betting round** (``start_round(first)``) goes round the seats in play order from ``first``:
  a seat may ``fold``, ``check`` (nothing to match), ``call`` (match the highest bet, or put in all
  it has when that is less), or ``raise_to`` a new highest bet (a *bet* when nobody has bet yet).
  No limit: a raise may be any amount up to the seat's whole stack (``all_in``), but at least the
  smallest bet (``Stakes.min_bet``) when opening, and at least the size of the last full bet or raise
  of the round when raising. An all-in for less is allowed and does not reopen the betting: a seat
  that has acted since the last full raise may then only call or fold (unless several such all-ins
  together make a full raise). Nobody may raise when no other seat could put in more than a call.
  The round ends when every seat still in has acted since the last full raise and matched the
  highest bet or is all-in.
- **A cap** (``Stakes.cap``, optional): nobody may commit more than this in one hand (the maximum
  stake of PokerDrez's betting variant); a raise up to the cap is allowed when short of a full raise.
- **Side pots**: ``pots()`` splits what was committed by contribution levels; each pot is contested
  by the seats that reached its level and did not fold. Folded chips stay in the pots they reached.
- **Settling**: each pot goes to its strongest contender(s) (``strength``: any comparable value per
  seat, higher wins); a split pot is shared evenly, and the **odd chips** (what does not divide) all
  go to the first of the tied winners in play order, that is the first after the dealer (the order
  given to ``start_hand``). That is the usual card-room rule and PokerKit's, our test oracle.
  A pot nobody else reached (an uncalled bet) goes back to the seat that made it.
- **Leaving and the end**: after a hand, ``busted()`` are the seats left without chips: they are out
  of the game (``start_hand`` deals them nothing more). ``champion()`` is the seat holding every chip
  once the others are out; ``leaders()`` are the seats with the most chips, for a game ended after a
  fixed number of hands (the option for people with less time).

A two-player game with a stake and a cap (PokerDrez's variant: "una apuesta mínima y una máxima")
uses the same calls: ``start_hand`` for the minimum stake, ``start_round`` whenever a seat may raise,
``raise_to``/``call``/``fold``, and ``settle`` with the result (equal strengths for a draw: each gets
its own chips back, the odd chip rule aside).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, NoReturn


class ChipsError(ValueError):
    """A betting move that is not allowed now; the chips were left unchanged."""


@dataclass(frozen=True, slots=True)
class Stakes:
    """The table's money rules: ``ante`` every seat puts in at the start of a hand, ``min_bet`` the
    smallest opening bet (and the smallest raise until somebody raises more), ``cap`` the most a
    seat may commit in one hand (None: no cap)."""

    ante: int
    min_bet: int
    cap: int | None = None

    def __post_init__(self) -> None:
        if type(self.ante) is not int or self.ante < 0:
            raise ValueError(f"the stake at the start is a whole number of chips, not {self.ante!r}")
        if type(self.min_bet) is not int or self.min_bet < 1:
            raise ValueError(f"the smallest bet is at least one chip, not {self.min_bet!r}")
        if self.cap is not None and (type(self.cap) is not int or self.cap < max(self.ante, 1)):
            raise ValueError(f"the cap {self.cap!r} is below the stake at the start")


@dataclass(frozen=True, slots=True)
class Choices:
    """What one seat may do now. ``to_call`` is what calling puts in (all it has when that is less
    than the highest bet); ``raise_from``..``raise_to`` the totals this round a raise (or an opening
    bet) may reach, both included (``can_raise`` False: none); ``all_in`` the total an all-in reaches."""

    seat: int
    can_check: bool
    to_call: int
    can_raise: bool
    raise_from: int
    raise_to: int
    all_in: int
    opening: bool  # nobody has bet this round: a raise is a bet

    @property
    def can_call(self) -> bool:
        return self.to_call > 0

    @property
    def can_fold(self) -> bool:
        """Folding when checking costs nothing is refused: nobody would want it."""
        return not self.can_check


@dataclass(frozen=True, slots=True)
class Pot:
    """One pot: its chips and the seats that may win it (reached its level and did not fold)."""

    amount: int
    eligible: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class PotResult:
    """How one pot was shared: ``shares`` per winner, in the order of the seats."""

    amount: int
    eligible: tuple[int, ...]
    winners: tuple[int, ...]
    shares: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Settlement:
    """The end of a hand: each pot's result and what each seat received in all."""

    pots: tuple[PotResult, ...]
    received: tuple[int, ...]


class Chips:
    """The chips of every seat and the pot of the hand being played. Mutable, owned by a game state."""

    __slots__ = (
        "stakes",
        "stacks",
        "committed",
        "bets",
        "dealt",
        "folded",
        "acted",
        "order",
        "highest",
        "full_raise",
        "shorts",
        "turn",
    )

    def __init__(self, stacks: Sequence[int], stakes: Stakes) -> None:
        if len(stacks) < 1 or any(type(s) is not int or s < 0 for s in stacks):
            raise ValueError(f"stacks are whole numbers of chips, not {list(stacks)!r}")
        players = len(stacks)
        self.stakes = stakes
        self.stacks: list[int] = list(stacks)
        self.committed: list[int] = [0] * players  # into the pot this hand
        self.bets: list[int] = [0] * players  # into the pot this betting round
        self.dealt: list[bool] = [False] * players  # in this hand (had chips at its start)
        self.folded: list[bool] = [False] * players
        self.acted: list[bool] = [False] * players  # acted since the last full raise
        self.order: list[int] = []  # this hand's seats in play order, the first after the dealer first
        self.highest = 0  # the highest bet of this round
        self.full_raise = 0  # the largest bet or raise of this round (the smallest raise, min_bet aside)
        self.shorts: list[int] = []  # the raises of the all-ins for less since the last full one
        self.turn: int | None = None  # the seat to bet now, None between rounds

    @property
    def players(self) -> int:
        return len(self.stacks)

    def clone(self) -> Chips:
        other = Chips.__new__(Chips)
        other.stakes = self.stakes
        for name in ("stacks", "committed", "bets", "dealt", "folded", "acted", "order", "shorts"):
            setattr(other, name, list(getattr(self, name)))
        other.highest, other.full_raise, other.turn = self.highest, self.full_raise, self.turn
        return other

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Chips):
            return NotImplemented
        return self.to_json() == other.to_json()

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"Chips({self.to_json()!r})"

    # --- reading -------------------------------------------------------------------------------
    @property
    def total(self) -> int:
        """Every chip at the table: stacks and the pot (constant through a game)."""
        return sum(self.stacks) + sum(self.committed)

    @property
    def pot_total(self) -> int:
        return sum(self.committed)

    def in_game(self) -> list[int]:
        """Seats with chips (between hands) or in the hand: the others are out of the game."""
        return [s for s in range(self.players) if self.stacks[s] > 0 or self.committed[s] > 0]

    def contenders(self) -> list[int]:
        """Seats still in this hand (dealt, not folded), in play order."""
        return [s for s in self.order if not self.folded[s]]

    def is_all_in(self, seat: int) -> bool:
        return self.dealt[seat] and not self.folded[seat] and self.stacks[seat] == 0 or self._capped(seat)

    def _capped(self, seat: int) -> bool:
        cap = self.stakes.cap
        return cap is not None and self.dealt[seat] and not self.folded[seat] and self.committed[seat] >= cap

    def can_bet(self, seat: int) -> bool:
        """Still in the hand with chips it may put in."""
        return self.dealt[seat] and not self.folded[seat] and self.stacks[seat] > 0 and not self._capped(seat)

    def betting_open(self) -> bool:
        """Whether a betting round could still change anything: two seats in the hand may bet.
        When not, the rest of the hand is dealt without betting (everybody else is all-in)."""
        return sum(1 for s in self.order if self.can_bet(s)) >= 2

    def decided(self) -> bool:
        """Everybody but one has folded: that seat takes the pot unseen."""
        return len(self.contenders()) == 1

    def owes(self, seat: int) -> int:
        """What ``seat`` must add to match the highest bet of the round."""
        return max(0, self.highest - self.bets[seat])

    def pots(self) -> tuple[Pot, ...]:
        """The main pot and the side pots, by contribution level (lowest level first)."""
        levels = sorted({self.committed[s] for s in range(self.players) if self.committed[s] > 0})
        pots: list[Pot] = []
        floor = 0
        for level in levels:
            amount = sum(min(c, level) - min(c, floor) for c in self.committed)
            eligible = tuple(s for s in self.order if not self.folded[s] and self.committed[s] >= level)
            if amount:
                if pots and pots[-1].eligible == eligible:
                    pots[-1] = Pot(pots[-1].amount + amount, eligible)
                elif eligible:
                    pots.append(Pot(amount, eligible))
                elif pots:  # chips of a level only folded seats reached: the pot below takes them
                    pots[-1] = Pot(pots[-1].amount + amount, pots[-1].eligible)
                else:
                    pots.append(Pot(amount, eligible))
            floor = level
        return tuple(pots)

    def choices(self, seat: int) -> Choices | None:
        """What ``seat`` may do now, None when it is not its turn to bet."""
        if self.turn != seat:
            return None
        # Asked at every move (the legal list, the check, the move itself): written out plainly.
        highest, bet = self.highest, self.bets[seat]
        owes = highest - bet if highest > bet else 0
        top = bet + self.stacks[seat] if self.stakes.cap is None else self._top(seat)  # this round's most
        shorts = self.shorts
        can_raise = (
            top > highest
            and (not shorts or sum(shorts) >= self.full_raise or not self.acted[seat])
            and self._another_may_raise_over(seat, highest)
        )
        if can_raise:
            smallest = highest + max(self.full_raise, self.stakes.min_bet)
            raise_from, raise_to = (smallest if smallest < top else top), top
        else:
            raise_from = raise_to = 0
        room = top - bet
        return Choices(
            seat=seat,
            can_check=owes == 0,
            to_call=owes if owes < room else room,
            can_raise=can_raise,
            raise_from=raise_from,
            raise_to=raise_to,
            all_in=bet + self.stacks[seat],
            opening=highest == 0,
        )

    def _another_may_raise_over(self, seat: int, highest: int) -> bool:
        """Whether some other seat still in the hand could put in more than ``highest`` this round."""
        folded = self.folded
        if self.stakes.cap is not None:
            return any(self._top(s) > highest for s in self.order if s != seat and not folded[s])
        bets, stacks = self.bets, self.stacks
        for other in self.order:
            if other != seat and not folded[other] and bets[other] + stacks[other] > highest:
                return True
        return False

    # --- a hand --------------------------------------------------------------------------------
    def start_hand(self, order: Sequence[int]) -> None:
        """A new hand for the seats of ``order`` that have chips (play order, the first after the
        dealer first): each puts in the stake (all it has when that is less). No round is open yet."""
        if self.pot_total:
            raise ChipsError("the last hand's pot has not been settled")
        if sorted(order) != sorted(set(order)) or any(not 0 <= s < self.players for s in order):
            raise ChipsError(f"{list(order)!r} is not an order of distinct seats")
        self.order = [s for s in order if self.stacks[s] > 0]
        if len(self.order) < 2:
            raise ChipsError("a hand needs two seats with chips")
        self.dealt = [s in self.order for s in range(self.players)]
        self.folded = [False] * self.players
        self.bets = [0] * self.players
        for seat in self.order:
            stake = min(self.stakes.ante, self.stacks[seat])
            self.stacks[seat] -= stake
            self.committed[seat] += stake
        self.turn = None
        self.highest = 0

    def start_round(self, first: int | None = None) -> None:
        """A betting round from ``first`` (default: the first of the play order) or the next seat
        after it that may bet. Nobody to bet (all but one all-in or folded): the round is over at once."""
        self.bets = [0] * self.players
        self.acted = [False] * self.players
        self.highest = 0
        self.full_raise = 0
        self.shorts = []
        start = self.order[0] if first is None else first
        if start not in self.order:
            raise ChipsError(f"seat {start} is not in this hand")
        self.turn = None
        if self.betting_open():
            self.turn = self._next_from(self.order.index(start))

    def round_over(self) -> bool:
        return self.turn is None

    def give_turn(self, seat: int | None) -> None:
        """Hand the betting turn to ``seat`` (None: nobody), for a game whose own rules say who bets
        next (one where a changed claim reopens the action as a raise does): it then asks
        ``choices`` and makes the move as usual, and hands the turn on itself."""
        if seat is not None and not self.can_bet(seat):
            raise ChipsError(f"seat {seat} cannot bet now")
        self.turn = seat

    def fold(self, seat: int) -> None:
        self._my_turn(seat)
        if self.owes(seat) == 0:
            raise ChipsError("nothing to match: check instead of folding")
        self.folded[seat] = True
        self._advance(seat)

    def check(self, seat: int) -> None:
        self._my_turn(seat)
        if self.owes(seat):
            raise ChipsError(f"the bet is {self.highest}: call {self.owes(seat)} more, raise or fold")
        self.acted[seat] = True
        self._advance(seat)

    def call(self, seat: int) -> None:
        choices = self._my_turn(seat)
        if not choices.to_call:
            raise ChipsError("nothing to call: check or bet")
        self._put(seat, choices.to_call)
        self.acted[seat] = True
        self._advance(seat)

    def raise_to(self, seat: int, total: int) -> None:
        """Bet or raise so that this round's bet of ``seat`` is ``total``."""
        choices = self._my_turn(seat)
        if not choices.can_raise:
            why = "the betting was not reopened since you acted" if self.acted[seat] else "you cannot put in more"
            raise ChipsError(f"no raise possible: {why}")
        if type(total) is not int or not choices.raise_from <= total <= choices.raise_to:
            word = "bet" if choices.opening else "raise"
            raise ChipsError(f"a {word} here goes from {choices.raise_from} to {choices.raise_to}, not {total!r}")
        increment = total - self.highest
        self._put(seat, total - self.bets[seat])
        self.highest = total
        if increment >= self.full_raise:  # a full raise: everybody may answer it with a raise
            self.acted = [False] * self.players
        self.full_raise = max(self.full_raise, increment)
        if self._top(seat) > total:
            self.shorts = []
        else:  # all-in (or at the cap): it reopens only with the earlier ones if they add up to a full raise
            self.shorts.append(increment)
        if sum(self.shorts) >= self.full_raise:
            self.shorts = []
        self.acted[seat] = True
        self._advance(seat)

    def all_in(self, seat: int) -> None:
        """Everything the seat may put in: a call when that does not beat the bet, else a raise."""
        choices = self._my_turn(seat)
        if choices.can_raise:
            self.raise_to(seat, choices.raise_to)
        elif choices.to_call:
            self.call(seat)
        else:
            raise ChipsError("no chips left to put in")

    # --- the end of a hand ----------------------------------------------------------------------
    def settle(self, strength: Mapping[int, Any] | Callable[[int], Any] | None = None) -> Settlement:
        """Pay every pot to its strongest contenders (higher ``strength`` wins; equal values split;
        None when one seat is left) and end the hand."""
        if self.turn is not None:
            raise ChipsError("a betting round is still open")
        read: Callable[[int], Any]
        if strength is None:
            if not self.decided():
                raise ChipsError("more than one seat is in the hand: say who is stronger")
            read = _equal
        elif isinstance(strength, Mapping):
            read = strength.__getitem__
        else:
            read = strength
        received = [0] * self.players
        results: list[PotResult] = []
        for pot in self.pots():
            if not pot.eligible:  # only folded seats reached it and nothing lies below (cannot happen
                raise ChipsError("a pot nobody may win")  # while one seat is still in)
            keys = {s: read(s) for s in pot.eligible}
            best = max(keys.values())
            winners = tuple(s for s in pot.eligible if not keys[s] < best)
            share, odd = divmod(pot.amount, len(winners))
            shares = tuple(share + (odd if i == 0 else 0) for i in range(len(winners)))
            for seat, chips in zip(winners, shares, strict=True):
                received[seat] += chips
            results.append(PotResult(pot.amount, pot.eligible, winners, shares))
        for seat in range(self.players):
            self.stacks[seat] += received[seat]
        self.committed = [0] * self.players
        self.bets = [0] * self.players
        self.highest = 0
        return Settlement(tuple(results), tuple(received))

    def busted(self) -> list[int]:
        """Seats of the last hand left with no chips: out of the game."""
        return [s for s in self.order if self.stacks[s] == 0 and self.committed[s] == 0]

    def champion(self) -> int | None:
        """The seat holding every chip, if one does."""
        holders = self.in_game()
        return holders[0] if len(holders) == 1 else None

    def leaders(self) -> list[int]:
        """The seats with the most chips (the pot aside)."""
        most = max(self.stacks)
        return [s for s in range(self.players) if self.stacks[s] == most]

    # --- checks and saves ----------------------------------------------------------------------
    def violations(self, total: int | None = None) -> list[str]:
        """What cannot be right: negative chips, chips made or lost (``total``: what the table holds),
        a bet above what was committed, a folded seat to act."""
        problems: list[str] = []
        for name in ("stacks", "committed", "bets"):
            values: list[int] = getattr(self, name)
            if any(v < 0 for v in values):
                problems.append(f"negative {name}: {values}")
        if total is not None and self.total != total:
            problems.append(f"the table holds {self.total} chips, not {total}")
        if any(b > c for b, c in zip(self.bets, self.committed, strict=True)):
            problems.append(f"bets {self.bets} above what was committed {self.committed}")
        if self.turn is not None and not self.can_bet(self.turn):
            problems.append(f"seat {self.turn} is to bet but cannot")
        if any(self.committed[s] and not self.dealt[s] for s in range(self.players)):
            problems.append("chips committed by a seat not in the hand")
        if self.stakes.cap is not None and any(c > self.stakes.cap for c in self.committed):
            problems.append(f"a seat committed more than the cap {self.stakes.cap}")
        return problems

    def to_json(self) -> dict[str, Any]:
        return {
            "stacks": list(self.stacks),
            "committed": list(self.committed),
            "bets": list(self.bets),
            "dealt": list(self.dealt),
            "folded": list(self.folded),
            "acted": list(self.acted),
            "order": list(self.order),
            "highest": self.highest,
            "full_raise": self.full_raise,
            "shorts": list(self.shorts),
            "turn": self.turn,
        }

    @classmethod
    def from_json(
        cls, data: object, players: int, stakes: Stakes, fail: Callable[[str], NoReturn] | None = None
    ) -> Chips:
        """Read ``to_json``'s output back, checking every field (``fail`` turns a problem into the
        game's save error; by default ``ValueError``)."""
        raise_error = fail or _raise_value_error
        if not isinstance(data, Mapping):
            raise_error(f"the chips are {type(data).__name__}, not a JSON object")
        expected = {
            "stacks",
            "committed",
            "bets",
            "dealt",
            "folded",
            "acted",
            "order",
            "highest",
            "full_raise",
            "shorts",
            "turn",
        }
        if set(data) != expected:
            raise_error(f"the chips have the fields {sorted(map(str, data))}, not {sorted(expected)}")

        def ints(name: str) -> list[int]:
            value = data[name]
            if not isinstance(value, list) or len(value) != players or any(type(v) is not int or v < 0 for v in value):
                raise_error(f"the chips' {name} are {value!r}, not {players} whole numbers")
            return list(value)

        def flags(name: str) -> list[bool]:
            value = data[name]
            if not isinstance(value, list) or len(value) != players or any(type(v) is not bool for v in value):
                raise_error(f"the chips' {name} are {value!r}, not {players} true/false")
            return list(value)

        chips = cls([0] * players, stakes)
        chips.stacks, chips.committed, chips.bets = ints("stacks"), ints("committed"), ints("bets")
        chips.dealt, chips.folded, chips.acted = flags("dealt"), flags("folded"), flags("acted")
        order = data["order"]
        if (
            not isinstance(order, list)
            or any(type(s) is not int or not 0 <= s < players for s in order)
            or len(set(order)) != len(order)
        ):
            raise_error(f"the chips' play order {order!r} is not a list of distinct seats")
        chips.order = list(order)
        if chips.dealt != [s in chips.order for s in range(players)]:
            raise_error("the seats dealt in are not the play order's")
        for name in ("highest", "full_raise"):
            value = data[name]
            if type(value) is not int or value < 0:
                raise_error(f"the chips' {name} is {value!r}, not a whole number")
        chips.highest, chips.full_raise = data["highest"], data["full_raise"]
        shorts = data["shorts"]
        if not isinstance(shorts, list) or len(shorts) > players or any(type(v) is not int or v < 1 for v in shorts):
            raise_error(f"the chips' short all-ins {shorts!r} are not a few whole numbers")
        chips.shorts = list(shorts)
        turn = data["turn"]
        if turn is not None and (type(turn) is not int or turn not in chips.order):
            raise_error(f"the seat to bet {turn!r} is not in the hand")
        chips.turn = turn
        if chips.highest != max(chips.bets):
            raise_error(f"the highest bet {chips.highest} is not the highest of {chips.bets}")
        problems = chips.violations()
        if problems:
            raise_error("the chips are inconsistent: " + "; ".join(problems))
        return chips

    # --- inside ------------------------------------------------------------------------------------
    def _my_turn(self, seat: int) -> Choices:
        choices = self.choices(seat)
        if choices is None:
            raise ChipsError(
                "no betting round is open" if self.turn is None else f"it is seat {self.turn}'s turn to bet"
            )
        return choices

    def _top(self, seat: int) -> int:
        """The most ``seat``'s bet may reach this round: all its chips, or up to the cap."""
        room = self.stacks[seat]
        if self.stakes.cap is not None:
            room = min(room, self.stakes.cap - self.committed[seat])
        return self.bets[seat] + max(0, room)

    def _put(self, seat: int, amount: int) -> None:
        self.stacks[seat] -= amount
        self.bets[seat] += amount
        self.committed[seat] += amount

    def _needs_to_act(self, seat: int) -> bool:
        return self.can_bet(seat) and (not self.acted[seat] or self.bets[seat] < self.highest)

    def _next_from(self, index: int) -> int | None:
        """The first seat from ``order[index]`` on (wrapping) that must still act, else None."""
        n = len(self.order)
        live = [s for s in self.order if self.can_bet(s)]
        for step in range(n):
            seat = self.order[(index + step) % n]
            if not self._needs_to_act(seat):
                continue
            # A lone seat able to bet, with nothing to match, has nobody to bet against.
            if len(live) == 1 and self.bets[seat] >= self.highest:
                continue
            return seat
        return None

    def _advance(self, seat: int) -> None:
        if self.decided():
            self.turn = None
            return
        self.turn = self._next_from(self.order.index(seat) + 1)


def _equal(seat: int) -> int:
    return 0


def _raise_value_error(message: str) -> NoReturn:
    raise ValueError(message)
