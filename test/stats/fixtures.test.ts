// `summarylint stats` on the example app (examples/offlot) and the modules fixture: the exact counts, so
// a change that moves one shows here; and the counts that rules also make, checked against what lint reports on the
// same project (a count and a finding that disagree are a bug in one of them).
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Diagnostic } from "../../src/lint/diagnostic.js";
import type { ScopeStats, StatsReport } from "../../src/stats/types.js";
import { fixture, parseJson, run } from "../cli/run.js";

const ROOT = path.resolve(import.meta.dirname, "../..");
const OFFLOT = path.join(ROOT, "examples/offlot");
const MODULES = path.join(ROOT, "test/fixtures/modules");

async function statsOf(dir: string): Promise<StatsReport> {
  return parseJson<StatsReport>((await run(dir, ["stats", "-f", "json"])).stdout);
}

async function findings(dir: string, rule: string): Promise<Diagnostic[]> {
  const { results } = parseJson<{ results: Diagnostic[] }>((await run(dir, ["-f", "json", "--rule", `${rule}: warn`])).stdout);
  return results.filter((d) => d.ruleId === rule);
}

/** The numbers of a scope that the tables pin (the rest is checked in compute.test.ts). */
function pinned(s: ScopeStats) {
  return {
    actions: s.actions,
    missing: s.missingDescriptions,
    cuts: s.cuts,
    irreversible: s.irreversible,
    pairs: s.nearDuplicatePairs,
    directory: s.directory,
    features: [s.features.features, s.features.before, s.features.after],
    full: [s.fullCatalog.tools, s.fullCatalog.schemasRead, s.fullCatalog.schemasUnreadCount, s.fullCatalog.crossover],
    lengths: s.lengths.counts,
  };
}

describe("the example app", () => {
  it("has these counts, per role and in total", async () => {
    const report = await statsOf(OFFLOT);
    expect(report.totals).toEqual({
      files: 27, actions: 56, features: 7, entities: 4, modules: 0, skills: 0, namespaces: 0, toolsets: 0,
      triggers: 0, servers: 0, serverFeatures: 0, uncallable: 0, deferred: 0, groups: 1, missingDescriptions: 3, unresolvedDescriptions: 2, unproven: 0, fileProblems: 0, limitsReached: 0,
    });
    const admin = {
      actions: 56,
      missing: 3,
      cuts: { summaries: 56, truncated: 8, charactersRemoved: 931, laterSentencesLost: 7 },
      irreversible: { descriptions: 3, kept: 0, lost: ["apiKey.revoke", "contact.merge", "mailTemplate.delete"] },
      pairs: 2,
      directory: { characters: 7398, tokens: 1511 },
      features: [7, 1548, 1056],
      full: [{ characters: 18648, tokens: 4080 }, 56, 0, 22],
      lengths: [5, 1, 7, 15, 16, 4, 0, 6, 2],
    };
    expect(report.roles.map((r) => [r.role, pinned(r), r.groups.length])).toEqual([
      [
        "Editor",
        {
          actions: 41,
          missing: 2,
          cuts: { summaries: 41, truncated: 4, charactersRemoved: 599, laterSentencesLost: 5 },
          irreversible: { descriptions: 1, kept: 0, lost: ["contact.merge"] },
          pairs: 2,
          directory: { characters: 5298, tokens: 1077 },
          features: [6, 1106, 759],
          full: [{ characters: 13890, tokens: 3050 }, 41, 0, 21],
          lengths: [3, 1, 2, 14, 14, 3, 0, 2, 2],
        },
        1,
      ],
      ["TenantAdmin", admin, 1],
    ]);
    // TenantAdmin sees every action: the total is its directory.
    expect(pinned(report.total)).toEqual(admin);
    expect(report.loadedOnDemand).toBeNull();
  });

  it("counts what the rules report: irreversible wording lost, missing descriptions, summaries cut at the cap", async () => {
    const report = await statsOf(OFFLOT);
    const lost = (await findings(OFFLOT, "truncation-drops-irreversibility")).map((d) => d.subject?.name).sort();
    expect(lost).toEqual([...report.total.irreversible.lost].sort());
    const missing = (await findings(OFFLOT, "missing-description")).filter((d) => d.subject?.type === "action");
    expect(missing.length).toBe(report.total.missingDescriptions);
    // Every cut summary is reported but one: privacy.ts keeps contact.anonymize's legal wording verbatim, by a directive.
    const cut = (await findings(OFFLOT, "summary-truncated")).map((d) => d.subject?.name);
    expect([cut.length + 1, cut.includes("contact.anonymize")]).toEqual([report.total.cuts.truncated, false]);
  });

  it("measures the directory as `directory` prints it", async () => {
    const report = await statsOf(OFFLOT);
    const printed = (await run(OFFLOT, ["directory", "--role", "Editor"])).stdout.split("\n");
    // The lines under the role's heading, less the headings and blank lines.
    const lines = printed.filter((l) => l !== "" && !l.startsWith("#"));
    expect(lines.reduce((n, l) => n + l.length + 1, 0)).toBe(report.roles[0].directory!.characters);
  });
});

