"""The PokerDrez deck against rulebook 003 (../shared/seeds/003_a820e249f032a611.txt), quoted."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.cards import CardTextError, Layout, Table, Visibility, ZoneSpec, check_round_trip, seat_zones
from game.cards.pokerdrez import (
    CARDS_PER_DECK,
    FIGURE_CARDS,
    NEUTRAL,
    SOURCE_NAMES,
    Colour,
    Figure,
    PokerDrezCard,
    card,
    colour_counts,
    deck,
    figure_counts,
    figure_deck,
    figure_for_die,
    is_consecutive,
    of_colour,
    of_figure,
    sort_hand,
)
from game.core import Action


def test_one_deck_is_56_cards_nine_of_each_figure_and_two_neutral():
    """ "Un juego de cartas Pokerdrez (56 cartas ...)
      • 9 cartas de bufón • 9 cartas de dama • 9 cartas de torre • 9 cartas de alfil
      • 9 cartas de caballo • 9 cartas de peón • 2 cartas neutrales" """
    cards = deck(1)
    assert len(cards) == CARDS_PER_DECK == 56
    assert figure_counts(cards) == {figure: 9 for figure in Figure}
    assert cards.count(NEUTRAL) == 2
    assert {figure.id for figure in Figure} == {"bufon", "dama", "torre", "alfil", "caballo", "peon"}


def test_each_figure_in_nine_numbered_colours():
    """ "de cada una de las figuras existen 9 cartas, cada una de ellas con un número y color diferente
    distribuidos de la siguiente forma: 1: Gris 2: Rojo 3: Magenta 4: Morado 5: Azul 6: Amarillo
    7: Cyan 8: Naranja 9: Verde" """
    printed = {1: "Gris", 2: "Rojo", 3: "Magenta", 4: "Morado", 5: "Azul", 6: "Amarillo", 7: "Cian",
               8: "Naranja", 9: "Verde"}  # "Cyan" as printed; Cian in Spanish spelling
    assert {colour.number: SOURCE_NAMES[f"pokerdrez.colour.{colour.id}"]["es"] for colour in Colour} == printed
    assert [colour.id for colour in sorted(Colour)] == [
        "grey", "red", "magenta", "purple", "blue", "yellow", "cyan", "orange", "green"]
    for figure in Figure:
        assert sorted(c.number for c in of_figure(deck(), figure)) == list(range(1, 10))
    assert colour_counts(deck()) == {colour: 6 for colour in Colour}
    assert len(set(FIGURE_CARDS)) == 54


def test_two_decks_hold_every_card_twice():
    """ "Se recomienda jugar con dos barajas de Pokerdrez (112 cartas)" """
    two = deck(2)
    assert len(two) == 112
    assert Counter(two) == {c: 2 * n for c, n in Counter(deck(1)).items()}
    assert Counter(two)[NEUTRAL] == 4
    with pytest.raises(ValueError, match="one deck or two"):
        deck(3)


def test_die_faces_as_printed_on_the_cards():
    """ "La equivalencia entre los números del dado y las piezas está expresada en las propias cartas y es
    la siguiente. • Peón: el uno • Caballo: el dos • Alfíl: el tres • Torre: el cuatro • Dama: el cinco
    • Jóker: el seis" """
    faces = {Figure.PEON: 1, Figure.CABALLO: 2, Figure.ALFIL: 3, Figure.TORRE: 4, Figure.DAMA: 5, Figure.BUFON: 6}
    for figure, face in faces.items():
        assert all(c.die_face == face for c in of_figure(deck(), figure))
        assert figure_for_die(face) is figure
    assert NEUTRAL.die_face is None and NEUTRAL.number is None
    for bad in (0, 7, True, 2.0):
        with pytest.raises(ValueError):
            figure_for_die(bad)


def test_the_corner_value_is_the_die_face_and_the_rank():
    """BlackDrez: "Las cartas tienen una puntuación según su figura (se puede ver en la esquina superior
    derecha de las mismas): Reina: 5 puntos, Torre: 4 puntos, Alfil: 3 puntos, Caballo: 2 puntos, Peón:
    1 punto. El Jóker puede valer 6 puntos o 1 punto"; Poker7's hierarchy "Jókers, Reinas, Torres,
    Alfiles, Caballos, Peones" runs the same way."""
    hierarchy = [Figure.BUFON, Figure.DAMA, Figure.TORRE, Figure.ALFIL, Figure.CABALLO, Figure.PEON]
    assert sorted(Figure, reverse=True) == hierarchy
    assert [f.die_face for f in hierarchy] == [6, 5, 4, 3, 2, 1]


def test_neutral_cards_have_no_figure_colour_or_number():
    """ "Cartas neutrales o de traición: permiten cambiarlas en el momento deseado por una nueva carta" """
    assert NEUTRAL.is_neutral and NEUTRAL.figure is None and NEUTRAL.colour is None
    assert not any(c.is_neutral for c in figure_deck())
    assert len(figure_deck()) == 54 and len(figure_deck(2)) == 108
    with pytest.raises(CardTextError):
        PokerDrezCard(Figure.DAMA, None)


