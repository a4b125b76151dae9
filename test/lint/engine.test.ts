import { describe, expect, it } from "vitest";

import { deepEqual, runRules, sortDiagnostics } from "../../src/lint/engine.js";
import { andList, ref, renderMessage } from "../../src/lint/messages.js";
import { defineRule, DOCS_BASE, type Rule } from "../../src/lint/rule.js";
import type { Action, Catalog } from "../../src/types.js";
import type { RuleInfo, RuleSetting } from "../../src/config/rule-info.js";
import type { Diagnostic } from "../../src/lint/diagnostic.js";
import { action, catalog, loc } from "../helpers/catalog.js";

/** Reports every action as `hit`, with the `word` option in its data. */
function probeRule(id = "probe", calls: Array<Record<string, unknown>> = []): Rule {
  return defineRule({
    id,
    defaultSeverity: "warn",
    description: "Report every action",
    options: { word: { type: "string", default: "plain", description: "A word for the message." } },
    messages: { hit: 'Action "{{name}}" is {{word}}.' },
    check({ catalog, options, report }) {
      calls.push(options);
      for (const a of catalog.actions) {
        report({ messageId: "hit", data: { name: a.name, word: String(options.word) }, subject: { type: "action", name: a.name }, loc: a.loc });
      }
    },
  });
}

const inFile = (name: string, file: string, line = 1, column = 1): Action =>
  action(name, { description: "Do it.", loc: loc(line, column, { file: `/project/${file}` }) });

/** Config as the CLI resolves it: a base setting, then overrides by path prefix (the last match wins). */
function settings(base: RuleSetting, overrides: Array<{ prefix: string; setting: RuleSetting }> = []) {
  const seen: Array<string | undefined> = [];
  return {
    seen,
    setting(_rule: RuleInfo, file: string | undefined): RuleSetting {
      seen.push(file);
      let found = base;
      for (const o of overrides) if (file?.startsWith(o.prefix)) found = o.setting;
      return found;
    },
    distinctSettings(): RuleSetting[] {
      return [base, ...overrides.map((o) => o.setting)];
    },
  };
}

function run(rules: Rule[], cat: Catalog, config: ReturnType<typeof settings>) {
  return runRules({ catalog: cat, directories: [], summaries: new Map(), rules, ...config });
}

const pick = (d: Diagnostic) => ({ ruleId: d.ruleId, severity: d.severity, message: d.message, file: d.file, line: d.line });

