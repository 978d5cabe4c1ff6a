"""Estafado's rules (rulebook 002), each test with the line it checks, and our decisions where the text
is silent (games/estafado/engine.py says them, the rules screen too)."""

from __future__ import annotations

import random

import pytest

from game.core import IllegalActionError
from games.estafado.deck import DIE_FACES, HAND_SIZE, SPEED
from games.estafado.engine import Estafado
from games.estafado.view import (
    BEAR,
    CROW,
    CROW_ALARM,
    CROW_MOVE,
    CROW_PEEK,
    CROW_SWAP,
    EAGLE,
    EAGLE_START,
    FOX,
    FOX_DISCARD,
    FOX_DIVE,
    FOX_EXCHANGE,
    FOX_LEAP,
    FOX_LIGHT,
    FOX_MOVE,
    FOX_SCOUT,
    FOX_SECOND,
    KEEP,
    NO_SWAP,
    OVER,
    REST,
    STOP,
    SWAP_BLOCKED,
    SWAP_DECK,
    alarm,
    bear,
    crow,
    dive,
    eagle,
    exchange,
    light,
    peek,
    perch,
    ring_line,
    scout,
    step,
    swap,
    vixen,
)

BLANK_INDEX = 0
SPEED_INDEX = DIE_FACES.index(SPEED)


class Die(random.Random):
    """A generator whose die always shows one face (other draws as usual)."""

    def __init__(self, face: int) -> None:
        super().__init__(0)
        self.face = face

    def randrange(self, *args, **kwargs):  # type: ignore[override]
        if args == (len(DIE_FACES),):
            return self.face
        return super().randrange(*args, **kwargs)


def c(name: str) -> int:
    """A cell from its name: ``c("b3")``."""
    return (int(name[1]) - 1) * 5 + "abcde".index(name[0])


def _where(state: Estafado, code: str) -> tuple[list[str], int]:
    for zone in (state.floor, state.deck, state.hand, state.discards):
        if code in zone:
            return zone, zone.index(code)
    raise AssertionError(code)


def position(
    floor: dict[str, str] | None = None,
    hand: tuple[str, ...] | None = None,
    *,
    fox: str = "a1",
    bear_at: str = "e5",
    eagle_at: int = 4,
    seed: int = 1,
    face_up: tuple[str, ...] = (),
) -> Estafado:
    """A game after the Eagle is set, with the given cards on the given cells and in the Fox's hand
    (each card taken from wherever the deal put it, so no card is made or lost)."""
    state = Estafado(2, seed)
    state.apply(FOX, perch(eagle_at))
    named = {c(name) for name in (floor or {})} | {c(fox), c(bear_at)}
    for name, code in (floor or {}).items():
        zone, index = _where(state, code)
        cell = c(name)
        zone[index], state.floor[cell] = state.floor[cell], code
        if zone is not state.floor and zone[index].startswith("rabbit"):
            # a rabbit never leaves the floor: it moves to a cell nobody named
            spare = next(x for x in range(25) if x not in named and not state.floor[x].startswith("rabbit"))
            zone[index], state.floor[spare] = state.floor[spare], zone[index]
    if hand is not None:
        filler = [code for code in state.deck if code not in hand]
        for code in hand:
            if code not in state.hand:
                zone, index = _where(state, code)
                out = next(x for x in state.hand if x not in hand)
                state.hand[state.hand.index(out)] = code
                zone[index] = out
        extra = [code for code in state.hand if code not in hand]
        for code in extra:
            state.hand.remove(code)
            state.deck.append(code)
        del filler
    for name in face_up:
        state.face_up[c(name)] = True
    state.fox, state.bear = c(fox), c(bear_at)
    state.move_start = state.fox
    state.memory = [{}, {}]
    assert not state.invariant_violations(), state.invariant_violations()
    return state


