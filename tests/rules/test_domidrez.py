"""DomiDrez against the rulebook (seeds/003, section "DomiDrez", every line quoted where it is
checked) and our decisions where the text is silent (D1-D7, games/domidrez/engine.py)."""

from __future__ import annotations

import pytest

from game.cards.pokerdrez import NEUTRAL, Colour, Figure, PokerDrezCard, deck
from game.core import Action, IllegalActionError
from games.domidrez.engine import LINE, STOCK, DomiDrez, closed_game_points, hand_size
from games.domidrez.view import Requirement, draw, pass_, play


def c(code: str) -> PokerDrezCard:
    return PokerDrezCard.decode(code)


def arranged(
    hands: list[list[str]], start: str, stock: list[str] | None = None, options: dict | None = None
) -> DomiDrez:
    """A hand of DomiDrez with the given hands, start card and stock (top last); the box's other
    cards lie under the start card on the line, out of the way."""
    state = DomiDrez(len(hands), 1, options or {})
    wanted = [c(x) for h in hands for x in h] + [c(start)] + [c(x) for x in stock or []]
    rest = list(deck(state.decks))
    for card in wanted:
        rest.remove(card)
    for seat, h in enumerate(hands):
        state.cards.replace(f"hand.{seat}", [c(x) for x in h])
    state.cards.replace(STOCK, [c(x) for x in stock or []])
    state.cards.replace(LINE, [*rest, c(start)])
    state.named = [None] * len(state.cards.cards(LINE))  # (what each card on the line named: nothing)
    card = c(start)
    assert card.figure is not None and card.colour is not None
    state.requirement = Requirement(card.figure, card.colour)
    state.to_move = 0
    state._legal = None
    return state


# --- setup ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("decks", [1, 2])
def test_one_or_two_decks(decks):
    # "En este juego se pueden utilizar uno o dos paquetes de Pokerdrez."
    state = DomiDrez(2, 0, {"decks": decks})
    assert len(state.layout.box) == 56 * decks
    assert sum(1 for card in state.layout.box if card.is_neutral) == 2 * decks


def test_two_to_eight_players():
    # "Podrán jugar de dos a ocho jugadores."
    assert (DomiDrez.min_players, DomiDrez.max_players) == (2, 8)
    for players in range(2, 9):
        DomiDrez(players, 0)


@pytest.mark.parametrize("players", range(2, 9))
@pytest.mark.parametrize("decks", [1, 2])
def test_half_the_cards_are_dealt(players, decks):
    # "Al principio de la partida se repartirán la mitad de las cartas entre los jugadores."
    # D1: equal shares of half the cards, the odd ones stay in the stock.
    state = DomiDrez(players, 3, {"decks": decks})
    size = (28 * decks) // players
    assert hand_size(players, decks) == size
    assert all(len(state.hand(seat)) == size for seat in range(players))
    assert state.cards.count(STOCK) == 56 * decks - size * players - 1


def test_seven_players_share_twenty_eight_cards_four_each():
    assert hand_size(7, 1) == 4 and hand_size(3, 1) == 9 and hand_size(3, 2) == 18


def test_a_first_card_is_turned_face_up_and_the_rest_is_the_stock():
    # "Se desvelará una primera carta bocarriba sobre la mesa y el resto del mazo de cartas se colocará
    # bocabajo."
    state = DomiDrez(4, 5)
    view = state.view(0)
    assert len(view.line) == 1 and view.line[0] == state.cards.top(LINE)
    first = view.line[0]
    assert view.requirement == Requirement(first.figure, first.colour)
    assert view.stock_count == 56 - 4 * 7 - 1
    assert "stock" not in str(view.to_json()).replace("stock_count", "")


