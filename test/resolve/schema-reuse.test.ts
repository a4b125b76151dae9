// A schema used twice inside the next one (`S2 = z.object({ a: S1, b: S1 })`) was read, and written out, once per
// use: 25 such levels are 2^25 copies of the first (4.3 GB, out of memory) in `stats`, `directory` and tool-budget.
// A schema is now read once and its JSON shared where it is used; a schema whose JSON written out in full passes a
// million characters is not counted, with that reason, and a reading that takes too many steps stops with its own.
import { describe, expect, it } from "vitest";
import rule from "../../rules/tool-budget.js";
import { defaultConfig } from "../../src/config/schema.js";
import { MAX_SCHEMA_CHARACTERS, TOO_LARGE, TOO_MANY_STEPS } from "../../src/resolve/schema-readings.js";
import { buildStats } from "../../src/stats/compute.js";
import { buildDirectories, summarizeCatalog } from "../../src/summarize/directory.js";
import type { Catalog, InputSchema } from "../../src/types.js";
import { catalogOf, ROOT } from "../helpers/project.js";
import { runRule } from "../rules/run.js";

const AI = `import { tool } from "ai";\nimport { z } from "zod";\n`;
/** One AI SDK tool whose `inputSchema` is `expr`, after `prelude`. */
const aiTool = (expr: string, prelude: string) => `${AI}${prelude}\nexport const t = tool({ description: "Read a tree.", inputSchema: ${expr}, execute: async () => 1 });\n`;
const catalogOfTool = (expr: string, prelude: string, presets = ["vercel-ai"]): Catalog => catalogOf({ "src/a.ts": aiTool(expr, prelude) }, { presets });
const schemaOf = (expr: string, prelude: string, presets?: string[]): InputSchema | undefined => catalogOfTool(expr, prelude, presets).actions[0].inputSchema;

/** `S0` an object of one string, each `S<i>` an object of two uses of `S<i-1>` (`twice` writes the second use). */
function levels(n: number, twice = (s: string) => s): string {
  let code = `const S0 = z.object({ id: z.string().describe("The id.") });\n`;
  for (let i = 1; i <= n; i++) code += `const S${i} = z.object({ a: S${i - 1}, b: ${twice(`S${i - 1}`)} });\n`;
  return code;
}

/** What zod-to-json-schema writes for `levels(n)`, as a tree. */
function expected(n: number): object {
  if (n === 0) return { type: "object", properties: { id: { type: "string", description: "The id." } }, required: ["id"], additionalProperties: false };
  const inner = expected(n - 1);
  return { type: "object", properties: { a: inner, b: inner }, required: ["a", "b"], additionalProperties: false };
}

describe("a schema used again inside another is read once, and written out in full", () => {
  it("three levels: the same JSON as the tree", () => {
    expect(schemaOf("S3", levels(3))).toEqual({ json: JSON.stringify(expected(3)) });
  });

  it("a use changed by a method (`.describe`, `.optional`) changes that use only", () => {
    const prelude = `const S0 = z.object({ id: z.string() });\nconst S1 = z.object({ a: S0.describe("The first."), b: S0.optional(), c: S0 });\n`;
    const s0 = { type: "object", properties: { id: { type: "string" } }, required: ["id"], additionalProperties: false };
    expect(schemaOf("S1", prelude)).toEqual({
      json: JSON.stringify({ type: "object", properties: { a: { ...s0, description: "The first." }, b: s0, c: s0 }, required: ["a", "c"], additionalProperties: false }),
    });
  });

  it("a key of a shared schema's shape, described: the shared schema keeps no description", () => {
    const prelude = `const Tool = z.object({ url: z.string() });\nconst S = z.object({ a: Tool.shape.url.describe("The link."), b: Tool, c: Tool.shape.url });\n`;
    const tool = { type: "object", properties: { url: { type: "string" } }, required: ["url"], additionalProperties: false };
    expect(schemaOf("S", prelude)).toEqual({
      json: JSON.stringify({ type: "object", properties: { a: { type: "string", description: "The link." }, b: tool, c: { type: "string" } }, required: ["a", "b", "c"], additionalProperties: false }),
    });
  });

  it("12 levels (892,836 characters written out) are read whole; 13 (1,785,764) are too large to count", () => {
    const twelve = schemaOf("S12", levels(12));
    expect([twelve?.json?.length, twelve?.json === JSON.stringify(expected(12))]).toEqual([JSON.stringify(expected(12)).length, true]);
    expect(JSON.stringify(expected(12)).length).toBeLessThan(MAX_SCHEMA_CHARACTERS);
    expect(schemaOf("S13", levels(13))).toEqual({ unread: TOO_LARGE });
  });
});

