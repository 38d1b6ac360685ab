#!/usr/bin/env python3
"""Writes an integer Tesseract LSTM network back as floats, so that training can continue from it.

    python3 Training/tofloat.py INT.lstm FLOAT.lstm

`lstmtraining --continue_from` needs a float network, and Debian packages only integer ones (the
`fast` models). An integer network stores each weight row as 8-bit integers and one scale (the row's
largest magnitude over 127); the float weight is the integer times that scale. This reads the network
part of a `.traineddata` (what `combine_tessdata -u` unpacks as `LANG.lstm`), rewrites every integer
weight matrix as a matrix of doubles, clears the integer flag of the recogniser, and copies all else
(layers, shapes, learning rates, the network's description) byte for byte. The weights it writes are
exactly the ones the integer network computes with, so the float network reads as the integer one does.

The layout read here is Tesseract 5's serialisation of its network classes: every layer starts with a
header (type name, training state, flags, inputs, outputs, weight count, name), followed by what the
layer's type adds: a shape (Input), two half-sizes (Convolve), two scales (Maxpool, Reconfig), child
layers and per-layer learning rates (Series, Parallel and the reversing layers), gate weight matrices
(the LSTM kinds, with a softmax layer inside for LSTMSoftmax), or one weight matrix (fully connected
layers). A file in any other layout stops the conversion with an error naming the offset.
"""

import struct
import sys

INT8_FLAG = 1      # the matrix holds 8-bit integers and per-row scales
DOUBLE_FLAG = 128  # the matrix (or its scales) is stored as doubles: Tesseract 4.1 and later
TF_INT_MODE = 1    # the recogniser's training flag for an integer network

PLUMBING = {"Parallel", "Replicated", "ParBidiLSTM", "DepParUDLSTM", "Par2dLSTM", "Series",
            "RTLReversed", "TTBReversed", "XYTranspose"}
LSTMS = {"LSTM", "SummLSTM", "LSTMSoftmax", "LSTMBinarySoftmax"}
FULLY_CONNECTED = {"Logistic", "LinLogistic", "LinTanh", "Tanh", "Relu", "Linear", "Softmax", "SoftmaxNoCTC"}
NF_LAYER_SPECIFIC_LR = 64
TS_ENABLED = 1


class FormatError(Exception):
    pass


class Converter:
    def __init__(self, data):
        self.data = data
        self.pos = 0
        self.out = bytearray()
        self.matrices = 0

    # Reading, each read copied to the output unless the caller rewrites it.
    def take(self, n, copy=True):
        if self.pos + n > len(self.data):
            raise FormatError(f"the file ends at byte {len(self.data)}, inside a record that needs {n} bytes at {self.pos}")
        chunk = self.data[self.pos:self.pos + n]
        self.pos += n
        if copy:
            self.out += chunk
        return chunk

    def unpack(self, fmt, copy=True):
        return struct.unpack("<" + fmt, self.take(struct.calcsize("<" + fmt), copy))

    def string(self):
        (n,) = self.unpack("I")
        if n > 1_000_000:
            raise FormatError(f"a string of {n} bytes at byte {self.pos - 4}: not a Tesseract network")
        return self.take(n).decode("utf-8", "replace")

    def weight_matrix(self, training):
        (mode,) = self.unpack("B", copy=False)
        rows, cols = self.unpack("II", copy=False)
        if not mode & DOUBLE_FLAG:
            raise FormatError(f"a weight matrix at byte {self.pos - 9} in the pre-4.1 layout, which this does not read")
        if mode & INT8_FLAG:
            self.take(1, copy=False)  # the array's fill value
            weights = self.take(rows * cols, copy=False)
            (count,) = self.unpack("I", copy=False)
            if count < rows:
                raise FormatError(f"{count} scales for {rows} rows at byte {self.pos - 4}")
            scales = self.unpack(f"{count}d", copy=False)
            ints = struct.unpack(f"{rows * cols}b", weights)
            floats = [ints[r * cols + c] * scales[r] for r in range(rows) for c in range(cols)]
            self.out += struct.pack("<BII", mode & ~INT8_FLAG, rows, cols)
            self.out += struct.pack("<d", 0.0)
            self.out += struct.pack(f"<{rows * cols}d", *floats)
            self.matrices += 1
        else:
            self.out += struct.pack("<BII", mode, rows, cols)
            self.take(8 + 8 * rows * cols)
            if training:
                for _ in range(2 if mode & 4 else 1):  # updates, and Adam's sums of squares
                    r2, c2 = self.unpack("II")
                    self.take(8 + 8 * r2 * c2)
        return rows

    def network(self):
        self.unpack("b")
        kind = self.string()
        training, _ = self.unpack("bb")
        flags, inputs, outputs, _ = self.unpack("iiii")
        self.string()
        is_training = training == TS_ENABLED
        if kind == "Input":
            self.unpack("5i")
        elif kind == "Convolve":
            self.unpack("2i")
        elif kind in ("Maxpool", "Reconfig"):
            self.unpack("2i")
        elif kind in PLUMBING:
            (count,) = self.unpack("I")
            for _ in range(count):
                self.network()
            if flags & NF_LAYER_SPECIFIC_LR:
                (n,) = self.unpack("I")
                self.unpack(f"{n}f")
        elif kind in LSTMS:
            (na,) = self.unpack("i")
            # An LSTM with a softmax inside feeds its outputs back (or their bits, when encoded).
            fed_back = {"LSTMSoftmax": outputs, "LSTMBinarySoftmax": max(outputs - 1, 0).bit_length()}.get(kind, 0)
            two_d = False
            for gate in range(5):  # CI, GI, GF1, GO, GFS (the last only in a 2-D LSTM)
                if gate == 4 and not two_d:
                    break
                rows = self.weight_matrix(is_training)
                if gate == 0:
                    two_d = na - fed_back == inputs + 2 * rows
            if kind in ("LSTMSoftmax", "LSTMBinarySoftmax"):
                self.network()
        elif kind in FULLY_CONNECTED:
            self.weight_matrix(is_training)
        else:
            raise FormatError(f"a layer of kind {kind!r} before byte {self.pos}, which this does not read")

    def recogniser(self):
        """The network, then the recogniser's own fields: its description and training flags onward."""
        self.network()
        self.string()  # the network's description, e.g. [1,36,0,1Ct3,3,16Mp3,3Lfys48Lfx96Lrx96Lfx192O1c1]
        (flags,) = self.unpack("i", copy=False)
        self.out += struct.pack("<i", flags & ~TF_INT_MODE)
        self.take(len(self.data) - self.pos)  # iterations, null character, Adam beta, learning rate, momentum
        return bytes(self.out)


def convert(data):
    """The float form of an integer network's bytes, and how many matrices were rewritten."""
    converter = Converter(data)
    out = converter.recogniser()
    return out, converter.matrices


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: tofloat.py INT.lstm FLOAT.lstm")
    with open(sys.argv[1], "rb") as f:
        data = f.read()
    try:
        out, matrices = convert(data)
    except FormatError as error:
        sys.exit(f"tofloat: {sys.argv[1]}: {error}")
    with open(sys.argv[2], "wb") as f:
        f.write(out)
    print(f"tofloat: {matrices} integer weight matrices written as floats ({len(data)} -> {len(out)} bytes)")


if __name__ == "__main__":
    main()
