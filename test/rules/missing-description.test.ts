import { describe, expect, it } from "vitest";

import rule from "../../rules/missing-description.js";
import { action, catalog, entity, feature, loc, trigger } from "../helpers/catalog.js";
import { shape, type Expected } from "./expect.js";
import { runRule } from "./run.js";
import { catalogOf } from "../helpers/project.js";
import type { Catalog } from "../../src/types.js";

interface Case {
  name: string;
  catalog: Catalog;
  options?: Record<string, unknown>;
}

const invalid: Array<Case & { expected: Expected[] }> = [
  {
    name: "an action without a description, reported at its declaration",
    catalog: catalog({ actions: [action("contact.list", { loc: loc(4, 24) })] }),
    expected: [{ messageId: "missing", data: { name: "contact.list", noun: "Action" }, subject: { type: "action", name: "contact.list" }, line: 4, column: 24 }],
  },
  {
    name: "an empty description",
    catalog: catalog({ actions: [action("contact.list", { description: "", line: 7 })] }),
    expected: [{ messageId: "empty", data: { name: "contact.list", noun: "Action" }, subject: { type: "action", name: "contact.list" }, line: 7, column: 1 }],
  },
  {
    name: "a whitespace-only description (newlines and tabs too)",
    catalog: catalog({ actions: [action("contact.archive", { description: "  \n\t  ", line: 9 })] }),
    expected: [{ messageId: "empty", data: { name: "contact.archive", noun: "Action" }, subject: { type: "action", name: "contact.archive" }, line: 9, column: 1 }],
  },
  {
    name: "a description made of no-break and ideographic spaces",
    catalog: catalog({ actions: [action("contact.export", { description: "\u00a0\u3000", line: 2 })] }),
    expected: [{ messageId: "empty", subject: { type: "action", name: "contact.export" }, line: 2, column: 1 }],
  },
  {
    name: "a feature without a description, with features: true",
    catalog: catalog({ features: [feature("campaigns", { line: 3 })] }),
    options: { features: true },
    expected: [{ messageId: "missingFeature", data: { name: "campaigns" }, subject: { type: "feature", name: "campaigns" }, line: 3, column: 1 }],
  },
  {
    name: "an empty feature description, with features: true",
    catalog: catalog({ features: [feature("campaigns", { description: " ", line: 3 })] }),
    options: { features: true },
    expected: [{ messageId: "emptyFeature", subject: { type: "feature", name: "campaigns" }, line: 3, column: 1 }],
  },
  {
    name: "an entity without a description, with entities: true",
    catalog: catalog({ entities: [entity("marketingRun", { line: 1 })] }),
    options: { entities: true },
    expected: [{ messageId: "missingEntity", data: { name: "marketingRun" }, subject: { type: "entity", name: "marketingRun" }, line: 1, column: 1 }],
  },
  {
    name: "an empty entity description, with entities: true",
    catalog: catalog({ entities: [entity("marketingRun", { description: "", line: 5 })] }),
    options: { entities: true },
    expected: [{ messageId: "emptyEntity", subject: { type: "entity", name: "marketingRun" }, line: 5, column: 1 }],
  },
  {
    name: "only the actions without one, among several",
    catalog: catalog({
      actions: [
        action("contact.list", { description: "List contacts.", line: 1 }),
        action("contact.create", { line: 10 }),
        action("contact.delete", { description: "", line: 20 }),
      ],
    }),
    expected: [
      { messageId: "missing", subject: { type: "action", name: "contact.create" }, line: 10, column: 1 },
      { messageId: "empty", subject: { type: "action", name: "contact.delete" }, line: 20, column: 1 },
    ],
  },
  {
    name: "a trigger without a description and an empty one, with the triggers option",
    catalog: catalog({ triggers: [trigger("new_ticket", { line: 3 }), trigger("ticket_updated", { description: " ", line: 8 })] }),
    options: { triggers: true },
    expected: [
      { messageId: "missingTrigger", subject: { type: "trigger", name: "new_ticket" }, line: 3, column: 1 },
      { messageId: "emptyTrigger", subject: { type: "trigger", name: "ticket_updated" }, line: 8, column: 1 },
    ],
  },
];

