"""NeuroDrez computer players: they read only their seat's view (a never-peek test with twin states
that differ only in what the seat cannot see), play legal actions, and finish games."""

from __future__ import annotations

import random

import pytest

from games.neurodrez.engine import NeuroDrez
from games.neurodrez.players import WIN, make_easy, make_hard, make_normal, race_value


def _advance(state: NeuroDrez, moves: int, seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(moves):
        if state.is_over():
            return
        seat = state.to_act()[0]
        state.apply(seat, rng.choice([a for a in state.legal_actions(seat) if a.kind != "sudden"]))


def _twin(state: NeuroDrez, seat: int) -> NeuroDrez:
    """The same game for ``seat``, the others' tiles, cards and the deck dealt differently."""
    twin = state.clone()
    others = [a for a in range(state.actors) if state.actor_seat[a] != seat]
    pool = [t for a in others for t in state.hands[a]]
    pool.reverse()
    for a in others:
        size = len(state.hands[a])
        twin.hands[a] = sorted(pool[:size])
        del pool[:size]
    twin.cards = state.cards.determinize(seat, random.Random(99))
    return twin


@pytest.mark.parametrize("make", [make_easy, make_normal, make_hard])
@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_never_peeks_twin_states_differing_only_in_secrets_get_the_same_choice(make, players):
    for moves in (3, 17, 40):
        state = NeuroDrez(players, 5)
        _advance(state, moves, 1)
        if state.is_over():
            continue
        seat = state.to_act()[0]
        twin = _twin(state, seat)
        assert twin.view(seat) == state.view(seat)
        assert twin.snapshot() != state.snapshot()
        assert make(7).choose(state, seat) == make(7).choose(twin, seat)


@pytest.mark.parametrize(
    "players,mode", [(2, "competitive"), (4, "competitive"), (3, "cooperative"), (1, "cooperative")]
)
def test_computer_players_finish_games_with_legal_actions(players, mode):
    state = NeuroDrez(players, 3, {"mode": mode})
    bots = [make_easy(1), make_normal(2), make_hard(3)]
    turns = 0
    while not state.is_over() and turns < 120:
        seat = state.to_act()[0]
        action = bots[(state.actor + turns) % 3].choose(state, seat)
        assert action in state.legal_actions(seat)
        state.apply(seat, action)
        turns += 1


def test_hard_weighs_distinct_throws_of_the_next_player_every_face_colour_and_surface_once():
    # Each copy of the world would roll the same dice from the same generator: the throws weighed are
    # drawn by the player instead, a stratified sample of the 216.
    player = make_hard(5)
    for _ in range(20):
        throws = player._throws()
        assert len(throws) == player.level.rolls == 6
        assert sorted(f for f, _, _ in throws) == [1, 2, 3, 4, 5, 6]
        assert sorted(c for _, c, _ in throws) == list(range(6))
        assert sorted(s for _, _, s in throws) == list(range(6))


def _racing_position() -> tuple[NeuroDrez, int]:
    """Deal 14 played by two normal players to a move 17 tiles in, where some moves leave the next
    thrower a surface whole at its turn's start (found by a scratch search over deals 0-59)."""
    state = NeuroDrez(2, 14)
    bots = [make_normal(1), make_normal(2)]
    while len(state.history) < 35:
        seat = state.to_act()[0]
        state.apply(seat, bots[seat].choose(state, seat))
    assert state.step == "act" and state.tiles_laid() >= 17
    return state, state.to_act()[0]


def test_hard_never_leaves_the_next_thrower_a_winning_call():
    # "podrá ... declarar el inicio de la Muerte Súbita ... siempre que se hayan colocado ya al menos
    # la mitad de las losetas": from 18 tiles, a side starting its turn with every laid tile of a
    # surface in its colours calls and wins (D8, D9), so hard counts such a turn as lost.
    state, seat = _racing_position()
    hard = make_hard(7)
    side = state.actor_side[state.actor]
    outcomes = {}
    for action in hard._distinct(state.legal_actions(seat)):
        after = state.clone()
        after._apply(seat, action)
        outcomes[action] = hard._race(after, side)
    assert -WIN in outcomes.values() and 0.0 in outcomes.values()
    assert outcomes[hard.choose(state, seat)] == 0.0
    # The chances of calling first say the same: a thrower holding a surface whole wins outright.
    losing = next(a for a, v in outcomes.items() if v == -WIN)
    after = state.clone()
    after._apply(seat, losing)
    assert race_value(after, side) == -WIN and race_value(after, 1 - side) == WIN


@pytest.mark.parametrize("players", [1, 2, 4, 6])
def test_holdings_in_one_pass_equal_complete_for_every_surface(players):
    # The one-pass holdings (the players score thousands of positions a move) against the rule as
    # written, complete(surface): in the building phase and in sudden death, markers and all.
    for seed in range(12):
        state = NeuroDrez(players, 7100 + seed)
        rng = random.Random(seed)
        for moves in range(0, 400, 7):
            for tile in range(36):
                state.marker[tile] = rng.choice([-1, -1, rng.randrange(6)])
            expected: list[list[int]] = [[] for _ in state.side_colours]
            for surface in range(6):
                owner = state.complete(surface)
                if owner is not None:
                    expected[owner].append(surface)
            assert state.holdings() == expected, (players, seed, moves)
            _advance(state, 7, seed * 1000 + moves)
            if state.is_over():
                break


def test_natural_targets_from_tables_equal_the_step_by_step_walk():
    from games.neurodrez.terrain import CELLS, DIAGONAL, KNIGHT_JUMPS, NONE, ORTHOGONAL, natural_targets, step

    def walk(cell, kind, terrain, board):  # the session-10 code, a step at a time
        found = []
        if kind == 5:  # pawn
            found += [
                (n, False)
                for n in (step(cell, *d) for d in ORTHOGONAL)
                if n != NONE and terrain[n] != NONE and board[n] == NONE
            ]
            found += [
                (n, True)
                for n in (step(cell, *d) for d in DIAGONAL)
                if n != NONE and terrain[n] != NONE and board[n] != NONE
            ]
            return found
        if kind in (0, 4):  # king, knight
            offsets = KNIGHT_JUMPS if kind == 4 else ORTHOGONAL + DIAGONAL
            return [
                (n, board[n] != NONE) for n in (step(cell, *d) for d in offsets) if n != NONE and terrain[n] != NONE
            ]
        for d in {2: ORTHOGONAL, 3: DIAGONAL, 1: ORTHOGONAL + DIAGONAL}[kind]:  # rook, bishop, queen
            n = step(cell, *d)
            while n != NONE and terrain[n] != NONE:
                found.append((n, board[n] != NONE))
                if board[n] != NONE:
                    break
                n = step(n, *d)
        return found

    rng = random.Random(5)
    for _ in range(60):
        terrain = [rng.randrange(36) if rng.random() < 0.7 else NONE for _ in range(CELLS)]
        board = [rng.randrange(36) if t != NONE and rng.random() < 0.3 else NONE for t in terrain]
        for cell in range(CELLS):
            for kind in range(6):
                assert natural_targets(cell, kind, terrain, board) == walk(cell, kind, terrain, board)


def test_parity_weighs_the_surfaces_whole_for_the_side_that_first_may_call():
    # Every turn lays one tile, so the side that first starts a turn with 18 laid (the first that
    # may call early sudden death) is known in advance; with ``parity`` its surfaces held whole
    # weigh most, not the next thrower's. At 15 tiles with two players that is the other side.
    from games.neurodrez.players import evaluate

    checked = 0
    for seed in range(40):
        state = NeuroDrez(2, 7300 + seed)
        rng = random.Random(seed)
        while not state.is_over() and not (state.tiles_laid() == 15 and state.step == "roll"):
            seat = state.to_act()[0]
            state.apply(seat, rng.choice([a for a in state.legal_actions(seat) if a.kind != "sudden"]))
        if state.is_over():
            continue
        first = 1 - state.actor_side[state.actor]  # three turns from the thrower: the other side
        plain, weighed = evaluate(state, first), evaluate(state, first, parity=True)
        assert weighed >= plain
        checked += weighed > plain
    assert checked >= 5


def _three_teams(surfaces: dict[int, tuple[int, ...]], actor: int, players: int = 6) -> NeuroDrez:
    """Six players, three teams of two (colours 0 and 3, 1 and 4, 2 and 5; actor a plays for side
    a % 3): a terrain of the tiles ``{surface: colours}`` and no pieces, ``actor`` about to throw,
    every hand down to one tile."""
    from games.neurodrez.terrain import CELLS, NONE, tile_of

    state = NeuroDrez(players, 1)
    assert players != 6 or state.side_colours == ((0, 3), (1, 4), (2, 5))
    tiles = [tile_of(c, f) for f, colours in surfaces.items() for c in colours]
    state.terrain = [NONE] * CELLS
    for cell, tile in enumerate(tiles):
        state.terrain[cell] = tile
    spare = [t for t in range(36) if t not in tiles]
    state.hands = [[spare[a]] for a in range(state.actors)]
    state.actor, state.step = actor, "roll"
    return state


def test_race_value_reads_three_sides_in_turn_order():
    # Three teams: the thrower wins with a surface whole; else the next side unless the thrower
    # breaks it; else the third unless the two before it do. A tile breaks a surface when it shows a
    # colour not the holder's: 4 of the 36 with two colours a side, so with one tile in hand 1/9.
    lay = 4 / 36
    mixed = {f: (0, 1, 2, 3) for f in (1, 2, 3, 4)}
    # Earth (surface 0) in red and yellow only: side 2's whole, 18 laid, side 0 (actor 0) throws.
    state = _three_teams({0: (2, 5), **mixed}, actor=0)
    assert state.tiles_laid() == 18
    # Side 2 throws third: sides 0 and 1 each lay a tile first, and either may break earth.
    third = 1 - (1 - lay) ** 2
    assert race_value(state, 2) == pytest.approx(40 * (1 - third))  # 40 x 64/81
    assert race_value(state, 0) == race_value(state, 1) == pytest.approx(-40 * (1 - third))
    # With actor 1 (side 1) to throw, side 2 is next: only side 1's tile stands in the way.
    state.actor = 1
    assert race_value(state, 2) == pytest.approx(40 * (1 - lay))  # 40 x 8/9
    # With actor 2 (side 2) to throw, it calls now and wins.
    state.actor = 2
    assert race_value(state, 2) == WIN and race_value(state, 0) == race_value(state, 1) == -WIN
    # Side 1 holds water (surface 1) whole too, and throws second: side 0's tile goes to water, so
    # only side 1 may still break side 2's earth: side 2 calls when water was broken and earth not.
    state = _three_teams({0: (2, 5), 1: (1, 4), 2: (0, 1, 2, 3), 3: (0, 1, 2, 3), 4: (0, 1, 2, 3), 5: (0, 1)}, 0)
    assert state.tiles_laid() == 18
    second, then = 1 - lay, lay * (1 - lay)  # 8/9 and 8/81
    assert race_value(state, 1) == pytest.approx(40 * (second - then))
    assert race_value(state, 2) == pytest.approx(40 * (then - second))
    assert race_value(state, 0) == pytest.approx(-40 * (second + then))
    # Two sides (two players, three colours each) as before: 3 of the 36 tiles break a surface.
    two = _three_teams({0: (1, 3, 5), **mixed}, actor=0, players=2)
    assert two.side_colours == ((0, 2, 4), (1, 3, 5)) and two.tiles_laid() == 19
    assert race_value(two, 1) == pytest.approx(40 * (1 - 3 / 36)) == -race_value(two, 0)


def test_sudden_race_value_reads_three_sides_in_turn_order():
    # "la partida se pueda acabar en un único turno si el jugador termina de conquistar el lugar en
    # que está posicionado, y elimina luego del mapa la última casilla, que aún no le pertenecía, de
    # un recurso en concreto": a side one tile short of a surface, a tile it may take away, wins at
    # its removal; "No se podrán retirar losetas sobre las que se encuentre alguna pieza", so a side
    # before it may stop it by moving a piece onto that tile (BLOCK, 0.3 a side).
    from games.neurodrez.players import BLOCK
    from games.neurodrez.terrain import removable

    mixed = {f: (0, 1, 2) for f in (1, 2, 3)}
    # Earth: blue and green (side 1's) and the white tile at a1, the corner, free to take away.
    state = _three_teams({0: (0, 1, 4), **mixed}, actor=0)
    state.phase, state.hands = "sudden", [[] for _ in range(6)]
    assert 0 in removable(state.terrain, state.board)
    assert race_value(state, 1) == pytest.approx(40 * (1 - BLOCK)) == -race_value(state, 0)
    assert race_value(state, 2) == pytest.approx(-40 * (1 - BLOCK))
    # Side 1 third (side 2 throws): both sides before it may block.
    state.actor = 2
    assert race_value(state, 1) == pytest.approx(40 * (1 - BLOCK) ** 2)
    # Side 1 throws: it takes the white tile away and wins.
    state.actor = 1
    assert race_value(state, 1) == WIN and race_value(state, 0) == -WIN
    # A red pawn on the white tile: it cannot be taken away (a piece on it), so no threat at all.
    pawn = 2 * 6 + 5
    state.board[0], state.where[pawn] = pawn, 0
    assert race_value(state, 0) == race_value(state, 1) == race_value(state, 2) == 0.0
    # A blue pawn there instead: side 1's conquest is made at its turn's start, before its check,
    # so earth is whole for it then; the side before it may take the pawn (by the dice: 0.3).
    state.board[0], state.where[pawn] = 4 * 6 + 5, -1
    state.where[4 * 6 + 5] = 0
    state.actor = 0
    assert race_value(state, 1) == pytest.approx(40 * (1 - 0.3))


def test_race_value_reads_five_sides_in_turn_order():
    # Five players, one colour each (colour 5, white, is no side's): a tile breaks a surface held
    # whole when it is of that surface and not the holder's colour, 5 of the 36; one tile in hand.
    lay = 5 / 36
    mixed = {1: (0, 1, 2, 3), 2: (0, 1, 2, 3), 3: (0, 1, 2, 4), 4: (0, 1, 4)}
    # Earth only in green (side 3's), 18 laid, side 0 throws: sides 0, 1 and 2 each lay a tile first.
    state = _three_teams({0: (3,), **mixed, 5: (0, 1)}, actor=0, players=5)
    assert state.side_colours == ((0,), (1,), (2,), (3,), (4,)) and state.tiles_laid() == 18
    assert race_value(state, 3) == pytest.approx(40 * (31 / 36) ** 3)
    assert race_value(state, 0) == race_value(state, 4) == pytest.approx(-40 * (31 / 36) ** 3)
    # Side 1 holds fire (surface 5, blue only) whole too, and throws second: side 0's tile goes to
    # fire; side 3 calls when fire was broken (5/36) and neither side 2 nor side 1 broke earth.
    state = _three_teams({0: (3,), 1: (0, 1, 2, 3), 2: (0, 1, 2, 3), 3: (0, 1, 2, 4), 4: (0, 1, 2, 4), 5: (1,)}, 0, 5)
    assert state.tiles_laid() == 18
    second, fourth = 1 - lay, lay * (1 - lay) ** 2  # 31/36 and 5 x 961 / 36^3
    assert race_value(state, 1) == pytest.approx(40 * (second - fourth))
    assert race_value(state, 3) == pytest.approx(40 * (fourth - second))
    assert race_value(state, 2) == pytest.approx(-40 * (second + fourth))


def test_sudden_race_value_reads_five_sides_in_turn_order():
    # Sudden death with five sides: earth is the white tile at a1 (free to take away) and the green
    # one, so side 3 wins at its removal unless a side before it moves a piece onto a1 (BLOCK each).
    from games.neurodrez.players import BLOCK
    from games.neurodrez.terrain import removable

    mixed = {f: (0, 1, 2) for f in (2, 3, 4)}
    state = _three_teams({0: (5, 3), 1: (0, 1, 2, 3), **mixed}, actor=0, players=5)
    state.phase, state.hands = "sudden", [[] for _ in range(5)]
    assert 0 in removable(state.terrain, state.board)
    assert race_value(state, 3) == pytest.approx(40 * (1 - BLOCK) ** 3)  # sides 0, 1 and 2 before it
    assert race_value(state, 0) == pytest.approx(-40 * (1 - BLOCK) ** 3)
    state.actor = 4  # all four others before it
    assert race_value(state, 3) == pytest.approx(40 * (1 - BLOCK) ** 4)
    state.actor = 2
    assert race_value(state, 3) == pytest.approx(40 * (1 - BLOCK))
    state.actor = 3
    assert race_value(state, 3) == WIN and race_value(state, 4) == -WIN
    # Water too: white at c1... (the cells in order) and blue: side 1 threatens water, second in
    # turn order from side 0; side 3's threat counts only when side 1's was stopped (0.3), and then
    # only sides 2 and 1 may stop side 3 (side 0's move went to water): 0.3 x 0.7^2 = 0.147.
    state = _three_teams({0: (5, 3), 1: (5, 1), **mixed}, actor=0, players=5)
    state.phase, state.hands = "sudden", [[] for _ in range(5)]
    assert {0, 2} <= set(removable(state.terrain, state.board))
    first, later = 1 - BLOCK, BLOCK * (1 - BLOCK) ** 2
    assert race_value(state, 1) == pytest.approx(40 * (first - later))  # 40 x 0.553
    assert race_value(state, 3) == pytest.approx(40 * (later - first))
    assert race_value(state, 0) == pytest.approx(-40 * (first + later))  # 40 x 0.847


def test_five_players_measure_rivals_and_surfaces_against_the_tiles_laid():
    from games.neurodrez.players import evaluate

    # Six tiles, none whole, no pieces (urgency 0): earth in red, blue and yellow, water in red and
    # blue, fire in red. Side 0 (red) holds a sixth of three surfaces, 10/216 + 3 x 2/216 = 16/216;
    # side 1 (blue) 10/216 + 3/216 = 13/216; side 2 (yellow) 10/216; sides 3 and 4 nothing.
    state = _three_teams({0: (0, 1, 2), 1: (0, 1), 2: (0,)}, actor=0, players=5)
    assert evaluate(state, 2) == pytest.approx((10 - 16) / 216)
    # The sides beyond the best one (16/216) at 0.3: 13/216, 0 and 0.
    assert evaluate(state, 2, rivals=0.3) == pytest.approx((10 - 16 - 0.3 * 13) / 216)
    # Sixteen laid (earth and water whole in colours, fire in four): sudden death is near, so
    # ``near_sudden`` measures fire against its four tiles: side 0's best is a quarter, cubed (10/64)
    # and earth and water at 0.3 (6/216), against 16/216 measured against six. Side 4 (no fire tile)
    # throws next: the same surfaces and the same call bonus either way, so only side 0's (the best
    # other side's) surfaces differ.
    every = (0, 1, 2, 3, 4, 5)
    state = _three_teams({0: every, 1: every, 2: (0, 1, 2, 3)}, actor=4, players=5)
    assert state.tiles_laid() == 16
    near, six = evaluate(state, 4, near_sudden=True), evaluate(state, 4)
    assert near - six == pytest.approx(-(10 / 64 + 6 / 216 - 16 / 216))


def test_five_players_play_the_crowd_level_and_the_others_as_before():
    from games.neurodrez.players import CROWD_NORMAL, HARD, NORMAL

    for players, mode, level in [
        (5, "competitive", CROWD_NORMAL),
        (5, "cooperative", NORMAL),
        (4, "competitive", NORMAL),
    ]:
        state = NeuroDrez(players, 3, {"mode": mode})
        _advance(state, 2, 1)
        player = make_normal(1)
        player.choose(state, state.to_act()[0])
        assert player.level is level
    hard = make_hard(1)
    state = NeuroDrez(1, 3)
    _advance(state, 2, 1)
    hard.choose(state, state.to_act()[0])  # the solitaire has six sides of one colour: not five
    assert hard.level is HARD and HARD.crowd is not None and HARD.crowd.rivals == 0.3


def _sudden_removal_position() -> tuple[NeuroDrez, int]:
    """Deal 0 of five normal players, to the 149th action: a tile to take away in sudden death, where
    some removals leave the next side a surface to win at its turn and others do not (found by a
    scratch search over deals 0-9)."""
    state = NeuroDrez(5, 0)
    bots = [make_normal(seat + 1) for seat in range(5)]
    while len(state.history) < 148:
        seat = state.to_act()[0]
        state.apply(seat, bots[seat].choose(state, seat))
    assert state.phase == "sudden" and state.step == "remove"
    return state, state.to_act()[0]


def test_hard_reads_the_race_when_it_takes_a_tile_away():
    # "elimina luego del mapa la última casilla, que aún no le pertenecía, de un recurso en concreto":
    # a tile taken away may leave the next side one removable tile short of a surface. The turn goes
    # on after a removal, so hard's answers did not weigh it; it was scored by the plain score, which
    # has no race, and took away a tile that left the next side such a threat (remove:9 here).
    from games.neurodrez.players import RACE_WEIGHT

    state, seat = _sudden_removal_position()
    side = state.actor_side[state.actor]
    hard = make_hard(7)
    after_each = {}
    for action in hard._distinct(state.legal_actions(seat)):
        after = state.clone()
        after._apply(seat, action)
        after_each[action] = race_value(after, side)
    assert min(after_each.values()) == -1.5 * RACE_WEIGHT and max(after_each.values()) > -RACE_WEIGHT
    choice = hard.choose(state, seat)
    assert after_each[choice] > -RACE_WEIGHT


def test_hard_at_five_hears_every_other_player_answer_in_sudden_death(monkeypatch):
    # Each turn of sudden death takes a tile away ("eliminar una loseta"), and the tiles that may be
    # taken are few: what the second, third and fourth players must take decides as much as the
    # next player's answer. So at five players hard's answers go round the table, the four others in
    # turn order, each on the weighed throw re-paired, and stop before its own turn.
    state, seat = _sudden_removal_position()
    hard = make_hard(7)
    hard.choose(state, seat)  # sets the level for five players
    assert hard.level.deep_sudden == 4
    world = state.clone()
    world._apply(seat, hard._distinct(world.legal_actions(seat))[0])  # the tile taken away
    move = hard._distinct(world._generate())[0]
    rolled: list[tuple[int, tuple[int, int, int] | None]] = []
    original = NeuroDrez._apply

    def watch(self: NeuroDrez, who: int, action) -> None:
        if action.kind == "roll":
            rolled.append((self.actor, None))
        elif action.kind == "remove" and rolled:
            rolled[-1] = (rolled[-1][0], self.dice)
        original(self, who, action)

    monkeypatch.setattr(NeuroDrez, "_apply", watch)
    throws = hard._throws()
    hard._answered(world, seat, move, state.actor_side[state.actor], throws[:1])
    actors = [actor for actor, _ in rolled]
    assert actors == [(state.actor + k) % 5 for k in range(1, 5)][: len(actors)] and len(actors) >= 2
    dice = [d for _, d in rolled if d is not None]
    assert dice[0] == throws[0] and len(set(dice)) == len(dice)
