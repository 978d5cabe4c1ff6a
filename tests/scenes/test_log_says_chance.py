"""Issue 23, point 2: "the log never says what the dice showed; who starts flashes by"; "Ludo's own
throw disappears ... with no 'no move possible'". The log line of a throw says the dice, who starts
after the throws for the start, and when no piece can move."""

import random

from game.core import Action
from game.text import render
from scenes.session import COMPUTER, HUMAN, SeatConfig, Session, describe_history

SEATS = (SeatConfig("Ana", HUMAN), SeatConfig("Beto", COMPUTER, "random"), SeatConfig("Cris", COMPUTER, "random"))
FACE_WORDS = ("1", "2", "3", "4", "CORONA", "PLUMA")


def played(seed: int, moves: int) -> Session:
    session = Session.new("ludo", SEATS, seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        seat = session.state.to_act()[0]
        session.apply(seat, rng.choice(session.state.legal_actions(seat)))
    return session


def lines(session: Session, lang: str = "en") -> list[tuple[Action, str]]:
    return [(entry.action, entry.text(lang, ["Ana", "Beto", "Cris"])) for entry in session.log]


def test_every_throw_in_the_log_says_what_the_dice_showed() -> None:
    session = played(5, 60)
    throws = [text for action, text in lines(session) if action.kind == "roll"]
    assert throws
    for text in throws:
        shown = text.split(": ", 1)[1]
        assert sum(shown.count(word) for word in FACE_WORDS) >= 2, text


def test_the_log_says_who_starts_and_when_no_piece_can_move() -> None:
    session = played(5, 60)
    said = [text for _, text in lines(session)]
    assert sum("starts" in text for text in said) == 1
    assert any(text.endswith("no move possible") for text in said)
    spanish = [text for _, text in lines(session, "es")]
    assert any("empieza" in text for text in spanish) and any("ningún movimiento posible" in text for text in spanish)


def test_a_loaded_game_tells_its_throws_the_same_way() -> None:
    session = played(7, 40)
    again = describe_history(session.state)
    assert [render(entry.said, "en") for entry in again] == [render(entry.said, "en") for entry in session.log]
