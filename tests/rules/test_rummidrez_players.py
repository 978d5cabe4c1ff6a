"""RummiDrez's computer players: they read only their view (never-peek twins), Normal finds the
largest lay that grows any of the table's runs and reworks at most four of them (session 16),
Hard the largest lay with the table reworked (the integer programs of games/rummidrez/solver.py),
laying all it can but its neutral cards and going out when it can (its rules that are off: holding back up
to three while the opponent is far, drawing while it could lay few); Easy lays what the listed
moves offer."""

from __future__ import annotations

import copy
import random
from collections import Counter

import pytest

from game.cards.pokerdrez import NEUTRAL, PokerDrezCard, deck
from game.view import Event
from games.rummidrez import players
from games.rummidrez.engine import RummiDrez
from games.rummidrez.players import (
    DrawReader,
    HardPlayer,
    Style,
    goes_out,
    lays_any,
    make_easy,
    make_hard,
    make_normal,
    read_hands,
    sample_hands,
    unseen_cards,
)
from games.rummidrez.rules import decode
from games.rummidrez.solver import grown_lay, joined, largest_lay
from games.rummidrez.view import draw, lay, read_lay
from tests.rules.test_rummidrez import position


def cards(*codes: str) -> list[PokerDrezCard]:
    return [PokerDrezCard.decode(code) for code in codes]


def _played(players: int, seed: int, moves: int) -> RummiDrez:
    state = RummiDrez(players, seed)
    bots = [make_normal() for _ in range(players)]
    for _ in range(moves):
        if state.is_over():
            break
        seat = state.to_act()[0]
        state.apply(seat, bots[seat].choose(state, seat))
    return state


@pytest.mark.parametrize("maker", [make_easy, make_normal, make_hard], ids=["easy", "normal", "hard"])
def test_never_peeks(maker):
    # twins that differ only in what seat 0 cannot see (the other hands and the stock) get one answer
    for seed in range(3):
        state = _played(3, seed, 6 + 3 * seed)
        if state.is_over():
            continue
        seat = state.to_act()[0]
        twin = state.determinize(seat, random.Random(seed + 99))
        assert twin.view(seat) == state.view(seat)
        assert any(twin.hands[s] != state.hands[s] for s in range(3) if s != seat) or twin.stock != state.stock
        assert maker().choose(state, seat) == maker().choose(twin, seat)


def test_a_lay_that_takes_two_runs_apart_is_normals_and_hards():
    # T5 fits only by taking A5 and C5 out of their runs: A2..A8 and C2..C8 split around them. Two
    # runs taken apart: within normal's four (session 16), and hard takes the table apart as it must.
    state = position(2, {0: ["T5", "P9"]}, table=["A28", "C28"], opened=[0, 1])
    state.turn = 0
    for make in (make_normal, make_hard):
        twin = copy.deepcopy(state)
        action = make().choose(twin, 0)
        assert action.kind == "lay"
        twin.apply(0, action)
        assert twin.hands[0] == cards("P9")
        assert sorted(m.code for m in twin.table) == ["A24", "A68", "C24", "C68", "K5TC"]


def test_changes_bound_the_runs_taken_apart_not_the_runs_grown():
    # the same table: the lay needs two runs taken apart, so one change allowed lays nothing
    table, hand = [decode("A28"), decode("C28")], cards("T5", "P9")
    assert largest_lay(table, hand, rework=True, nodes=200, changes=1) is None
    two = largest_lay(table, hand, rework=True, nodes=200, changes=2)
    assert two is not None and two.laid == 1
    # growing both runs at their ends is no change at all
    grown = largest_lay(table, cards("A9", "C1", "P9"), rework=True, nodes=200, changes=0)
    assert grown is not None and grown.laid == 2
    assert grown.put == tuple(sorted([decode("A29"), decode("C18")]))


# --- session 16: normal grows the table's runs at their ends and lays new runs, never more ------------
def _grown(table: list[str], hand: list[str]):
    return grown_lay([decode(code) for code in table], cards(*hand), nodes=200)


def test_normal_adds_at_the_ends_of_a_figure_run_and_a_colour_run():
    # A6 ends A3-A5 (Alfil, colours 3..5); D6 (Dama, rank 5) tops yellow's Torre-Alfil-Caballo
    plan = _grown(["A35", "K6TC"], ["A6", "D6", "P9"])
    assert plan is not None and plan.laid == 2
    assert plan.taken == tuple(sorted([decode("A35"), decode("K6TC")]))
    assert plan.put == tuple(sorted([decode("A36"), decode("K6DC")]))


