"""The window, the main loop and the scene stack; ``ludoteca`` starts here.

Scenes ask for push/pop/replace at any time; the stack changes only between
frames, so a scene never disappears in the middle of handling an event. The
window is redrawn only when a scene is dirty or animating; when nothing moves the
loop blocks in ``pygame.event.wait`` and the idle app costs almost no CPU.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
import warnings
from typing import TYPE_CHECKING

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # people double-click a game, not a library banner

import pygame  # noqa: E402

from scenes.base import Scene  # noqa: E402
from scenes.i18n import languages, system_language  # noqa: E402
from scenes.keyboard import arrow_focus, draw_focus_ring  # noqa: E402
from scenes.session import PACES, RECENT_GAMES, Settings, Unfinished, unfinished_games, window_for_desktop  # noqa: E402
from scenes.sound import RATE as SOUND_RATE  # noqa: E402
from scenes.sound import Sounds  # noqa: E402

if TYPE_CHECKING:
    from game.guide import Guide

TITLE = "Ludoteca"
IDLE_WAIT_MS = 1000  # an idle window wakes this often at most, to notice nothing
# pygame's event.wait polls SDL every millisecond (1-2% of a core on a still screen); looking for
# events every 10 ms instead costs about half a percent and delays the first event after a pause
# by 10 ms at most (a frame at 60 Hz is 16.7 ms).
IDLE_POLL_SECONDS = 0.01
FRAME_RATE = 60
MIN_SIZE = (480, 360)


def set_window_icon() -> None:
    """The window's icon: the same art as the desktop icons (build/make_icons.py)."""
    from assets import asset_path

    try:
        pygame.display.set_icon(pygame.image.load(str(asset_path("icons", "ludoteca-64.png"))))
    except (pygame.error, FileNotFoundError):
        pass  # a missing icon must not stop the games


def prefer_software_framebuffer() -> None:
    """On X11, SDL 2 shows the window's pixels through an OpenGL texture by default: loading the GL
    driver costs about 100 MB of memory and 100 ms of start-up (measured under Xvfb with Mesa), for a
    2D picture that changes only when something moves. SDL's X11 shared-memory path draws the same
    frames without it. Only on X11: drivers without a framebuffer of their own (Wayland) need the
    texture. The environment variable still wins."""
    if pygame.display.get_init() and pygame.display.get_driver() == "x11":
        os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")


def desktop_size() -> tuple[int, int] | None:
    """The size of the desktop a new window opens on (the first display), or None where there is no
    real desktop: SDL's dummy and offscreen drivers make one up (1024x768), which tests and benches
    must not be fitted to."""
    if not pygame.display.get_init() or pygame.display.get_driver() in ("dummy", "offscreen"):
        return None
    try:
        sizes = pygame.display.get_desktop_sizes()
    except pygame.error:
        return None
    return tuple(sizes[0]) if sizes else None  # type: ignore[return-value]


