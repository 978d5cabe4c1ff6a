"""Issue 23, point 2: "Ideograma's score and log change before the computer's tiles appear ... board,
score and log change together". After a computer's move the side panels keep the position before it
while the table moves, and change when the move has landed."""

from shell_helpers import frames

from game.core import Action
from scenes.app import App
from scenes.game_scene import GameScene
from scenes.session import COMPUTER, HUMAN, SeatConfig, Session


def log_lines(scene: GameScene) -> list[str]:
    return list(next(w for w in scene.widgets if w.name == "log").lines)


def test_the_log_and_scores_follow_the_computers_tiles_onto_the_board() -> None:
    app = App(size=(1280, 720), lang="en", threaded_bots=False, think_delay=0.0, load_settings=False)
    seats = (SeatConfig("Ana", HUMAN), SeatConfig("Robot", COMPUTER, "easy"))
    scene = GameScene(app, Session.new("ideograma", seats, seed=5, save_path=None))
    app.push(scene)
    frames(app)
    scene.settle()
    if scene.state.to_act() == (0,):  # a person's move shows at once: they made it themselves
        scene._apply(0, next(a for a in scene.state.legal_actions(0) if a.kind == "pass"))
        scene.settle()
    scene.ensure_layout()
    before = len(log_lines(scene))
    move = scene.computers.bots[1].choose(scene.state.clone(), 1)
    assert isinstance(move, Action)
    scene._apply(1, move)
    scene.ensure_layout()
    assert scene.table.animating and scene.side.holding
    assert len(log_lines(scene)) == before  # the computer's tiles are on their way: the log waits for them
    for _ in range(600):
        if not scene.side.holding:
            break
        frames(app, 1)
    scene.ensure_layout()
    assert not scene.table.animating and len(log_lines(scene)) == before + 1  # landed: board and log agree
