"""Trading Faces' computer players: they never peek (twin states that differ only in what the seat cannot
see get the same move), they guess blind when a person acts, and they read the drawn face fairly."""

from __future__ import annotations

import copy
import random
from collections import Counter

import pytest

from game.core import SaveError, load_state, loads_state
from game.registry import GAMES
from games.tradingfaces.emotions import BY_NUMBER
from games.tradingfaces.engine import TradingFaces, perform_pose
from games.tradingfaces.players import EASY, HARD, NORMAL, TradingFacesPlayer, make_easy, make_hard, make_normal
from games.tradingfaces.view import ACT_IN_PERSON, PERFORM, FaceSeen, Performance, guess, pass_card
from games.tradingfaces.view import lift as lift_place
from games.tradingfaces.view import try_pair as try_pair_at
from tests.ai.twins import twins_agree
from tests.rules.test_tradingfaces import deal, filler

MAKERS = [make_easy, make_normal, make_hard]


def _positions(variant: str, players: int, seeds: range):
    for seed in seeds:
        state = TradingFaces(players, seed, {"variant": variant})
        rng = random.Random(seed)
        for _ in range(rng.randrange(80)):
            if state.is_over():
                break
            seat = rng.choice(state.to_act())
            state.apply(seat, rng.choice(state.legal_actions(seat)))
        if not state.is_over():
            yield state, rng.choice(state.to_act())


@pytest.mark.parametrize("variant", ["classic", "memory"])
@pytest.mark.parametrize("make", MAKERS, ids=lambda m: m.__name__)
def test_twins_that_differ_only_in_secrets_get_the_same_move(variant, make):
    checked = 0
    for state, seat in _positions(variant, 4, range(40)):
        for k in range(3):
            twin = state.determinize(seat, random.Random(k))
            assert twin.view(seat) == state.view(seat)
            if twin.snapshot() == state.snapshot():
                continue
            assert make(5).choose(state, seat) == make(5).choose(twin, seat)
            checked += 1
    assert checked > 40


def test_a_guesser_does_not_know_the_answer_when_a_person_acts():
    # Twin games where the actor holds another emotion: the view of the guessers is the same, and so is the guess.
    first = deal([filler(6, 6, 6), filler(1), filler(2)])
    second = deal([filler(9, 9, 9), filler(1), filler(2)])
    for state in (first, second):
        state.apply(0, ACT_IN_PERSON)
    assert first.view(1) == second.view(1)
    for make in MAKERS:
        assert make(3).choose(first, 1) == make(3).choose(second, 1)


def test_a_computer_actor_lets_the_drawn_face_act():
    state = deal([filler(6, 6, 6), filler(1), filler(2)])
    assert make_normal(1).choose(state, 0) == PERFORM


def _accuracy(level, samples=300):
    rng = random.Random(11)
    right = 0
    player = TradingFacesPlayer(4, level)
    for i in range(samples):
        emotion = rng.randint(1, 13)
        pose = perform_pose(emotion, rng)
        weights = player._perceive(pose, list(range(1, 14)), random.Random(i))
        right += player._pick(weights, random.Random(i)) == emotion
    return right / samples


def test_reading_the_drawn_face_is_better_by_strength_and_never_perfect():
    easy, normal, hard = _accuracy(EASY), _accuracy(NORMAL), _accuracy(HARD)
    assert 1 / 13 < easy < normal < hard <= 1.0
    # a person can misread a face, and so can hard: over more faces it misses some (99% right)
    assert _accuracy(HARD, samples=1000) < 1.0
    print(f"drawn-face reading: easy {easy:.2f}, normal {normal:.2f}, hard {hard:.2f}")


def test_a_guess_from_the_face_never_names_a_ruled_out_emotion():
    state = deal([filler(6, 6, 6), filler(1), filler(2), filler(4)])
    state.apply(0, PERFORM)
    state.apply(1, state.legal_actions(1)[5])  # a wrong guess (happy is the 6th) or the right one
    if state.phase == "guess":
        ruled = set(state.view(2).impossible)
        for make in MAKERS:
            assert int(make(2).choose(state, 2).args[0]) not in ruled


def test_performance_is_public_data_only():
    assert set(Performance.__dataclass_fields__) == {"pose", "look"}


