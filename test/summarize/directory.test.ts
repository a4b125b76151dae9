// The directory spec (docs/design.md#summaries, step 4): which lines each role sees, in which order, rendered how.

import { describe, expect, it } from "vitest";
import type { Action, Catalog, Directory, Feature, Location } from "../../src/types.js";
import type { DirectorySettings } from "../../src/config/schema.js";
import { DEFAULT_ACTION_SUMMARY, DEFAULT_FEATURE_SUMMARY, summarize } from "../../src/summarize/summary.js";
import {
  DEFAULT_LINE,
  buildDirectories,
  profileOf,
  declaredRoles,
  kindText,
  renderLine,
  summarizeCatalog,
} from "../../src/summarize/directory.js";

function at(file: string, line: number): Location {
  return { file, line, column: 1, endLine: line, endColumn: 2 };
}

function action(name: string, fields: Partial<Action> = {}): Action {
  const loc = fields.declarationLoc ?? at("/p/src/actions.ts", 1);
  return {
    type: "action",
    name,
    kind: "read",
    approval: false,
    description: `Does ${name}.`,
    descriptionStatus: "ok",
    loc,
    declarationLoc: loc,
    ...fields,
  };
}

function feature(name: string, description = `The ${name} feature.`): Feature {
  const loc = at("/p/src/features.ts", 1);
  return { type: "feature", name, description, descriptionStatus: "ok", loc, declarationLoc: loc };
}

function catalog(actions: Action[], features: Feature[] = []): Catalog {
  return { root: "/p", files: [], actions, features, entities: [], triggers: [], servers: [], serverFeatures: [], uncallable: [], modules: [], prompts: [], loaders: [], problems: [], limits: [], directives: new Map() };
}

const settings: DirectorySettings = {
  actions: DEFAULT_ACTION_SUMMARY,
  features: DEFAULT_FEATURE_SUMMARY,
  line: DEFAULT_LINE,
  locale: "en",
  cut: [],
};

function directoriesOf(c: Catalog, s: DirectorySettings = settings): Directory[] {
  return buildDirectories(c, summarizeCatalog(c, s), s);
}

/** A directory as plain text: role, its line texts, its feature names. */
function shape(directories: Directory[]): Array<{ role: string; lines: string[]; features: string[] }> {
  return directories.map((d) => ({
    role: d.role,
    lines: d.lines.map((l) => l.text),
    features: d.features.map((f) => f.feature.name),
  }));
}

describe("kindText", () => {
  it.each([
    { kind: "read", approval: false, text: "read" },
    { kind: "write", approval: false, text: "write" },
    { kind: "read", approval: true, text: "read, needs approval" },
    { kind: "write", approval: true, text: "write, needs approval" },
  ] as const)("$kind, approval $approval -> $text", ({ kind, approval, text }) => {
    expect(kindText(action("a", { kind, approval }))).toBe(text);
  });
});

describe("the kind a line shows, in its framework's words", () => {
  // An unknown kind is shown only where the framework gives every action a kind (kumiko, a config's own matchers):
  // MCP's hints are optional and the tool-calling SDKs have none, so there it is left out, not shown as "unknown".
  it.each([
    { name: "an MCP tool without hints: no kind", preset: "mcp", kind: "unknown", approval: false, line: "get_time: Return the time." },
    { name: "an AI SDK tool: no kind", preset: "vercel-ai", kind: "unknown", approval: false, line: "get_time: Return the time." },
    { name: "an AI SDK tool that needs approval: the approval alone", preset: "vercel-ai", kind: "unknown", approval: true, line: "get_time (needs approval): Return the time." },
    { name: "near miss: an MCP tool whose hints say it reads", preset: "mcp", kind: "read", approval: false, line: "get_time (read): Return the time." },
    { name: "near miss: an MCP tool whose hints say it writes", preset: "mcp", kind: "write", approval: false, line: "get_time (write): Return the time." },
    { name: "near miss: a kumiko action of unknown kind keeps its marker", preset: "kumiko", kind: "unknown", approval: false, line: "get_time (unknown): Return the time." },
    { name: "near miss: kumiko's read", preset: "kumiko", kind: "read", approval: false, line: "get_time (read): Return the time." },
    { name: "near miss: an action of the config's own matchers keeps its marker", preset: "custom", kind: "unknown", approval: false, line: "get_time (unknown): Return the time." },
    { name: "near miss: an action of no preset keeps its marker", preset: undefined, kind: "unknown", approval: false, line: "get_time (unknown): Return the time." },
  ] as const)("$name", ({ preset, kind, approval, line }) => {
    const tool = action("get_time", { preset, kind, approval, description: "Return the time." });
    expect(renderLine(DEFAULT_LINE, tool, summarize(tool.description, DEFAULT_ACTION_SUMMARY))).toBe(line);
  });

  it.each([
    { template: "{name} ({kind}): {summary}", text: "get_time: Return the time." },
    { template: "{name}   ({kind}) - {summary}", text: "get_time - Return the time." },
    { template: "{name} [{kind}]: {summary}", text: "get_time []: Return the time." },
    { template: "{kind}|{name}", text: "|get_time" },
  ])("a template without a kind to show: $template", ({ template, text }) => {
    const tool = action("get_time", { preset: "mcp", kind: "unknown", description: "Return the time." });
    expect(renderLine(template, tool, summarize(tool.description, DEFAULT_ACTION_SUMMARY))).toBe(text);
  });
});

