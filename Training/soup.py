#!/usr/bin/env python3
"""Averages the weights of recognition models fine-tuned from the same network (a "model soup").

    python3 Training/soup.py MODEL.traineddata MODEL.traineddata ... --output FILE [--weights 2,1,1]

Models trained from the same starting network on different draws of the training lines (another
--seed, --stretch or --photo-text-height: Training/decisions/) misread different characters; the
average of their weights reads like each of them where they agree and less like any one of them where
one of them went astray. Each model's network is unpacked (`combine_tessdata -e`), written back as
floats (tofloat.py: an integer model's weights are exactly its integers times their row scales), and
the weight matrices are averaged element by element, weighted by --weights (equal by default); all
else (layers, shapes, the network's description) must be the same in every model and is taken from
the first. The average is converted to integers (`lstmtraining --stop_training --convert_to_int`)
with the first model's unicharset, recoder and word lists.

Needs Tesseract's training tools (`Training/train` installs them).
"""

import argparse
import struct
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import tofloat  # noqa: E402


class Matrices(tofloat.Converter):
    """Walks a float network and records where each weight matrix's doubles start and how many."""

    def __init__(self, data):
        super().__init__(data)
        self.regions = []

    def weight_matrix(self, training):
        (mode,) = self.unpack("B")
        rows, cols = self.unpack("II")
        if mode & tofloat.INT8_FLAG:
            raise tofloat.FormatError(f"an integer matrix at byte {self.pos - 9}: write the network as floats first")
        self.take(8)  # the array's fill value
        self.regions.append((self.pos, rows * cols))
        self.take(8 * rows * cols)
        if training:
            for _ in range(2 if mode & 4 else 1):
                r2, c2 = self.unpack("II")
                self.take(8 + 8 * r2 * c2)
        return rows

    def recogniser(self):
        self.network()
        return self.regions


def average(networks, weights):
    """The first float network's bytes with every weight matrix replaced by the weighted mean."""
    regions = Matrices(networks[0]).recogniser()
    for i, other in enumerate(networks[1:], 2):
        if len(other) != len(networks[0]) or Matrices(other).recogniser() != regions:
            raise SystemExit(f"soup: model {i} does not have the first model's network; only models fine-tuned from one network can be averaged")
    out = bytearray(networks[0])
    total = sum(weights)
    for pos, n in regions:
        arrays = [struct.unpack_from(f"<{n}d", data, pos) for data in networks]
        mean = [sum(w * a[k] for w, a in zip(weights, arrays)) / total for k in range(n)]
        struct.pack_into(f"<{n}d", out, pos, *mean)
    return bytes(out), len(regions)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("models", nargs="+", type=Path, help="integer or float .traineddata files of one network")
    parser.add_argument("--output", type=Path, required=True, help="the averaged model, as integers")
    parser.add_argument("--weights", help="comma-separated weights, one per model (default: equal)")
    args = parser.parse_args()
    if len(args.models) < 2:
        raise SystemExit("soup: give two models or more")
    weights = [float(w) for w in args.weights.split(",")] if args.weights else [1.0] * len(args.models)
    if len(weights) != len(args.models) or any(w < 0 for w in weights) or sum(weights) <= 0:
        raise SystemExit("soup: --weights needs one non-negative weight per model, not all zero")
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        networks = []
        for i, model in enumerate(args.models):
            lstm = tmp / f"{i}.lstm"
            subprocess.run(["combine_tessdata", "-e", str(model), str(lstm)], check=True, capture_output=True)
            try:
                data, _ = tofloat.convert(lstm.read_bytes())  # a float network is copied as it is
            except tofloat.FormatError as error:
                raise SystemExit(f"soup: {model}: {error}")
            networks.append(data)
        mean, count = average(networks, weights)
        (tmp / "soup.lstm").write_bytes(mean)
        subprocess.run(["lstmtraining", "--stop_training", "--continue_from", str(tmp / "soup.lstm"),
                        "--traineddata", str(args.models[0]), "--convert_to_int", "--model_output", str(args.output)],
                       check=True, capture_output=True)
    print(f"soup: {count} weight matrices of {len(args.models)} models averaged (weights {weights}) into {args.output}")


if __name__ == "__main__":
    main()