def test_a_neutral_card_goes_at_an_end_only_with_a_real_card_beyond_it():
    # D2: both ends of a run are real cards, so N A7 grow A3-A5 to A3 A4 A5 N A7, N alone nothing
    plan = _grown(["A35"], ["N", "A7", "P9"])
    assert plan is not None and plan.laid == 2 and plan.put == (decode("A37n6"),)
    assert _grown(["A35"], ["N", "P9"]) is None


def test_a_run_grows_at_both_ends_at_once():
    plan = _grown(["A35"], ["A1", "A2", "A6", "A7", "P9"])
    assert plan is not None and plan.laid == 4
    assert plan.taken == (decode("A35"),) and plan.put == (decode("A17"),)


def test_a_card_that_needs_a_split_is_not_laid():
    # T5 would fit only by splitting A2-A8 and C2-C8 (hard's lay above); A9 ends A2-A8
    assert _grown(["A28", "C28"], ["T5", "P9"]) is None
    plan = _grown(["A28", "C28"], ["T5", "A9"])
    assert plan is not None and plan.laid == 1 and plan.put == (decode("A29"),)


def test_the_largest_combination_not_the_greedy_one():
    # one card (or the biggest piece) at a time lays A6 A7 A8 on A3-A5 and is stuck with T8 C8:
    # three cards. The largest lay keeps A8 for yellow's Torre-Alfil-Caballo (T8 A8 C8): five.
    plan = _grown(["A35"], ["A6", "A7", "A8", "T8", "C8"])
    assert plan is not None and plan.laid == 5
    assert plan.put == tuple(sorted([decode("A37"), decode("K8TC")]))
    state = position(2, {0: ["A6", "A7", "A8", "T8", "C8", "P9"]}, table=["A35"], opened=[0, 1])
    state.turn = 0
    assert make_normal().choose(state, 0) == lay(["A37", "K8TC"], ["A35"])


def _kept_whole(taken: str, put: list[str]) -> bool:
    """Whether the run ``taken`` lies whole inside one of the runs ``put`` (every card where it was)."""
    old = decode(taken)
    return any(
        new.kind == old.kind
        and new.key == old.key
        and new.lo <= old.lo <= old.hi <= new.hi
        and all(new.card_at(p) == old.card_at(p) for p in range(old.lo, old.hi + 1))
        for new in (decode(code) for code in put)
    )


def test_normal_plays_only_legal_lays_that_take_apart_at_most_its_share_of_runs():
    # random positions (random play from several seeds): normal's move is legal, at most
    # NORMAL_CHANGES of the runs it takes off the table do not lie whole in a run it puts down
    # (grown runs do), and it lays at least as many cards as any listed lay (easy's choice)
    rng = random.Random(16)
    checked = 0
    for seed in range(6):
        state = RummiDrez(2, 15200 + seed, {"hands": 1})
        normal = make_normal()
        while not state.is_over():
            seat = state.to_act()[0]
            view = state.view(seat)
            action = normal.choose(state, seat)
            assert action in view.legal or state.is_legal(seat, action), action
            if action.kind == "lay":
                taken, put = read_lay(action)
                broken = [code for code in taken if not _kept_whole(code, list(put))]
                assert len(broken) <= players.NORMAL_CHANGES, action
            assert players._laid_count(action) >= max(players._laid_count(a) for a in view.legal)
            checked += 1
            state.apply(seat, action if rng.random() < 0.5 else rng.choice(view.legal))
    assert checked > 100


def test_normal_opens_with_the_most_cards():
    hand = ["A3", "A4", "A5", "A6", "T6", "A6", "C6", "P1", "P2", "D7", "D8", "B9", "B1", "C4"]
    state = position(2, {0: hand})
    action = make_normal().choose(state, 0)
    taken, put = read_lay(action)
    assert not taken and sum(len(decode(c)) for c in put) == 7
    state.apply(0, action)


def test_no_opening_means_a_draw():
    hand = ["A3", "C5", "P9", "B1", "D2", "T3", "A4", "C6", "P7", "B8", "D9", "T1", "A2", "C3"]
    state = position(2, {0: hand})
    assert make_normal().choose(state, 0).kind == "draw"
    assert make_hard().choose(state, 0).kind == "draw"


