#!/usr/bin/env bash
# Installs Debian packages for CI (with sudo when not root), retrying a failed download:
#   .ci/apt.sh WHY PACKAGE…   (WHY: what they are for, printed)
set -euo pipefail
why="$1"
shift
echo "== installing $* for $why"
SUDO=""
if [ "$(id -u)" != 0 ] && command -v sudo >/dev/null; then SUDO="sudo"; fi
for attempt in 1 2 3; do
  if $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "$@" >/dev/null; then
    exit 0
  fi
  echo "apt-get failed (attempt $attempt of 3)"; sleep 10
done
exit 1