class App:
    def __init__(self, size: tuple[int, int] | None = None, lang: str | None = None, *,
                 threaded_bots: bool = True, think_delay: float | None = None, load_settings: bool = True) -> None:
        # Open the mixer in the format the sounds are made in, so they need no resampling.
        pygame.mixer.pre_init(SOUND_RATE, -16, 1)
        # Only what the first frame needs: the mixer opens with the sounds, off the UI thread after
        # the first frame (opening a real audio device can take longer than drawing the menu).
        pygame.display.init()
        pygame.font.init()
        self.settings = Settings.load(default_lang=system_language()) if load_settings else Settings(
            lang=system_language())
        if lang in languages():
            self.settings.lang = lang
        # A size or language given on the command line is for this run only.
        self.remember_window = load_settings and size is None and lang is None
        if size is not None:
            self.settings.window = size
            self.settings.fullscreen = False
        else:  # the first window fits the desktop it opens on; a saved size that fits is kept
            self.settings.window = window_for_desktop(desktop_size(), self.settings.window
                                                      if self.settings.window_saved else None, MIN_SIZE)
        self.threaded_bots = threaded_bots  # False: computers think on the UI thread (demos)
        self._think_delay = think_delay  # fixed by tests and demos (0: no waiting); None: the settings' pace
        self.stack: list[Scene] = []
        self._pending: list[tuple[str, Scene | None, Scene | None]] = []
        self.running = True
        self.clock = pygame.time.Clock()
        self.sounds = Sounds(self.settings.sound, self.settings.volume / 100, start=False)
        self._use_preferences()
        self.unfinished = Unfinished()  # what start-up found, offered by the first menu
        self._hand_cursor = False
        self._failures: list[float] = []
        self.frames = 0
        pygame.key.set_repeat(350, 40)
        set_window_icon()  # before the window opens: some window managers take the icon only then
        prefer_software_framebuffer()
        self.screen = self._open_window()
        pygame.display.set_caption(TITLE)

    # --- the window -----------------------------------------------------------------------
    def _open_window(self) -> pygame.Surface:
        if self.settings.fullscreen:
            try:
                return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            except pygame.error:
                self.settings.fullscreen = False
        screen = pygame.display.set_mode(self.settings.window, pygame.RESIZABLE)
        try:
            # Below this the layouts would squeeze text into nothing. pygame-ce 2.5 has no other way to reach
            # the display's window; its deprecation note is about drawing through Window, which we do not do.
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", DeprecationWarning)
                pygame.Window.from_display_module().minimum_size = MIN_SIZE
        except (AttributeError, pygame.error):
            pass
        return screen

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    @property
    def lang(self) -> str:
        return self.settings.lang

    def _use_preferences(self) -> None:
        """Sound, colour help and animations as the settings say (shared switches the drawing code reads)."""
        from scenes import motion
        from scenes.cards import dama_tigre as card

        self.sounds.enabled = self.settings.sound
        self.sounds.volume = self.settings.volume / 100
        card.set_colour_help(self.settings.colour_help)
        motion.set_enabled(self.settings.motion)

    def desktop(self) -> tuple[int, int] | None:
        """The desktop's size now (None without a real one): Settings offers the window sizes that fit."""
        return desktop_size()

    def apply_settings(self, window_changed: bool = False) -> None:
        """Use changed settings at once and remember them."""
        self._use_preferences()
        if window_changed:
            self.screen = self._open_window()
            pygame.display.set_caption(TITLE)
        for scene in self.stack:
            scene.resize(self.size)
        try:
            self.settings.save()
        except OSError:
            pass  # a read-only home must not stop the game; the settings last this run

    @property
    def think_delay(self) -> float:
        """Seconds a computer's chosen move stays marked before it is played."""
        return self._think_delay if self._think_delay is not None else PACES[self.settings.pace].shown

    @think_delay.setter
    def think_delay(self, seconds: float) -> None:
        self._think_delay = seconds

    @property
    def rest_after_move(self) -> float:
        """Seconds the next computer waits once a move has finished moving on the table."""
        return 0.0 if self._think_delay is not None else PACES[self.settings.pace].rest

    def remember_played(self, game_id: str) -> None:
        """``game_id`` was just opened (started or resumed): the menu lists it among the latest."""
        self.settings.recent = (game_id, *(g for g in self.settings.recent if g != game_id))[:RECENT_GAMES]
        try:
            self.settings.save()
        except OSError:
            pass  # a read-only home: remembered for this run

    def open_lesson(self, game_id: str, guide: Guide) -> None:
        """A guided opening ("Show me") on the real table, over the menu: leaving it returns there."""
        from scenes.game_scene import GameScene
        from scenes.menu import MenuScene
        from scenes.session import Session

        session = Session.guided(game_id, guide, self.lang)
        self.reset(MenuScene(self))
        self.push(GameScene(self, session))

    def toggle_fullscreen(self) -> None:
        self.settings.fullscreen = not self.settings.fullscreen
        self.apply_settings(window_changed=True)

    def set_hand_cursor(self, on: bool) -> None:
        if on != self._hand_cursor:
            self._hand_cursor = on
            try:
                pygame.mouse.set_cursor(pygame.SYSTEM_CURSOR_HAND if on else pygame.SYSTEM_CURSOR_ARROW)
            except pygame.error:
                pass

    # --- the stack --------------------------------------------------------------------------
    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene) -> None:
        self._pending.append(("push", scene, None))

    def pop(self) -> None:
        self._pending.append(("pop", None, None))

    def pop_scene(self, scene: Scene) -> None:
        """Pop ``scene`` if it is still on top when the stack changes (a dialog closing itself)."""
        self._pending.append(("pop_if", None, scene))

    def replace(self, scene: Scene) -> None:
        self._pending.append(("replace", scene, None))

    def reset(self, scene: Scene) -> None:
        """Clear the stack and show ``scene`` (back to the menu)."""
        self._pending.append(("reset", scene, None))

    def apply_pending(self) -> None:
        while self._pending:
            op, scene, target = self._pending.pop(0)
            before = self.top
            if op == "push" and scene is not None:
                self.stack.append(scene)
            elif op == "pop" and self.stack:
                self.stack.pop().leave()
            elif op == "pop_if" and self.stack and self.stack[-1] is target:
                self.stack.pop().leave()
            elif op == "replace" and scene is not None:
                if self.stack:
                    self.stack.pop().leave()
                self.stack.append(scene)
            elif op == "reset" and scene is not None:
                while self.stack:
                    self.stack.pop().leave()
                self.stack.append(scene)
            if self.top is not before and self.top is not None:
                self.top.resize(self.size)
                self.top.enter()
            if not self.stack:
                self.running = False

    def visible_scenes(self) -> list[Scene]:
        """The top scene and, under overlays, the scenes they let show through."""
        shown: list[Scene] = []
        for scene in reversed(self.stack):
            shown.append(scene)
            if not getattr(scene, "overlay", False):
                break
        return list(reversed(shown))

    # --- the loop -------------------------------------------------------------------------
    def busy(self) -> bool:
        return any(scene.dirty or scene.animating for scene in self.visible_scenes()) or bool(self._pending)

    def step(self, block: bool = False) -> None:
        """One turn of the loop: events, update, stack changes, and a redraw if needed."""
        self.apply_pending()
        if block and not self.busy():
            events = self._wait_for_events(IDLE_WAIT_MS / 1000)
            self.clock.tick()  # the time spent waiting is not animation time
        else:
            events = pygame.event.get()
        for event in events:
            self.handle(event)
        dt = min(0.1, self.clock.tick(FRAME_RATE if block else 0) / 1000.0)
        if self.top is not None:
            self.top.update(dt)
        self.apply_pending()
        self.draw()

    def _wait_for_events(self, longest: float) -> list[pygame.event.Event]:
        """Sleep until something happens (an event, a scene with something to draw) or ``longest``
        seconds have passed."""
        deadline = time.perf_counter() + longest
        while True:
            events = pygame.event.get()
            if events or self.busy() or time.perf_counter() >= deadline:
                return events
            time.sleep(IDLE_POLL_SECONDS)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.running = False
            return
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self.screen = pygame.display.get_surface()
            if not self.settings.fullscreen:
                self.settings.window = tuple(max(m, v) for m, v in zip(MIN_SIZE, self.size, strict=True))
            for scene in self.stack:
                scene.resize(self.size)
            return
        if event.type in (pygame.WINDOWEXPOSED, pygame.WINDOWRESTORED, pygame.WINDOWSHOWN):
            for scene in self.visible_scenes():
                scene.dirty = True
            return
        if event.type == pygame.KEYDOWN and (event.key == pygame.K_F11 or (
                event.key == pygame.K_RETURN and event.mod & pygame.KMOD_ALT)):
            self.toggle_fullscreen()
            return
        if event.type == pygame.KEYDOWN and arrow_focus(self.top, event):
            return  # the arrow keys move the focus between clickable things
        if self.top is not None:
            self.top.handle(event)

    def draw(self) -> bool:
        scenes = self.visible_scenes()
        if not any(scene.dirty or scene.animating for scene in scenes):
            return False
        for scene in scenes:
            if scene is scenes[-1]:
                scene.draw(self.screen)
            else:
                scene.draw_under_overlay(self.screen)
            scene.dirty = False
        draw_focus_ring(self.screen, scenes[-1])
        tooltip = getattr(scenes[-1], "draw_tooltip", None)
        if tooltip is not None:
            tooltip(self.screen)
        pygame.display.flip()
        self.frames += 1
        if self.frames == 1:
            self.sounds.start()
        return True

    def run(self) -> int:
        try:
            while self.running:
                self.guarded_step(block=True)
        finally:
            if self.remember_window:
                try:
                    self.settings.save()  # the window size the person left it at
                except OSError:
                    pass
            pygame.quit()
        return 0

    def guarded_step(self, block: bool = False) -> None:
        """A step of the loop that survives an error in any screen (see ``recover``)."""
        try:
            self.step(block=block)
        except Exception as exc:  # noqa: BLE001 - one broken screen must not close everyone's game
            now = time.monotonic()
            self._failures = [t for t in self._failures if now - t < 10] + [now]
            if len(self._failures) > 3:
                raise  # failing over and over (the menu itself?): stop rather than spin
            try:
                self.recover(exc)
            except Exception:  # noqa: BLE001 - even the way back failed: take the plainest one
                from scenes.menu import MenuScene

                self._pending.clear()
                self.reset(MenuScene(self))

    def recover(self, exc: BaseException) -> None:
        """After an unexpected error: note it in error.log, make sure the game is saved, go back to the
        menu and offer to save a report (the game's save and the traceback) in the user data folder."""
        import traceback

        from scenes.i18n import t
        from scenes.menu import MenuScene
        from scenes.session import Session, data_dir, error_report, save_if_consistent
        from scenes.shell import DialogScene
        from scenes.user_files import append_text

        text = "".join(traceback.format_exception(exc))
        print(text, file=sys.stderr)
        try:  # never into a named pipe or a device left in its place: that would block or never end
            append_text(data_dir() / "error.log", f"--- {time.strftime('%Y-%m-%d %H:%M:%S')}\n{text}\n")
        except OSError:
            pass
        top = self.top
        session = next((scene.session for scene in reversed(self.stack)
                        if isinstance(getattr(scene, "session", None), Session)), None)
        if session is not None:
            save_if_consistent(session)  # else the autosave of its last good move stays
        report = error_report(exc, session, type(top).__name__ if top is not None else "")
        self._pending.clear()
        lang = self.lang
        self.reset(MenuScene(self))
        if session is not None and session.save_path is not None and not session.save_problem and session.save_path.exists():
            saved = t(lang, " Your game is saved after its last move: resume it from the menu.")
        else:
            saved = ""
        self.push(DialogScene(
            self, t(lang, "Something went wrong"),
            # Only the error's type on screen: its message may quote a card that some player at the table
            # must not see (the whole message is in the report and in error.log).
            t(lang, "Ludoteca hit an unexpected error ({name}).{saved} A report (the game "
                    "and the error's details) helps us mend it; it stays on this computer until you send it.",
              name=type(exc).__name__, saved=saved),
            [(t(lang, "Save a report"), lambda: self._save_report(report), "primary"),
             (t(lang, "Back to the menu"), None, "normal")]))

    def _save_report(self, report: dict) -> None:
        from scenes.i18n import t
        from scenes.session import write_error_report
        from scenes.shell import DialogScene

        lang = self.lang
        try:
            path = write_error_report(report)
        except OSError as exc:
            title = t(lang, "The report could not be saved")
            message = t(lang, "Writing it failed ({value}). The details are also in error.log.", value=exc.strerror or exc)
        else:
            title = t(lang, "Report saved")
            message = t(lang, "The report is in {path}. Send that file with a few words on what you were doing.", path=path)
        self.push(DialogScene(self, title, message, [(t(lang, "OK"), None, "primary")]))

    def screenshot(self, path: str | os.PathLike[str]) -> None:
        for scene in self.visible_scenes():
            scene.dirty = True
        self.draw()
        pygame.image.save(self.screen, str(path))


