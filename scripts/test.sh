#!/usr/bin/env bash
# Everything CI runs: lint, unused code (knip), unit and API tests, the production build, typecheck, then the e2e suite on that build.
set -euo pipefail
cd "$(dirname "$0")/.."

# Java first, so vnu-jar's install step finds it and never tries to download a runtime.
bash scripts/ensure-java.sh
if [ ! -d node_modules ]; then npm ci --no-audit --no-fund; fi
bash scripts/ensure-chromium.sh

echo "== lint"; npx eslint . --max-warnings=0
echo "== unused files, exports and dependencies"; npx knip --no-progress
echo "== unit and API tests"; npx jest --ci
echo "== production build"; TYPES_CHECKED_AFTER_BUILD=1 npx next build
# After the build: its route types (.next/types) are then part of the check.
echo "== typecheck"; npx tsc --noEmit
echo "== e2e"; npx playwright test
