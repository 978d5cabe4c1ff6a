"""Poker7's ceiling tool (``games/poker7/ceiling.py``): its model of a heads-up betting round is the
engine's, its player offers only legal moves and reads only its seat's view, and its values agree
with play-outs of the engine itself on small cases."""

from __future__ import annotations

import random

import pytest

from game.ai.base import RandomBot
from game.arena import seat_names
from game.cards import Table
from game.cards.pokerdrez import figure_deck
from games.poker7.ceiling import (
    RIVER,
    CeilingPlayer,
    Data,
    Planner,
    _key,
    main,
    moves,
    opening,
    play,
    river_chances,
    river_exact,
)
from games.poker7.engine import Poker7, layout
from games.poker7.hands import card_bit, hand_rank
from games.poker7.view import BETTING, HAND_OVER, OVER
from tests.random_play import bot_moves

DATA = Data.load()


def test_the_round_model_is_the_engines_betting_over_whole_games():
    # Seat 0's side of every betting round of 60 random games: the model's legal list is the
    # engine's, and each move leads where the engine's chips go (the round's end included).
    checked = 0
    for seed in range(60):
        state = Poker7(2, seed, {})
        bots = [RandomBot(seed * 7 + s) for s in range(2)]
        node = ctx = None
        at = None
        while not state.is_over():
            seat = state.to_act()[0]
            if state.phase == BETTING and (node is None or at != (state.hand_number, state.round_index)):
                view = state.view(0)
                m, r = view.seats[0], view.seats[1]
                ctx = (m.committed - m.bet, r.committed - r.bet, m.stack + m.bet, r.stack + r.bet)
                node = opening(1 if view.dealer == 0 else 0)
                at = (state.hand_number, state.round_index)
                assert node[0] == seat
            action = bots[seat].choose(state, seat)
            after = None
            if state.phase == BETTING:
                view = state.view(seat)
                assert sorted(_key(a, view) for a in view.legal) == sorted(moves(ctx, node))
                after = play(ctx, node, _key(action, view))
                checked += 1
            state.apply(seat, action)
            if state.phase == BETTING and at == (state.hand_number, state.round_index) and not state.is_over():
                chips = state.chips
                expected = (
                    state.to_act()[0],
                    chips.bets[0],
                    chips.bets[1],
                    chips.highest,
                    chips.full_raise,
                    sum(chips.shorts),
                    chips.acted[0],
                    chips.acted[1],
                )
                assert after == expected
                node = after
            else:
                if after is not None:
                    assert not isinstance(after[0], int), "the engine closed the round, the model did not"
                node = None
    assert checked > 500


def positions(seeds: range):
    for seed in seeds:
        state = bot_moves(Poker7(2, seed, {}), random.Random(seed).randrange(30), seed)
        if not state.is_over():
            yield state, state.to_act()[0]


def test_it_offers_only_legal_moves_and_twins_differing_in_hidden_cards_get_the_same_choice():
    compared = 0
    for state, seat in positions(range(40)):
        for k in range(2):
            twin = state.determinize(seat, random.Random(k))
            assert twin.view(seat) == state.view(seat)
            compared += twin.snapshot() != state.snapshot()
            a = CeilingPlayer(3, DATA).choose(state, seat)
            b = CeilingPlayer(3, DATA).choose(twin, seat)
            assert a in state.legal_actions(seat)
            assert a == b, f"seed {state.seed} seat {seat}: {a} on the true state, {b} on its twin"
    assert compared > 10


def _river(stacks: tuple[int, int], hidden: list[str], commons: str) -> Poker7:
    """A game at its last betting round (after the showing), seat 0 to bet: seat 1 deals."""
    state = Poker7(2, 4, {})
    chips = state.chips
    moved = 100 - stacks[0]
    chips.stacks[0] -= moved
    chips.stacks[1] += moved
    zones = {f"hidden.{s}": [_card(t) for t in text.split()] for s, text in enumerate(hidden)}
    turned = [_card(t) for t in commons.split()]
    used = [card for cards in zones.values() for card in cards]
    zones["deck"] = sorted(set(figure_deck()) - set(used) - set(turned)) + list(reversed(turned))
    zones["commons"] = []
    state.cards = Table(layout(2), zones)
    while state.phase != BETTING or state.round_index != 3:
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        state.apply(seat, next((a for a in legal if a.kind == "check"), legal[0]))
    assert state.to_act() == (0,) and state.view(0).dealer == 1
    return state