def test_a_neutral_first_card_goes_back_and_the_next_is_turned():
    # D3: a neutral card names nothing when nobody laid it.
    for seed in range(300):
        state = DomiDrez(2, seed)
        assert not state.cards.top(LINE).is_neutral
        assert state.cards.count(LINE) == 1
    # some of those deals turned a neutral card up first and buried it
    buried = 0
    for seed in range(300):
        state = DomiDrez(2, seed)
        state.rng.seed(seed)
        state.cards.gather(state.cards.layout.names, STOCK)
        state.cards.replace(STOCK, sorted(state.cards.cards(STOCK)))
        state.cards.shuffle(STOCK, state)
        state.cards.deal(STOCK, ["hand.1", "hand.0"], 14, state)
        buried += state.cards.top(STOCK).is_neutral
    assert buried > 0


def test_the_first_player_is_the_one_after_the_dealer_and_the_deal_rotates():
    # "El primer jugador, el primero por la derecha del que ha distribuido las cartas"
    # D2: the last seat deals first; the deal passes one seat each hand.
    state = DomiDrez(3, 2)
    assert state.dealer == 2 and state.to_act() == (0,)
    while state.hand_number == 1:
        seat = state.to_act()[0]
        state.apply(seat, state.legal_actions(seat)[0])
    assert state.dealer == 0 and (state.is_over() or state.to_act() == (1,))


# --- play ----------------------------------------------------------------------------------------


def test_follow_the_colour_or_the_figure_of_the_card_on_the_table():
    # "deberá escoger una de sus cartas con el mismo color o figura que la colocada sobre la mesa y la
    # posicionará sobre ésta."
    state = arranged([["A4", "D7", "C2", "P9"], ["T1", "T2"]], "A7", ["P1"])
    assert state.legal_actions(0) == [play(c("A4")), play(c("D7"))]
    state.apply(0, play(c("D7")))
    assert state.cards.top(LINE) == c("D7")
    assert state.requirement == Requirement(Figure.DAMA, Colour.CYAN)


def test_the_next_player_follows_the_last_card_laid():
    # "El siguiente jugador deberá, igualmente, seguir el color o la figura de la última carta sobre la mesa."
    state = arranged([["A4", "C2"], ["D2", "A9", "P4"]], "A7", ["P1"])
    state.apply(0, play(c("A4")))
    assert state.to_act() == (1,)
    assert set(state.legal_actions(1)) == {play(c("P4")), play(c("A9"))}


def test_a_card_that_does_not_fit_is_refused_with_the_state_unchanged():
    state = arranged([["A4", "C2"], ["D2"]], "A7", ["P1"])
    before = state.snapshot()
    with pytest.raises(IllegalActionError, match="shares neither"):
        state.apply(0, play(c("C2")))
    with pytest.raises(IllegalActionError, match="not in your hand"):
        state.apply(0, play(c("B9")))
    assert state.snapshot() == before


def test_a_neutral_goes_on_any_card_and_names_the_next_figure_and_colour():
    # "Las cartas neutrales, podrán ser colocados sobre cualquier carta y a su vez el jugador podrá
    # determinar la próxima figura y color que deberá seguir."
    state = arranged([["N", "C2"], ["D2", "T5", "P4"]], "A7", ["P1"])
    legal = state.legal_actions(0)
    assert len(legal) == 54 and all(a.args[0] == "N" for a in legal)  # D4: C2 does not fit
    state.apply(0, play(NEUTRAL, Figure.TORRE, Colour.RED))
    assert state.requirement == Requirement(Figure.TORRE, Colour.RED)
    # D5: either the named figure or the named colour
    assert set(state.legal_actions(1)) == {play(c("D2")), play(c("T5"))}


def test_a_neutral_may_go_on_a_neutral():
    state = arranged([["N", "C2"], ["N", "P4"]], "A7", ["P1"])
    state.apply(0, play(NEUTRAL, Figure.TORRE, Colour.RED))
    assert play(NEUTRAL, Figure.PEON, Colour.GREEN) in state.legal_actions(1)