def quiet(*cells: str) -> dict[str, str]:
    """Cards without effect on the given cells."""
    quiet_cards = ["leaves1", "leaves2", "turkey1", "earthworm1", "vegetation1", "coyote1"]
    return dict(zip(cells, quiet_cards, strict=False))


def to_crow_turn(state: Estafado) -> None:
    """Finish the Fox's turn with a quiet one-step move and an Eagle flight that catches nothing."""
    assert state.phase == FOX_MOVE
    target = next(a for a in state.legal_actions(FOX) if a.kind == "step")
    state.apply(FOX, target)
    state.apply(FOX, STOP)
    flight = next(
        a for a in state.legal_actions(FOX) if a.kind == "eagle" and (state.eagle + a.args[0]) % 20 != state.crow
    )  # type: ignore[operator]
    state.apply(FOX, flight)


# --- set-up --------------------------------------------------------------------------------------
def test_setup_deals_the_floor_the_hand_and_the_deck():
    state = Estafado(2, 5)
    # "Reparte 22 cartas en una nueva baraja. Añade los 3 conejos": 25 face down, three of them rabbits
    assert len(state.floor) == 25 and not any(state.face_up)
    assert sum(code.startswith("rabbit") for code in state.floor) == 3
    # "Reparte al jugador Zorro Rojo una mano de 5 cartas ... las cartas que quedan en una baraja de robos"
    assert len(state.hand) == HAND_SIZE and len(state.deck) == 18
    assert state.phase == EAGLE_START and state.to_act() == (FOX,)


def test_the_eagle_may_start_anywhere_but_next_to_the_crow():
    # "Águila Calva (Puede empezar en cualquier espacio)": our decision, at least 5 ring steps from the Crow
    # (nearer, a Water Dive from the Fox's hand and the double flight could catch her before she moves)
    state = Estafado(2, 5)
    spaces = [a.args[0] for a in state.legal_actions(FOX)]
    assert 16 not in spaces and 8 not in spaces and 17 in spaces and 7 in spaces and len(spaces) == 11


def test_all_chance_comes_from_the_seed():
    one, two = Estafado(2, 42), Estafado(2, 42)
    assert one.snapshot() == two.snapshot()
    assert Estafado(2, 43).snapshot() != one.snapshot()


# --- the Fox's move --------------------------------------------------------------------------------
def test_the_fox_moves_two_cards_orthogonally_and_reveals():
    # "Mueve la figura del Zorro Rojo dos cartas ... no puede moverse en diagonal"
    state = position(quiet("b1", "c1", "b2", "a2"), hand=(), fox="a1")
    assert sorted(a.args[0] for a in state.legal_actions(FOX) if a.kind == "step") == [c("b1"), c("a2")]
    state.apply(FOX, step(c("b1")))
    assert state.phase == FOX_SECOND
    # "no puede retroceder ... y terminar su movimiento en la misma carta en la que empezó"
    assert step(c("a1")) not in state.legal_actions(FOX)
    with pytest.raises(IllegalActionError):
        state.apply(FOX, step(c("a1")))
    state.apply(FOX, step(c("c1")))
    # "Si la carta sobre la que cae ... está boca abajo, revélala": it acted (nothing), then turned back
    assert state.phase == EAGLE and not state.face_up[c("c1")]
    assert state.memory[FOX][c("c1")] == "leaves2" and state.memory[CROW][c("c1")] == "leaves2"


def test_option_two_moves_one_card_without_revealing():
    # "OPCIÓN 2: Puedes optar por mover sólo una carta ... no revelas la carta sobre la que caes."
    state = position({"b1": "wasp1"}, fox="a1")
    state.apply(FOX, step(c("b1")))
    state.apply(FOX, STOP)
    assert state.phase == EAGLE and not state.face_up[c("b1")] and not state.lose_move


def test_the_fox_never_walks_onto_the_bear():
    # The Bear's abilities "siguen activas": nobody walks through it (our Block decision)
    state = position(fox="a1", bear_at="b1")
    assert step(c("b1")) not in state.legal_actions(FOX)
    with pytest.raises(IllegalActionError, match="Bear"):
        state.apply(FOX, step(c("b1")))


