"""Before a game: how many players, who is a person and who a computer (and how strong),
names, the game's options and an optional seed."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from game.ai.base import BOTS
from game.registry import GAMES
from scenes import theme
from scenes.emblems import emblem_for
from scenes.i18n import game_summary, game_t, game_title, t, tn
from scenes.session import (
    COMPUTER,
    HUMAN,
    SeatConfig,
    Session,
    autosave_path,
    check_autosave,
    default_name,
    is_default_name,
)
from scenes.shell import DialogScene, ShellScene, header
from scenes.strengths import (
    STRENGTH_ORDER,
    default_strength,
    strength_guide,
    strength_label,
    strengths,
)
from scenes.widgets import paint
from scenes.widgets.base import Widget
from scenes.widgets.button import button, row
from scenes.widgets.text import Label, Paragraph, Picture, TextField

if TYPE_CHECKING:
    from scenes.app import App



@dataclass
class SeatChoice:
    name: str
    kind: str
    bot: str


class SetupScene(ShellScene):
    def __init__(self, app: App, game_id: str) -> None:
        super().__init__(app)
        self.game = GAMES[game_id]
        remembered = getattr(app, "last_setup", {}).get(game_id)
        if remembered:
            self.players, self.seats, self.options, self.seed_text = remembered
            self.seats = [SeatChoice(**vars(s)) for s in self.seats]
            self.options = dict(self.options)
        else:
            cls = self.game
            self.options = {spec.name: spec.default for spec in cls.options_spec}
            low, high = cls.player_range(self.options)
            self.players = max(low, min(2, high))
            self.seats = []
            self.seed_text = ""
        # The option whose choice last moved the player count into its range (said under the seats).
        self.count_moved_by: str | None = None
        self._fit_players()
        self._fill_seats()

    def _fit_players(self) -> bool:
        """Move the count to the nearest one the chosen options allow; whether it had to move."""
        low, high = self.game.player_range(self.options)
        if low <= self.players <= high:
            return False
        self.players = max(low, min(high, self.players))
        return True

    # --- model -------------------------------------------------------------------------------
    def _fill_seats(self) -> None:
        while len(self.seats) < self.game.max_players:
            seat = len(self.seats)
            kind = HUMAN if seat == 0 else COMPUTER
            self.seats.append(SeatChoice(default_name(kind, seat, self.lang), kind, default_strength()))

    def seat_configs(self) -> list[SeatConfig]:
        return [SeatConfig(name=(s.name.strip() or default_name(s.kind, i, self.lang)), kind=s.kind, bot=s.bot)
                for i, s in enumerate(self.seats[: self.players])]

    def _remember(self) -> None:
        memory = getattr(self.app, "last_setup", None)
        if memory is None:
            memory = self.app.last_setup = {}
        memory[self.game.id] = (self.players, [SeatChoice(**vars(s)) for s in self.seats], dict(self.options),
                                self.seed_text)

    # --- layout ------------------------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> list[Widget]:
        lang = self.lang
        cls = self.game
        u = theme.unit(rect.size)
        margin = int(u * 5)
        widgets: list[Widget] = []
        body = pygame.Rect(rect.x + margin, rect.y + margin + int(u * 16), rect.w - 2 * margin,
                           rect.h - 2 * margin - int(u * 28))
        left = pygame.Rect(body.x, body.y, int(body.w * 0.6) - int(u * 2), body.h)
        right = pygame.Rect(left.right + int(u * 6), body.y, body.right - left.right - int(u * 6), body.h)
        moved = self._count_moved_words(lang)
        note_h = int(u * 4.5) if moved else 0
        row_h = int(min(u * 6.5, (left.h - u * 14 - note_h) / max(1, self.players) - u * 1.5))
        low, high = cls.player_range(self.options)
        text_size = max(11, int(row_h * 0.4))

        # Players: count, then one row per seat.
        widgets.append(Label(name="players-title", rect=pygame.Rect(left.x, left.y, left.w // 2, int(u * 6)),
                             text=t(lang, "Players"), size=int(u * 3.2), colour=theme.GOLD, bold=True))
        if cls.min_players != cls.max_players:
            stepper = pygame.Rect(left.right - int(u * 26), left.y, int(u * 26), int(u * 6))
            minus, count, plus = row(stepper, 3, int(u))
            widgets.append(button("players:-", minus, "−", ("players", -1), enabled=self.players > low))
            widgets.append(Label(name="players:count", rect=count, text=str(self.players), size=int(u * 3.4),
                                 bold=True, align="center"))
            widgets.append(button("players:+", plus, "+", ("players", 1), enabled=self.players < high))
        kind_w = int(left.w * 0.4)
        strength_w = int(left.w * 0.19)
        name_x = left.x + row_h + int(u)
        name_w = left.w - row_h - kind_w - strength_w - int(u * 3)
        heading_y = left.y + int(u * 7)
        for key, x, w, text in (("name", name_x, name_w, t(lang, "Name")),
                                ("who", name_x + name_w + int(u), kind_w, t(lang, "Who plays")),
                                ("strength", name_x + name_w + kind_w + int(u * 2), strength_w,
                                 t(lang, "Strength"))):
            widgets.append(Label(name=f"heading:{key}", rect=pygame.Rect(x, heading_y, w, int(u * 4)), text=text,
                                 size=max(10, int(u * 2.1)), colour=(186, 200, 186)))
        y = left.y + int(u * 12)
        for seat in range(self.players):
            choice = self.seats[seat]
            line = pygame.Rect(left.x, y, left.w, row_h)
            marker = pygame.Rect(line.x, line.y, row_h, row_h)
            widgets.append(Label(name=f"seat:{seat}", rect=marker, text=str(seat + 1), size=text_size, bold=True,
                                 colour=theme.GOLD, align="center"))
            name_rect = pygame.Rect(name_x, line.y, name_w, row_h)
            widgets.append(TextField(name=f"name:{seat}", rect=name_rect, intent=("focus", seat), value=choice.name,
                                     placeholder=default_name(choice.kind, seat, lang), max_length=18))
            kinds = pygame.Rect(name_rect.right + int(u), line.y, kind_w, row_h)
            person, computer = row(kinds, 2, max(2, int(u * 0.5)))
            widgets.append(button(f"kind:{seat}:human", person, t(lang, "Person"), ("kind", seat, HUMAN),
                                  style="quiet", selected=choice.kind == HUMAN))
            widgets.append(button(f"kind:{seat}:computer", computer, t(lang, "Computer"),
                                  ("kind", seat, COMPUTER), style="quiet", selected=choice.kind == COMPUTER))
            strength = pygame.Rect(kinds.right + int(u), line.y, strength_w, row_h)
            if choice.kind == COMPUTER:
                widgets.append(button(f"strength:{seat}", strength, strength_label(choice.bot, lang), ("strength", seat),
                                      tooltip=t(lang, "Click to change the strength")))
            y += row_h + int(u * 1.5)
        if moved:  # the chosen option changed the count: say so where the seats changed
            widgets.append(Label(name="players:moved", rect=pygame.Rect(left.x, y, left.w, int(u * 3.5)), text=moved,
                                 size=paint.size_to_fit(moved, max(11, int(u * 2.4)), left.w), colour=theme.GOLD))
            y += note_h

        widgets += self._notes(left, y, lang, u)
        # The game: its picture and what kind of game it is; then options and seed.
        about, options = self._right_parts(right, u)
        widgets += self._about(about, lang, u)
        widgets.append(Label(name="options-title", rect=pygame.Rect(options.x, options.y, options.w, int(u * 6)),
                             text=t(lang, "Options"), size=int(u * 3.2), colour=theme.GOLD, bold=True))
        y = options.y + int(u * 7.5)
        opt_h = int(u * 6)
        # Many options on a short window: each label beside its chooser, not above it, so the seed
        # field stays clear of the Start button.
        compact = self._compact(right, u)
        # Beside their choosers, labels and values share the row as their words need (the label a
        # quarter to a half of it): "Until one has every chip" had less room than "Length" and shrank.
        label_w = _label_width(cls, lang, right.w, u, opt_h) if compact else right.w
        for spec in cls.options_spec:
            label_rect = pygame.Rect(right.x, y + (opt_h - int(u * 4)) // 2 if compact else y, label_w, int(u * 4))
            label_size = _readable_size(spec.text(lang), int(u * 2.4), label_w, False, opt_h) if compact \
                else int(u * 2.4)
            widgets.append(_fitting_text(f"option-label:{spec.name}", label_rect, spec.text(lang), label_size,
                                         (206, 214, 200), False, opt_h if compact else label_rect.h))
            if not compact:
                y += int(u * 4.5)
            strip = pygame.Rect(right.x + (label_w + int(u) if compact else 0), y,
                                right.w - (label_w + int(u) if compact else 0), opt_h)
            arrow = opt_h * 4 // 5  # the arrows a little narrower than tall: the value's words get the room
            back, value, forward = pygame.Rect(strip.x, y, arrow, opt_h), strip.inflate(-2 * arrow - int(u * 2), 0), \
                pygame.Rect(strip.right - arrow, y, arrow, opt_h)
            widgets.append(button(f"option:{spec.name}:-", back, "◀", ("option", spec.name, -1), style="quiet"))
            choice = spec.choice_text(self.options[spec.name], lang)
            widgets.append(_fitting_text(f"option:{spec.name}", value, choice,
                                         _readable_size(choice, int(u * 2.6), value.w, True, value.h), theme.IVORY,
                                         True, value.h, align="center"))
            widgets.append(button(f"option:{spec.name}:+", forward, "▶", ("option", spec.name, 1), style="quiet"))
            y += opt_h + int(u * (1.5 if compact else 2.5))
        if not cls.options_spec:
            widgets.append(Label(name="no-options", rect=pygame.Rect(right.x, y, right.w, int(u * 4)),
                                 text=t(lang, "This game has no options."),
                                 size=int(u * 2.4), colour=(186, 196, 184)))
            y += int(u * 5.5)
        words = cls.spec.seed_words  # what the seed repeats, in the game's terms (None: no chance)
        if words is not None:
            seed_words = game_t(cls.id, lang, words)
            widgets.append(Label(name="seed-label", rect=pygame.Rect(right.x, y, right.w, int(u * 4)), text=seed_words,
                                 size=paint.size_to_fit(seed_words, int(u * 2.4), right.w), colour=(206, 214, 200)))
            widgets.append(TextField(name="seed", rect=pygame.Rect(right.x, y + int(u * 4.5), right.w, opt_h),
                                     intent=("focus", "seed"), value=self.seed_text, max_length=9,
                                     allowed="0123456789", placeholder=t(lang, "random")))

        # Bottom bar.
        bar = pygame.Rect(rect.x + margin, rect.bottom - margin - int(u * 8), rect.w - 2 * margin, int(u * 8))
        back_rules = pygame.Rect(bar.x, bar.y, int(u * 48), bar.h)
        back, rules = row(back_rules, 2, int(u * 2))
        widgets.append(button("back", back, t(lang, "Back"), "back", style="quiet"))
        widgets.append(button("rules", rules, t(lang, "Rules"), "rules"))
        widgets.append(button("start", pygame.Rect(bar.right - int(u * 34), bar.y, int(u * 34), bar.h),
                              t(lang, "Start"), "start", style="primary"))
        return widgets

    def _count_moved_words(self, lang: str) -> str | None:
        """The words after an option's choice moved the count ("Memory is for 2 to 4 players: now 4 play.")."""
        option = next((o for o in self.game.options_spec if o.name == self.count_moved_by), None)
        if option is None:
            return None
        low, high = self.game.player_range(self.options)
        return t(lang, "{choice} is for {low} to {high} players: now {n} play.",
                 choice=option.choice_text(self.options[option.name], lang), low=low, high=high, n=self.players)

    def _options_height(self, u: float, compact: bool) -> int:
        return int(u * 7.5) + max(1, len(self.game.options_spec)) * int(u * (7.5 if compact else 13)) + int(u * 11)

    def _compact(self, right: pygame.Rect, u: float) -> bool:
        """Whether the options must sit one to a line (label beside chooser) to leave the game's card
        its smallest size above them."""
        return self._options_height(u, False) > right.h - int(u * 23)

    def _right_parts(self, right: pygame.Rect, u: float) -> tuple[pygame.Rect, pygame.Rect]:
        """The right column: the game's card on top, the options below (each in its own panel)."""
        options_h = self._options_height(u, self._compact(right, u))
        wanted = int(right.w / 2.3) + int(u * 13)  # the picture and two lines under it
        about_h = max(int(u * 18), min(wanted, right.h - options_h - int(u * 5)))
        about = pygame.Rect(right.x, right.y, right.w, about_h)
        options = pygame.Rect(right.x, about.bottom + int(u * 5), right.w, right.bottom - about.bottom - int(u * 5))
        return about, options

    def _about(self, area: pygame.Rect, lang: str, u: float) -> list[Widget]:
        """The game's picture from the menu, beside a few words on how many play and how."""
        cls = self.game
        # The menu's pictures are wide (about 2.3 to 1): the picture spans the card, the words go under it.
        picture = pygame.Rect(area.x, area.y, area.w, min(int(area.w / 2.3), area.h - int(u * 12)))
        low, high = cls.player_range(self.options)  # the chosen options' range
        if low == high:
            count = tn(lang, "{n} player", "{n} players", low)
        else:
            count = t(lang, "{low} to {high} players", low=low, high=high)
        if self.players in cls.spec.mode_words_by_players:
            mode = game_t(cls.id, lang, cls.spec.mode_words_by_players[self.players])
        elif cls.spec.mode_words:
            mode = game_t(cls.id, lang, cls.spec.mode_words)
        elif cls.cooperative:
            mode = t(lang, "Everyone plays together against the game.")
        elif high == 1:
            mode = t(lang, "A puzzle to play alone.")
        else:
            mode = t(lang, "Each plays for themselves.")
        if cls.hidden_information and high == 1:
            secret = t(lang, "Some cards stay face down until they turn up.")
        elif cls.hidden_information:  # in the game's own words (Vuelvan hides one's own hand; Ideograma, tiles)
            chosen = cls.spec.variant(self.options)  # a variant may hide other things (Memory: no hands)
            words = chosen[1].secret_words if chosen is not None and chosen[1].secret_words else cls.spec.secret_words
            secret = game_t(cls.id, lang, words)
        else:
            secret = t(lang, "Everything is in plain sight.")
        size = max(11, int(u * 2.4))
        # The words keep the lines they need and the picture takes what is left (at 1024x640 the
        # second line, "Algunas cartas quedan ocultas a los demás", was cut off under it).
        words = Paragraph(name="", rect=pygame.Rect(0, 0, area.w, 1), text=f"{mode} {secret}", size=size)
        # The card is made for the picture and two lines: words that take more are set a little smaller
        # (not under 11 px) before they take the picture's room, so that every game's picture is drawn at
        # one size (three lines of words drew a picture a quarter smaller than the others').
        two_lines = 2 * int(size * 1.35)
        while words.height_for(area.w) > two_lines and words.size > 11:
            words.size -= 1
        if words.height_for(area.w) > two_lines:
            words.size = size  # two lines are out of reach: the words at their size, the picture smaller
        # (int(u) + int(u * 5): the gaps below as they are laid, each rounded down on its own)
        picture.h = max(int(u * 6), min(picture.h, area.h - int(u) - int(u * 5) - words.height_for(area.w)))
        room = area.bottom - picture.bottom - int(u) - int(u * 5)
        while words.height_for(area.w) > room and words.size > 10:  # a setup crowded with options
            words.size -= 1
        size = words.size
        widgets: list[Widget] = [Picture(name="emblem", rect=picture, painter=emblem_for(cls.id, cls.family))]
        text = pygame.Rect(area.x, picture.bottom + int(u), area.w, area.bottom - picture.bottom - int(u))
        widgets.append(Label(name="about:players", rect=pygame.Rect(text.x, text.y, text.w, int(u * 4.5)), text=count,
                             size=max(12, int(u * 2.8)), colour=theme.IVORY, bold=True, align="center"))
        widgets.append(Paragraph(name="about:how", rect=pygame.Rect(text.x, text.y + int(u * 5), text.w,
                                                                     text.h - int(u * 5)),
                                 text=f"{mode} {secret}", size=size, colour=(206, 214, 200), align="center"))
        return widgets

    def _notes(self, left: pygame.Rect, top: int, lang: str, u: float) -> list[Widget]:
        """Under the seats, when there is room: how computers and people share the table."""
        room = pygame.Rect(left.x, top + int(u * 2), left.w, left.bottom - top - int(u * 2))
        if room.h < u * 10:
            return []
        lines = [t(lang, "A computer's strength changes with a click: Easy, Normal, Hard or Random.")]
        if self.game.max_players > 1:
            if self.game.needs_curtain:
                lines.append(t(lang, "Several people share one screen: a curtain hides the table while the device "
                                     "changes hands."))
            else:
                lines.append(t(lang, "Several people take turns at one screen."))
        size = max(11, int(u * 2.3))
        widgets: list[Widget] = []
        height = int(size * 1.35)
        blocks = [(line, Paragraph(name="", rect=pygame.Rect(0, 0, room.w, 1), text=line, size=size).height_for(room.w))
                  for line in lines]
        total = sum(h for _, h in blocks) + int(u * 1.5) * (len(blocks) - 1)
        y = room.y + int(u * 2)
        if y + total > room.bottom:
            return []
        rule = pygame.Rect(room.x, room.y + int(u * 0.5), room.w, max(1, int(u / 4)))
        widgets.append(Picture(name="note:rule", rect=rule, painter=lambda surface, r: surface.fill((70, 96, 80), r)))
        for i, (line, h) in enumerate(blocks):
            widgets.append(Paragraph(name=f"note:{i}", rect=pygame.Rect(room.x, y, room.w, max(h, height)), text=line,
                                     size=size, colour=(176, 192, 178)))
            y += h + int(u * 1.5)
        return widgets + self._strength_guide(pygame.Rect(room.x, y, room.w, room.bottom - y), lang, u)

    def _strength_guide(self, room: pygame.Rect, lang: str, u: float) -> list[Widget]:
        """When a computer sits at the table and there is room: one line on each strength."""
        if not any(seat.kind == COMPUTER for seat in self.seats[:self.players]):
            return []
        names = [name for name in STRENGTH_ORDER if name in BOTS]
        size = max(11, int(u * 2.1))
        name_w = int(u * 13)
        text_w = room.w - name_w
        heights = [Paragraph(name="", rect=pygame.Rect(0, 0, text_w, 1), text=strength_guide(self.game.id, name, lang),
                             size=size).height_for(text_w) for name in names]
        title_h = int(u * 3.6)
        gap = int(u * 0.5)
        if room.y + int(u) + title_h + sum(heights) + gap * len(names) > room.bottom:
            return []
        y = room.y + int(u)
        widgets: list[Widget] = [Label(name="guide:title", rect=pygame.Rect(room.x, y, room.w, title_h),
                                       text=t(lang, "Computer strengths"),
                                       size=max(11, int(u * 2.3)), colour=(206, 214, 200), bold=True)]
        y += title_h
        for name, h in zip(names, heights, strict=True):
            widgets.append(Label(name=f"guide:{name}", rect=pygame.Rect(room.x, y, name_w, max(h, size)),
                                 text=strength_label(name, lang), size=size, colour=theme.GOLD, bold=True))
            widgets.append(Paragraph(name=f"guide:{name}:text", rect=pygame.Rect(room.x + name_w, y, text_w, h),
                                     text=strength_guide(self.game.id, name, lang), size=size,
                                     colour=(176, 192, 178)))
            y += h + gap
        return widgets

    def heading(self) -> tuple[str, str]:
        """The screen's title and the line under it, for the game the options choose: Trading Faces'
        Memory is named and described as itself, not as the passing game."""
        cls = self.game
        summary = game_summary(cls, self.options, self.lang)
        return game_title(cls, self.options, self.lang), f"{cls.family} · {summary}" if summary else cls.family

    @staticmethod
    def header_rect(size: tuple[int, int]) -> pygame.Rect:
        """Where the title and its subtitle go on a window of ``size``."""
        u = theme.unit(size)
        margin = int(u * 5)
        return pygame.Rect(margin, margin, size[0] - 2 * margin, int(u * 14))

    def draw(self, surface: pygame.Surface) -> None:
        self.ensure_layout()
        self.draw_background(surface)
        u = theme.unit(surface.get_size())
        margin = int(u * 5)
        header(surface, self.header_rect(surface.get_size()), *self.heading())
        body = pygame.Rect(margin, margin + int(u * 16), surface.get_width() - 2 * margin,
                           surface.get_height() - 2 * margin - int(u * 28))
        left_w = int(body.w * 0.6) - int(u * 2)
        paint.panel(surface, pygame.Rect(body.x - int(u * 2), body.y - int(u * 1.5), left_w + int(u * 4),
                                         body.h + int(u * 3)), (16, 30, 24, 150), radius=int(u * 1.5), shadow=False)
        right = pygame.Rect(body.x + left_w + int(u * 6), body.y, body.right - body.x - left_w - int(u * 6), body.h)
        for part in self._right_parts(right, u):
            paint.panel(surface, part.inflate(int(u * 4), int(u * 3)), (16, 30, 24, 150), radius=int(u * 1.5),
                        shadow=False)
        for widget in self.widgets:
            widget.draw(surface, theme)

    # --- input -------------------------------------------------------------------------------
    def on_text(self, field: TextField) -> None:
        if field.name == "seed":
            self.seed_text = field.value
        elif field.name.startswith("name:"):
            self.seats[int(field.name.split(":")[1])].name = field.value

    def on_enter(self) -> None:
        self.on_intent("start")

    def on_intent(self, intent: Any) -> None:
        from scenes.rules import RulesScene

        if intent == "back":
            self._remember()
            self.app.pop()
        elif intent == "rules":
            self.app.push(RulesScene(self.app, self.game.id))
        elif intent == "start":
            self._confirm_start()
        elif isinstance(intent, tuple):
            kind = intent[0]
            if kind == "players":
                low, high = self.game.player_range(self.options)
                self.players = max(low, min(high, self.players + intent[1]))
                self.count_moved_by = None
            elif kind == "kind":
                seat, new_kind = intent[1], intent[2]
                choice = self.seats[seat]
                if choice.kind != new_kind and is_default_name(choice.name, seat):
                    choice.name = default_name(new_kind, seat, self.lang)
                choice.kind = new_kind
            elif kind == "strength":
                names = strengths()
                choice = self.seats[intent[1]]
                index = names.index(choice.bot) if choice.bot in names else -1
                choice.bot = names[(index + 1) % len(names)]
            elif kind == "option":
                spec = next(s for s in self.game.options_spec if s.name == intent[1])
                index = spec.choices.index(self.options[spec.name])
                self.options[spec.name] = spec.choices[(index + intent[2]) % len(spec.choices)]
                if self._fit_players():
                    self.count_moved_by = spec.name
                elif self.count_moved_by == spec.name:
                    self.count_moved_by = None
            self.relayout()

    def _confirm_start(self) -> None:
        # Each game keeps one unfinished game; only a game of this same kind can be replaced.
        found = check_autosave(autosave_path(self.game.id))
        if found.session is None:
            self.start_game()
            return
        lang, waiting = self.lang, found.session

        def resume() -> None:
            from scenes.game_scene import GameScene

            self._remember()
            self.app.remember_played(waiting.game_id)
            self.app.replace(GameScene(self.app, waiting))

        # The choice that loses a game is never the one Enter presses: resuming is first and focused.
        self.app.push(DialogScene(
            self.app, t(lang, "Replace the unfinished game?"),
            t(lang, "Your game of {title} has not finished. A new game takes its place.",
              title=game_title(waiting.state, waiting.state.options, lang)),
            [(t(lang, "Resume that game"), resume, "primary"),
             (t(lang, "Start the new game"), self.start_game, "normal"),
             (t(lang, "Cancel"), None, "normal")]))

    def start_game(self) -> None:
        from scenes.game_scene import GameScene

        self._remember()
        seed = int(self.seed_text) if self.seed_text.strip() else None
        session = Session.new(self.game.id, self.seat_configs(), seed, self.options, save_path=autosave_path(self.game.id))
        self.app.remember_played(self.game.id)
        self.app.replace(GameScene(self.app, session))