def test_a_neutral_must_name_unless_it_is_the_last_card():
    # D5: the last card ends the hand; there is nothing to name.
    state = arranged([["N"], ["D2", "T5"]], "A7", ["P1"])
    assert state.legal_actions(0) == [play(NEUTRAL)]
    state = arranged([["N", "C2"], ["D2", "T5"]], "A7", ["P1"])
    with pytest.raises(IllegalActionError, match="names the next"):
        state.apply(0, play(NEUTRAL))


def test_no_valid_card_draw_the_first_card_and_pass_the_turn():
    # "En caso de no poseer ninguna carta válida, el jugador deberá robar la primera del mazo y pasará el
    # turno al próximo jugador por la derecha."
    state = arranged([["C2", "P3"], ["D2", "T5"], ["T1"]], "A7", ["P1", "A9"])
    assert state.legal_actions(0) == [draw()]
    state.apply(0, draw())
    assert c("A9") in state.hand(0)  # the top card, though it fits: D4, not laid this turn
    assert state.to_act() == (1,)
    assert state.cards.count(STOCK) == 1


def test_one_must_lay_a_card_when_one_fits():
    # D4: drawing is only for a player with no valid card
    state = arranged([["A4", "P3"], ["D2"]], "A7", ["P1"])
    with pytest.raises(IllegalActionError, match="must lay"):
        state.apply(0, draw())
    with pytest.raises(IllegalActionError):
        state.apply(0, pass_())


def test_the_first_player_out_of_cards_wins():
    # "Ganará el primero jugador que se quede sin cartas."
    state = arranged([["A4"], ["D2", "T5", "P4"], ["C1", "C3"]], "A7", ["P1"], {"target": 25})
    state.apply(0, play(c("A4")))
    assert state.results[-1].winners == (0,) and not state.results[-1].closed


def test_an_empty_stock_means_pass():
    # "Cuando el mazo se termine los jugadores que no tengan cartas para jugar simplemente pasarán el turno."
    state = arranged([["C2", "P3"], ["D2", "T5"]], "A7", [])
    assert state.legal_actions(0) == [pass_()]
    state.apply(0, pass_())
    assert state.to_act() == (1,) and state.passes == 1


def test_a_closed_game_goes_to_the_fewest_cards():
    # "Si ningún jugador dispone de cartas válidas (juego cerrado) ganará el jugador al que le queden
    # menos cartas en su mano."
    # "(o que tengan el resto de los jugadores más que él en caso de un juego cerrado)"
    state = arranged([["C2", "P3"], ["D2", "T5", "C1"], ["P1", "P2", "P6", "P5"]], "A7", [], {"target": 100})
    for seat in range(3):
        state.apply(seat, pass_())
    result = state.results[-1]
    assert result.closed and result.winners == (0,)
    assert result.left == (2, 3, 4) and result.points == (3 - 2) + (4 - 2)
    assert state.scores == [3, 0, 0]


def test_a_closed_game_ends_only_when_every_seat_has_passed():
    # D6
    state = arranged([["C2", "P3"], ["D2", "T5"], ["A1", "P5"]], "A7", [])
    state.apply(0, pass_())
    state.apply(1, pass_())
    assert state.legal_actions(2) == [play(c("A1"))]
    state.apply(2, play(c("A1")))
    assert state.passes == 0 and not state.results


def test_closed_game_ties_each_score_the_difference():
    # D6: ties for fewest cards each score what the others hold more than them
    assert closed_game_points((2, 2, 5)) == ((0, 1), 3)
    assert closed_game_points((3, 3)) == ((0, 1), 0)


def test_the_winner_scores_the_cards_left_in_the_other_hands():
    # "El jugador ganador recibirá tantos puntos como cartas le hayan quedado al resto de los jugadores en
    # su mano"
    state = arranged([["A4"], ["D2", "T5", "P4"], ["C1", "C3"]], "A7", ["P1"], {"target": 100})
    state.apply(0, play(c("A4")))
    assert state.results[-1].points == 5 and state.scores == [5, 0, 0]
    assert state.hand_number == 2 and not state.is_over()