def test_a_fox_with_nowhere_to_go_rests():
    state = position({"a2": "porcupine1"}, fox="a1", bear_at="b1", face_up=("a2",))
    assert state.legal_actions(FOX)[0] == REST
    state.apply(FOX, REST)
    assert state.phase == EAGLE and state.fox == c("a1")


def test_revealed_cards_turn_back_unless_they_keep_face_up():
    # "da la vuelta a la carta y a cualquier otra carta que hayas revelado este turno, a menos que posean el símbolo"
    state = position({"b1": "leaves1", "c1": "box_turtle1"}, hand=())
    state.apply(FOX, step(c("b1")))
    state.apply(FOX, step(c("c1")))
    assert state.face_up[c("c1")]  # the Box Turtle keeps face up


def test_the_fox_may_exchange_a_revealed_card_for_a_hand_card():
    # "Antes de activar la habilidad de una carta, ... cambiarla por una de las cinco cartas de su mano y
    # activar inmediatamente la habilidad de esa carta en su lugar. La carta intercambiada va a la pila de descartes."
    state = position({"b1": "leaves1", "c1": "wasp1"}, hand=("honeybee1", "leaves2"))
    state.apply(FOX, step(c("b1")))
    state.apply(FOX, step(c("c1")))
    assert state.phase == FOX_EXCHANGE
    assert state.legal_actions(FOX) == [KEEP, exchange("honeybee1"), exchange("leaves2")]
    state.apply(FOX, exchange("honeybee1"))
    assert state.discards == ["wasp1"] and state.floor[c("c1")] == "honeybee1" and not state.lose_move
    assert state.phase == FOX_SCOUT  # the Honeybee acts instead
    state.apply(FOX, scout(c("e5")))
    assert state.memory[FOX][c("e5")] == state.floor[c("e5")] and c("e5") not in state.memory[CROW]
    assert not state.face_up[c("c1")]  # a card from the hand turns back like any other


def test_using_the_hand_is_never_required():
    # note 7: "El jugador del Zorro Rojo no está obligado a usar ninguna de las 5 cartas"
    state = position({"b1": "leaves1", "c1": "wasp1"}, hand=("honeybee1",))
    state.apply(FOX, step(c("b1")))
    state.apply(FOX, step(c("c1")))
    state.apply(FOX, KEEP)
    assert state.lose_move and state.hand == ["honeybee1"]


@pytest.mark.parametrize("card", ["rabbit1", "box_turtle1", "hurricane1"])
def test_rabbits_and_do_not_swap_cards_are_not_exchanged(card):
    # note 5: "Cualquier carta con el símbolo [no cambiar] no es elegible para cambiar"; rabbits: our decision
    state = position({"b1": "leaves1", "c1": card}, hand=("honeybee1",))
    state.rng = Die(SPEED_INDEX)
    state.apply(FOX, step(c("b1")))
    state.apply(FOX, step(c("c1")))
    assert state.phase != FOX_EXCHANGE


def test_the_vixens_card_is_revealed_but_not_exchanged():
    # "no puede ser intercambiada por el jugador de Zorro Rojo (pero, aún puede ser revelada ...)"
    state = position({"b1": "leaves1", "c1": "wasp1"}, hand=("honeybee1",))
    state.apply(FOX, vixen(c("c1")))
    state.apply(FOX, step(c("b1")))
    state.apply(FOX, step(c("c1")))
    assert state.phase == EAGLE and state.lose_move  # revealed, stung, no exchange offered


