// What the evaluator reads that leaves a found tool named and described: enum members, consts of `if`/`try`/`case`
// blocks, a constructor's const handed to `super`, a helper that returns from branches, a name's literal fallback;
// and the near misses it must leave unknown (with a true reason).
import { describe, expect, it } from "vitest";
import { extractFile } from "../../src/extract/extract.js";
import { catalogOf } from "../helpers/project.js";

/** `name | description` (or `name | (status: reason)`) of every action of a one-file project. */
function found(presets: string[], source: string): string[] {
  return catalogOf({ "src/a.ts": source }, { presets }).actions.map(
    (a) => `${a.name} | ${a.descriptionStatus === "ok" ? a.description : `(${a.descriptionStatus}: ${a.unresolvedReason ?? ""})`}`,
  );
}

const MCP = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\nconst server = new McpServer({ name: "s", version: "1" });\n`;

describe("evaluator: what it reads", () => {
  it.each<[string, string[], string, string[]]>([
    [
      "an enum member as the name",
      ["mcp"],
      `${MCP}enum ToolName { GetUser = "get_user", ListUsers = "list_users" }\nserver.registerTool(ToolName.ListUsers, { description: "List users." }, cb);`,
      ["list_users | List users."],
    ],
    [
      "an enum member inside a template",
      ["mcp"],
      `${MCP}enum Prefix { Crm = "crm" }\nserver.registerTool(\`\${Prefix.Crm}_search\`, { description: "Search the CRM." }, cb);`,
      ["crm_search | Search the CRM."],
    ],
    [
      "an enum's implicit numbers after an explicit one",
      ["mcp"],
      `${MCP}enum Level { Low = 3, High }\nserver.registerTool("level", { description: \`Set level \${Level.High}.\` }, cb);`,
      ["level | Set level 4."],
    ],
    [
      "a const of an `if` block",
      ["mcp"],
      `${MCP}export function register(flag: boolean) {\n  if (flag) {\n    const text = "Read a file.";\n    server.registerTool("read", { description: text }, cb);\n  }\n}`,
      ["read | Read a file."],
    ],
    [
      "a const of a `try` block",
      ["mcp"],
      `${MCP}export function register() {\n  try {\n    const text = "Write a file.";\n    server.registerTool("write", { description: text }, cb);\n  } catch {}\n}`,
      ["write | Write a file."],
    ],
    [
      "a constructor's const handed to `super`",
      ["langchain"],
      `import { StructuredTool } from "@langchain/core/tools";\nexport class Search extends StructuredTool {\n  constructor() {\n    const toolInput = { name: "search", description: "Search the web." };\n    super(toolInput);\n  }\n}`,
      ["search | Search the web."],
    ],
    [
      "a destructuring const of a loop's body: a converter of tools read at run time declares nothing (a template)",
      ["vercel-ai"],
      `import { dynamicTool } from "ai";\nexport function convert(list: Def[]) {\n  for (const def of list) {\n    const { name, description } = def;\n    tools[name] = dynamicTool({ description, inputSchema, execute });\n  }\n}`,
      [],
    ],
    [
      "a converter called with the elements of an array-pattern parameter declares nothing (a template per call)",
      ["vercel-ai"],
      `import { tool } from "ai";\nfunction convert(t: T) {\n  const cfg = { description: t.description };\n  cfg.execute = run;\n  return tool(cfg);\n}\nexport const all = (m: M) => Object.entries(m).map(([name, t]) => convert(t));`,
      [],
    ],
    [
      "a description given as a function of nothing: what it returns",
      ["mcp"],
      `import type { Tool } from "@modelcontextprotocol/sdk/types.js";\nexport const t: Tool = { name: "agent", description: () => ["Delegate a task.", "It runs alone."].join(" "), inputSchema };`,
      ["agent | Delegate a task. It runs alone."],
    ],
    [
      "`description(input)` beside `prompt()` (Claude Code's Tool type): the model reads what `prompt()` returns",
      ["mcp"],
      `import type { Tool } from "@modelcontextprotocol/sdk/types.js";\nconst PROMPT = "Run a shell command.";\nexport const t: Tool = { name: "Bash", async description({ description }) { return description || "Run shell command"; }, async prompt(_options) { return PROMPT; }, inputSchema };`,
      ["Bash | Run a shell command."],
    ],
    [
      "`description()` of nothing beside `prompt()`: still what `prompt()` returns",
      ["mcp"],
      `import type { Tool } from "@modelcontextprotocol/sdk/types.js";\nexport const t: Tool = { name: "Agent", async description() { return "Launch a new agent"; }, prompt: async () => "Launch a new agent to handle a task alone.", inputSchema };`,
      ["Agent | Launch a new agent to handle a task alone."],
    ],
    [
      "`typeof d === \"function\" ? d() : d` of a text, and of a function of nothing",
      ["mcp"],
      `${MCP}const text = "Read a file.";\nconst make = () => "Write a file.";\nserver.registerTool("read", { description: typeof text === "function" ? text() : text }, cb);\nserver.registerTool("write", { description: typeof make !== "function" ? make : make() }, cb);`,
      ["read | Read a file.", "write | Write a file."],
    ],
    [
      "a key assigned after the declaration: the other keys are still as written",
      ["mcp"],
      `${MCP}const config = { description: "Read a file." };\nconfig.annotations = { readOnlyHint: true };\nserver.registerTool("read", config, cb);`,
      ["read | Read a file."],
    ],
    [
      "the rest of a destructuring: the source without the keys taken",
      ["mcp"],
      `${MCP}const full = { description: "Read a file.", outputSchema: {} };\nconst { outputSchema, ...config } = full;\nserver.registerTool("read", config, cb);`,
      ["read | Read a file."],
    ],
    [
      "arithmetic on known numbers inside a template (JavaScript's own results)",
      ["mcp"],
      `${MCP}const CONFIG = { waitMs: 60000, retries: 3 };\nserver.registerTool("fill", { description: \`Wait \${CONFIG.waitMs / 1000} s, \${CONFIG.retries * 2 - 1} tries, \${7 % 4}, \${2 ** 3}, \${1 / 3}.\` }, cb);`,
      ["fill | Wait 60 s, 5 tries, 3, 8, 0.3333333333333333."],
    ],
    [
      "`JSON.stringify` of a known example, with its spacing",
      ["mcp"],
      `${MCP}const EXAMPLE = { query: "tags", limit: 2, nested: [true, null] };\nserver.registerTool("search", { description: \`Search. Input: \${JSON.stringify(EXAMPLE)} or \${JSON.stringify({ q: "x" }, null, 2)}\` }, cb);`,
      ['search | Search. Input: {"query":"tags","limit":2,"nested":[true,null]} or {\n  "q": "x"\n}'],
    ],
    [
      "`Object.keys`, `Object.values` and `Object.entries` of a known object",
      ["mcp"],
      `${MCP}const MODES = { fast: "Quick", full: "Thorough" };\nserver.registerTool("run", { description: \`Modes: \${Object.keys(MODES).join(", ")}; \${Object.values(MODES).join("/")}; \${Object.entries(MODES).map((e) => e[0] + "=" + e[1]).join(" ")}.\` }, cb);`,
      ["run | Modes: fast, full; Quick/Thorough; fast=Quick full=Thorough."],
    ],
    [
      "an element access whose key is each name of a list made from another map's keys",
      ["mcp"],
      `${MCP}const SCHEMAS: Record<string, object> = { get_dom: {}, get_styles: {} };\nconst DESCRIPTIONS: Record<string, string> = { get_dom: "Read the DOM.", get_styles: "Read computed styles." };\nconst ALL = Object.keys(SCHEMAS);\nfor (const name of ALL) server.registerTool(name, { description: DESCRIPTIONS[name] ?? \`Execute \${name}\` }, cb);`,
      ["get_dom | Read the DOM.", "get_styles | Read computed styles."],
    ],
    [
      "a factory called in a loop over a known list, given the loop variable: one call per element",
      ["mcp"],
      `${MCP}function register(tool: { name: string; description: string }) {\n  server.registerTool(tool.name, { description: tool.description }, cb);\n}\nconst TOOLS = [{ name: "a", description: "Do a." }, { name: "b", description: "Do b." }];\nfor (const tool of TOOLS) register(tool);`,
      ["a | Do a.", "b | Do b."],
    ],
    [
      "a factory called in a loop with what it reads of the element (`register(server, tool.name, tool.config)`): one call per element",
      ["mcp"],
      `${MCP}function register(s: unknown, name: string, config: { description: string }) {\n  server.registerTool(name, { description: config.description }, cb);\n}\nconst TOOLS = [{ name: "a", config: { description: "Do a." } }, { name: "b", config: { description: "Do b." } }];\nfor (const tool of TOOLS) register(server, tool.name, tool.config);`,
      ["a | Do a.", "b | Do b."],
    ],
    [
      "a factory called in a loop that passes only a key named like the loop variable (`{ tool: 1 }`): one call",
      ["mcp"],
      `${MCP}function register(o: { tool: number }) {\n  server.registerTool("c", { description: \`Do c \${o.tool}.\` }, cb);\n}\nfor (const tool of ["x", "y"]) register({ tool: 1 });`,
      ["c | Do c 1."],
    ],
    [
      "a factory called in a loop that does not pass the loop variable: one call",
      ["mcp"],
      `${MCP}function register(tool: { name: string; description: string }) {\n  server.registerTool(tool.name, { description: tool.description }, cb);\n}\nconst FIXED = { name: "c", description: "Do c." };\nfor (const attempt of [1, 2]) register(FIXED);`,
      ["c | Do c."],
    ],
    [
      "`Math.round()` of known numbers inside a template (JavaScript's own result)",
      ["mcp"],
      `${MCP}const RATIO = 2 / 3;\nserver.registerTool("guess", { description: \`Guess \${Math.round(RATIO * 100)}% of the mean, from \${Math.max(0, -1)}.\` }, cb);`,
      ["guess | Guess 67% of the mean, from 0."],
    ],
    [
      "one name bound in two blocks: each block reads its own",
      ["mcp"],
      `${MCP}export function register(flag: boolean) {\n  if (flag) { const text = "Read a file."; server.registerTool("read", { description: text }, cb); }\n  else { const text = "Write a file."; server.registerTool("write", { description: text }, cb); }\n}`,
      ["read | Read a file.", "write | Write a file."],
    ],
    [
      "the cases of a tools/list switch, each with its own consts (a shorthand key too), and a block const that shadows the function's",
      ["mcp"],
      `${MCP}export function register(kind: string) {\n  const description = "Outer.";\n  server.registerTool("outer", { description }, cb);\n  switch (kind) {\n    case "a": { const description = "List the a items."; const name = "list_a"; server.registerTool(name, { description }, cb); break; }\n    case "b": { const description = \`List the \${"b"} items.\`; const name = "list_b"; server.registerTool(name, { description }, cb); break; }\n  }\n}`,
      ["outer | Outer.", "list_a | List the a items.", "list_b | List the b items."],
    ],
    [
      "a block's own list built step by step and changed there",
      ["mcp"],
      `${MCP}export function register(flag: boolean) {\n  const parts = ["Read."];\n  if (flag) { const parts = ["Write."]; parts.push("Now."); server.registerTool("w", { description: parts.join(" ") }, cb); }\n  server.registerTool("r", { description: parts.join(" ") }, cb);\n}`,
      ["w | (unresolved: `parts` is changed after it is declared (`push()`))", "r | Read."],
    ],
    [
      "an instance of a class written in the file: its fields, one the constructor sets from nothing of its own too",
      ["mcp"],
      `${MCP}class Tool { name = "get-contacts"; description: string; constructor() { this.description = "Get all contacts."; } }\nconst t = new Tool();\nserver.tool(t.name, t.description, cb);`,
      ["get-contacts | Get all contacts."],
    ],
    [
      "methods of known text with known arguments: split, slice, substring, repeat, padEnd, endsWith, startsWith, includes",
      ["mcp"],
      `${MCP}const SLUG = "read-file";\nconst WORDS = SLUG.split(/-/);\nserver.registerTool(WORDS.join("_"), { description: \`\${SLUG.slice(0, 4)} \${SLUG.substring(5)} \${"=".repeat(2)}\${"x".padEnd(3, ".")} \${SLUG.endsWith("file") ? "ends" : "no"} \${SLUG.startsWith("x") ? "starts" : "no"} \${SLUG.includes("-") ? "has" : "no"}\` }, cb);`,
      ["read_file | read file ==x.. ends no has"],
    ],
    [
      "loose equality: `x != null` of a known value, `==` of a number and its text",
      ["mcp"],
      `${MCP}const LIMIT = 10;\nconst NONE = null;\nserver.registerTool("list", { description: \`List \${LIMIT != null ? LIMIT : "all"} items\${NONE == undefined ? "." : "!"} \${LIMIT == "10" ? "Ten." : ""}\` }, cb);`,
      ["list | List 10 items. Ten."],
    ],
    [
      "comparisons of known numbers and texts: <, >, <=, >=",
      ["mcp"],
      `${MCP}const CATEGORIES = ["a", "b"];\nserver.registerTool("list", { description: \`List \${CATEGORIES.length > 1 ? "categories" : "a category"}\${CATEGORIES.length <= 0 ? "" : "."}\${"a" < "b" ? " Sorted." : ""}\${2 >= 3 ? " Many." : ""}\` }, cb);`,
      ["list | List categories. Sorted."],
    ],
    [
      "`.slice()` of a known list with known bounds, then joined",
      ["mcp"],
      `${MCP}const SAFE_PATHS = ["/etc", "/var", "/tmp"];\nserver.registerTool("config_get", { description: \`Read a config under \${SAFE_PATHS.slice(0, 2).join(", ")}.\` }, cb);`,
      ["config_get | Read a config under /etc, /var."],
    ],
    [
      "a loop over `Object.keys(…)` of a known object, written in the loop",
      ["mcp"],
      `${MCP}const DESCRIPTIONS: Record<string, string> = { get_dom: "Read the DOM." };\nfor (const name of Object.keys(DESCRIPTIONS)) server.registerTool(name, { description: DESCRIPTIONS[name] }, cb);`,
      ["get_dom | Read the DOM."],
    ],
    [
      "an element access whose key is a factory's argument: the entry of each call",
      ["mcp"],
      `${MCP}const TEXT: Record<string, string> = { audit: "List audit events." };\nfunction make(id: string) {\n  server.registerTool(\`list_\${id}\`, { description: TEXT[id] }, cb);\n}\nmake("audit");`,
      ["list_audit | List audit events."],
    ],
    [
      "a factory's argument read in a template: the text of each call",
      ["mcp"],
      `${MCP}function make(id: string) {\n  server.registerTool(\`list_\${id}\`, { description: \`List \${id} events.\` }, cb);\n}\nmake("audit");`,
      ["list_audit | List audit events."],
    ],
  ])("%s", (_title, presets, source, expected) => {
    expect(found(presets, source)).toEqual(expected);
  });
});

