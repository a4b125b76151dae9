// The baseline's pure functions (src/suppress/baseline.ts): keys, applying, recording, pruning, the file's text
// and its parser. Tables of inputs with the exact expected result.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

import {
  applySuppressions,
  formatSuppressions,
  parseSuppressions,
  pruneSuppressions,
  readSuppressions,
  recordSuppressions,
  suppressionKey,
  SuppressionsError,
  type SuppressionEntry,
  type SuppressionKey,
} from "../../src/suppress/baseline.js";
import type { Severity } from "../../src/config/rule-info.js";
import type { Diagnostic } from "../../src/lint/diagnostic.js";

const ROOT = "/project";

/** A diagnostic from `rule@file:line subject` shorthand pieces; the line only tells copies apart. */
function diag(ruleId: string, file: string, subject: string, line = 1, severity: Severity = "error"): Diagnostic {
  const space = subject.indexOf(" ");
  return {
    ruleId,
    severity,
    message: `${ruleId} ${subject}`,
    file: `${ROOT}/${file}`,
    line,
    column: 1,
    endLine: line,
    endColumn: 9,
    subject: { type: subject.slice(0, space) as Diagnostic["subject"]["type"], name: subject.slice(space + 1) },
    docs: "",
  };
}

/** `rule file:line (subject)` of a diagnostic, to compare lists at a glance. */
const brief = (d: Diagnostic) => `${d.ruleId} ${path.relative(ROOT, d.file)}:${d.line} (${d.subject.type} ${d.subject.name})`;

const entry = (file: string, rule: string, subject: string, count: number): SuppressionEntry => ({ file, rule, subject, count });

describe("suppressionKey", () => {
  const cases: { name: string; d: Diagnostic; key: SuppressionKey }[] = [
    {
      name: "an action: root-relative file with /, rule id, subject type and name",
      d: diag("missing-description", "src/features/campaigns.ts", "action campaign.create", 40),
      key: { file: "src/features/campaigns.ts", rule: "missing-description", subject: "action campaign.create" },
    },
    {
      name: "a feature",
      d: diag("feature-description-truncated", "src/f.ts", "feature campaigns"),
      key: { file: "src/f.ts", rule: "feature-description-truncated", subject: "feature campaigns" },
    },
    {
      name: "a file subject names its root-relative path, not the absolute one",
      d: { ...diag("unused-directive", "src/a.ts", "file x"), subject: { type: "file", name: `${ROOT}/src/a.ts` } },
      key: { file: "src/a.ts", rule: "unused-directive", subject: "file src/a.ts" },
    },
    {
      name: "a name with spaces is kept whole",
      d: diag("missing-description", "src/a.ts", "action Send a message"),
      key: { file: "src/a.ts", rule: "missing-description", subject: "action Send a message" },
    },
  ];
  for (const c of cases) it(c.name, () => expect(suppressionKey(c.d, ROOT)).toEqual(c.key));
});

