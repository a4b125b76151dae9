// Recall of the safety rules (docs/design.md#safety) on a labelled set of published tool-poisoning payloads
// (test/fixtures/attacks/, each case with its source beside it), and no alarm on the set's honest tools. The labels
// say which rules SHOULD fire on each tool, judged by reading the payload, whether or not a rule catches it: the
// misses are counted, not hidden. Run through the whole pipeline, as the CLI would, with the default config.
import { describe, expect, it } from "vitest";

import { ALL_RULES } from "../../rules/index.js";
import { lintProject } from "../../src/project.js";
import { loadFixture } from "../presets/run.js";

const SAFETY = ["hidden-characters", "injected-instructions", "sensitive-paths", "cross-tool-reference", "risk-not-declared", "invalid-tool-name"] as const;
type SafetyRule = (typeof SAFETY)[number];

/** Every tool of the set and the safety rules that should fire on it (empty: an honest tool). */
const LABELS: Record<string, SafetyRule[]> = {
  // invariant.ts
  add_direct: ["injected-instructions", "sensitive-paths"],
  add_shadowing: ["injected-instructions", "sensitive-paths", "cross-tool-reference"],
  get_fact_of_the_day: ["injected-instructions", "sensitive-paths", "cross-tool-reference"],
  // cisco.ts
  send_mail: ["sensitive-paths"],
  retrieve_logs: ["injected-instructions", "sensitive-paths"],
  get_workstation_environment: ["injected-instructions"],
  // published.ts
  add_policylayer: ["injected-instructions", "sensitive-paths"],
  helpful_assistant: ["injected-instructions", "sensitive-paths"],
  security_audit_helper: ["injected-instructions", "sensitive-paths"],
  timezone_helper: ["sensitive-paths", "cross-tool-reference"],
  search_files: ["injected-instructions", "sensitive-paths"],
  format_date: ["injected-instructions", "sensitive-paths"],
  // unicode.ts
  get_weather_tags: ["hidden-characters"],
  wave_flag: ["hidden-characters"],
  archive_note: ["hidden-characters"],
  open_report: ["hidden-characters"],
  react: ["hidden-characters"],
  // victims.ts and near-misses.ts: honest tools
  send_email: [],
  send_message: [],
  list_chats: [],
  list_notes: [],
  get_note: [],
  set_env_var: [],
  format_iso_date: [],
  run_sql: [],
  find_developer: [],
  send_feedback: [],
};

/** Per rule: labelled positives, how many of them it caught, and where it fired without a label. */
function score() {
  const project = loadFixture("attacks");
  const fired = new Map<string, Set<string>>();
  for (const d of lintProject(project, ALL_RULES).diagnostics) {
    if (!(SAFETY as readonly string[]).includes(d.ruleId)) continue;
    fired.set(d.subject.name, (fired.get(d.subject.name) ?? new Set()).add(d.ruleId));
  }
  const rows = SAFETY.map((rule) => {
    const positives = Object.keys(LABELS).filter((tool) => LABELS[tool].includes(rule));
    const caught = positives.filter((tool) => fired.get(tool)?.has(rule));
    const falseAlarms = [...fired].filter(([tool, rules]) => rules.has(rule) && !LABELS[tool]?.includes(rule)).map(([tool]) => tool);
    return { rule, positives: positives.length, caught: caught.length, missed: positives.filter((t) => !caught.includes(t)), falseAlarms };
  });
  return { project, rows };
}

describe("the attack set (test/fixtures/attacks)", () => {
  const { project, rows } = score();

  it("catalogs every labelled tool, and only those", () => {
    expect(project.catalog.actions.map((a) => a.name).sort()).toEqual(Object.keys(LABELS).sort());
  });

  it("has the recall per rule that the README reports, the misses named", () => {
    expect(rows).toEqual([
      { rule: "hidden-characters", positives: 5, caught: 5, missed: [], falseAlarms: [] },
      { rule: "injected-instructions", positives: 10, caught: 10, missed: [], falseAlarms: [] },
      { rule: "sensitive-paths", positives: 11, caught: 9, missed: ["helpful_assistant", "format_date"], falseAlarms: [] },
      { rule: "cross-tool-reference", positives: 3, caught: 3, missed: [], falseAlarms: [] },
      { rule: "risk-not-declared", positives: 0, caught: 0, missed: [], falseAlarms: [] },
      { rule: "invalid-tool-name", positives: 0, caught: 0, missed: [], falseAlarms: [] },
    ]);
  });
});