# --- rabbits and the Evasion die ---------------------------------------------------------------------
def test_a_caught_rabbit_goes_before_the_fox_and_earns_another_move():
    # "Si has capturado un conejo este turno, tienes inmediatamente otro turno extra."
    state = position({"b1": "leaves1", "c1": "rabbit1"}, hand=())
    state.rng = Die(BLANK_INDEX)
    top = state.deck[0]
    state.apply(FOX, step(c("b1")))
    state.apply(FOX, step(c("c1")))
    assert state.captured == ["rabbit1"]
    assert state.floor[c("c1")] == top and not state.face_up[c("c1")]  # the deck fills the space
    assert state.phase == FOX_MOVE and state.move_start == c("c1")


def test_an_escaped_rabbit_stays_face_up_and_may_be_tried_again():
    state = position({"b1": "leaves1", "c1": "rabbit1", "d1": "leaves2"}, hand=())
    state.rng = Die(SPEED_INDEX)
    state.apply(FOX, step(c("b1")))
    state.apply(FOX, step(c("c1")))
    assert state.face_up[c("c1")] and state.captured == [] and state.phase == EAGLE
    # the next round: landing on it again (option 1) is a new encounter
    state.fox = c("a1")
    state.phase = FOX_MOVE
    state.move_start = state.fox
    state.rng = Die(BLANK_INDEX)
    state.apply(FOX, step(c("b1")))
    state.apply(FOX, step(c("c1")))
    assert state.captured == ["rabbit1"]


def test_three_rabbits_win_for_the_fox():
    # "gana inmediatamente cuando las 3 Crías de Conejo ... atrapados están delante de él"
    state = position({"b1": "leaves1", "c1": "rabbit3"}, hand=())
    state.captured = ["rabbit1", "rabbit2"]
    for code in ("rabbit1", "rabbit2"):
        cell = state.floor.index(code)
        state.floor[cell] = state.deck.pop()
    state.rng = Die(BLANK_INDEX)
    state.apply(FOX, step(c("b1")))
    state.apply(FOX, step(c("c1")))
    assert state.is_over() and state.winner == FOX and state.end == "rabbits"
    assert state.outcome().placing == (1, 2)  # type: ignore[union-attr]


# --- the Eagle ---------------------------------------------------------------------------------------
def test_the_eagle_flies_one_space_and_two_once_per_game():
    # "mueve ahora Águila Calva un espacio ... UNA VEZ POR JUEGO: Mueve el Águila Calva 2 espacios."
    state = position(quiet("b1"), eagle_at=4)
    state.apply(FOX, step(c("b1")))
    state.apply(FOX, STOP)
    assert {a.args[0] for a in state.legal_actions(FOX) if a.kind == "eagle"} == {-2, -1, 1, 2}
    state.apply(FOX, eagle(2))
    assert state.eagle == 6 and state.eagle_double_used


def test_the_eagle_on_the_crows_space_wins_for_the_fox():
    # "gana inmediatamente si Águila Calva ocupa el mismo espacio afuera del Suelo del Bosque como Cuerva"
    state = position(quiet("b1"))
    state.eagle = 10  # the Crow is on 12
    state.apply(FOX, step(c("b1")))
    state.apply(FOX, STOP)
    state.apply(FOX, eagle(2))
    assert state.winner == FOX and state.end == "eagle"


def test_the_crow_sliding_onto_the_eagle_loses():
    state = position(quiet("b1"))
    state.eagle = 14
    state.apply(FOX, step(c("b1")))
    state.apply(FOX, STOP)
    state.apply(FOX, eagle(-1))  # 13, next to the Crow on 12
    state.apply(CROW, crow(1))
    assert state.winner == FOX and state.end == "eagle"


