"""Poker7's computer players: they bet, not just play.

Each reads only its seat's view. Its chances are an estimate: the cards it cannot see (the others'
hidden cards, less what they showed, and the commons still to come) are dealt at random from the
cards it has not seen, many times, and the showdowns counted (a win counts 1, a split its share).
Then it compares that chance with what the pot offers:

- to call ``c`` chips into a pot of ``p`` is worth it when the chance beats ``c / (p + c)`` (pot odds);
- it bets or raises when its chance is well above a fair share (1 / the hands still in), more the
  stronger it is, sized as a part of the pot;
- it bluffs: now and then, with nothing to call, it bets as if strong (the rate below);
- at the showing it shows the hidden card that tells least: the one outside its biggest group.

The strengths differ in how well they look and how disciplined they are:

=======  ========  =====================================================  ==========
         samples   judgement                                              bluffs
=======  ========  =====================================================  ==========
easy     40        calls too often, seldom raises, one move in 8 random   never
normal   160       two in the hand: the betting round looked at two       never
                   moves deep (``_Street``: its move, the rival's answer  (more: 1
                   with each legal move alike, its reply, the answer),    in 20)
                   the pot then worth the chance; chips worth the chance
                   of winning the game, ``1 - (1 - x) ** 3``; more: pot
                   odds, raises by strength
hard     300       as normal, and it reads the rival: its bets as the     as normal
                   best of 2-4 hands the more seldom it bets; its
                   answers to everything in by normal's own rule for
                   calling it, played for 32 hands the rival may hold
=======  ========  =====================================================  ==========

With three or more in the hand, normal and hard bet by street (``_bet_by_street``). Session 9's
search of the rest of a two-player hand (``games/poker7/search.py``) was removed in session 10: measured
on the same games, it won no more than ``_bet_heads_up`` at six times the CPU (docs/AI.md).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from game.cards.pokerdrez import PokerDrezCard, figure_deck
from game.core import Action, GameState, Seat
from games.poker7.hands import card_bit, evaluate, rank_of_mask
from games.poker7.view import (
    ALL_IN,
    BET_KINDS,
    CALL,
    CHECK,
    FOLD,
    RAISE,
    SHOWING,
    Poker7View,
    SeatView,
    all_in,
    call,
    check,
    fold,
    raise_to,
    show,
)

ALL_CARDS: tuple[PokerDrezCard, ...] = tuple(figure_deck())


@dataclass(frozen=True, slots=True)
class Style:
    samples: int
    call_margin: float  # added to the pot odds a call needs (negative: calls too often)
    raise_factor: float  # raises when the chance is above this many fair shares
    bluff: float  # the chance of betting with nothing, when nothing is to call
    blunder: float  # the chance of a random legal move
    evaluations: int  # at most this many hands judged per decision (fewer samples with many rivals):
    # a bound on time that, unlike a clock, gives the same choice on a busy machine
    sizing: bool  # sizes raises by strength (else always half the pot)
    caution: float  # more chance asked of a call the more of the stack it risks (a freezeout: busting ends it)
    wary: bool  # reads a big pot as rivals holding better than random cards (see chance_to_win)
    # Everything in at this many fair shares of the pot, by street (before the commons, three, five,
    # after the showing); also what a call of the whole stack asks for. None: the older, simpler betting.
    commit: tuple[float, float, float, float] | None = None
    reads: bool = False  # keeps count of each rival's bets: a rival who seldom bets is read as strong when it does
    graded: bool = False  # reads a careful rival's chips as the best of more hands the more careful it is
    # Two in the hand: the betting round looked at two moves deep, a share x of the chips worth
    # 1 - (1 - x) ** worth (``_bet_heads_up``); None: bet by street as with more.
    worth: float | None = None
    # Hard, two in the hand: the rival's answers to everything in modelled on normal's rule
    # (``answers_to_everything_in``), its bets read as ``_read_depths`` reads them.
    exploits: bool = False


STYLES = {
    "easy": Style(
        samples=40,
        call_margin=-0.12,
        raise_factor=2.2,
        bluff=0.0,
        blunder=0.125,
        sizing=False,
        caution=0.0,
        wary=False,
        evaluations=300,
    ),
    "normal": Style(
        samples=160,
        call_margin=0.0,
        raise_factor=1.5,
        bluff=0.05,
        blunder=0.0,
        sizing=True,
        caution=0.12,
        wary=False,
        evaluations=1200,
        commit=(1.5, 1.7, 1.8, 1.85),
        reads=True,
        worth=3.0,
    ),
    "hard": Style(
        samples=300,
        call_margin=0.0,
        raise_factor=1.5,
        bluff=0.05,
        blunder=0.0,
        sizing=True,
        caution=0.12,
        wary=True,
        evaluations=3000,
        commit=(1.5, 1.7, 1.8, 1.85),
        reads=True,
        graded=True,
        worth=3.0,
        exploits=True,
    ),
}


def unseen_cards(view: Poker7View) -> list[PokerDrezCard]:
    """The cards this seat has not seen: not its own, not on the table, not shown by anybody."""
    seen: set[PokerDrezCard] = set(view.commons)
    for seat_view in view.seats:
        if seat_view.hidden is not None:
            seen.update(seat_view.hidden)
        if seat_view.shown is not None:
            seen.add(seat_view.shown)
    return [card for card in ALL_CARDS if card not in seen]


def _mask(cards: Iterable[PokerDrezCard]) -> int:
    mask = 0
    for card in cards:
        mask |= card_bit(card)
    return mask


def chance_to_win(
    view: Poker7View,
    samples: int,
    rng: random.Random,
    evaluations: int | None = None,
    wary: bool | Iterable[Seat] | Mapping[Seat, int] = False,
) -> float:
    """This seat's share of the pot at a showdown, estimated by dealing what it cannot see at random
    ``samples`` times (fewer when that would judge more than ``evaluations`` hands).

    ``wary``: the rivals (all, when True) read as holding more than a random hand: each is dealt two
    pairs of hidden cards in every sample and keeps the better (who puts many chips in tends to hold
    more; ``Poker7Player`` says whom it reads so). A mapping says how many pairs each rival named is
    dealt (the best kept): the more, the stronger it is read."""
    me = view.seat
    assert me is not None
    own = view.seats[me].hidden
    assert own is not None
    rivals = [s for s in view.seats if s.in_hand and s.seat != me]
    if not rivals:
        return 1.0
    pool = [card_bit(card) for card in unseen_cards(view)]
    missing_commons = 5 - len(view.commons)
    if isinstance(wary, Mapping):
        depth = {r.seat: max(1, int(wary.get(r.seat, 1))) for r in rivals}
    else:
        named = {r.seat for r in rivals} if wary is True else set() if wary is False else set(wary)
        depth = {r.seat: 2 if r.seat in named else 1 for r in rivals}
    hidden_rivals = [r for r in rivals if r.hidden is None]
    while True:
        needed = missing_commons + sum((1 if r.shown is not None else 2) * depth[r.seat] for r in hidden_rivals)
        if needed <= len(pool) or all(k == 1 for k in depth.values()):
            break
        depth = {seat: max(1, k - 1) for seat, k in depth.items()}  # not enough unseen cards: read less
    judged = 1 + sum(depth.values())
    if evaluations is not None:
        samples = max(20, min(samples, evaluations // judged))
    own_mask = _mask(own)
    table = _mask(view.commons)
    known = [(_mask(r.hidden), 0) if r.hidden is not None else (0, _mask([r.shown]) if r.shown else 0) for r in rivals]
    plan = [(rival, whole, shown, depth[rival.seat]) for rival, (whole, shown) in zip(rivals, known, strict=True)]
    total = 0.0
    for _ in range(samples):
        dealt = rng.sample(pool, needed)
        commons = table
        for bit in dealt[:missing_commons]:
            commons |= bit
        at = missing_commons
        mine = rank_of_mask(own_mask | commons)
        ties = 0
        lost = False
        for _rival, whole, shown, pairs in plan:
            if whole:  # shown at a showdown (never while betting)
                theirs = rank_of_mask(whole | commons)
            else:
                best: int | None = None
                for _ in range(pairs):
                    if shown:
                        hand = shown | dealt[at]
                        at += 1
                    else:
                        hand = dealt[at] | dealt[at + 1]
                        at += 2
                    key = rank_of_mask(hand | commons)
                    if best is None or key > best:
                        best = key
                assert best is not None
                theirs = best
            if theirs > mine:
                lost = True
                break
            if theirs == mine:
                ties += 1
        if not lost:
            total += 1.0 / (1 + ties)
    return total / samples


def answers_to_everything_in(
    view: Poker7View, rival: SeatView, k: float, rng: random.Random, hands: int = 32, samples: int = 24
) -> tuple[float, float | None]:
    """Hard's model of a rival that answers everything in as normal does (``_bet_heads_up``): it calls
    when its chance against a hand it cannot see makes the game likelier won than folding, with the
    chips worth ``1 - (1 - x) ** k``. Over ``hands`` hands the rival may hold (dealt from what this
    seat has not seen; a card it showed stays), its chance is estimated as it would see it (this
    seat's hidden cards unknown to it, a card this seat showed known), ``samples`` deals each. Returns
    the share of those hands that fold, and this seat's chance against the hands that call (None when
    none does). Only this seat's view is read."""
    me = view.seat
    assert me is not None
    mine = view.seats[me]
    own = mine.hidden
    assert own is not None
    own_bits = [card_bit(card) for card in own]
    my_shown = card_bit(mine.shown) if mine.shown is not None else 0
    rival_shown = card_bit(rival.shown) if rival.shown is not None else 0
    pool = [card_bit(card) for card in unseen_cards(view)]
    table = _mask(view.commons)
    missing = 5 - len(view.commons)
    total = max(1, sum(s.stack + s.committed for s in view.seats))

    def worth(chips: int) -> float:
        return 1.0 - float((1.0 - min(1.0, max(0.0, chips / total))) ** k)

    mine_total, their_total = mine.committed + mine.stack, rival.committed + rival.stack
    win, lose, keep = (
        worth(their_total + min(mine_total, their_total)),
        worth(max(0, their_total - mine_total)),
        worth(rival.stack),
    )
    needed = (keep - lose) / max(1e-9, win - lose)  # the chance that makes the rival call
    own_mask = own_bits[0] | own_bits[1]
    # What the rival cannot see of this seat's hand: its hidden cards, less one it showed.
    hidden_to_rival = [bit for bit in own_bits if bit != my_shown]
    callers = 0
    against = 0.0
    for _ in range(hands):
        if rival_shown:
            hand = rival_shown | rng.choice(pool)
        else:
            first, second = rng.sample(pool, 2)
            hand = first | second
        unknown = [bit for bit in pool if not bit & hand] + hidden_to_rival
        wins = 0.0
        for _ in range(samples):
            dealt = rng.sample(unknown, missing + len(hidden_to_rival))
            commons = table
            for bit in dealt[:missing]:
                commons |= bit
            other = my_shown
            for bit in dealt[missing:]:
                other |= bit
            theirs, ours = rank_of_mask(hand | commons), rank_of_mask(other | commons)
            wins += 1.0 if theirs > ours else 0.5 if theirs == ours else 0.0
        if wins / samples < needed:
            continue
        callers += 1
        rest = [bit for bit in pool if not bit & hand]
        for _ in range(samples):
            commons = table
            for bit in rng.sample(rest, missing):
                commons |= bit
            ours, theirs = rank_of_mask(own_mask | commons), rank_of_mask(hand | commons)
            against += (1.0 if ours > theirs else 0.5 if ours == theirs else 0.0) / samples
    return 1 - callers / hands, (against / callers if callers else None)


