"""The card kit's laws, under random deals, draws and moves (hypothesis)."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.cards import (
    CardDataError,
    DeterminizeError,
    Layout,
    SeatZonesAttribute,
    Table,
    Visibility,
    WriteBack,
    ZoneAttribute,
    ZoneSpec,
    seat_zones,
)
from game.cards.pokerdrez import NEUTRAL, PokerDrezCard, deck

PLAYERS = 3
ZONES = (
    ZoneSpec("deck", Visibility.HIDDEN),
    *seat_zones("hand", PLAYERS),
    *seat_zones("pile", PLAYERS, Visibility.PUBLIC),
    ZoneSpec("market", Visibility.PUBLIC, max_size=60),
    ZoneSpec("stock", Visibility.TOP),
    ZoneSpec("discard", Visibility.COUNT),
    ZoneSpec("aside", Visibility.HIDDEN),
)
LAYOUTS = {decks: Layout(ZONES, PLAYERS, tuple(deck(decks)), PokerDrezCard.decode) for decks in (1, 2)}
NAMES = [zone.name for zone in ZONES]
SEATS = [None, *range(PLAYERS)]


class FakeGame:
    """What the kit needs of a GameState: its generator and its undo floor."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.marks = 0

    def mark_irreversible(self) -> None:
        self.marks += 1


operation = st.one_of(
    st.tuples(st.just("shuffle"), st.sampled_from(NAMES)),
    st.tuples(st.just("draw"), st.sampled_from(NAMES), st.sampled_from(NAMES), st.integers(0, 6)),
    st.tuples(st.just("deal"), st.sampled_from(NAMES), st.lists(st.sampled_from(NAMES), min_size=1, max_size=4),
              st.integers(0, 3)),
    st.tuples(st.just("move_at"), st.sampled_from(NAMES), st.integers(0, 200), st.sampled_from(NAMES)),
    st.tuples(st.just("gather"), st.lists(st.sampled_from(NAMES), max_size=3), st.sampled_from(NAMES)),
)


def play(ops: list[tuple], decks: int, seed: int) -> tuple[Table[PokerDrezCard], FakeGame]:
    """Run ``ops`` from a shuffled box in the deck; operations that cannot be done are skipped."""
    game = FakeGame(seed)
    table = Table.boxed(LAYOUTS[decks], "deck")
    table.shuffle("deck", game)
    for op in ops:
        kind = op[0]
        if kind == "shuffle":
            table.shuffle(op[1], game)
        elif kind == "draw":
            _, source, target, count = op
            if count <= table.count(source) and (target != "market" or table.count("market") + count <= 60):
                table.draw(source, target, game, count)
        elif kind == "deal":
            _, source, targets, count = op
            if source not in targets and "market" not in targets and count * len(targets) <= table.count(source):
                table.deal(source, targets, count, game)
        elif kind == "move_at":
            _, source, position, target = op
            if table.count(source) and target != "market":
                table.move_at(source, position % table.count(source), target, game)
        elif kind == "gather":
            _, sources, target = op
            if target != "market":
                table.gather(sources, target)
    return table, game


def visible_codes(table: Table[PokerDrezCard], seat: int | None) -> Counter[str]:
    """The cards ``seat`` may see, as the layout's visibilities say."""
    seen: Counter[str] = Counter()
    for zone in table.layout.zones:
        cards = table.cards(zone.name)
        if zone.shows_all_to(seat):
            seen.update(c.encode() for c in cards)
        elif zone.visibility is Visibility.TOP and cards:
            seen[cards[-1].encode()] += 1
    return seen


ops_strategy = st.lists(operation, max_size=25)


@settings(max_examples=150, deadline=None)
@given(ops=ops_strategy, decks=st.sampled_from([1, 2]), seed=st.integers(0, 2**32))
def test_conservation_holds_after_any_deal_draw_move_sequence(ops, decks, seed):
    table, _ = play(ops, decks, seed)
    assert table.conservation_violations() == []
    assert sum(table.count(name) for name in NAMES) == 56 * decks


