"""Drawing receipt lines in receipt fonts, and degrading line images the way receipts reach a reader.

All randomness comes from the `random.Random` passed in, so a seed fixes every image.
"""

import io
import math

import numpy as np
from PIL import Image, ImageDraw, ImageFilter, ImageFont

# Fonts that receipts print in, from Debian's font packages (see Training/train): fixed-width
# and narrow sans faces of thermal and impact printers, a bitmap-like face, and two proportional
# sans faces that modern tills print.
FONT_FILES = [
    "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf",
    "/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf",
    "/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed.ttf",
    "/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed-Bold.ttf",
    "/usr/share/fonts/truetype/liberation/LiberationMono-Regular.ttf",
    "/usr/share/fonts/truetype/liberation/LiberationMono-Bold.ttf",
    "/usr/share/fonts/truetype/liberation/LiberationSansNarrow-Regular.ttf",
    "/usr/share/fonts/truetype/liberation/LiberationSansNarrow-Bold.ttf",
    "/usr/share/fonts/truetype/noto/NotoMono-Regular.ttf",
    "/usr/share/fonts/truetype/freefont/FreeMono.ttf",
    "/usr/share/fonts/truetype/freefont/FreeMonoBold.ttf",
    "/usr/share/fonts/opentype/urw-base35/NimbusMonoPS-Regular.otf",
    "/usr/share/fonts/opentype/urw-base35/NimbusMonoPS-Bold.otf",
    "/usr/share/fonts/opentype/urw-base35/NimbusSansNarrow-Regular.otf",
    "/usr/share/fonts/opentype/urw-base35/NimbusSansNarrow-Bold.otf",
    "/usr/share/fonts/opentype/courier-prime/Courier Prime.otf",
    "/usr/share/fonts/opentype/courier-prime/Courier Prime Bold.otf",
    "/usr/share/fonts/truetype/hack/Hack-Regular.ttf",
    "/usr/share/fonts/truetype/hack/Hack-Bold.ttf",
    "/usr/share/fonts/truetype/anonymous-pro/Anonymous Pro.ttf",
    "/usr/share/fonts/truetype/3270/3270SemiCondensed-Regular.ttf",
    "/usr/share/fonts/truetype/dotgothic16/DotGothic16-Regular.ttf",
    "/usr/share/fonts/truetype/croscore/Cousine-Regular.ttf",
    "/usr/share/fonts/truetype/croscore/Cousine-Bold.ttf",
    "/usr/share/fonts/truetype/croscore/Arimo-Regular.ttf",
    "/usr/share/fonts/truetype/roboto/unhinted/RobotoCondensed-Regular.ttf",
    "/usr/share/fonts/truetype/roboto/unhinted/RobotoCondensed-Bold.ttf",
]


class Fonts:
    """The receipt fonts found on this machine, each with the characters it can draw."""

    def __init__(self, files=FONT_FILES):
        import os

        self.fonts = [path for path in files if os.path.exists(path)]
        if not self.fonts:
            raise SystemExit("no receipt fonts found: run Training/train, which installs them")
        self._cover = {}
        self._loaded = {}

    def covers(self, path, text):
        chars = self._cover.get(path)
        if chars is None:
            from fontTools.ttLib import TTFont

            font = TTFont(path, lazy=True, fontNumber=0)
            chars = {chr(c) for c in (font.getBestCmap() or {})}
            self._cover[path] = chars
        return all(c in chars or c == " " for c in text)

    def load(self, path, size):
        key = (path, size)
        if key not in self._loaded:
            self._loaded[key] = ImageFont.truetype(path, size)
        return self._loaded[key]

    def pick(self, rng, text):
        """A font that can draw every character of `text`, or None."""
        choices = [p for p in self.fonts if self.covers(p, text)]
        return rng.choice(choices) if choices else None


def render(text, font_path, fonts, rng):
    """Dark text on white at 24-40 pt, with a margin, as an 8-bit grey image."""
    size = rng.randint(24, 40)
    font = fonts.load(font_path, size)
    left, top, right, bottom = font.getbbox(text)
    spacing = rng.choice([0, 0, 0, 1, 2]) if rng.random() < 0.3 else 0
    width = right - left + spacing * len(text) + 16
    height = max(bottom, size) - min(top, 0) + 14
    image = Image.new("L", (width, height), 255)
    draw = ImageDraw.Draw(image)
    if spacing:
        x = 8 - left
        for ch in text:
            draw.text((x, 7 - min(top, 0)), ch, font=font, fill=0)
            x += font.getlength(ch) + spacing
    else:
        draw.text((8 - left, 7 - min(top, 0)), text, font=font, fill=0)
    if rng.random() < 0.15:
        image = image.filter(ImageFilter.MinFilter(3))  # a heavier print head
    return image


