"""The betting variant on the PokerDrez table (the rules: games/pokerdrez/betting.py).

Each side's chips lie beside its cards and the stake in the middle, next to the deck, drawn with the
shared chip piles (``scenes.cards.chips``); chips travel between them as the motion's gems when a
raise is put in or the stake is paid. The raise control is a row of buttons (− / raise to N / +),
with the keys + and − for the amount, R to raise (or beat a raise) and M to meet one; refusing a
raise loses the game, so it asks for a second click. Everything drawn comes from the view's
``betting`` part: the table never works the chips out itself."""

from __future__ import annotations

from typing import Any

import pygame

from game.core import Action, Seat
from games.pokerdrez.texts import TEXTS
from games.pokerdrez.view import MEET, RAISE, REFUSE, BettingView, read_raise
from scenes import theme
from scenes.cards.chips import ChipStack
from scenes.cards.pieces import SOFT
from scenes.motion import GemPile
from scenes.widgets.base import Widget
from scenes.widgets.text import Paragraph

CHIP_COLOUR = "yellow"  # the chips in flight (the motion draws them as gems)


def chip_piles(betting: BettingView | None) -> list[GemPile]:
    """The counts the motion follows: each side's chips and the stake in the middle."""
    if betting is None:
        return []
    return [
        GemPile("stack:0", betting.stacks[0], CHIP_COLOUR),
        GemPile("stack:1", betting.stacks[1], CHIP_COLOUR),
        GemPile("pot", betting.pot, CHIP_COLOUR),
    ]


def stack_widget(rect: pygame.Rect, betting: BettingView, who: Seat, name: str, lang: str) -> Widget:
    """``who``'s chips, the count beside a small pile."""
    widget = ChipStack(
        name=f"chips:{who}",
        rect=rect,
        count=betting.stacks[who],
        always=True,
        tooltip=TEXTS.tn(lang, "{name} has {n} chip", "{name} has {n} chips", betting.stacks[who], name=name),
    )
    widget.extra["gems_of"] = f"stack:{who}"
    return widget