describe("evaluator: a module namespace spread into an object", () => {
  it("reads the module's exports through the spread, and the object's own keys beside it", () => {
    const files = {
      "src/tools/get-account.ts": `export const name = "ynab_get_account";\nexport const description = "Gets one account by its ID.";\nexport const inputSchema = {};`,
      "src/server.ts": `${MCP}import * as GetAccount from "./tools/get-account.js";\nfunction defineTool(title: string, tool: any) { return { title, ...tool }; }\nfunction register(tool: any) { server.registerTool(tool.name, { title: tool.title, description: \`\${tool.title}: \${tool.description}\` }, cb); }\nregister(defineTool("Get account", GetAccount));`,
    };
    const actions = catalogOf(files, { presets: ["mcp"] }).actions.map((a) => `${a.name} | ${a.description}`);
    expect(actions).toEqual(["ynab_get_account | Get account: Gets one account by its ID."]);
  });
});

describe("a name bound again in more blocks than are followed", () => {
  it("past 64 blocks of their own, the name is unknown where it is not a block's own, with the reason", () => {
    const blocks = Array.from({ length: 66 }, (_, i) => `  if (k === ${i}) { const text = "Tool ${i}."; server.registerTool("t${i}", { description: text }, cb); }`).join("\n");
    const rows = found(["mcp"], `${MCP}export function register(k: number) {\n${blocks}\n}`);
    expect(rows.filter((r) => !/^t\d+ \| Tool \d+\.$/.test(r))).toEqual([
      "t0 | (unresolved: `text` is bound in more than 64 blocks)",
      "t65 | (unresolved: `text` is bound in more than 64 blocks)",
    ]);
    expect(rows).toHaveLength(66);
  });
});

