// `-f sarif`: the log checked against the official SARIF 2.1.0 schema (shipped by @microsoft/jest-sarif, a
// draft-04 schema read here by ajv as draft-07), and its fields checked one by one.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

import { loadConfig } from "../../src/config/index.js";
import type { FormatContext } from "../../src/format/formatter.js";
import { sarif } from "../../src/format/sarif.js";
import { ALL_RULES, RULE_INFOS } from "../../rules/index.js";
import { lintProject, loadProject } from "../../src/project.js";
import type { Diagnostic } from "../../src/lint/diagnostic.js";
import { sarifValidator } from "../helpers/sarif-schema.js";

const DOCS = "https://github.com/summarylint/summarylint/blob/main/rules";
const OFFLOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../examples/offlot");
const ctx: FormatContext = { cwd: "/work/proj", color: false, tool: { name: "summarylint", version: "0.1.0" }, files: 3, actions: 9 };

const validate = sarifValidator();

function expectValid(log: unknown): void {
  const valid = validate(log);
  expect(valid ? [] : validate.errors).toEqual([]);
}

function diag(over: Partial<Diagnostic>): Diagnostic {
  return {
    ruleId: "missing-description",
    severity: "error",
    message: 'Action "photo.delete" has no description. Add one.',
    file: "/work/proj/src/a.ts",
    line: 3,
    column: 16,
    endLine: 3,
    endColumn: 18,
    subject: { type: "action", name: "photo.delete" },
    docs: `${DOCS}/missing-description.md`,
    ...over,
  };
}

const pair = diag({
  ruleId: "near-duplicate-summary",
  severity: "warn",
  message: 'The summaries of "lead.list" and "lead.listAll" read alike.',
  file: "/work/proj/src/b.ts",
  line: 9,
  column: 30,
  endLine: 9,
  endColumn: 80,
  subject: { type: "action", name: "lead.list" },
  related: [
    { file: "/work/proj/src/a.ts", line: 4, column: 30, endLine: 4, endColumn: 80, message: '"lead.listAll" has the summary that reads alike' },
    { file: "/work/proj/src/uses.ts", line: 2, column: 1, endLine: 2, endColumn: 20, message: '"lead.listAll" is made by this call of the factory' },
  ],
  docs: `${DOCS}/near-duplicate-summary.md`,
});
const info = diag({ ruleId: "summary-truncated", severity: "info", message: "Cut.", line: 12, column: 5, endLine: 13, endColumn: 2, docs: `${DOCS}/summary-truncated.md` });
const everySeverity = [diag({}), pair, info];

