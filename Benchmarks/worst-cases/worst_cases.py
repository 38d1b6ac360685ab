#!/usr/bin/env python3
"""Makes the worst inputs splitbill accepts and measures what each costs, whole process.

usage: worst_cases.py [--only NAME,NAME] [--keep DIR] BINARY [BASELINE_BINARY]

Each case is made in a temporary folder (photos with ImageMagick's `convert` and libjpeg-turbo's
`jpegtran`; texts and bills in Python), then read by `BINARY scan --format json --jobs 1 --reread`
(texts and bills by `scan`, `split` and the history commands), one process at a time, with
OMP_THREAD_LIMIT=1. For each, the wall time, the peak memory (max RSS) and the exit code are printed,
beside, in the same run, plain `tesseract PHOTO - --psm 6` on the same photo and, when given, a
second splitbill binary (an older commit) on the same input. The limits the README promises are 60 s
and 400 MB for one photo; a case past either is marked.

Needs: apt-get install imagemagick libjpeg-turbo-progs tesseract-ocr (scripts/install-deps installs the last).
"""
import json, os, shutil, subprocess, sys, tempfile, time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
PHOTO = os.path.join(ROOT, "SampleReceipts", "el-greco-brussels.jpg")
LIMIT_S, LIMIT_MB = 60, 400
W, H = 7300, 5479  # 39.997 MP, just inside the 40 MP limit