describe("runRules", () => {
  const twoFiles = catalog({ actions: [inFile("a.one", "src/a.ts"), inFile("legacy.one", "legacy/old.ts")] });

  it("does not run a rule that is off everywhere", () => {
    const calls: Array<Record<string, unknown>> = [];
    const result = run([probeRule("probe", calls)], twoFiles, settings({ severity: "off", options: {} }));
    expect(result).toEqual({ diagnostics: [], ruleErrors: [] });
    expect(calls).toEqual([]);
  });

  it.each(["info", "warn", "error"] as const)("gives every diagnostic the configured severity %s", (severity) => {
    const result = run([probeRule()], twoFiles, settings({ severity, options: {} }));
    expect(result.diagnostics.map((d) => d.severity)).toEqual([severity, severity]);
  });

  it("drops the reports located in files where an override turns the rule off", () => {
    const config = settings({ severity: "error", options: {} }, [{ prefix: "legacy/", setting: { severity: "off", options: {} } }]);
    const result = run([probeRule()], twoFiles, config);
    expect(result.diagnostics.map(pick)).toEqual([
      { ruleId: "probe", severity: "error", message: 'Action "a.one" is plain.', file: "/project/src/a.ts", line: 1 },
    ]);
  });

  it("turns a rule on only where an override enables it", () => {
    const config = settings({ severity: "off", options: {} }, [{ prefix: "legacy/", setting: { severity: "info", options: {} } }]);
    const result = run([probeRule()], twoFiles, config);
    expect(result.diagnostics.map(pick)).toEqual([
      { ruleId: "probe", severity: "info", message: 'Action "legacy.one" is plain.', file: "/project/legacy/old.ts", line: 1 },
    ]);
  });

  it("runs once per distinct setting and keeps each report from the run with its file's options", () => {
    const calls: Array<Record<string, unknown>> = [];
    const config = settings({ severity: "warn", options: {} }, [
      { prefix: "legacy/", setting: { severity: "error", options: { word: "old" } } },
    ]);
    const result = run([probeRule("probe", calls)], twoFiles, config);
    expect(calls).toEqual([{ word: "plain" }, { word: "old" }]);
    expect(result.diagnostics.map(pick)).toEqual([
      { ruleId: "probe", severity: "error", message: 'Action "legacy.one" is old.', file: "/project/legacy/old.ts", line: 1 },
      { ruleId: "probe", severity: "warn", message: 'Action "a.one" is plain.', file: "/project/src/a.ts", line: 1 },
    ]);
  });

  it("treats settings that differ only by spelled-out defaults as one run", () => {
    const calls: Array<Record<string, unknown>> = [];
    const config = settings({ severity: "warn", options: {} }, [
      { prefix: "legacy/", setting: { severity: "warn", options: { word: "plain" } } },
    ]);
    const result = run([probeRule("probe", calls)], twoFiles, config);
    expect(calls).toEqual([{ word: "plain" }]);
    expect(result.diagnostics).toHaveLength(2);
  });

  it("asks for each file's setting with its path relative to the root, with /", () => {
    const config = settings({ severity: "warn", options: {} });
    run([probeRule()], twoFiles, config);
    expect([...new Set(config.seen)].sort()).toEqual(["legacy/old.ts", "src/a.ts"]);
  });

  it("fills the diagnostic from the report: absolute file, span, subject, related (its note rendered), docs", () => {
    const at = loc(9, 3, { file: "/project/src/b.ts" });
    const rule = defineRule({
      id: "pair",
      defaultSeverity: "warn",
      description: "Report pairs",
      options: {},
      messages: { pair: "{{a}} and {{b}}", other: 'the other action, "{{name}}"' },
      check({ report }) {
        const related = [{ ...at, messageId: "other" as const, data: { name: "y" } }];
        report({ messageId: "pair", data: { a: "x", b: 2 }, subject: { type: "action", name: "x" }, loc: loc(4, 5, { endLine: 6, endColumn: 7 }), related });
        report({ messageId: "pair", data: { a: "y", b: 3 }, subject: { type: "action", name: "y" }, loc: loc(5, 1), related: [] });
      },
    });
    const result = run([rule], catalog(), settings({ severity: "error", options: {} }));
    expect(result.diagnostics).toEqual([
      {
        ruleId: "pair",
        severity: "error",
        message: "x and 2",
        file: "/project/src/handlers.ts",
        line: 4,
        column: 5,
        endLine: 6,
        endColumn: 7,
        subject: { type: "action", name: "x" },
        related: [{ ...at, message: 'the other action, "y"' }],
        docs: `${DOCS_BASE}/pair.md`,
      },
      {
        ruleId: "pair",
        severity: "error",
        message: "y and 3",
        file: "/project/src/handlers.ts",
        line: 5,
        column: 1,
        endLine: 5,
        endColumn: 11,
        subject: { type: "action", name: "y" },
        docs: `${DOCS_BASE}/pair.md`,
      },
    ]);
  });

  it("sorts by file, line, column, rule and message whatever order rules report in", () => {
    const scrambled = catalog({
      actions: [
        inFile("z", "src/b.ts", 1, 1),
        inFile("y", "src/a.ts", 10, 1),
        inFile("x", "src/a.ts", 2, 9),
        inFile("w", "src/a.ts", 2, 3),
        inFile("v", "src/a.ts", 2, 3),
      ],
    });
    const result = run([probeRule("second"), probeRule("first")], scrambled, settings({ severity: "warn", options: {} }));
    expect(result.diagnostics.map((d) => `${d.file.slice(9)}:${d.line}:${d.column} ${d.ruleId} ${d.message}`)).toEqual([
      'src/a.ts:2:3 first Action "v" is plain.',
      'src/a.ts:2:3 first Action "w" is plain.',
      'src/a.ts:2:3 second Action "v" is plain.',
      'src/a.ts:2:3 second Action "w" is plain.',
      'src/a.ts:2:9 first Action "x" is plain.',
      'src/a.ts:2:9 second Action "x" is plain.',
      'src/a.ts:10:1 first Action "y" is plain.',
      'src/a.ts:10:1 second Action "y" is plain.',
      'src/b.ts:1:1 first Action "z" is plain.',
      'src/b.ts:1:1 second Action "z" is plain.',
    ]);
  });

  it("reports a repeated defect once: the same rule, place, subject and message, with each repeat's related locations once", () => {
    const site = (line: number) => ({ ...loc(line, 5, { file: "/project/src/use.ts" }), message: "made by this call" });
    const factory = (line: number) => action("lookup", { description: "Do it.", loc: loc(3, 1, { file: "/project/src/f.ts" }), instantiatedAt: site(line) });
    const sites = catalog({ actions: [factory(10), factory(20), factory(10), inFile("other", "src/f.ts", 3, 1), inFile("lookup", "src/f.ts", 4, 1)] });
    const placed = defineRule({
      id: "placed",
      defaultSeverity: "warn",
      description: "Report every action with its call site",
      options: {},
      messages: { hit: 'Action "{{name}}" is here.', site: "made by this call" },
      check({ catalog, report }) {
        for (const a of catalog.actions) {
          const related = a.instantiatedAt ? [{ ...a.instantiatedAt, messageId: "site" as const }] : undefined;
          report({ messageId: "hit", data: { name: a.name }, subject: { type: "action", name: a.name }, loc: a.loc, ...(related && { related }) });
        }
      },
    });
    const result = run([placed], sites, settings({ severity: "warn", options: {} }));
    // Near misses kept apart: another subject at the same place, the same subject at another place.
    expect(result.diagnostics.map((d) => [d.line, d.message, (d.related ?? []).map((r) => r.line)])).toEqual([
      [3, 'Action "lookup" is here.', [10, 20]],
      [3, 'Action "other" is here.', []],
      [4, 'Action "lookup" is here.', []],
    ]);
  });

  it("collects a rule that throws, keeps none of its reports, and still runs the others", () => {
    const boom = new Error("boom");
    const broken = defineRule({
      id: "broken",
      defaultSeverity: "error",
      description: "Throw",
      options: {},
      messages: { hit: "hit" },
      check({ report }) {
        report({ messageId: "hit", subject: { type: "action", name: "x" }, loc: loc(1) });
        throw boom;
      },
    });
    const result = run([broken, probeRule()], twoFiles, settings({ severity: "warn", options: {} }));
    expect(result.ruleErrors).toEqual([{ ruleId: "broken", error: boom }]);
    expect(result.diagnostics.map((d) => d.ruleId)).toEqual(["probe", "probe"]);
  });

  it("treats an unknown messageId as a bug in the rule", () => {
    const typo = defineRule({
      id: "typo",
      defaultSeverity: "error",
      description: "Misspell a messageId",
      options: {},
      messages: { hit: "hit" },
      check({ report }) {
        // A messageId the rule does not have does not compile; a rule built around the types still fails at run time.
        // @ts-expect-error "hti" is not one of the rule's messages
        report({ messageId: "hti", subject: { type: "action", name: "x" }, loc: loc(1) });
      },
    });
    const result = run([typo], twoFiles, settings({ severity: "warn", options: {} }));
    expect(result.diagnostics).toEqual([]);
    expect(result.ruleErrors).toHaveLength(1);
    expect(String(result.ruleErrors[0].error)).toBe('Error: rule "typo" reported unknown messageId "hti"');
  });

  it("renders related notes and messages in the data from the rule's messages and the shared ones, escaping the data", () => {
    const at = loc(9, 3, { file: "/project/src/b.ts" });
    const rule = defineRule({
      id: "parts",
      defaultSeverity: "warn",
      description: "Report an action with its parts",
      options: {},
      messages: { hit: "{{name}} is {{how}}: {{list}}.", plain: "plain ({{count}} times)", other: 'the other, "{{name}}"' },
      check({ report }) {
        const related = [{ ...at, messageId: "other" as const, data: { name: "y\u001B" } }, { ...at, messageId: "madeByFactory" as const, data: { name: "y" } }];
        report({ messageId: "hit", data: { name: "x\n", how: ref("plain", { count: 2 }), list: andList(["a\t", ref("plain", { count: 3 }), "c"]) }, subject: { type: "action", name: "x" }, loc: loc(4), related });
      },
    });
    const [d] = run([rule], catalog(), settings({ severity: "warn", options: {} })).diagnostics;
    expect(d.message).toBe("x\\n is plain (2 times): a\\t, plain (3 times) and c.");
    expect(d.related?.map((r) => r.message)).toEqual(['the other, "y\\u001B"', '"y" is made by this call of the factory']);
    expect(d.related?.[0]).toEqual({ ...at, message: 'the other, "y\\u001B"' });
  });

  it("treats an unknown messageId in a related note or in the data as a bug in the rule", () => {
    const typo = defineRule({
      id: "typo",
      defaultSeverity: "error",
      description: "Misspell a messageId",
      options: {},
      messages: { hit: "{{part}}" },
      check({ report }) {
        report({ messageId: "hit", subject: { type: "action", name: "x" }, loc: loc(1), related: [{ ...loc(2), messageId: "hti" as "hit" }] });
        report({ messageId: "hit", data: { part: [ref("hti" as "hit")] }, subject: { type: "action", name: "x" }, loc: loc(1) });
      },
    });
    const result = run([typo], twoFiles, settings({ severity: "warn", options: {} }));
    expect(result.diagnostics).toEqual([]);
    expect(String(result.ruleErrors[0].error)).toBe('Error: rule "typo" reported unknown messageId "hti"');
  });
});

