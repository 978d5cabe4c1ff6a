"""DomiDrez's computer players: they never peek (twin deals that differ only in what a seat cannot see
get the same choice), they remember who could not follow, and they play whole games."""

from __future__ import annotations

import random

import pytest

from game.cards.pokerdrez import NEUTRAL, Colour, Figure, PokerDrezCard
from game.core import Action, Seat
from games.domidrez.engine import LINE, STOCK, DomiDrez, shown_lacks
from games.domidrez.players import (
    HARD,
    HARD_64,
    THUMB,
    DomiDrezPlayer,
    _codes,
    _last_play,
    _play_codes,
    _playout,
    lacking,
    make_easy,
    make_hard,
    make_normal,
    thumb,
    unseen_counts,
)
from games.domidrez.view import DomiDrezView, Requirement, Turn, play, read_play
from tests.rules.test_domidrez import arranged, c


def _playout_cards(
    hands: list[list[PokerDrezCard]],
    stock: list[PokerDrezCard],
    line: list[PokerDrezCard],
    view: DomiDrezView,
    seat: Seat,
    first: Action,
    decks: int,
) -> float:
    """The rule as written, on cards (``games.domidrez.players._playout`` is the same on codes, faster): the hand played out from here, ``seat`` laying ``first`` and then everyone the rule of thumb
    (each knowing its own hand and the line only): ``seat``'s points less the others' average."""
    n = view.players
    hands = [list(h) for h in hands]
    stock = list(stock)
    seen = [unseen_counts(hands[s], line, decks) for s in range(n)]
    played = read_play(first)
    assert played is not None
    card, named = played.card, played.named
    hands[seat].remove(card)
    for s in range(n):
        if s != seat:
            seen[s][card] -= 1
    if named is not None:
        req = named
    elif card.figure is not None and card.colour is not None:
        req = Requirement(card.figure, card.colour)
    else:
        req = view.requirement
    to_move = (seat + 1) % n
    passes = 0
    # what each seat showed it lacks since it last laid a card, as normal reads it from the record
    lacks: list[Requirement | None] = list(view.lacks)
    lacks[seat] = None
    for _ in range(2000):
        if not hands[(to_move - 1) % n]:
            break
        if passes >= n:
            break
        after = (to_move + 1) % n
        choice = thumb(hands[to_move], req, seen[to_move], lacks[after], THUMB, len(hands[after]))
        if choice is None:
            lacks[to_move] = req
            if stock:
                drawn = stock.pop()
                hands[to_move].append(drawn)
                seen[to_move][drawn] -= 1
                passes = 0
            else:
                passes += 1
        else:
            laid, named = choice
            hands[to_move].remove(laid)
            lacks[to_move] = None
            for s in range(n):
                if s != to_move:
                    seen[s][laid] -= 1
            if named is not None:
                req = named
            elif laid.figure is not None and laid.colour is not None:
                req = Requirement(laid.figure, laid.colour)
            passes = 0
            if not hands[to_move]:
                break
        to_move = (to_move + 1) % n
    left = [len(h) for h in hands]
    points = [0] * n
    if 0 in left:
        points[left.index(0)] = sum(left)
    else:
        fewest = min(left)
        for s in range(n):
            if left[s] == fewest:
                points[s] = sum(k - fewest for k in left)
    others = [points[s] for s in range(n) if s != seat]
    return points[seat] - sum(others) / len(others)


def twin(state: DomiDrez, seat: int, salt: int) -> DomiDrez:
    """The same game with the cards ``seat`` cannot see dealt otherwise (the others' hands and the
    stock): another deal ``determinize`` could have drawn, with the same future of chance."""
    other = state
    for tries in range(50):
        other = state.determinize(seat, random.Random(salt * 100 + tries))
        other.rng = state.rng
        if other.snapshot()["cards"] != state.snapshot()["cards"]:
            return other
    return other


@pytest.mark.parametrize("make", [make_easy, make_normal, make_hard])
def test_players_never_peek(make):
    state = DomiDrez(3, 21)
    players = [make(seed=s) for s in range(3)]
    checked = 0
    while not state.is_over() and checked < 25:
        seat = state.to_act()[0]
        other = twin(state, seat, checked)
        assert other.view(seat) == state.view(seat)
        mine = players[seat].choose(state, seat)
        assert make(seed=seat).choose(other, seat) == mine
        state.apply(seat, mine)
        checked += 1


def make_hard_64(seed: int = 0) -> DomiDrezPlayer:
    return DomiDrezPlayer(seed, HARD_64, "hard")