describe("renderLine", () => {
  const create = action("campaign.create", {
    kind: "write",
    approval: true,
    feature: "campaigns",
    label: "Create campaign",
    description: "Create a campaign for one vehicle.",
  });
  const summary = summarize(create.description, DEFAULT_ACTION_SUMMARY);

  it.each([
    { template: DEFAULT_LINE, text: "campaign.create (write, needs approval): Create a campaign for one vehicle." },
    { template: "{label} [{feature}] {name}", text: "Create campaign [campaigns] campaign.create" },
    { template: "{name} {name}", text: "campaign.create campaign.create" },
    { template: "{name} {unknown} {Name}", text: "campaign.create {unknown} {Name}" },
    { template: "no placeholders", text: "no placeholders" },
  ])("$template", ({ template, text }) => {
    expect(renderLine(template, create, summary)).toBe(text);
  });

  it("renders a missing feature or label as empty", () => {
    expect(renderLine("{name}|{feature}|{label}", action("bare"), summarize("x", DEFAULT_ACTION_SUMMARY))).toBe("bare||");
  });

  it("does not expand placeholders inside the summary", () => {
    const literal = summarize("Prints {name} and {kind}.", DEFAULT_ACTION_SUMMARY);
    expect(renderLine(DEFAULT_LINE, action("print"), literal)).toBe("print (read): Prints {name} and {kind}.");
  });

  it("renders an action without a description with an empty summary", () => {
    const none = action("silent", { description: undefined, descriptionStatus: "missing" });
    expect(renderLine(DEFAULT_LINE, none, summarize(none.description, DEFAULT_ACTION_SUMMARY))).toBe("silent (read): ");
  });
});

describe("summarizeCatalog", () => {
  it("summarizes every action and feature once, each with its own settings", () => {
    const long = "word ".repeat(40) + "end."; // 204 characters: over the action cap, under the feature cap
    const a = action("a", { description: long });
    const f = feature("f", long);
    const summaries = summarizeCatalog(catalog([a], [f]), settings);
    expect(summaries.size).toBe(2);
    expect(summaries.get(a)?.truncated).toBe(true);
    expect(summaries.get(a)?.text).toBe("word ".repeat(31) + "word…");
    expect(summaries.get(f)?.truncated).toBe(false);
    expect(summaries.get(f)?.text).toBe(long);
  });
});

