// The counts of `summarylint stats` (docs/design.md#counting), each specified on small synthetic catalogs: what each
// counts, and the near misses it must not count. The exact counts on the example app and the modules fixture are in
// fixtures.test.ts.
import { describe, expect, it } from "vitest";
import { defaultConfig, type Config } from "../../src/config/schema.js";
import type { Project } from "../../src/project.js";
import { buildStats } from "../../src/stats/compute.js";
import { buildDirectories, summarizeCatalog } from "../../src/summarize/directory.js";
import type { Action } from "../../src/types.js";
import { action, catalog, feature, ROOT } from "../helpers/catalog.js";

function projectOf(parts: Parameters<typeof catalog>[0], change: (config: Config) => void = () => {}): Project {
  const config = defaultConfig(ROOT);
  change(config);
  const c = catalog(parts);
  const summaries = summarizeCatalog(c, config.directory);
  return { config, presets: [], catalog: c, summaries, directories: buildDirectories(c, summaries, config.directory) };
}

const statsOf = (actions: Action[], change?: (config: Config) => void) => buildStats(projectOf({ actions }, change)).total;

describe("near-duplicate pairs: within a group, names differing, at or above the rule's threshold", () => {
  const TEXT = "Create a campaign for one vehicle of the dealer.";
  const rows: [string, Action[], number][] = [
    ["two actions of one text", [action("a", { description: TEXT }), action("b", { description: TEXT })], 1],
    ["three of one text: every two", [action("a", { description: TEXT }), action("b", { description: TEXT }), action("c", { description: TEXT })], 3],
    ["one letter apart (0.97)", [action("a", { description: TEXT }), action("b", { description: TEXT.replace("dealer", "dealers") })], 1],
    ["whitespace apart: one text to the join", [action("a", { description: TEXT }), action("b", { description: TEXT.replace(" ", "  ") })], 1],
    // Near misses.
    ["one tool of one name declared twice", [action("a", { description: TEXT }), action("a", { description: TEXT, line: 9 })], 0],
    ["alike, but in two groups", [action("a", { description: TEXT, group: "x" }), action("b", { description: TEXT, group: "y" })], 0],
    ["related, below the threshold", [action("a", { description: TEXT }), action("b", { description: "Create a campaign for every vehicle in stock." })], 0],
    ["two empty descriptions", [action("a", { description: "" }), action("b", { description: "" })], 0],
  ];
  it.each(rows)("%s", (_, actions, pairs) => {
    expect(statsOf(actions).nearDuplicatePairs).toBe(pairs);
  });

  it("follows near-duplicate-summary's threshold in the config", () => {
    const actions = [action("a", { description: TEXT }), action("b", { description: "Create a campaign for every vehicle in stock." })];
    expect(statsOf(actions, (c) => (c.rules["near-duplicate-summary"] = { severity: "warn", options: { threshold: 0.5 } })).nearDuplicatePairs).toBe(1);
  });
});

describe("irreversible wording: kept when the summary still says it", () => {
  const rows: [string, string, { descriptions: number; kept: number; lost: string[] }][] = [
    ["in the first sentence", "Permanently delete a contact. Asks first.", { descriptions: 1, kept: 1, lost: [] }],
    ["only in a later sentence", "Delete a contact. This cannot be undone.", { descriptions: 1, kept: 0, lost: ["x"] }],
    ["past the cap", `Delete a contact ${"and its notes ".repeat(12)}permanently.`, { descriptions: 1, kept: 0, lost: ["x"] }],
    // Near misses.
    ["no such wording", "Delete a contact. Asks first.", { descriptions: 0, kept: 0, lost: [] }],
    ["said again in other words within the cut", "Permanently delete a contact. This cannot be undone.", { descriptions: 1, kept: 1, lost: [] }],
  ];
  it.each(rows)("%s", (_, description, expected) => {
    expect(statsOf([action("x", { description })]).irreversible).toEqual(expected);
  });
});

describe("cuts and the length histogram", () => {
  it("counts cut summaries, removed characters and later sentences; buckets of 20 below the cap, the cap's own", () => {
    // 209 characters, one sentence: cut at the cap, at the last word that fits with the ellipsis ("Export" ×22, 153 characters).
    const long = "Export ".repeat(30).trim();
    const s = statsOf([
      action("empty", { description: "" }),
      action("a19", { description: "x".repeat(18) + "." }),
      action("a20", { description: "x".repeat(19) + "." }),
      action("a159", { description: "x".repeat(158) + "." }),
      action("a160", { description: "x".repeat(159) + "." }),
      action("long", { description: long }),
      action("two", { description: "List contacts. Then more." }),
    ]);
    expect(s.cuts).toEqual({ summaries: 7, truncated: 1, charactersRemoved: long.length - 153 + " Then more.".length, laterSentencesLost: 1 });
    // empty (0), a19 and "List contacts." (14) below 20; a20; the cut line (154, with its ellipsis) and a159; a160 at the cap.
    expect(s.lengths).toEqual({ cap: 160, width: 20, counts: [3, 1, 0, 0, 0, 0, 0, 2, 1] });
    expect(s.longest).toEqual([
      { name: "a160", characters: 160 },
      { name: "a159", characters: 159 },
      { name: "long", characters: 154 },
      { name: "a20", characters: 20 },
      { name: "a19", characters: 19 },
    ]);
    expect(s.missingDescriptions).toBe(1);
  });

  it("takes its buckets from the configured cap", () => {
    const s = statsOf([action("a", { description: "x".repeat(99) + "." })], (c) => (c.directory.actions.maxLength = 80));
    expect(s.lengths).toEqual({ cap: 80, width: 10, counts: [0, 0, 0, 0, 0, 0, 0, 0, 1] });
  });
});

