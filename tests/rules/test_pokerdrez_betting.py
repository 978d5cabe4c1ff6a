"""PokerDrez's betting variant (rulebook 003, "Variante (No apta para menores) ¿Te emociona apostar?"):
each rule with the passage it checks, and our decisions B1-B7 (games/pokerdrez/betting.py)."""

from __future__ import annotations

import random

import pytest

from game.core import Action, IllegalActionError
from games.pokerdrez.betting import meet, raise_to, read_raise, refuse
from games.pokerdrez.engine import PHASE_RETURN, PokerDrez
from games.pokerdrez.view import card_move, keep
from tests.rules.test_pokerdrez import BACK_RANK, B, W, c, position

BET = {"stakes": "5-20"}
START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"


def betting_game(fen: str = START, **kwargs: object) -> PokerDrez:
    return position(fen, options=BET, **kwargs)  # type: ignore[arg-type]


def raises_of(state: PokerDrez, seat: int) -> list[int]:
    return [n for a in state.legal_actions(seat) if (n := read_raise(a)) is not None]


def test_betting_is_off_by_default():
    state = PokerDrez(2, 0)
    assert state.options["stakes"] == "off" and state.betting is None
    state.apply(B, keep())
    state.apply(W, keep())
    assert not any(a.kind in ("raise", "meet", "refuse") for a in state.legal_actions(W))
    assert state.view(W).betting is None
    with pytest.raises(IllegalActionError, match="without betting"):
        state.apply(W, raise_to(6))


def test_minimum_and_maximum_stake_and_the_game_starts_at_the_minimum():
    # "Establece con tu contrincante una apuesta mínima y una máxima, por ejemplo, 5€ y 20€."
    # "Siempre se comienza el juego con la apuesta mínima"
    state = betting_game()
    view = state.view(W).betting
    assert view is not None
    assert (view.minimum, view.maximum, view.stake) == (5, 20, 5)
    # B1: each brings the maximum, and the minimum goes into the middle from both.
    assert view.stacks == (15, 15) and view.pot == 10
    assert raises_of(state, W) == list(range(6, 21))
    assert view.raise_range == (6, 20)
    assert state.view(B).betting.raise_range is None  # not Black's turn


def test_the_winner_takes_the_stake():
    # "o sea, el ganador se la llevará"
    state = betting_game(BACK_RANK, hand0=("P1", "P2"), hand1=("T1", "P4"))
    state.apply(B, card_move("a3a1", c("T1"), "hand"))
    assert state.result == ("checkmate", B)
    assert state.betting.net == (-5, 5)
    outcome = state.outcome()
    assert outcome.scores == (-5.0, 5.0) and outcome.winners == (B,)  # B7: the score is the chips
    assert "Player 2 wins 5 chips from Player 1" in [str(d) for d in outcome.detail]


def test_a_draw_returns_the_stake():
    # "Si hay empate se devuelve la apuesta a ambos jugadores."
    state = betting_game("k7/8/8/8/8/4q2p/7P/N6K b - - 0 1", hand0=("P1", "P2"), hand1=("D1", "P4"))
    state.apply(B, card_move("e3f2", c("D1"), "hand"))
    assert state.result == ("stalemate", None)
    assert state.betting.net == (0, 0)
    assert state.outcome().scores == (0.0, 0.0) and state.outcome().placing == (1, 1)
    assert "The stake goes back: nobody wins any chips" in [str(d) for d in state.outcome().detail]


def test_a_raise_on_ones_turn_must_be_met_or_beaten():
    # "Durante su turno cualquiera de los jugadores podrá aumentar la apuesta, el jugador contrario
    # deberá aceptarla o superarla para no perder."
    state = betting_game()
    state.apply(W, raise_to(8))
    assert state.to_act() == (B,)
    answers = state.legal_actions(B)
    assert answers == [meet(), *(raise_to(n) for n in range(9, 21)), refuse()]
    assert state.legal_actions(W) == []
    view = state.view(B)
    assert view.betting.offered == 8 and view.betting.answering == B and view.chess_moves == ()
    state.apply(B, meet())
    # The raise met, the raiser's turn goes on: a move, and no second raise this turn (B4).
    assert state.to_act() == (W,)
    assert state.betting.stake == 8 and state.view(W).betting.stacks == (12, 12)
    assert raises_of(state, W) == []
    assert state.legal_actions(W)  # its moves
    with pytest.raises(IllegalActionError, match="one raise per turn"):
        state.apply(W, raise_to(9))


