"""A long-running Botzone test bot: discards what it draws, passes everything else.

Usage: resident.py simple|json [TRANSCRIPT] [MODE]
  TRANSCRIPT  a file to which each request is appended ("-" for none)
  MODE        ok (default); sleep: never answer its own draws (TLE); once: answer one turn with the
              marker, then exit without it (the arena must cold-start it with the whole history)
"""
import json
import sys
import time

io = sys.argv[1]
transcript = sys.argv[2] if len(sys.argv) > 2 else "-"
mode = sys.argv[3] if len(sys.argv) > 3 else "ok"
MARKER = ">>>BOTZONE_REQUEST_KEEP_RUNNING<<<"


def first_request():
    if io == "simple":
        n = int(sys.stdin.readline())
        lines = [sys.stdin.readline().rstrip("\n") for _ in range(2 * n - 1)]
        return lines[-1]
    return json.loads(sys.stdin.readline())["requests"][-1]


def next_request():
    line = sys.stdin.readline()
    if not line:
        sys.exit(0)
    return line.rstrip("\n") if io == "simple" else json.loads(line)


def answer(request):
    if transcript != "-":
        with open(transcript, "a") as f:
            f.write(request + "\n")
    if request.startswith("2 "):
        if mode == "sleep":
            time.sleep(30)
        return "PLAY " + request[2:]
    return "PASS"


request = first_request()
turns = 0
while True:
    a = answer(request)
    print(a if io == "simple" else json.dumps({"response": a, "debug": "resident"}))
    turns += 1
    if mode == "once" and turns > 1:
        sys.stdout.flush()
        sys.exit(0)
    print(MARKER, flush=True)
    request = next_request()
