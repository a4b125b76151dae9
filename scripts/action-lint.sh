#!/usr/bin/env bash
# The lint step of action.yml, as a file of its own so that it can be run and tested outside GitHub: lint with the
# log's format, SARIF and a Markdown summary; add the summary to the job's page; say the exit code and the SARIF file
# as step outputs. It never fails itself: the action's last step exits with summarylint's code.
#
# Reads: GITHUB_ACTION_PATH (this repository), RUNNER_TEMP, GITHUB_STEP_SUMMARY, GITHUB_OUTPUT, SUMMARYLINT_ARGS.
set -u
out="${RUNNER_TEMP:-/tmp}/summarylint"
mkdir -p "$out"
rm -f "$out/summarylint.sarif" "$out/summary.md"
# Word splitting of SUMMARYLINT_ARGS is wanted (several arguments); globbing is not.
set -f
# shellcheck disable=SC2086
node "$GITHUB_ACTION_PATH/bin/summarylint.js" -f stylish -f sarif --output.sarif "$out/summarylint.sarif" \
  -f markdown --output.markdown "$out/summary.md" ${SUMMARYLINT_ARGS:-}
code=$?
set +f
if [ -n "${GITHUB_STEP_SUMMARY:-}" ] && [ -f "$out/summary.md" ]; then cat "$out/summary.md" >> "$GITHUB_STEP_SUMMARY"; fi
if [ -n "${GITHUB_OUTPUT:-}" ]; then
  echo "exit-code=$code" >> "$GITHUB_OUTPUT"
  if [ -f "$out/summarylint.sarif" ]; then echo "sarif=$out/summarylint.sarif" >> "$GITHUB_OUTPUT"; fi
fi
exit 0
