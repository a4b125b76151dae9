import { describe, expect, it } from "vitest";

import rule from "../../rules/module-enum-drift.js";
import type { Catalog, ModuleLoader } from "../../src/types.js";
import { catalog, loc, module } from "../helpers/catalog.js";
import { shape, type Expected } from "./expect.js";
import { runRule } from "./run.js";

const MODULES = ["web_research", "files", "memory"].map((name) => module(name, { description: `Do ${name} things.`, group: "app" }));
const loader = (names: string[] | undefined, group = "app"): ModuleLoader => ({ name: "load_module", names, loc: loc(20, 37), group });
const LOADER = { type: "action" as const, name: "load_module" };

const invalid: Array<{ name: string; catalog: Catalog; expected: Expected[] }> = [
  {
    name: "a module missing from the enum",
    catalog: catalog({ modules: MODULES, loaders: [loader(["web_research", "files"])] }),
    expected: [{ messageId: "missing", data: { loader: "load_module", module: "memory" }, subject: LOADER, line: 20, column: 37 }],
  },
  {
    name: "a stale name (a renamed module): one missing, one stale, each once",
    catalog: catalog({ modules: MODULES, loaders: [loader(["web_research", "files", "notes", "notes"])] }),
    expected: [
      { messageId: "missing", data: { loader: "load_module", module: "memory" }, subject: LOADER, line: 20, column: 37 },
      { messageId: "stale", data: { loader: "load_module", module: "notes" }, subject: LOADER, line: 20, column: 37 },
    ],
  },
  {
    name: "a toolset of the package counts as loaded by name",
    catalog: catalog({ modules: [...MODULES, module("admin", { form: "toolset", description: "Admin tools.", group: "app" })], loaders: [loader(["web_research", "files", "memory"])] }),
    expected: [{ messageId: "missing", data: { loader: "load_module", module: "admin" }, subject: LOADER, line: 20, column: 37 }],
  },
];

const valid: Array<{ name: string; catalog: Catalog }> = [
  { name: "an enum with every module, in any order", catalog: catalog({ modules: MODULES, loaders: [loader(["memory", "files", "web_research"])] }) },
  { name: "an enum that could not be read", catalog: catalog({ modules: MODULES, loaders: [loader(undefined)] }) },
  { name: "a loader of a package without modules", catalog: catalog({ modules: MODULES, loaders: [loader(["x"], "other")] }) },
  { name: "a skill is not loaded by the enum", catalog: catalog({ modules: [...MODULES, module("pdf", { form: "skill", description: "Fill PDFs.", group: "app" })], loaders: [loader(["web_research", "files", "memory"])] }) },
];

describe("module-enum-drift", () => {
  it("is an error", () => {
    expect([rule.id, rule.defaultSeverity]).toEqual(["module-enum-drift", "error"]);
  });

  it.each(invalid)("flags $name", ({ catalog, expected }) => {
    expect(shape(runRule(rule, catalog), expected)).toEqual(expected);
  });

  it.each(valid)("accepts $name", ({ catalog }) => {
    expect(runRule(rule, catalog)).toEqual([]);
  });
});
