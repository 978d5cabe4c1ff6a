"""Issue 23, point 3: "'Plain search' appears among the strengths unexplained ... the setup's words
say what each does; internal players do not appear to people"."""

from game.ai.base import BOTS
from game.registry import SPECS
from scenes.strengths import STRENGTH_ORDER, strength_guide, strengths


def test_only_the_strengths_meant_for_people_are_offered_easiest_first() -> None:
    offered = strengths()
    assert "ismcts" in BOTS and "ismcts" not in offered
    assert offered == [name for name in STRENGTH_ORDER if name in offered]
    assert offered[:3] == ["easy", "normal", "hard"]


def test_every_offered_strength_says_what_it_does_in_every_game_and_language() -> None:
    for game_id in SPECS:
        for name in strengths():
            for lang in ("en", "es"):
                assert strength_guide(game_id, name, lang), (game_id, name, lang)
