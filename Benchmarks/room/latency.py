#!/usr/bin/env python3
"""How soon every open page hears a claim in `splitbill serve`'s claim room.

Starts `splitbill serve` on 127.0.0.1 with a bundled bill, opens LISTENERS event streams (as that many
phones would), then makes CLAIMS claims (a claim, then taking it back, in turn) and times, for each,
from sending the POST to the moment the last listener has the event that carries it. The baseline,
measured in the same run, is the POST's own round trip: the answer the claiming phone gets.

    python3 Benchmarks/room/latency.py [--binary PATH] [--listeners 4] [--claims 200]

Prints the median, 95th percentile and maximum of both, in milliseconds. Traffic goes to 127.0.0.1 only.
"""
import argparse
import json
import os
import select
import socket
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def request(port, method, path, body=None):
    s = socket.create_connection(("127.0.0.1", port))
    data = body.encode() if body is not None else b""
    head = f"{method} {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n"
    if body is not None:
        head += f"Content-Type: application/json\r\nContent-Length: {len(data)}\r\n"
    s.sendall(head.encode() + b"\r\n" + data)
    out = b""
    while True:
        chunk = s.recv(65536)
        if not chunk:
            break
        out += chunk
    s.close()
    status = int(out.split(b" ", 2)[1])
    return status, out.split(b"\r\n\r\n", 1)[1]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build/release/splitbill"))
    parser.add_argument("--listeners", type=int, default=4)
    parser.add_argument("--claims", type=int, default=200)
    args = parser.parse_args()
    home = tempfile.mkdtemp(prefix="room-bench-")
    env = dict(os.environ, XDG_DATA_HOME=home, XDG_CONFIG_HOME=home, XDG_CACHE_HOME=home)
    bill = os.path.join(ROOT, "SampleReceipts/tapas-madrid.json")
    serve = subprocess.Popen([args.binary, "serve", bill, "--people", "ana,ben", "--bind", "127.0.0.1", "--no-save"],
                             stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env)
    try:
        address = serve.stdout.readline().decode().strip()
        port = int(address.split(":")[2].split("/")[0])
        room = "/" + address.split("/", 3)[3]
        items = json.loads(request(port, "GET", room + "bill")[1])["items"]
        item = items[0]["id"]
        listeners = []
        for _ in range(args.listeners):
            s = socket.create_connection(("127.0.0.1", port))
            s.sendall(f"GET {room}events HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\r\n".encode())
            s.setblocking(False)
            listeners.append([s, b""])
        time.sleep(0.5)
        for entry in listeners:  # the first state event
            try:
                entry[0].recv(1 << 20)
            except BlockingIOError:
                pass
        heard, answered = [], []
        for i in range(args.claims):
            claimed = i % 2 == 0
            body = json.dumps({"person": "ana", "item": item})
            start = time.perf_counter()
            if claimed:
                status, _ = request(port, "POST", room + "claims", body)
            else:
                status, _ = request(port, "DELETE", f"{room}claims?person=ana&item={item}")
            answered.append(time.perf_counter() - start)
            assert status == 200, status
            want = f'"version":{i + 1},'.encode()
            waiting = {e[0] for e in listeners}
            deadline = start + 10
            while waiting and time.perf_counter() < deadline:
                ready, _, _ = select.select(list(waiting), [], [], 0.5)
                for s in ready:
                    entry = next(e for e in listeners if e[0] is s)
                    entry[1] += s.recv(1 << 20)
                    if want in entry[1]:
                        entry[1] = entry[1][entry[1].rfind(want):]
                        waiting.discard(s)
            assert not waiting, f"claim {i + 1}: not heard within 10 s"
            heard.append(time.perf_counter() - start)

        def line(name, values):
            ms = sorted(v * 1000 for v in values)
            p95 = ms[int(0.95 * (len(ms) - 1))]
            return f"{name:<34} median {statistics.median(ms):7.2f} ms  p95 {p95:7.2f} ms  max {ms[-1]:7.2f} ms"

        print(f"{args.claims} claims, {args.listeners} pages listening")
        print(line("every page has heard it", heard))
        print(line("baseline: the claim's own answer", answered))
    finally:
        serve.kill()
        serve.wait()


if __name__ == "__main__":
    sys.exit(main())
