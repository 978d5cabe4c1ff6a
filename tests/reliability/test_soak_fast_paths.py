"""The soak's cheaper paths give exactly what the plain ones gave: the same shuffles, the same
sorted cards, the same samples of hidden cards. (The soak's checks call ``determinize`` for every
seat twice at every fifth step; the computer players call it too, so a sample that changed would
change their play.) Each test compares the fast path with the plain code it replaced, kept here."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from game.cards.pokerdrez import ORDER_KEY, deck
from game.core import fast_shuffle


class OwnDraws(random.Random):
    """A generator of another class: ``fast_shuffle`` leaves it to its own ``shuffle``."""

    def shuffle(self, x):  # type: ignore[no-untyped-def]
        x.reverse()


@pytest.mark.parametrize("length", [*range(0, 40), 55, 64, 65, 112, 200])
def test_fast_shuffle_is_random_shuffle(length):
    for seed in range(25):
        plain, fast = random.Random(seed), random.Random(seed)
        items = list(range(length))
        by_plain, by_fast = list(items), list(items)
        plain.shuffle(by_plain)
        fast_shuffle(fast, by_fast)
        assert by_fast == by_plain
        assert fast.getstate() == plain.getstate()  # the same draws, so what follows is the same too
    own = OwnDraws(1)
    items = list(range(length))
    fast_shuffle(own, items)
    assert items == list(range(length))[::-1]


def test_the_order_key_sorts_cards_as_their_order_does():
    rng = random.Random(3)
    for decks in (1, 2):
        for _ in range(100):
            cards = deck(decks)
            rng.shuffle(cards)
            cards = cards[: rng.randrange(len(cards) + 1)]
            plain, keyed = sorted(cards), sorted(cards, key=ORDER_KEY)
            assert keyed == plain and all(a is b for a, b in zip(keyed, plain, strict=True))


# --- DomiDrez's determinize, as it was before its plan was kept and its picks made in one pass ------
def _plain_domidrez_determinize(state, seat, rng):  # type: ignore[no-untyped-def]
    from games.domidrez.engine import CARD_ORDER, _fitting_none, shown_lacks

    hidden = state.cards.unseen_zones(seat)
    pool = sorted((card for zone in hidden for card in state.cards.cards(zone)), key=CARD_ORDER.__getitem__)
    rng.shuffle(pool)
    tables = {zone: [] for zone in hidden}
    groups = [
        (zone, count, lacks)
        for other in range(state.players)
        if (zone := state.hand_zones[other]) in tables
        for count, lacks in shown_lacks(state.turns, other, state.cards.count(zone))
    ]
    kinds = Counter(pool)
    allowed = [_fitting_none(lacks) for _, _, lacks in groups]
    order = sorted(range(len(groups)), key=lambda g: sum(kinds[card] for card in allowed[g]))
    short = False
    for g in order:
        zone, count, _ = groups[g]
        fits = allowed[g]
        for _ in range(count):
            index = next((i for i, card in enumerate(pool) if card in fits), None)
            short |= index is None
            tables[zone].append(pool.pop(len(pool) - 1 if index is None else index))
    for zone in hidden:
        size = state.cards.count(zone) - len(tables[zone])
        tables[zone] += pool[len(pool) - size :]
        del pool[len(pool) - size :]
    for held in tables.values():
        rng.shuffle(held)
    return {zone: [card.encode() for card in held] for zone, held in tables.items()}, rng.getrandbits(64), short


def test_domidrez_samples_what_its_plain_determinize_sampled():
    from game.registry import GAMES

    cls = GAMES["domidrez"]
    compared = short = 0
    for index, (players, options) in enumerate(cls.configurations()[::5]):
        state = cls(players, 500 + index, options)
        play = random.Random(index)
        for step in range(900):
            if state.is_over():
                break
            if step % 17 == 0:
                for seat in range(players):
                    for k in range(2):  # twice in a row, as the soak does: the second from the kept plan
                        tables, reseed, was_short = _plain_domidrez_determinize(state, seat, random.Random(k + step))
                        sample = state.determinize(seat, random.Random(k + step))
                        assert {zone: list(sample.cards.to_json()[zone]) for zone in tables} == tables
                        assert sample.rng.getstate() == random.Random(reseed).getstate()
                        assert sample.snapshot() | {"cards": None} == state.snapshot() | {"cards": None}
                        compared += 1
                        short += was_short
            seat = state.to_act()[0]
            state.apply(seat, play.choice(state.legal_actions(seat)))
    assert compared > 1000
    print(f"{compared} samples compared, {short} where a group found too few cards that fit")


def test_domidrez_takes_a_groups_cards_as_the_plain_loop_did():
    # (the plain loop, from before: the first card that fits, else the last, ``count`` times over)
    from games.domidrez.engine import _take

    rng = random.Random(8)
    shorts = 0
    for _ in range(3000):
        pool = deck(rng.choice((1, 2)))
        rng.shuffle(pool)
        del pool[rng.randrange(len(pool) + 1) :]
        fits = {card for card in pool if rng.random() < rng.choice((0.05, 0.3, 0.8))}
        count = rng.randrange(len(pool) + 1)
        plain_pool, plain = list(pool), []
        for _ in range(count):
            index = next((i for i, card in enumerate(plain_pool) if card in fits), len(plain_pool) - 1)
            plain.append(plain_pool.pop(index))
        ranks = list(map(ORDER_KEY, pool))
        taken = _take(pool, ranks, frozenset(map(ORDER_KEY, fits)), count)
        assert taken == plain and pool == plain_pool and ranks == list(map(ORDER_KEY, pool))
        shorts += sum(card not in fits for card in plain) > 0
    assert shorts > 100  # the fallback met many times


@pytest.mark.parametrize("game_id", ["domidrez", "pokerguess", "poker7", "triumfdrez", "estafado"])
def test_the_views_json_check_takes_and_refuses_what_view_json_does(game_id):
    # The check hands json.dumps a dataclass as its fields' values (``_view_values``), not as an
    # object of names and values (``_view_parts``, proven equal to view_json): the same values
    # to take or refuse. Here both accept every view met, and both refuse the same odd values.
    from dataclasses import dataclass

    from game.checks import _view_parts, _view_values
    from game.registry import GAMES
    from game.view import View

    cls = GAMES[game_id]
    rng = random.Random(4)
    for players, options in cls.configurations()[::7]:
        state = cls(players, 9, options)
        for _ in range(60):
            if state.is_over():
                break
            for seat in (*range(players), None):
                view = state.view(seat)
                named = json.loads(json.dumps(view, default=_view_parts))
                valued = json.loads(json.dumps(view, default=_view_values))
                assert _leaves(named) == _leaves(valued)
            seat = rng.choice(state.to_act())
            state.apply(seat, rng.choice(state.legal_actions(seat)))

    @dataclass(frozen=True)
    class Odd(View):
        extra: object = None

    for odd in (object(), {1: object()}, (1, {2, object()})):
        for default in (_view_parts, _view_values):
            with pytest.raises(TypeError):
                json.dumps(Odd(seat=0, to_act=(0,), extra=odd), default=default)


def _leaves(value):  # type: ignore[no-untyped-def]
    # Every plain value in writing order (an object's values without their names: a dataclass is an
    # object of names in one and a list in the other; the view's own dicts are alike in both).
    if isinstance(value, dict):
        return [leaf for item in value.values() for leaf in _leaves(item)]
    if isinstance(value, list):
        return [leaf for item in value for leaf in _leaves(item)]
    return [value]
