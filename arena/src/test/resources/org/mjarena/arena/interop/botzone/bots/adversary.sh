#!/usr/bin/env bash
# A one-shot Botzone test bot (simple I/O) that attacks its box when asked about its own draw, and
# otherwise discards what it draws and passes everything else.
# Usage: adversary.sh MODE
#   MODE  setsid (leave a `setsid` child asleep behind), stubborn (leave a child that ignores TERM),
#         hog (allocate memory until stopped, or 1 GB), snoop (list the folders named in the file `targets`
#         beside this script: it answers a wrong answer, WA, when it sees anything in one), net (connect
#         to the host and port in the file `targets`, and to 1.1.1.1:80: WA when either connects),
#         flood (print 10 MB)
# What it found goes to stderr, which the arena keeps in the entry's log. Children sleep 31337 s, so
# that a test can find them.
mode=$1
here=$(dirname "$0")
mapfile -t lines
n=${lines[0]}
request=${lines[$((2 * n - 1))]}
answer=PASS
if [ "${request:0:2}" = "2 " ]; then
  answer="PLAY ${request:2}"
  case $mode in
    setsid) setsid sleep 31337 >/dev/null 2>&1 < /dev/null & ;;
    stubborn) (trap '' TERM; exec sleep 31337) >/dev/null 2>&1 < /dev/null & ;;
    hog) x=x; while [ ${#x} -lt 1073741824 ]; do x=$x$x; done ;;  # up to 1 GB, should the box not stop it
    snoop)
      while read -r kind target; do
        if [ "$kind" = folder ]; then
          seen=$(ls -A "$target" 2>/dev/null | tr '\n' ' ')
          echo "snoop: $target holds [${seen}]" >&2
          [ -n "$seen" ] && answer="PLAY ME"
        fi
      done < "$here/targets" ;;
    net)
      while read -r kind host port; do
        if [ "$kind" = port ]; then
          if (exec 3<>"/dev/tcp/$host/$port") 2>/dev/null; then
            echo "net: connected to $host:$port" >&2
            answer="PLAY ME"
          else
            echo "net: cannot connect to $host:$port" >&2
          fi
        fi
      done < "$here/targets" ;;
    flood) head -c 10000000 /dev/zero | tr '\0' x; echo ;;
  esac
fi
echo "$answer"