describe("the modules fixture", () => {
  it("has these counts: tools sent whole (no directory) in 11 groups, and the second directory beside it", async () => {
    const report = await statsOf(MODULES);
    expect(report.totals).toEqual({
      files: 18, actions: 19, features: 0, entities: 0, modules: 8, skills: 9, namespaces: 0, toolsets: 0,
      triggers: 0, servers: 0, serverFeatures: 0, uncallable: 0, deferred: 0, groups: 11, missingDescriptions: 0, unresolvedDescriptions: 0, unproven: 0, fileProblems: 0, limitsReached: 0,
    });
    expect(report.roles.map((r) => [r.role, pinned(r), r.groups.length])).toEqual([
      [
        "*",
        {
          actions: 19,
          missing: 0,
          cuts: { summaries: 19, truncated: 0, charactersRemoved: 0, laterSentencesLost: 0 },
          irreversible: { descriptions: 1, kept: 1, lost: [] },
          pairs: 0,
          // Its tools are sent whole (MCP, the SDKs): no directory, nothing it saves.
          directory: null,
          features: [0, 0, 0],
          full: [{ characters: 4478, tokens: 965 }, 19, 0, null],
          lengths: [0, 4, 13, 2, 0, 0, 0, 0, 0],
        },
        11,
      ],
    ]);
    const groups = report.roles[0].groups;
    expect(groups.reduce((n, g) => n + g.actions, 0)).toBe(19);
    expect(groups.reduce((n, g) => n + g.fullCatalog.tools.characters, 0)).toBe(4478);
    expect(groups.map((g) => [g.directory, g.fullCatalog.saving])).toEqual(groups.map(() => [null, null]));
    const m = report.loadedOnDemand!;
    expect([m.modules, m.skills, m.alwaysSent, m.listing, m.allLoaded, m.items.length]).toEqual([
      8,
      9,
      { prompts: { characters: 821, tokens: 177 }, lines: { characters: 1571, tokens: 336 } },
      { budget: 8000, characters: 1173, share: 14.7 },
      { characters: 5494, tokens: 1187 },
      17,
    ]);
  });
});

describe("the namespaces fixture: deferred tools and the modules that bring them", () => {
  it("counts the deferred tools, and directory --format json says which and what brings each", async () => {
    // Ten tools declare defer_loading (or deferLoading) true: test/presets/namespaces.test.ts lists them.
    // A copy outside this repository: in place, the package.json of summarylint above it would choose presets too.
    const NAMESPACES = fixture("namespaces");
    expect((await statsOf(NAMESPACES)).totals.deferred).toBe(10);
    const { directories } = parseJson<{ directories: { actions: { name: string; file: string; module: string | null; deferred: boolean }[] }[] }>(
      (await run(NAMESPACES, ["directory", "-f", "json"])).stdout,
    );
    const rows = directories[0].actions.filter((a) => ["list_events", "create_event", "webSearch", "fetchPage"].includes(a.name)).map((a) => [a.name, a.module, a.deferred]);
    expect(rows.sort()).toEqual([
      ["create_event", "calendar", false],
      ["fetchPage", null, false],
      ["list_events", "calendar", true],
      ["webSearch", null, true],
    ]);
  });
});