describe("sarif", () => {
  it("is valid SARIF 2.1.0 for a run with every severity and related locations", () => {
    expectValid(JSON.parse(sarif(everySeverity, ctx)));
  });

  it("is valid SARIF 2.1.0 for an empty run, which still lists every rule", () => {
    const log = JSON.parse(sarif([], ctx));
    expectValid(log);
    expect(log.runs[0].results).toEqual([]);
    expect(log.runs[0].tool.driver.rules).toHaveLength(RULE_INFOS.length);
  });

  it("the schema check can fail: it rejects a wrong level, a missing version and a URI with spaces", () => {
    const log = JSON.parse(sarif([diag({})], ctx));
    for (const broken of [
      { ...log, version: undefined },
      { ...log, runs: [{ ...log.runs[0], results: [{ ...log.runs[0].results[0], level: "warn" }] }] },
      { ...log, runs: [{ ...log.runs[0], originalUriBaseIds: { "%SRCROOT%": { uri: "file:///my proj/" } } }] },
    ]) {
      expect(validate(broken)).toBe(false);
    }
  });

  it("describes the tool and every rule: id, short description, doc link, default level", () => {
    const { driver } = JSON.parse(sarif([], ctx)).runs[0].tool;
    expect({ ...driver, rules: undefined }).toEqual({ name: "summarylint", version: "0.1.0", informationUri: "https://github.com/summarylint/summarylint" });
    expect(driver.rules).toEqual(
      RULE_INFOS.map((r) => ({
        id: r.id,
        shortDescription: { text: r.description },
        helpUri: `${DOCS}/${r.id}.md`,
        defaultConfiguration: r.defaultSeverity === "off" ? { enabled: false } : { level: { error: "error", warn: "warning", info: "note" }[r.defaultSeverity] },
        ...(r.securitySeverity !== undefined ? { properties: { "security-severity": r.securitySeverity, tags: ["security"] } } : {}),
      })),
    );
    const levels = Object.fromEntries(driver.rules.map((r: { id: string; defaultConfiguration: { level: string } }) => [r.id, r.defaultConfiguration.level]));
    expect([levels["missing-description"], levels["cross-tool-reference"], levels["summary-truncated"]]).toEqual(["error", "warning", "note"]);
    // A rule off by default is listed as not enabled, with no level of its own (SARIF's `reportingConfiguration`).
    expect(driver.rules.find((r: { id: string }) => r.id === "tool-budget").defaultConfiguration).toEqual({ enabled: false });
  });

  it("gives each result its rule index, level, message, region and related locations, relative to %SRCROOT%", () => {
    const run = JSON.parse(sarif(everySeverity, ctx)).runs[0];
    expect(run.originalUriBaseIds).toEqual({ "%SRCROOT%": { uri: "file:///work/proj/" } });
    expect(run.columnKind).toBe("utf16CodeUnits");
    const index = (id: string) => RULE_INFOS.findIndex((r) => r.id === id);
    expect(run.results).toEqual([
      {
        ruleId: "missing-description",
        ruleIndex: index("missing-description"),
        level: "error",
        message: { text: 'Action "photo.delete" has no description. Add one.' },
        locations: [
          {
            physicalLocation: {
              artifactLocation: { uri: "src/a.ts", uriBaseId: "%SRCROOT%" },
              region: { startLine: 3, startColumn: 16, endLine: 3, endColumn: 18 },
            },
          },
        ],
      },
      {
        ruleId: "near-duplicate-summary",
        ruleIndex: index("near-duplicate-summary"),
        level: "warning",
        message: { text: 'The summaries of "lead.list" and "lead.listAll" read alike.' },
        locations: [
          {
            physicalLocation: {
              artifactLocation: { uri: "src/b.ts", uriBaseId: "%SRCROOT%" },
              region: { startLine: 9, startColumn: 30, endLine: 9, endColumn: 80 },
            },
          },
        ],
        relatedLocations: [
          {
            id: 1,
            physicalLocation: {
              artifactLocation: { uri: "src/a.ts", uriBaseId: "%SRCROOT%" },
              region: { startLine: 4, startColumn: 30, endLine: 4, endColumn: 80 },
            },
            message: { text: '"lead.listAll" has the summary that reads alike' },
          },
          {
            id: 2,
            physicalLocation: {
              artifactLocation: { uri: "src/uses.ts", uriBaseId: "%SRCROOT%" },
              region: { startLine: 2, startColumn: 1, endLine: 2, endColumn: 20 },
            },
            message: { text: '"lead.listAll" is made by this call of the factory' },
          },
        ],
      },
      {
        ruleId: "summary-truncated",
        ruleIndex: index("summary-truncated"),
        level: "note",
        message: { text: "Cut." },
        locations: [
          {
            physicalLocation: {
              artifactLocation: { uri: "src/a.ts", uriBaseId: "%SRCROOT%" },
              region: { startLine: 12, startColumn: 5, endLine: 13, endColumn: 2 },
            },
          },
        ],
      },
    ]);
    expect(run.results.map((r: { ruleIndex: number }) => run.tool.driver.rules[r.ruleIndex].id)).toEqual(["missing-description", "near-duplicate-summary", "summary-truncated"]);
  });

  it("percent-encodes file names, and gives a file outside the root an absolute URI", () => {
    const files = ["/work/proj/src/my dir/a#1%.ts", "/work/proj/src/ünï.ts", "/work/proj/a:b.ts", "/work/other/x.ts"];
    const log = JSON.parse(sarif(files.map((file) => diag({ file })), ctx));
    expectValid(log);
    expect(log.runs[0].results.map((r: { locations: { physicalLocation: { artifactLocation: unknown } }[] }) => r.locations[0].physicalLocation.artifactLocation)).toEqual([
      { uri: "src/my%20dir/a%231%25.ts", uriBaseId: "%SRCROOT%" },
      { uri: "src/%C3%BCn%C3%AF.ts", uriBaseId: "%SRCROOT%" },
      { uri: "a%3Ab.ts", uriBaseId: "%SRCROOT%" },
      { uri: "file:///work/other/x.ts" },
    ]);
  });

  it("the root URI ends in / and is encoded too", () => {
    const log = JSON.parse(sarif([], { ...ctx, cwd: "/home/me/my proj" }));
    expect(log.runs[0].originalUriBaseIds["%SRCROOT%"].uri).toBe("file:///home/me/my%20proj/");
    expectValid(log);
  });

  it("lists a rule the list lacks, so every result has an index", () => {
    const log = JSON.parse(sarif([diag({ ruleId: "made-up", docs: `${DOCS}/made-up.md`, severity: "warn" })], { ...ctx, rules: RULE_INFOS.slice(0, 2) }));
    expectValid(log);
    const run = log.runs[0];
    expect(run.tool.driver.rules.map((r: { id: string }) => r.id)).toEqual([RULE_INFOS[0].id, RULE_INFOS[1].id, "made-up"]);
    expect(run.tool.driver.rules[2]).toEqual({ id: "made-up", shortDescription: { text: "made-up" }, helpUri: `${DOCS}/made-up.md`, defaultConfiguration: { level: "warning" } });
    expect(run.results[0].ruleIndex).toBe(2);
  });

  it("is valid for the example app's findings (pairs, factory instances and their call sites), one result each", () => {
    const { diagnostics } = lintProject(loadProject(loadConfig({ cwd: OFFLOT, rules: RULE_INFOS })), ALL_RULES);
    const log = JSON.parse(sarif(diagnostics, { ...ctx, cwd: OFFLOT }));
    expectValid(log);
    const results = log.runs[0].results as { ruleId: string; relatedLocations?: { physicalLocation: { artifactLocation: { uri: string } } }[] }[];
    expect(results.map((r) => r.ruleId)).toEqual(diagnostics.map((d) => d.ruleId));
    expect(results.filter((r) => r.relatedLocations).length).toBe(diagnostics.filter((d) => d.related?.length).length);
    expect(results.filter((r) => r.relatedLocations).length).toBeGreaterThan(0);
    for (const r of results) for (const related of r.relatedLocations ?? []) expect(related.physicalLocation.artifactLocation.uri).toMatch(/^src\//);
  });

  it("gives the security rules a security-severity, on the rule and on each of its results", () => {
    const log = JSON.parse(
      sarif(
        [
          diag({ ruleId: "sensitive-paths", docs: `${DOCS}/sensitive-paths.md` }),
          diag({ ruleId: "cross-tool-reference", severity: "warn", docs: `${DOCS}/cross-tool-reference.md` }),
          diag({}),
        ],
        ctx,
      ),
    );
    expectValid(log);
    const run = log.runs[0];
    const severityOf = (id: string) => run.tool.driver.rules.find((r: { id: string }) => r.id === id).properties?.["security-severity"];
    expect(["hidden-characters", "injected-instructions", "sensitive-paths", "cross-tool-reference", "risk-not-declared", "invalid-tool-name", "duplicate-tool-name", "missing-description"].map(severityOf)).toEqual(["8.0", "8.0", "9.0", "7.0", "5.0", "3.0", "5.0", undefined]);
    expect(run.results.map((r: { properties?: unknown }) => r.properties)).toEqual([{ "security-severity": "9.0" }, { "security-severity": "7.0" }, undefined]);
  });

  it("carries a heuristic finding's confidence in the result's properties, beside its security-severity", () => {
    const log = JSON.parse(sarif([diag({ ruleId: "injected-instructions", docs: `${DOCS}/injected-instructions.md`, confidence: 0.7 }), diag({ confidence: 0.5 })], ctx));
    expectValid(log);
    expect(log.runs[0].results.map((r: { properties?: unknown }) => r.properties)).toEqual([{ "security-severity": "8.0", confidence: 0.7 }, { confidence: 0.5 }]);
  });

  it("names the schema and version 2.1.0", () => {
    const log = JSON.parse(sarif([], ctx));
    expect([log.$schema, log.version, log.runs.length]).toEqual(["https://json.schemastore.org/sarif-2.1.0.json", "2.1.0", 1]);
  });
});