describe("evaluator: near misses, unknown with a true reason", () => {
  it.each<[string, string, string[]]>([
    [
      "`Math.round()` of a value that is not a number",
      `${MCP}server.registerTool("guess", { description: \`Guess \${Math.round("a")}.\` }, cb);`,
      ["guess | (unresolved: `Math.round()` of a value that is not a known number)"],
    ],
    [
      "`.slice()` with a bound known only at run time",
      `${MCP}const SAFE_PATHS = ["/etc", "/var"];\nlet shown = 1;\nserver.registerTool("config_get", { description: \`Read under \${SAFE_PATHS.slice(0, shown).join(", ")}.\` }, cb);`,
      ["config_get | (unresolved: `shown` is a `let`/`var` variable, not a const)"],
    ],
    [
      "a text method with an argument known only at run time",
      `${MCP}const SLUG = "read-file";\nserver.registerTool("x", { description: SLUG.split(process.env.SEP!).join(" ") }, cb);`,
      ["x | (unresolved: `process` is no const, function, parameter or import in scope (a global, or bound where summarylint does not look))"],
    ],
    [
      "a text method with arguments it does not take (a regular expression with a back-reference to split by, a repeat too long)",
      `${MCP}const SLUG = "read-file";\nserver.registerTool("x", { description: SLUG.split(/(a)\\1/).join(" ") }, cb);\nserver.registerTool("y", { description: "ab".repeat(1e9) }, cb);`,
      ["x | (unresolved: `.split()` by a regular expression summarylint does not run)", "y | (unresolved: a call of `….repeat()`, which is not a function summarylint can evaluate)"],
    ],
    [
      "a destructured parameter of a function never called is said as such",
      `${MCP}export function make({ description }: { description?: string }) {\n  server.registerTool("x", { description: typeof description === "string" ? description : "Make x." }, cb);\n}`,
      ["x | (unresolved: a destructured parameter of `make`, which is never called)"],
    ],
    [
      "a call on a name that is a key of every object (`constructor`, `toString`): no global of the evaluator, and no crash",
      `${MCP}const constructor = { make: () => "Made." };\nserver.registerTool("a", { description: constructor.make() }, cb);\nserver.registerTool("b", { description: toString.call(1) }, cb);`,
      [
        "a | Made.",
        "b | (unresolved: a call of `toString.call()`: `toString` is no const, function, parameter or import in scope (a global, or bound where summarylint does not look))",
      ],
    ],
    [
      "an instance's field set from the constructor's argument, a getter, one a base class gives, an abstract class",
      `${MCP}class A { name = "a"; description: string; constructor(d: string) { this.description = d; } }\nclass E { constructor(readonly name: string, readonly description = "E.") {} }\nserver.tool("e", new E("e").description, cb);\nclass B { name = "b"; get description() { return "B."; } }\nclass C extends Base { name = "c"; }\nabstract class D { name = "d"; description = "D."; }\nfor (const t of [new A("A."), new B(), new C()]) server.tool(t.name, t.description, cb);\nconst d = new D();\nserver.tool("d", d.description, cb);`,
      [
        "e | (unresolved: `E.description` is set when an instance is made)",
        "d | (unresolved: an object made by `new D(…)`)",
        "a | (unresolved: `A.description` is set when an instance is made)",
        "b | (unresolved: `B.description` is a getter)",
        "c | (unresolved: a field `C` may have from its base class, which is not followed)",
      ],
    ],
    [
      "a comparison of a number and a text",
      `${MCP}server.registerTool("x", { description: 2 > "1" ? "More." : "Less." }, cb);`,
      ["x | (unresolved: the operator `>` on values that are not two numbers or two texts)"],
    ],
    [
      "loose equality with a value known only at run time",
      `${MCP}server.registerTool("x", { description: process.env.X != null ? "Set." : "Unset." }, cb);`,
      ["x | (unresolved: `process` is no const, function, parameter or import in scope (a global, or bound where summarylint does not look))"],
    ],
    [
      "an element access whose key is known only at run time",
      `${MCP}const TEXT: Record<string, string> = { a: "A." };\nserver.registerTool("x", { description: TEXT[process.env.TOOL_TEXT_KEY!] }, cb);`,
      ["x | (unresolved: an element access with a computed key)"],
    ],
    [
      "an ambient enum (its values are elsewhere)",
      `${MCP}declare enum ToolText { Read }\nserver.registerTool("read", { description: ToolText.Read }, cb);`,
      ["read | (unresolved: `ToolText` is an ambient enum)"],
    ],
    [
      "the key assigned after the declaration is the description: unknown, and says so",
      `${MCP}const config = { description: "Read a file." };\nconfig.description = load();\nserver.registerTool("read", config, cb);`,
      ["read | (unresolved: `config.description` is assigned after it is declared)"],
    ],
    [
      "the rest of a destructuring does not have the key taken",
      `${MCP}const full = { description: "Read a file.", title: "Read" };\nconst { description, ...config } = full;\nserver.registerTool("read", config, cb);`,
      ["read | (missing: )"],
    ],
    [
      "a zod schema of tool definitions (a name and a description that are schemas) is no tool; one with a text is",
      `import { z } from "zod";\nexport const out = z.object({ name: z.string().describe("Tool name"), description: z.string().describe("What it does"), inputSchema: z.record(z.string(), z.unknown()) });\nexport const t = { name: TOOL_NAME, description: "Read a file.", inputSchema };`,
      ["t | Read a file."],
    ],
    [
      "a description given as a function of its input is known per call only",
      `import type { Tool } from "@modelcontextprotocol/sdk/types.js";\nexport const t: Tool = { name: "agent", description: (input) => input.text, inputSchema };`,
      ["agent | (unresolved: the description is a function of its arguments, called at run time)"],
    ],
    [
      "a function of its input beside a `prompt` that is no function: still known per call only",
      `import type { Tool } from "@modelcontextprotocol/sdk/types.js";\nexport const t: Tool = { name: "agent", description: (input) => input.text, prompt: "Delegate.", inputSchema };`,
      ["agent | (unresolved: the description is a function of its arguments, called at run time)"],
    ],
    [
      "`typeof` of what is not known is not known, with its reason",
      `${MCP}export function f(d: string) { server.registerTool("read", { description: typeof d === "string" ? d : "Read." }, cb); }`,
      ["read | (unresolved: `d` is a parameter of `f`, which is never called)"],
    ],
    [
      "a comparison of two objects is not followed",
      `${MCP}const a = {};\nconst b = {};\nserver.registerTool("read", { description: a === b ? "Same." : "Other." }, cb);`,
      ["read | (unresolved: a comparison of two objects)"],
    ],
    [
      "an enum member after a text member has no number",
      `${MCP}enum T { A = "a", B }\nserver.registerTool("b", { description: T.B }, cb);`,
      ["b | (unresolved: the value of `T.B` follows a member that is not a number)"],
    ],
    [
      "arithmetic on a text is not followed",
      `${MCP}const N = "60";\nserver.registerTool("wait", { description: \`Wait \${N / 2} s.\` }, cb);`,
      ["wait | (unresolved: the operator `/` on a value that is not a number)"],
    ],
    [
      "a module loaded at run time",
      `${MCP}export async function register(file: string) {\n  const op = await import(file);\n  server.registerTool("op", { description: op.description }, cb);\n}`,
      ["op | (unresolved: a module loaded at run time (`await import(…)`))"],
    ],
    [
      "an object made by `new`, and `this`",
      `${MCP}const spec = new Spec();\nserver.registerTool("a", { description: spec.text }, cb);\nexport class K {\n  go() { server.registerTool("b", { description: this.text }, cb); }\n}`,
      ["a | (unresolved: an object made by `new Spec(…)`)", "b | (unresolved: `this`, known only when the method runs)"],
    ],
    [
      "`JSON.stringify` of a value with a function in it",
      `${MCP}const EXAMPLE = { run() {} };\nserver.registerTool("s", { description: \`Input: \${JSON.stringify(EXAMPLE)}\` }, cb);`,
      ["s | (unresolved: `JSON.stringify()` of a function)"],
    ],
    [
      "`JSON.stringify` with a replacer",
      `${MCP}server.registerTool("s", { description: JSON.stringify({ a: 1 }, (k, v) => v) }, cb);`,
      ["s | (unresolved: `JSON.stringify()` with a replacer)"],
    ],
    [
      "a `JSON` of the file's own is not JavaScript's",
      `${MCP}import { JSON } from "./json.js";\nserver.registerTool("s", { description: JSON.stringify({ a: 1 }) }, cb);`,
      ['s | (unresolved: a call of `JSON.stringify()`: `JSON` is imported from "./json.js", which is not among the linted files)'],
    ],
    [
      "`Object.keys` of what is not known",
      `${MCP}import { loadModes } from "modes";\nserver.registerTool("s", { description: Object.keys(loadModes()).join(", ") }, cb);`,
      ['s | (unresolved: a call of `loadModes()`: `loadModes` is imported from the package "modes")'],
    ],
    [
      "a factory's argument not known says which call gave it",
      `${MCP}function make(id: string) {\n  server.registerTool("list", { description: \`List \${id} events.\` }, cb);\n}\nexport async function main() {\n  make(await load());\n}`,
      ["list | (unresolved: `id`, given at a.ts:7: an `await` of `load(…)`, known only at run time)"],
    ],
  ])("%s", (_title, source, expected) => {
    expect(found(["mcp"], source)).toEqual(expected);
  });
});

