"""PokerDrez para 4's computer players: they play legal moves, see only their seat, and a computer
partner uses nothing of its partner's hand even when the option shows it (D10)."""

from __future__ import annotations

from game.ai.base import RandomBot
from games.pokerdrez4.board import partner_of
from games.pokerdrez4.engine import PokerDrez4
from games.pokerdrez4.players import Level, PokerDrez4Player, make_easy, make_hard, make_normal

UNHURRIED = Level(worlds=3, hanging=True, seconds=1000.0)  # no clock: the same choice every time
UNHURRIED_ROUND = Level(worlds=2, hanging=False, seconds=1000.0, deep=True)  # hard's search, unclocked


def _position(seed: int, options: dict) -> PokerDrez4:
    for attempt in range(40):
        state = PokerDrez4(4, seed * 50 + attempt, options)
        bot = RandomBot(seed)
        for _ in range(12):
            if state.is_over():
                break
            seat = state.to_act()[0]
            state.apply(seat, bot.choose(state, seat))
        if not state.is_over() and state.phase == "play" and len(state.legal_actions(state.to_act()[0])) > 3:
            return state
    raise AssertionError("no position")


def _twin(state: PokerDrez4, others: list[int]) -> PokerDrez4:
    """The same game with the hands of ``others`` swapped for cards of the deck."""
    twin = state.clone()
    deck = list(state.cards.cards("deck"))
    taken: list = []
    for i, seat in enumerate(others):
        taken += list(state.hand(seat))
        twin.cards.replace(f"hand.{seat}", deck[2 * i : 2 * i + 2])
    twin.cards.replace("deck", taken + deck[2 * len(others) :])
    twin._legal = None
    assert not twin.invariant_violations()
    return twin


def test_every_strength_plays_legal_moves_to_the_end():
    for make in (make_easy, make_normal, make_hard):
        state = PokerDrez4(4, 3, {})
        bots = [make(s) for s in range(4)]
        for _ in range(60):
            if state.is_over():
                break
            seat = state.to_act()[0]
            action = bots[seat].choose(state, seat)
            assert action in state.legal_actions(seat)
            state.apply(seat, action)


def test_the_choice_does_not_depend_on_the_hidden_hands():
    for seed in range(3):
        state = _position(seed, {})
        seat = state.to_act()[0]
        twin = _twin(state, [(seat + 1) % 4, (seat + 2) % 4, (seat + 3) % 4])
        assert twin.view(seat) == state.view(seat)
        for level in (UNHURRIED, UNHURRIED_ROUND):
            first = PokerDrez4Player(level, "t", 7).choose(state, seat)
            second = PokerDrez4Player(level, "t", 7).choose(twin, seat)
            assert first == second


def test_a_computer_partner_ignores_the_partners_cards_even_when_shown():
    # D10: "computer partners share nothing hidden"
    for seed in range(3):
        state = _position(seed, {"partners_see": True})
        seat = state.to_act()[0]
        twin = _twin(state, [partner_of(seat)])
        assert twin.view(seat).partner_hand != state.view(seat).partner_hand  # a person would see the change
        for level in (UNHURRIED, UNHURRIED_ROUND):
            first = PokerDrez4Player(level, "t", 7).choose(state, seat)
            second = PokerDrez4Player(level, "t", 7).choose(twin, seat)
            assert first == second


def test_normal_takes_a_free_queen():
    from tests.rules.test_pokerdrez4 import KINGS, c, card_move, position, sq

    state = position({**KINGS, "d4": "0R", "d7": "1Q", "b3": "0N"}, hands={0: ("T1", "C1")})
    assert make_normal(1).choose(state, 0) == card_move(sq("d4"), sq("d7"), c("T1"), "hand")


def test_the_partners_capture_level_plays_legal_moves():
    # partner_reply is off in every strength (hard played worse with it) but stays correct
    player = PokerDrez4Player(Level(worlds=2, hanging=True, seconds=1000.0, partner_reply=True), "t", 3)
    state = PokerDrez4(4, 9, {})
    for _ in range(30):
        if state.is_over():
            break
        seat = state.to_act()[0]
        action = player.choose(state, seat)
        assert action in state.legal_actions(seat)
        state.apply(seat, action)


def test_hard_sees_the_mate_at_the_end_of_the_round_that_normal_misses():
    # Blue's queen goes to a5 on blue's turn, the last before yellow's: the rook on b7 holds the
    # b-file, so the yellow king on a1 is mated unless yellow blocks the fifth rank now.
    from games.pokerdrez4.players import HARD, MATE, NORMAL, Round, answer_value, played
    from tests.rules.test_pokerdrez4 import position, sq

    men = {"a1": "0K", "h1": "1K", "d8": "2K", "h8": "3K", "c3": "0N", "b7": "3R", "f5": "3Q"}
    state = position(men, hands={0: ("C1", "C2"), 1: ("C3", "A3"), 2: ("C4", "A4"), 3: ("D1", "A5")})

    def after(origin: str, target: str):
        return played(state.board, state.reserves, 0, ("move", sq(origin), sq(target), "N"))

    quiet, block = after("c3", "e2"), after("c3", "b5")
    assert Round(state, 0, HARD).value(*quiet) < -MATE / 2
    assert Round(state, 0, HARD).value(*block) > -MATE / 2
    # normal looks at green's answer only: the two moves are alike to it
    assert answer_value(state, *quiet, 0, NORMAL, None) == answer_value(state, *block, 0, NORMAL, None)
