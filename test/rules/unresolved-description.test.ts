import { describe, expect, it } from "vitest";

import rule from "../../rules/unresolved-description.js";
import type { Catalog } from "../../src/types.js";
import { action, catalog, entity, feature, FILE, loc } from "../helpers/catalog.js";
import { shape, type Expected } from "./expect.js";
import { runRule } from "./run.js";

const unresolved = (reason?: string) => ({ descriptionStatus: "unresolved" as const, unresolvedReason: reason });

const invalid: Array<{ name: string; catalog: Catalog; expected: Expected[] }> = [
  {
    name: "an action, with the resolver's reason",
    catalog: catalog({ actions: [action("contact.list", { ...unresolved("call of t()"), loc: loc(8, 16) })] }),
    expected: [
      {
        messageId: "unresolved",
        data: { type: "action", name: "contact.list", reason: "call of t()" },
        subject: { type: "action", name: "contact.list" },
        line: 8,
        column: 16,
      },
    ],
  },
  {
    name: "a feature",
    catalog: catalog({ features: [feature("campaigns", { ...unresolved("parameter `text` of a function with no call site"), line: 3 })] }),
    expected: [
      {
        messageId: "unresolved",
        data: { type: "feature", name: "campaigns", reason: "parameter `text` of a function with no call site" },
        subject: { type: "feature", name: "campaigns" },
        line: 3,
        column: 1,
      },
    ],
  },
  {
    name: "an entity",
    catalog: catalog({ entities: [entity("marketingRun", { ...unresolved("import from a package"), line: 4 })] }),
    expected: [{ messageId: "unresolved", subject: { type: "entity", name: "marketingRun" }, line: 4, column: 1 }],
  },
  {
    name: "no reason given",
    catalog: catalog({ actions: [action("contact.list", { ...unresolved(), line: 2 })] }),
    expected: [
      {
        messageId: "unresolved",
        data: { type: "action", name: "contact.list", reason: "unknown expression" },
        subject: { type: "action", name: "contact.list" },
        line: 2,
        column: 1,
      },
    ],
  },
  {
    name: "actions, then features, then entities",
    catalog: catalog({
      entities: [entity("e", { ...unresolved("x"), line: 1 })],
      features: [feature("f", { ...unresolved("x"), line: 2 })],
      actions: [action("a", { ...unresolved("x"), line: 3 }), action("b", { description: "Ok.", line: 4 })],
    }),
    expected: [
      { messageId: "unresolved", subject: { type: "action", name: "a" }, line: 3, column: 1 },
      { messageId: "unresolved", subject: { type: "feature", name: "f" }, line: 2, column: 1 },
      { messageId: "unresolved", subject: { type: "entity", name: "e" }, line: 1, column: 1 },
    ],
  },
  {
    name: "a factory whose nested instances were not all expanded, on its declaration",
    catalog: catalog({ limits: [{ kind: "instances", loc: loc(2, 40), name: "f0", skipped: 3096, kept: 1000 }] }),
    expected: [{ messageId: "instancesNotExpanded", data: { name: "f0", skipped: "3,096", kept: "1,000" }, subject: { type: "file", name: FILE }, line: 2, column: 40 }],
  },
  {
    name: "a loop whose elements were not all expanded",
    catalog: catalog({ limits: [{ kind: "elements", loc: loc(7, 3), name: "TOOLS", skipped: 5, kept: 100000 }] }),
    expected: [{ messageId: "elementsNotExpanded", data: { name: "TOOLS", skipped: "5", kept: "100,000" }, subject: { type: "file", name: FILE }, line: 7, column: 3 }],
  },
  {
    name: "a proven registration in a loop over a list only known at run time (a proxy's listTools()), in a project that declares no tool: said once, at the loop",
    catalog: catalog({ limits: [{ kind: "list", loc: loc(9, 5), name: "remote.listTools(…)", skipped: 0, kept: 0 }] }),
    expected: [{ messageId: "runTimeList", data: { name: "remote.listTools(…)" }, subject: { type: "file", name: FILE }, line: 9, column: 5 }],
  },
];

const valid: Array<{ name: string; catalog: Catalog }> = [
  { name: "a resolved description", catalog: catalog({ actions: [action("contact.list", { description: "List contacts." })] }) },
  { name: "a missing description (missing-description reports it)", catalog: catalog({ actions: [action("contact.list")] }) },
  { name: "an empty description", catalog: catalog({ actions: [action("contact.list", { description: "" })] }) },
  {
    name: 'a description that evaluated to the text "undefined" (broken-generated-text reports it)',
    catalog: catalog({ actions: [action("contact.list", { description: "Fetch a single undefined." })] }),
  },
  { name: "a resolved feature and entity", catalog: catalog({ features: [feature("f", { description: "F." })], entities: [entity("e", { description: "E." })] }) },
  { name: "an empty catalog", catalog: catalog() },
  {
    name: "a loop over a list only known at run time whose registration is not proven a framework's (it may be no tool; stats counts it)",
    catalog: catalog({ limits: [{ kind: "list", loc: loc(7, 3), name: "descriptors", skipped: 0, kept: 0, unproven: "its receiver `registry` is not traced to an object of `@modelcontextprotocol/*`" }] }),
  },
  {
    name: "a proven registration in a loop over a list only known at run time, in a project that declares tools (the loop most often registers them)",
    catalog: catalog({ actions: [action("a", { description: "Add." })], limits: [{ kind: "list", loc: loc(9, 5), name: "this.tools", skipped: 0, kept: 0 }] }),
  },
];

describe("unresolved-description", () => {
  it.each(invalid)("flags $name", ({ catalog, expected }) => {
    expect(shape(runRule(rule, catalog), expected)).toEqual(expected);
  });

  it.each(valid)("accepts $name", ({ catalog }) => {
    expect(runRule(rule, catalog)).toEqual([]);
  });
});
