// A const array or object changed after it is declared no longer has the value written at its declaration
// (found on real code: the Attio MCP server builds each description with `const sentences = []`, `push`, then
// `return sentences.join(" ")`, and was reported as 35 empty descriptions). Such a binding is unresolved.
import { describe, expect, it } from "vitest";
import { catalogOf } from "../helpers/project.js";

const H = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\nconst server = new McpServer({ name: "s", version: "1" });\n`;

function described(body: string): [string, string | undefined, string][] {
  const catalog = catalogOf({ "src/a.ts": `${H}${body}\nserver.registerTool("t", { description: describe("Find") }, cb);` }, { presets: ["mcp"] });
  return catalog.actions.map((a) => [a.name, a.description, a.descriptionStatus]);
}

describe("a binding changed after its declaration is unresolved", () => {
  it.each([
    ["push", `function describe(verb: string) { const parts: string[] = []; parts.push(verb + " items."); return parts.join(" "); }`],
    ["unshift", `function describe(verb: string) { const parts = ["items."]; parts.unshift(verb); return parts.join(" "); }`],
    ["splice", `function describe(verb: string) { const parts = ["x"]; parts.splice(0, 1, verb); return parts.join(" "); }`],
    ["an element assignment", `function describe(verb: string) { const parts = ["x"]; parts[0] = verb; return parts.join(" "); }`],
    ["a property assignment", `function describe(verb: string) { const o = { text: "x" }; o.text = verb; return o.text; }`],
    ["Object.assign", `function describe(verb: string) { const o = { text: "x" }; Object.assign(o, { text: verb }); return o.text; }`],
    ["a push in a nested block", `function describe(verb: string) { const parts: string[] = []; if (verb) { parts.push(verb); } return parts.join(" "); }`],
  ])("%s", (_title, body) => {
    expect(described(body)).toEqual([["t", undefined, "unresolved"]]);
  });

  it.each([
    ["an array only read", `function describe(verb: string) { const parts = [verb, "items."]; return parts.join(" "); }`, "Find items."],
    ["a push onto another array", `const log: string[] = [];\nfunction describe(verb: string) { const parts = [verb, "items."]; log.push("x"); return parts.join(" "); }`, "Find items."],
    ["a sort, which keeps the elements", `function describe(verb: string) { const parts = [verb]; parts.sort(); return parts.join(" "); }`, "Find"],
    ["a local `let` of the same name changed elsewhere", `function other() { const parts = ["y"]; parts.push("z"); return parts; }\nfunction describe(verb: string) { const parts = [verb]; return parts.join(" "); }`, "Find"],
  ])("near miss: %s keeps its value", (_title, body, text) => {
    expect(described(body)).toEqual([["t", text, "ok"]]);
  });
});
