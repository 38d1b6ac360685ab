#!/usr/bin/env python3
"""Times `splitbill balance` and `settle` over a long history, for one or more splitbill binaries.

usage: settle_bench.py [--bills N] [--items K] [--runs R] BINARY [BINARY ...]

For each binary, a history of its own schema is made in a temporary home: the binary splits one bill of K
items between four people (paid by ana) and saves it, and the bill's row is then copied in SQLite until
the history holds N bills. Each binary's `balance` and `settle` are then run R times, alternating between
the binaries, and the median wall time and the peak memory (max RSS) of each are printed, beside the
first binary's as the baseline. The outputs of all binaries are compared too (they must be the same).
"""
import os, shutil, sqlite3, statistics, subprocess, sys, tempfile, time

args = sys.argv[1:]
def option(name, default):
    if name in args:
        i = args.index(name)
        value = args[i + 1]
        del args[i:i + 2]
        return int(value)
    return default
bills, items, runs = option("--bills", 10000), option("--items", 8), option("--runs", 3)
binaries = args
if not binaries:
    sys.exit(__doc__)

def make_history(binary, home):
    env = dict(os.environ, HOME=home, XDG_DATA_HOME=os.path.join(home, "data"), XDG_CONFIG_HOME=os.path.join(home, "config"),
               XDG_CACHE_HOME=os.path.join(home, "cache"))
    receipt = os.path.join(home, "dinner.txt")
    with open(receipt, "w") as f:
        f.write("DINNER\n" + "".join(f"DISH {k} {10 + k}.50\n" for k in range(items)))
        f.write(f"TOTAL {sum(10.5 + k for k in range(items)):.2f}\n")
    subprocess.run([binary, "split", receipt, "--people", "ana,ben,carla,dan", "--even", "--payer", "ana", "--name", "dinner"],
                   env=env, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    path = os.path.join(home, "data", "splitbill", "history.sqlite")
    db = sqlite3.connect(path)
    columns = [row[1] for row in db.execute("PRAGMA table_info(bill)") if row[1] != "id"]
    listed = ", ".join(columns)
    while db.execute("SELECT COUNT(*) FROM bill").fetchone()[0] < bills:
        have = db.execute("SELECT COUNT(*) FROM bill").fetchone()[0]
        db.execute(f"INSERT INTO bill ({listed}) SELECT {listed} FROM bill LIMIT ?", (bills - have,))
        db.commit()
    db.close()
    return env

def timed(command, env):
    """Wall time, the process's own peak memory (KB) and its output."""
    start = time.monotonic()
    child = subprocess.Popen(command, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    out = child.stdout.read()
    _, status, usage = os.wait4(child.pid, 0)
    child.returncode = os.waitstatus_to_exitcode(status)
    return time.monotonic() - start, usage.ru_maxrss, out, child.returncode

homes = {b: tempfile.mkdtemp(prefix="settle-bench-") for b in binaries}
envs = {b: make_history(b, homes[b]) for b in binaries}
results = {(b, c): [] for b in binaries for c in ("balance", "settle")}
outputs = {}
for _ in range(runs):
    for command in ("balance", "settle"):
        for b in binaries:
            wall, peak, out, status = timed([b, command], envs[b])
            results[(b, command)].append((wall, peak))
            outputs.setdefault(command, set()).add((status, out))
print(f"history of {bills} bills of {items} items, 4 people; {runs} runs each, alternating; median wall time")
for command in ("balance", "settle"):
    base = statistics.median(w for w, _ in results[(binaries[0], command)])
    for b in binaries:
        wall = statistics.median(w for w, _ in results[(b, command)])
        peak = max(p for _, p in results[(b, command)]) / 1024
        print(f"{command:8} {b:40} {wall:7.2f} s  {wall / base:5.2f}x  peak {peak:6.1f} MB")
    print(f"{command:8} outputs {'the same' if len(outputs[command]) == 1 else 'DIFFER'} across binaries and runs")
print("(the first binary is the baseline; times are whole-process wall times)")
for h in homes.values():
    shutil.rmtree(h, ignore_errors=True)
