import { describe, expect, it } from "vitest";

import rule from "../../rules/module-instructions-orphan.js";
import type { Catalog } from "../../src/types.js";
import { action, catalog, loc, module } from "../helpers/catalog.js";
import { shape, type Expected } from "./expect.js";
import { runRule } from "./run.js";

/** A module whose instructions are one double-quoted literal at line 5, column 17. */
const files = (instructions: string, tools = ["list_files", "read_file"]) =>
  module("files", { description: "Read files.", tools, group: "app", instructions: { text: instructions, loc: loc(5, 17, { endColumn: 17 + instructions.length + 2 }) } });
const SUBJECT = { type: "module" as const, name: "files" };
const orphan = (tool: string, column: number): Expected => ({ messageId: "orphan", data: { name: "files", tool }, subject: SUBJECT, line: 5, column });

const invalid: Array<{ name: string; instructions: string; options?: Record<string, unknown>; expected: Expected[] }> = [
  { name: "call `x` in backticks (at the instructions: a backtick may have been escaped)", instructions: "Call `list_directory` first, then read_file.", expected: [orphan("list_directory", 17)] },
  { name: "use x to …", instructions: "Use find_files to locate a file.", expected: [orphan("find_files", 22)] },
  { name: "the x tool, camelCase", instructions: "The listDirectory tool shows folders.", expected: [orphan("listDirectory", 22)] },
  { name: "a call written as code, and invoking", instructions: "Run stat_file() on it; when unsure, invoking open_file helps.", expected: [orphan("stat_file", 22), orphan("open_file", 63)] },
  { name: "one report per name", instructions: "Call grep_files. Then call grep_files again.", expected: [orphan("grep_files", 23)] },
];

const valid: Array<{ name: string; instructions: string; options?: Record<string, unknown>; extra?: Catalog }> = [
  { name: "calls of the module's own tools", instructions: "Call `list_files` first, then use read_file to open one." },
  { name: "a parameter in backticks", instructions: "Pass `max_bytes` for big files, and `file_path` always." },
  { name: "a snake_case word that is no call", instructions: "Paths are snake_case; keep the user_id out of answers." },
  { name: "a module's name", instructions: "Call web_research module tools only after loading it. Call web_research first." },
  { name: "a core tool", instructions: "Call ask_user when the path is unclear." },
  { name: "a tool of another module", instructions: "Call web_search for anything online." },
  { name: "a plain word after call", instructions: "Call search when lost." },
  { name: "a script or a member, joined by a dot", instructions: "Run fill_form.py on it, or call client.list_dirs." },
  { name: "a name the option adds", instructions: "Call code_interpreter to run it.", options: { tools: ["code_interpreter"] } },
];

describe("module-instructions-orphan", () => {
  const others = {
    actions: [action("ask_user", { description: "Ask the user." })],
    modules: [module("web_research", { description: "Search the web.", tools: ["web_search"], group: "app" })],
  };

  it("is a warning", () => {
    expect([rule.id, rule.defaultSeverity]).toEqual(["module-instructions-orphan", "warn"]);
  });

  it.each(invalid)("flags $name", ({ instructions, options, expected }) => {
    const c = catalog({ ...others, modules: [...others.modules, files(instructions)] });
    expect(shape(runRule(rule, c, options), expected)).toEqual(expected);
  });

  it("reads no skill's body: it calls the harness's tools and its scripts", () => {
    const skill = module("pdf", { form: "skill", description: "Fill PDF forms.", instructions: { text: "Call extract_fields first.", loc: loc(1) } });
    expect(runRule(rule, catalog({ modules: [skill] }))).toEqual([]);
  });

  it.each(valid)("accepts $name", ({ instructions, options }) => {
    const c = catalog({ ...others, modules: [...others.modules, files(instructions)] });
    expect(runRule(rule, c, options)).toEqual([]);
  });
});