# --- the Crow ----------------------------------------------------------------------------------------
def test_the_crow_slides_peeks_in_her_line_and_must_swap():
    # "desliza la carta Cuerva un espacio ... debe echarle un vistazo a una carta boca abajo de la nueva fila o columna"
    state = position(quiet("b1"))
    to_crow_turn(state)
    assert state.phase == CROW_MOVE and state.legal_actions(CROW) == [crow(-1), crow(1)]
    state.apply(CROW, crow(1))  # 13: below column b
    assert state.phase == CROW_PEEK
    assert {a.args[0] for a in state.legal_actions(CROW)} == set(ring_line(13))
    target = c("b3")
    state.apply(CROW, peek(target))
    seen = state.floor[target]
    assert state.memory[CROW][target] == seen and target not in state.memory[FOX]
    # "Cuerva debe entonces cambiar esta carta con cualquier otra carta del Suelo del Bosque o de la parte superior"
    assert state.phase == CROW_SWAP and SWAP_DECK in state.legal_actions(CROW)
    state.apply(CROW, swap(c("e1")))
    assert state.floor[c("e1")] == seen and state.memory[CROW][c("e1")] == seen
    assert state.phase == BEAR


def test_the_crow_may_swap_the_card_under_the_fox():
    # note 6: "Cualquier carta debajo de Oso Negro puede ser intercambiada"; note 8: the Fox may use a card
    # the Crow places under him (ours: the Tunnel, a diagonal first step)
    state = position({"a2": "leaves1", "a3": "mole1"}, fox="a1", face_up=("a3",))
    state.apply(FOX, step(c("a2")))
    state.apply(FOX, STOP)
    state.apply(FOX, eagle(1))
    state.crow = 13
    state.apply(CROW, crow(1))  # 14: below column a
    state.apply(CROW, peek(c("a2")))
    state.apply(CROW, swap(c("a3")))
    assert state.floor[c("a2")] == "mole1" and state.face_up[c("a2")] and state.fox == c("a2")
    assert state.floor[c("a3")] == "leaves1" and not state.face_up[c("a3")]  # each card keeps its facing
    state.apply(CROW, bear(c("d5")))
    steps = {a.args[0] for a in state.legal_actions(FOX) if a.kind == "step"}
    assert {c("b1"), c("b3")} <= steps


def test_the_crow_swaps_with_the_deck_three_times_only():
    # "Cuerva sólo puede cambiar una carta de la baraja tres veces (3X) por partida."
    state = position(quiet("b1"))
    to_crow_turn(state)
    state.deck_swaps = 2
    state.crow_pile = [state.deck.pop(), state.deck.pop()]
    state.fox_knows_pile = [False, False]
    state.apply(CROW, crow(1))
    cell = next(a.args[0] for a in state.legal_actions(CROW) if not state.floor[a.args[0]].startswith("rabbit"))  # type: ignore[index]
    state.apply(CROW, peek(cell))  # type: ignore[arg-type]
    top = state.deck[0]
    seen = state.floor[cell]  # type: ignore[index]
    state.apply(CROW, SWAP_DECK)
    assert state.crow_pile[-1] == seen and state.floor[cell] == top and state.deck_swaps == 3  # type: ignore[index]
    assert state.view(FOX).crow_pile[-1] is None and state.view(CROW).crow_pile[-1] == seen
    # next round: no more deck swaps
    state.apply(CROW, state.legal_actions(CROW)[0])
    if state.is_over():
        return
    to_crow_turn(state)
    state.apply(CROW, crow(1))
    if state.phase == CROW_PEEK:
        state.apply(CROW, state.legal_actions(CROW)[0])
        assert SWAP_DECK not in state.legal_actions(CROW)


def test_face_up_rabbits_and_kept_cards_never_swap():
    # "Las Crías ... boca arriba no se pueden cambiar, ni tampoco ninguna carta revelada que muestre un símbolo"
    state = position({"c3": "rabbit1", "d3": "porcupine1", "e3": "mole1"}, face_up=("c3", "d3", "e3"))
    to_crow_turn(state)
    state.apply(CROW, crow(1))
    state.apply(CROW, state.legal_actions(CROW)[0])
    targets = {a.args[0] for a in state.legal_actions(CROW) if a.kind == "swap"}
    assert c("c3") not in targets and c("d3") not in targets
    assert c("e3") in targets  # a face-up Mole keeps face up but may be swapped (note 8)