def stretched(image, rng):
    """The line printed at another width for its height: double width or double height, as tills print
    totals and headers, or a face a quarter narrower or wider than the font (half of the lines)."""
    w, h = image.size
    kind = rng.random()
    if kind < 0.25:
        factor = rng.uniform(1.8, 2.1)  # double width
    elif kind < 0.5:
        factor = 1 / rng.uniform(1.8, 2.1)  # double height
    else:
        factor = rng.uniform(0.75, 1.3)
    if factor >= 1:
        size = (max(8, int(round(w * factor))), h)
    else:
        size = (w, max(8, int(round(h / factor))))
    out = image.resize(size, Image.BILINEAR)
    out.info.update(image.info)
    return out


def ink_rows(image):
    """The first and last pixel rows holding ink (dark pixels), or None for a blank image."""
    rows = np.nonzero((np.asarray(image.convert("L")) < 128).any(axis=1))[0]
    return (int(rows[0]), int(rows[-1])) if len(rows) else None


def with_neighbours(image, other, rng):
    """The rendered line with what a line image cut from a page often holds beside its text.

    One of: the lowest 15-40% of the row above (`other`'s ink), the highest 15-40% of the row below, or a
    dashed, dotted or solid rule 2-6 px under or over the text, as receipts print between their header
    and their items. The line's own height is kept in `info["line_height"]`, so that `degrade` scales its
    text as it scales a line without neighbours.
    """
    ink, other_ink = ink_rows(image), ink_rows(other)
    if ink is None:
        return image
    w, h = image.size
    choice = rng.random()
    if choice < 0.6 and other_ink is not None:
        top, bottom = other_ink
        part = max(2, int((bottom - top + 1) * rng.uniform(0.15, 0.4)))
        gap, shift = rng.randint(1, 5), rng.randint(-20, 20)
        out = Image.new("L", (w, h + part + gap), 255)
        if choice < 0.3:  # the row above: its lowest part, `gap` pixels over this line's ink
            strip = other.crop((0, bottom + 1 - part, other.width, bottom + 1))
            out.paste(image, (0, part + gap))
            out.paste(strip, (shift, ink[0]), mask=ink_mask(strip))
        else:  # the row below: its highest part, `gap` pixels under this line's ink
            strip = other.crop((0, top, other.width, top + part))
            out.paste(image, (0, 0))
            out.paste(strip, (shift, ink[1] + gap + 1), mask=ink_mask(strip))
    else:
        gap, thick = rng.randint(2, 6), rng.randint(1, 3)
        under = rng.random() < 0.7
        out = Image.new("L", (w, h + gap + thick), 255)
        out.paste(image, (0, 0 if under else gap + thick))
        y = ink[1] + gap if under else ink[0]
        draw = ImageDraw.Draw(out)
        style = rng.choice(["dash", "dot", "solid"])
        if style == "solid":
            draw.rectangle((0, y, w - 1, y + thick - 1), fill=0)
        else:
            dash, space = (rng.randint(4, 10), rng.randint(3, 6)) if style == "dash" else (thick, rng.randint(2, 5))
            for x in range(rng.randint(0, 6), w, dash + space):
                draw.rectangle((x, y, x + dash - 1, y + thick - 1), fill=0)
    out.info["line_height"] = h
    return out


def ink_mask(strip):
    """A mask that pastes only the ink of `strip`."""
    return strip.point(lambda v: 255 if v < 160 else 0)


def dot_matrix(image, rng):
    """The ink redrawn as round dots on a grid, like an impact or dot-matrix printer."""
    pitch = rng.choice([2, 3, 3])
    grey = np.asarray(image, dtype=np.float32)
    h, w = grey.shape
    gh, gw = h // pitch, w // pitch
    cells = grey[: gh * pitch, : gw * pitch].reshape(gh, pitch, gw, pitch).min(axis=(1, 3))
    out = Image.new("L", (w, h), 255)
    draw = ImageDraw.Draw(out)
    radius = pitch * rng.uniform(0.55, 0.8)
    for y, x in zip(*np.nonzero(cells < 128)):
        cx, cy = x * pitch + pitch / 2, y * pitch + pitch / 2
        draw.ellipse((cx - radius, cy - radius, cx + radius, cy + radius), fill=0)
    out.info.update(image.info)
    return out