describe("buildDirectories", () => {
  it("makes one '*' directory with every action and feature when no action declares roles", () => {
    const c = catalog(
      [action("b.list"), action("a.create", { kind: "write", feature: "alpha" })],
      [feature("zeta"), feature("alpha")],
    );
    expect(shape(directoriesOf(c))).toEqual([
      {
        role: "*",
        lines: ["a.create (write): Does a.create.", "b.list (read): Does b.list."],
        features: ["alpha", "zeta"],
      },
    ]);
  });

  it("makes one directory per declared role, sorted; actions without roles are in every one", () => {
    const c = catalog(
      [
        action("report.generate", { roles: ["Viewer", "Editor"], feature: "reports" }),
        action("campaign.create", { kind: "write", roles: ["Editor"], feature: "campaigns" }),
        action("campaign.delete", { kind: "write", approval: true, roles: ["TenantAdmin"], feature: "campaigns" }),
        action("help.show", { feature: "help" }),
        action("hidden.job", { roles: [], feature: "jobs" }),
      ],
      [feature("reports"), feature("campaigns"), feature("help"), feature("jobs"), feature("unused")],
    );
    expect(shape(directoriesOf(c))).toEqual([
      {
        role: "Editor",
        lines: [
          "campaign.create (write): Does campaign.create.",
          "help.show (read): Does help.show.",
          "report.generate (read): Does report.generate.",
        ],
        features: ["campaigns", "help", "reports"],
      },
      {
        role: "TenantAdmin",
        lines: ["campaign.delete (write, needs approval): Does campaign.delete.", "help.show (read): Does help.show."],
        features: ["campaigns", "help"],
      },
      {
        role: "Viewer",
        lines: ["help.show (read): Does help.show.", "report.generate (read): Does report.generate."],
        features: ["help", "reports"],
      },
    ]);
  });

  it("decision: an action with roles: [] is in no directory, not even '*'", () => {
    const c = catalog([action("nobody", { roles: [] }), action("everybody")]);
    expect(shape(directoriesOf(c))).toEqual([{ role: "*", lines: ["everybody (read): Does everybody."], features: [] }]);
  });

  it("gives an empty catalog one empty '*' directory", () => {
    expect(shape(directoriesOf(catalog([])))).toEqual([{ role: "*", lines: [], features: [] }]);
  });

  it("sorts lines by name, then file, then line, then factory call site", () => {
    const lines = (actions: Action[]) =>
      directoriesOf(catalog(actions))[0].lines.map(({ action: a }) => `${a.name} ${a.declarationLoc.file}:${a.declarationLoc.line}` +
        (a.instantiatedAt ? ` @${a.instantiatedAt.line}` : ""));
    const twin = at("/p/src/factory.ts", 3);
    expect(
      lines([
        action("b", { declarationLoc: at("/p/src/a.ts", 1) }),
        action("a", { declarationLoc: at("/p/src/b.ts", 1) }),
        action("a", { declarationLoc: at("/p/src/a.ts", 20) }),
        action("a", { declarationLoc: at("/p/src/a.ts", 3) }),
        action("B", { declarationLoc: at("/p/src/a.ts", 9) }),
        action("f", { declarationLoc: twin, instantiatedAt: at("/p/src/use.ts", 8) }),
        action("f", { declarationLoc: twin, instantiatedAt: at("/p/src/use.ts", 2) }),
      ]),
    ).toEqual([
      "B /p/src/a.ts:9", // code-unit order: capitals first, the same on every machine
      "a /p/src/a.ts:3",
      "a /p/src/a.ts:20",
      "a /p/src/b.ts:1",
      "b /p/src/a.ts:1",
      "f /p/src/factory.ts:3 @2",
      "f /p/src/factory.ts:3 @8",
    ]);
  });

  it("uses the line template, and the default when the template is empty", () => {
    const c = catalog([action("a.list", { label: "List" })]);
    expect(directoriesOf(c, { ...settings, line: "- {label}: {summary}" })[0].lines[0].text).toBe("- List: Does a.list.");
    expect(directoriesOf(c, { ...settings, line: "" })[0].lines[0].text).toBe("a.list (read): Does a.list.");
  });

  it("attaches each line's summary and summarizes what the map lacks", () => {
    const a = action("a", { description: "First. Second." });
    const c = catalog([a]);
    const [directory] = buildDirectories(c, new Map(), settings);
    expect(directory.lines[0].summary).toEqual(summarize("First. Second.", DEFAULT_ACTION_SUMMARY));
    expect(directory.lines[0].action).toBe(a);
    expect(directory.lines[0].text).toBe("a (read): First.");
  });

  it("cuts feature descriptions with the feature settings", () => {
    const f = feature("campaigns", "Plan campaigns per vehicle. Each campaign has a budget.");
    const [directory] = directoriesOf(catalog([action("a", { feature: "campaigns" })], [f]));
    expect(directory.features.map((line) => line.summary.text)).toEqual(["Plan campaigns per vehicle."]);
    expect(directory.features[0].summary.firstSentenceOnly).toBe(true);
  });
});

describe("declaredRoles", () => {
  it("is the sorted union of every action's roles", () => {
    expect(declaredRoles([action("a", { roles: ["b", "a"] }), action("b"), action("c", { roles: ["a", "C"] })])).toEqual([
      "C",
      "a",
      "b",
    ]);
  });
});

describe("harness profiles: which actions are cut into the directory", () => {
  it.each([
    // preset, directory.cut, profile
    ["kumiko", [], "directory"],
    [undefined, [], "directory"],
    ["custom", [], "directory"],
    ["mcp", [], "full"],
    ["vercel-ai", [], "full"],
    ["activepieces", [], "full"],
    ["n8n", [], "full"],
    ["mcp", ["mcp"], "directory"],
    ["vercel-ai", ["mcp"], "full"],
    ["openai", ["all"], "directory"],
  ] as const)("%s with cut %j: %s", (preset, cut, profile) => {
    expect(profileOf(preset, { ...settings, cut: [...cut] })).toBe(profile);
  });

  const long = "Search the tenant's knowledge base and return the passages most similar to the query, ranked by semantic similarity and boosted for articles updated in the last month. Use it before answering.";

  it("an MCP tool's description is sent whole: nothing cut, nothing lost", () => {
    const mcp = action("search_kb", { description: long, preset: "mcp" });
    const summary = summarizeCatalog(catalog([mcp]), settings).get(mcp)!;
    expect(summary).toMatchObject({ text: long, truncated: false, firstSentenceOnly: false, lostChars: 0 });
  });

  it("the same tool cut when the team says so (directory.cut), and a kumiko handler always", () => {
    for (const [preset, cut] of [["mcp", ["mcp"]], ["kumiko", []]] as const) {
      const a = action("search_kb", { description: long, preset });
      const summary = summarizeCatalog(catalog([a]), { ...settings, cut: [...cut] }).get(a)!;
      expect(summary).toMatchObject({ truncated: true, firstSentenceOnly: true });
      expect(summary.text).toBe("Search the tenant's knowledge base and return the passages most similar to the query, ranked by semantic similarity and boosted for articles updated in the…");
    }
  });
});