const valid: Case[] = [
  { name: "an action with a description", catalog: catalog({ actions: [action("contact.list", { description: "List contacts." })] }) },
  {
    name: "a one-character description (other rules judge its quality)",
    catalog: catalog({ actions: [action("contact.list", { description: "x" })] }),
  },
  {
    name: "an unresolved description (unresolved-description reports it)",
    catalog: catalog({
      actions: [action("contact.list", { description: undefined, descriptionStatus: "unresolved", unresolvedReason: "call of t()" })],
    }),
  },
  { name: "a feature without a description, by default", catalog: catalog({ features: [feature("campaigns")] }) },
  { name: "an entity without a description, by default", catalog: catalog({ entities: [entity("marketingRun")] }) },
  {
    name: "an entity without a description when only features are checked",
    catalog: catalog({ entities: [entity("marketingRun")] }),
    options: { features: true },
  },
  {
    name: "a described feature and entity with both options on",
    catalog: catalog({
      features: [feature("campaigns", { description: "Plan and run campaigns." })],
      entities: [entity("marketingRun", { description: "A dealer's marketing run for one vehicle." })],
    }),
    options: { features: true, entities: true },
  },
  { name: "a trigger without a description, by default (no agent calls it)", catalog: catalog({ triggers: [trigger("new_ticket")] }) },
  {
    name: "a trigger without a description when features and entities are checked",
    catalog: catalog({ triggers: [trigger("new_ticket")] }),
    options: { features: true, entities: true },
  },
  { name: "an empty catalog", catalog: catalog() },
];

describe("missing-description", () => {
  it.each(invalid)("flags $name", ({ catalog, options, expected }) => {
    const reports = runRule(rule, catalog, options);
    expect(shape(reports, expected)).toEqual(expected);
  });

  it.each(valid)("accepts $name", ({ catalog, options }) => {
    expect(runRule(rule, catalog, options)).toEqual([]);
  });

  it("is an error by default, with boolean options that default to false", () => {
    expect(rule.defaultSeverity).toBe("error");
    expect(rule.options.features.default).toBe(false);
    expect(rule.options.entities.default).toBe(false);
    expect(rule.options.triggers.default).toBe(false);
  });
});

// MCP's `server.tool(name, …rest, callback)`: an object between the name and the callback that is no zod shape is
// the tool's annotations to the SDK, so a description written there is not the tool's (the message says where it is).
describe("missing-description: the text in the object the MCP SDK reads as annotations", () => {
  const SERVER = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\nimport { z } from "zod";\nconst server = new McpServer({ name: "s", version: "1" });\n`;
  const reports = (call: string) =>
    runRule(rule, catalogOf({ "src/a.ts": `${SERVER}${call}\n` }, { presets: ["mcp"] })).map((r) => [
      r.messageId,
      r.subject.name,
      r.related?.map((l) => `${l.line}:${l.column} ${l.message}`),
    ]);

  it.each<[string, string, unknown[]]>([
    [
      "after the input schema",
      `server.tool("a", { q: z.string() }, { title: "A", description: "Do a." }, cb);`,
      [["missingInAnnotations", "a", ["4:37 the annotations, with the text"]]],
    ],
    ["as the only object", `server.tool("b", { title: "B", description: "Do b." }, cb);`, [["missingInAnnotations", "b", ["4:18 the annotations, with the text"]]]],
    ["near miss: no text anywhere", `server.tool("c", { q: z.string() }, { title: "C" }, cb);`, [["missing", "c", undefined]]],
    ["near miss: a parameter called description in the input schema", `server.tool("d", { description: z.string() }, cb);`, [["missing", "d", undefined]]],
    ["near miss: the description as the second argument", `server.tool("e", "Do e.", { q: z.string() }, { title: "E" }, cb);`, []],
  ])("%s", (_title, call, expected) => {
    expect(reports(call)).toEqual(expected);
  });
});