def test_the_first_to_reach_the_target_wins_the_game():
    # "El primer jugador que llegue a una cantidad de puntos previamente establecida resultará el ganador
    # de toda la partida."
    state = arranged([["A4"], ["D2", "T5", "P4"], ["C1", "C3"]], "A7", ["P1"], {"target": 25})
    state.scores = [22, 10, 0]
    state.apply(0, play(c("A4")))
    assert state.is_over() and state.winners == (0,)
    outcome = state.outcome()
    assert outcome is not None and outcome.winners == (0,)
    assert state.legal_actions(0) == []


def test_a_tie_past_the_target_deals_another_hand():
    # D7
    state = arranged([["C2"], ["D2"], ["P1", "P2", "P3"]], "A7", [], {"target": 25})
    state.scores = [24, 24, 0]
    for seat in range(3):
        state.apply(seat, pass_())
    assert state.scores == [26, 26, 0] and not state.is_over() and state.hand_number == 2


# --- the worked example ----------------------------------------------------------------------------


def test_the_worked_example_the_purple_joker():
    # "un jugador ha utilizado el jóker morado. El próximo jugador deberá poner un jóker, una carta morada o
    # una carta neutral para no tener que robar."
    state = arranged([["B4", "T1"], ["B9", "D4", "N", "C2", "A7"]], "P4", ["P1"])
    state.apply(0, play(c("B4")))
    legal = state.legal_actions(1)
    assert play(c("B9")) in legal and play(c("D4")) in legal
    assert play(NEUTRAL, Figure.PEON, Colour.GREY) in legal
    assert play(c("C2")) not in legal and play(c("A7")) not in legal
    # without a Jóker, a purple card or a neutral card: draw
    state = arranged([["B4", "T1"], ["C2", "A7"]], "P4", ["P1"])
    state.apply(0, play(c("B4")))
    assert state.legal_actions(1) == [draw()]


# --- privacy and words -------------------------------------------------------------------------------


def test_a_seat_sees_its_hand_and_only_counts_of_the_others_and_the_stock():
    state = DomiDrez(3, 4)
    view = state.view(1)
    assert view.hand is not None and sorted(view.hand) == sorted(state.hand(1))
    assert view.hand_counts == tuple(len(state.hand(s)) for s in range(3))
    text = str(view.to_json())
    for seat in (0, 2):
        for card in set(state.hand(seat)) - set(state.hand(1)) - set(state.cards.cards(LINE)):
            assert f"'{card.encode()}'" not in text
    assert state.view(None).hand is None


def test_a_draw_is_not_shown_to_the_others():
    state = arranged([["C2", "P3"], ["D2", "T5"]], "A7", ["P1", "B9"])
    state.apply(0, draw())
    assert c("B9") in (state.view(0).hand or ())
    assert state.view(1).hand_counts == (3, 2)
    other = state.view(1)
    assert c("B9") not in (other.hand or ()) and c("B9") not in other.line


def test_malformed_plays_are_refused():
    state = arranged([["N", "A4"], ["D2"]], "A7", ["P1"])
    before = state.snapshot()
    for action in (
        Action("play", ("N", "Z", 4)),
        Action("play", ("N", "B", 11)),
        Action("play", ("N", "B")),
        Action("play", ("A4", "B")),
        Action("play", (4,)),
        Action("play"),
        Action("bid", (3,)),
    ):
        with pytest.raises(IllegalActionError):
            state.apply(0, action)
    assert state.snapshot() == before


def test_describe_says_what_happened():
    state = arranged([["N", "A4"], ["D2"]], "A7", ["P1"])
    said = str(state.describe(0, play(NEUTRAL, Figure.TORRE, Colour.RED)))
    assert "neutral" in said and "Rook" in said
    assert "Purple Bishop" in str(state.describe(0, play(c("A4"))))
