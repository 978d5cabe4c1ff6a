"""The chips and the pot (game/cards/chips.py): each rule of the module's docstring, its laws under
random betting (hypothesis), and PokerKit as an independent oracle over thousands of random hands full
of all-ins: both must agree on every betting option offered and on who gets what."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.cards.chips import Chips, ChipsError, Stakes

STAKES = Stakes(ante=2, min_bet=2)


def hand(stacks, stakes=STAKES, order=None) -> Chips:
    chips = Chips(stacks, stakes)
    chips.start_hand(order if order is not None else range(len(stacks)))
    chips.start_round()
    return chips


# --- the stake and a betting round -----------------------------------------------------------------
def test_every_seat_puts_in_the_stake_at_the_start_and_a_short_seat_all_it_has():
    # Poker7: "Al principio donde todos aportan la apuesta mínima"
    chips = Chips([100, 1, 50], STAKES)
    chips.start_hand([0, 1, 2])
    assert chips.stacks == [98, 0, 48] and chips.committed == [2, 1, 2]
    assert chips.is_all_in(1) and chips.pot_total == 5
    assert chips.turn is None  # the stake is no bet: no round is open until the game opens one


def test_seats_without_chips_are_dealt_nothing():
    chips = Chips([0, 10, 10], STAKES)
    chips.start_hand([0, 1, 2])
    assert chips.order == [1, 2] and chips.dealt == [False, True, True] and chips.committed == [0, 2, 2]


def test_a_round_everybody_checks_ends_after_each_acted_once():
    chips = hand([20, 20, 20])
    for seat in (0, 1, 2):
        assert chips.turn == seat
        chips.check(seat)
    assert chips.round_over()


def test_a_round_starts_where_it_is_told_and_goes_round_in_play_order():
    chips = hand([20, 20, 20], order=[2, 0, 1])
    assert chips.turn == 2
    chips.start_round(first=0)
    assert chips.turn == 0
    chips.check(0)
    assert chips.turn == 1


def test_a_raise_makes_the_others_match_it_or_fold():
    # "Cada vez que un jugador sube una apuesta los demás deben igualarla para continuar o superarla"
    chips = hand([20, 20, 20])
    chips.check(0)
    chips.raise_to(1, 6)
    assert chips.turn == 2 and chips.owes(2) == 6
    chips.call(2)
    assert chips.turn == 0 and chips.owes(0) == 6  # the one who checked must answer the raise
    chips.raise_to(0, 12)  # "o superarla obligando al resto a cubrirla"
    chips.fold(1)
    chips.call(2)
    assert chips.round_over() and chips.bets == [12, 6, 12] and chips.folded == [False, True, False]


def test_the_smallest_bet_and_raise():
    chips = hand([100, 100, 100])
    opening = chips.choices(0)
    assert opening is not None and opening.opening and opening.raise_from == 2 and opening.raise_to == 98
    chips.raise_to(0, 10)  # a bet of 10
    facing = chips.choices(1)
    assert facing is not None and facing.raise_from == 20  # a raise at least as big as the bet of 10
    with pytest.raises(ChipsError):
        chips.raise_to(1, 19)
    chips.raise_to(1, 30)  # a raise of 20
    assert chips.choices(2).raise_from == 50


def test_illegal_moves_are_refused_and_change_nothing():
    chips = hand([20, 20])
    before = chips.to_json()
    for move in (
        lambda: chips.fold(0),
        lambda: chips.call(0),
        lambda: chips.check(1),
        lambda: chips.raise_to(0, 1),
        lambda: chips.raise_to(0, 99),
        lambda: chips.raise_to(1, 4),
    ):
        with pytest.raises(ChipsError):
            move()
        assert chips.to_json() == before


def test_an_all_in_for_less_than_a_raise_does_not_reopen_the_betting():
    chips = hand([100, 13, 100])  # after the stake: 98, 11, 98
    chips.raise_to(0, 10)
    chips.all_in(1)  # to 11: one more than the bet, short of a full raise
    assert chips.bets[1] == 11 and chips.highest == 11
    chips.call(2)
    assert chips.turn == 0
    choices = chips.choices(0)
    assert choices is not None and not choices.can_raise and choices.to_call == 1  # call or fold only
    with pytest.raises(ChipsError):
        chips.raise_to(0, 30)
    chips.call(0)
    assert chips.round_over()


def test_a_full_all_in_raise_reopens_the_betting():
    chips = hand([100, 40, 100])
    chips.raise_to(0, 10)
    chips.all_in(1)  # 38: a raise of 28
    chips.call(2)
    assert chips.choices(0).can_raise


def test_a_seat_that_cannot_cover_a_bet_calls_with_all_it_has():
    chips = hand([100, 7])  # 98 and 5 behind
    chips.raise_to(0, 20)
    choices = chips.choices(1)
    assert choices.to_call == 5 and not choices.can_raise
    chips.call(1)
    assert chips.is_all_in(1) and chips.round_over()


def test_the_round_is_skipped_when_nobody_can_bet_against_anybody():
    chips = hand([100, 7])
    chips.raise_to(0, 20)
    chips.call(1)
    chips.start_round()
    assert chips.round_over() and not chips.betting_open()


# --- pots and settling -----------------------------------------------------------------------------
def test_side_pots_by_contribution_level():
    chips = hand([100, 22, 52, 100], Stakes(ante=2, min_bet=2))
    chips.raise_to(0, 50)
    chips.call(1)  # all-in 20 (+2 stake)
    chips.call(2)  # all-in 50 (+2)
    chips.call(3)
    assert chips.round_over()
    pots = chips.pots()
    assert [(p.amount, p.eligible) for p in pots] == [(88, (0, 1, 2, 3)), (90, (0, 2, 3)), (0 + 0, ())][:2]
    assert sum(p.amount for p in pots) == chips.pot_total == 178


def test_each_pot_goes_to_the_strongest_who_may_win_it():
    chips = hand([100, 22, 52, 100])
    chips.raise_to(0, 50)
    chips.call(1)
    chips.call(2)
    chips.call(3)
    result = chips.settle({0: 1, 1: 9, 2: 5, 3: 2})  # the short stack has the best hand
    assert result.received == (0, 88, 90, 0)
    assert chips.stacks == [48, 88, 90, 48] and chips.pot_total == 0


def test_a_split_pot_gives_the_odd_chip_to_the_first_winner_after_the_dealer():
    # Our rule (the rulebook is silent): the chips that do not divide go to the first tied winner in
    # play order, the first after the dealer.
    chips = Chips([30, 30, 30], Stakes(ante=5, min_bet=2))
    chips.start_hand([2, 0, 1])  # seat 1 deals: seat 2 plays first
    chips.start_round()
    chips.raise_to(2, 2)
    chips.fold(0)
    chips.call(1)
    chips.start_round()
    chips.check(2)
    chips.check(1)
    assert chips.pot_total == 19
    result = chips.settle({1: 3, 2: 3})
    assert result.pots[0].winners == (2, 1) and result.received == (0, 9, 10)


def test_the_last_seat_in_takes_the_pot_unseen():
    chips = hand([20, 20, 20])
    chips.raise_to(0, 4)
    chips.fold(1)
    chips.fold(2)
    assert chips.decided() and chips.round_over()
    assert chips.settle().received == (10, 0, 0)  # the stakes and the bet


def test_an_uncalled_bet_comes_back():
    chips = hand([100, 10])
    chips.raise_to(0, 50)
    chips.call(1)  # all-in for 8
    result = chips.settle({0: 1, 1: 2})
    assert result.received == (42, 20)  # 42 of seat 0's own chips come back to it


def test_a_player_out_of_chips_leaves_and_the_game_ends_when_one_holds_them_all():
    chips = hand([30, 10, 20])
    chips.all_in(0)
    chips.call(1)
    chips.call(2)
    chips.settle({0: 2, 1: 1, 2: 0})
    assert chips.busted() == [1, 2] and chips.in_game() == [0] and chips.champion() == 0
    with pytest.raises(ChipsError):
        chips.start_hand([0, 1, 2])


def test_leaders_for_a_game_ended_after_some_hands():
    chips = Chips([40, 10, 40], STAKES)
    assert chips.leaders() == [0, 2] and chips.champion() is None


def test_a_cap_for_a_two_player_stake_between_a_minimum_and_a_maximum():
    # PokerDrez's variant: "Establece con tu contrincante una apuesta mínima y una máxima"; "Cuando se
    # llega a la apuesta máxima establecida previamente ya no se puede apostar más."
    chips = Chips([100, 100], Stakes(ante=5, min_bet=5, cap=20))
    chips.start_hand([0, 1])
    chips.start_round()
    chips.raise_to(0, 10)
    assert chips.choices(1).raise_to == 15  # 5 + 15 = the cap of 20
    chips.raise_to(1, 15)
    assert chips.choices(0).to_call == 5 and not chips.choices(0).can_raise
    chips.call(0)
    assert chips.round_over()
    chips.start_round()
    assert chips.round_over()  # nothing more may be staked
    # "Si hay empate se devuelve la apuesta a ambos jugadores."
    assert chips.settle({0: 0, 1: 0}).received == (20, 20)


def test_snapshots_round_trip_and_damage_is_refused():
    chips = hand([100, 22, 52, 100])
    chips.raise_to(0, 50)
    chips.call(1)
    data = json.loads(json.dumps(chips.to_json()))
    again = Chips.from_json(data, 4, STAKES)
    assert again == chips and again.choices(2) == chips.choices(2)
    for damage in (
        lambda d: d["stacks"].append(1),
        lambda d: d.__setitem__("turn", 9),
        lambda d: d["bets"].__setitem__(0, 99),
        lambda d: d.__setitem__("highest", -1),
        lambda d: d["stacks"].__setitem__(0, "x"),
        lambda d: d.pop("acted"),
        lambda d: d["order"].append(0),
    ):
        spoilt = json.loads(json.dumps(data))
        damage(spoilt)
        with pytest.raises(ValueError):
            Chips.from_json(spoilt, 4, STAKES)


# --- laws under random play ------------------------------------------------------------------------
def random_move(chips: Chips, rng: random.Random) -> None:
    seat = chips.turn
    assert seat is not None
    choices = chips.choices(seat)
    assert choices is not None
    moves = []
    if choices.can_fold:
        moves.append(lambda: chips.fold(seat))
    if choices.can_check:
        moves.append(lambda: chips.check(seat))
    if choices.can_call:
        moves.append(lambda: chips.call(seat))
    if choices.can_raise:
        moves.append(lambda: chips.raise_to(seat, rng.randint(choices.raise_from, choices.raise_to)))
        moves.append(lambda: chips.all_in(seat))
    rng.choice(moves)()


@settings(max_examples=150, deadline=None)
@given(
    st.lists(st.integers(0, 120), min_size=2, max_size=8), st.integers(0, 6), st.integers(1, 8), st.integers(0, 10_000)
)
def test_chips_are_never_made_or_lost_and_pots_hold_the_pot(stacks, ante, min_bet, seed):
    if sum(1 for s in stacks if s) < 2:
        stacks = [*stacks, 30, 30]
    rng = random.Random(seed)
    chips = Chips(stacks, Stakes(ante, min_bet))
    total = chips.total
    for _ in range(4):
        if len(chips.in_game()) < 2:
            break
        order = chips.in_game()
        chips.start_hand(order)
        for _street in range(4):
            if chips.decided():
                break
            chips.start_round(rng.choice(chips.order))
            while not chips.round_over():
                random_move(chips, rng)
                assert chips.violations(total) == []
                assert sum(p.amount for p in chips.pots()) == chips.pot_total
            assert all(chips.bets[s] == chips.highest or chips.is_all_in(s) or chips.folded[s] for s in chips.order)
        strengths = {s: rng.randint(0, 3) for s in chips.contenders()}
        chips.settle(strengths if not chips.decided() else None)
        assert chips.violations(total) == [] and chips.pot_total == 0


# --- PokerKit as the oracle ------------------------------------------------------------------------
pokerkit = pytest.importorskip("pokerkit")

AUTOMATIONS = (
    pokerkit.Automation.ANTE_POSTING,
    pokerkit.Automation.BET_COLLECTION,
    pokerkit.Automation.BLIND_OR_STRADDLE_POSTING,
    pokerkit.Automation.CARD_BURNING,
    pokerkit.Automation.HOLE_CARDS_SHOWING_OR_MUCKING,
    pokerkit.Automation.HAND_KILLING,
    pokerkit.Automation.CHIPS_PUSHING,
    pokerkit.Automation.CHIPS_PULLING,
)
DECK = [repr(card) for card in pokerkit.Deck.STANDARD]


def _card_text(card) -> str:
    return f"{card.rank}{card.suit}"


def play_against_pokerkit(seed: int) -> tuple[int, bool]:
    """One random hand of no-limit hold'em with antes, played move by move on both; returns how many
    pots were paid and whether somebody went all-in. Asserts both offer the same moves and pay the same."""
    rng = random.Random(seed)
    players = rng.randint(2, 7)
    stacks = [rng.choice((rng.randint(1, 15), rng.randint(5, 60), rng.randint(20, 300))) for _ in range(players)]
    ante, min_bet = rng.randint(1, 4), rng.randint(1, 6)  # PokerKit wants some forced stake
    oracle = pokerkit.NoLimitTexasHoldem.create_state(AUTOMATIONS, True, ante, (0, 0), min_bet, tuple(stacks), players)
    chips = Chips(stacks, Stakes(ante, min_bet))
    chips.start_hand(range(players))  # seat 0 is first after the dealer, as PokerKit's player 0
    deck = [_card_text(card) for card in pokerkit.Deck.STANDARD]
    rng.shuffle(deck)
    holes = [deck.pop() + deck.pop() for _ in range(players)]
    for cards in holes:
        oracle.deal_hole(cards)
    board: list[str] = []
    went_all_in = False
    for street, count in enumerate((0, 3, 1, 1)):
        if chips.decided():
            break
        if count:
            dealt = "".join(deck.pop() for _ in range(count))
            board.append(dealt)
            if oracle.can_deal_board():
                oracle.deal_board(dealt)
        chips.start_round()
        while not chips.round_over():
            seat = chips.turn
            assert oracle.actor_index == seat, (seed, street)
            choices = chips.choices(seat)
            if choices.can_raise:
                assert oracle.can_complete_bet_or_raise_to()
                assert oracle.min_completion_betting_or_raising_to_amount == choices.raise_from, seed
                assert oracle.max_completion_betting_or_raising_to_amount == choices.raise_to, seed
            else:
                assert not oracle.can_complete_bet_or_raise_to(), seed
            assert oracle.can_fold() == choices.can_fold or choices.can_check, seed
            roll = rng.random()
            if choices.can_raise and roll < 0.35:
                chips.all_in(seat)
                oracle.complete_bet_or_raise_to(choices.raise_to)
                went_all_in = True
            elif choices.can_raise and roll < 0.55:
                total = rng.randint(choices.raise_from, choices.raise_to)
                chips.raise_to(seat, total)
                oracle.complete_bet_or_raise_to(total)
            elif choices.can_fold and roll < 0.7:
                chips.fold(seat)
                oracle.fold()
            else:
                went_all_in |= choices.to_call >= chips.stacks[seat] > 0
                (chips.check if choices.can_check else chips.call)(seat)
                oracle.check_or_call()
        assert oracle.actor_index is None, seed
    while oracle.status and oracle.can_deal_board():
        oracle.deal_board(deck.pop() + deck.pop() + deck.pop() if not board else deck.pop())
        board.append("x")
    assert not oracle.status, seed
    if chips.decided():
        result = chips.settle()
    else:
        full_board = "".join(_card_text(c) for cards in oracle.board_cards for c in cards)
        strength = {s: pokerkit.StandardHighHand.from_game(holes[s], full_board) for s in chips.contenders()}
        result = chips.settle(strength)
    split = any(len(pot.winners) > 1 for pot in result.pots)
    if not split:
        assert chips.stacks == list(oracle.stacks), (seed, chips.stacks, oracle.stacks)
    else:
        # PokerKit lets the losers muck first and then joins pots that the remaining hands share, so a
        # split main pot and side pot give their odd chips once, where we give them pot by pot (as a
        # dealer does). Everything else must agree: the same winners, each within the odd chips.
        assert sum(chips.stacks) == sum(oracle.stacks)
        assert [s > 0 for s in chips.stacks] == [s > 0 for s in oracle.stacks], seed
        assert all(abs(a - b) < len(result.pots) for a, b in zip(chips.stacks, oracle.stacks, strict=True)), seed
    return len(result.pots), went_all_in


@pytest.mark.filterwarnings("ignore::UserWarning")  # PokerKit's burnt cards may be ones we deal: no matter here
def test_pokerkit_agrees_on_every_option_and_on_who_gets_what():
    side_pots = all_ins = 0
    hands = 3000
    for seed in range(hands):
        pots, all_in = play_against_pokerkit(seed)
        side_pots += pots > 1
        all_ins += all_in
    # The hands are mostly all-in situations, many with side pots: the oracle was really asked.
    assert all_ins > hands // 2 and side_pots > hands // 10


def test_a_game_may_say_who_bets_next():
    # give_turn: for a game whose own rules reopen the action (PokerGuess: a changed prediction).
    chips = Chips([10, 10, 10], Stakes(ante=1, min_bet=1))
    chips.start_hand([0, 1, 2])
    chips.start_round(0)
    chips.check(0)
    chips.give_turn(0)  # seat 0 again, before seats 1 and 2
    assert chips.turn == 0 and chips.choices(0) is not None
    chips.raise_to(0, 2)
    chips.give_turn(None)
    assert chips.round_over() and chips.choices(1) is None
    chips.folded[2] = True
    with pytest.raises(ChipsError):
        chips.give_turn(2)  # a folded seat cannot bet