describe("applySuppressions", () => {
  const MD = "missing-description";
  const cases: {
    name: string;
    diagnostics: Diagnostic[];
    entries: SuppressionEntry[];
    judged?: (e: SuppressionEntry) => boolean;
    kept: string[];
    unused: { key: string; count: number; found: number }[];
  }[] = [
    {
      name: "no entries: everything is kept",
      diagnostics: [diag(MD, "src/a.ts", "action a")],
      entries: [],
      kept: [`${MD} src/a.ts:1 (action a)`],
      unused: [],
    },
    {
      name: "as many violations as the count: all hidden",
      diagnostics: [diag(MD, "src/a.ts", "action a", 3), diag(MD, "src/a.ts", "action a", 9), diag(MD, "src/a.ts", "action b", 5)],
      entries: [entry("src/a.ts", MD, "action a", 2)],
      kept: [`${MD} src/a.ts:5 (action b)`],
      unused: [],
    },
    {
      name: "more violations than the count: all of them reported (nothing tells old from new), the entry is not unused",
      diagnostics: [diag(MD, "src/a.ts", "action a", 3), diag(MD, "src/a.ts", "action a", 9)],
      entries: [entry("src/a.ts", MD, "action a", 1)],
      kept: [`${MD} src/a.ts:3 (action a)`, `${MD} src/a.ts:9 (action a)`],
      unused: [],
    },
    {
      name: "fewer violations than the count: all hidden, and the entry is unused by the difference",
      diagnostics: [diag(MD, "src/a.ts", "action a", 3)],
      entries: [entry("src/a.ts", MD, "action a", 3)],
      kept: [],
      unused: [{ key: `src/a.ts ${MD} action a`, count: 3, found: 1 }],
    },
    {
      name: "no violation left: unused with none found",
      diagnostics: [],
      entries: [entry("src/a.ts", MD, "action a", 1), entry("src/b.ts", "near-duplicate-summary", "action b", 2)],
      kept: [],
      unused: [
        { key: `src/a.ts ${MD} action a`, count: 1, found: 0 },
        { key: "src/b.ts near-duplicate-summary action b", count: 2, found: 0 },
      ],
    },
    {
      name: "lines do not matter: the same violations on other lines are still counted",
      diagnostics: [diag(MD, "src/a.ts", "action a", 120)],
      entries: [entry("src/a.ts", MD, "action a", 1)],
      kept: [],
      unused: [],
    },
    {
      name: "file, rule and subject must all match",
      diagnostics: [diag(MD, "src/b.ts", "action a"), diag("summary-without-verb", "src/a.ts", "action a", 2, "warn"), diag(MD, "src/a.ts", "feature a", 3)],
      entries: [entry("src/a.ts", MD, "action a", 1)],
      kept: [`${MD} src/b.ts:1 (action a)`, "summary-without-verb src/a.ts:2 (action a)", `${MD} src/a.ts:3 (feature a)`],
      unused: [{ key: `src/a.ts ${MD} action a`, count: 1, found: 0 }],
    },
    {
      name: "warnings are hidden as errors are",
      diagnostics: [diag("near-duplicate-summary", "src/a.ts", "action a", 1, "warn")],
      entries: [entry("src/a.ts", "near-duplicate-summary", "action a", 1)],
      kept: [],
      unused: [],
    },
    {
      name: "infos are neither hidden nor counted",
      diagnostics: [diag("summary-truncated", "src/a.ts", "action a", 1, "info")],
      entries: [entry("src/a.ts", "summary-truncated", "action a", 1)],
      kept: ["summary-truncated src/a.ts:1 (action a)"],
      unused: [{ key: "src/a.ts summary-truncated action a", count: 1, found: 0 }],
    },
    {
      name: "an entry the run does not judge still hides, but is never unused",
      diagnostics: [diag(MD, "src/a.ts", "action a")],
      entries: [entry("src/a.ts", MD, "action a", 2), entry("src/b.ts", MD, "action b", 1)],
      judged: (e) => e.file === "src/b.ts",
      kept: [],
      unused: [{ key: `src/b.ts ${MD} action b`, count: 1, found: 0 }],
    },
  ];
  for (const c of cases) {
    it(c.name, () => {
      const result = applySuppressions(c.diagnostics, c.entries, ROOT, { judged: c.judged });
      expect(result.kept.map(brief)).toEqual(c.kept);
      expect(result.suppressed.length).toBe(c.diagnostics.length - c.kept.length);
      expect(result.unused.map((u) => ({ key: `${u.file} ${u.rule} ${u.subject}`, count: u.count, found: u.found }))).toEqual(c.unused);
    });
  }
});