describe("renderMessage", () => {
  it.each<{ template: string; data: Record<string, string | number> | undefined; expected: string }>([
    { template: 'Action "{{name}}" lost {{lost}} characters.', data: { name: "a.b", lost: 12 }, expected: 'Action "a.b" lost 12 characters.' },
    { template: "{{ name }} with spaces", data: { name: "x" }, expected: "x with spaces" },
    { template: "{{a}}{{a}}", data: { a: "twice" }, expected: "twicetwice" },
    { template: "{{missing}} stays", data: {}, expected: "{{missing}} stays" },
    { template: "no data", data: undefined, expected: "no data" },
    { template: "{{v}}", data: { v: "$& $1 {{v}}" }, expected: "$& $1 {{v}}" },
    { template: "{{zero}}", data: { zero: 0 }, expected: "0" },
  ])("renders $template", ({ template, data, expected }) => {
    expect(renderMessage(template, data)).toBe(expected);
  });

  it("renders a message in the data from its own data, and a list item by item, each escaped once", () => {
    const lookup = (id: string) => ({ part: "<{{v}}>" })[id];
    expect(renderMessage("{{a}} {{b}}", { a: ref("part", { v: "\u0007" }), b: ["x", 1, ref("part", { v: "y" })] }, lookup)).toBe("<\\u0007> x, 1, <y>");
    expect(renderMessage("{{list}}", { list: andList(["a", "b", "c"]) })).toBe("a, b and c");
    expect(renderMessage("[{{list}}]", { list: andList([]) })).toBe("[]");
    expect(() => renderMessage("{{a}}", { a: ref("nope") }, lookup)).toThrow('unknown messageId "nope"');
  });
});