@pytest.mark.parametrize("make", [make_hard, make_hard_64])
def test_hard_never_peeks_where_it_searches(make):
    # hard searches once some hand is down to HARD.endgame cards: the twins are checked there
    state = DomiDrez(2, 4)
    normal = make_normal(seed=9)
    while min(state.view(0).hand_counts) > HARD.endgame - 2:
        state.apply(state.to_act()[0], normal.choose(state, state.to_act()[0]))
    checked = 0
    while not state.is_over() and checked < 12:
        seat = state.to_act()[0]
        other = twin(state, seat, checked)
        assert other.view(seat) == state.view(seat)
        mine = make(seed=seat).choose(state, seat)
        assert make(seed=seat).choose(other, seat) == mine
        state.apply(seat, mine)
        checked += 1


def _positions_of_a_game(players, seed, steps, every):
    """Every ``every``-th position with a choice of a game normal plays against itself: the seat,
    its legal actions, its view and a world consistent with that view."""
    state = DomiDrez(players, seed)
    bots = [make_normal(seed=s) for s in range(players)]
    for step in range(steps):
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        if step % every == 0 and len(legal) > 1:
            yield seat, legal, state.view(seat), state.determinize(seat, random.Random(step))
        state.apply(seat, bots[seat].choose(state, seat))
        if state.is_over():
            break


@pytest.mark.parametrize("players", [2, 3])
def test_the_playouts_on_codes_score_as_the_rule_on_cards(players):
    # the fast playouts must be the same rule of thumb: the same points on the same deals
    compared = 0
    for seat, legal, view, world in _positions_of_a_game(players, 7, 400, 5):
        hands = [list(world.hand(s)) for s in range(players)]
        stock, line = list(world.cards.cards(STOCK)), list(world.cards.cards(LINE))
        for action in legal[:4]:
            fast = _playout(hands, stock, line, view, seat, action, world.decks)
            assert fast == _playout_cards(hands, stock, line, view, seat, action, world.decks)
            compared += 1
    assert compared > 40


@pytest.mark.parametrize("players", [2, 3])
def test_searching_the_next_own_turn_never_scores_below_the_rule(players):
    # ``Level.depth``: on the same deal, the next own turn with a choice tries every card that
    # fits, the rule's among them, so the best of them is never below the rule's playout
    compared = raised = 0
    for seat, legal, view, world in _positions_of_a_game(players, 11, 600, 3):
        hands = [list(world.hand(s)) for s in range(players)]
        deal = _codes(hands, list(world.cards.cards(STOCK)), list(world.cards.cards(LINE)), world.decks)
        for action in legal[:4]:
            rule = _play_codes(deal, view, seat, action, HARD.stakes)
            searched = _play_codes(deal, view, seat, action, HARD.stakes, 1)
            assert searched >= rule
            compared += 1
            raised += searched > rule
    assert compared > 40 and raised > 0


def test_hard_counts_winning_the_game_above_the_hands_points():
    # "El primer jugador que llegue a una cantidad de puntos previamente establecida": at 48 of 50,
    # going out with 3 cards left to the other wins the game, worth HARD.stakes more than 3 points
    for scores, value in (([0, 0], 3.0), ([48, 0], 3.0 + HARD.stakes), ([0, 48], 3.0)):
        state = arranged([["D5"], ["P1", "C2", "A3"]], "D9")
        state.scores = scores
        view = state.view(0)
        deal = _codes([list(state.hand(0)), list(state.hand(1))], [], list(state.cards.cards(LINE)), 1)
        assert _play_codes(deal, view, 0, play(c("D5")), HARD.stakes) == value
        assert _play_codes(deal, view, 0, play(c("D5"))) == 3.0


def test_the_record_says_who_could_not_follow():
    purple_joker = Requirement(Figure.BUFON, Colour.PURPLE)
    turns = (
        Turn(0, purple_joker, drew=True),
        Turn(1, purple_joker, PokerDrezCard(Figure.BUFON, Colour.GREEN)),
        Turn(2, Requirement(Figure.BUFON, Colour.GREEN), drew=True),
    )
    assert lacking(turns, 3) == {0: purple_joker, 2: Requirement(Figure.BUFON, Colour.GREEN)}
    assert lacking((*turns, Turn(0, purple_joker, PokerDrezCard(Figure.BUFON, Colour.RED))), 3) == {
        2: Requirement(Figure.BUFON, Colour.GREEN)
    }