@settings(max_examples=150, deadline=None)
@given(ops=ops_strategy, seed=st.integers(0, 2**32))
def test_a_view_never_contains_a_card_the_seat_may_not_see(ops, seed):
    table, _ = play(ops, 1, seed)
    for seat in SEATS:
        view = table.view_json(seat)
        shown: Counter[str] = Counter()
        for name, zone in view.items():
            assert zone["count"] == table.count(name)
            spec = table.layout.spec(name)
            if not spec.shows_all_to(seat):
                assert "cards" not in zone, (seat, name)  # absent, not flagged
            if spec.unseen_by(seat) or spec.visibility is Visibility.COUNT:
                assert set(zone) == {"count"}, (seat, name)
            shown.update(zone.get("cards", []))
            if "top" in zone and "cards" not in zone:
                shown[zone["top"]] += 1
        assert not shown - visible_codes(table, seat)
        # The typed view says the same.
        typed = table.view(seat)
        assert {name: zone.to_json() for name, zone in typed.items()} == view


@settings(max_examples=120, deadline=None)
@given(ops=ops_strategy, decks=st.sampled_from([1, 2]), seed=st.integers(0, 2**32), sample=st.integers(0, 2**32),
       seat=st.integers(0, PLAYERS - 1))
def test_determinize_keeps_sizes_seen_zones_and_the_multiset(ops, decks, seed, sample, seat):
    table, _ = play(ops, decks, seed)
    other = table.determinize(seat, random.Random(sample))
    assert other.conservation_violations() == []
    assert other is not table and table.conservation_violations() == []
    unseen = set(table.unseen_zones(seat))
    for name in NAMES:
        assert other.count(name) == table.count(name)
        if name not in unseen:
            assert other.cards(name) == table.cards(name)
    # What the seat sees is the same in the world it imagines.
    assert other.view_json(seat) == table.view_json(seat)
    assert sorted(other.unseen_cards(seat)) == sorted(table.unseen_cards(seat))


@settings(max_examples=120, deadline=None)
@given(ops=ops_strategy, seed=st.integers(0, 2**32), sample=st.integers(0, 2**32), data=st.data())
def test_determinize_keeps_known_cards_in_their_zone_or_group(ops, seed, sample, data):
    table, _ = play(ops, 2, seed)
    seat = 0
    hand1 = list(table.cards("hand.1"))
    known1 = data.draw(st.lists(st.sampled_from(hand1), unique=True)) if hand1 else []
    group = ("hand.2", "deck")
    cards2 = list(table.cards("hand.2")) + list(table.cards("deck"))
    known2 = data.draw(st.lists(st.sampled_from(cards2), max_size=5, unique=True)) if cards2 else []
    other = table.determinize(seat, random.Random(sample), [(("hand.1",), known1), (group, known2)])
    assert not Counter(known1) - Counter(other.cards("hand.1"))
    assert not Counter(known2) - Counter(other.cards("hand.2") + other.cards("deck"))
    assert other.conservation_violations() == []
    assert other.count("hand.2") == table.count("hand.2") and other.count("deck") == table.count("deck")


@settings(max_examples=60, deadline=None)
@given(ops=ops_strategy, seed=st.integers(0, 2**32), sample=st.integers(0, 2**32))
def test_determinize_depends_only_on_what_the_seat_knows(ops, seed, sample):
    """Two tables that look the same to seat 0 give the same sample: the truth does not leak."""
    table, _ = play(ops, 1, seed)
    twin = table.determinize(0, random.Random(seed ^ 0x5EED))
    assert twin.view_json(0) == table.view_json(0)
    assert table.determinize(0, random.Random(sample)) == twin.determinize(0, random.Random(sample))


def test_determinize_honours_the_games_own_check_or_says_it_cannot():
    game = FakeGame(4)
    table = Table.boxed(LAYOUTS[1], "deck")
    table.shuffle("deck", game)
    table.deal("deck", ["hand.0", "hand.1", "hand.2"], 3, game)
    sample = table.determinize(0, random.Random(1), accept=lambda t: NEUTRAL not in t.cards("hand.1"))
    assert NEUTRAL not in sample.cards("hand.1")
    with pytest.raises(DeterminizeError):
        table.determinize(0, random.Random(1), accept=lambda t: False, tries=5)
    with pytest.raises(ValueError, match="seen by seat 0"):
        table.determinize(0, random.Random(1), {"hand.0": []})
    with pytest.raises(ValueError, match="do not hold the kept cards"):
        absent = next(c for c in deck() if c not in table.cards("hand.1"))
        table.determinize(0, random.Random(1), {"hand.1": [absent]})