const HELPER = `function text(kind: string) {\n  if (kind === "a") return "Read a file.";\n  return "Write a file.";\n}\n`;

describe("evaluator: a helper that returns from branches", () => {
  it.each<[string, string, string[]]>([
    [
      "`if (…) return`, then a return: the first condition that holds, else the last return",
      `${MCP}${HELPER}server.registerTool("w", { description: text("b") }, cb);\nserver.registerTool("r", { description: text("a") }, cb);`,
      ["w | Write a file.", "r | Read a file."],
    ],
    [
      "`else if` and `else`, each returning",
      `${MCP}function text(kind: string) {\n  if (kind === "a") return "Read.";\n  else if (kind === "b") { return "Write."; }\n  else return "Delete.";\n}\nserver.registerTool("b", { description: text("b") }, cb);\nserver.registerTool("c", { description: text("c") }, cb);`,
      ["b | Write.", "c | Delete."],
    ],
    [
      "conditions of `!`, `typeof`, `!==`, `&&` and `||`",
      `${MCP}function text(short: boolean, kind?: string) {\n  if (!short && typeof kind !== "string") return "Long.";\n  if (kind === "x" || kind === "y") return "Ex.";\n  return "Other.";\n}\nserver.registerTool("l", { description: text(false) }, cb);\nserver.registerTool("x", { description: text(true, "y") }, cb);\nserver.registerTool("o", { description: text(true, "z") }, cb);`,
      ["l | Long.", "x | Ex.", "o | Other."],
    ],
    [
      "consts before the returns, and in a returning block",
      `${MCP}function text(kind: string) {\n  const verb = "Read";\n  if (kind === "a") {\n    const what = "a file";\n    return \`\${verb} \${what}.\`;\n  }\n  return verb + " all.";\n}\nserver.registerTool("a", { description: text("a") }, cb);\nserver.registerTool("b", { description: text("b") }, cb);`,
      ["a | Read a file.", "b | Read all."],
    ],
    [
      "`switch`: a case that returns, cases that fall through to one, a `break` to the return after it, the default",
      `${MCP}const text = (kind: string) => {\n  switch (kind) {\n    case "a":\n      return "Read.";\n    case "b":\n    case "c":\n      return "Write.";\n    case "d":\n      break;\n    default:\n      return "Other.";\n  }\n  return "Nothing.";\n};\nserver.registerTool("a", { description: text("a") }, cb);\nserver.registerTool("b", { description: text("b") }, cb);\nserver.registerTool("d", { description: text("d") }, cb);\nserver.registerTool("z", { description: text("z") }, cb);`,
      ["a | Read.", "b | Write.", "d | Nothing.", "z | Other."],
    ],
    [
      "a statement with effects after the return taken is never reached",
      `${MCP}function text(kind: string) {\n  if (kind === "a") return "Read.";\n  log(kind);\n  return "Write.";\n}\nserver.registerTool("a", { description: text("a") }, cb);`,
      ["a | Read."],
    ],
    [
      "a `throw` on a condition that does not hold",
      `${MCP}function text(kind: string) {\n  if (!kind) throw new Error("no kind");\n  if (kind === "a") return "Read.";\n  return "Write.";\n}\nserver.registerTool("b", { description: text("b") }, cb);`,
      ["b | Write."],
    ],
    [
      "a helper of a mapped list returns per element",
      `${MCP}const kinds = ["a", "b"];\nfunction text(kind: string) {\n  if (kind === "a") return "Read.";\n  return "Write.";\n}\nserver.registerTool("all", { description: kinds.map(text).join(" ") }, cb);`,
      ["all | Read. Write."],
    ],
  ])("%s", (_title, source, expected) => {
    expect(found(["mcp"], source)).toEqual(expected);
  });

  it("blocks that run on into the code after them share its steps: the branches grow with the body, not doubling", () => {
    const blocks = Array.from({ length: 30 }, (_, i) => `  if (kind === "k${i}") {\n    if (flag) return "Flag ${i}.";\n  }\n`).join("");
    const source = `${MCP}function text(kind: string, flag: boolean) {\n${blocks}  return "None.";\n}\nserver.registerTool("k", { description: text("k29", false) }, cb);`;
    const steps = extractFile("/p/src/a.ts", source, [], { full: true }).scopes.find((s) => s.name === "text")?.branches?.steps;
    // Per block: the outer and the inner condition and the inner return; then the final return and the fall off the end.
    expect(steps?.length).toBe(30 * 3 + 2);
    expect(found(["mcp"], source)).toEqual(["k | None."]);
  });

  it("three thousand `if … return` in a row are read one after another, not nested", () => {
    const arms = Array.from({ length: 3000 }, (_, i) => `  if (kind === "k${i}") return "Kind ${i}.";\n`).join("");
    const source = `${MCP}function text(kind: string) {\n${arms}  return "None.";\n}\nserver.registerTool("last", { description: text("k2999") }, cb);`;
    expect(found(["mcp"], source)).toEqual(["last | Kind 2999."]);
  });
});

