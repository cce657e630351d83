#!/usr/bin/env bash
# The time-sensitive browser specs with the clock at several hours of one day and across both
# daylight-saving changes in Houston (D-207): one fresh stack per instant (LOCAL_CLOCK_START),
# seeded and checked on that clock. Too long for CI; run it after changing demo data or a
# date rule:  npm run build:web && E2E_PORT=3226 npm run test:e2e:clock-sweep [-- spec files]
# Prints a table: instant, Houston time, result. Exits non-zero when any instant failed.
set -uo pipefail
cd "$(dirname "$0")/../.."

SPECS=("$@")
[ ${#SPECS[@]} -gt 0 ] || SPECS=(dashboard.spec.ts ce.spec.ts agent-contacts.spec.ts open-house.spec.ts route-planner.spec.ts route-follower.spec.ts)
# Houston: CST is UTC-6, CDT UTC-5. 2026-11-01 falls back at 2 AM; 2027-03-14 springs forward at 2 AM.
INSTANTS=(${CLOCK_SWEEP_INSTANTS:-
  2026-11-27T00:30:00-06:00
  2026-11-27T01:55:00-06:00
  2026-11-27T07:55:00-06:00
  2026-11-27T13:00:00-06:00
  2026-11-27T19:00:00-06:00
  2026-11-27T23:30:00-06:00
  2026-11-01T01:30:00-06:00
  2026-11-02T00:30:00-06:00
  2027-03-14T03:30:00-05:00
  2027-03-15T00:30:00-05:00
})

houston() { TZ=America/Chicago date -d "$1" '+%a %Y-%m-%d %H:%M %Z'; }
rows=()
failed=0
# Not in test-results/: Playwright empties that folder when it starts.
logs="${TMPDIR:-/tmp}/clock-sweep"
mkdir -p "$logs"
for instant in "${INSTANTS[@]}"; do
  log="$logs/${instant//:/}.log"
  echo "== $instant ($(houston "$instant")): ${SPECS[*]}"
  # A fresh data directory each time: the demo is seeded on that instant's clock.
  data="$(mktemp -d -t portal-sweep-XXXXXX)"
  if LOCAL_CLOCK_START="$instant" E2E_DATA_DIR="$data" \
    npx playwright test -c test/e2e/playwright.config.ts "${SPECS[@]}" --retries=0 --reporter=line >"$log" 2>&1; then
    result="passed"
  else
    result="FAILED (see $log)"
    failed=1
  fi
  summary=$(grep -Eo '[0-9]+ (passed|failed|flaky|skipped)' "$log" | paste -sd ' ' -)
  rm -rf "$data"
  rows+=("| $instant | $(houston "$instant") | $result | $summary |")
  echo "   $result: $summary"
done

echo
echo "| LOCAL_CLOCK_START | Houston | Result | Tests |"
echo "|---|---|---|---|"
printf '%s\n' "${rows[@]}"
exit $failed
