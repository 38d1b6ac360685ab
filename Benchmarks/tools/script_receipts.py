#!/usr/bin/env python3
"""Synthetic phone photos of receipts in non-Latin scripts, with ground truth.

usage: Benchmarks/tools/script_receipts.py OUT_DIR [--per-script N] [--seed S] [--only LANG,...] [--no-install]

Writes OUT_DIR/truth.jsonl and OUT_DIR/images/<id>.jpg: N receipts for each of 13 Tesseract languages
(jpn chi_sim chi_tra kor tha rus ukr bul srp ell heb ara hin), in the format of ../shared/receipts
(README there): id, image, lines, items [{name, quantity, total}], subtotal, tax, tip, service, discount,
total, plus source ("synthetic"), currency, country, script (ISO 15924), language (Tesseract code).

What a receipt says comes from script_receipts_content.py (shops, dishes and prices, till words, number
and date formats, tax rules of each country); the arithmetic is exact in minor units: items sum to the
subtotal, added tax and service are added to it, included tax is the part of the total the receipt says
it holds, and change = paid - total. `lines` holds each printed line's text in reading order; a line
with a name and an amount in two columns is recorded as "name amount" (one space), for right-to-left
scripts too (the name is printed at the right edge and the amount at the left edge, as such tills do,
but the line reads name first). A quantity is printed on its own line under the item ("2 x 450") and is
in the truth only then (else null).

The page is drawn at twice its final size in one of the language's fonts (shaped by raqm, so Arabic
joins, Hebrew and Arabic run right to left and Devanagari forms its conjuncts), then photographed:
thermal ink fading in patches, paper with torn ends on a darker table, a soft shadow, rotation
-3..3 degrees and a perspective lean, scaled down to a phone-crop size (about 900-1600 px tall, text
about 20-35 px high), uneven light (gradient, vignette, sometimes a hand's shadow), blur, noise and JPEG.

Fonts come from Debian packages (script_receipts_content.FONT_PACKAGES); missing ones are installed
with apt-get first (as root or with sudo), unless --no-install. A seed fixes every byte of truth and
the images given the same fonts, Pillow and libjpeg.
"""

import argparse
import datetime
import io
import json
import math
import os
import random
import subprocess
import sys
import unicodedata

import numpy as np
from PIL import Image, ImageDraw, ImageFilter, ImageFont

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from script_receipts_content import FONT_PACKAGES, LANGUAGES  # noqa: E402

ORDER = ["jpn", "chi_sim", "chi_tra", "kor", "tha", "rus", "ukr", "bul", "srp", "ell", "heb", "ara", "hin"]
SUPER = 2  # the page is drawn at this multiple of its final size


# ---------------------------------------------------------------- fonts

def install_fonts():
    missing = []
    for p in FONT_PACKAGES:
        r = subprocess.run(["dpkg-query", "-W", "-f=${Status}", p], capture_output=True, text=True)
        if "install ok installed" not in r.stdout:
            missing.append(p)
    if not missing:
        return
    print("script_receipts: installing " + " ".join(missing), file=sys.stderr)
    sudo = [] if os.geteuid() == 0 else ["sudo"]
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    subprocess.run(sudo + ["apt-get", "update", "-qq"], check=True, env=env)
    subprocess.run(sudo + ["apt-get", "install", "-y", "-qq", "--no-install-recommends"] + missing,
                   check=True, env=env, stdout=subprocess.DEVNULL)


_charsets = {}


def charset(path, index):
    """The code points a font face maps, from fontconfig's fc-query."""
    key = (path, index)
    if key not in _charsets:
        out = subprocess.run(["fc-query", "-i", str(index), "--format=%{charset}", path],
                             capture_output=True, text=True).stdout
        cps = set()
        for part in out.split():
            lo, _, hi = part.partition("-")
            cps.update(range(int(lo, 16), int(hi or lo, 16) + 1))
        _charsets[key] = cps
    return _charsets[key]


def covers(font, text):
    cps = charset(*font)
    return all(c.isspace() or ord(c) in cps for c in text)


_loaded = {}


def load(font, size):
    key = (font, size)
    if key not in _loaded:
        _loaded[key] = ImageFont.truetype(font[0], size, index=font[1], layout_engine=ImageFont.Layout.RAQM)
    return _loaded[key]