describe("recordSuppressions", () => {
  const MD = "missing-description";
  const ND = "near-duplicate-summary";
  const current = [
    diag(MD, "src/b.ts", "action b", 4),
    diag(MD, "src/a.ts", "action a", 2),
    diag(MD, "src/a.ts", "action a", 7),
    diag(ND, "src/a.ts", "action c", 9, "warn"),
    diag("summary-truncated", "src/a.ts", "action a", 2, "info"),
  ];
  const cases: { name: string; existing: SuppressionEntry[]; rules?: string[]; covers?: (k: SuppressionKey) => boolean; result: SuppressionEntry[] }[] = [
    {
      name: "suppress all: every error and warning, counted per file, rule and subject, sorted; never infos",
      existing: [],
      result: [entry("src/a.ts", MD, "action a", 2), entry("src/a.ts", ND, "action c", 1), entry("src/b.ts", MD, "action b", 1)],
    },
    {
      name: "suppress one rule: only its violations",
      existing: [],
      rules: [ND],
      result: [entry("src/a.ts", ND, "action c", 1)],
    },
    {
      name: "merging: other rules' entries stay; the recorded rule's counts become the current ones (raised, lowered, dropped)",
      existing: [
        entry("src/a.ts", MD, "action a", 1),
        entry("src/b.ts", MD, "action b", 5),
        entry("src/c.ts", MD, "action gone", 2),
        entry("src/c.ts", ND, "action x", 3),
      ],
      rules: [MD],
      result: [entry("src/a.ts", MD, "action a", 2), entry("src/b.ts", MD, "action b", 1), entry("src/c.ts", ND, "action x", 3)],
    },
    {
      name: "a scope (paths on the command line): keys outside it are left as they were",
      existing: [entry("src/b.ts", MD, "action b", 7), entry("src/b.ts", MD, "action gone", 1), entry("src/a.ts", MD, "action gone", 1)],
      covers: (key) => key.file === "src/a.ts",
      result: [entry("src/a.ts", MD, "action a", 2), entry("src/a.ts", ND, "action c", 1), entry("src/b.ts", MD, "action b", 7), entry("src/b.ts", MD, "action gone", 1)],
    },
    {
      name: "recording twice changes nothing",
      existing: [entry("src/a.ts", MD, "action a", 2), entry("src/a.ts", ND, "action c", 1), entry("src/b.ts", MD, "action b", 1)],
      result: [entry("src/a.ts", MD, "action a", 2), entry("src/a.ts", ND, "action c", 1), entry("src/b.ts", MD, "action b", 1)],
    },
  ];
  for (const c of cases) {
    it(c.name, () => {
      const result = recordSuppressions(c.existing, current, ROOT, { rules: c.rules && new Set(c.rules), covers: c.covers });
      expect(result).toEqual(c.result);
    });
  }
});

describe("pruneSuppressions", () => {
  it("lowers an entry to the violations found, removes one with none left, keeps the rest", () => {
    const existing = [entry("src/a.ts", "r", "action a", 3), entry("src/a.ts", "r", "action b", 1), entry("src/b.ts", "r", "action c", 2)];
    const unused = [
      { ...entry("src/a.ts", "r", "action a", 3), found: 1 },
      { ...entry("src/a.ts", "r", "action b", 1), found: 0 },
    ];
    expect(pruneSuppressions(existing, unused)).toEqual([entry("src/a.ts", "r", "action a", 1), entry("src/b.ts", "r", "action c", 2)]);
  });

  it("prunes what applySuppressions found unused, after which nothing is unused", () => {
    const existing = [entry("src/a.ts", "r", "action a", 3), entry("src/z.ts", "r", "action z", 1)];
    const diagnostics = [diag("r", "src/a.ts", "action a")];
    const pruned = pruneSuppressions(existing, applySuppressions(diagnostics, existing, ROOT).unused);
    expect(pruned).toEqual([entry("src/a.ts", "r", "action a", 1)]);
    expect(applySuppressions(diagnostics, pruned, ROOT)).toMatchObject({ kept: [], unused: [] });
  });
});

