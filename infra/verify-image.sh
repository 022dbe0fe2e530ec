#!/usr/bin/env bash
# Proves infra/Dockerfile without a Docker engine. It reads the Dockerfile and carries out
# its steps itself, in temporary directories:
#   - the build context is the repository's files (tracked and new, not git-ignored), less
#     what .dockerignore excludes;
#   - each stage gets its own root directory; WORKDIR, ENV, RUN and COPY (also --from=stage)
#     act inside it, so absolute paths in the Dockerfile (/app, /prod) map into that root;
#     RUN lines run with `sh -c` in a clean environment: the stage's ENV, HOME, the machine's
#     proxy, registry and certificate settings, and a PATH where `npm install -g` installs
#     into the stage's own /usr/local;
#   - a step marked `# image-only` on the line before it (operating-system setup such as
#     the data volume's owner) is shown and skipped; USER, VOLUME and EXPOSE are noted;
#   - then it starts the final stage's CMD from the final stage's tree (NODE_ENV and the
#     rest from its ENV; PORT free, HOST 127.0.0.1, DATA_DIR temporary, PUBLIC_URL set),
#     checks that /readyz answers 200, that a page and /api/texts answer, that the
#     HEALTHCHECK command passes, then stops the server with SIGTERM and cleans up.
# Any other instruction stops the script, so the Dockerfile cannot use a step this script
# does not carry out.
#
# Usage: infra/verify-image.sh [--dry-run] [--keep] [--dockerfile FILE]
#   --dry-run   print the steps it would carry out (one per line) and stop
#   --keep      keep the temporary directories
# The stages run on the `node` found on PATH; the script says so when its major version
# differs from the image's.
set -euo pipefail

REPO=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
DOCKERFILE=$REPO/infra/Dockerfile
DRY_RUN=0
KEEP=0
while [ $# -gt 0 ]; do
  case $1 in
    --dry-run) DRY_RUN=1 ;;
    --keep) KEEP=1 ;;
    --dockerfile) DOCKERFILE=$(cd "$(dirname "$2")" && pwd)/$(basename "$2"); shift ;;
    *) echo "verify-image: unknown argument $1" >&2; exit 2 ;;
  esac
  shift
done

fail() { echo "verify-image: $*" >&2; exit 1; }
say() { echo "verify-image: $*"; }