describe("deepEqual", () => {
  it.each([
    [{ a: 1, b: ["x"] }, { b: ["x"], a: 1 }, true],
    [{ a: 1 }, { a: 1, b: undefined }, true],
    [{ a: [1, 2] }, { a: [2, 1] }, false],
    [{ a: { b: 1 } }, { a: { b: 2 } }, false],
    [[], {}, false],
    [null, {}, false],
    [0.9, 0.9, true],
  ])("%j vs %j -> %s", (a, b, expected) => {
    expect(deepEqual(a, b)).toBe(expected);
  });
});

describe("defineRule", () => {
  it("derives the docs link from the id", () => {
    expect(probeRule("summary-truncated").docs).toBe("https://github.com/summarylint/summarylint/blob/main/rules/summary-truncated.md");
  });
});

describe("sortDiagnostics", () => {
  it("does not change its input", () => {
    const a = { file: "/b", line: 1, column: 1, ruleId: "r", message: "m" } as Diagnostic;
    const b = { file: "/a", line: 1, column: 1, ruleId: "r", message: "m" } as Diagnostic;
    const input = [a, b];
    expect(sortDiagnostics(input)).toEqual([b, a]);
    expect(input).toEqual([a, b]);
  });
});

describe("runRules: an item not proven to be its framework's is judged at `info` at most", () => {
  /** Reports every action, with the next action (if any) as a related location, as a pairwise rule does. */
  const pairRule = defineRule({
    id: "pair",
    defaultSeverity: "error",
    description: "Report every action beside the next",
    options: {},
    messages: { hit: 'Action "{{name}}" is near another.', here: "here" },
    check({ catalog, report }) {
      catalog.actions.forEach((a, i) => {
        const next = catalog.actions[i + 1];
        report({ messageId: "hit", data: { name: a.name }, subject: { type: "action", name: a.name }, loc: a.loc, ...(next && { related: [{ ...next.loc, messageId: "here" as const }] }) });
      });
    },
  });
  const proven = inFile("proven", "src/a.ts", 1);
  const unproven = { ...inFile("guessed", "src/a.ts", 5), unproven: "its receiver `registry` is not traced to an object of `@modelcontextprotocol/*`" };
  const last = inFile("last", "src/a.ts", 9);

  it.each<[string, Action[], Array<[string, string]>]>([
    ["a proven item keeps the rule's severity", [proven], [["error", 'Action "proven" is near another.']]],
    [
      "an unproven item's finding is info, and says why",
      [unproven],
      [["info", 'Action "guessed" is near another. (Not proven to be a tool: its receiver `registry` is not traced to an object of `@modelcontextprotocol/*`; so only info.)']],
    ],
    [
      "a finding that names an unproven item as related is info too; one between proven items is not",
      [proven, unproven, last],
      [
        ["info", 'Action "proven" is near another. (Not proven to be a tool: its receiver `registry` is not traced to an object of `@modelcontextprotocol/*`; so only info.)'],
        ["info", 'Action "guessed" is near another. (Not proven to be a tool: its receiver `registry` is not traced to an object of `@modelcontextprotocol/*`; so only info.)'],
        ["error", 'Action "last" is near another.'],
      ],
    ],
  ])("%s", (_title, actions, expected) => {
    const result = run([pairRule], catalog({ actions }), settings({ severity: "error", options: {} }));
    expect(result.diagnostics.map((d) => [d.severity, d.message])).toEqual(expected);
  });
});