def test_beating_a_raise_asks_the_first_player_to_answer_again():
    # B3: the answer "superarla" names a higher stake, which the raiser must meet or beat in turn.
    state = betting_game()
    state.apply(W, raise_to(8))
    state.apply(B, raise_to(12))
    assert state.to_act() == (W,) and state.betting.committed == B
    assert state.legal_actions(W)[0] == meet()
    state.apply(W, meet())
    assert state.betting.stake == 12 and state.betting.committed == B
    assert state.view(W).betting.stacks == (8, 8) and state.view(W).betting.pot == 24
    assert state.to_act() == (W,) and raises_of(state, W) == []


def test_refusing_a_raise_loses_the_game_at_the_stake_before_it():
    # "deberá aceptarla o superarla para no perder": B2, the refuser loses and pays the stake that
    # stood before the refused raise; the unmet raise goes back to its maker.
    state = betting_game()
    state.apply(W, raise_to(8))
    state.apply(B, meet())
    state.apply(W, card_move("e2e4", c("P1"), "hand"))
    state.apply(B, raise_to(15))
    state.apply(W, refuse())
    assert state.is_over() and state.result == ("refused", B)
    assert state.betting.net == (-8, 8)
    assert state.outcome().winners == (B,) and state.outcome().scores == (-8.0, 8.0)
    assert "Raise refused: Player 2 wins" in [str(d) for d in state.outcome().detail]


def test_a_raiser_who_draws_pays_the_stake():
    # "Cada vez que uno de los jugadores aumenta la apuesta existente se está comprometiendo a ganar
    # el juego. Si no logra ganar (si pierde o empata) habrá perdido la apuesta."
    state = betting_game("k7/8/8/8/8/4q2p/7P/N6K b - - 0 1", hand0=("P1", "P2"), hand1=("D1", "P4"))
    state.apply(B, raise_to(10))
    state.apply(W, meet())
    state.apply(B, card_move("e3f2", c("D1"), "hand"))
    assert state.result == ("stalemate", None)
    assert state.betting.net == (10, -10)
    assert state.outcome().placing == (1, 1)  # the game is a draw; the chips go to White


def test_only_the_last_raiser_is_committed():
    # B5: a beaten raise passes the commitment on.
    state = betting_game("k7/8/8/8/8/4q2p/7P/N6K b - - 0 1", hand0=("P1", "P2"), hand1=("D1", "P4"))
    state.apply(B, raise_to(10))
    state.apply(W, raise_to(14))
    state.apply(B, meet())
    state.apply(B, card_move("e3f2", c("D1"), "hand"))
    assert state.result == ("stalemate", None)
    assert state.betting.net == (-14, 14)


def test_a_raiser_who_loses_pays_the_raised_stake():
    state = betting_game(BACK_RANK, hand0=("P1", "P2"), hand1=("T1", "P4"))
    state.betting.raised_at = None
    # White raised on an earlier turn (set up as met): White is committed, then mated.
    state.apply(B, raise_to(6))
    state.apply(W, raise_to(11))
    state.apply(B, meet())
    state.apply(B, card_move("a3a1", c("T1"), "hand"))
    assert state.result == ("checkmate", B)
    assert state.betting.net == (-11, 11)


def test_no_raise_beyond_the_maximum():
    # "Cuando se llega a la apuesta máxima establecida previamente ya no se puede apostar más."
    state = betting_game()
    state.apply(W, raise_to(20))
    assert state.legal_actions(B) == [meet(), refuse()]
    state.apply(B, meet())
    state.apply(W, card_move("e2e4", c("P1"), "hand"))
    assert raises_of(state, B) == []
    assert state.view(B).betting.raise_range is None
    with pytest.raises(IllegalActionError, match="maximum"):
        state.apply(B, raise_to(21))