def test_a_peeked_rabbit_never_goes_to_the_deck():
    # our decision: the Fox must always be able to reach three rabbits
    state = position({"b3": "rabbit1"})
    to_crow_turn(state)
    state.apply(CROW, crow(1))
    state.apply(CROW, peek(c("b3")))
    assert SWAP_DECK not in state.legal_actions(CROW)


def test_a_swap_aimed_at_a_face_down_do_not_swap_card_does_nothing():
    state = position({"b3": "leaves1", "e1": "box_turtle1"})
    to_crow_turn(state)
    state.apply(CROW, crow(1))
    state.apply(CROW, peek(c("b3")))
    state.apply(CROW, swap(c("e1")))
    assert state.floor[c("b3")] == "leaves1" and state.floor[c("e1")] == "box_turtle1"
    assert state.happened[-1].kind == SWAP_BLOCKED and state.phase == BEAR


def test_a_peeked_do_not_swap_card_stays():
    state = position({"b3": "box_turtle1"})
    to_crow_turn(state)
    state.apply(CROW, crow(1))
    state.apply(CROW, peek(c("b3")))
    assert state.legal_actions(CROW) == [NO_SWAP]


def test_the_vixens_card_is_never_seen_nor_swapped_by_the_crow():
    # "no puede ser vista o intercambiada por el jugador de Cuerva"
    state = position(quiet("b1"))
    state.apply(FOX, vixen(c("b3")))
    to_crow_turn(state)
    state.apply(CROW, crow(1))
    assert peek(c("b3")) not in state.legal_actions(CROW)
    state.apply(CROW, state.legal_actions(CROW)[0])
    assert swap(c("b3")) not in state.legal_actions(CROW)


def test_the_vixen_is_placed_once_per_game():
    # "Una vez por partida, el jugador de Zorro Rojo puede poner la ficha Zorra encima de cualquier carta"
    state = position()
    state.apply(FOX, vixen(c("c3")))
    assert not any(a.kind == "vixen" for a in state.legal_actions(FOX))


# --- the Bear and the Sun/Moon -------------------------------------------------------------------------
def test_the_bear_moves_one_card_never_back_nor_onto_the_vixen():
    # "Oso Negro no puede volver a la misma carta que ocupó en el turno anterior ... menos la carta Bajo la Protección"
    state = position(quiet("b1"), bear_at="c3")
    state.apply(FOX, vixen(c("c2")))
    to_crow_turn(state)
    state.apply(CROW, crow(1))
    if state.phase == CROW_PEEK:
        state.apply(CROW, state.legal_actions(CROW)[0])
        state.apply(CROW, state.legal_actions(CROW)[-1])
    assert state.phase == BEAR
    assert sorted(a.args[0] for a in state.legal_actions(CROW)) == sorted([c("b3"), c("d3"), c("c4")])
    state.apply(CROW, bear(c("d3")))
    assert state.bear_from == c("c3") and state.sun == 15 and state.phase == FOX_MOVE


def test_the_bear_on_the_fox_wins_for_the_crow():
    # "El jugador de Cuerva gana inmediatamente si Oso Negro ocupa la misma carta que Zorro Rojo."
    state = position(quiet("b1", "c1"), fox="a1", bear_at="c2")
    state.apply(FOX, step(c("b1")))
    state.apply(FOX, STOP)
    state.apply(FOX, eagle(1))
    state.apply(CROW, crow(1))
    if state.phase == CROW_PEEK:
        state.apply(CROW, state.legal_actions(CROW)[0])
        state.apply(CROW, state.legal_actions(CROW)[-1])
    state.apply(CROW, bear(c("b2")))
    assert not state.is_over()
    state.fox = c("a2")
    state.phase = BEAR
    state.apply(CROW, bear(c("a2")))
    assert state.winner == CROW and state.end == "bear"
    # The moves list says it after the Bear's line as the other things a move shows (session 15's
    # play-through read "…moves the Black Bear to a2: The Black Bear caught the Red Fox.").
    from game.text import render

    said = state.describe_result(CROW, bear(c("a2")))
    assert render(said, "en", ["Ana", "Beto"]) == "the Black Bear catches the Red Fox"
    assert render(said, "es", ["Ana", "Beto"]) == "el Oso Negro atrapa al Zorro Rojo"