# ---- read the Dockerfile: one instruction per entry (continuation lines joined)
INSTRUCTIONS=()
IMAGE_ONLY=()
pending=""
marked=0
while IFS= read -r line || [ -n "$line" ]; do
  if [ -z "$pending" ]; then
    trimmed=${line#"${line%%[![:space:]]*}"}
    if [[ $trimmed == "# image-only"* ]]; then marked=1; continue; fi
    if [[ -z $trimmed || $trimmed == \#* ]]; then continue; fi
  fi
  if [[ $line == *\\ ]]; then
    pending+="${line%\\} "
    continue
  fi
  INSTRUCTIONS+=("$pending$line")
  IMAGE_ONLY+=("$marked")
  pending=""
  marked=0
done <"$DOCKERFILE"
[ -z "$pending" ] || fail "the Dockerfile ends inside a continued line"

# JSON exec form ["a", "b"] -> NUL-separated words
json_words() { node -e 'for (const w of JSON.parse(process.argv[1])) process.stdout.write(w + "\0")' "$1"; }

WORK=""
SERVER_PID=""
cleanup() {
  if [ -n "$SERVER_PID" ] && kill -0 "$SERVER_PID" 2>/dev/null; then kill -TERM "$SERVER_PID" 2>/dev/null || true; wait "$SERVER_PID" 2>/dev/null || true; fi
  if [ -n "$WORK" ] && [ "$KEEP" = 0 ]; then rm -rf "$WORK"; fi
  if [ -n "$WORK" ] && [ "$KEEP" = 1 ]; then say "kept $WORK"; fi
}
trap cleanup EXIT

if [ "$DRY_RUN" = 0 ]; then
  WORK=$(mktemp -d "${TMPDIR:-/tmp}/verify-image.XXXXXX")
  say "working in $WORK"
  # ---- the build context: repository files less .dockerignore's patterns
  mapfile -t PATTERNS < <(grep -v '^[[:space:]]*\(#\|$\)' "$REPO/.dockerignore" | sed 's#^/##; s#/$##')
  for p in "${PATTERNS[@]}"; do [[ $p == !* ]] && fail ".dockerignore exceptions (!) are not supported here"; done
  ignored() {
    local f=$1 p rest
    for p in "${PATTERNS[@]}"; do
      if [[ $p == \*\*/* ]]; then
        rest=${p#\*\*/}
        # shellcheck disable=SC2053
        [[ $f == $rest || $f == $rest/* || $f == */$rest || $f == */$rest/* ]] && return 0
      else
        # shellcheck disable=SC2053
        [[ $f == $p || $f == $p/* ]] && return 0
      fi
    done
    return 1
  }
  mkdir -p "$WORK/context"
  (
    cd "$REPO"
    git ls-files -z --cached --others --exclude-standard | while IFS= read -r -d '' f; do
      [ -e "$f" ] || continue
      ignored "$f" || printf '%s\0' "$f"
    done | tar -c --null -T - | tar -x -C "$WORK/context"
  )
  say "build context: $(find "$WORK/context" -type f | wc -l) files"
fi

# ---- carry out the steps
declare -A STAGE_ROOT=()
STAGE=""
ROOT=""
WORKDIR=/
STAGE_ENV=()
FROM_IMAGE=""
CMD_WORDS=()
HEALTH_WORDS=()
n=0

stage_path() { # an image path (absolute, or relative to WORKDIR) -> this run's path
  local p=$1
  [[ $p == /* ]] || p=${WORKDIR%/}/$p
  echo "$ROOT$p"
}
run_env() {
  local node_dir
  node_dir=$(dirname "$(command -v node)")
  local env_list=("HOME=$HOME" "PATH=$ROOT/usr/local/bin:$node_dir:/usr/local/bin:/usr/bin:/bin"
    "npm_config_prefix=$ROOT/usr/local")
  # The machine's network settings (a registry mirror, a proxy and its certificates) carry over.
  for v in http_proxy https_proxy no_proxy HTTP_PROXY HTTPS_PROXY NO_PROXY TMPDIR \
    NODE_EXTRA_CA_CERTS SSL_CERT_FILE SSL_CERT_DIR npm_config_registry NPM_CONFIG_REGISTRY; do
    [ -n "${!v:-}" ] && env_list+=("$v=${!v}")
  done
  env_list+=("${STAGE_ENV[@]}")
  printf '%s\0' "${env_list[@]}"
}

for i in "${!INSTRUCTIONS[@]}"; do
  entry=${INSTRUCTIONS[$i]}
  keyword=${entry%%[[:space:]]*}
  keyword=${keyword^^}
  args=${entry#*[[:space:]]}
  args=${args#"${args%%[![:space:]]*}"}
  n=$((n + 1))
  if [ "${IMAGE_ONLY[$i]}" = 1 ]; then
    echo "SKIP $STAGE $keyword $args"
    continue
  fi
  if [ "$DRY_RUN" = 1 ]; then
    case $keyword in
      FROM | WORKDIR | ENV | RUN | COPY | USER | VOLUME | EXPOSE | HEALTHCHECK | CMD) ;;
      *) fail "line $n: $keyword is not a step this script carries out" ;;
    esac
    if [ "$keyword" = FROM ]; then STAGE=${args##* }; fi
    echo "$keyword $STAGE $args"
    continue
  fi
  case $keyword in
    FROM)
      read -r FROM_IMAGE as_word STAGE <<<"$args"
      [ "${as_word^^}" = AS ] && [ -n "$STAGE" ] || fail "line $n: name every stage (FROM image AS name)"
      [[ $FROM_IMAGE == node:* ]] || fail "line $n: only node images are supported (got $FROM_IMAGE)"
      want=${FROM_IMAGE#node:}
      want=${want%%[.-]*}
      have=$(node -p 'process.versions.node.split(".")[0]')
      [ "$want" = "$have" ] || say "NOTE: the image uses Node $want; these steps run on Node $(node --version)"
      ROOT=$WORK/stage-$STAGE
      STAGE_ROOT[$STAGE]=$ROOT
      mkdir -p "$ROOT/usr/local/bin"
      WORKDIR=/
      STAGE_ENV=()
      CMD_WORDS=()
      HEALTH_WORDS=()
      say "== stage $STAGE ($FROM_IMAGE)"
      ;;
    WORKDIR)
      [[ $args == /* ]] && WORKDIR=$args || WORKDIR=${WORKDIR%/}/$args
      mkdir -p "$ROOT$WORKDIR"
      say "WORKDIR $WORKDIR"
      ;;
    ENV)
      read -r -a pairs <<<"$args"
      for pair in "${pairs[@]}"; do
        [[ $pair == *=* && $pair != *[\"\']* ]] || fail "line $n: write ENV as NAME=value pairs without quotes"
        STAGE_ENV+=("$pair")
      done
      say "ENV $args"
      ;;
    RUN)
      [[ $args != \[* ]] || fail "line $n: use the shell form of RUN"
      say "RUN $args"
      started=$SECONDS
      mapfile -d '' -t envs < <(run_env)
      (cd "$ROOT$WORKDIR" && env -i "${envs[@]}" sh -c "$args") || fail "line $n failed: RUN $args"
      say "   ($((SECONDS - started)) s)"
      ;;
    COPY)
      read -r -a words <<<"$args"
      source_root=$WORK/context
      sources=()
      for w in "${words[@]}"; do
        case $w in
          --from=*)
            from=${w#--from=}
            [ -n "${STAGE_ROOT[$from]:-}" ] || fail "line $n: no stage named $from"
            source_root=${STAGE_ROOT[$from]}
            ;;
          --chown=* | --chmod=*) ;;
          --*) fail "line $n: COPY $w is not supported here" ;;
          *) sources+=("$w") ;;
        esac
      done
      [ "${#sources[@]}" -ge 2 ] || fail "line $n: COPY needs a source and a destination"
      dest_word=${sources[-1]}
      unset 'sources[-1]'
      dest=$(stage_path "$dest_word")
      say "COPY $args"
      for s in "${sources[@]}"; do
        if [ "$source_root" = "$WORK/context" ]; then src=$source_root/${s#/}; else
          [[ $s == /* ]] || fail "line $n: COPY --from takes absolute paths"
          src=$source_root$s
        fi
        [ -e "$src" ] || fail "line $n: $s does not exist"
        if [ -d "$src" ]; then
          mkdir -p "$dest"
          cp -a "$src/." "$dest/"
        elif [[ $dest_word == */ || ${#sources[@]} -gt 1 ]]; then
          mkdir -p "$dest"
          cp -a "$src" "$dest/"
        else
          mkdir -p "$(dirname "$dest")"
          cp -a "$src" "$dest"
        fi
      done
      ;;
    USER) say "USER $args (noted; the steps ran as $(id -un))" ;;
    VOLUME | EXPOSE) say "$keyword $args (noted)" ;;
    HEALTHCHECK)
      exec_form=${args#*CMD}
      exec_form=${exec_form#"${exec_form%%[![:space:]]*}"}
      [[ $args == *CMD* && $exec_form == \[* ]] || fail "line $n: write HEALTHCHECK ... CMD [\"...\"] in exec form"
      mapfile -d '' -t HEALTH_WORDS < <(json_words "$exec_form")
      say "HEALTHCHECK ${HEALTH_WORDS[*]}"
      ;;
    CMD)
      [[ $args == \[* ]] || fail "line $n: write CMD in exec form"
      mapfile -d '' -t CMD_WORDS < <(json_words "$args")
      say "CMD ${CMD_WORDS[*]}"
      ;;
    *) fail "line $n: $keyword is not a step this script carries out" ;;
  esac
done

[ "$DRY_RUN" = 0 ] || exit 0
[ "${#CMD_WORDS[@]}" -gt 0 ] || fail "the final stage has no CMD"
[ "${#HEALTH_WORDS[@]}" -gt 0 ] || fail "the final stage has no HEALTHCHECK"

# ---- start the final stage's CMD from its tree
say "== the final stage's tree: $(du -sh "$ROOT" | cut -f1) in $(find "$ROOT" -type f | wc -l) files"
PORT=$(node -e 'const s = require("node:net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); })')
mkdir -p "$WORK/data"
mapfile -d '' -t envs < <(run_env)
envs+=("HOST=127.0.0.1" "PORT=$PORT" "DATA_DIR=$WORK/data" "PUBLIC_URL=http://127.0.0.1:$PORT" "LOG_LEVEL=warn")
URL=http://127.0.0.1:$PORT
LOG=$WORK/server.log
started=$SECONDS
(cd "$ROOT$WORKDIR" && exec env -i "${envs[@]}" "${CMD_WORDS[@]}") >"$LOG" 2>&1 &
SERVER_PID=$!
# HTTP with Node's fetch (curl may be missing): the status code, or 000 when nothing answers.
status() { node -e 'fetch(process.argv[1], { signal: AbortSignal.timeout(10000) }).then((r) => console.log(r.status), () => console.log("000"))' "$1"; }
body() { node -e 'fetch(process.argv[1], { signal: AbortSignal.timeout(10000) }).then((r) => r.text()).then((t) => process.stdout.write(t), () => {})' "$1"; }
ready=000
for _ in $(seq 600); do
  kill -0 "$SERVER_PID" 2>/dev/null || { cat "$LOG"; fail "the server exited during start"; }
  ready=$(status "$URL/readyz")
  [ "$ready" = 200 ] && break
  sleep 0.2
done
[ "$ready" = 200 ] || { cat "$LOG"; fail "/readyz answered $ready"; }
say "/readyz 200 after $((SECONDS - started)) s (NODE_ENV=$(printf '%s\n' "${envs[@]}" | sed -n 's/^NODE_ENV=//p'))"
page=$(status "$URL/")
texts=$(body "$URL/api/texts")
count=$(node -e 'try { const t = JSON.parse(process.argv[1]); console.log(Array.isArray(t) ? t.length : -1) } catch { console.log(-1) }' "$texts")
slug=$(node -e 'try { console.log(JSON.parse(process.argv[1])[0]?.slug ?? "") } catch { console.log("") }' "$texts")
text_page=$(status "$URL/texts/$slug")
say "GET / $page, GET /api/texts $count texts, GET /texts/$slug $text_page"
[ "$page" = 200 ] && [ "$count" -gt 0 ] && [ "$text_page" = 200 ] || { cat "$LOG"; fail "the site did not answer as it should"; }
(cd "$ROOT$WORKDIR" && env -i "${envs[@]}" "${HEALTH_WORDS[@]}") || fail "the HEALTHCHECK command failed"
say "HEALTHCHECK passes"
kill -TERM "$SERVER_PID"
code=0
wait "$SERVER_PID" || code=$?
SERVER_PID=""
[ "$code" = 0 ] || { cat "$LOG"; fail "the server exited with $code after SIGTERM"; }
say "stopped cleanly on SIGTERM; the image's steps work"