describe("schemas that multiply end with a reason, not out of memory", () => {
  it.each<[string, string, string, string[] | undefined, InputSchema]>([
    ["25 levels of a zod schema used twice (2^25 copies)", "S25", levels(25), undefined, { unread: TOO_LARGE }],
    ["40 levels, past the nesting limit", "S40", levels(40), undefined, { unread: TOO_LARGE }],
    ["25 levels with `.optional()` on the second use", "S25", levels(25, (s) => `${s}.optional()`), undefined, { unread: TOO_LARGE }],
    [
      "30 levels of a JSON Schema literal used twice",
      "J30",
      `const J0 = { type: "object", properties: { id: { type: "string" } } };\n` +
        Array.from({ length: 30 }, (_, i) => `const J${i + 1} = { type: "object", properties: { a: J${i}, b: J${i} } };\n`).join(""),
      undefined,
      { unread: TOO_LARGE },
    ],
    [
      "25 levels built by a function of its argument (each call another environment: read again, until the steps run out)",
      "S25",
      `const pair = (s) => z.object({ a: s, b: s });\nconst S0 = z.object({ id: z.string() });\n` + Array.from({ length: 25 }, (_, i) => `const S${i + 1} = pair(S${i});\n`).join(""),
      undefined,
      { unread: TOO_MANY_STEPS },
    ],
    [
      "an enum of a list that spreads the one before twice, 25 times (2^25 values)",
      "z.object({ k: z.enum(L25) })",
      `const L0 = ["x"];\n` + Array.from({ length: 25 }, (_, i) => `const L${i + 1} = [...L${i}, ...L${i}];\n`).join(""),
      undefined,
      { unread: TOO_MANY_STEPS },
    ],
    [
      "a JSON list that spreads the one before twice, 25 times",
      "J",
      `const A0 = ["x"];\n` + Array.from({ length: 25 }, (_, i) => `const A${i + 1} = [...A${i}, ...A${i}];\n`).join("") + `const J = { type: "object", properties: { k: { type: "string", enum: A25 } } };\n`,
      undefined,
      { unread: TOO_MANY_STEPS },
    ],
  ])("%s", (_title, expr, prelude, presets, result) => {
    expect(schemaOf(expr, prelude, presets)).toEqual(result);
  });

  it("CopilotKit attributes of a parameter used twice in itself: 2^20 copies at the nesting limit, too large to count", () => {
    const code = `import { useCopilotAction } from "@copilotkit/react-core";\nconst P = { name: "p", type: "object", attributes: [P, Q] };\nconst Q = { ...P, name: "q" };\nexport function C() { useCopilotAction({ name: "t", description: "Does.", parameters: [P], handler: async () => {} }); }\n`;
    expect(catalogOf({ "src/a.ts": code }, { presets: ["copilotkit"] }).actions[0].inputSchema).toEqual({ unread: TOO_LARGE });
  });
});

describe("where schemas are counted", () => {
  const catalog = catalogOfTool("S25", levels(25));

  it("tool-budget: the schema is too large to count, and reported as over the budget", () => {
    expect(runRule(rule, catalog, { maxTokens: 1000 }).map((r) => [r.messageId, r.data])).toEqual([["schemaTooLarge", { name: "t", characters: "1,000,000", max: 1000 }]]);
  });

  it("near miss: a budget of 62,500 tokens or more (16 characters a token) is not known to be passed", () => {
    expect(runRule(rule, catalog, { maxTokens: 62_499 }).map((r) => r.messageId)).toEqual(["schemaTooLarge"]);
    expect(runRule(rule, catalog, { maxTokens: 62_500 })).toEqual([]);
  });

  it("stats: the tool counted without its schema, which is listed as not read, with the reason", () => {
    const config = defaultConfig(ROOT);
    const summaries = summarizeCatalog(catalog, config.directory);
    const stats = buildStats({ config, presets: [], catalog, summaries, directories: buildDirectories(catalog, summaries, config.directory) });
    expect([stats.total.fullCatalog.schemasRead, stats.total.fullCatalog.schemasUnread]).toEqual([0, [{ name: "t", reason: TOO_LARGE }]]);
  });
});