def _fits(text: str, size: int, width: int, bold: bool, room: int) -> bool:
    return paint.fit_text(text, size, width, bold) == text or (
        len(theme.wrap(text, size, width, bold)) * int(size * 1.35) <= room
        and all(paint.fit_text(line, size, width, bold) == line for line in theme.wrap(text, size, width, bold)))


def _label_width(cls: Any, lang: str, width: int, u: float, opt_h: int) -> int:
    """The options' label column beside their choosers, a quarter to a half of ``width``: the one at
    which every label and every choice's words are drawn whole at the largest smallest size."""
    arrows = 2 * (opt_h * 4 // 5) + int(u * 3)  # the gap after the label, the arrows, the value's margins
    best = (-1, int(width * 0.38))
    for share in range(24, 51, 2):
        label_w = width * share // 100
        value_w = width - label_w - arrows
        sizes = [_readable_size(spec.text(lang), int(u * 2.4), label_w, False, opt_h) for spec in cls.options_spec]
        whole = all(_fits(spec.text(lang), size, label_w, False, opt_h)
                    for spec, size in zip(cls.options_spec, sizes, strict=True))
        for spec in cls.options_spec:
            for choice in spec.choices:
                words = spec.choice_text(choice, lang)
                size = _readable_size(words, int(u * 2.6), value_w, True, opt_h)
                whole = whole and _fits(words, size, value_w, True, opt_h)
                sizes.append(size)
        score = min(sizes) if whole else -100 + min(sizes)
        if score > best[0]:
            best = (score, label_w)
    return best[1]


def _readable_size(text: str, size: int, width: int, bold: bool, room: int) -> int:
    """The letters' size for words in a box ``width`` x ``room``: one line at ``size`` or a little
    smaller; else wrapped (two lines, as a desktop game would) at the largest size whose lines fit the
    room, never under ``paint.READABLE`` ("Hasta que uno lo gane todo" was one line of 8-px letters)."""
    one_line = paint.size_to_fit(text, size, width, bold, smallest=0.85)
    if paint.fit_text(text, one_line, width, bold) == text:
        return one_line
    while size > paint.READABLE and len(theme.wrap(text, size, width, bold)) * int(size * 1.35) > room:
        size -= 1
    return size


def _fitting_text(name: str, rect: pygame.Rect, text: str, size: int, colour: tuple[int, int, int], bold: bool,
                  room: int, align: str = "left") -> Widget:
    """A label, or, when it would be cut even in small letters (an option of a small window: "100 fichas,
    mínima 2" at 640x480), the same words on as many lines as ``room`` (the height beside it) holds,
    centred on the label's line."""
    if paint.fit_text(text, size, rect.w, bold) == text:
        return Label(name=name, rect=rect, text=text, size=size, colour=colour, bold=bold, align=align)
    wrapped = Paragraph(name=name, rect=pygame.Rect(rect), text=text, size=size, colour=colour, bold=bold, align=align)
    height = min(room, wrapped.height_for(rect.w))
    wrapped.rect = pygame.Rect(rect.x, rect.centery - height // 2, rect.w, height)
    return wrapped