def test_the_view_carries_what_the_record_says_each_seat_lacks_and_what_the_line_named():
    # the view carries what a player remembers of the turns, not the turns: it must say what the
    # whole record says, at every step of a game
    state = DomiDrez(3, 9)
    bots = [make_normal(seed=s) for s in range(3)]
    for _ in range(400):
        if state.is_over():
            break
        view = state.view(None)
        notes = lacking(state.turns, 3)
        assert view.lacks == tuple(notes.get(seat) for seat in range(3))
        assert view.named == (None, *(t.named for t in state.turns if t.card is not None))
        assert len(view.named) == len(view.line) and view.turn_count == len(state.turns)
        seat = state.to_act()[0]
        state.apply(seat, bots[seat].choose(state, seat))


def test_normal_keeps_its_neutral_card_while_another_fits():
    state = arranged([["N", "A4", "C2"], ["D2", "T5"]], "A7", ["P1"])
    assert make_normal(seed=1).choose(state, 0) == play(PokerDrezCard(Figure.ALFIL, Colour.PURPLE))


def test_normal_names_what_it_holds_after_a_neutral_card():
    state = arranged([["N", "C2", "C3", "P3"], ["D2", "T5"]], "A7", ["P1"])
    action = make_normal(seed=1).choose(state, 0)
    assert action.args[0] == "N"
    named = Requirement(Figure.CABALLO, Colour.MAGENTA)
    assert action == play(NEUTRAL, named.figure, named.colour)


@pytest.mark.parametrize("make", [make_easy, make_normal])
def test_whole_games(make):
    for players in (2, 5):
        state = DomiDrez(players, players)
        bots = [make(seed=s) for s in range(players)]
        while not state.is_over():
            seat = state.to_act()[0]
            state.apply(seat, bots[seat].choose(state, seat))
        assert state.outcome() is not None and max(state.scores) >= state.target


def test_shown_lacks_counts_the_cards_held_since_a_draw_or_a_pass():
    purple_joker = Requirement(Figure.BUFON, Colour.PURPLE)
    green_peon = Requirement(Figure.PEON, Colour.GREEN)
    turns = (
        Turn(1, purple_joker, drew=True),  # seat 1 then held no Joker, purple or neutral card
        Turn(0, purple_joker, PokerDrezCard(Figure.BUFON, Colour.GREEN)),
        Turn(1, green_peon, drew=True),
    )
    # seat 1 holds 7: the 5 it held before its first draw fit neither requirement; the card drawn
    # then fits none of the second; the last card drawn may be anything
    assert shown_lacks(turns, 1, 7) == [(5, (purple_joker, green_peon)), (1, (green_peon,))]
    assert shown_lacks(turns, 0, 6) == []
    assert shown_lacks(turns, 1, 1) == []  # it may have laid every card it held then


def test_determinize_respects_what_a_seat_showed_it_lacks():
    # "En caso de no poseer ninguna carta válida, el jugador deberá robar": a seat that drew held
    # no card that fitted, so the deals a computer imagines give it none among the cards it kept
    state = DomiDrez(3, 5)
    bots = [make_normal(seed=s) for s in range(3)]
    checked = 0
    for _ in range(300):
        if state.is_over():
            break
        seat = state.to_act()[0]
        for tries in range(3):
            world = state.determinize(seat, random.Random(tries))
            assert world.view(seat) == state.view(seat)
            assert not world.invariant_violations()
            for other in range(3):
                if other == seat:
                    continue
                for count, lacks in shown_lacks(state.turns, other, len(state.hand(other))):
                    fit_none = [card for card in world.hand(other) if not any(r.admits(card) for r in lacks)]
                    assert len(fit_none) >= count
                    checked += 1
        state.apply(seat, bots[seat].choose(state, seat))
    assert checked > 50


@pytest.mark.parametrize("players", [2, 3])
def test_the_card_the_seat_before_laid_fits_the_rule_in_the_true_deal(players):
    # ``Level.tries``: hard prefers deals in which the seat before it, playing by normal's rule,
    # would have laid the card it just laid. Read from the view alone (the line, what it named, who
    # lacks what); against normal seats the true hand always passes, and some sampled deals do not
    state = DomiDrez(players, 12)
    bots = [make_normal(seed=s) for s in range(players)]
    read = kept = tried = 0
    for step in range(1500):
        if state.is_over():
            break
        seat = state.to_act()[0]
        last = _last_play(state.view(seat), seat)
        if last is not None:
            read += 1
            assert last.fits(state.hand(last.seat))
            if step % 5 == 0:
                for tries in range(4):
                    tried += 1
                    kept += last.fits(state.determinize(seat, random.Random(tries)).hand(last.seat))
        state.apply(seat, bots[seat].choose(state, seat))
    assert read > 100 and 0 < kept < tried