describe("evaluator: a helper that returns from branches, near misses (unknown with a true reason)", () => {
  it.each<[string, string, string[]]>([
    [
      "a condition on a value that is not known says which condition",
      `${MCP}${HELPER}server.registerTool("w", { description: text(process.env.KIND) }, cb);`,
      [`w | (unresolved: a call of \`text()\`, whose condition \`kind === "a"\` is not statically known: \`process\` is no const, function, parameter or import in scope (a global, or bound where summarylint does not look))`],
    ],
    [
      "a `case` on a value that is not known",
      `${MCP}function text(kind: string) {\n  switch (kind) {\n    case "a": return "Read.";\n    default: return "Write.";\n  }\n}\nserver.registerTool("w", { description: text(load()) }, cb);`,
      ["w | (unresolved: a call of `text()`, whose condition `kind === \"a\"` is not statically known: a call of `load()`: `load` is no const, function, parameter or import in scope (a global, or bound where summarylint does not look))"],
    ],
    [
      "a loop before the return",
      `${MCP}function text(kind: string) {\n  for (const k of kinds) if (k === kind) return "Known.";\n  if (kind === "a") return "Read.";\n  return "Write.";\n}\nserver.registerTool("a", { description: text("a") }, cb);`,
      ["a | (unresolved: a call of `text()`, whose body runs a loop before it returns)"],
    ],
    [
      "a call and an assignment before the return taken",
      `${MCP}function text(kind: string) {\n  if (kind === "a") return "Read.";\n  log(kind);\n  return "Write.";\n}\nfunction other(kind: string) {\n  let said = "Read.";\n  if (kind === "b") said = "Write.";\n  if (kind === "c") return "Copy.";\n  return said;\n}\nserver.registerTool("b", { description: text("b") }, cb);\nserver.registerTool("o", { description: other("b") }, cb);`,
      ["b | (unresolved: a call of `text()`, whose body makes a call before it returns)", "o | (unresolved: a call of `other()`, whose body changes a value before it returns)"],
    ],
    [
      "a `throw` on the way",
      `${MCP}function text(kind: string) {\n  if (!kind) throw new Error("no kind");\n  if (kind === "a") return "Read.";\n  return "Write.";\n}\nserver.registerTool("e", { description: text("") }, cb);`,
      ["e | (unresolved: a call of `text()`, which throws where its conditions lead)"],
    ],
    [
      "an async helper returns a promise: not read",
      `${MCP}async function text(kind: string) {\n  if (kind === "a") return "Read.";\n  return "Write.";\n}\nserver.registerTool("w", { description: text("b") }, cb);`,
      ["w | (unresolved: a call of `text()`, whose body is not a single returned expression)"],
    ],
  ])("%s", (_title, source, expected) => {
    expect(found(["mcp"], source)).toEqual(expected);
  });
});