@settings(max_examples=100, deadline=None)
@given(ops=ops_strategy, decks=st.sampled_from([1, 2]), seed=st.integers(0, 2**32))
def test_snapshot_round_trips_through_json(ops, decks, seed):
    table, _ = play(ops, decks, seed)
    data = json.loads(json.dumps(table.to_json()))
    again = Table.from_json(LAYOUTS[decks], data)
    assert again == table
    assert again.to_json() == table.to_json()


def good_snapshot() -> dict:
    game = FakeGame(9)
    table = Table.boxed(LAYOUTS[1], "deck")
    table.shuffle("deck", game)
    table.deal("deck", ["hand.0", "hand.1"], 2, game)
    table.draw("deck", "market", game, 5)
    return table.to_json()


def with_zone(name: str, value: object) -> dict:
    data = good_snapshot()
    data[name] = value
    return data


BAD_SNAPSHOTS = [
    (["D5"], "not a JSON object of zones"),
    (with_zone("hand.9", []), r"unknown zones \['hand.9'\]"),
    ({k: v for k, v in good_snapshot().items() if k != "discard"}, r"lack the zones \['discard'\]"),
    (with_zone("discard", "D5"), "zone discard is str, not a list of cards"),
    (with_zone("discard", [5]), "zone discard entry 0 is 5, not a card's text"),
    (with_zone("discard", ["X5"]), "zone discard entry 0 is 'X5', not a card"),
    (with_zone("discard", ["D0"]), "zone discard entry 0 is 'D0', not a card"),
    (with_zone("discard", ["D5"]), "card D5 is there 2 times, the box has 1"),
    (with_zone("hand.0", []), "is there 0 times, the box has 1"),
    (with_zone("market", ["N"] * 61), "zone market holds 61 cards, more than 60"),
]


@pytest.mark.parametrize(("data", "message"), BAD_SNAPSHOTS)
def test_bad_snapshots_raise_card_data_error_naming_the_fault(data, message):
    with pytest.raises(CardDataError, match=message):
        Table.from_json(LAYOUTS[1], data)


@pytest.mark.parametrize(("data", "message"), BAD_SNAPSHOTS[:3])
def test_bad_snapshots_go_through_the_games_fail(data, message):
    class Refused(Exception):
        pass

    def fail(text: str):
        raise Refused(text)

    with pytest.raises(Refused, match=message):
        Table.from_json(LAYOUTS[1], data, fail=fail)


def test_reveals_and_chance_mark_the_game_irreversible():
    game = FakeGame(1)
    table = Table.boxed(LAYOUTS[1], "deck")
    table.shuffle("deck", game)
    assert game.marks == 1
    table.draw("deck", "hand.0", game)  # the owner sees a card nobody had seen
    assert game.marks == 2
    table.draw("hand.0", "discard", game)  # shown to the others, then face down
    assert game.marks == 3
    table.draw("deck", "market", game, 2)
    marks = game.marks
    table.move_at("market", 0, "pile.1")  # public to public: nothing new is seen
    card = table.top("market")
    assert card is not None
    table.move(card, "market", "hand.2")  # into a hand: the others saw it already
    assert game.marks == marks
    with pytest.raises(ValueError, match="pass the game"):
        table.move(card, "hand.2", "market")


def test_dealing_goes_round_the_targets_from_the_top():
    layout = LAYOUTS[1]
    table = Table(layout, {"deck": layout.box})
    top = list(reversed(layout.box))[:6]
    table.deal("deck", ["hand.0", "hand.1", "hand.2"], 2, FakeGame(0))
    assert table.cards("hand.0") == (top[0], top[3])
    assert table.cards("hand.1") == (top[1], top[4])
    assert table.cards("hand.2") == (top[2], top[5])
    with pytest.raises(ValueError, match="cannot deal"):
        table.deal("deck", ["hand.0"], 100, FakeGame(0))
    with pytest.raises(ValueError, match="cannot draw"):
        table.draw("hand.0", "market", FakeGame(0), 3)