def _card(text: str):
    from game.cards.pokerdrez import PokerDrezCard

    return PokerDrezCard.decode(text)


def _played_out(state: Poker7, me: int, worth: list[float]) -> float:
    """The hand played to its end on the engine: this seat's best move, the rival's each alike."""
    if state.phase in (HAND_OVER, OVER):
        return worth[state.chips.stacks[me]]
    seat = state.to_act()[0]
    values = []
    for action in state.legal_actions(seat):
        child = state.clone()
        child.apply(seat, action)
        values.append(_played_out(child, me, worth))
    return max(values) if seat == me else sum(values) / len(values)


def test_after_the_showing_each_moves_worth_is_the_engines_play_out_over_every_card_the_rival_may_hold():
    # Short stacks keep the engine's play-out small: every legal move of both seats to the hand's end,
    # for each card the rival's hidden one may be, against the tool's exact reckoning.
    state = _river((14, 186), ["D9 T9", "D4 C5"], "A9 B9 C2 D2 T3")
    view = state.view(0)
    player = CeilingPlayer(1, DATA)
    got = player.values(view)
    shown = state.shown[1]
    seen = set(view.seats[0].hidden) | set(view.commons) | {shown}
    pool = [card for card in figure_deck() if card not in seen]
    worth = DATA.worth
    for action in view.legal:
        total = 0.0
        for card in pool:
            twin = state.clone()
            twin.cards = state.cards.clone()
            rest = [x for x in twin.cards.cards("deck") if x != card]
            other = [x for x in twin.cards.cards("hidden.1") if x != shown]
            twin.cards.replace("deck", rest + other)
            twin.cards.replace("hidden.1", [shown, card])
            twin.apply(0, action)
            total += _played_out(twin, 0, worth)
        assert got[_key(action, view)] == pytest.approx(total / len(pool), abs=1e-9), action


def test_the_chances_after_five_commons_and_after_the_showing_are_counted_exactly():
    deck = list(figure_deck())
    rng = random.Random(3)
    dealt = rng.sample(deck, 8)
    mine, commons, shown = dealt[:2], dealt[2:7], dealt[7]
    pool = [card for card in deck if card not in dealt[:7]]
    by_card = river_chances(card_bit(mine[0]) | card_bit(mine[1]), _bits(commons), [card_bit(x) for x in pool])
    own = hand_rank([*mine, *commons])
    others = [x for x in pool if x != shown]
    wins = sum(own > hand_rank([shown, x, *commons]) for x in others)
    splits = sum(own == hand_rank([shown, x, *commons]) for x in others)
    assert by_card[card_bit(shown)] == pytest.approx((wins + splits / 2) / len(others))
    won, split = river_exact(
        _bits(mine) | _bits(commons), _bits(commons) | card_bit(shown), [card_bit(x) for x in others]
    )
    assert (won, split) == (wins / len(others), splits / len(others))


def _bits(cards) -> int:
    mask = 0
    for card in cards:
        mask |= card_bit(card)
    return mask


