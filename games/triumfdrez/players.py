"""TriumfDrez's computer players. They read only their seat's view and legal actions; what they do not
see (the other hands, the undealt cards) they sample with ``state.determinize(seat)``, which deals the
unseen cards anew so that every seat keeps its hand size and holds none of a figure it failed to follow.

- Bidding (every strength): each trump figure and super-trump colour is rated by the tricks the hand
  should take with it (the trump figure in the super-trump colour, the super-trump colour by figure,
  trumps by number, high numbers elsewhere), plus the partner's fair share with four players. The
  player bids the cheapest legal contract with its best choice while that contract is within its
  estimate; it never outbids its partner. That is easy and normal.
- Hard bids by expected score. Under the text's scoring a made contract is worth twice the tricks
  taken less the bid, and a failed one pays each opponent three times the bid less twice the
  tricks: the declarer's seat (which names the trumps and leads) is what the auction is about, so
  hard weighs the best few trump and super-trump choices of each kind by whole hands played out
  in sampled deals of the cards it has not seen, prices every legal bid with them (open hands
  counted a trick worse), and bids the best one unless passing (the high bidder's likely gain
  against it) is worth more.
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

from game.ai.player import LevelPlayer
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
    auction_worlds: int = 0  # deals sampled per contract weighed in the auction (0: the estimate alone)


EASY = Level(worlds=0, margin=1.0)
NORMAL = Level(worlds=10, margin=0.5)
HARD = Level(worlds=30, margin=0.0, auction_worlds=14)

# Open hands help the defenders read the cards: held as a trick less in the hard player's reckoning.
OPEN_COST = 1.0
# Contracts of each kind (both trumps kept; one dropped; none) weighed by sampled deals: the
# likeliest few by the estimate, the rest cannot be the best.
SHORTLIST = 4


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


class TriumfDrezPlayer(LevelPlayer[TriumfDrezView, Level]):
    """Reads only its seat's view and legal actions (``game.ai.player``); samples with ``determinize``."""

    view_type = TriumfDrezView

    def __init__(self, seed: int = 0, level: Level = NORMAL, name: str = "normal") -> None:
        super().__init__(seed, level, name)

    def decide(self, state: GameState, seat: Seat, view: TriumfDrezView, legal: list[Action]) -> Action:
        assert view.hand is not None
        rng = random.Random(
            f"{self.seed}|{view.hand_number}|{len(view.calls)}|{len(view.tricks)}|"
            f"{view.trick.plays if view.trick else ()}|{sorted(view.hand)}"
        )
        if view.phase == PHASE_AUCTION:
            return self._bid(state, view, seat, legal, rng)
        return self._play(state, view, seat, legal, rng)

    # --- the auction ------------------------------------------------------------------------------
    def _bid(
        self, state: GameState, view: TriumfDrezView, seat: Seat, legal: list[Action], rng: random.Random
    ) -> Action:
        assert view.hand is not None
        partners = next(side for side in view.sides if seat in side)
        high = view.high
        if high is not None and high.seat in partners and high.seat != seat and Action(PASS) in legal:
            return Action(PASS)  # never outbid the partner
        if self.level.auction_worlds and isinstance(state, TriumfDrez):
            return self._bid_by_expected_score(state, view, seat, legal, rng)
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

    def _bid_by_expected_score(
        self, state: TriumfDrez, view: TriumfDrezView, seat: Seat, legal: list[Action], rng: random.Random
    ) -> Action:
        """Weigh every contract this seat may bid by the score it should bring, from deals of the
        unseen cards played out by the rule of thumb, against passing.

        The hand's value to the declaring side when made is ``2 * taken - tricks`` (the contract
        plus two a trick over), so of two contracts it makes, the lower pays more; a failed one
        gives each opponent ``3 * tricks - 2 * taken``. Passing leaves the hand to the high bidder,
        who (as the hands go between these players) makes its contract with about two tricks over.
        """
        assert view.hand is not None
        partners = next(side for side in view.sides if seat in side)
        opponents = len(view.sides) - 1
        worlds = [state.determinize(seat, rng) for _ in range(self.level.auction_worlds)]
        side_of = {s: side for side in view.sides for s in side}
        outcomes: dict[tuple[Figure | None, Colour | None], list[int]] = {}
        for trump, supertrump in _shortlist(view.hand, view.players):
            outcomes[(trump, supertrump)] = [
                _play_hand(
                    {s: list(w.hand(s)) for s in range(view.players)},
                    view.players,
                    side_of,
                    seat,
                    partners,
                    trump,
                    supertrump,
                )
                for w in worlds
            ]

        def worth(bid: Bid) -> float:
            taken = outcomes.get((bid.trump, bid.supertrump))
            if taken is None:
                return float("-inf")
            total = 0.0
            for tricks in taken:
                t = tricks - OPEN_COST if bid.open else tricks
                # a failed contract pays every opponent: as seen from this side, that much against it
                total += 2 * t - bid.tricks if t >= bid.tricks else -(3 * bid.tricks - 2 * t)
            return total / len(taken)

        best: Action | None = None
        best_worth = float("-inf")
        for action in legal:
            bid = read_bid(action)
            if bid is None or (bid.trump, bid.supertrump) not in outcomes:
                continue
            value = worth(bid)
            if value > best_worth:
                best, best_worth = action, value
        if Action(PASS) in legal and view.high is not None and view.high.bid is not None:
            # the high bidder's likely gain, shared out against this side's rivals
            passing = -(view.high.bid.tricks + 4) / max(1, opponents)
            if best is None or passing >= best_worth:
                return Action(PASS)
        if best is None:
            bids = [b for b in (read_bid(a) for a in legal) if b is not None]
            return min(bids, key=Bid.strength).action()
        return best

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