def degrade(image, rng, strength="photo", smallest=11):
    """The line as a phone photo of a receipt shows it (or, with `strength="scan"`, as a flat scan).

    In order: scaled so text is `smallest`-24 px high (scans 18-40), turned -2..2 degrees and leant in
    perspective, blurred up to 1 px, faded (paper 0.6-1.0, ink at least 0.35 darker, thermal print
    fading in patches), lit unevenly (a gradient or a vignette of 10-40%), noise of 0.5-4%, JPEG at
    quality 30-80, and
    for half of them scaled back up, as the reader's clean-up scales small text.
    """
    grey = image.convert("L")
    w, h = grey.size
    h = image.info.get("line_height", h)  # a line drawn with neighbours: scale its own text as usual
    if strength == "scan":
        target = rng.uniform(18, 40)
    else:
        target = rng.uniform(smallest, 24)
    scale = target / max(h - 10, 8)
    nw, nh = max(8, int(round(w * scale))), max(8, int(round(h * scale)))
    grey = grey.resize((nw, nh), Image.BILINEAR if rng.random() < 0.5 else Image.LANCZOS)

    angle = rng.uniform(-2, 2) if strength == "photo" else rng.uniform(-0.7, 0.7)
    grey = grey.rotate(angle, resample=Image.BILINEAR, expand=True, fillcolor=255)
    if strength == "photo" and rng.random() < 0.5:
        w2, h2 = grey.size
        d = lambda: rng.uniform(-0.04, 0.04) * h2  # noqa: E731
        quad = (d(), d(), d(), h2 + d(), w2 + d(), h2 + d(), w2 + d(), d())
        grey = grey.transform((w2, h2), Image.QUAD, quad, resample=Image.BILINEAR, fillcolor=255)

    blur = rng.uniform(0, 1.0) if strength == "photo" else rng.uniform(0, 0.5)
    if blur > 0.15:
        grey = grey.filter(ImageFilter.GaussianBlur(blur))

    a = np.asarray(grey, dtype=np.float32) / 255.0
    hh, ww = a.shape
    paper = rng.uniform(0.6, 1.0) if strength == "photo" else rng.uniform(0.85, 1.0)
    ink = rng.uniform(0, min(0.4, paper - 0.35)) if strength == "photo" else rng.uniform(0, 0.2)
    darkness = 1.0 - a
    if rng.random() < 0.3:  # faded thermal print, in patches
        ys, xs = np.mgrid[0:hh, 0:ww]
        fx, fy, ph = rng.uniform(0.01, 0.08), rng.uniform(0.02, 0.1), rng.uniform(0, 6.3)
        field = 0.75 + 0.25 * np.sin(xs * fx + ys * fy + ph)
        darkness = darkness * field
    a = paper - darkness * (paper - ink)

    if strength == "photo" and rng.random() < 0.7:
        ys, xs = np.mgrid[0:hh, 0:ww]
        amount = rng.uniform(0.1, 0.4)
        if rng.random() < 0.5:
            t = (xs / max(ww - 1, 1)) if rng.random() < 0.5 else (ys / max(hh - 1, 1))
            light = 1 - amount * (t if rng.random() < 0.5 else 1 - t)
        else:
            cx, cy = rng.uniform(0, ww), rng.uniform(-hh, 2 * hh)
            r = np.sqrt((xs - cx) ** 2 + (ys - cy) ** 2) / max(ww, hh)
            light = 1 - amount * np.clip(r, 0, 1)
        a = a * light

    sigma = rng.uniform(0.005, 0.04) if strength == "photo" else rng.uniform(0, 0.015)
    seed = rng.randrange(2 ** 32)
    a = a + np.random.default_rng(seed).normal(0, sigma, a.shape)
    out = Image.fromarray(np.clip(a * 255, 0, 255).astype(np.uint8), "L")

    if strength == "photo" or rng.random() < 0.3:
        buffer = io.BytesIO()
        out.save(buffer, "JPEG", quality=rng.randint(30, 80) if strength == "photo" else rng.randint(60, 90))
        buffer.seek(0)
        out = Image.open(buffer).convert("L")

    if strength == "photo" and rng.random() < 0.5:
        factor = rng.uniform(1.5, 3.0)
        out = out.resize((int(out.width * factor), int(out.height * factor)), Image.BILINEAR)
    return out


def pad(image, margin=4):
    """The image with `margin` pixels of its own paper colour around it."""
    grey = image.convert("L")
    paper = int(np.percentile(np.asarray(grey), 90))
    out = Image.new("L", (grey.width + 2 * margin, grey.height + 2 * margin), paper)
    out.paste(grey, (margin, margin))
    return out
