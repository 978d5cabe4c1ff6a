"""The thirteen emotions of Trading Faces, as data: number, names, and the face that shows each.

The rulebook names only two: card 6 is "feliz" (happy) and "emocionado" (excited) is a guess in its
example. The other eleven are ours (spec part B.1), chosen so a child can make each face and the
others can tell them apart: the six faces every culture reads (happy, sad, angry, scared, surprised,
disgusted) and seven a child knows from daily life (excited, bored, tired, shy, proud, confused,
worried). Each emotion's face is a **pose**: a few numbers for brows, eyes, mouth and head, in
-100..100, the same numbers that draw the card's face (scenes) and that a computer actor performs
with noise (engine). ``confusable`` is the emotion a watcher most easily takes it for (spec B.8.4):
a computer actor's face may drift a little toward it, and a computer guesser knows that.

No pygame here: the engine and the players read the poses as numbers.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.text import N_

# What a face can do, each in -100..100 (0 is a calm face). Signed ones say their two ends.
POSE_KEYS: tuple[str, ...] = (
    "brow_raise",  # both brows up (+) or pulled down (-)
    "brow_inner",  # inner ends up, oblique brows of sadness and worry (+); inner ends down, a frown (-)
    "brow_asym",  # one brow up and the other down (confusion)
    "eye_open",  # eyes wide (+) or heavy-lidded, half shut (-)
    "eye_smile",  # lower lids pushed up by the cheeks, crescent eyes
    "gaze_x",  # looking right (+) or left (-)
    "gaze_y",  # looking down (+) or up (-)
    "mouth_curve",  # corners up (+) or down (-)
    "mouth_open",  # jaw dropped
    "mouth_wide",  # lips stretched sideways (+) or pursed small (-)
    "mouth_side",  # mouth pulled to one side
    "nose_wrinkle",  # nose wrinkled, upper lip raised (disgust)
    "head_tilt",  # head tilted sideways
    "head_down",  # chin down (+) or chin up (-)
    "blush",  # red cheeks
)
POSE_SIZE = len(POSE_KEYS)
POSE_RANGE = 100


@dataclass(frozen=True, slots=True)
class Emotion:
    number: int
    key: str  # a plain word for actions and data
    name: str  # the English message id (translated in the game's catalogue)
    es: str  # the Spanish name, which the catalogue must give for ``name`` (tested)
    pose: tuple[int, ...]  # POSE_KEYS order
    confusable: int  # the number of the emotion a watcher most easily mistakes it for


def _pose(**values: int) -> tuple[int, ...]:
    unknown = set(values) - set(POSE_KEYS)
    if unknown:
        raise ValueError(f"unknown pose keys {sorted(unknown)}")
    return tuple(values.get(key, 0) for key in POSE_KEYS)


EMOTIONS: tuple[Emotion, ...] = (
    Emotion(
        1, "sad", N_("sad"), "triste", _pose(brow_inner=90, eye_open=-30, gaze_y=60, mouth_curve=-85, head_down=35), 13
    ),
    Emotion(
        2,
        "angry",
        N_("angry"),
        "enfadado",
        _pose(brow_raise=-50, brow_inner=-95, eye_open=-10, mouth_curve=-55, mouth_wide=40, blush=45),
        5,
    ),
    Emotion(
        3,
        "scared",
        N_("scared"),
        "asustado",
        _pose(brow_raise=70, brow_inner=70, eye_open=95, mouth_curve=-45, mouth_open=60, mouth_wide=80, head_down=15),
        4,
    ),
    Emotion(
        4,
        "surprised",
        N_("surprised"),
        "sorprendido",
        _pose(brow_raise=100, eye_open=100, mouth_open=95, mouth_wide=-70, head_down=-15),
        3,
    ),
    Emotion(
        5,
        "disgusted",
        N_("disgusted"),
        "asqueado",
        _pose(
            brow_raise=-30,
            brow_inner=-40,
            eye_open=-45,
            mouth_curve=-60,
            mouth_open=20,
            mouth_side=45,
            nose_wrinkle=100,
            head_tilt=-25,
            gaze_x=-40,
        ),
        2,
    ),
    Emotion(
        6,
        "happy",
        N_("happy"),
        "feliz",
        _pose(brow_raise=15, eye_smile=75, mouth_curve=95, mouth_open=35, mouth_wide=55),
        7,
    ),
    Emotion(
        7,
        "excited",
        N_("excited"),
        "emocionado",
        _pose(brow_raise=85, eye_open=85, mouth_curve=100, mouth_open=90, mouth_wide=70, head_down=-25, blush=40),
        6,
    ),
    Emotion(
        8,
        "bored",
        N_("bored"),
        "aburrido",
        _pose(eye_open=-65, gaze_x=70, gaze_y=-30, mouth_curve=-15, mouth_wide=-15, mouth_side=70, head_tilt=45),
        9,
    ),
    Emotion(
        9,
        "tired",
        N_("tired"),
        "cansado",
        _pose(brow_inner=30, eye_open=-95, mouth_open=70, mouth_wide=-40, head_tilt=-20, head_down=30),
        8,
    ),
    Emotion(
        10,
        "shy",
        N_("shy"),
        "tímido",
        _pose(
            brow_inner=35,
            eye_open=-20,
            gaze_x=-75,
            gaze_y=75,
            mouth_curve=35,
            mouth_wide=-45,
            head_down=50,
            head_tilt=25,
            blush=100,
        ),
        13,
    ),
    Emotion(
        11,
        "proud",
        N_("proud"),
        "orgulloso",
        _pose(brow_raise=20, eye_open=-40, eye_smile=30, mouth_curve=55, mouth_wide=20, head_down=-70, head_tilt=10),
        6,
    ),
    Emotion(
        12,
        "confused",
        N_("confused"),
        "confundido",
        _pose(brow_asym=100, gaze_x=45, gaze_y=-45, mouth_curve=-20, mouth_side=85, mouth_wide=-10, head_tilt=50),
        13,
    ),
    Emotion(
        13,
        "worried",
        N_("worried"),
        "preocupado",
        _pose(brow_inner=100, brow_raise=30, eye_open=30, gaze_x=-45, mouth_curve=-35, mouth_wide=45, mouth_side=-20),
        1,
    ),
)

NUMBERS: tuple[int, ...] = tuple(emotion.number for emotion in EMOTIONS)
BY_NUMBER: dict[int, Emotion] = {emotion.number: emotion for emotion in EMOTIONS}
HAPPY = 6  # the rulebook's own example: "La emoción en la tarjeta número 6 es «feliz»"
EXCITED = 7  # the wrong guess in the rulebook's example


def emotion(number: int) -> Emotion:
    return BY_NUMBER[number]