describe("evaluator: a literal fallback for a name", () => {
  it.each<[string, string[], string, string[]]>([
    [
      "`args?.name || \"get\"` of a parameter nobody gives: the fallback",
      ["mcp"],
      `${MCP}export function reg(args?: { name?: string }) {\n  server.registerTool(args?.name || "get", { description: "Get a thing." }, cb);\n}`,
      ["get | Get a thing."],
    ],
    [
      "`??`, through a const",
      ["mcp"],
      `${MCP}export function reg(opts: { name?: string }) {\n  const name = opts.name ?? "get";\n  server.registerTool(name, { description: "Get a thing." }, cb);\n}`,
      ["get | Get a thing."],
    ],
    [
      "a destructured parameter's default",
      ["mcp"],
      `${MCP}export function reg({ name = "get" }: { name?: string }) {\n  server.registerTool(name, { description: "Get a thing." }, cb);\n}`,
      ["get | Get a thing."],
    ],
    [
      "a `name` field whose left side is a global",
      ["mcp"],
      `import type { Tool } from "@modelcontextprotocol/sdk/types.js";\nexport const t: Tool = { name: process.env.TOOL_NAME || "agent", description: "Delegate a task.", inputSchema };`,
      ["agent | Delegate a task."],
    ],
    [
      "known callers: each call's name, the fallback where a call gives none",
      ["mcp"],
      `${MCP}function reg(args: { name?: string }) {\n  server.registerTool(args.name || "get", { description: "Get a thing." }, cb);\n}\nreg({ name: "fetch" });\nreg({});`,
      ["fetch | Get a thing.", "get | Get a thing."],
    ],
    [
      "a loop over a known list: each element's name first",
      ["mcp"],
      `${MCP}for (const t of [{ name: "a" }, { title: "b" }]) server.registerTool(t.name || "x", { description: "Do it." }, cb);`,
      ["a | Do it.", "x | Do it."],
    ],
  ])("%s", (_title, presets, source, expected) => {
    expect(found(presets, source)).toEqual(expected);
  });
});