describe("the full catalog beside the directory", () => {
  it("reads each tool's schema; one not read whole is named with its reason and counted as far as read", () => {
    const s = statsOf([
      action("read", { description: "Read.", inputSchema: { json: '{"type":"object","properties":{"id":{"type":"string"}},"required":["id"]}' } }),
      action("none", { description: "Ping." }),
      action("part", { description: "Part.", inputSchema: { json: '{"type":"object","properties":{}}', partial: true } }),
      action("run", { description: "Run.", inputSchema: { unread: "built at run time" } }),
    ]).fullCatalog;
    expect([s.schemasRead, s.schemasUnreadCount, s.schemasUnread]).toEqual([
      2,
      2,
      [
        { name: "part", reason: "partly read" },
        { name: "run", reason: "built at run time" },
      ],
    ]);
    const tools = [
      '{"name":"read","description":"Read.","input_schema":{"type":"object","properties":{"id":{"type":"string"}},"required":["id"]}}',
      '{"name":"none","description":"Ping.","input_schema":{"type":"object","properties":{}}}',
      '{"name":"part","description":"Part.","input_schema":{"type":"object","properties":{}}}',
      '{"name":"run","description":"Run.","input_schema":{"type":"object","properties":{}}}',
    ];
    expect(s.tools.characters).toBe(tools.join("\n").length + 1);
  });

  it("has no crossover when a tool costs no more than its line (a line template that repeats the description)", () => {
    const s = buildStats(
      projectOf({ actions: [action("a", { description: "Read." })] }, (c) => (c.directory.line = `{name} ({kind}): {summary} ${"padding ".repeat(40)}`)),
    ).total.fullCatalog;
    expect([s.saving!.tokens < 0, s.crossover]).toEqual([true, null]);
  });

  it("puts the crossover where the per-action saving pays for the describe round", () => {
    const actions = [action("a", { description: "Read the record.", inputSchema: { json: JSON.stringify({ type: "object", properties: { id: { type: "string", description: "x ".repeat(100) } } }) } })];
    const at = (tokens: number) => buildStats(projectOf({ actions }, (c) => (c.stats.describeRoundTokens = tokens))).total.fullCatalog;
    const saving = at(1000).saving!.tokens;
    expect(saving).toBeGreaterThan(0);
    expect([at(1000).crossover, at(saving).crossover, at(saving + 1).crossover]).toEqual([Math.ceil(1000 / saving), 1, 2]);
  });
});

describe("features and roles", () => {
  it("gives each feature its share of the directory, the actions of no feature together", () => {
    const project = projectOf({
      actions: [action("a", { description: "Read a.", feature: "f" }), action("b", { description: "Read b." })],
      features: [feature("f", { description: "Everything about f. And more." })],
    });
    const s = buildStats(project).total;
    const [aLine, bLine, fLine] = ["a (read): Read a.\n", "b (read): Read b.\n", "f: Everything about f.\n"];
    const all = aLine.length + bLine.length + fLine.length;
    expect(s.features).toEqual({
      features: 1,
      before: "Everything about f. And more.".length,
      after: "Everything about f.".length,
      shares: [
        { name: "f", characters: aLine.length + fLine.length, share: Math.round(((aLine.length + fLine.length) / all) * 1000) / 10 },
        { name: "(no feature)", characters: bLine.length, share: Math.round((bLine.length / all) * 1000) / 10 },
      ],
    });
  });

  it("reports every role's directory, its groups largest first, and each action once in the total", () => {
    const report = buildStats(
      projectOf({
        actions: [
          action("a", { description: "Read a.", roles: ["Admin"], group: "small" }),
          action("b", { description: "Read b with a longer line.", roles: ["Admin", "Editor"], group: "big" }),
          action("c", { description: "Read c.", group: "big" }),
        ],
      }),
    );
    expect(report.roles.map((r) => [r.role, r.actions, r.groups.map((g) => [g.group, g.actions])])).toEqual([
      ["Admin", 3, [["big", 2], ["small", 1]]],
      ["Editor", 2, [["big", 2]]],
    ]);
    expect(report.total.actions).toBe(3);
    expect(buildStats(projectOf({ actions: [action("a", { description: "Read.", roles: ["Admin"] }), action("b", { description: "Read.", roles: ["Editor"] })] }), { role: "Editor" }).roles.map((r) => r.role)).toEqual(["Editor"]);
  });
});