def test_text_form_reads_like_the_table():
    assert card(Figure.DAMA, Colour.BLUE).encode() == "D5"
    assert card(Figure.BUFON, Colour.ORANGE).encode() == "B8"
    assert card(Figure.PEON, Colour.GREY).encode() == "P1"
    assert [f.letter for f in sorted(Figure)] == ["P", "C", "A", "T", "D", "B"]
    assert NEUTRAL.encode() == "N"
    assert PokerDrezCard.decode("T7") == card(Figure.TORRE, Colour.CYAN)


@given(st.sampled_from(deck()))
def test_every_card_round_trips_and_stands_in_an_action(value):
    check_round_trip(value, PokerDrezCard.decode)
    assert PokerDrezCard.decode(value.encode()) is value or PokerDrezCard.decode(value.encode()) == value
    assert Action.decode(Action("play", (value.encode(),)).encode()).args == (value.encode(),)


@pytest.mark.parametrize("text", ["", "d5", "D0", "D10", "K5", "N1", "NN", " D5", "D5 ", "J6", "Q5", 5, None])
def test_other_text_is_refused(text):
    with pytest.raises(CardTextError):
        PokerDrezCard.decode(text)


def test_cards_are_small_frozen_values_ordered_by_figure_then_number():
    d5 = card(Figure.DAMA, Colour.BLUE)
    with pytest.raises(AttributeError):
        d5.figure = Figure.PEON  # type: ignore[misc]
    assert sorted(deck()) == deck()
    assert deck()[:2] == [NEUTRAL, NEUTRAL] and deck()[-1] == card(Figure.BUFON, Colour.GREEN)
    assert card(Figure.PEON, Colour.GREEN) < card(Figure.CABALLO, Colour.GREY)
    assert hash(PokerDrezCard(Figure.DAMA, Colour.BLUE)) == hash(d5)


def test_names_are_keys_with_source_texts_for_the_catalogues():
    assert card(Figure.DAMA, Colour.BLUE).message_key == "pokerdrez.card.D5"
    assert SOURCE_NAMES["pokerdrez.card.D5"] == {"es": "Dama azul", "en": "Blue Queen"}
    assert SOURCE_NAMES["pokerdrez.card.T2"] == {"es": "Torre roja", "en": "Red Rook"}
    assert SOURCE_NAMES["pokerdrez.card.B8"] == {"es": "Bufón naranja", "en": "Orange Joker"}
    assert SOURCE_NAMES["pokerdrez.card.N"] == {"es": "Carta neutral", "en": "Neutral card"}
    assert SOURCE_NAMES["pokerdrez.figure.peon"] == {"es": "Peón", "en": "Pawn"}
    assert all(set(texts) == {"es", "en"} and all(texts.values()) for texts in SOURCE_NAMES.values())
    assert len(SOURCE_NAMES) == 6 + 9 + 54 + 1


def test_hand_helpers():
    hand = [NEUTRAL, card(Figure.PEON, Colour.RED), card(Figure.BUFON, Colour.GREEN), card(Figure.PEON, Colour.GREY)]
    assert [c.encode() for c in sort_hand(hand)] == ["B9", "P1", "P2", "N"]
    assert of_colour(hand, Colour.RED) == [card(Figure.PEON, Colour.RED)]
    assert figure_counts(hand) == {Figure.PEON: 2, Figure.BUFON: 1}
    assert is_consecutive([3, 1, 2]) and not is_consecutive([1, 3]) and not is_consecutive([2, 2]) \
        and not is_consecutive([])


def test_a_pokerdrez_deal_with_the_kit():
    """ "cada jugador contará siempre con dos cartas (cartas propias) que permanecerán ocultas al oponente
    ... Otras cinco cartas (cartas comunes) se colocan bocarriba ... El resto de las cartas se colocaran en
    un mazo bocabajo" """

    class Game:
        def __init__(self) -> None:
            self.rng = random.Random(2024)

        def mark_irreversible(self) -> None:
            pass

    for decks, rest in ((1, 47), (2, 103)):
        layout = Layout((ZoneSpec("deck", Visibility.HIDDEN), *seat_zones("own", 2, max_size=3),
                         ZoneSpec("commons", Visibility.PUBLIC, max_size=5), ZoneSpec("discard", Visibility.COUNT)),
                        2, tuple(deck(decks)), PokerDrezCard.decode)
        game = Game()
        table = Table.boxed(layout, "deck")
        table.shuffle("deck", game)
        table.deal("deck", ["own.0", "own.1"], 2, game)
        table.draw("deck", "commons", game, 5)
        assert table.count("deck") == rest and table.conservation_violations() == []
        assert table.view_json(0)["own.1"] == {"count": 2}
        assert table.view_json(1)["commons"]["cards"] == [c.encode() for c in table.cards("commons")]