describe("evaluator: a fallback, near misses", () => {
  it.each<[string, string, string[]]>([
    [
      "both sides unknown: named by the enclosing function, as before",
      `${MCP}export function reg(args: { name?: string }) {\n  server.registerTool(args.name || process.env.NAME, { description: "Get a thing." }, cb);\n}`,
      ["reg | Get a thing."],
    ],
    [
      "an object of a tool's shape read at run time is no declaration for its fallback name",
      `import type { Tool } from "@modelcontextprotocol/sdk/types.js";\nconst data = JSON.parse(raw);\nexport const t = { name: data.name || "tool", description: data.description, inputSchema };`,
      [],
    ],
    [
      "a number fallback is no name",
      `${MCP}export function reg(args: { name?: string }) {\n  server.registerTool(args.name || 3, { description: "Get a thing." }, cb);\n}`,
      ["reg | Get a thing."],
    ],
    [
      "a template fallback that is not known is no name",
      `${MCP}export function reg(args: { name?: string }, i: number) {\n  server.registerTool(args.name || \`tool_\${i}\`, { description: "Get a thing." }, cb);\n}`,
      ["reg | Get a thing."],
    ],
    [
      "a description's fallback is not its text: unknown, and says it is a fallback",
      `${MCP}let opts = load();\nserver.registerTool("put", { description: opts.description || "Default text." }, cb);\nserver.registerTool("get", { description: opts.description ?? "Default text." }, cb);`,
      [
        "put | (unresolved: the text written is a fallback used only when `opts.description` is empty; `opts` is a `let`/`var` variable, not a const)",
        "get | (unresolved: the text written is a fallback used only when `opts.description` is null or undefined; `opts` is a `let`/`var` variable, not a const)",
      ],
    ],
    [
      "a description whose both sides are unknown keeps the left side's reason",
      `${MCP}let opts = load();\nserver.registerTool("put", { description: opts.description || other }, cb);`,
      ["put | (unresolved: `opts` is a `let`/`var` variable, not a const)"],
    ],
    [
      "a description from a parameter with a fallback is a template: no tool",
      `${MCP}export function reg(opts: { description?: string }) {\n  server.registerTool("put", { description: opts.description || "Default text." }, cb);\n}`,
      [],
    ],
  ])("%s", (_title, source, expected) => {
    expect(found(["mcp"], source)).toEqual(expected);
  });
});