def test_chance_comes_from_the_games_generator_only(monkeypatch):
    def refuse(*args, **kwargs):
        raise AssertionError("the module's random was used")

    for name in ("shuffle", "random", "randrange", "choice", "sample", "getrandbits"):
        monkeypatch.setattr(random, name, refuse)
    tables = []
    for _ in range(2):
        table, _ = play([("shuffle", "deck"), ("deal", "deck", ["hand.0", "hand.1"], 3)], 1, 77)
        tables.append(table)
    assert tables[0] == tables[1]
    assert tables[0].determinize(1, random.Random(3)) == tables[1].determinize(1, random.Random(3))


def test_layout_refuses_what_cannot_be():
    with pytest.raises(ValueError, match="owner only but has no owner"):
        ZoneSpec("hand", Visibility.OWNER)
    with pytest.raises(ValueError, match="not a plain word"):
        ZoneSpec("my hand", Visibility.PUBLIC)
    with pytest.raises(ValueError, match="named twice"):
        Layout((ZoneSpec("a", Visibility.PUBLIC), ZoneSpec("a", Visibility.HIDDEN)), 2, (), PokerDrezCard.decode)
    with pytest.raises(ValueError, match="belongs to seat 2"):
        Layout(seat_zones("hand", 3), 2, (), PokerDrezCard.decode)
    with pytest.raises(KeyError, match="no zone 'hand'"):
        Table.boxed(LAYOUTS[1], "deck").count("hand")


# --- what the first ports needed (Puertas and Trampas, issue 15 item 5) ----------------------------

def test_a_face_down_pile_its_owner_laid_is_counted_for_all_and_known_to_its_owner():
    layout = Layout((ZoneSpec("deck", Visibility.HIDDEN), *seat_zones("hand", 2),
                     *seat_zones("pile", 2, Visibility.OWNER_KNOWS), ZoneSpec("shown", Visibility.PUBLIC)),
                    2, tuple(deck(1)), PokerDrezCard.decode)
    game = FakeGame(5)
    table = Table.boxed(layout, "deck")
    table.shuffle("deck", game)
    table.deal("deck", ["hand.0", "hand.1"], 3, game)
    marks = game.marks
    table.draw("hand.0", "pile.0", game)  # laid face down by its owner: nobody sees anything new
    assert game.marks == marks
    for seat in (None, 0, 1):
        assert table.view_json(seat)["pile.0"] == {"count": 1}  # face down, for its owner too
    assert table.unseen_zones(0) == ("deck", "hand.1", "pile.1")
    assert table.unseen_zones(1) == ("deck", "hand.0", "pile.0")
    for sample in range(5):
        assert table.determinize(0, random.Random(sample)).cards("pile.0") == table.cards("pile.0")
    table.draw("pile.0", "shown", game)  # turned face up: the other seat sees it now
    assert game.marks == marks + 1
    with pytest.raises(ValueError, match="owner only but has no owner"):
        ZoneSpec("pile", Visibility.OWNER_KNOWS)


def test_one_zones_view_is_that_zone_of_the_whole_view():
    table, _ = play([("shuffle", "deck"), ("deal", "deck", ["hand.0", "hand.1"], 3), ("draw", "deck", "stock", 2)],
                    1, 3)
    for seat in SEATS:
        whole = table.view(seat)
        assert all(table.zone_view(name, seat) == whole[name] for name in NAMES)
    with pytest.raises(KeyError, match="no zone"):
        table.zone_view("nowhere", 0)


def test_a_card_goes_into_a_given_slot_and_a_zone_sorts():
    game = FakeGame(2)
    table = Table.boxed(LAYOUTS[1], "deck")
    table.shuffle("deck", game)
    table.draw("deck", "market", game, 4)
    before = table.cards("market")
    taken = table.move_at("market", 1, "pile.0")
    assert taken == before[1]
    refill = table.move_at("deck", 0, "market", game, index=1)  # the bottom card, into the empty slot
    assert table.cards("market") == (before[0], refill, before[2], before[3])
    table.sort("market")
    assert list(table.cards("market")) == sorted((before[0], refill, before[2], before[3]))
    assert table.conservation_violations() == []