describe("formatSuppressions", () => {
  it("writes ESLint's shape with subjects as a third level, two-space indented, with a trailing newline", () => {
    const text = formatSuppressions([
      entry("src/b.ts", "missing-description", "action b", 1),
      entry("src/a.ts", "near-duplicate-summary", "action z", 1),
      entry("src/a.ts", "missing-description", "feature f", 2),
      entry("src/a.ts", "missing-description", "action a", 3),
    ]);
    expect(text).toBe(
      [
        "{",
        '  "src/a.ts": {',
        '    "missing-description": {',
        '      "action a": { "count": 3 },',
        '      "feature f": { "count": 2 }',
        "    },",
        '    "near-duplicate-summary": {',
        '      "action z": { "count": 1 }',
        "    }",
        "  },",
        '  "src/b.ts": {',
        '    "missing-description": {',
        '      "action b": { "count": 1 }',
        "    }",
        "  }",
        "}",
        "",
      ].join("\n"),
    );
  });

  it("is sorted and stable: any input order gives the same bytes, and parsing it back gives the same entries", () => {
    const entries = [
      entry("src/ä.ts", "r", 'action say "hi"', 1),
      entry("src/Z.ts", "r", "action z", 1),
      entry("2", "r", "file 2", 4),
      entry("src/a.ts", "r", "action b", 1),
      entry("src/a.ts", "r", "action a", 1),
    ];
    const text = formatSuppressions(entries);
    expect(formatSuppressions([...entries].reverse())).toBe(text);
    expect(text.indexOf('"2"')).toBeLessThan(text.indexOf('"src/Z.ts"')); // not moved first as an integer key would be
    expect(text.indexOf('"src/Z.ts"')).toBeLessThan(text.indexOf('"src/a.ts"')); // code-unit order: uppercase first
    expect(text.indexOf('"src/a.ts"')).toBeLessThan(text.indexOf('"src/ä.ts"'));
    expect(parseSuppressions(text, "f")).toEqual([...entries].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.subject < b.subject ? -1 : 1)));
    expect(formatSuppressions(parseSuppressions(text, "f"))).toBe(text);
    expect(JSON.parse(text)).toEqual({
      "2": { r: { "file 2": { count: 4 } } },
      "src/Z.ts": { r: { "action z": { count: 1 } } },
      "src/a.ts": { r: { "action a": { count: 1 }, "action b": { count: 1 } } },
      "src/ä.ts": { r: { 'action say "hi"': { count: 1 } } },
    });
  });

  it("an empty baseline is {}", () => {
    expect(formatSuppressions([])).toBe("{}\n");
  });
});