# --- start-up ------------------------------------------------------------------------------

def start(app: App) -> None:
    """The menu, with the resume offer or the broken-save message on top of it."""
    from scenes.menu import MenuScene

    app.unfinished = unfinished_games()
    app.push(MenuScene(app, offer_resume=True))
    app.apply_pending()


def parse_size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"size must look like 1280x800, not {text!r}") from None
    if not (MIN_SIZE[0] <= w <= 8000 and MIN_SIZE[1] <= h <= 8000):
        raise argparse.ArgumentTypeError(f"size {w}x{h} is outside {MIN_SIZE[0]}x{MIN_SIZE[1]} .. 8000x8000")
    return w, h


def screenshot_file(text: str) -> str:
    """An argparse type: a picture file to write, in a folder that exists."""
    path = os.path.abspath(text)
    if not text or os.path.isdir(path):
        raise argparse.ArgumentTypeError(f"{text!r} is a folder, not a file name")
    if not os.path.isdir(os.path.dirname(path)):
        raise argparse.ArgumentTypeError(f"{text!r} is in a folder that does not exist")
    return text


def demo(args: argparse.Namespace) -> int:
    """Play ``--moves`` actions with computer players through the real game scene and save the frame."""
    from game.arguments import game_options
    from game.registry import GAMES
    from scenes.game_scene import GameScene, computer_seats
    from scenes.session import Session
    from scenes.tables import TABLES

    if args.demo not in GAMES:
        print(f"ludoteca: unknown game {args.demo!r}; known games: {', '.join(sorted(GAMES))}", file=sys.stderr)
        return 2
    if args.demo not in TABLES:
        print(f"ludoteca: {args.demo!r} has no table yet; games with a table: {', '.join(sorted(TABLES))}",
              file=sys.stderr)
        return 2
    cls = GAMES[args.demo]
    players = args.players if args.players is not None else max(cls.min_players, min(2, cls.max_players))
    if not cls.min_players <= players <= cls.max_players:
        print(f"ludoteca: --players {players}: {cls.id} is for {cls.min_players} to {cls.max_players} players",
              file=sys.stderr)
        return 2
    settings = getattr(args, "option", None) or []
    try:  # typed and checked by the game (a number option's "2" is its choice 2)
        options = game_options(cls, settings) if settings else {}
    except ValueError as exc:
        print(f"ludoteca: --option: {exc}; {cls.id} has "
              + (", ".join(f"{o.name} ({', '.join(map(str, o.choices))})" for o in cls.options_spec) or "no options"),
              file=sys.stderr)
        return 2
    app = App(size=args.size, lang=args.lang, threaded_bots=False, think_delay=0.0, load_settings=False)
    app.sounds.enabled = False
    session = Session.new(cls.id, computer_seats(players, app.lang, args.bot), seed=args.seed,
                          options=options or None, save_path=None)
    scene = GameScene(app, session)
    app.push(scene)
    app.apply_pending()
    while len(session.state.history) < args.moves and not session.state.is_over():
        before = len(session.state.history)
        scene.update(0.0)
        app.apply_pending()
        if len(session.state.history) == before and not scene.computer_busy:
            break
        session = scene.session
    scene.settle()
    app.apply_pending()
    if args.screenshot:
        try:
            app.screenshot(args.screenshot)
        except (pygame.error, OSError) as exc:  # the folder went away, or no right to write there
            print(f"ludoteca: --screenshot {args.screenshot!r} cannot be written: {exc}", file=sys.stderr)
            pygame.quit()
            return 2
        print(f"{cls.id}: {len(scene.session.state.history)} moves, screenshot {args.screenshot}")
    pygame.quit()
    return 0