def test_hard_keeps_its_neutral_card():
    state = position(2, {0: ["A6", "N", "A8", "P9"]}, table=["A35", "C13"], opened=[0, 1])
    state.turn = 0
    normal = make_normal().choose(state, 0)
    hard = make_hard().choose(state, 0)
    assert hard == lay(["A36"], ["A35"])
    assert normal == lay(["A68n7"])  # Normal lays the neutral and the A8 as well (a run of its own)
    state.apply(0, hard)


def test_easy_never_reworks():
    state = position(2, {0: ["T5", "P9"]}, table=["A28", "C28"], opened=[0, 1])
    state.turn = 0
    assert make_easy().choose(state, 0).kind == "draw"


def test_every_card_of_both_decks_laid_at_once():
    # RD-17: all 112 cards fit in runs at once; the solver finds it from an empty table
    plan = largest_lay([], deck(2), rework=False, seconds=20)
    assert plan is not None and plan.laid == 112
    assert Counter(c for m in plan.put for c in m.cards) == Counter(deck(2))


def test_joined_makes_one_long_run():
    assert joined([decode("A13"), decode("A46")]) == [decode("A16")]
    assert sorted(joined([decode("A13"), decode("A57")])) == [decode("A13"), decode("A57")]
    assert NEUTRAL.is_neutral


def _laid(action) -> int:
    taken, put = read_lay(action)
    return sum(len(decode(c)) for c in put) - sum(len(decode(c)) for c in taken)


def test_fewest_lay_puts_down_one_card():
    plan = largest_lay([decode("A35")], cards("A6", "A7", "C1", "C2", "C3", "P9"), rework=True, fewest=1, nodes=200)
    assert plan is not None and plan.laid == 1 and plan.put == (decode("A36"),)
    assert largest_lay([], cards("A6", "P9"), rework=True, fewest=1) is None


def test_hard_lays_all_it_can_while_the_opponent_is_far_from_going_out():
    # session 14: holding back lost points on paired hands, so Hard lays all five it can (A6 A7 on
    # A3-A5, C1-C3; not the P9) though the opponent holds 14
    state = position(2, {0: ["A6", "A7", "C1", "C2", "C3", "P9"]}, table=["A35"], opened=[0, 1])
    state.turn = 0
    assert _laid(make_normal().choose(state, 0)) == 5
    assert _laid(make_hard().choose(state, 0)) == 5


def test_reserve_holds_back_while_the_opponent_is_far_from_going_out():
    # Style.reserve (sessions 11-13's Hard): the opponent holds 14, so it lays the fewest it can
    # while holding back at most three: A6 A7, keeping the C1-C3 it can lay on a later turn
    state = position(2, {0: ["A6", "A7", "C1", "C2", "C3", "P9"]}, table=["A35"], opened=[0, 1])
    state.turn = 0
    hard = HardPlayer(Style(reserve=3)).choose(state, 0)
    assert hard == lay(["A37"], ["A35"])
    state.apply(0, hard)


def test_draw_hold_draws_while_it_could_lay_few():
    # Style.draw_hold 1: one card could go down (A6 on A3-A5), so it draws and keeps it; two
    # (A6 A7) are more than one, so it lays them; a hand it can lay whole goes out
    table = ["A35"]
    state = position(2, {0: ["A6", "P9"]}, table=table, opened=[0, 1])
    state.turn = 0
    style = Style(reserve=0, danger=0, draw_hold=1)
    assert HardPlayer(style).choose(state, 0).kind == "draw"
    state = position(2, {0: ["A6", "A7", "P9"]}, table=table, opened=[0, 1])
    state.turn = 0
    assert _laid(HardPlayer(style).choose(state, 0)) == 2
    state = position(2, {0: ["A6"]}, table=table, opened=[0, 1])
    state.turn = 0
    assert _laid(HardPlayer(style).choose(state, 0)) == 1


def test_hard_lays_all_it_can_when_the_opponent_is_close():
    hand = ["A6", "A7", "C1", "C2", "C3", "P9"]
    state = position(2, {0: hand, 1: ["B1", "B5", "D9"]}, table=["A35"], opened=[0, 1])
    state.turn = 0
    assert _laid(make_hard().choose(state, 0)) == 5