describe("parseSuppressions", () => {
  const F = "summarylint-suppressions.json";
  const RECOVER = "delete it and run summarylint --suppress-all to record the current violations again";

  it("reads what formatSuppressions writes, a BOM, and hand-written JSON in any layout", () => {
    expect(parseSuppressions('\uFEFF{"src/a.ts":{"r":{"action a":{"count":2}}}}', F)).toEqual([entry("src/a.ts", "r", "action a", 2)]);
    expect(parseSuppressions("{}\n", F)).toEqual([]);
    expect(parseSuppressions('{ "src/a.ts": {} }', F)).toEqual([]);
  });

  it("reads the subjects of every type a diagnostic has: triggers, core prompts, modules by their form", () => {
    const subjects = ["trigger t", "prompt corePrompt", "module memory", "skill pdf", "namespace crm", "toolset admin"];
    const text = JSON.stringify({ "src/a.ts": { r: Object.fromEntries(subjects.map((s) => [s, { count: 1 }])) } });
    expect(parseSuppressions(text, F)).toEqual([...subjects].sort().map((s) => entry("src/a.ts", "r", s, 1)));
  });

  // A syntax error's reason is V8's wording (it differs between Node versions); its position is ours.
  const v8 = (prefix: string) => new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} invalid JSON: [A-Z][^;"\\n]+; fix it, or ${RECOVER}$`);
  const bad: { name: string; text: string; message: string | RegExp }[] = [
    { name: "empty", text: "  \n", message: `${F}: the file is empty; ${RECOVER}` },
    {
      name: "a trailing comma",
      text: '{\n  "src/a.ts": {},\n}\n',
      message: v8(`${F}:3:1:`),
    },
    { name: "cut short", text: '{\n  "src/a.ts": {', message: v8(`${F}:2:16:`) },
    { name: "not JSON at all (V8 gives no position: none is made up)", text: "src/a.ts: 3\n", message: v8(`${F}:`) },
    { name: "a long text that is not JSON", text: `# baseline\n${"x".repeat(200)}\n`, message: v8(`${F}:`) },
    {
      name: "a merge conflict",
      text: '{\n<<<<<<< HEAD\n  "src/a.ts": {}\n=======\n  "src/b.ts": {}\n>>>>>>> main\n}\n',
      message: `${F}:2:1: unresolved merge conflict; keep either side, then run summarylint --prune-suppressions (entries that no longer occur) or --suppress-all (new violations)`,
    },
    { name: "an array", text: "[]", message: `${F}: expected an object of files, not an array; fix it, or ${RECOVER}` },
    { name: "null", text: "null", message: `${F}: expected an object of files, not null; fix it, or ${RECOVER}` },
    { name: "a file mapped to a number", text: '{"src/a.ts": 3}', message: `${F}: at "src/a.ts": expected an object of rule ids, not 3; fix it, or ${RECOVER}` },
    { name: "an empty file path", text: '{"": {}}', message: `${F}: at "": a file path must not be empty; fix it, or ${RECOVER}` },
    {
      name: "a rule mapped to a string",
      text: '{"src/a.ts": {"r": "x"}}',
      message: `${F}: at "src/a.ts" > "r": expected an object of subjects, not the string "x"; fix it, or ${RECOVER}`,
    },
    {
      name: "ESLint's shape (a count directly under the rule)",
      text: '{"src/a.ts": {"r": {"count": 1}}}',
      message: `${F}: at "src/a.ts" > "r" > "count": a subject is "<type> <name>" with type action, feature, entity, trigger, server, mcp-prompt, mcp-resource, file, prompt, module, skill, namespace, toolset; fix it, or ${RECOVER}`,
    },
    {
      name: "an unknown subject type",
      text: '{"src/a.ts": {"r": {"tool a": {"count": 1}}}}',
      message: `${F}: at "src/a.ts" > "r" > "tool a": a subject is "<type> <name>" with type action, feature, entity, trigger, server, mcp-prompt, mcp-resource, file, prompt, module, skill, namespace, toolset; fix it, or ${RECOVER}`,
    },
    {
      name: "a subject without a name",
      text: '{"src/a.ts": {"r": {"action ": {"count": 1}}}}',
      message: `${F}: at "src/a.ts" > "r" > "action ": a subject is "<type> <name>" with type action, feature, entity, trigger, server, mcp-prompt, mcp-resource, file, prompt, module, skill, namespace, toolset; fix it, or ${RECOVER}`,
    },
    {
      name: "a bare count",
      text: '{"src/a.ts": {"r": {"action a": 1}}}',
      message: `${F}: at "src/a.ts" > "r" > "action a": expected { "count": n }, not 1; fix it, or ${RECOVER}`,
    },
    {
      name: "a missing count",
      text: '{"src/a.ts": {"r": {"action a": {}}}}',
      message: `${F}: at "src/a.ts" > "r" > "action a": "count" is missing; fix it, or ${RECOVER}`,
    },
    ...[
      ["0", "0"],
      ["-2", "-2"],
      ["1.5", "1.5"],
      ['"3"', 'the string "3"'],
      ["null", "null"],
    ].map(([value, shown]) => ({
      name: `a count of ${value}`,
      text: `{"src/a.ts": {"r": {"action a": {"count": ${value}}}}}`,
      message: `${F}: at "src/a.ts" > "r" > "action a": "count" must be a whole number of at least 1, not ${shown}; fix it, or ${RECOVER}`,
    })),
    {
      name: "an unknown key beside count",
      text: '{"src/a.ts": {"r": {"action a": {"count": 1, "reason": "legacy"}}}}',
      message: `${F}: at "src/a.ts" > "r" > "action a": unknown key "reason" (an entry holds only "count"); fix it, or ${RECOVER}`,
    },
  ];
  for (const c of bad) {
    it(`refuses ${c.name}, naming the file`, () => {
      let thrown: unknown;
      try {
        parseSuppressions(c.text, F);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(SuppressionsError);
      if (typeof c.message === "string") expect((thrown as Error).message).toBe(c.message);
      else expect((thrown as Error).message).toMatch(c.message);
    });
  }
});

describe("readSuppressions", () => {
  const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), "summarylint-baseline-")));

  it("no file: undefined; a file: its entries and text; a folder: a clear error", () => {
    try {
      expect(readSuppressions(path.join(dir, "none.json"), "none.json")).toBeUndefined();
      const text = formatSuppressions([entry("src/a.ts", "r", "action a", 1)]);
      fs.writeFileSync(path.join(dir, "b.json"), text);
      expect(readSuppressions(path.join(dir, "b.json"), "b.json")).toEqual({ entries: [entry("src/a.ts", "r", "action a", 1)], text });
      expect(() => readSuppressions(dir, "some/folder")).toThrow(new SuppressionsError("is a folder; name a file with --suppressions-location", "some/folder"));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
