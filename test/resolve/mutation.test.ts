// A const array or object changed after it is declared no longer has the value written at its declaration (found on
// real code: the Attio MCP server builds each description with `const sentences = []`, `push`, then `return
// sentences.join(" ")`, and was reported as 35 empty descriptions). A list or text built step by step in one body,
// each step at its top level or under an `if`, is folded (extract/visitors/builders.ts); any other change leaves the
// binding unresolved.
import { describe, expect, it } from "vitest";
import { catalogOf } from "../helpers/project.js";

const H = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\nconst server = new McpServer({ name: "s", version: "1" });\n`;

function described(body: string): [string, string | undefined, string][] {
  const catalog = catalogOf({ "src/a.ts": `${H}${body}\nserver.registerTool("t", { description: describe("Find") }, cb);` }, { presets: ["mcp"] });
  return catalog.actions.map((a) => [a.name, a.description, a.descriptionStatus]);
}

describe("a binding changed after its declaration is unresolved", () => {
  it.each([
    ["unshift", `function describe(verb: string) { const parts = ["items."]; parts.unshift(verb); return parts.join(" "); }`],
    ["splice", `function describe(verb: string) { const parts = ["x"]; parts.splice(0, 1, verb); return parts.join(" "); }`],
    ["an element assignment", `function describe(verb: string) { const parts = ["x"]; parts[0] = verb; return parts.join(" "); }`],
    ["a property assignment", `function describe(verb: string) { const o = { text: "x" }; o.text = verb; return o.text; }`],
    ["an assignment to a computed key (it may be the key read)", `function describe(verb: string) { const o = { text: "x" }; o[verb] = verb; return o.text; }`],
    ["Object.assign", `function describe(verb: string) { const o = { text: "x" }; Object.assign(o, { text: verb }); return o.text; }`],
    ["a push in a loop", `function describe(verb: string) { const parts: string[] = []; for (const w of words) parts.push(w); return parts.join(" "); }`],
    ["a push in a callback", `function describe(verb: string) { const parts: string[] = [verb]; words.forEach((w) => parts.push(w)); return parts.join(" "); }`],
    ["a push after a read", `function describe(verb: string) { const parts: string[] = [verb]; log(parts); parts.push("items."); return parts.join(" "); }`],
    ["a push in a branch that returns", `function describe(verb: string) { const parts: string[] = [verb]; if (verb) { parts.push("x"); return "y"; } parts.push("items."); return parts.join(" "); }`],
    ["a push in a branch that then reads the list", `function describe(verb: string) { const parts: string[] = [verb]; parts.push("items."); if (verb) { parts.push("x"); log(parts); } return parts.join(" "); }`],
    ["a push whose condition reads the list", `function describe(verb: string) { const parts: string[] = [verb]; if (parts.length > 1) parts.push("x"); return parts.join(" "); }`],
    ["a \`let\` assigned after its steps", `function describe(verb: string) { let text = "a"; text += verb; reset(); text = "b"; return text; }`],
    ["a \`let\` changed in a loop", `function describe(verb: string) { let text = verb; for (const w of words) text += w; return text; }`],
    ["a \`let\` changed by a function declared before it", `function describe(verb: string) { function bump() { text += "!"; } let text = verb; text += " items."; bump(); return text; }`],
    ["a \`let\` that starts as no text", `function describe(verb: string) { let text = count; text += verb; return text; }`],
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

describe("a list or text built step by step is folded", () => {
  it.each([
    ["a push", `function describe(verb: string) { const parts: string[] = []; parts.push(verb + " items."); return parts.join(" "); }`, "Find items."],
    ["pushes of several values and a spread", `function describe(verb: string) { const parts = [verb]; parts.push("the", "items"); parts.push(...["by", "name."]); return parts.join(" "); }`, "Find the items by name."],
    [
      "pushes under known conditions, with else",
      `const o = { deletes: true };\nfunction describe(verb: string) { const parts: string[] = [verb + " items."]; if (o.deletes) { parts.push("Cannot be undone."); } else parts.push("Read-only."); if (!o.deletes) parts.push("Safe."); return parts.join(" "); }`,
      "Find items. Cannot be undone.",
    ],
    [
      "the Attio shape: an options object, block consts, trim and endsWith",
      `function fmt(o: { capability: string; boundaries?: string }) { const sentences: string[] = []; const capability = o.capability.trim(); sentences.push(capability.endsWith(".") ? capability : \`\${capability}.\`); if (o.boundaries) { const b = o.boundaries.trim(); sentences.push(b.startsWith("Never ") ? b : \`Never \${b}.\`); } if (o.hint) { sentences.push(o.hint); } return sentences.join(" "); }\nfunction describe(verb: string) { return fmt({ capability: \`\${verb} items \`, boundaries: "delete items" }); }`,
      "Find items. Never delete items.",
    ],
    ["a \`let\` text grown by +=", `function describe(verb: string) { let text = \`\${verb} items.\`; text += " By name."; if (verb === "Find") text += " Fast."; else text += " Slow."; return text; }`, "Find items. By name. Fast."],
    ["a statement that does not read it between the steps", `function describe(verb: string) { const parts = [verb]; log("x"); parts.push("items."); return parts.join(" "); }`, "Find items."],
  ])("%s", (_title, body, text) => {
    expect(described(body)).toEqual([["t", text, "ok"]]);
  });

  it("a condition not known statically leaves the text unresolved, and says why", () => {
    const catalog = catalogOf(
      { "src/a.ts": `${H}function describe(verb: string) { const parts = [verb]; if (process.env.X) parts.push("x"); return parts.join(" "); }\nserver.registerTool("t", { description: describe("Find") }, cb);` },
      { presets: ["mcp"] },
    );
    expect(catalog.actions.map((a) => [a.name, a.descriptionStatus, a.unresolvedReason])).toEqual([["t", "unresolved", expect.stringContaining("process")]]);
  });
});

// A tool set held in a const that gets more tools under keys computed at run time (`tools[toolKey] =
// openai.tools.mcp(…)`): the tools written keep the keys they are given, which are the names the model sees.
describe("a tool set with keys added at run time", () => {
  const TOOL = `import { tool } from "ai";\nimport { z } from "zod";\nexport const checkConnections = tool({ description: "Check which servers are connected.", inputSchema: z.object({}), execute });\n`;
  const agent = (after: string) =>
    `import { streamText } from "ai";\nimport { checkConnections } from "./tool.js";\nexport function run(extra: Record<string, any>) {\n  const tools: any = { CHECK_ACTIVE_CONNECTIONS: checkConnections };\n${after}  return streamText({ model, tools: tools, prompt: "hi" });\n}\n`;
  const names = (after: string) => catalogOf({ "src/tool.ts": TOOL, "src/agent.ts": agent(after) }, { presets: ["vercel-ai"] }).actions.map((a) => a.name);
  it.each([
    ["keys added in a loop", `  for (const key of Object.keys(extra)) tools[key] = extra[key];\n`, ["CHECK_ACTIVE_CONNECTIONS"]],
    ["nothing added", ``, ["CHECK_ACTIVE_CONNECTIONS"]],
    ["near miss: the whole set replaced by a call", `  Object.assign(tools, extra);\n`, ["checkConnections"]],
  ])("%s", (_title, after, expected) => {
    expect(names(after)).toEqual(expected);
  });
});