def test_a_blind_guess_follows_the_cards_seen_passing():
    # Seat 0 acts; seat 1 (its left) guesses first, then seat 2, who passes to seat 0.
    state = deal([filler(6, 6, 6), filler(1), filler(2)])
    state.apply(0, ACT_IN_PERSON)
    first = make_hard(1)
    first.got_from_right[4] = 3  # the actor kept giving seat 1 the 4s: not what it collects
    picks = {first.choose(state, 1) for _ in range(1)}
    assert guess(4) not in picks
    state.apply(1, guess(1))
    second = make_hard(2)
    second.given_left[9] = 2  # seat 2 gave the actor two 9s: maybe it collected them
    assert second.choose(state, 2) == guess(9)


def _memory_with_twins_at(first: int, second: int, seed: int = 3) -> TradingFaces:
    """A two-player Memory game whose cards at ``first`` and ``second`` are a pair."""
    state = TradingFaces(2, seed, {"variant": "memory"})
    emotion = state.grid[first]
    twin = next(p for p, e in enumerate(state.grid) if e == emotion and p != first)
    state.grid[twin], state.grid[second] = state.grid[second], state.grid[twin]
    return state


def _face_seen(state: TradingFaces, seat: int, place: int) -> None:
    """Seat ``seat`` lifted ``place`` on an earlier turn and the drawn face acted it plainly."""
    emotion = state.grid[place]
    state.faces_seen.append(FaceSeen(0, seat, place, BY_NUMBER[emotion].pose))


def test_hard_remembers_a_drawn_face_from_an_earlier_turn_and_pairs_it():
    # Hard lifted place 5 on an earlier turn and saw it acted; now it lifts 9 and the face says the same.
    state = _memory_with_twins_at(5, 9)
    _face_seen(state, 0, 5)
    state.apply(0, lift_place(9))
    state.apply(1, PERFORM)
    # This turn's face plainly too (a drawn face may drift toward another emotion).
    plain = BY_NUMBER[state.grid[9]].pose
    state.performance = Performance(plain, state.performance.look)
    state.faces_seen[-1] = FaceSeen(state.faces_seen[-1].turn, 0, 9, plain)
    assert make_hard(1).choose(state, 0) == try_pair_at(5)
    # The normal player keeps no faces from earlier turns: it cannot know where the twin is.
    assert make_normal(1).choose(state, 0) != try_pair_at(5)


def test_hard_lifts_a_card_whose_remembered_face_has_a_twin_it_knows():
    state = _memory_with_twins_at(5, 9)
    emotion = state.grid[9]
    state.seen[0][9] = emotion  # seen for sure (say, turned in a failed try)
    _face_seen(state, 0, 5)
    assert make_hard(1).choose(state, 0) == lift_place(5)
    # A face another seat's lift showed is that seat's memory, not hard's.
    other = _memory_with_twins_at(5, 9)
    other.seen[0][9] = emotion
    _face_seen(other, 1, 5)
    assert make_hard(1).choose(other, 0) != lift_place(5)


@pytest.mark.parametrize("players", [2, 4])
def test_a_memory_game_loaded_from_a_save_plays_on_as_if_never_saved(players):
    # Session 10 noticed that hard forgot the faces it remembered when a game was loaded. Now what it
    # remembers is rebuilt from the view at every move: a game saved and loaded half-way, played on by
    # fresh computer players, makes the very same moves as the game never saved, to the end.
    for seed in range(3):
        state = TradingFaces(players, seed, {"variant": "memory"})
        bots = [make_hard(seed) if s == 0 else make_normal(seed * 10 + s) for s in range(players)]
        moves = 0
        while not state.is_over() and (moves < 40 or not state.faces_seen):
            seat = state.to_act()[0]
            state.apply(seat, bots[seat].choose(state, seat))
            moves += 1
        assert any(f.seat == 0 for f in state.faces_seen), "hard has a face to remember"
        loaded = loads_state(state.dumps(), GAMES)
        fresh = [make_hard(seed) if s == 0 else make_normal(seed * 10 + s) for s in range(players)]
        assert loaded.view(0) == state.view(0)
        while not state.is_over():
            seat = state.to_act()[0]
            action = bots[seat].choose(state, seat)
            assert fresh[seat].choose(loaded, seat) == action
            state.apply(seat, action)
            loaded.apply(seat, action)
        assert loaded.outcome() == state.outcome()