def stake_widgets(rect: pygame.Rect, betting: BettingView, names: list[str], lang: str, size: int) -> list[Widget]:
    """The chips in the middle, and beside them what they stand for (the stake, the maximum, a raise
    waiting, or who has promised to win), on as many lines as the width needs: ``rect`` is grown to
    the height used (read it back from the last widget)."""
    pile = ChipStack(
        name="pot",
        rect=pygame.Rect(rect.x, rect.y, min(rect.w // 4, rect.h * 13 // 5), rect.h),
        count=betting.pot,
        always=True,
        bold=True,
        tooltip=TEXTS.tn(lang, "{n} chip in the middle", "{n} chips in the middle", betting.pot),
    )
    pile.extra["gems_of"] = "pot"
    words = [TEXTS.t(lang, "Stake: {n} each, at most {most}", n=betting.stake, most=betting.maximum)]
    if betting.offered is not None:
        words.append(TEXTS.t(lang, "Raise to {n} waits", n=betting.offered))
    elif betting.committed is not None and betting.net is None:
        words.append(TEXTS.t(lang, "{name} must win", name=names[betting.committed]))
    text = " · ".join(words)
    small = max(10, int(size * 0.85))
    text_w = rect.right - pile.rect.right - 4
    lines_h = Paragraph(name="stake", rect=pygame.Rect(0, 0, text_w, 1), text=text, size=small).height_for(text_w)
    text_rect = pygame.Rect(pile.rect.right + 4, rect.y, text_w, max(rect.h, lines_h))
    return [
        pile,
        Paragraph(
            name="stake",
            rect=text_rect,
            text=text,
            size=small,
            colour=theme.HIGHLIGHT if betting.offered is not None else SOFT,
            tooltip=TEXTS.t(
                lang,
                "The winner takes the stake; a draw gives it back, unless the last raiser drew: they pay it.",
            ),
        ),
    ]


class StakeChoice:
    """The stake a person is about to name with − and +, kept between builds."""

    def __init__(self) -> None:
        self.amount: int | None = None
        self.refusing = False  # the first click on "refuse" asks for a second
        self._range: tuple[int, int] | None = None

    def reset(self) -> None:
        self.amount = None
        self.refusing = False
        self._range = None

    def current(self, betting: BettingView | None) -> int | None:
        """The stake the raise button names now (None: no raise possible)."""
        span = betting.raise_range if betting is not None else None
        if span is None:
            self._range = None
            return None
        if span != self._range or self.amount is None:
            self._range, self.amount = span, span[0]
        self.amount = max(span[0], min(span[1], self.amount))
        return self.amount

    def step(self, betting: BettingView | None, by: int) -> bool:
        """Move the amount by ``by`` chips within the range; True when it changed."""
        before = self.current(betting)
        if before is None or betting is None or betting.raise_range is None:
            return False
        self.amount = max(betting.raise_range[0], min(betting.raise_range[1], before + by))
        return self.amount != before


def intent_of(
    choice: StakeChoice, intent: Any, betting: BettingView | None, legal: list[Action]
) -> Action | None | bool:
    """What a betting intent does: an Action to play, True when it only changed the choice, False
    when it is no betting intent."""
    if not isinstance(intent, tuple) or not intent or intent[0] not in ("stake", "refuse?", "refuse-no"):
        return False
    kind = intent[0]
    if kind == "refuse?":
        choice.refusing = True
        return True
    if kind == "refuse-no":
        choice.refusing = False
        return True
    what = intent[1]
    if what in ("more", "less"):
        choice.step(betting, 1 if what == "more" else -1)
        return True
    amount = choice.current(betting)
    wanted = next((a for a in legal if a.kind == RAISE and read_raise(a) == amount), None)
    if wanted is not None:
        choice.reset()
    return wanted


def at_bound(choice: StakeChoice, betting: BettingView | None, name: str) -> bool:
    """Whether the − (``bet:less``) or + (``bet:more``) button has nowhere to go."""
    amount = choice.current(betting)
    if amount is None or betting is None or betting.raise_range is None:
        return True
    return amount <= betting.raise_range[0] if name == "bet:less" else amount >= betting.raise_range[1]


def buttons(
    choice: StakeChoice, betting: BettingView | None, seat: Seat | None, legal: list[Action], lang: str
) -> list[tuple[str, str, Any, str]]:
    """The betting buttons (name, label, intent, style) for the talk column: empty when the seat has
    nothing to bet."""
    if betting is None or seat is None or not legal:
        return []
    answering = betting.answering == seat
    meet = next((a for a in legal if a.kind == MEET), None)
    refuse = next((a for a in legal if a.kind == REFUSE), None)
    if choice.refusing and refuse is not None:
        return [
            ("bet:refuse", TEXTS.t(lang, "Yes: refuse and lose"), refuse, "danger"),
            ("bet:refuse-no", TEXTS.t(lang, "No, go back"), ("refuse-no",), "quiet"),
        ]
    found: list[tuple[str, str, Any, str]] = []
    if answering and meet is not None and betting.offered is not None:
        found.append(("bet:meet", TEXTS.t(lang, "Meet: stake {n}", n=betting.offered), meet, "primary"))
    if answering and refuse is not None:
        found.append(("bet:refuse?", TEXTS.t(lang, "Refuse (you lose)"), ("refuse?",), "quiet"))
    amount = choice.current(betting)
    if amount is not None:
        label = (
            TEXTS.t(lang, "Beat it: stake {n}", n=amount)
            if answering
            else TEXTS.t(lang, "Raise the stake to {n}", n=amount)
        )
        found.append(("bet:less", "−", ("stake", "less"), "quiet"))
        found.append(("bet:raise", label, ("stake", "raise"), "normal"))
        found.append(("bet:more", "+", ("stake", "more"), "quiet"))
    return found


def key_intent(key: int, betting: BettingView | None, seat: Seat | None) -> tuple[str, ...] | None:
    """The betting intent of a key: + and − the amount, R raise (or beat), M meet."""
    if betting is None or seat is None:
        return None
    if key in (pygame.K_PLUS, pygame.K_KP_PLUS, pygame.K_EQUALS):
        return ("stake", "more")
    if key in (pygame.K_MINUS, pygame.K_KP_MINUS):
        return ("stake", "less")
    if key == pygame.K_r:
        return ("stake", "raise")
    if key == pygame.K_m and betting.answering == seat:
        return ("meet",)
    return None


def prompt(betting: BettingView | None, seat: Seat | None, names: list[str], lang: str) -> str | None:
    """What to do while a raise waits for this seat's answer (None: no raise to answer)."""
    answering = betting.answering if betting is not None else None
    if betting is None or answering is None or answering != seat or betting.offered is None:
        return None
    other = names[1 - answering]
    return TEXTS.t(
        lang,
        "{name} raises the stake from {old} to {n}: meet it, beat it, or refuse it and lose the game.",
        name=other,
        old=betting.stake,
        n=betting.offered,
    )


def refusal(name: str, betting: BettingView | None, seat: Seat, lang: str) -> str | None:
    """Why a click on the chips does nothing, or why a click elsewhere waits for the raise's answer."""
    if betting is None:
        return None
    if betting.answering == seat and not name.startswith("bet:"):
        return TEXTS.t(lang, "Answer the raise first: meet it, beat it, or refuse it.")
    if name in ("bet:less", "bet:more") and betting.raise_range is not None:
        low, high = betting.raise_range
        return (
            TEXTS.t(lang, "The raise is at its least already: {n}.", n=low)
            if name == "bet:less"
            else TEXTS.t(lang, "The raise is at its most already: {n}.", n=high)
        )
    if not name.startswith(("chips:", "pot", "stake")):
        return None
    if betting.raise_range is not None:
        return TEXTS.t(lang, "Raise with the buttons beside the moves (or the keys + and −, then R).")
    if betting.stake >= betting.maximum:
        return TEXTS.t(lang, "The stake is at its most ({n}): no more raises.", n=betting.maximum)
    return TEXTS.t(lang, "One raise a turn, on your own turn, before your move.")


def last_line(action: Action, who: str, lang: str) -> str | None:
    """The betting action just made, said for the table."""
    if action.kind == RAISE:
        return TEXTS.t(lang, "{who} raised the stake to {n}.", who=who, n=read_raise(action) or 0)
    if action.kind == MEET:
        return TEXTS.t(lang, "{who} met the raise.", who=who)
    if action.kind == REFUSE:
        return TEXTS.t(lang, "{who} refused the raise and lost.", who=who)
    return None


def result_line(betting: BettingView | None, names: list[str], lang: str) -> str | None:
    """The result in chips, once the game is over."""
    if betting is None or betting.net is None:
        return None
    if betting.net[0] == 0:
        return TEXTS.t(lang, "The stake goes back: nobody wins any chips.")
    winner = 0 if betting.net[0] > 0 else 1
    return TEXTS.tn(
        lang,
        "{name} wins {n} chip from {other}.",
        "{name} wins {n} chips from {other}.",
        abs(betting.net[0]),
        name=names[winner],
        other=names[1 - winner],
    )