def test_the_fox_on_the_vixens_card_is_safe_from_the_bear():
    state = position(quiet("b1"), fox="a1", bear_at="b2")
    state.apply(FOX, vixen(c("b1")))
    state.apply(FOX, step(c("b1")))
    state.apply(FOX, STOP)
    state.apply(FOX, eagle(1))
    state.apply(CROW, crow(1))
    if state.phase == CROW_PEEK:
        state.apply(CROW, state.legal_actions(CROW)[0])
        state.apply(CROW, state.legal_actions(CROW)[-1])
    assert bear(c("b1")) not in state.legal_actions(CROW)


def test_the_sun_moon_lap_wins_for_the_crow():
    # "gana cuando la ficha Sol/Luna hace un viaje completo ... aterrizando en el mismo espacio exacto"
    state = position(quiet("b1"), bear_at="e5")
    state.sun = 13
    to_crow_turn(state)
    state.apply(CROW, crow(1))
    if state.phase == CROW_PEEK:
        state.apply(CROW, state.legal_actions(CROW)[0])
        state.apply(CROW, state.legal_actions(CROW)[-1])
    state.apply(CROW, state.legal_actions(CROW)[0])
    assert state.winner == CROW and state.end == "sun"


def test_a_whole_game_lasts_at_most_twenty_rounds():
    state = Estafado(2, 8)
    rng = random.Random(8)
    while not state.is_over():
        seat = state.to_act()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    assert state.round <= 20


# --- the forest's abilities --------------------------------------------------------------------------
def _land_on(card: str, hand: tuple[str, ...] = (), **kwargs: object) -> Estafado:
    state = position({"b1": "leaves1", "c1": card, **kwargs.pop("more", {})}, hand=hand, **kwargs)  # type: ignore[arg-type]
    state.apply(FOX, step(c("b1")))
    state.apply(FOX, step(c("c1")))
    return state


def test_tunnel_allows_a_diagonal_first_step():
    # note 4: "nunca en diagonal, excepto la habilidad Túnel"
    state = position({"b2": "mole1"}, fox="b2", face_up=("b2",))
    steps = {a.args[0] for a in state.legal_actions(FOX) if a.kind == "step"}
    assert {c("a1"), c("c1"), c("a3"), c("c3")} <= steps


def test_leap_takes_the_fox_one_card_further():
    state = _land_on("squirrel1", more={"d1": "wasp1"})
    assert state.phase == FOX_LEAP and step(c("b1")) not in state.legal_actions(FOX)
    state.apply(FOX, step(c("d1")))
    assert state.fox == c("d1") and state.lose_move


def test_glow_turns_up_a_neighbour_which_acts():
    state = _land_on("firefly1", more={"c2": "wasp1", "d1": "leaves2"})
    assert state.phase == FOX_LIGHT
    assert {a.args[0] for a in state.legal_actions(FOX)} == {c("b1"), c("c2"), c("d1")}
    state.apply(FOX, light(c("c2")))
    assert state.lose_move and not state.face_up[c("c2")] and not state.face_up[c("c1")]


def test_forage_draws_and_a_sixth_card_is_discarded():
    hand = ("leaves2", "coyote1", "turkey1", "earthworm1", "vegetation1")
    state = _land_on("fruit1", hand=hand)
    state.apply(FOX, KEEP)
    assert state.phase == FOX_DISCARD and len(state.hand) == 6
    state.apply(FOX, state.legal_actions(FOX)[0])
    assert len(state.hand) == 5 and state.discards == ["leaves2"]