def test_a_memory_save_of_rules_1_is_refused_with_a_message_and_trading_faces_saves_replay():
    # Rules 2 added the faces to Memory's snapshot: a Memory save of rules 1 in progress cannot go on
    # (its snapshot lacks them) and says so; a Trading Faces save of rules 1 replays as before.
    state = TradingFaces(2, 4, {"variant": "memory"})
    for _ in range(6):
        seat = state.to_act()[0]
        state.apply(seat, state.legal_actions(seat)[-1])
    data = state.to_json()
    data["rules"] = 1
    del data["snapshot"]["faces_seen"]
    with pytest.raises(SaveError, match="older rules"):
        load_state(data, GAMES)
    classic = TradingFaces(3, 4, {})
    for _ in range(6):
        seat = classic.to_act()[0]
        classic.apply(seat, classic.legal_actions(seat)[0])
    old = classic.to_json()
    old["rules"] = 1
    assert "faces_seen" not in old["snapshot"] and load_state(old, GAMES) == classic


def _hard_mid_game(players: int, seed: int):
    """A game of one hard player (seat 0) against normal ones, played to a random pass round of seat 0:
    the hard player then remembers its own passes and what its left-hand neighbour's hand may be."""
    state = TradingFaces(players, seed, {"variant": "classic"})
    bots = [make_hard(seed) if s == 0 else make_normal(seed * 10 + s) for s in range(players)]
    rng = random.Random(seed)
    stop_at = rng.randrange(2, 12)
    seen = 0
    while not state.is_over():
        seat = rng.choice(state.to_act())
        if seat == 0 and state.phase == "pass":
            seen += 1
            if seen == stop_at:
                return state, bots[0]
        state.apply(seat, bots[seat].choose(state, seat))
    return None


@pytest.mark.parametrize("players", [3, 4, 5])
def test_hard_reading_its_left_neighbour_never_peeks(players):
    # Twin games that differ only in what seat 0 cannot see (the others' hands, the pile): the hard
    # player, with all it remembers of the game so far (its passes, its guesses of the left-hand
    # neighbour's hand), passes the same card in both.
    checked = 0
    for seed in range(25):
        found = _hard_mid_game(players, seed)
        if found is None:
            continue
        state, hard = found
        assert hard.left_hand is not None
        checked += twins_agree(state, 0, hard, 3)
    assert checked > 20


def test_hard_keeps_back_the_card_its_left_neighbour_likely_waits_for():
    # Seat 0 gives its left-hand neighbour a 4; the neighbour holds the other 4 (seat 0 cannot see it),
    # keeps the pair and calls no stop; then the right-hand neighbour passes seat 0 the last 4. Seat 0
    # now holds two single cards, the 4 and a 13. The hard player reads from its own passes that its
    # left-hand neighbour likelier waits for the 4, and passes the 13.
    hands = [
        [4, 1, 1, 2, 2, 5, 5, 13],
        [4, 9, 6, 10, 10, 11, 11, 12],
        [6, 6, 7, 7, 8, 8, 9, 12],
        [4, 3, 3, 13, 13, 12, 9, 10],
    ]
    state = deal(hands, players=4)
    hard = make_hard(3)
    assert hard.choose(state, 0) == pass_card(4)
    for seat, card in enumerate((4, 9, 9, 4)):
        state.apply(seat, pass_card(card))
    assert state.phase == "pass" and state.hands[1].count(4) == 2 and state.hands[0].count(4) == 1
    assert hard.choose(state, 0) == pass_card(13)
    view = state.view(0)
    mine = Counter(view.hand)
    assert hard._feeds_left(view, 4, mine, Counter()) > 3 * hard._feeds_left(view, 13, mine, Counter())
    # Without the memory of its pass (a fresh player), the two single cards look alike.
    fresh = make_hard(3)
    fresh.choose(copy.deepcopy(state), 0)
    assert abs(fresh._feeds_left(view, 4, mine, Counter()) - fresh._feeds_left(view, 13, mine, Counter())) < 0.1