def test_a_zone_alone_in_the_pool_is_the_shuffled_pool_as_it_lies():
    """Determinize's drawing is fixed (a game's samples stay the same from one version to the next):
    the sorted pool shuffled with the generator; a lone unseen zone takes it as it lies."""
    game = FakeGame(8)
    table = Table.boxed(LAYOUTS[1], "deck")
    table.shuffle("deck", game)
    table.draw("deck", "market", game, 10)
    for sample in range(4):
        pool = sorted(table.cards("deck"))
        random.Random(sample).shuffle(pool)
        assert list(table.determinize(0, random.Random(sample)).cards("deck")) == pool


def test_groups_take_from_the_end_of_the_pool_and_the_rest_fill_the_other_zones_in_order():
    game = FakeGame(6)
    table = Table.boxed(LAYOUTS[1], "deck")
    table.shuffle("deck", game)
    table.deal("deck", ["hand.1", "hand.2"], 3, game)
    table.draw("deck", "aside", game, 4)
    known = [table.cards("hand.1")[0]]
    rng = random.Random(11)
    pool = sorted(table.cards("hand.1")[1:] + table.cards("hand.2") + table.cards("deck") + table.cards("aside"))
    rng.shuffle(pool)
    group = sorted(known) + [pool.pop() for _ in range(2)]
    rng.shuffle(group)
    rest = list(pool)
    sample = table.determinize(0, random.Random(11), [(("hand.1",), known)])
    assert list(sample.cards("hand.1")) == group
    sizes = [table.count(name) for name in ("deck", "hand.2", "aside")]
    assert list(sample.cards("deck")) == rest[len(rest) - sizes[0]:]
    assert list(sample.cards("hand.2")) == rest[len(rest) - sizes[0] - sizes[1]:len(rest) - sizes[0]]
    assert list(sample.cards("aside")) == rest[:sizes[2]]


def test_write_back_lists_write_a_seats_value_and_nothing_else():
    written: list[tuple[int, object]] = []
    values = WriteBack([["a"], ["b"], ["c"]], lambda seat, value: written.append((seat, value)))
    assert values == [["a"], ["b"], ["c"]] and values + [["d"]] == [["a"], ["b"], ["c"], ["d"]]
    values[1] = ["x"]
    values[-1] = ["y"]
    assert written == [(1, ["x"]), (2, ["y"])] and values == [["a"], ["x"], ["y"]]
    with pytest.raises(TypeError, match="one seat at a time"):
        values[0:2] = [["p"], ["q"]]


def test_zone_attributes_read_and_lay_a_games_zones_by_its_own_names():
    class Game:
        players = 3
        hand = SeatZonesAttribute("cards", "hand", PokerDrezCard.encode, PokerDrezCard.decode)
        market = ZoneAttribute("cards", "market", PokerDrezCard.encode, PokerDrezCard.decode)
        first = SeatZonesAttribute("cards", "pile", single=True)

        def __init__(self) -> None:
            self.cards = Table(LAYOUTS[1], {"deck": LAYOUTS[1].box})

    game = Game()
    game.market = ["D5", "N"]
    assert game.cards.cards("market") == (PokerDrezCard.decode("D5"), NEUTRAL) and game.market == ["D5", "N"]
    game.hand = [["B1"], [], ["T2", "T3"]]
    assert game.hand == [["B1"], [], ["T2", "T3"]]
    game.hand[1] = ["A4"]
    assert game.cards.cards("hand.1") == (PokerDrezCard.decode("A4"),)
    game.first = [NEUTRAL, NEUTRAL, PokerDrezCard.decode("C9")]
    game.first[2] = NEUTRAL
    assert game.first == [NEUTRAL] * 3 and game.cards.cards("pile.2") == (NEUTRAL,)
    assert isinstance(Game.market, ZoneAttribute) and isinstance(Game.hand, SeatZonesAttribute)