def test_water_dive_moves_the_eagle():
    state = _land_on("beaver1", eagle_at=4)
    assert state.phase == FOX_DIVE
    state.apply(FOX, dive(-2))
    assert state.eagle == 2 and state.phase == EAGLE


def test_the_water_dive_keeps_face_up_so_it_dives_once():
    # Our deck (the text names the Water Dive, not its card): the Beaver keeps face up after the move,
    # and landing on a face-up card does nothing, so a dive is played once.
    state = _land_on("beaver1", eagle_at=4)
    state.apply(FOX, dive(-2))
    assert state.face_up[c("c1")] and state.floor[c("c1")] == "beaver1"


def test_ouch_loses_the_next_move_but_the_eagle_still_flies():
    state = _land_on("wasp1")
    state.apply(FOX, eagle(1))
    state.apply(CROW, crow(1))
    if state.phase == CROW_PEEK:
        state.apply(CROW, state.legal_actions(CROW)[0])
        state.apply(CROW, state.legal_actions(CROW)[-1])
    state.apply(CROW, state.legal_actions(CROW)[0])
    if not state.is_over():
        assert state.phase == EAGLE and not state.lose_move


def test_yikes_sends_the_fox_back():
    state = _land_on("mosquito1")
    assert state.fox == c("b1") and state.phase == EAGLE


def test_spray_makes_the_next_move_one_card():
    state = _land_on("skunk1")
    state.apply(FOX, eagle(1))
    state.apply(CROW, crow(1))
    if state.phase == CROW_PEEK:
        state.apply(CROW, state.legal_actions(CROW)[0])
        state.apply(CROW, state.legal_actions(CROW)[-1])
    state.apply(CROW, state.legal_actions(CROW)[0])
    if state.is_over():
        return
    state.apply(FOX, next(a for a in state.legal_actions(FOX) if a.kind == "step"))
    assert state.phase == EAGLE  # the move ended after one card


def test_steal_takes_a_hand_card():
    state = _land_on("raccoon1", hand=("leaves2", "coyote1"))
    state.apply(FOX, KEEP)
    assert len(state.hand) == 1 and len(state.discards) == 1


def test_alarm_lets_the_crow_look_anywhere_first():
    state = _land_on("blue_jay1")
    state.apply(FOX, eagle(1))
    assert state.phase == CROW_ALARM
    state.apply(CROW, alarm(c("e5")))
    assert state.memory[CROW][c("e5")] == state.floor[c("e5")] and state.phase == CROW_MOVE


def test_gale_shuffles_its_row_and_column():
    state = _land_on("hurricane1")
    assert state.happened[-2].kind == "gale" or any(h.kind == "gale" for h in state.happened)
    gale = next(h for h in state.happened if h.kind == "gale")
    assert all(cell // 5 == 0 or cell % 5 == 2 for cell in gale.cells)


def test_quills_keep_the_fox_off():
    state = position({"b1": "porcupine1"}, face_up=("b1",))
    assert step(c("b1")) not in state.legal_actions(FOX)


def test_the_hurricanes_back_shows_to_both():
    # "Las cartas Buitre Negro y Huracán tienen reversos diferentes."
    state = position({"c3": "hurricane1"})
    for seat in (FOX, CROW, None):
        assert state.view(seat).special_backs == (c("c3"),)


def test_the_fox_hand_is_absent_from_the_crows_view():
    state = position(hand=("leaves2", "honeybee1"))
    assert state.view(CROW).hand == () and state.view(CROW).hand_count == 2
    assert state.view(FOX).hand == ("leaves2", "honeybee1") or set(state.view(FOX).hand) == {"leaves2", "honeybee1"}


def test_illegal_actions_change_nothing():
    state = position()
    before = state.snapshot()
    for bad in (step(c("e5")), crow(1), peek(3), swap(2), exchange("leaves1"), perch(1)):
        with pytest.raises(IllegalActionError):
            state.apply(FOX, bad)
    assert state.snapshot() == before and state.phase == FOX_MOVE
    assert OVER not in (state.phase,)
