"""The kit serves what Puertas and Trampas do by hand today (issue 15 item 5: the first ports).

The engines are not changed here: their positions, played at random, are laid on kit tables and the
kit's conservation, views and determinize are checked against the engines' own."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from typing import Any

import pytest

from game.cards import CardTextError, Layout, Table, Visibility, ZoneSpec, check_round_trip, seat_zones
from game.dama_tigre.deck import ALL_CODES, CLUE_CODES, DOOR_CODES
from games.puertas.engine import Puertas, set_attributes
from games.trampas.engine import Trampas
from tests.random_play import legal_moves


@dataclass(frozen=True, slots=True, order=True)
class DTCard:
    """La Dama y el Tigre's card codes as a kit card value."""

    code: str

    def encode(self) -> str:
        return self.code

    @classmethod
    def decode(cls, text: str) -> DTCard:
        if text not in ALL_CODES:
            raise CardTextError(f"{text!r} is not a Dama y Tigre card")
        return cls(text)


def dt(codes: Any) -> list[DTCard]:
    return [DTCard(code if isinstance(code, str) else code.code) for code in codes]


def played(cls: type, players: int, seed: int, moves: int) -> Any:
    return legal_moves(cls(players, seed), moves, seed)


PUERTAS_CLUES = Layout((ZoneSpec("deck", Visibility.HIDDEN), ZoneSpec("market", Visibility.PUBLIC, max_size=4),
                        ZoneSpec("collected", Visibility.PUBLIC), ZoneSpec("discard", Visibility.PUBLIC)),
                       2, tuple(dt(CLUE_CODES)), DTCard.decode)
PUERTAS_DOORS = Layout((*seat_zones("identity", 2, max_size=1), ZoneSpec("aside", Visibility.HIDDEN)),
                       2, tuple(dt(DOOR_CODES)), DTCard.decode)


def puertas_tables(state: Puertas) -> tuple[Table[DTCard], Table[DTCard]]:
    clues = Table(PUERTAS_CLUES, {"deck": dt(reversed(state.deck)), "market": dt(state.market),
                                  "collected": dt(state.collected), "discard": dt(state.discard)})
    doors = Table(PUERTAS_DOORS, {"identity.0": dt(state.identities[:1]), "identity.1": dt(state.identities[1:]),
                                  "aside": dt(state.aside)})
    return clues, doors


@pytest.mark.parametrize("seed", range(12))
def test_puertas_positions_on_kit_tables(seed):
    state = played(Puertas, 2, seed, seed * 3)
    clues, doors = puertas_tables(state)
    assert clues.conservation_violations() == doors.conservation_violations() == []
    for code in ALL_CODES:
        check_round_trip(DTCard(code), DTCard.decode)
    for seat in (0, 1):
        view = state.view(seat)
        assert clues.view_json(seat)["deck"] == {"count": view.deck_count}
        assert clues.view_json(seat)["market"]["cards"] == list(view.market)
        if not state._identities_shown():
            assert doors.view_json(seat)[f"identity.{1 - seat}"] == {"count": 1}
            assert doors.view_json(seat)[f"identity.{seat}"]["cards"] == [state.identities[seat]]
            # What Puertas.determinize knows besides visibility: the forced reveal rules doors out.
            possible = state.possible_identities(seat)
            must_reveal = state.phase == "reveal"

            def consistent(table: Table[DTCard], other: int = 1 - seat, must_reveal: bool = must_reveal) -> bool:
                identity = table.cards(f"identity.{other}")[0].code
                return other != state.collector or bool(set_attributes(state.collected, identity)) == must_reveal

            for sample in range(5):
                world = doors.determinize(seat, random.Random(sample), accept=consistent)
                assert world.cards(f"identity.{1 - seat}")[0].code in possible
                assert world.cards(f"identity.{seat}") == doors.cards(f"identity.{seat}")
                assert world.conservation_violations() == []
            deck_world = clues.determinize(seat, random.Random(seed))
            assert sorted(deck_world.cards("deck")) == sorted(clues.cards("deck"))


TRAMPAS_DOORS = Layout((ZoneSpec("doors", Visibility.HIDDEN), ZoneSpec("goal", Visibility.PUBLIC, max_size=1),
                        ZoneSpec("used", Visibility.PUBLIC)), 3, tuple(dt(DOOR_CODES)), DTCard.decode)


def trampas_clues(players: int) -> Layout[DTCard]:
    # A player sees their own face-down pile (the app remembers it for them): owner-only.
    return Layout((*seat_zones("hand", players), *seat_zones("pile", players), *seat_zones("shown", players,
                   Visibility.PUBLIC), ZoneSpec("aside", Visibility.HIDDEN)), players, tuple(dt(CLUE_CODES)),
                  DTCard.decode)


@pytest.mark.parametrize("seed", range(10))
def test_trampas_determinize_through_the_kit_keeps_what_is_publicly_known(seed):
    state = played(Trampas, 3, seed, 4 + seed * 2)
    if state.phase == "over":
        pytest.skip("the game ended")
    layout = trampas_clues(3)
    contents: dict[str, list[DTCard]] = {"aside": dt(state.aside)}
    for s in range(3):
        contents[f"hand.{s}"] = dt(state.hands[s])
        contents[f"pile.{s}"] = dt(state.piles[s])
        contents[f"shown.{s}"] = dt(state.shown[s])
    table = Table(layout, contents)
    assert table.conservation_violations() == []
    seat = 0
    for s in range(3):
        view = table.view_json(seat)
        if s != seat:
            assert view[f"hand.{s}"] == {"count": len(state.hands[s])}
            assert view[f"pile.{s}"] == {"count": len(state.piles[s])}
    # Trampas keeps a player's publicly known cards in their hand or pile: one group per player.
    keep = []
    for s in range(3):
        if s != seat:
            must = state.known[s] - Counter(card.code for card in state.shown[s])
            keep.append(((f"hand.{s}", f"pile.{s}"), dt(sorted(must.elements()))))
    for sample in range(5):
        world = table.determinize(seat, random.Random(sample), keep)
        assert world.conservation_violations() == []
        for (zones, cards) in keep:
            held = Counter(world.cards(zones[0]) + world.cards(zones[1]))
            assert not Counter(cards) - held
            assert all(world.count(z) == table.count(z) for z in zones)
        for name in ("hand.0", "pile.0", "shown.1", "shown.2"):
            assert world.cards(name) == table.cards(name)
    doors = Table(TRAMPAS_DOORS, {"doors": dt(state.doors), "goal": dt([state.goal]), "used": dt(state.used_doors)})
    assert doors.conservation_violations() == []
    assert doors.view_json(seat)["doors"] == {"count": len(state.doors)}


def test_the_dama_y_tigre_card_is_a_kit_card_value():
    """The ported engines keep their ``Card`` in kit zones: its code is its text form."""
    from game.dama_tigre.deck import Card

    for code in ALL_CODES:
        check_round_trip(Card(code), Card.decode)
    with pytest.raises(CardTextError):
        Card.decode("XX")