// `await import("./tools.js")` with a literal specifier is the module's namespace, as `import * as` is; a
// specifier built at run time is not known.
describe("evaluator: a module imported at run time by a literal specifier", () => {
  const TOOLS = `export const listSchema = { description: "List the jobs." };\nexport const NAME = "list_jobs";\n`;
  const found = (server: string) =>
    catalogOf({ "src/tools.ts": TOOLS, "src/server.ts": `${MCP}${server}` }, { presets: ["mcp"] }).actions.map(
      (a) => `${a.name} | ${a.descriptionStatus === "ok" ? a.description : `(${a.descriptionStatus}: ${a.unresolvedReason ?? ""})`}`,
    );
  it.each([
    ["a namespace const", `export async function main() {\n  const tools = await import("./tools.js");\n  server.registerTool(tools.NAME, tools.listSchema, cb);\n}`, ["list_jobs | List the jobs."]],
    ["a destructuring const", `export async function main() {\n  const { NAME, listSchema } = await import("./tools.js");\n  server.registerTool(NAME, listSchema, cb);\n}`, ["list_jobs | List the jobs."]],
    ["near miss: a specifier built at run time", `export async function main(dir: string) {\n  const tools = await import(dir + "/tools.js");\n  server.registerTool("list_jobs", tools.listSchema, cb);\n}`, ["list_jobs | (unresolved: a module loaded at run time (`await import(…)`))"]],
  ])("%s", (_title, server, expected) => {
    expect(found(server)).toEqual(expected);
  });
});

// `obj?.key` is undefined where `obj` is known to be absent (an override map without that key), so a `??` fallback
// after it is the text; `obj.key` there (no `?.`) stays unknown, as JavaScript would throw.
describe("evaluator: optional chaining", () => {
  it.each<[string, string, string[]]>([
    [
      "an override map without the key: the fallback",
      `${MCP}const overrides: Record<string, { description?: string }> = { other: { description: "Other." } };\nconst ov = (name: string) => overrides[name];\nserver.registerTool("list", { description: ov("list")?.description ?? "List the sessions." }, cb);`,
      ["list | List the sessions."],
    ],
    [
      "an override map with the key: its text",
      `${MCP}const overrides: Record<string, { description?: string }> = { list: { description: "List every session." } };\nserver.registerTool("list", { description: overrides["list"]?.description ?? "List the sessions." }, cb);`,
      ["list | List every session."],
    ],
    [
      "near miss: without `?.` a property of undefined is unknown",
      `${MCP}const overrides: Record<string, { description?: string }> = {};\nserver.registerTool("list", { description: overrides["list"].description ?? "List the sessions." }, cb);`,
      ["list | (unresolved: the text written is a fallback used only when `overrides.list.description` is null or undefined; reading `description` of undefined)"],
    ],
  ])("%s", (_title, source, expected) => {
    expect(found(["mcp"], source)).toEqual(expected);
  });
});
