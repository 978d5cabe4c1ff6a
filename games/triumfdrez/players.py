"""TriumfDrez's computer players. They read only their seat's view and legal actions; what they do not
see (the other hands, the undealt cards) they sample with ``state.determinize(seat)``, which deals the
unseen cards anew so that every seat keeps its hand size and holds none of a figure it failed to follow.

- Bidding (every strength): each trump figure and super-trump colour is rated by the tricks the hand
  should take with it (the trump figure in the super-trump colour, the super-trump colour by figure,
  trumps by number, high numbers elsewhere), plus the partner's fair share with four players. The
  player bids the cheapest legal contract with its best choice while that contract is within its
  estimate; it never outbids its partner.
- Play: easy plays by rule of thumb (win as cheaply as it can unless the partner already wins, else
  throw its weakest card). Normal and hard try each legal card in many sampled deals, playing the
  rest of the hand out by the same rule of thumb for everyone, and keep the card that takes most
  tricks for their side (for a defender with three players: most tricks the declarer does not take).
  Hard samples more deals than normal.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from game.cards.pokerdrez import Colour, Figure, PokerDrezCard
from game.core import Action, GameState, Seat
from games.triumfdrez.engine import HAND_SIZE, TriumfDrez, minimum_bid, power
from games.triumfdrez.view import PASS, PHASE_AUCTION, PLAY, Bid, TriumfDrezView, read_bid, read_card

FIGURE_WEIGHT = {
    Figure.BUFON: 0.95,
    Figure.DAMA: 0.85,
    Figure.TORRE: 0.7,
    Figure.ALFIL: 0.55,
    Figure.CABALLO: 0.4,
    Figure.PEON: 0.3,
}


@dataclass(frozen=True)
class Level:
    worlds: int  # deals sampled per decision in play (0: rule of thumb only)
    margin: float  # tricks held back from the estimate when bidding


EASY = Level(worlds=0, margin=1.0)
NORMAL = Level(worlds=10, margin=0.5)
HARD = Level(worlds=30, margin=0.0)


def estimate(hand: Sequence[PokerDrezCard], trump: Figure | None, supertrump: Colour | None, players: int) -> float:
    """The tricks ``hand`` should take with these trumps, the partner's fair share included."""
    tricks = 0.0
    for card in hand:
        assert card.figure is not None and card.colour is not None
        if card.figure is trump and card.colour is supertrump:
            tricks += 1.0
        elif card.colour is supertrump:
            tricks += FIGURE_WEIGHT[card.figure]
        elif card.figure is trump:
            tricks += 0.25 + 0.07 * card.colour.number
        elif card.colour.number >= 8:
            # a high card of its figure wins when nobody can trump it: likelier without trumps
            tricks += (0.45 if card.colour.number == 9 else 0.2) * (
                1.0 if trump is None and supertrump is None else 0.7
            )
    if players == 4:
        tricks += HAND_SIZE / 4
    elif players == 2:
        tricks += 1.5  # the undealt cards leave gaps an opponent cannot fill
    return tricks


def best_choice(hand: Sequence[PokerDrezCard], players: int) -> tuple[Figure | None, Colour | None, float]:
    options = [
        (trump, supertrump, estimate(hand, trump, supertrump, players))
        for trump in (*Figure, None)
        for supertrump in (*Colour, None)
    ]
    return max(options, key=lambda o: (o[2], o[0] is None, o[1] is None))


def rule_of_thumb(
    hand: Sequence[PokerDrezCard],
    plays: Sequence[tuple[Seat, PokerDrezCard]],
    seat: Seat,
    partners: Sequence[Seat],
    trump: Figure | None,
    supertrump: Colour | None,
) -> PokerDrezCard:
    """Lead the strongest card; follow by winning as cheaply as possible unless a partner wins already;
    else throw the weakest card. ``hand`` holds only cards this seat may play."""
    if not plays:
        return max(hand, key=lambda c: (power(c, c, trump, supertrump), c.colour))
    led = plays[0][1]
    best_seat, best_card = max(plays, key=lambda p: power(p[1], led, trump, supertrump))
    best = power(best_card, led, trump, supertrump)
    cheapest = sorted(hand, key=lambda c: (power(c, led, trump, supertrump), c.figure or 0, c.colour or 0))
    if best_seat in partners:
        return cheapest[0]
    winning = [c for c in cheapest if power(c, led, trump, supertrump) > best]
    return winning[0] if winning else cheapest[0]


def playable_cards(hand: Sequence[PokerDrezCard], led: PokerDrezCard | None) -> list[PokerDrezCard]:
    if led is None:
        return list(hand)
    following = [c for c in hand if c.figure is led.figure]
    return following or list(hand)


