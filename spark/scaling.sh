#!/usr/bin/env bash
# Games/s of one lineup played by the local runner, by Spark in local[2] mode, and by a Spark standalone
# cluster on 127.0.0.1 with one and with two workers (one core each), all in one sitting; then the fixed
# cost of a Spark job (a run of one deal) and of a task (the same deals in blocks of one deal).
# Usage: spark/scaling.sh [CONFIG [DEALS]]   (default: configs/quickstart.yaml, 1000 deals)
# Prints one line per measurement: what, deals, tasks' deals, seconds, games/s (from timing.json).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
config="${1:-$root/configs/quickstart.yaml}"
deals="${2:-1000}"
cd "$root"
mvn -B -ntp -q -DskipTests -pl spark -am package
work="$(mktemp -d)"
pids=()
stop() {
  for pid in "${pids[@]}"; do
    pkill -KILL -P "$pid" 2>/dev/null || true # its executors
    kill -KILL "$pid" 2>/dev/null || true
  done
  rm -rf "$work"
}
trap stop EXIT

# A Spark home from Maven's jars: Spark and the libraries it shares with the arena, no logging back end.
home="$work/spark-home"
mkdir -p "$home/jars"
touch "$home/RELEASE"
tr ':' '\n' <spark/target/full-classpath.txt | while read -r jar; do
  case "$(basename "$jar")" in
    junit-*|assertj-*|opentest4j-*|apiguardian-*|logback-*|mjarena-*) ;;
    *.jar) ln -sf "$jar" "$home/jars/" ;;
  esac
done
read -r -a options <spark/target/java-options.txt
export SPARK_HOME="$home" SPARK_SCALA_VERSION=2.13 SPARK_LOCAL_IP=127.0.0.1
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }
spark_jvm() { java "${options[@]}" -Xmx256m -cp "$home/jars/*" "$@" >>"$work/cluster.log" 2>&1 & pids+=($!); }

measure() { # measure WHAT DEALS [ARGS...]: one run, its line
  local what="$1" n="$2"
  shift 2
  ./mjarena run "$config" --deals "$n" --record results --out "$work/out" --force "$@" >/dev/null 2>"$work/run.err" \
    || { cat "$work/run.err" >&2; exit 1; }
  python3 - "$what" "$n" "${MJARENA_JAVA_OPTS:-}" "$work/out/timing.json" <<'PY'
import json, sys
t = json.load(open(sys.argv[4]))
block = sys.argv[3].split("dealsPerBlock=")[1] if "dealsPerBlock=" in sys.argv[3] else "auto"
print(f"{sys.argv[1]:<22} deals {sys.argv[2]:>5}  block {block:>4}  {t['elapsed_s']:7.2f} s  {t['games_per_s']:8.1f} games/s")
PY
}

echo "# $(date -u +%FT%TZ)  load: $(cut -d' ' -f1-3 /proc/loadavg)  $(nproc) cores  config $config"
measure "local, 2 threads" "$deals" --threads 2
measure "local[2]" "$deals" --spark 'local[2]'
measure "local[2] job cost" 1 --spark 'local[2]'
MJARENA_JAVA_OPTS=-Dspark.mjarena.dealsPerBlock=1 measure "local[2] task cost" "$((deals / 10))" --spark 'local[2]'
measure "local[2] task cost" "$((deals / 10))" --spark 'local[2]'

port="$(free_port)"
master="spark://127.0.0.1:$port"
spark_jvm org.apache.spark.deploy.master.Master --host 127.0.0.1 --port "$port" --webui-port "$(free_port)"
for w in 1 2; do
  spark_jvm org.apache.spark.deploy.worker.Worker --host 127.0.0.1 --cores 1 --memory 1g --work-dir "$work/worker$w" \
    --webui-port "$(free_port)" "$master"
  sleep 8 # registered: the next run sees this many workers
  measure "standalone, $w worker(s)" "$deals" --spark "$master"
done
measure "standalone job cost" 1 --spark "$master"
echo "# load after: $(cut -d' ' -f1-3 /proc/loadavg)"