def _shortlist(hand: Sequence[PokerDrezCard], players: int) -> list[tuple[Figure | None, Colour | None]]:
    """The trump and super-trump choices worth weighing: the best few of each kind by the estimate."""
    kinds: dict[int, list[tuple[float, Figure | None, Colour | None]]] = {}
    for trump in (*Figure, None):
        for supertrump in (*Colour, None):
            kind = (trump is None) + (supertrump is None)
            kinds.setdefault(kind, []).append((estimate(hand, trump, supertrump, players), trump, supertrump))
    chosen: list[tuple[Figure | None, Colour | None]] = []
    for kind in sorted(kinds):
        ranked = sorted(kinds[kind], key=lambda o: (-o[0], _order(o[1]), _order(o[2])))
        chosen.extend((trump, supertrump) for _, trump, supertrump in ranked[:SHORTLIST])
    return chosen


def _order(choice: Figure | Colour | None) -> int:
    return 0 if choice is None else int(choice)


def _play_hand(
    hands: dict[Seat, list[PokerDrezCard]],
    players: int,
    side_of: dict[Seat, tuple[Seat, ...]],
    declarer: Seat,
    ours: Sequence[Seat],
    trump: Figure | None,
    supertrump: Colour | None,
) -> int:
    """The tricks ``ours`` take in a whole hand that ``declarer`` leads, everyone playing the rule of
    thumb with these trumps."""
    taken = 0
    leader = declarer
    for _ in range(HAND_SIZE):
        plays: list[tuple[Seat, PokerDrezCard]] = []
        for offset in range(players):
            who = (leader + offset) % players
            options = playable_cards(hands[who], plays[0][1] if plays else None)
            card = rule_of_thumb(options, plays, who, side_of[who], trump, supertrump)
            hands[who].remove(card)
            plays.append((who, card))
        led = plays[0][1]
        leader = max(plays, key=lambda p: power(p[1], led, trump, supertrump))[0]
        if leader in ours:
            taken += 1
    return taken


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
