import { describe, expect, it } from "vitest";

import rule from "../../rules/duplicate-tool-name.js";
import type { Catalog } from "../../src/types.js";
import { action, catalog, loc } from "../helpers/catalog.js";
import { shape, type Expected } from "./expect.js";
import { runRule } from "./run.js";

const subject = (name: string) => ({ type: "action" as const, name });
const declared = (name: string, line: number, more: Parameters<typeof action>[1] = {}) =>
  action(name, { preset: "kumiko", description: "Merge two records.", line, declarationLoc: loc(line, 3), ...more });

/** The module-level const an MCP server is held in. */
const SERVER = { file: "/project/src/server.ts", name: "server" };

const invalid: Array<{ name: string; catalog: Catalog; options?: Record<string, unknown>; expected: Expected[]; related: string[] }> = [
  {
    name: "two kumiko handlers of one name",
    catalog: catalog({ actions: [declared("contact.merge", 3), declared("contact.merge", 9)] }),
    expected: [{ messageId: "duplicate", data: { name: "contact.merge" }, subject: subject("contact.merge"), line: 9, column: 3 }],
    related: ["3:3"],
  },
  {
    name: "three in one Activepieces piece: the second and the third, each against the first",
    catalog: catalog({
      actions: [1, 5, 8].map((line) => declared("create_coupon", line, { preset: "activepieces", group: "pieces/woo" })),
    }),
    expected: [
      { messageId: "duplicateInGroup", data: { name: "create_coupon", group: "pieces/woo" }, subject: subject("create_coupon"), line: 5, column: 3 },
      { messageId: "duplicateInGroup", data: { name: "create_coupon", group: "pieces/woo" }, subject: subject("create_coupon"), line: 8, column: 3 },
    ],
    related: ["1:3", "1:3"],
  },
  {
    name: "MCP when the option adds it",
    catalog: catalog({ actions: [declared("search", 2, { preset: "mcp", group: "." }), declared("search", 4, { preset: "mcp", group: "." })] }),
    options: { presets: ["mcp"] },
    expected: [{ messageId: "duplicateInGroup", data: { name: "search", group: "." }, subject: subject("search"), line: 4, column: 3 }],
    related: ["2:3"],
  },
  {
    name: "two MCP registrations of one name on one server object, from two files",
    catalog: catalog({
      actions: [
        declared("search", 2, { preset: "mcp", group: ".", registeredOn: SERVER }),
        declared("search", 4, { preset: "mcp", group: ".", registeredOn: SERVER, file: "/project/src/other.ts" }),
      ],
    }),
    expected: [{ messageId: "duplicateOnServer", data: { name: "search", server: "server" }, subject: subject("search"), line: 4, column: 3 }],
    related: ["2:3"],
  },
  {
    name: "two registrations in one function",
    catalog: catalog({
      actions: [
        declared("search", 2, { preset: "mcp", registeredOn: { ...SERVER, in: "/project/src/tools.ts#1" } }),
        declared("search", 4, { preset: "mcp", registeredOn: { ...SERVER, in: "/project/src/tools.ts#1" } }),
      ],
    }),
    expected: [{ messageId: "duplicateOnServer", data: { name: "search", server: "server" }, subject: subject("search"), line: 4, column: 3 }],
    related: ["2:3"],
  },
];

const valid: Array<{ name: string; catalog: Catalog }> = [
  {
    name: "one name on two server objects",
    catalog: catalog({ actions: [declared("greet", 3, { preset: "mcp", registeredOn: SERVER }), declared("greet", 9, { preset: "mcp", registeredOn: { file: "/project/src/server.ts", name: "adminServer" } })] }),
  },
  {
    name: "one name on two servers of the same name in two files",
    catalog: catalog({ actions: [declared("greet", 3, { preset: "mcp", registeredOn: SERVER }), declared("greet", 9, { preset: "mcp", registeredOn: { file: "/project/src/stdio.ts", name: "server" } })] }),
  },
  {
    name: "one registration reached twice (the same call and text)",
    catalog: catalog({ actions: [declared("greet", 3, { preset: "mcp", registeredOn: SERVER }), declared("greet", 3, { preset: "mcp", registeredOn: SERVER })] }),
  },
  {
    name: "two calls of one registering factory (either call may not run)",
    catalog: catalog({
      actions: [
        declared("search", 2, { preset: "mcp", registeredOn: SERVER, instantiatedAt: loc(10, 1) }),
        declared("search", 2, { preset: "mcp", registeredOn: SERVER, instantiatedAt: loc(11, 1) }),
      ],
    }),
  },
  {
    name: "registrations in two functions, or one in a function and one at the top level (either may not run)",
    catalog: catalog({
      actions: [
        declared("search", 2, { preset: "mcp", registeredOn: { ...SERVER, in: "/project/src/tools.ts#1" } }),
        declared("search", 4, { preset: "mcp", registeredOn: { ...SERVER, in: "/project/src/tools.ts#2" } }),
        declared("search", 6, { preset: "mcp", registeredOn: SERVER }),
      ],
    }),
  },
  {
    name: "a registration not proven to be the SDK's",
    catalog: catalog({ actions: [declared("greet", 3, { preset: "mcp", registeredOn: SERVER }), declared("greet", 9, { preset: "mcp", registeredOn: SERVER, unproven: "its receiver is not traced" })] }),
  },
  {
    name: "a registration whose object is not known (no registeredOn)",
    catalog: catalog({ actions: [declared("greet", 3, { preset: "mcp", registeredOn: SERVER }), declared("greet", 9, { preset: "mcp" })] }),
  },
  { name: "two names", catalog: catalog({ actions: [declared("contact.merge", 3), declared("company.merge", 9)] }) },
  { name: "one name in two pieces", catalog: catalog({ actions: [declared("create", 3, { preset: "activepieces", group: "a" }), declared("create", 9, { preset: "activepieces", group: "b" })] }) },
  { name: "one declaration counted twice (factory instances)", catalog: catalog({ actions: [declared("report.run", 3), declared("report.run", 3)] }) },
  { name: "MCP tools of two servers of one package", catalog: catalog({ actions: [declared("greet", 3, { preset: "mcp", group: "." }), declared("greet", 9, { preset: "mcp", group: "." })] }) },
  { name: "n8n operations of two resources", catalog: catalog({ actions: [declared("create", 3, { preset: "n8n", group: "nodes/Hudu" }), declared("create", 9, { preset: "n8n", group: "nodes/Hudu" })] }) },
  { name: "declarations without a name of their own", catalog: catalog({ actions: [declared("<unnamed action at line 3>", 3), declared("<unnamed action at line 3>", 9, { file: "/project/src/other.ts" })] }) },
];

describe("duplicate-tool-name", () => {
  it("is an error with a security severity", () => {
    expect([rule.id, rule.defaultSeverity, rule.securitySeverity]).toEqual(["duplicate-tool-name", "error", "5.0"]);
  });

  it.each(invalid)("flags $name", ({ catalog, options, expected, related }) => {
    const reports = runRule(rule, catalog, options);
    expect(shape(reports, expected)).toEqual(expected);
    expect(reports.map((r) => `${r.related?.[0].line}:${r.related?.[0].column}`)).toEqual(related);
  });

  it.each(valid)("accepts $name", ({ catalog }) => {
    expect(runRule(rule, catalog)).toEqual([]);
  });
});
