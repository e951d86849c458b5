"""The review page of a big module: how long ``dmd review`` takes, and how long the page takes
to open in headless Chromium (the OS package, driven by Selenium).

Usage: python bench/bench_review.py [--pdf ../shared/corpus/SRD_CC_v5.1.pdf] [--out DIR]
           [--repeats 3] [--screenshot docs/review.png --at page-3]

Converts the PDF once into ``--out`` (kept, so a second run skips it), then alternately:
writes the review page from scratch (``review/`` removed first, so every page image is
rendered again) and opens it from ``file://`` in a fresh browser tab. Prints the medians:
generation wall time, DOMContentLoaded and load event, images fetched at load (lazy ones
are not), the page's byte sizes. ``--screenshot`` saves the window at anchor ``--at``.
"""

from __future__ import annotations

import argparse
import json
import resource
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
DMD = [sys.executable, "-c", "from converter.cli import main; main()"]


def convert_once(pdf: Path, out: Path) -> tuple[Path, float | None]:
    folder = out / _slug(pdf)
    if (folder / "module.yaml").is_file():
        return folder, None
    started = time.perf_counter()
    subprocess.run([*DMD, "convert", str(pdf), "-o", str(out), "-j", "1", "-q"], check=True)
    return folder, time.perf_counter() - started


def _slug(pdf: Path) -> str:
    from converter.write.files import module_slug

    return module_slug(pdf.name)


def generate(folder: Path, pdf: Path) -> tuple[float, float]:
    """Wall and CPU seconds of one ``dmd review`` (CPU: the machine may be shared)."""
    shutil.rmtree(folder / "review", ignore_errors=True)
    cpu = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    subprocess.run(
        [*DMD, "review", str(folder), "--pdf", str(pdf)], check=True, capture_output=True
    )
    wall = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - cpu.ru_utime) + (after.ru_stime - cpu.ru_stime)


def browser(width: int = 1400, height: int = 1000) -> Any:
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = shutil.which("chromium") or "chromium"
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"):
        options.add_argument(flag)
    options.add_argument(f"--window-size={width},{height}")
    return webdriver.Chrome(
        service=Service(shutil.which("chromedriver") or "chromedriver"), options=options
    )


TIMING = """
const done = arguments[arguments.length - 1];
const t = performance.getEntriesByType("navigation")[0];
const loaded = () => [...document.images].filter(i => i.complete && i.naturalWidth > 0).length;
const atLoad = loaded();
const first = document.images[0];
const ready = () => document.readyState === "complete";
const wait = () => ready() && (!first || (first.complete && first.naturalWidth > 0))
  ? done({dcl: t.domContentLoadedEventEnd, load: t.loadEventEnd, images_at_load: atLoad,
          first_image: performance.now(), images: document.images.length,
          records: document.querySelectorAll("article.record").length})
  : setTimeout(wait, 10);
wait();
"""


def open_page(driver: Any, index: Path) -> dict[str, Any]:
    driver.get("about:blank")
    driver.get(index.as_uri())
    timing: dict[str, Any] = driver.execute_async_script(TIMING)
    return timing


def _shrink(path: Path) -> None:
    """A 256-colour PNG: a third of the bytes, still sharp for a docs page."""
    from PIL import Image

    with Image.open(path) as shot:
        shot.convert("RGB").quantize(256).save(path, optimize=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--pdf", type=Path, default=ROOT.parent / "shared/corpus/SRD_CC_v5.1.pdf")
    parser.add_argument("--out", type=Path, default=Path("/tmp/dmd-bench-review"))
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--screenshot", type=Path)
    parser.add_argument("--at", default="", help="anchor to scroll to for --screenshot")
    parser.add_argument(
        "--eager", action="store_true", help="for comparison: load every image at once"
    )
    parser.add_argument("--height", type=int, default=1000, help="window height in pixels")
    args = parser.parse_args()
    folder, convert_s = convert_once(args.pdf, args.out)
    driver = browser(height=args.height)
    gen, cpu, dcl, load, fetched, first = [], [], [], [], [], []
    try:
        for _ in range(args.repeats):
            wall, cpu_s = generate(folder, args.pdf)
            if args.eager:
                index = folder / "review" / "index.html"
                page = index.read_text("utf-8").replace('loading="lazy"', 'loading="eager"')
                index.write_text(page, "utf-8")
            gen.append(wall)
            cpu.append(cpu_s)
            timing = open_page(driver, folder / "review" / "index.html")
            dcl.append(timing["dcl"])
            load.append(timing["load"])
            fetched.append(timing["images_at_load"])
            first.append(timing["first_image"])
        if args.screenshot:
            driver.get(
                (folder / "review" / "index.html").as_uri() + (f"#{args.at}" if args.at else "")
            )
            time.sleep(1.0)  # the lazy images in view
            driver.save_screenshot(str(args.screenshot))
            _shrink(args.screenshot)
    finally:
        driver.quit()
    review = folder / "review"
    images = sorted((review / "pages").glob("*.png"))
    print(
        json.dumps(
            {
                "pdf": args.pdf.name,
                "convert_s": None if convert_s is None else round(convert_s, 1),
                "review_generate_s_median": round(statistics.median(gen), 2),
                "review_generate_s_all": [round(g, 2) for g in gen],
                "review_generate_cpu_s_median": round(statistics.median(cpu), 2),
                "dom_content_loaded_ms_median": round(statistics.median(dcl)),
                "load_event_ms_median": round(statistics.median(load)),
                "images_loaded_at_load_event": statistics.median(fetched),
                "first_image_shown_ms_median": round(statistics.median(first)),
                "page_images": len(images),
                "records": timing["records"],
                "html_bytes": (review / "index.html").stat().st_size,
                "images_bytes": sum(p.stat().st_size for p in images),
            },
            indent=2,
        )
    )


if __name__ == "__main__":
    main()