@pytest.mark.parametrize(
    "seat,action,words",
    [
        (W, Action("raise", (5,)), "from 6 to 20"),
        (W, Action("raise", (21,)), "from 6 to 20"),
        (W, Action("raise", ("x",)), "raise:N"),
        (W, meet(), "no raise to answer"),
        (W, refuse(), "no raise to answer"),
        (B, raise_to(6), "not seat 2.s turn"),
    ],
)
def test_bad_bets_are_refused_with_a_reason_and_nothing_changes(seat, action, words):
    state = betting_game()
    before = state.snapshot()
    with pytest.raises(IllegalActionError, match=words):
        state.apply(seat, action)
    assert state.snapshot() == before


def test_a_raise_waits_for_its_answer_before_anything_else():
    state = betting_game()
    state.apply(W, raise_to(7))
    before = state.snapshot()
    for seat, action in ((W, card_move("e2e4", c("P1"), "hand")), (W, raise_to(9)), (B, raise_to(7))):
        with pytest.raises(IllegalActionError):
            state.apply(seat, action)
    assert state.snapshot() == before


def test_no_raise_before_play_nor_while_giving_a_card_back():
    # B4
    state = PokerDrez(2, 1, BET)
    assert not any(a.kind == "raise" for a in state.legal_actions(B))  # the pawn removal
    state = betting_game()
    state.apply(W, card_move("e2e4", c("P5"), "common"))
    assert state.phase == PHASE_RETURN
    assert not any(a.kind == "raise" for a in state.legal_actions(W))


def test_no_raise_when_mated_or_stalemated():
    # B6: the verdict is not postponed by a raise.
    state = betting_game(BACK_RANK, hand0=("P1", "P2"), hand1=("T1", "P4"))
    state.apply(B, card_move("a3a1", c("T1"), "hand"))
    assert state.is_over() and state.legal_actions(W) == []


def test_a_raise_is_allowed_in_plain_chess():
    # B4: "Durante su turno" holds whether the deck lasts or not.
    state = betting_game()
    state.phase = "chess"
    state._legal = None
    assert raises_of(state, W) == list(range(6, 21))


def test_saves_keep_the_chips_and_random_games_keep_the_laws():
    for seed in range(12):
        state = PokerDrez(2, seed, {"stakes": "10-50", "decks": 1})
        rng = random.Random(seed)
        while not state.is_over() and len(state.history) < 600:
            seat = state.to_act()[0]
            state.apply(seat, rng.choice(state.legal_actions(seat)))
            assert state.invariant_violations() == []
            again = PokerDrez.from_snapshot(2, seed, state.options, state.snapshot())
            assert again.view(seat) == state.view(seat)
        if state.is_over():
            net = state.betting.net
            assert net is not None and sum(net) == 0 and abs(net[0]) <= 50


def test_a_save_with_chips_in_a_game_without_betting_is_refused():
    from game.core import SaveError

    state = betting_game()
    snapshot = state.snapshot()
    with pytest.raises(SaveError, match="without betting"):
        PokerDrez.from_snapshot(2, 0, {}, snapshot)


# --- the computer players' stakes (games/pokerdrez/players.py, ``choose_bet``) -------------------------
AHEAD = "k7/8/8/8/8/8/8/KQR5 w - - 0 1"  # White a queen and a rook up
EVEN = START


def _players():
    from games.pokerdrez.players import make_easy, make_hard, make_normal

    return [make_easy(3), make_normal(3), make_hard(3)]


def test_a_computer_far_ahead_raises_and_one_even_does_not():
    for bot in _players():
        ahead = betting_game(AHEAD, hand0=("P1", "P2"), hand1=("P3", "P4"))
        action = bot.choose(ahead, W)
        assert action.kind == "raise" and read_raise(action) == 20, bot.name  # far ahead: the maximum
        even = betting_game(EVEN)
        assert even.view(W).betting.raise_range is not None
        assert bot.choose(even, W).kind == "move", bot.name


