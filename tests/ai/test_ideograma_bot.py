"""The hard Ideograma player: its leave, its endgame and its look-ahead."""

from __future__ import annotations

import random

from games.ideograma.engine import BLANK, Ideograma, tile_set
from games.ideograma.players import (
    LEAVE_TILES,
    _Answers,
    _best_reply,
    _kept,
    _leave,
    _leave_worth,
    bingo_chance,
    leave_value,
    make_hard,
    make_normal,
)


def _midgame(seed: int, moves: int, until_bag_empty: bool = False) -> Ideograma:
    """A position reached by normal play (normal's choices are the best score: quick)."""
    state = Ideograma(2, seed, {})
    bot = make_normal(seed)
    for _ in range(moves):
        if state.is_over() or (until_bag_empty and not state.bag):
            break
        seat = state.to_act()[0]
        state.apply(seat, bot.choose(state, seat))
    return state


def _with_rack(state: Ideograma, letters: str) -> Ideograma:
    """The seat to act holds ``letters``: its tiles go back to the bag, those come out of it."""
    seat = state.turn
    state.bag.extend(state.racks[seat])
    state.racks[seat] = []
    for letter in letters.lower():
        if letter not in state.bag:  # the opponent holds it: they get a tile of the bag instead
            other = state.racks[1 - seat]
            other.remove(letter)
            other.append(state.bag.pop())
            state.bag.append(letter)
        state.bag.remove(letter)
        state.racks[seat].append(letter)
    state._legal = state._plays = None
    assert state.invariant_violations() == []
    return state


def test_leave_prefers_a_blank_and_balance_to_duplicates() -> None:
    assert leave_value([BLANK, "e", "s"]) > leave_value(["e", "s", "r"])
    assert leave_value(["a", "e", "r", "s"]) > leave_value(["u", "u", "i", "i"])
    assert leave_value(["q"]) < leave_value(["a"])


def test_the_leave_table_covers_every_tile_of_the_set() -> None:
    # The fitted values are for Ideograma's own tiles: 25 letters (Ñ is one; no K or W) and the blank.
    tiles = tile_set()
    assert set(LEAVE_TILES) == {letter for letter, n in tiles.counts.items() if n} | {BLANK}
    # "El comodín no tiene valor" in points, yet it is the tile most worth keeping; a Q kept
    # alone (it needs a U) is among the worst.
    alone = sorted(LEAVE_TILES, key=lambda tile: leave_value([tile]))
    assert alone[-1] == BLANK and "q" in alone[:3]


def test_a_leave_that_makes_sevens_is_worth_more() -> None:
    # "El jugador que coloque sus 7 fichas en un solo turno se gana 50 puntos de premio": a
    # leave whose draws often spell a word of seven is worth more than one that seldom does.
    assert bingo_chance(["a", "e", "r", "s"]) > bingo_chance([]) > bingo_chance(["q", "u", "u"])
    assert bingo_chance([BLANK]) > bingo_chance(["e"])
    assert leave_value(["a", "e", "r", "s"]) > leave_value(["q", "u", "u", "y"])
    assert bingo_chance(["d", "e", "o"]) == bingo_chance(["o", "d", "e"])  # sampled the same way every time


def test_an_awful_rack_is_worth_exchanging() -> None:
    # Rule 7: "Un participante, en lugar de jugar, puede utilizar su turno para cambiar una o
    # todas las fichas de su atril." With Q, three U, two I and a Y the best play scores 18 and
    # keeps bad tiles: by the leave values, changing all seven is worth more than any play.
    state = _with_rack(_midgame(32, 6), "QUUUIIY")
    seat = state.turn
    rack = state.racks[seat]
    legal = state.legal_actions(seat)
    exchanges = [a for a in legal if a.kind == "exchange"]
    assert max(len(a.args) for a in exchanges) == 7 and _kept(rack, max(exchanges, key=lambda a: len(a.args)).args) == []
    plays = state.generated_plays()
    assert max(play.score + leave_value(_leave(rack, play.codes)) for play in plays.values()) < leave_value([])
    assert make_hard(4).choose(state, seat) in legal


def test_quick_answers_are_the_answers_of_the_whole_board() -> None:
    # Hard finds the opponent's best answer once per sampled rack and, after each of its plays,
    # searches again only the lines that play changed: the same as generating the whole board.
    for seed, moves in ((41, 5), (44, 11), (47, 16)):
        state = _midgame(seed, moves)
        seat = state.to_act()[0]
        world = state.determinize(seat, random.Random(seed))
        answers = _Answers(world, 1 - seat)
        plays = sorted(state.generated_plays().items(), key=lambda item: -item[1].score)
        for action, _ in plays[:5] + plays[-5:]:
            after = world.clone()
            after.apply(seat, action)
            assert answers.best_after(action) == _best_reply(after, seat, endgame=False)


def test_endgame_leave_is_the_points_we_may_be_stuck_with() -> None:
    # With the bag empty the tiles left count against us at the end (their values).
    assert _leave_worth(["z"], endgame=True) < _leave_worth(["a"], endgame=True) < 0
    assert _leave_worth([], endgame=True) == 0


def test_hard_plays_a_legal_play_that_depends_only_on_the_view() -> None:
    state = _midgame(31, 6)
    seat = state.to_act()[0]
    choice = make_hard(1).choose(state, seat)
    assert choice in state.legal_actions(seat)
    # Another bot seed and a true state with other secrets (same view): the same play.
    other = state.determinize(seat, random.Random(99))
    assert make_hard(2).choose(other, seat) == choice


def test_hard_in_the_endgame_plays_legally_until_the_end() -> None:
    state = _midgame(7, 200, until_bag_empty=True)
    assert not state.is_over() and not state.bag
    hard = make_hard(3)
    while not state.is_over():
        seat = state.to_act()[0]
        action = hard.choose(state, seat)
        assert action in state.legal_actions(seat)
        state.apply(seat, action)


def test_easy_plays_the_words_a_casual_player_knows():
    # Issue 23, point 3: "Ideograma easy plays common words from a frequency-limited vocabulary"
    # (its "Normal" had opened with 102 and 51 points of dictionary rarities against a beginner).
    from game.registry import GAMES
    from games.ideograma.lexicon import common_words
    from games.ideograma.players import main_word, make_easy, make_normal

    known = common_words()
    assert 10_000 <= len(known) <= 15_000 and {"casa", "puedo", "taza"} <= known and "rehui" not in known
    easy_words, normal_words = [], []
    for seed in range(4):
        state = GAMES["ideograma"](2, seed)
        for _ in range(8):
            if state.is_over():
                break
            seat = state.to_act()[0]
            bot = make_easy(seed) if seat == 0 else make_normal(seed)
            action = bot.choose(state.clone(), seat)
            play = state.generated_plays().get(action)
            if play is not None:
                (easy_words if seat == 0 else normal_words).append(main_word(state, play))
            state.apply(seat, action)
    assert len(easy_words) >= 12
    assert sum(word in known for word in easy_words) >= 0.9 * len(easy_words)
    assert sum(word in known for word in normal_words) < sum(word in known for word in easy_words)
