#!/usr/bin/env bash
# The Nu HTML Checker (vnu-jar, in the e2e page gates) runs on Java 11 or later: Debian's headless runtime.
set -euo pipefail
if command -v java >/dev/null 2>&1; then exit 0; fi
echo "Installing Debian's default-jre-headless…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq default-jre-headless >/dev/null
