// One expression written once is one IR tree in a file's facts, however many times the walk reads it (toIR keeps
// objects, arrays, calls and templates by node): `export const a = createAction({ … })` is read as the binding
// `a` and as the declaration's object, and a factory call as a binding and as a call site. Two literals written
// alike in two places stay two trees: sharing is by where an expression is written, never by its text.
import { describe, expect, it } from "vitest";
import { extractFile } from "../../src/extract/extract.js";
import type { Expr, FileFacts } from "../../src/extract/facts.js";
import { PRESETS } from "../../src/extract/presets/index.js";

const AP = `import { createAction, Property } from "@activepieces/pieces-framework";\n`;
const MCP = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\n`;

function binding(facts: FileFacts, name: string, scope = 0): Expr {
  const value = facts.scopes[scope].bindings.get(name);
  if (value === undefined) throw new Error(`no binding ${name}`);
  return value;
}

function callArg(e: Expr, index: number): Expr {
  if (e.k !== "call") throw new Error(`not a call: ${e.k}`);
  return e.args[index];
}

/** [case, source, preset, the two reads of one place (same: the very same object) or of two places (not)]. */
const CASES: [string, string, keyof typeof PRESETS, (f: FileFacts) => [Expr, Expr], "same" | "not"][] = [
  [
    "an exported action: the binding's call argument is the declaration's object",
    `${AP}export const send = createAction({ name: "send", displayName: "Send", description: "Send a message.", props: {}, async run() {} });`,
    "activepieces",
    (f) => [callArg(binding(f, "send"), 0), f.decls[0].arg],
    "same",
  ],
  [
    "a factory call kept as a call site: its argument is the binding's",
    `${MCP}function make(def) { return def; }\nconst t = make({ name: "get", description: "Get it." });\nserver.registerTool(t.name, { description: t.description }, async () => ({}));`,
    "mcp",
    (f) => [callArg(binding(f, "t"), 0), f.calls[0].args[0]],
    "same",
  ],
  [
    "near miss: two literals written alike in two places are two trees",
    `${AP}export const a = createAction({ name: "send", displayName: "Send", description: "Send it.", props: {}, async run() {} });\nexport const b = createAction({ name: "send", displayName: "Send", description: "Send it.", props: {}, async run() {} });`,
    "activepieces",
    (f) => [f.decls[0].arg, f.decls[1].arg],
    "not",
  ],
  [
    "near miss: the same object in a function's scope and in the module's are each read in their own scope",
    `${AP}const shared = { name: "send", displayName: "Send", description: "Send it.", props: {} };\nexport const a = createAction({ ...shared, async run() { const local = { name: "x" }; return local; } });`,
    "activepieces",
    (f) => [binding(f, "shared"), f.decls[0].arg],
    "not",
  ],
];

describe("toIR: one IR tree per expression written", () => {
  it.each(CASES)("%s", (_case, source, preset, reads, expected) => {
    const facts = extractFile("/p/src/a.ts", source, PRESETS[preset].matchers.map((m) => ({ ...m })));
    const [a, b] = reads(facts);
    if (expected === "same") expect(a).toBe(b);
    else {
      expect(a).not.toBe(b);
      expect(a.k).toBe("obj");
    }
  });
});