def test_the_planners_river_table_is_the_players_own_reckoning_at_that_chance():
    # The table the earlier rounds read (round 3 opened at a level, on the grid of k/46) gives at the
    # grid point of the seat's exact chance what the player reckons at that very position.
    state = _river((14, 186), ["A4 C6", "B9 T5"], "A1 B3 C5 P7 T8")
    view = state.view(0)
    me = view.seats[0]
    seen = set(me.hidden) | set(view.commons) | {state.shown[1]}
    pool = [card_bit(x) for x in figure_deck() if x not in seen]
    won, split = river_exact(
        _bits(me.hidden) | _bits(view.commons), _bits(view.commons) | card_bit(state.shown[1]), pool
    )
    assert split == 0 and 0 < won < 1
    vector = Planner(DATA).rounds(3, 14, 0, 2)
    assert len(vector) == RIVER + 1
    assert max(CeilingPlayer(1, DATA).values(view).values()) == pytest.approx(vector[round(won * RIVER)], abs=1e-12)
    assert all(a <= b + 1e-12 for a, b in zip(vector, vector[1:], strict=False))  # better cards, more worth


def test_the_tool_seats_and_seeds_its_games_as_the_arena_does(capsys):
    # The tool plays ``game.arena.run_arena`` itself: the same seating per seed and the same result for
    # the arena's own bots.
    from game.arena import run_arena

    assert main(["--bots", "normal,random", "--games", "2", "--seed", "36000", "--json"]) == 0
    import json

    got = json.loads(capsys.readouterr().out)
    arena = run_arena("poker7", ["normal", "random"], 2, 2, 36000).to_json()
    assert got["bots"] == [
        {
            **b,
            "mean_seconds_per_move": got["bots"][i]["mean_seconds_per_move"],
            "max_seconds_per_move": got["bots"][i]["max_seconds_per_move"],
        }
        for i, b in enumerate(arena["bots"])
    ]
    assert seat_names(["ceiling", "random"], 36001) == ["random", "ceiling"]


class _Walked(Planner):
    """The planner's tables as session 15 built them (commit 049ae4e): the round tree walked node by
    node, each closing reckoned where it is met. The reference for the faster build (issue 18)."""

    def closed(self, betting_round, ctx, chips, first, b0, b1):
        from games.poker7.planner import GRID, _spread

        level = min(ctx[0] + b0, ctx[1] + b1)
        grid = RIVER if betting_round == 3 else GRID
        if betting_round == 3 or ctx[2] - b0 <= 0 or ctx[3] - b1 <= 0:
            return self.showdown(chips, level, grid)
        spread = self.data.next12 if betting_round == 1 else self.data.next23
        return _spread(spread, self.rounds(betting_round + 1, chips, first, level))

    def evaluate(self, ctx, root, chips, close, size):
        from games.poker7.planner import FOLD, round_tree

        w = self.w
        values = {}
        for node, edges in round_tree(ctx, root):
            children = []
            for _move, after in edges:
                if after[0] == FOLD:
                    lost = after[1] == 0
                    children.append([w[chips - ctx[0] - node[1]] if lost else w[chips + ctx[1] + node[2]]] * size)
                    continue
                got = values.get(after)
                if got is None:
                    got = values[after] = close(after[1], after[2])
                children.append(got)
            if node[0] == 0:
                values[node] = [max(t) for t in zip(*children, strict=True)]
            else:
                share = 1.0 / len(children)
                values[node] = [sum(t) * share for t in zip(*children, strict=True)]
        return values[root]


@pytest.mark.parametrize(("chips", "first"), [(37, 1), (150, 0), (122, 1), (199, 0)])
def test_the_tables_of_a_stack_are_those_of_the_tree_walked_node_by_node(chips, first):
    # The faster build (each closing reckoned once, the tree compiled to slots) gives the very same
    # numbers, to the last bit, at every round and level a stack's first move asks for.
    fast, walked = Planner(DATA), _Walked(DATA)
    for level in range(STAKE_LEVEL, min(chips, 200 - chips) + 1):
        fast.rounds(1, chips, first, level)
        walked.rounds(1, chips, first, level)
    assert fast._memo == walked._memo
    assert len(fast._memo) >= 3 * (min(chips, 200 - chips) - STAKE_LEVEL) or chips == 199
    start = DATA.start
    assert fast.hand_start(chips, first, start) == walked.hand_start(chips, first, start)


STAKE_LEVEL = 2  # the stake: every hand's first round opens with 2 chips in from each seat