def test_hard_goes_out_when_it_can():
    state = position(2, {0: ["A6", "A7", "C1", "C2", "C3"]}, table=["A35"], opened=[0, 1])
    state.turn = 0
    state.apply(0, make_hard().choose(state, 0))
    assert state.results and state.results[-1].winner == 0


def test_deny_holds_back_only_while_the_opponent_is_stuck():
    # Style.deny: the opponent (opened, 5 cards) just drew, so it could lay nothing on this table;
    # Hard then lays the fewest it can while holding back at most three: A6 A7 (not C1-C3)
    hand = ["A6", "A7", "C1", "C2", "C3", "P9"]
    state = position(2, {0: hand, 1: ["B1", "B5", "D9", "T2", "T8"]}, table=["A35"], opened=[0, 1])
    state.turn = 0
    deny = HardPlayer(Style(deny=99))
    state.last = Event(1, draw())
    assert deny.choose(state, 0) == lay(["A37"], ["A35"])
    # ... but after a lay of the opponent it lays all it can
    state.last = Event(1, lay(["A35"]))
    assert _laid(deny.choose(state, 0)) == 5
    # ... and an opponent that has not opened draws whatever the table holds: no reason to hold
    state.opened = [True, False]
    state.last = Event(1, draw())
    assert _laid(deny.choose(state, 0)) == 5


def test_match_danger_lays_all_when_held_cards_would_give_the_match():
    # the opponent has 11 of the 14 points: holding three cards back would leave four in hand, the
    # match for the opponent if it went out next, so Hard with Style.match_danger lays all five
    hand = ["A6", "A7", "C1", "C2", "C3", "P9"]
    state = position(2, {0: hand}, table=["A35"], opened=[0, 1])
    state.turn = 0
    assert _laid(HardPlayer(Style(match_danger=True)).choose(state, 0)) == 2
    state.scores = [0, 11]
    assert _laid(HardPlayer(Style(match_danger=True)).choose(state, 0)) == 5
    assert _laid(HardPlayer(Style()).choose(state, 0)) == 2


def test_goes_out_reads_a_small_hand_against_the_table():
    # the quick reading of whether a few cards all fit the table (reworked): T5 fits only by
    # splitting A2-A8 and C2-C8 around it; P9 fits nowhere
    table = [decode("A28"), decode("C28")]
    assert goes_out(table, cards("T5"))
    assert not goes_out(table, cards("T5", "P9"))
    assert goes_out(table, cards("A9"))
    assert not goes_out([decode("B16")], cards("B8"))
    assert goes_out([decode("B16")], cards("B7", "B8"))


def test_sampled_hands_come_from_the_unseen_cards_and_the_view_alone():
    state = _played(2, 5, 40)
    seat = state.to_act()[0]
    view = state.view(seat)
    melds = [decode(m.code) for m in view.table]
    hands = sample_hands(view, 1 - seat, melds, 6)
    unseen = Counter(unseen_cards(view))
    assert len(hands) == 6
    for hand in hands:
        assert len(hand) == view.hand_counts[1 - seat]
        assert not Counter(hand) - unseen
    twin = state.determinize(seat, random.Random(7))
    assert sample_hands(twin.view(seat), 1 - seat, melds, 6) == hands


def test_sampled_deny_holds_back_the_card_the_opponent_lacks(monkeypatch):
    # the opponent holds one card; in every hand dealt it that card is B9, which fits once B8 lies
    # on the table: Hard with Style.sample_below lays B7 alone (B1-B7) and keeps B8; laying both
    # would let the opponent go out. Without the rule it lays both (as normal does).
    hand = ["B7", "B8", "P9"]
    state = position(2, {0: hand, 1: ["D4"]}, table=["B16"], opened=[0, 1])
    state.turn = 0
    monkeypatch.setattr(players, "sample_hands", lambda view, seat, melds, count: [cards("B9")] * count)
    assert HardPlayer(Style(reserve=0, sample_below=3)).choose(state, 0) == lay(["B17"], ["B16"])
    assert _laid(HardPlayer(Style(reserve=0)).choose(state, 0)) == 2
    # when no hand dealt it goes out after the whole lay, Hard lays all it can
    monkeypatch.setattr(players, "sample_hands", lambda view, seat, melds, count: [cards("D4")] * count)
    assert _laid(HardPlayer(Style(reserve=0, sample_below=3)).choose(state, 0)) == 2