def test_a_computer_answers_a_raise_by_how_it_stands():
    for bot in _players():
        lost = betting_game(AHEAD, hand0=("P1", "P2"), hand1=("P3", "P4"))
        lost.apply(W, raise_to(9))
        assert bot.choose(lost, B) == refuse(), bot.name  # a queen and a rook down: refused
        even = betting_game(EVEN)
        even.apply(W, raise_to(9))
        assert bot.choose(even, B) == meet(), bot.name
        ahead = betting_game("kqr5/8/8/8/8/8/8/KQ6 w - - 0 1")  # White a rook down raises all the same
        ahead.apply(W, raise_to(6))
        assert (read_raise(bot.choose(ahead, B)) or 0) > 6, bot.name  # Black, a rook up, beats it


def test_computer_stakes_never_peek():
    # Twins that differ only in the opponent's hidden cards get the same betting answer.
    from tests.rules.test_pokerdrez_players import twin

    for bot in _players():
        for fen in (AHEAD, EVEN):
            state = betting_game(fen)
            if fen == EVEN:
                state.apply(W, raise_to(9))
            seat = state.to_act()[0]
            other = twin(state, seat, seed=4)
            assert other.view(seat) == state.view(seat)
            assert bot.choose(state, seat) == bot.choose(other, seat)


def test_the_rules_screens_say_the_betting_decisions():
    from pathlib import Path

    folder = Path(__file__).parents[2] / "games" / "pokerdrez" / "rules"
    english = (folder / "en.md").read_text(encoding="utf-8")
    spanish = (folder / "es.md").read_text(encoding="utf-8")
    assert "# Betting (option)" in english and "# Apuestas (opción)" in spanish
    decisions_en = english.split("our decisions", 1)[1]
    decisions_es = spanish.split("nuestras decisiones", 1)[1]
    assert "refusing a raise loses the game" in decisions_en
    assert "only the last raiser has promised to win" in decisions_en
    assert "rechazar una subida pierde la partida" in decisions_es
    assert "solo quien subió el último" in decisions_es


def test_saves_between_the_two_pawn_choices_read_back():
    # Mended with the betting work: a save after Black's choice and before White's failed to load.
    for first in (keep(), Action("remove", ("c7",))):
        state = PokerDrez(2, 0, BET)
        state.apply(B, first)
        again = PokerDrez.from_snapshot(2, 0, state.options, state.snapshot())
        assert again.view(W) == state.view(W)


def test_the_statistics_record_the_chips(tmp_path):
    # B7: the statistics keep each person's score, which with betting on is the chips won or lost.
    from scenes.stats_store import StatsStore, record_key, result_of

    state = betting_game(BACK_RANK, hand0=("P1", "P2"), hand1=("T1", "P4"))
    state.apply(B, raise_to(12))
    state.apply(W, meet())
    state.apply(B, card_move("a3a1", c("T1"), "hand"))
    outcome = state.outcome()
    store = StatsStore(tmp_path / "stats.json")
    for person in (W, B):
        result = result_of(state, outcome, [person])
        assert result is not None and result.scores == (float(state.betting.net[person]),)
        store.add(result)
    # Chips are kept apart from plain points (OptionSpec.separate_records): a record of their own.
    assert record_key(state) == f"pokerdrez|stakes={state.options['stakes']}"
    record = store.get(record_key(state))
    assert (record.played, record.won, record.best, record.score_sum) == (2, 1, 12.0, 0.0)
    assert store.get("pokerdrez").played == 0


def test_the_view_offers_a_raise_only_where_the_rules_allow_one():
    state = PokerDrez(2, 1, BET)
    assert state.view(B).betting.raise_range is None  # the pawn removal (B4)
    state.apply(B, keep())
    assert state.view(W).betting.raise_range is None
    state.apply(W, keep())
    assert state.view(W).betting.raise_range == (6, 20)
