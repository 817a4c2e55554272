"""A tiny AI of the 108-tile competition's HTTP interface, for the tests.

It discards the last tile of its hand on its own turn (the tile drawn, where mjarena puts it) and
passes everything else, as the platform's default player does.

Usage: tiny_ai.py PORT [MODE]
  MODE  ok (default); die:N: exit with status 3 instead of answering its N-th request;
        slow:N: sleep 30 s before answering its N-th request; empty: answer every request with an
        empty object; chatty: print 100 kB on stdout before each answer, as the platform's AIs print
        their reasoning; hog: allocate 16 MB more at every request, up to 1 GB
"""
import json
import os
import sys
import time
from http.server import BaseHTTPRequestHandler, HTTPServer

port = int(sys.argv[1])
mode = sys.argv[2] if len(sys.argv) > 2 else "ok"
served = 0
hoard = []


def groups(request, field):
    text = request.get(field, "")
    return len(text.split(",")) if text else 0


def reply(request):
    if mode == "empty":
        return {}
    hand = request["hand"]
    melds = groups(request, "chow_hand") + groups(request, "pon_hand") + groups(request, "kon_hand")
    if len(hand) // 2 == 14 - 3 * melds:
        return {"action_type": "Discard", "action_content": hand[-2:], "note": ""}
    return {"action_type": "Pass", "action_content": "", "note": ""}


class Handler(BaseHTTPRequestHandler):
    def send(self, body):
        data = json.dumps(body).encode("utf-8")
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_GET(self):
        self.send({"result_code": "1"})

    def do_POST(self):
        global served
        served += 1
        body = self.rfile.read(int(self.headers["Content-Length"]))
        if mode.startswith("die:") and served >= int(mode[4:]):
            sys.stderr.write("tiny_ai: dying on purpose\n")
            sys.stderr.flush()
            os._exit(3)
        if mode == "chatty":
            print("thinking " * 10000, flush=True)
        if mode == "hog":
            while len(hoard) < 64:
                hoard.append(bytearray(16 << 20))
        if mode.startswith("slow:") and served == int(mode[5:]):
            time.sleep(30)
        self.send(reply(json.loads(body)))

    def log_message(self, *args):
        pass


HTTPServer(("127.0.0.1", port), Handler).serve_forever()
