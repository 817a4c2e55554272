#!/usr/bin/env bash
# A one-shot Botzone test bot: discards what it draws, passes everything else.
# Usage: oneshot.sh simple|json [TRANSCRIPT] [MODE]
#   TRANSCRIPT  a file to which each turn's request is appended ("-" for none)
#   MODE        how to misbehave when asked about its own draw:
#               ok (default), pretty (answer as multi-line JSON after a blank line, no final newline,
#               with debug and data fields), sleep (never answer: TLE), crash (exit 3: RE),
#               garbage (WA), falsewin (HU: WA), flood (endless output: RE), child (leave a sleeping
#               child behind whose pid goes to TRANSCRIPT.child), stubborn (the same with a child that
#               ignores TERM), hang (answer, then never exit: TLE)
io=$1; transcript=${2:--}; mode=${3:-ok}
input=$(cat)
if [ "$io" = simple ]; then
  mapfile -t lines <<< "$input"
  n=${lines[0]}
  request=${lines[$((2 * n - 1))]}
else
  requests=${input#*\"requests\":[}
  requests=${requests%%]*}
  request=${requests##*,\"}
  request=${request#\"}
  request=${request%\"}
fi
[ "$transcript" != - ] && echo "$request" >> "$transcript"
answer=PASS
if [ "${request:0:2}" = "2 " ]; then
  answer="PLAY ${request:2}"
  case $mode in
    sleep) sleep 30 ;;
    crash) echo "crashing on purpose" >&2; exit 3 ;;
    garbage) answer="PLAY ME" ;;
    falsewin) answer=HU ;;
    flood) exec yes "flood flood flood flood flood flood flood flood flood flood" ;;
    child) sleep 30 & echo $! >> "$transcript.child" ;;
    stubborn) (trap '' TERM; exec sleep 30) & echo $! >> "$transcript.child" ;;
    hang) echo "$answer"; exec sleep 30 ;;
  esac
fi
if [ "$io" = simple ]; then
  [ "$mode" = pretty ] && echo
  echo "$answer"
elif [ "$mode" = pretty ]; then
  printf '\n{\n  "response": "%s",\n  "debug": "pretty",\n  "data": "kept"\n}' "$answer"
else
  echo "{\"response\":\"$answer\"}"
fi