class _Street:
    """One betting round between this seat (0) and a rival that picks each legal move alike (the random
    player's way), looked at two moves deep: this seat's move, the rival's answer, this seat's reply
    (fold, call or everything in), the rival's answer to that. Where the round closes, the hand is
    worth its pot at the chance ``chance`` (later rounds are not looked at); chips are worth ``worth``."""

    def __init__(
        self, chance: float, worth: list[float], stake: int, folds: float = 0.5, called: float | None = None
    ) -> None:
        self.chance, self.worth, self.stake = chance, worth, stake
        # How often the rival folds to everything in, and this seat's chance when it calls (None: the
        # chance): a loose rival folds half the time, whatever it holds.
        self.folds, self.called = folds, chance if called is None else called

    def _w(self, chips: int) -> float:
        return self.worth[max(0, min(len(self.worth) - 1, chips))]

    def closed(self, behind: int, mine: int, theirs: int) -> float:
        """The round closed with these chips in: the showdown at the chance."""
        won = behind + mine + min(theirs, mine)
        lost = behind + max(0, mine - theirs)
        return self.chance * self._w(won) + (1 - self.chance) * self._w(lost)

    @staticmethod
    def raises(bet: int, behind: int, other_bet: int, other_behind: int, pot: int, full: int) -> list[int]:
        """The usual raise totals (the engine's legal list), short of everything in."""
        highest = max(bet, other_bet)
        top = bet + behind
        if top <= highest or other_bet + other_behind <= highest:
            return []
        start = highest + full
        to_call = highest - bet
        wanted = {start, highest + (pot + to_call) // 2, highest + pot + to_call}
        return sorted(t for t in wanted if start <= t < top)

    def values(
        self, me: tuple[int, int, int], rival: tuple[int, int, int], full: int, rival_acted: bool
    ) -> dict[tuple[str, int], float]:
        """What each of this seat's moves is worth: ``me`` and ``rival`` are (behind, in the pot this
        hand, bet this round)."""
        behind, mine, bet = me
        r_behind, theirs, r_bet = rival
        pot = mine + theirs
        to_call = min(behind, max(0, r_bet - bet))
        out: dict[tuple[str, int], float] = {}
        if to_call:
            out[FOLD, 0] = self._w(behind)
            if r_behind == 0 or to_call == behind:
                out[CALL, 0] = self.closed(behind - to_call, mine + to_call, theirs)
            else:
                out[CALL, 0] = self.closed(behind - to_call, mine + to_call, theirs)
        elif rival_acted:
            out[CHECK, 0] = self.closed(behind, mine, theirs)
        else:
            out[CHECK, 0] = self._answer((behind, mine, bet), rival, full, pot)
        for total in self.raises(bet, behind, r_bet, r_behind, pot, full):
            added = total - bet
            out[RAISE, total] = self._answer(
                (behind - added, mine + added, total), rival, max(full, total - max(bet, r_bet)), pot + added
            )
        if behind > to_call and r_behind + r_bet > max(bet, r_bet):
            out[ALL_IN, 0] = self._answer_all_in(behind, mine, bet, rival)
        return out

    def _answer_all_in(self, behind: int, mine: int, bet: int, rival: tuple[int, int, int]) -> float:
        """The rival facing everything in: folds (``folds`` of the time) or calls."""
        r_behind, theirs, _ = rival
        folded = self._w(behind + mine + theirs)
        won, lost = mine + behind + min(theirs + r_behind, mine + behind), max(0, mine + behind - theirs - r_behind)
        called = self.called * self._w(won) + (1 - self.called) * self._w(lost)
        return self.folds * folded + (1 - self.folds) * called

    def _answer(self, me: tuple[int, int, int], rival: tuple[int, int, int], full: int, pot: int) -> float:
        """The rival's answer to this seat's check or bet, each legal move alike."""
        behind, mine, bet = me
        r_behind, theirs, r_bet = rival
        owes = min(r_behind, bet - r_bet)
        outcomes: list[float] = []
        if owes > 0:
            outcomes.append(self._w(behind + mine + theirs))  # it folds
            outcomes.append(self.closed(behind, mine, theirs + owes))  # it calls
        else:
            outcomes.append(self.closed(behind, mine, theirs))  # it checks: the round closes
        for total in self.raises(r_bet, r_behind, bet, behind, pot, full):
            added = total - r_bet
            outcomes.append(self._reply(me, (r_behind - added, theirs + added, total)))
        if r_behind > owes and behind + bet > r_bet + owes:
            outcomes.append(self._reply(me, (0, theirs + r_behind, r_bet + r_behind)))
        return sum(outcomes) / len(outcomes)

    def _reply(self, me: tuple[int, int, int], rival: tuple[int, int, int]) -> float:
        """This seat's best reply to the rival's raise: fold, call, or everything in."""
        behind, mine, bet = me
        r_behind, theirs, r_bet = rival
        to_call = min(behind, r_bet - bet)
        best = max(self._w(behind), self.closed(behind - to_call, mine + to_call, theirs))
        if behind > to_call and r_behind > 0:
            best = max(best, self._answer_all_in(behind, mine, bet, rival))
        return best


class Poker7Player:
    """A betting computer player of one strength (``STYLES``)."""

    def __init__(self, name: str, seed: int = 0) -> None:
        self.name = name
        self.style = STYLES[name]
        self.rng = random.Random(f"poker7 {name} {seed}")
        # What it has seen each rival do while betting: [moves, bets and raises among them]. Only what
        # the views showed (the last move before each of its turns): no hidden card is read.
        self.rival_moves: dict[Seat, list[int]] = {}
        self._last_seen: object = None

    def choose(self, state: GameState, seat: Seat) -> Action:
        view = state.view(seat)
        assert isinstance(view, Poker7View)
        self._observe(view)
        legal = list(view.legal)
        if len(legal) == 1:
            return legal[0]
        if self.style.blunder and self.rng.random() < self.style.blunder:
            return self.rng.choice(legal)
        if view.phase == SHOWING:
            return self._show(view)
        return self._bet(view, legal)

    def _observe(self, view: Poker7View) -> None:
        last = view.last
        if last is None or last.seat is None or last.seat == view.seat or last.action is None:
            return
        marker = (view.hand, view.betting_round, view.pot, last.seat, last.action)
        if marker == self._last_seen:
            return
        self._last_seen = marker
        kind = last.action.kind
        if kind in BET_KINDS:
            record = self.rival_moves.setdefault(last.seat, [0, 0, 0])
            record[0] += 1
            record[1] += kind in (RAISE, ALL_IN)
            record[2] += kind == ALL_IN

    def aggression(self, seat: Seat) -> float:
        """How often ``seat`` bets or raises when it moves, from what this player saw (a third before
        it has seen anything: a careful player's rate; a random player's is about two in three)."""
        moves, bets, _ = self.rival_moves.get(seat, (0, 0, 0))
        return (bets + 1) / (moves + 3)

    def _read_as_strong(self, view: Poker7View) -> list[Seat]:
        """The rivals whose chips say more than a random hand: a rival that seldom bets (less than
        45% of its moves) and has put four stakes or more into this hand."""
        return [
            s.seat
            for s in view.seats
            if s.in_hand and s.seat != view.seat and s.committed >= 4 * view.stake and self.aggression(s.seat) < 0.45
        ]

    def _read_depths(self, view: Poker7View) -> dict[Seat, int]:
        """Hard's reading of the rivals' chips: a rival that has put four stakes or more into this hand
        (or everything) is dealt the best of ``0.6 / its rate of betting`` hands, two to four (a random
        player, betting two moves in three, is read as random: one hand). What it bets says more the
        more seldom it bets."""
        depths: dict[Seat, int] = {}
        for s in view.seats:
            if not s.in_hand or s.seat == view.seat:
                continue
            if s.committed >= 4 * view.stake or s.all_in:
                depths[s.seat] = max(1, min(4, round(0.6 / self.aggression(s.seat))))
        return depths

    def _show(self, view: Poker7View) -> Action:
        """Show the hidden card outside the biggest group (it tells least about the hand)."""
        me = view.seat
        assert me is not None
        own = view.seats[me].hidden
        assert own is not None
        if self.name == "easy":
            return show(self.rng.choice(own))
        best = evaluate([*own, *view.commons]).groups[0].cards
        outside = [card for card in own if card not in best]
        return show(outside[0] if outside else min(own))

    def _bet(self, view: Poker7View, legal: list[Action]) -> Action:
        style = self.style
        if style.worth is not None:
            chosen = self._bet_heads_up(view, legal, style.worth)
            if chosen is not None:
                return chosen
        if style.commit is not None:
            return self._bet_by_street(view, legal, style.commit)
        choices = view.choices
        assert choices is not None and view.seat is not None
        kinds = {action.kind for action in legal}
        big_pot = style.wary and max(s.committed for s in view.seats) >= 4 * view.stake
        chance = chance_to_win(view, style.samples, self.rng, style.evaluations, wary=big_pot)
        hands_in = sum(1 for s in view.seats if s.in_hand)
        fair = 1.0 / max(1, hands_in)
        pot = view.pot
        to_call = choices.to_call
        strong = chance > min(0.9, fair * style.raise_factor)
        if choices.can_raise and (strong or (to_call == 0 and self.rng.random() < style.bluff)):
            return self._raise(view, chance, fair)
        if CHECK in kinds:
            return check()
        mine = view.seats[view.seat]
        risked = to_call / max(1, mine.stack + mine.bet)
        # Before the commons the chances are all close to even: a call that risks the stack there is a
        # coin toss, so it asks for more; later the cards have spoken and pot odds rule.
        caution = style.caution * (2.0 if not view.commons else 0.5)
        needed = to_call / (pot + to_call) + style.call_margin + caution * risked
        if chance >= needed and CALL in kinds:
            return call()
        if CALL not in kinds and ALL_IN in kinds and chance >= needed:
            return all_in()
        return fold() if FOLD in kinds else legal[0]

    def _bet_by_street(self, view: Poker7View, legal: list[Action], commit: tuple[float, ...]) -> Action:
        """Normal's and hard's betting: the chance against what the pot offers, the stack put at risk
        only with a clear edge, and strong hands bet for value (a loose rival pays them off).

        - Everything goes in (a raise to all, or a call of all) only at ``commit`` fair shares or more,
          a bar that rises street by street as the chances grow sharper (1.5 fair shares before the
          commons, 1.85 after the showing: 75% and 92.5% between two), and falls as the rival's chips
          fall short of its own (losing to a short stack costs only that stack).
        - From 1.2 fair shares, once the commons are out, it bets half the pot when nothing is to call.
        - A call is worth it when the chance beats the pot odds, plus a margin that grows with the part
          of the stack the call risks, up to the ``commit`` bar for a call of everything.
        - A rival read as strong (``_read_as_strong``) is dealt the better of two hands in each sample."""
        style = self.style
        choices = view.choices
        assert choices is not None and view.seat is not None
        kinds = {action.kind for action in legal}
        wary: bool | list[Seat] | dict[Seat, int] = style.wary
        if style.graded:
            wary = self._read_depths(view)
        elif style.reads:
            wary = self._read_as_strong(view)
        chance = chance_to_win(view, style.samples, self.rng, style.evaluations, wary=wary)
        hands_in = sum(1 for s in view.seats if s.in_hand)
        fair = 1.0 / max(1, hands_in)
        street = 0 if not view.commons else 1 if len(view.commons) == 3 else 2 if view.betting_round < 3 else 3
        pot, to_call = view.pot, choices.to_call
        mine = view.seats[view.seat]
        stack = mine.stack + mine.bet
        # What this hand may cost at most, against what it has: losing everything to a rival with more
        # chips ends the game; losing a short rival's stack does not, so the bar drops with the risk.
        deepest = max((s.stack + s.bet for s in view.seats if s.in_hand and s.seat != view.seat), default=0)
        risk = min(1.0, deepest / max(1, stack))
        bar = min(0.97, fair + (fair * commit[street] - fair) * risk)
        if choices.can_raise and chance >= bar:
            if street >= 2 or chance >= bar + 0.1 or to_call * 2 >= mine.stack:
                return all_in()
            return self._raise_part(view, 1.0)
        if choices.can_raise and to_call == 0:
            if street >= 1 and chance >= fair * 1.2:  # a bet for value: a loose rival pays it
                return self._raise_part(view, 0.5)
            if self.rng.random() < style.bluff:
                return self._raise_part(view, 0.5)
        if CHECK in kinds:
            return check()
        risked = min(1.0, to_call / max(1, stack))
        needed = to_call / (pot + to_call) + (bar - fair) * risked  # a call of everything asks for the bar
        if chance >= needed:
            if CALL in kinds:
                return call()
            if ALL_IN in kinds:
                return all_in()
        return fold() if FOLD in kinds else legal[0]

    def _bet_heads_up(self, view: Poker7View, legal: list[Action], k: float) -> Action | None:
        """Two in the hand: the betting round looked at two moves deep (``_Street``), each end weighed
        by the chance of winning the game. None with three or more in the hand.

        A share ``x`` of all the chips is taken to be worth ``1 - (1 - x) ** k``: a pot that the chance
        says is worth taking is not worth the whole game when the stacks are even, and is when this
        seat is short. The rival is taken to pick each legal move alike (the random player's way; hard
        also reads its bets, and its answers to everything in by normal's own rule). When the stack is
        at stake (everything in, or a call of it), the chance is looked at closer (four times the
        samples) first."""
        me = view.seat
        assert me is not None and view.choices is not None
        rivals = [s for s in view.seats if s.in_hand and s.seat != me]
        if len(rivals) != 1:
            return None
        rival = rivals[0]
        mine, choices = view.seats[me], view.choices
        samples = self.style.samples
        depth = self._read_depths(view) if self.style.exploits else {}
        judged = 1 + depth.get(rival.seat, 1)  # hands judged a sample
        chance = chance_to_win(view, samples, self.rng, judged * samples, wary=depth)
        total = max(1, sum(s.stack + s.committed for s in view.seats))
        worth = [1.0 - (1.0 - chips / total) ** k for chips in range(total + 1)]
        full = choices.raise_from - view.highest if choices.can_raise else view.stake
        rival_acted = view.highest > 0 or view.dealer == me  # two in the hand: the dealer bets second
        folds, called = 0.5, None
        if self.style.exploits and choices.can_raise:
            folds, called = answers_to_everything_in(view, rival, k, self.rng)

        def best_of(chance: float) -> tuple[str, int]:
            street = _Street(chance, worth, view.stake, folds, called)
            values = street.values(
                (mine.stack, mine.committed, mine.bet), (rival.stack, rival.committed, rival.bet), full, rival_acted
            )
            return max(values, key=values.__getitem__)

        kind, raised = best_of(chance)
        if kind == ALL_IN or rival.all_in or choices.to_call >= mine.stack:
            closer = chance_to_win(view, 4 * samples, self.rng, 4 * judged * samples, wary=depth)
            kind, raised = best_of((chance + 4 * closer) / 5)
        if kind == RAISE:
            return raise_to(raised) if choices.raise_from <= raised < choices.raise_to else all_in()
        return {FOLD: fold, CHECK: check, CALL: call, ALL_IN: all_in}[kind]()

    def _part_total(self, view: Poker7View, part: float) -> int:
        choices = view.choices
        assert choices is not None
        return max(choices.raise_from, view.highest + max(1, int((view.pot + choices.to_call) * part)))

    def _raise_part(self, view: Poker7View, part: float) -> Action:
        """A bet or raise of ``part`` of the pot after calling (at least the smallest, all at most)."""
        choices = view.choices
        assert choices is not None
        total = self._part_total(view, part)
        return all_in() if total >= choices.raise_to else raise_to(total)

    def _raise(self, view: Poker7View, chance: float, fair: float) -> Action:
        choices = view.choices
        assert choices is not None
        pot_after_call = view.pot + choices.to_call
        if self.style.sizing:
            part = 0.5 if chance < 2 * fair else (0.8 if chance < 0.75 else 1.2)
        else:
            part = 0.5
        if self.style.sizing and view.commons and chance > 0.8:
            return all_in()  # all but sure once the commons are out: everything in
        total = max(choices.raise_from, view.highest + max(1, int(pot_after_call * part)))
        if total >= choices.raise_to:
            return all_in()
        return raise_to(total)


def make_easy(seed: int = 0) -> Poker7Player:
    return Poker7Player("easy", seed)


def make_normal(seed: int = 0) -> Poker7Player:
    return Poker7Player("normal", seed)


def make_hard(seed: int = 0) -> Poker7Player:
    return Poker7Player("hard", seed)