# --- session 15: reading what the opponent's moves revealed (Style.read_draws) ------------------------
def test_a_draw_tells_what_the_cards_kept_could_not_lay():
    # the opponent (opened) held D4 P9 and drew on a table of B1-B6 alone: as a computer lays all it
    # can, its two old cards lay nothing there (no B7, no neutral). Of its three cards now, two were
    # held then, and every hand dealt it by the reading keeps two that lay nothing on B1-B6.
    state = position(2, {0: ["A1", "C9", "T5"], 1: ["D4", "P9"]}, table=["B16"], opened=[0, 1])
    state.turn = 0
    reader = DrawReader()
    reader.read(state.view(0))
    state.turn = 1
    state.apply(1, draw())
    view = state.view(0)
    reader.read(view)
    reader.read(view)  # the same view asked twice (a table may ask again) is one move read
    table = (decode("B16"),)
    assert reader.constraints(3) == [(2, table)]
    assert any(lays_any(table, [c]) for c in unseen_cards(view))  # B7 and the neutrals are unseen
    hands = read_hands(view, 1, 30, reader)
    assert len(hands) == 30
    unseen = Counter(unseen_cards(view))
    for hand in hands:
        assert len(hand) == 3 and not Counter(hand) - unseen
        assert not lays_any(table, hand[:2])
    # the reading is of the view alone: twins (other hand and stock dealt anew) get the same hands
    twin = state.determinize(0, random.Random(3))
    assert twin.hands[1] != state.hands[1] or twin.stock != state.stock
    twin_reader = DrawReader()
    twin_reader.read(position(2, {0: ["A1", "C9", "T5"], 1: ["D4", "P9"]}, table=["B16"], opened=[0, 1]).view(0))
    twin_reader.read(twin.view(0))
    assert read_hands(twin.view(0), 1, 30, twin_reader) == hands


def test_a_lay_tells_that_the_cards_kept_lay_nothing_on_the_table_it_left():
    # the opponent lays B7 on B1-B6 and keeps one card: that card lays nothing on B1-B7 (no B8, no
    # neutral), and after its next draw one of its two cards still does not
    state = position(2, {0: ["A1", "C9", "T5"], 1: ["B7", "D4"]}, table=["B16"], opened=[0, 1])
    state.turn = 0
    reader = DrawReader()
    reader.read(state.view(0))
    state.turn = 1
    state.apply(1, lay(["B17"], ["B16"]))
    reader.read(state.view(0))
    after = (decode("B17"),)
    assert reader.constraints(1) == [(1, after)]
    for hand in read_hands(state.view(0), 1, 30, reader):
        assert not lays_any(after, hand)
    state.apply(0, draw())
    state.apply(1, draw())
    reader.read(state.view(0))
    assert reader.constraints(2) == [(1, after), (1, after)]
    for hand in read_hands(state.view(0), 1, 30, reader):
        assert not lays_any(after, hand[:1])


@pytest.mark.parametrize(
    "style",
    [Style(reserve=0, sample_below=3, read_draws=True), Style(reserve=0, count_outs=3)],
    ids=["read_draws", "count_outs"],
)
def test_the_reading_hard_never_peeks_and_plays_legal_moves(style):
    # a one-hand game of the reading hard (and of the one counting its outs) against normal, to the
    # late hand where the rule acts: every move it makes is legal, lays as many cards as laying all
    # would (its neutrals kept), and at its late turns a twin state (the other hand and the stock
    # dealt anew) gets the same move from a player that remembers the same views
    import copy

    state = RummiDrez(2, 101, {"hands": 1})
    hard, normal = HardPlayer(style), make_normal()
    twins = 0
    while not state.is_over():
        seat = state.to_act()[0]
        if seat == 1:
            state.apply(seat, normal.choose(state, seat))
            continue
        view = state.view(0)
        late = view.opened[0] and view.opened[1] and view.hand_counts[1] <= 3
        if late and twins < 3:
            twin = state.determinize(0, random.Random(twins))
            assert twin.view(0) == view and twin.hands[1] != state.hands[1]
            assert copy.deepcopy(hard).choose(twin, 0) == copy.deepcopy(hard).choose(state, 0)
            twins += 1
        action = hard.choose(state, 0)
        assert action in view.legal or state.is_legal(0, action)
        if style.count_outs:
            assert players._laid_count(action) == players._laid_count(HardPlayer(Style(reserve=0)).choose(state, 0))
        state.apply(0, action)
    assert twins >= 1
