"""The review page in a real browser: the OS's headless Chromium driven by Selenium.

Skips (with the reason) when Chromium, its chromedriver or Selenium is not installed;
``.ci/run`` installs them (apt packages chromium and chromium-driver). No browser download.
"""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml
from test_review import EVIL, SAMPLE_PDF, evil_folder, sample_folder
from typer.testing import CliRunner

from converter.cli import app
from converter.read.render import render_pages
from converter.write.review import write_review
from converter.write.review_model import load_module_folder

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
CHROMEDRIVER = shutil.which("chromedriver")
NO_BROWSER = "no headless browser: install the apt packages chromium and chromium-driver"

pytestmark = pytest.mark.skipif(not (CHROMIUM and CHROMEDRIVER), reason=NO_BROWSER)


@pytest.fixture(scope="module")
def driver() -> Iterator[Any]:
    webdriver = pytest.importorskip("selenium.webdriver", reason="pip install selenium")
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = str(CHROMIUM)
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"):
        options.add_argument(flag)
    options.add_argument("--window-size=1400,1000")
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    browser = webdriver.Chrome(service=Service(str(CHROMEDRIVER)), options=options)
    browser.set_page_load_timeout(60)
    try:
        yield browser
    finally:
        browser.quit()


@pytest.fixture(scope="module")
def sample_page(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = sample_folder(tmp_path_factory.mktemp("review"))
    write_review(load_module_folder(folder), SAMPLE_PDF, render_pages=render_pages)
    return folder


def _open(driver: Any, folder: Path) -> list[dict[str, Any]]:
    driver.get((folder / "review" / "index.html").as_uri())
    return [e for e in driver.get_log("browser") if e["level"] in ("SEVERE", "WARNING")]


def test_the_page_loads_from_file_with_no_console_errors(driver: Any, sample_page: Path) -> None:
    assert _open(driver, sample_page) == []
    # the inline script ran (a wrong CSP hash would block it and log an error)
    progress = driver.find_element("id", "progress").text
    assert "records decided" in progress


def test_every_encounter_of_the_sample_appears(driver: Any, sample_page: Path) -> None:
    _open(driver, sample_page)
    shown = [h.text for h in driver.find_elements("css selector", "article.enc h3")]
    wanted = [e["location"]["name"] for e in load_module_folder(sample_page).encounters]
    assert shown == wanted


def test_a_social_obstacle_shows_what_the_person_wants(driver: Any, sample_page: Path) -> None:
    """The sample's Ilsa Marr (area 7) is met by talking: the page lists what she trades."""
    assert _open(driver, sample_page) == []
    socials = [
        o
        for o in driver.find_elements("css selector", "div.obstacle")
        if o.find_element("css selector", ".okind").text == "social"
    ]
    assert socials, "the sample has social obstacles"
    texts = [o.text for o in socials]
    assert any("wants" in t and "trades: that knowledge for her freedom" in t for t in texts)


def test_every_page_image_loads_when_scrolled_to(driver: Any, sample_page: Path) -> None:
    _open(driver, sample_page)
    images = driver.find_elements("css selector", ".pageview img")
    assert len(images) == 3
    for image in images:
        assert image.get_attribute("loading") == "lazy"
        driver.execute_script("arguments[0].scrollIntoView()", image)
        loaded = driver.execute_async_script(
            "const [img, done] = arguments;"
            "const check = () => img.complete ? done(img.naturalWidth) : setTimeout(check, 50);"
            "check();",
            image,
        )
        assert loaded > 0, image.get_attribute("src")


def test_clicking_a_box_reaches_its_record_and_back(driver: Any, sample_page: Path) -> None:
    _open(driver, sample_page)
    boxes = driver.find_elements("css selector", "a.box.k-area")
    assert len(boxes) == 12
    for box in boxes[:4] + boxes[-2:]:
        target = box.get_attribute("href").rsplit("#", 1)[1]
        driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", box)
        box.find_element("css selector", ".tag").click()  # its label: never under another box
        assert driver.execute_script("return location.hash") == f"#{target}"
        record = driver.find_element("id", target)
        top = driver.execute_script("return arguments[0].getBoundingClientRect().top", record)
        assert 0 <= top < 100  # scrolled to the top of the window
        record.find_element("css selector", "a.back").click()
        assert driver.execute_script("return location.hash") == f"#{box.get_attribute('id')}"


def _export(driver: Any) -> str:
    driver.find_element("id", "make").click()
    text: str = driver.find_element("id", "overrides-text").get_attribute("value")
    assert driver.find_element("id", "download").get_attribute("href").startswith("blob:")
    return text


def test_the_exported_overrides_validate(driver: Any, sample_page: Path) -> None:
    _open(driver, sample_page)
    kennels = driver.find_element("css selector", 'article.enc[data-area="5"]')
    rating = kennels.find_element("css selector", 'input.edit[data-change="rating"]')
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", rating)
    rating.clear()
    rating.send_keys("7")
    count = kennels.find_element("css selector", 'input.edit[data-change="count"]')
    count.clear()
    count.send_keys("3")
    kennels.find_element("css selector", ".reason").send_keys("hounds are tougher here")
    gatehouse = driver.find_element("css selector", 'article.enc[data-area="1"]')
    for control in (
        gatehouse.find_element("css selector", 'input[value="reject"]'),
        driver.find_element("css selector", 'article.enc[data-area="3"] input.remove'),
    ):
        driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", control)
        control.click()
    text = _export(driver)
    entries = yaml.safe_load(text)["overrides"]
    assert {"match": {"area": "5", "obstacle": "bog-hound"}, "set": {"rating": 7}} in [
        {k: e[k] for k in ("match", "set")} for e in entries
    ]
    assert {"match": {"area": "1"}, "set": {"skipped": True}, "reason": "GM review"} in entries
    assert len(entries) == 4
    (sample_page / "overrides.yaml").write_text(text, "utf-8")
    result = CliRunner().invoke(app, ["validate", str(sample_page / "overrides.yaml")])
    assert result.exit_code == 0, result.output
    assert "warning" not in result.output  # every match names a real area, obstacle, creature


def test_hostile_text_neither_runs_nor_breaks_the_export(
    driver: Any, tmp_path_factory: pytest.TempPathFactory
) -> None:
    folder = evil_folder(tmp_path_factory.mktemp("evil"))
    write_review(load_module_folder(folder))
    assert _open(driver, folder) == []
    assert driver.execute_script("return window.__pwned") is None
    assert driver.find_elements("css selector", 'img[src="x"]') == []
    assert driver.find_element("css selector", "article.enc h3").text == EVIL
    record = driver.find_element("css selector", "article.enc")
    reject = record.find_element("css selector", 'input[value="reject"]')
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", reject)
    reject.click()
    record.find_element("css selector", ".reason").send_keys(EVIL)
    entries = yaml.safe_load(_export(driver))["overrides"]
    assert entries == [{"match": {"area": "E1"}, "set": {"skipped": True}, "reason": EVIL}]


def test_overrides_already_saved_are_kept_in_the_export(
    driver: Any, tmp_path_factory: pytest.TempPathFactory
) -> None:
    folder = sample_folder(tmp_path_factory.mktemp("kept"))
    saved = {
        "overrides": [
            {"match": {"area": "B2", "obstacle": "silt-troll"}, "set": {"rating": 7}, "reason": "x"}
        ]
    }
    (folder / "overrides.yaml").write_text(yaml.safe_dump(saved), "utf-8")
    write_review(load_module_folder(folder), SAMPLE_PDF, render_pages=render_pages)
    assert _open(driver, folder) == []
    assert yaml.safe_load(_export(driver)) == saved
    driver.find_element("id", "keep").click()
    assert yaml.safe_load(_export(driver)) == {"overrides": []}


def _fill(driver: Any, element: Any, text: str) -> None:
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
    element.clear()
    element.send_keys(text)


def _choose(driver: Any, element: Any, value: str) -> None:
    from selenium.webdriver.support.ui import Select

    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
    Select(element).select_by_value(value)


def _obstacle(driver: Any, area: str, obstacle: str) -> Any:
    return driver.find_element(
        "css selector", f'article.enc[data-area="{area}"] div.obstacle[data-obstacle="{obstacle}"]'
    )


def _add_obstacle(driver: Any, area: str, name: str, rating: int, kind: str) -> Any:
    add = driver.find_element("css selector", f'article.enc[data-area="{area}"] .addob')
    _fill(driver, add.find_element("css selector", ".add-name"), name)
    _fill(driver, add.find_element("css selector", ".add-rating"), str(rating))
    _choose(driver, add.find_element("css selector", "select.add-kind"), kind)
    return add


def test_social_and_object_overrides_are_exported_validated_and_applied(
    driver: Any, sample_page: Path, tmp_path: Path
) -> None:
    """A GM adds a thing in the way, a person with what she wants, runs a fight as a talk and
    adds wants; the export holds add_obstacle (object, social with wants), kind and add_want,
    in an order dmd convert applies, validates without warnings, and converts."""
    assert _open(driver, sample_page) == []
    _add_obstacle(driver, "2", "Rusted portcullis", 5, "object")
    wenna = _add_obstacle(driver, "4", "Old Wenna", 4, "social")
    _choose(driver, wenna.find_element("css selector", "select.add-want-kind"), "asks")
    _fill(driver, wenna.find_element("css selector", ".add-want-what"), "find her goat")
    hound = _obstacle(driver, "5", "bog-hound")
    _choose(driver, hound.find_element("css selector", "select.kind-edit"), "social")
    _choose(driver, hound.find_element("css selector", "select.want-kind"), "fears")
    _fill(driver, hound.find_element("css selector", ".want-what"), "the kennel master's whistle")
    ilsa = _obstacle(driver, "7", "ilsa-marr")
    _choose(driver, ilsa.find_element("css selector", "select.want-kind"), "likes")
    _fill(driver, ilsa.find_element("css selector", ".want-what"), "river pearls")
    cultist = _obstacle(driver, "2", "cultist").find_element("css selector", ".want-what")
    _fill(driver, cultist, "a fight")  # a creature wants nothing: marked, not exported
    text = _export(driver)
    assert "bad" in cultist.get_attribute("class").split()
    found = [(e["match"], e["set"]) for e in yaml.safe_load(text)["overrides"]]
    portcullis = {"name": "Rusted portcullis", "rating": 5, "kind": "object"}
    person = {"name": "Old Wenna", "rating": 4, "kind": "social"}
    person["wants"] = [{"kind": "asks", "what": "find her goat"}]
    made_social = ({"area": "5", "obstacle": "bog-hound"}, {"kind": "social"})
    hound_want = {"kind": "fears", "what": "the kennel master's whistle"}
    wanted = [
        ({"area": "2"}, {"add_obstacle": portcullis}),
        ({"area": "4"}, {"add_obstacle": person}),
        made_social,
        ({"area": "5", "obstacle": "bog-hound"}, {"add_want": hound_want}),
        (
            {"area": "7", "obstacle": "ilsa-marr"},
            {"add_want": {"kind": "likes", "what": "river pearls"}},
        ),
    ]
    assert sorted(map(str, found)) == sorted(map(str, wanted))
    assert found.index(made_social) < found.index(wanted[3])  # social before its want
    path = sample_page / "overrides.yaml"
    path.write_text(text, "utf-8")
    result = CliRunner().invoke(app, ["validate", str(path)])
    assert result.exit_code == 0 and "warning" not in result.output, result.output
    out = tmp_path / "applied"
    result = CliRunner().invoke(
        app, ["convert", str(SAMPLE_PDF), "-o", str(out), "--overrides", str(path)]
    )
    assert result.exit_code == 0, result.output
    applied = load_module_folder(out / "sunken-shrine").encounters
    obstacles = {(e["location"]["key"], o["id"]): o for e in applied for o in e["obstacles"]}
    assert obstacles[("2", "rusted-portcullis")]["kind"] == "object"
    assert obstacles[("4", "old-wenna")]["wants"][0]["what"] == "find her goat"
    assert obstacles[("5", "bog-hound")]["kind"] == "social"
    assert obstacles[("5", "bog-hound")]["wants"][-1]["kind"] == "fears"
    assert obstacles[("7", "ilsa-marr")]["wants"][-1]["what"] == "river pearls"
