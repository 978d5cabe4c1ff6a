"""Estafado's forest deck (games/estafado/deck.py): the numbers of the text add up, and every card
and ability the text names is in it and behaves as the text says."""

from __future__ import annotations

from games.estafado import deck
from games.estafado.deck import BY_KIND, KINDS


def test_the_two_decks_hold_45_and_10_cards():
    # "Baraja de 45 cartas ... Baraja auxiliar de 10 cartas ESTAFADO"
    counts = deck.deck_counts()
    assert counts["forest"] == 45 and counts["auxiliary"] == 10
    assert len(deck.ALL_CODES) == len(set(deck.ALL_CODES)) == 55


def test_four_set_aside_six_boxed_and_45_shuffled():
    # "Retira las 3 Crías ... y la Cuerva y déjalos a un lado"
    aside = [code for code in deck.ALL_CODES if deck.KIND_OF[code].fate == deck.ASIDE]
    assert sorted(aside) == ["crow1", "rabbit1", "rabbit2", "rabbit3"]
    # "retira las cartas de Águila Calva, Oso Negro, Buitre Negro, Carroña y ambas cartas de Venado"
    boxed = sorted(code for code in deck.ALL_CODES if deck.KIND_OF[code].fate == deck.BOX)
    assert boxed == ["bear1", "carrion1", "deer1", "deer2", "eagle1", "vulture1"]
    # "Luego baraja las otras 49 cartas": 55 - 4 - 6 is 45; our decision: the 45 are shuffled.
    assert len(deck.PLAYING) == 45


def test_the_floor_hand_and_deck_add_up():
    # "Reparte 22 cartas en una nueva baraja. Añade los 3 conejos" and "una cuadrícula de 5 columnas x 5 filas"
    assert deck.DEALT_TO_FLOOR + len(deck.RABBITS) == deck.FLOOR_SIZE**2
    # "Reparte al jugador Zorro Rojo una mano de 5 cartas ... pon las cartas que quedan en una baraja"
    assert len(deck.PLAYING) - deck.DEALT_TO_FLOOR - deck.HAND_SIZE == 18
    # three deck swaps and three captures take 6 cards from a deck of 18: it never runs dry
    assert deck.DECK_SWAPS + deck.RABBITS_TO_WIN <= 18


def test_every_card_the_text_names_is_in_the_deck():
    named = ["rabbit", "crow", "eagle", "bear", "vulture", "carrion", "deer", "hurricane", "wasp", "coyote"]
    for kind in named:
        assert kind in BY_KIND
    assert BY_KIND["rabbit"].count == 3 and BY_KIND["deer"].count == 2  # "ambas cartas de Venado"


def test_the_abilities_the_text_names_live_on_cards_in_play():
    in_play = {symbol for kind in KINDS if kind.fate == deck.PLAY for symbol in kind.symbols}
    # "Túnel", "Zambullida Acuática", "Rivales de Coyote", keep face up, do not swap, the Wasp's sting
    for symbol in (deck.TUNNEL, deck.WATER_DIVE, deck.RIVALS, deck.KEEP_FACE_UP, deck.DO_NOT_SWAP, deck.OUCH):
        assert symbol in in_play
    # "Las cartas Buitre Negro y Huracán tienen reversos diferentes"
    assert deck.SPECIAL_BACK in BY_KIND["hurricane"].symbols and deck.SPECIAL_BACK in BY_KIND["vulture"].symbols
    # "Las Crías ... boca arriba no se pueden cambiar": a rabbit can be face up, so it keeps face up
    assert deck.KEEP_FACE_UP in BY_KIND["rabbit"].symbols
    # note 8: a card the Crow swaps under the Fox can be used: the Tunnel stays face up to be swapped
    assert deck.KEEP_FACE_UP in BY_KIND["mole"].symbols and deck.DO_NOT_SWAP not in BY_KIND["mole"].symbols


def test_each_card_acts_once_and_every_symbol_has_words():
    for kind in KINDS:
        assert sum(1 for s in kind.symbols if s in deck.ACTIVE_SYMBOLS) <= 1, kind.kind
        assert all(s in deck.SYMBOLS for s in kind.symbols)
        assert kind.name and kind.spanish and kind.why
    assert set(deck.SYMBOL_NAMES) == set(deck.SYMBOLS) == set(deck.SYMBOL_HELP)


def test_the_evasion_die_has_six_faces_that_catch_or_let_escape():
    assert len(deck.DIE_FACES) == 6
    assert deck.BLANK in deck.DIE_FACES and deck.SPEED in deck.DIE_FACES
    assert set(deck.DIE_FACES) <= {deck.BLANK, deck.SPEED, deck.SPEED_CARRION}
