"""Trading Faces' thirteen emotions, as data (games/tradingfaces/emotions.py)."""

from games.tradingfaces.emotions import BY_NUMBER, EMOTIONS, EXCITED, HAPPY, POSE_KEYS, POSE_RANGE


def test_thirteen_emotions_numbered_one_to_thirteen():
    # "39 Cartas" in 13 sets of three: thirteen emotions, numbered on the cards
    assert [e.number for e in EMOTIONS] == list(range(1, 14))
    assert len({e.key for e in EMOTIONS}) == 13
    assert len({e.name for e in EMOTIONS}) == 13 and len({e.es for e in EMOTIONS}) == 13


def test_the_rulebook_fixes_happy_as_six_and_names_excited():
    # "La emoción en la tarjeta número 6 es «feliz»"
    assert BY_NUMBER[HAPPY].es == "feliz" and BY_NUMBER[HAPPY].name == "happy"
    # "Lo intenta con «emocionado»": excited is one of the thirteen
    assert BY_NUMBER[EXCITED].es == "emocionado"


def test_every_pose_is_in_range_and_poses_differ():
    for e in EMOTIONS:
        assert len(e.pose) == len(POSE_KEYS)
        assert all(-POSE_RANGE <= v <= POSE_RANGE for v in e.pose)
        assert e.confusable in BY_NUMBER and e.confusable != e.number
    # no two faces alike: every pair is far apart in pose space
    for a in EMOTIONS:
        for b in EMOTIONS:
            if a.number < b.number:
                distance = sum((x - y) ** 2 for x, y in zip(a.pose, b.pose, strict=True)) ** 0.5
                assert distance > 80, (a.key, b.key, distance)


def test_the_catalogue_says_each_name_in_spanish_as_the_data_does():
    from games.tradingfaces.texts import emotion_name

    for e in EMOTIONS:
        assert emotion_name(e.number, "es") == e.es
        assert emotion_name(e.number, "en") == e.name