class TriumfDrezPlayer:
    """Reads only ``state.view(seat)`` and ``state.legal_actions(seat)``; samples with ``determinize``."""

    def __init__(self, seed: int = 0, level: Level = NORMAL, name: str = "normal") -> None:
        self.seed = seed
        self.level = level
        self.name = name

    def choose(self, state: GameState, seat: Seat) -> Action:
        legal = state.legal_actions(seat)
        if len(legal) == 1:
            return legal[0]
        view = state.view(seat)
        assert isinstance(view, TriumfDrezView) and view.hand is not None
        rng = random.Random(
            f"{self.seed}|{view.hand_number}|{len(view.calls)}|{len(view.tricks)}|"
            f"{view.trick.plays if view.trick else ()}|{sorted(view.hand)}"
        )
        if view.phase == PHASE_AUCTION:
            return self._bid(view, seat, legal)
        return self._play(state, view, seat, legal, rng)

    # --- the auction ------------------------------------------------------------------------------
    def _bid(self, view: TriumfDrezView, seat: Seat, legal: list[Action]) -> Action:
        assert view.hand is not None
        partners = next(side for side in view.sides if seat in side)
        high = view.high
        if high is not None and high.seat in partners and high.seat != seat and Action(PASS) in legal:
            return Action(PASS)  # never outbid the partner
        trump, supertrump, tricks = best_choice(view.hand, view.players)
        reach = tricks - self.level.margin
        bids = [b for b in (read_bid(a) for a in legal) if b is not None]
        fitting = [b for b in bids if b.trump is trump and b.supertrump is supertrump and not b.open]
        if fitting:
            cheapest = min(fitting, key=Bid.strength)
            if cheapest.tricks <= reach or Action(PASS) not in legal:
                return cheapest.action()
        if Action(PASS) in legal:
            return Action(PASS)
        return min(bids, key=Bid.strength).action()  # the opener must bid something

    # --- the play ------------------------------------------------------------------------------------
    def _play(
        self, state: GameState, view: TriumfDrezView, seat: Seat, legal: list[Action], rng: random.Random
    ) -> Action:
        assert view.contract is not None and view.hand is not None and view.trick is not None
        bid = view.contract.bid
        partners = next(side for side in view.sides if seat in side)
        cards = [c for c in (read_card(a) for a in legal) if c is not None]
        if self.level.worlds == 0 or not isinstance(state, TriumfDrez):
            card = rule_of_thumb(cards, view.trick.plays, seat, partners, bid.trump, bid.supertrump)
            return Action(PLAY, (card.encode(),))
        # the side this seat plays for: with three players a defender counts the declarer's losses
        declaring = view.contract.side
        ours = (
            partners
            if seat in declaring or view.players != 3
            else tuple(s for s in range(view.players) if s not in declaring)
        )
        totals = dict.fromkeys(cards, 0.0)
        for _ in range(self.level.worlds):
            world = state.determinize(seat, rng)
            assert isinstance(world, TriumfDrez)
            hands = {s: list(world.hand(s)) for s in range(view.players)}
            for card in cards:
                totals[card] += _rollout(hands, view, seat, card, ours, bid)
        led = view.trick.plays[0][1] if view.trick.plays else None
        # between cards worth as much, the weaker one: keep the strong cards for later
        best = max(cards, key=lambda c: (totals[c], -power(c, led or c, bid.trump, bid.supertrump)[0]))
        return Action(PLAY, (best.encode(),))


def _rollout(
    hands: dict[Seat, list[PokerDrezCard]],
    view: TriumfDrezView,
    seat: Seat,
    first: PokerDrezCard,
    ours: Sequence[Seat],
    bid: Bid,
) -> int:
    """The tricks ``ours`` take from here when ``seat`` plays ``first`` and everyone then follows the
    rule of thumb (with the partners each seat really has)."""
    assert view.trick is not None and view.contract is not None
    n = view.players
    side_of = {s: side for side in view.sides for s in side}
    hands = {s: list(cards) for s, cards in hands.items()}
    plays = list(view.trick.plays)
    leader = view.trick.leader
    taken = sum(view.tricks_won[s] for s in ours)
    remaining = HAND_SIZE - len(view.tricks)
    to_play: Seat = seat
    card: PokerDrezCard | None = first
    for _ in range(remaining):
        while len(plays) < n:
            if card is None:
                hand = playable_cards(hands[to_play], plays[0][1] if plays else None)
                card = rule_of_thumb(hand, plays, to_play, side_of[to_play], bid.trump, bid.supertrump)
            hands[to_play].remove(card)
            plays.append((to_play, card))
            card = None
            to_play = (to_play + 1) % n
        led = plays[0][1]
        winner = max(plays, key=lambda p: power(p[1], led, bid.trump, bid.supertrump))[0]
        if winner in ours:
            taken += 1
        plays = []
        leader = to_play = winner
    del leader
    return taken


def make_easy(seed: int = 0) -> TriumfDrezPlayer:
    return TriumfDrezPlayer(seed, EASY, "easy")


def make_normal(seed: int = 0) -> TriumfDrezPlayer:
    return TriumfDrezPlayer(seed, NORMAL, "normal")


def make_hard(seed: int = 0) -> TriumfDrezPlayer:
    return TriumfDrezPlayer(seed, HARD, "hard")


__all__ = ["make_easy", "make_hard", "make_normal", "minimum_bid"]