# ---------------------------------------------------------------- amounts

def decimal_string(v, decimals):
    return str(v) if decimals == 0 else f"{'-' if v < 0 else ''}{abs(v) // 100}.{abs(v) % 100:02d}"


def group(digits, sep, indian=False):
    if indian and len(digits) > 3:
        head, tail = digits[:-3], digits[-3:]
        parts = []
        while len(head) > 2:
            parts.insert(0, head[-2:])
            head = head[:-2]
        if head:
            parts.insert(0, head)
        return sep.join(parts + [tail])
    parts = []
    while len(digits) > 3:
        parts.insert(0, digits[-3:])
        digits = digits[:-3]
    return sep.join([digits] + parts)


def money(v, style, decimals, item=False):
    """An amount in minor units as the receipt prints it in money style `style`."""
    whole, frac = (str(v), "") if decimals == 0 else (str(v // 100), f"{v % 100:02d}")
    def fmt(gsep, dsep, indian=False):
        w = group(whole, gsep, indian) if gsep else whole
        return w + (dsep + frac if frac else "")
    if style == "yen":
        return "¥" + fmt(",", ".")
    if style == "group":
        return fmt(",", ".")
    if style in ("plain", "dot2"):
        return fmt("", ".")
    if style == "yuan":
        return "¥" + fmt("", ".")
    if style == "dollar":
        return "$" + fmt(",", ".")
    if style == "dot2group":
        return fmt(",", ".")
    if style == "comma":
        return fmt("", ",")
    if style == "comma_space":
        return fmt(" ", ",")
    if style == "eq_dot":
        return "=" + fmt("", ".")
    if style == "dot2_A":
        return fmt("", ".") + (" А" if item else "")
    if style == "comma_lv":
        return fmt("", ",") + (" Б" if item else " лв.")
    if style == "dot_group_comma":
        return fmt(".", ",")
    if style == "comma_euro":
        return fmt("", ",") + ("" if item else " €")
    if style == "dot2_indian":
        return fmt(",", ".", indian=True)
    if style == "rupee":
        return ("" if item else "₹") + fmt(",", ".", indian=True)
    raise ValueError(style)


def rhu(num, den):
    """num/den rounded half up (non-negative integers)."""
    return (2 * num + den) // (2 * den)


# ---------------------------------------------------------------- content

WEEKDAYS_JA = "月火水木金土日"


def date_line(cfg, rng):
    d = datetime.datetime(2025, 1, 1) + datetime.timedelta(days=rng.randrange(0, 333),
                                                           minutes=rng.randrange(8 * 60, 22 * 60 + 50))
    s = rng.randrange(60)
    Y, M, D, h, m = d.year, d.month, d.day, d.hour, d.minute
    style = cfg["date"]
    label = cfg.get("date_label", "")
    if style == "jp":
        wd = WEEKDAYS_JA[d.weekday()]
        return rng.choice([f"{Y}年{M}月{D}日({wd}) {h:02d}:{m:02d}", f"{Y}/{M:02d}/{D:02d}({wd}) {h:02d}:{m:02d}"])
    if style == "iso":
        return f"{label}{Y}-{M:02d}-{D:02d} {h:02d}:{m:02d}:{s:02d}"
    if style == "roc":
        return rng.choice([f"民國{Y - 1911}年{M:02d}月{D:02d}日 {h:02d}:{m:02d}", f"{Y}-{M:02d}-{D:02d} {h:02d}:{m:02d}:{s:02d}"])
    if style == "thai":
        return f"{label}{D:02d}/{M:02d}/{Y + 543} {h:02d}:{m:02d}"
    if style == "dots":
        return f"{D:02d}.{M:02d}.{Y} {h:02d}:{m:02d}"
    if style == "dots_sec":
        return f"{D:02d}.{M:02d}.{Y} {h:02d}:{m:02d}:{s:02d}"
    if style == "dots_serbian":
        return f"{D:02d}.{M:02d}.{Y}. {h:02d}:{m:02d}:{s:02d}"
    if style == "slash":
        return f"{label}{D:02d}/{M:02d}/{Y} {cfg.get('time_label', '')}{h:02d}:{m:02d}"
    if style == "hebrew":
        return f"תאריך: {D:02d}/{M:02d}/{Y}  שעה: {h:02d}:{m:02d}"
    if style == "arabic":
        return f"التاريخ: {Y}/{M:02d}/{D:02d}  الوقت: {h:02d}:{m:02d}"
    raise ValueError(style)


def greek_upper(text):
    return "".join(c for c in unicodedata.normalize("NFD", text) if unicodedata.category(c) != "Mn").upper()


def make_receipt(lang, cfg, rng, index=1):
    """The printed lines (as layout records) and the truth of the `index`th receipt of a language (a
    language printed in several countries takes them in turn)."""
    dec = cfg["decimals"]
    country, currency, shops, vat = cfg["country"], cfg["currency"], cfg["shops"], None
    extra = list(cfg["extra"])
    if "countries" in cfg:
        c = cfg["countries"][(index - 1) % len(cfg["countries"])]
        country, currency, shops, vat = c["country"], c["currency"], c["shops"], c["vat"]
        extra = [extra[0], c["vat_no"]] + extra[1:]
    style = rng.choice(cfg["money"])
    upper = rng.random() < cfg.get("greek_upper", 0)
    M = lambda v, item=False: money(v, style, dec, item)  # noqa: E731

    L = []  # (kind, text or (label, amount), scale, bold)
    name, address, phone = rng.choice(shops)
    L.append(("center", name, rng.uniform(1.25, 1.5), True))
    L.append(("center", address, 1.0, False))
    L.append(("center", phone, 1.0, False))
    for e in sorted(rng.sample(range(len(extra)), rng.randint(1, 2))):
        L.append(("center" if e == 0 else "left", extra[e], 1.0, False))
    L.append(("left", date_line(cfg, rng), 1.0, False))
    L.append(("sep", rng.choice("-="), 1.0, False))

    unit_mul = 10 ** dec
    items, subtotal = [], 0
    for item_name, price in rng.sample(cfg["items"], rng.randint(3, 7)):
        unit = max(cfg["step"], round(price * unit_mul * rng.uniform(0.9, 1.15) / cfg["step"]) * cfg["step"])
        q = 1 if rng.random() < 0.7 else rng.randint(2, 3)
        line_total = q * unit
        subtotal += line_total
        shown = greek_upper(item_name) if upper else item_name
        L.append(("cols", (shown, M(line_total, True)), 1.0, False))
        if q > 1:
            L.append(("left", rng.choice(cfg["qty"]).format(q=q, u=M(unit)), 1.0, False))
        items.append({"name": shown, "quantity": q if q > 1 else None, "total": decimal_string(line_total, dec)})
    L.append(("sep", rng.choice("-="), 1.0, False))

    w = cfg["words"]
    kind, rate, label, *more = rng.choice(cfg["taxes"])
    rate = vat if rate is None else rate
    label = label.format(r=rate) if label else label
    tax = service = None
    total = subtotal
    show_subtotal = w["subtotal"] is not None
    before_total, after_total = [], []
    if kind == "included":
        tax = (subtotal * rate) // (100 + rate) if lang == "jpn" else rhu(subtotal * rate, 100 + rate)
        after_total.append((label, tax))
    elif kind == "included_net":
        tax = rhu(subtotal * rate, 100 + rate)
        before_total += [(more[0], subtotal - tax), (label, tax)]
    elif kind == "added":
        tax = (subtotal * rate) // 100 if lang == "jpn" else rhu(subtotal * rate, 100)
        total = subtotal + tax
        before_total.append((label, tax))
        show_subtotal = True
    elif kind == "service_vat":
        service = rhu(subtotal * 10, 100)
        tax = rhu((subtotal + service) * rate, 100)
        total = subtotal + service + tax
        before_total += [(more[0], service), (label, tax)]
        show_subtotal = True
    elif kind == "gst":
        half = rhu(subtotal * rate, 200)
        tax = 2 * half
        total = subtotal + tax
        before_total += [(label, half), (more[0], half)]
        show_subtotal = True
    if show_subtotal:
        L.append(("cols", (w["subtotal"], M(subtotal)), 1.0, False))
    for lab, v in before_total:
        L.append(("cols", (lab, M(v)), 1.0, False))
    L.append(("cols", (w["total"], M(total)), rng.uniform(1.15, 1.4), True))
    for lab, v in after_total:
        L.append(("cols", (lab, M(v)), 1.0, False))
    note = rng.choice(cfg["notes"])
    paid = total if rng.random() < 0.12 else -(-total // note) * note
    if paid == total and rng.random() < 0.5:
        paid += note
    L.append(("cols", (w["cash"], M(paid)), 1.0, False))
    L.append(("cols", (w["change"], M(paid - total)), 1.0, False))
    L.append(("sep", rng.choice("-="), 1.0, False))
    for t in cfg["thanks"][: rng.randint(1, len(cfg["thanks"]))]:
        L.append(("center", t, 1.0, False))

    ds = lambda v: None if v is None else decimal_string(v, dec)  # noqa: E731
    truth = {
        "items": items, "subtotal": ds(subtotal) if show_subtotal else None, "tax": ds(tax), "tip": None,
        "service": ds(service), "discount": None, "total": ds(total),
        "currency": currency, "country": country, "script": cfg["script"], "language": lang,
    }
    return L, truth


# ---------------------------------------------------------------- drawing

def smooth_field(rng, shape, cells=(4, 6), lo=0.0, hi=1.0):
    """A smooth random field in [lo, hi] of `shape` (h, w), from a coarse grid scaled up."""
    h, w = shape
    g = np.random.default_rng(rng.randrange(2 ** 32)).random((cells[0], cells[1])).astype(np.float32)
    img = Image.fromarray((g * 255).astype(np.uint8), "L").resize((w, h), Image.BICUBIC)
    return lo + (hi - lo) * (np.asarray(img, dtype=np.float32) / 255.0)


def text_kw(cfg, rtl_text):
    kw = {"language": cfg["raqm"]}
    if rtl_text:
        kw["direction"] = "rtl"
    return kw


def layout(lines, cfg, font, rng):
    """Sizes for the page: font size (final px), column width, line spacing; the lines' recorded text."""
    script = cfg["script"]
    if script in ("Jpan", "Hans", "Hant", "Kore"):  # full-width glyphs fill the em; their digits do not
        fs = rng.uniform(26, 31)
    elif script in ("Thai", "Deva", "Arab", "Hebr"):
        fs = rng.uniform(27, 32)
    else:
        fs = rng.uniform(26, 31)
    cw = rng.uniform(400, 600)
    f = load(font, int(round(fs * SUPER)))
    gap = f.getlength("  ")
    widest = 0
    for kind, text, scale, bold in lines:
        if kind == "sep":
            continue
        fz = load(font, int(round(fs * scale * SUPER)))
        if kind == "cols":
            wdt = fz.getlength(text[0], **text_kw(cfg, cfg["rtl"])) + gap + fz.getlength(text[1])
        else:
            wdt = fz.getlength(text, **text_kw(cfg, cfg["rtl"]))
        widest = max(widest, wdt / SUPER)
    if widest > cw:
        cw = min(600.0, widest)
    if widest > cw:
        fs *= cw / widest
    spacing = rng.uniform(1.35, 1.6) * (1.12 if script in ("Thai", "Deva") else 1.0)
    return fs, cw, spacing


def draw_page(lines, cfg, font, rng):
    """The paper with ink (RGB, drawn at SUPER x), its mask, and the recorded text of each line."""
    fs, cw, spacing = layout(lines, cfg, font, rng)
    S = SUPER
    padx, top, bottom = rng.uniform(28, 50), rng.uniform(30, 70), rng.uniform(40, 90)
    heights = [fs * spacing * (scale if kind != "sep" else 0.8) for kind, _, scale, _ in lines]
    pw, ph = int(S * (cw + 2 * padx)), int(S * (top + sum(heights) + bottom))
    ink = Image.new("L", (pw, ph), 0)
    d = ImageDraw.Draw(ink)
    x0, x1, y = S * padx, S * (padx + cw), S * top
    rtl = cfg["rtl"]
    recorded = []
    stroke_bold = rng.random() < 0.6
    for (kind, text, scale, bold), hgt in zip(lines, heights):
        f = load(font, int(round(fs * scale * S)))
        asc, desc = f.getmetrics()
        base = y + S * hgt * 0.5 + (asc - desc) * 0.5
        sw = 1 if bold and stroke_bold else 0
        common = dict(font=f, fill=255, stroke_width=sw, stroke_fill=255)
        if kind == "sep":
            n = int((x1 - x0) / max(1, f.getlength(text)))
            recorded.append(text * n)
            d.text(((x0 + x1) / 2, base), text * n, anchor="ms", **common)
        elif kind == "center":
            recorded.append(text)
            d.text(((x0 + x1) / 2, base), text, anchor="ms", **common, **text_kw(cfg, rtl))
        elif kind == "left":
            recorded.append(text)
            if rtl:  # a line of digits and Latin letters only (a quantity) runs left to right
                strong_rtl = any(unicodedata.bidirectional(c) in ("R", "AL") for c in text)
                d.text((x1, base), text, anchor="rs", **common, **text_kw(cfg, strong_rtl))
            else:
                d.text((x0, base), text, anchor="ls", **common, **text_kw(cfg, False))
        else:
            label, amount = text
            recorded.append(f"{label} {amount}")
            if rtl:
                d.text((x1, base), label, anchor="rs", **common, **text_kw(cfg, True))
                d.text((x0, base), amount, anchor="ls", **common, language=cfg["raqm"], direction="ltr")
            else:
                d.text((x0, base), label, anchor="ls", **common, **text_kw(cfg, False))
                d.text((x1, base), amount, anchor="rs", **common)
        y += S * hgt

    # Thermal ink: a little spread, fading in patches and overall.
    a = np.asarray(ink.filter(ImageFilter.GaussianBlur(0.6 * S)), dtype=np.float32) / 255.0
    a = np.clip(a * 1.15, 0, 1)
    strength = rng.uniform(0.78, 0.97) * smooth_field(rng, a.shape, (3, 5), rng.uniform(0.72, 0.9), 1.0)
    a = a * strength
    paper = np.array([rng.uniform(236, 252), rng.uniform(234, 250), rng.uniform(226, 244)], dtype=np.float32)
    inkc = np.array([rng.uniform(20, 55)] * 3, dtype=np.float32) + np.array([0, 0, rng.uniform(0, 15)])
    tex = 1 + smooth_field(rng, a.shape, (12, 8), -0.025, 0.025)
    img = (paper[None, None, :] * (1 - a[..., None]) + inkc[None, None, :] * a[..., None]) * tex[..., None]

    # Torn ends: zigzag top and bottom edges.
    mask = Image.new("L", (pw, ph), 0)
    md = ImageDraw.Draw(mask)
    step = S * rng.uniform(6, 12)
    amp = S * rng.uniform(2, 6)
    topline = [(x, amp * rng.random()) for x in np.arange(0, pw + step, step)]
    botline = [(x, ph - 1 - amp * rng.random()) for x in np.arange(pw + step, -step, -step)]
    md.polygon(topline + botline, fill=255)
    return Image.fromarray(np.clip(img, 0, 255).astype(np.uint8), "RGB"), mask, recorded, fs


def perspective_coeffs(src, dst):
    """Pillow PERSPECTIVE coefficients mapping output points `dst` to input points `src`."""
    A, b = [], []
    for (X, Y), (x, y) in zip(src, dst):
        A.append([x, y, 1, 0, 0, 0, -X * x, -X * y]); b.append(X)
        A.append([0, 0, 0, x, y, 1, -Y * x, -Y * y]); b.append(Y)
    return np.linalg.solve(np.array(A, dtype=np.float64), np.array(b, dtype=np.float64)).tolist()


BACKGROUNDS = [(92, 64, 44), (120, 88, 60), (70, 70, 76), (38, 38, 42), (52, 62, 84), (46, 64, 50), (140, 130, 120)]


def photograph(paper, mask, rng):
    """The paper on a table, photographed: geometry, light, blur, noise; returns the final RGB image."""
    S = SUPER
    pw, ph = paper.size
    side = int(S * rng.uniform(40, 150))
    tb = [int(S * rng.uniform(25, 110)), int(S * rng.uniform(25, 110))]
    H = ph + sum(tb)
    if H < S * 900:
        extra = S * 900 - H
        t = rng.randint(0, extra)
        tb = [tb[0] + t, tb[1] + extra - t]
    W, H = pw + 2 * side, ph + sum(tb)
    margin = int(0.1 * max(W, H))
    BW, BH = W + 2 * margin, H + 2 * margin

    base = np.array(rng.choice(BACKGROUNDS), dtype=np.float32) * rng.uniform(0.8, 1.15)
    bg = base[None, None, :] * smooth_field(rng, (BH, BW), (5, 4), 0.8, 1.15)[..., None]
    grain = smooth_field(rng, (BH, BW), (60, 40), -12, 12)  # wood or cloth grain
    bg = bg + grain[..., None]
    canvas = Image.fromarray(np.clip(bg, 0, 255).astype(np.uint8), "RGB")
    px, py = margin + side, margin + tb[0]
    # A soft shadow under the paper, then the paper.
    shadow = Image.new("L", (BW, BH), 0)
    off = int(S * rng.uniform(3, 10))
    shadow.paste(mask, (px + off, py + off))
    shadow = shadow.filter(ImageFilter.GaussianBlur(S * 8))
    sh = np.asarray(shadow, dtype=np.float32)[..., None] / 255.0 * rng.uniform(0.3, 0.55)
    canvas = Image.fromarray(np.clip(np.asarray(canvas, dtype=np.float32) * (1 - sh), 0, 255).astype(np.uint8))
    canvas.paste(paper, (px, py), mask)

    # Rotation and a perspective lean of the whole scene, then the crop a phone would keep.
    angle = math.radians(rng.uniform(-3, 3))
    cx, cy = BW / 2, BH / 2
    src = [(0, 0), (BW, 0), (BW, BH), (0, BH)]
    dst = []
    jit = 0.035 * min(BW, BH)
    lean_x, lean_y = rng.uniform(-1, 1) * jit, rng.uniform(-1, 1) * jit  # keystone: top narrower, etc.
    for i, (x, y) in enumerate(src):
        dx, dy = x - cx, y - cy
        rx = cx + dx * math.cos(angle) - dy * math.sin(angle)
        ry = cy + dx * math.sin(angle) + dy * math.cos(angle)
        rx += (lean_x if y == 0 else -lean_x) * (1 if x == 0 else -1) + rng.uniform(-0.3, 0.3) * jit
        ry += (lean_y if x == 0 else -lean_y) * (1 if y == 0 else -1) + rng.uniform(-0.3, 0.3) * jit
        dst.append((rx, ry))
    canvas = canvas.transform((BW, BH), Image.PERSPECTIVE, perspective_coeffs(src, dst), Image.BICUBIC,
                              fillcolor=tuple(int(c) for c in base))
    canvas = canvas.crop((margin, margin, margin + W, margin + H))
    final = (int(round(W / S)), int(round(H / S)))
    if final[1] > 1600:
        final = (int(final[0] * 1600 / final[1]), 1600)
    img = canvas.resize(final, Image.LANCZOS)

    # Light: overall level, a gradient, a vignette, sometimes the shadow of a hand or phone; colour cast.
    fw, fh = img.size
    ys, xs = np.mgrid[0:fh, 0:fw].astype(np.float32)
    light = np.full((fh, fw), rng.uniform(0.82, 1.0), dtype=np.float32)
    th = rng.uniform(0, 2 * math.pi)
    t = ((xs - fw / 2) * math.cos(th) + (ys - fh / 2) * math.sin(th)) / max(fw, fh)
    light *= 1 - rng.uniform(0.05, 0.3) * (t + 0.5)
    r2 = ((xs - fw * rng.uniform(0.3, 0.7)) / fw) ** 2 + ((ys - fh * rng.uniform(0.3, 0.7)) / fh) ** 2
    light *= 1 - rng.uniform(0.1, 0.35) * np.clip(r2 * 2, 0, 1)
    if rng.random() < 0.4:
        th2 = rng.uniform(0, 2 * math.pi)
        dist = (xs - fw * rng.uniform(0.2, 0.8)) * math.cos(th2) + (ys - fh * rng.uniform(0.2, 0.8)) * math.sin(th2)
        edge = rng.uniform(20, 70)
        light *= 1 - rng.uniform(0.15, 0.3) / (1 + np.exp(-dist / edge))
    light *= smooth_field(rng, (fh, fw), (6, 4), 0.93, 1.05)  # curl and crumple
    cast = np.array([rng.uniform(0.98, 1.06), 1.0, rng.uniform(0.88, 1.0)], dtype=np.float32)
    a = np.asarray(img, dtype=np.float32) * light[..., None] * cast[None, None, :]
    img = Image.fromarray(np.clip(a, 0, 255).astype(np.uint8), "RGB")

    blur = rng.uniform(0.4, 1.1)
    img = img.filter(ImageFilter.GaussianBlur(blur))
    a = np.asarray(img, dtype=np.float32)
    if rng.random() < 0.25:  # a shaking hand: the image smeared 2-3 px along one direction
        n, th3 = rng.randint(2, 3), rng.uniform(0, math.pi)
        shifts = [(round(k * math.sin(th3)), round(k * math.cos(th3))) for k in range(n + 1)]
        a = sum(np.roll(a, sh, axis=(0, 1)) for sh in shifts) / len(shifts)
    nrng = np.random.default_rng(rng.randrange(2 ** 32))
    a = a + nrng.normal(0, rng.uniform(2, 7), a.shape[:2])[..., None] + nrng.normal(0, 1.5, a.shape)
    img = Image.fromarray(np.clip(a, 0, 255).astype(np.uint8), "RGB")
    buf = io.BytesIO()
    img.save(buf, "JPEG", quality=rng.randint(45, 80))  # the phone's own compression
    buf.seek(0)
    return Image.open(buf).convert("RGB"), blur, final[1] / (H / S)


def save_jpeg(img, path, limit=300_000):
    q = 90
    while True:
        buf = io.BytesIO()
        img.save(buf, "JPEG", quality=q, optimize=True)
        if buf.tell() <= limit or q <= 50:
            break
        q -= 5
    with open(path, "wb") as f:
        f.write(buf.getvalue())


# ---------------------------------------------------------------- main

def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("out_dir")
    ap.add_argument("--per-script", type=int, default=3)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--only", default="", help="comma-separated Tesseract languages (default: all)")
    ap.add_argument("--no-install", action="store_true", help="do not apt-get install missing font packages")
    args = ap.parse_args()
    if not args.no_install:
        install_fonts()
    langs = [l for l in ORDER if not args.only or l in args.only.split(",")]
    os.makedirs(os.path.join(args.out_dir, "images"), exist_ok=True)
    records = []
    for lang in langs:
        cfg = LANGUAGES[lang]
        fonts = [f for f in cfg["fonts"] if os.path.exists(f[0])]
        if not fonts:
            sys.exit(f"script_receipts: no font for {lang}: install {' '.join(FONT_PACKAGES)}")
        for i in range(1, args.per_script + 1):
            rng = random.Random(f"{args.seed}:{lang}:{i}")
            lines, truth = make_receipt(lang, cfg, rng, i)
            alltext = "".join(t if isinstance(t, str) else "".join(t) for _, t, _, _ in lines)
            usable = [f for f in fonts if covers(f, alltext)]
            if not usable:
                missing = sorted({c for c in alltext if not any(covers(f, c) for f in fonts)})
                sys.exit(f"script_receipts: no {lang} font covers {''.join(missing)!r}")
            font = rng.choice(usable)
            paper, mask, recorded, fs = draw_page(lines, cfg, font, rng)
            img, blur, zoom = photograph(paper, mask, rng)
            rid = f"sc-{lang.replace('_', '')}-{i}"
            rel = f"images/{rid}.jpg"
            save_jpeg(img, os.path.join(args.out_dir, rel))
            rec = {"id": rid, "source": "synthetic", "image": rel, "lines": recorded}
            rec.update(truth)
            rec["render"] = {"font": os.path.basename(font[0]) + (f"#{font[1]}" if font[1] else ""),
                             "font_px": round(fs * zoom, 1),
                             "size": list(img.size), "blur": round(blur, 2)}
            records.append(rec)
            print(f"{rid}: {rec['render']['font']} {img.size[0]}x{img.size[1]} total {truth['total']} {truth['currency']}",
                  file=sys.stderr)
    with open(os.path.join(args.out_dir, "truth.jsonl"), "w", encoding="utf-8") as f:
        for r in records:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