def convert(*arguments):
    subprocess.run(["convert", *arguments], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def split_scans(jpeg):
    """A JPEG's bytes before its first scan, and each scan: the tables written just before it, its SOS
    segment and its entropy-coded data."""
    first = jpeg.index(b"\xff\xda")
    scans, i = [], first
    while i + 4 <= len(jpeg) and jpeg[i + 1] != 0xD9:
        start = i
        while jpeg[i + 1] != 0xDA:  # tables (DHT, DQT, DRI) belong to the scan after them
            i += 2 + int.from_bytes(jpeg[i + 2:i + 4], "big")
        i += 2 + int.from_bytes(jpeg[i + 2:i + 4], "big")
        while not (jpeg[i] == 0xFF and jpeg[i + 1] not in (0x00, *range(0xD0, 0xD8))):
            i += 1
        scans.append(jpeg[start:i])
    return jpeg[:first], scans


def make_photos(folder):
    """The photo cases: (name, path)."""
    big = os.path.join(folder, "big.ppm")
    convert(PHOTO, "-resize", f"{W}x{H}!", big)
    cases = {}
    def case(name, *arguments, source=big):
        path = os.path.join(folder, name)
        convert(source, *arguments, path)
        cases[name] = path
    case("jpeg-40mp.jpg", "-quality", "85")
    case("jpeg-40mp-progressive-cmyk-444.jpg", "-colorspace", "CMYK", "-sampling-factor", "1x1", "-interlace", "JPEG", "-quality", "85")
    case("png-40mp-16bit-rgba.png", "-alpha", "set", "-depth", "16", "-define", "png:compression-level=1")
    case("png-40mp-8bit-rgb.png", "-define", "png:compression-level=1")
    case("png-40mp-interlaced.png", "-interlace", "PNG", "-define", "png:compression-level=1")
    case("bmp-40mp.bmp")
    case("tiff-40mp.tiff", "-compress", "none")
    case("webp-40mp.webp", "-quality", "80")
    # HEVC codes whole blocks of 8: the largest HEIC within the limit is 7296x5472.
    case("heic-40mp.heic", "-resize", "7296x5472!", "-quality", "50")
    # 300 scans, the most a JPEG may have. jpegtran writes at most 100, so it writes each component's
    # DC scan and one scan of all its AC coefficients, and each AC scan is then repeated (a repeated
    # scan is decoded again over the whole image: libjpeg only warns of the odd progression).
    script = os.path.join(folder, "scans.txt")
    with open(script, "w") as f:
        f.write("".join(f"{c}: 0 0 0 0;\n" for c in range(3)) + "".join(f"{c}: 1 63 0 0;\n" for c in range(3)))
    with open(cases["jpeg-40mp.jpg"], "rb") as source:
        made = subprocess.run(["jpegtran", "-scans", script], stdin=source, check=True, capture_output=True).stdout
    head, scans = split_scans(made)
    ac = scans[3:]
    repeated = scans[:3] + [ac[k % 3] for k in range(300 - 3)]
    path = os.path.join(folder, "jpeg-40mp-300-scans.jpg")
    with open(path, "wb") as out:
        out.write(head + b"".join(repeated) + b"\xff\xd9")
    cases["jpeg-40mp-300-scans.jpg"] = path
    # Small print over a whole 16 MP page: text under 12 pixels high, which the clean-up scales up.
    small = os.path.join(folder, "small-print-16mp.png")
    lines = "\n".join(f"ITEM {i:04d} SOMETHING TASTY        {i % 97 + 1}.{i % 100:02d}" for i in range(360))
    convert("-size", "4600x3480", "xc:white", "-font", "DejaVu-Sans-Mono", "-pointsize", "7", "-fill", "black",
            "-annotate", "+20+12", lines, small)
    cases["small-print-16mp.png"] = small
    # Dense stripes: a page of nothing but edges in rows like text's, the most work for the clean-up.
    stripes = os.path.join(folder, "stripes-40mp.pgm")
    ink = bytes([0, 0, 255, 255, 255, 0, 255, 255]) * (W // 8) + bytes(W % 8)
    with open(stripes, "wb") as f:
        f.write(f"P5 {W} {H} 255\n".encode())
        for y in range(H):
            f.write(ink if y % 24 < 14 else bytes([255]) * W)
    convert(stripes, "-define", "png:compression-level=1", stripes[:-4] + ".png")
    os.remove(stripes)
    cases["stripes-40mp.png"] = stripes[:-4] + ".png"
    os.remove(big)
    return cases


def make_texts(folder):
    """The text and bill cases: (name, path)."""
    import random
    random.seed(57)
    words = ["BURGER", "FRIES", "COLA", "2x", "12.50", "TOTAL", "TAX", "8.25%", "SUBTOTAL", "CASH", "CHANGE",
             "4.00", "1", "@", "3.99", "QTY", "RM", "$", "VISA", "**", "DISC", "-1.00", "SERVICE", "10%"]
    cases = {}
    def write(name, text):
        path = os.path.join(folder, name)
        with open(path, "w") as f:
            f.write(text)
        cases[name] = path
    rows = []
    for _ in range(2000):
        row = []
        while len(" ".join(row)) < 390:
            row.append(random.choice(words))
        rows.append(" ".join(row)[:399])
    write("text-2000-rows-of-400.txt", "\n".join(rows) + "\n")
    write("text-2000-items.txt", "".join(f"ITEM {i} {random.randint(1, 99)}.{random.randint(0, 99):02d}\n" for i in range(2000)))
    items = [{"name": f"Dish {i}", "total": f"{1 + i % 50}.{i % 100:02d}"} for i in range(100000)]
    total = sum(100 * (1 + i % 50) + i % 100 for i in range(100000))
    bill = {"currency": "EUR", "items": items, "total": f"{total // 100}.{total % 100:02d}"}
    write("bill-100000-items.json", json.dumps(bill))
    return cases


def peak_of(command, env):
    """Wall seconds, peak MB, exit code and last message of `command`, run under /usr/bin/time to read
    this process's own max RSS (getrusage's children maximum is the largest of all children so far)."""
    timed = ["/usr/bin/time", "-f", "%M", *command]
    start = time.monotonic()
    process = subprocess.run(timed, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    wall = time.monotonic() - start
    lines = process.stderr.decode(errors="replace").strip().splitlines()
    peak = int(lines[-1]) / 1024 if lines and lines[-1].isdigit() else float("nan")
    said = next((line for line in reversed(lines[:-1]) if line.strip()), "")
    return wall, peak, process.returncode, said


def main():
    args = sys.argv[1:]
    only, keep = None, None
    if "--only" in args:
        i = args.index("--only"); only = set(args[i + 1].split(",")); del args[i:i + 2]
    if "--keep" in args:
        i = args.index("--keep"); keep = args[i + 1]; del args[i:i + 2]
    if not args or any(a in ("-h", "--help") for a in args):
        sys.exit(__doc__)
    binaries = [os.path.abspath(b) for b in args]
    for binary in binaries:
        if not os.access(binary, os.X_OK):
            sys.exit(f"worst_cases.py: {binary} is not a program: give a splitbill binary, such as .build/release/splitbill")
    for tool in ["convert", "jpegtran", "tesseract"]:
        if shutil.which(tool) is None:
            sys.exit(f"worst_cases.py: `{tool}` is missing: apt-get install imagemagick libjpeg-turbo-progs tesseract-ocr")
    folder = keep or tempfile.mkdtemp(prefix="splitbill-worst-")
    os.makedirs(folder, exist_ok=True)
    home = os.path.join(folder, "home")
    os.makedirs(home, exist_ok=True)
    env = dict(os.environ, OMP_THREAD_LIMIT="1", HOME=home, XDG_DATA_HOME=os.path.join(home, "data"),
               XDG_CONFIG_HOME=os.path.join(home, "config"), XDG_CACHE_HOME=os.path.join(home, "cache"))
    print(f"making the cases in {folder} ...", file=sys.stderr)
    wanted = lambda name: only is None or name in only
    photos = make_photos(folder) if only is None or any(n.endswith((".jpg", ".png", ".bmp", ".tiff", ".webp", ".heic")) for n in only) else {}
    texts = make_texts(folder)
    names = [n for n in list(photos) + list(texts) if wanted(n)]
    header = ["case", "MB on disk"] + [f"{os.path.basename(b)} s / MB / exit" for b in binaries] + ["plain tesseract s / MB"]
    print("| " + " | ".join(header) + " |")
    print("|" + "---|" * len(header))
    for name in names:
        path = photos.get(name) or texts[name]
        size = os.path.getsize(path) / 1e6
        row = [name, f"{size:.1f}"]
        if name in photos or name.endswith(".txt"):
            commands = [[b, "scan", "--format", "json", "--jobs", "1", "--reread", path] for b in binaries]
        else:
            commands = [[b, "split", path, "--people", "ana,ben,carla", "--even", "--payer", "ana", "--format", "csv"] for b in binaries]
        for command in commands:
            wall, peak, code, said = peak_of(command, env)
            mark = " **over**" if name in photos and (wall > LIMIT_S or peak > LIMIT_MB) else ""
            row.append(f"{wall:.1f} / {peak:.0f} / {code}{mark}")
        if name in photos:
            wall, peak, code, _ = peak_of(["tesseract", path, "-", "--psm", "6"], env)
            row.append(f"{wall:.1f} / {peak:.0f}")
        else:
            row.append("")
        print("| " + " | ".join(row) + " |", flush=True)
    # The history on one bill of 100,000 items: saved once by each binary, then shown and settled.
    if wanted("history-100000-items"):
        for binary in binaries:
            bhome = os.path.join(folder, "home-" + os.path.basename(binary))
            benv = dict(env, HOME=bhome, XDG_DATA_HOME=os.path.join(bhome, "data"), XDG_CONFIG_HOME=os.path.join(bhome, "config"))
            subprocess.run([binary, "split", texts["bill-100000-items.json"], "--people", "ana,ben,carla", "--even",
                            "--payer", "ana", "--name", "huge", "--format", "csv"], env=benv, check=True,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            cells = []
            for command in (["show", "1", "--format", "csv"], ["balance"], ["settle"], ["history"]):
                wall, peak, code, _ = peak_of([binary, *command], benv)
                cells.append(f"`{command[0]}` {wall:.2f} s / {peak:.0f} MB / {code}")
            print(f"| history of one bill of 100,000 items, {os.path.basename(binary)} | " + "; ".join(cells) + " |", flush=True)
    if keep is None:
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