def first_frame(args: argparse.Namespace) -> int:
    """Start as a person would, draw the menu once, then say when (wall clock), at what CPU cost
    (whole process, and the main thread alone) and at what peak memory."""
    app = App(size=args.size, lang=args.lang)
    start(app)
    app.step()
    at, cpu_ms, main_cpu_ms = time.time(), time.process_time() * 1000, time.thread_time() * 1000
    from scenes.bench import peak_memory_mb

    print(f"first-frame at={at:.6f} cpu_ms={cpu_ms:.1f} main_thread_cpu_ms={main_cpu_ms:.1f} frames={app.frames} "
          f"maxrss_mb={peak_memory_mb()}", flush=True)
    pygame.quit()
    return 0


def main(argv: list[str] | None = None) -> int:
    from game.arguments import MAX_SEED, Parser, bot_name, int_in, option_setting, seed_number

    parser = Parser(prog="ludoteca", description="Ludoteca: tabletop games on one screen.")
    parser.add_argument("--demo", metavar="GAME", help="play computer moves of GAME headless-friendly and stop")
    parser.add_argument("--seed", type=seed_number, default=1, help=f"the demo game's seed (0 to {MAX_SEED})")
    parser.add_argument("--moves", type=int_in(0, 100_000), default=20,
                        help="how many actions the demo plays (0 to 100000)")
    parser.add_argument("--players", type=int_in(1, 99), help="players in the demo game (within the game's range)")
    parser.add_argument("--bot", type=bot_name, default=None,
                        help="computer strength in the demo (default: normal, else random)")
    parser.add_argument("--screenshot", type=screenshot_file, metavar="FILE.png", help="save the demo's last frame")
    parser.add_argument("--option", type=option_setting, action="append", metavar="NAME=VALUE",
                        help="an option of the demo game, e.g. variant=memory (repeatable)")
    parser.add_argument("--size", type=parse_size, help="window size, e.g. 1280x800")
    parser.add_argument("--lang", choices=languages(), help="language (default: settings, else the system's)")
    parser.add_argument("--bench", action="store_true",
                        help="measure frame times of every table, start-up time, idle CPU, memory, build size")
    parser.add_argument("--json", action="store_true", help="with --bench: print one JSON object")
    # For --bench: open the menu, report the first frame's wall-clock time and peak memory, and stop.
    parser.add_argument("--first-frame", action="store_true", help=argparse.SUPPRESS)
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:  # a bad value (said in one line) or --help: the status, for callers of main()
        return exc.code if isinstance(exc.code, int) else 2
    if args.bench:
        from scenes.bench import main as bench

        return bench(json_output=args.json, size=args.size)
    if args.first_frame:
        return first_frame(args)
    if args.demo:
        return demo(args)
    app = App(size=args.size, lang=args.lang)
    start(app)
    return app.run()


if __name__ == "__main__":
    sys.exit(main())