def test_a_computer_memory_of_passes_follows_an_undo():
    # One person (seat 1) against computers: the person chooses a pass, the hard player at seat 0 then
    # chooses its own, and the person takes the pass back (undo replays the moves before it; the
    # hard player's pass goes with it). Asked again, the hard player remembers each ended round once
    # (its gifts, the cards it got, the rounds played out in its guesses) and nothing of the round undone.
    for seed in range(11, 60):  # a deal whose first three rounds call no stop
        state = TradingFaces(4, seed, {})
        hard = make_hard(3)
        others = [None, None, make_normal(2), make_normal(3)]
        gifts, gots = Counter(), Counter()
        for _ in range(3):  # three whole rounds, the person passing first each time
            if state.phase != "pass":
                break
            state.apply(1, pass_card(state.hands[1][0]))
            gift = hard.choose(state, 0)
            state.apply(0, gift)
            for seat in (2, 3):
                state.apply(seat, others[seat].choose(state, seat))
            gifts[gift.args[0]] += 1
            gots[state.view(0).received] += 1
        if state.phase == "pass" and sum(gifts.values()) == 3:
            break
    assert state.phase == "pass"
    before_person = len(state.history)
    state.apply(1, pass_card(state.hands[1][-1]))
    undone = hard.choose(state, 0)
    state.apply(0, undone)
    assert hard.given_left == gifts + Counter([undone.args[0]]) and hard.got_from_right == gots
    followed = hard.followed
    state = state.rewound(before_person)  # the person's undo
    again = hard.choose(state, 0)  # the view differs (the person has not chosen): a fresh decision
    assert hard.followed == followed  # the round is not played out in its guesses twice
    assert hard.given_left == gifts + Counter([again.args[0]]) and hard.got_from_right == gots


def test_the_card_that_called_stop_is_remembered_by_the_computer():
    # Seat 1 passes seat 2 the 3 that completes its set. Once the set is played, seat 2's view still
    # says which card it received last (the engine kept it), and a computer counts it among the
    # cards its right-hand neighbour gave it.
    state = deal([filler(1, 2, size=6), filler(3, 4, size=6), filler(3, 3, 5, size=6)])
    player = make_normal(1)
    state.apply(2, player.choose(state, 2))
    for seat, card in ((0, 1), (1, 3)):
        state.apply(seat, pass_card(card))
    assert state.phase == "act" and state.current == (2, 3)
    state.apply(2, PERFORM)
    while state.phase == "guess":
        seat = state.to_act()[0]
        state.apply(seat, guess(3))
    assert state.phase == "pass" and state.view(2).received == 3
    player.choose(state, 2)
    assert player.got_from_right[3] == 1


def test_easy_forgets_some_cards_it_saw_in_memory_always_the_same_ones():
    # Memory's easy player is a beginner: of the cards its view says it saw, it keeps about 85% in
    # mind, and which ones it forgot does not change from move to move (nor across a save).
    state = TradingFaces(2, 5, {"variant": "memory"})
    for place in range(26):
        state.seen[0][place] = state.grid[place]
    view = state.view(0)
    easy, normal = make_easy(4), make_normal(4)
    kept = easy._known(view)
    assert kept == make_easy(4)._known(view) and set(kept.items()) <= set(view.memory)
    assert 15 <= len(kept) < 26
    assert normal._known(view) == dict(view.memory)


def test_the_ceiling_tools_peeker_sees_every_hand_and_is_no_strength_of_the_app():
    # games/tradingfaces/peek.py measures what hard could reach if it saw every hand and the pile:
    # a measuring tool, never a player the app offers.
    from game.ai.base import BOTS
    from games.tradingfaces import SPEC
    from games.tradingfaces.peek import PeekingPlayer, peeked_pass

    assert set(SPEC.players) == {"easy", "normal", "hard"} and not any("peek" in name for name in BOTS)
    # Passing: the card whose play-outs from the true position (every hand, the pile in its order)
    # end best; the same answer every time it is asked, always a card of its hand.
    state = deal([[4, 1, 1, 2, 2, 5, 5, 13], filler(13, 13), filler(4), filler(4)], players=4)
    chosen = PeekingPlayer(3).choose(state, 0)
    assert chosen in state.legal_actions(0) and chosen == pass_card(peeked_pass(state, 0))
    assert PeekingPlayer(3).choose(state, 0) == chosen
    # Guessing: it names the emotion acted, which no fair guesser can know when a person acts.
    acting = deal([filler(6, 6, 6), filler(1), filler(2)])
    acting.apply(0, ACT_IN_PERSON)
    assert PeekingPlayer(3).choose(acting, 1) == guess(6)
