// A registration in a loop (`for (const tool of tools) server.registerTool(tool.name, …)`) registers definitions
// declared elsewhere: built from the loop variable, it is a template, like a declaration built from the
// parameters of a function (docs/design.md#static-evaluation), not an item with an unreadable name and description.
import { describe, expect, it } from "vitest";
import { catalogOf } from "../helpers/project.js";

const SERVER = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
const server = new McpServer({ name: "s", version: "1" });
`;
const DEFS = `export const TOOLS = [
  { name: "list_items", description: "List the items.", inputSchema: {} },
  { name: "add_item", description: "Add an item.", inputSchema: {} },
];
`;

function names(loop: string): (string | undefined)[][] {
  const catalog = catalogOf({ "src/defs.ts": DEFS, "src/server.ts": `${SERVER}import { TOOLS } from "./defs.js";\n${loop}` }, { presets: ["mcp"] });
  return catalog.actions.map((a) => [a.name, a.description]);
}

describe("registrations in a loop", () => {
  it.each([
    ["for…of over an array", `for (const tool of TOOLS) server.registerTool(tool.name, { description: tool.description }, cb);`],
    ["for…of with destructuring", `for (const { name, description } of TOOLS) { server.registerTool(name, { description }, cb); }`],
    ["for…of over entries", `for (const [i, tool] of TOOLS.entries()) server.tool(tool.name, tool.description, cb);`],
    ["for…in", `for (const i in TOOLS) server.registerTool(TOOLS[0].name + i, { description: "x" + i }, cb);`],
  ])("%s adds nothing to the definitions", (_title, loop) => {
    expect(names(loop)).toEqual([
      ["list_items", "List the items."],
      ["add_item", "Add an item."],
    ]);
  });

  it("a declaration in a loop body that does not use the loop variable is an item", () => {
    expect(names(`for (const tool of TOOLS) { server.registerTool("ping", { description: "Check the server." }, cb); }`)).toEqual([
      ["list_items", "List the items."],
      ["add_item", "Add an item."],
      ["ping", "Check the server."],
    ]);
  });
});

// Definitions no matcher finds by themselves (no input schema or annotations): the loop that registers them
// declares one item per element, reported where the element is written and related to the loop.
describe("a loop over a statically known list declares once per element", () => {
  const PLAIN = `const listItems = { name: "list_items", config: { description: "List the items." }, run: cb };
const addItem = { name: "add_item", config: { description: "Add an item." }, run: cb };
export const PLAIN = [listItems, addItem];
export const BY_KEY = { listItems, addItem };
export const make = (name: string, description: string) => () => ({ name, description, run: cb });
export const MADE = [make("list_items", "List the items."), make("add_item", "Add an item.")];
export const NAMES = ["list_items", "add_item"];
`;
  const found = (loop: string) => {
    const catalog = catalogOf({ "src/plain.ts": PLAIN, "src/server.ts": `${SERVER}import { PLAIN, BY_KEY, MADE, NAMES } from "./plain.js";\n${loop}` }, { presets: ["mcp"] });
    const at = (l: { file: string; line: number } | undefined) => l && `${l.file.replace("/project/", "")}:${l.line}`;
    return catalog.actions.map((a) => [a.name, a.description, at(a.loc), at(a.instantiatedAt)]);
  };
  const AT_REGISTRATION = [
    ["list_items", "List the items.", "src/server.ts:4", undefined],
    ["add_item", "Add an item.", "src/server.ts:4", undefined],
  ];
  const AT_ELEMENTS = [
    ["list_items", "List the items.", "src/plain.ts:1", "src/server.ts:4"],
    ["add_item", "Add an item.", "src/plain.ts:2", "src/server.ts:4"],
  ];
  it.each([
    ["for…of", `for (const tool of PLAIN) server.registerTool(tool.name, tool.config, tool.run);`, AT_ELEMENTS],
    ["forEach", `PLAIN.forEach((tool) => server.registerTool(tool.name, tool.config, tool.run));`, AT_ELEMENTS],
    ["map, positional", `PLAIN.map(function (t) { return server.tool(t.name, t.config.description, t.run); });`, AT_ELEMENTS],
    ["Object.values", `Object.values(BY_KEY).forEach((tool) => { server.registerTool(tool.name, tool.config, tool.run); });`, AT_ELEMENTS],
    ["a destructured callback element", `PLAIN.forEach(({ name, config }) => server.registerTool(name, config, cb));`, AT_ELEMENTS],
    ["a destructured for…of element", `for (const { name, config: c } of PLAIN) { server.registerTool(name, c, cb); }`, AT_ELEMENTS],
    // `[name, tool]` of Object.entries: each name the element at its position (an entry Object.entries makes is no
    // literal to point at, so each is reported where it is registered); a nested pattern reads that element.
    ["an array-destructured for…of element of Object.entries", `for (const [key, tool] of Object.entries(BY_KEY)) server.registerTool(tool.name, tool.config, tool.run);`, AT_REGISTRATION],
    ["an array-destructured callback element of Object.entries", `Object.entries(BY_KEY).map(([, tool]) => server.registerTool(tool.name, tool.config, tool.run));`, AT_REGISTRATION],
    [
      "a nested pattern of an array-destructured element",
      `for (const [key, { config }] of Object.entries(BY_KEY)) server.registerTool(key, config, cb);`,
      [
        ["listItems", "List the items.", "src/server.ts:4", undefined],
        ["addItem", "Add an item.", "src/server.ts:4", undefined],
      ],
    ],
    // A const of the loop's body holds what is registered.
    ["a const of the loop body", `for (const tool of PLAIN) { const config = tool.config; server.registerTool(tool.name, config, tool.run); }`, AT_ELEMENTS],
    // The elements are made by a factory: each is written in the factory's object.
    [
      "map of a factory's results",
      `MADE.map((f) => f()).forEach((tool) => server.tool(tool.name, tool.description, tool.run));`,
      [
        ["list_items", "List the items.", "src/plain.ts:5", "src/server.ts:4"],
        ["add_item", "Add an item.", "src/plain.ts:5", "src/server.ts:4"],
      ],
    ],
    // A list chosen or cut at run time is all it can hold: each element is a tool the code can register.
    ["a filtered list", `PLAIN.filter(enabled).forEach((tool) => server.registerTool(tool.name, tool.config, tool.run));`, AT_ELEMENTS],
    [
      "either of two lists, by a condition known only at run time",
      `for (const tool of zh ? [PLAIN[1]] : [PLAIN[0]]) server.registerTool(tool.name, tool.config, tool.run);`,
      [AT_ELEMENTS[1], AT_ELEMENTS[0]],
    ],
    [
      "a const that holds either of two lists, filtered",
      `const tools = zh ? [PLAIN[1]] : [PLAIN[0]];\nfor (const tool of tools.filter(enabled)) server.registerTool(tool.name, tool.config, tool.run);`,
      [AT_ELEMENTS[1], AT_ELEMENTS[0]].map(([n, d, f, at]) => [n, d, f, at!.replace(":4", ":5")]),
    ],
    ["one of two lists, by a condition that is known", `for (const tool of NAMES.length > 1 ? [PLAIN[1]] : [PLAIN[0]]) server.registerTool(tool.name, tool.config, tool.run);`, [AT_ELEMENTS[1]]],
    [
      "what a project function returns, given a list chosen at run time",
      `function pick(list: any[], allow?: string[]) { return list.filter((t) => !allow || allow.includes(t.name)); }\nfor (const tool of pick(zh ? [PLAIN[1]] : [PLAIN[0]], allowed)) server.registerTool(tool.name, tool.config, tool.run);`,
      [AT_ELEMENTS[1], AT_ELEMENTS[0]].map(([n, d, , at]) => [n, d, n === "list_items" ? "src/plain.ts:1" : "src/plain.ts:2", at!.replace(":4", ":5")]),
    ],
    // Strings: no object to point at, so the registration is where each is reported.
    [
      "a list of names",
      `for (const n of NAMES) server.tool(n, "Get " + n + ".", cb);`,
      [
        ["list_items", "Get list_items.", "src/server.ts:4", undefined],
        ["add_item", "Get add_item.", "src/server.ts:4", undefined],
      ],
    ],
  ])("%s", (_title, loop, expected) => {
    expect(found(loop)).toEqual(expected);
  });

  it.each([
    ["a list known only at run time", `for (const tool of loadTools()) server.registerTool(tool.name, tool.config, tool.run);`],
    [
      "a list a function cut at run time, its body more than one returned expression",
      `function pick(list: any[]) { let kept = list.filter(enabled); if (strict) kept = kept.filter(safe); return kept; }\nfor (const tool of pick(PLAIN)) server.registerTool(tool.name, tool.config, tool.run);`,
    ],
    ["either of two lists, one known only at run time", `for (const tool of zh ? PLAIN : loadTools()) server.registerTool(tool.name, tool.config, tool.run);`],
    ["a const that holds either of two lists, one known only at run time", `const tools = zh ? PLAIN : loadTools();\nfor (const tool of tools) server.registerTool(tool.name, tool.config, tool.run);`],
    ["a const whose branch names itself", `let zh = false;\nconst tools = zh ? tools : loadTools();\nfor (const tool of tools) server.registerTool(tool.name, tool.config, tool.run);`],
    ["a destructured element of a run-time list", `loadTools().forEach(({ name, config }) => server.registerTool(name, config, cb));`],
    // Another library's registerTool(def, options) (WebMCP's adapter re-registering a remote server's tools): its
    // first argument, a const of the loop body, is an object, not a name.
    [
      "registerTool(def, options) with def a const of the loop body",
      `for (const tool of loadTools()) { const def = { name: tool.name, description: tool.description ?? tool.name }; context.registerTool(def, { signal }); }`,
    ],
    ["a callback that is not the iterating one", `PLAIN.reduce((acc, tool) => server.registerTool(tool.name, tool.config, tool.run), 0);`],
  ])("near miss: %s declares nothing", (_title, loop) => {
    expect(found(loop)).toEqual([]);
  });

  it("a name two loop bodies bind is each body's own", () => {
    const loop = `for (const t of PLAIN) { const c = t.config; server.registerTool(t.name, c, t.run); }\nfor (const n of NAMES) { const c = { description: "Other." }; server.registerTool(n, c, cb); }`;
    const catalog = catalogOf({ "src/plain.ts": PLAIN, "src/server.ts": `${SERVER}import { PLAIN, NAMES } from "./plain.js";\n${loop}` }, { presets: ["mcp"] });
    // Both loops register both names, each with its own `c`.
    expect(catalog.actions.map((a) => [a.name, a.description])).toEqual([
      ["list_items", "List the items."],
      ["add_item", "Add an item."],
      ["list_items", "Other."],
      ["add_item", "Other."],
    ]);
  });

  it("the rest of an array-destructured element is not followed: the key names each tool, its text is unknown", () => {
    const catalog = catalogOf(
      { "src/plain.ts": PLAIN, "src/server.ts": `${SERVER}import { BY_KEY } from "./plain.js";\nObject.entries(BY_KEY).forEach(([key, ...rest]) => server.registerTool(key, rest[0].config, cb));` },
      { presets: ["mcp"] },
    );
    expect(catalog.actions.map((a) => [a.name, a.descriptionStatus, a.unresolvedReason])).toEqual([
      ["listItems", "unresolved", "`rest` is bound by the rest of an array destructuring"],
      ["addItem", "unresolved", "`rest` is bound by the rest of an array destructuring"],
    ]);
  });

  it.each([
    [
      "a map's definitions registered under their keys: each is one tool, at its definition, named as registered",
      `const DEFS = { list_items: { name: "items_list", description: "List the items.", inputSchema: {}, annotations: {} } };\nfor (const [name, def] of Object.entries(DEFS)) server.registerTool(name, { description: def.description }, cb);`,
      [["list_items", "List the items.", "src/server.ts:3"]],
    ],
    [
      "near miss: a text two definitions share is folded into neither",
      `const DEFS = { a: { name: "x", description: "Same.", inputSchema: {}, annotations: {} }, b: { name: "y", description: "Same.", inputSchema: {}, annotations: {} } };\nfor (const [name, def] of Object.entries({ c: DEFS.a })) server.registerTool(name, { description: def.description }, cb);`,
      [["x", "Same.", "src/server.ts:3"], ["y", "Same.", "src/server.ts:3"], ["c", "Same.", "src/server.ts:4"]],
    ],
  ])("%s", (_title, source, expected) => {
    const catalog = catalogOf({ "src/server.ts": `${SERVER}${source}` }, { presets: ["mcp"] });
    expect(catalog.actions.map((a) => [a.name, a.description, `${a.loc.file.replace("/project/", "")}:${a.loc.line}`])).toEqual(expected);
  });

  it("two loops over one list (a server per transport) declare each element once", () => {
    const loop = `for (const t of PLAIN) server.registerTool(t.name, t.config, t.run);\nfor (const t of PLAIN) other.registerTool(t.name, t.config, t.run);`;
    expect(found(loop).map((a) => a[0])).toEqual(["list_items", "add_item"]);
  });
});

// A guard of the loop's body (`if (!command.mcp) continue;`, `return;` in a callback) skips the elements it holds
// for: a registry of commands, only some of them tools, registers no tool for the others.
describe("a loop's guards skip the elements they are known to hold for", () => {
  const COMMANDS = `export const COMMANDS = [
  { id: "a", mcp: { tool: "list_items", description: "List the items." } },
  { id: "b" },
  { id: "c", mcp: { tool: "add_item", description: "Add an item." } },
];
`;
  const found = (loop: string) => {
    const catalog = catalogOf({ "src/commands.ts": COMMANDS, "src/server.ts": `${SERVER}import { COMMANDS } from "./commands.js";\n${loop}` }, { presets: ["mcp"] });
    return catalog.actions.map((a) => [a.name, a.descriptionStatus]);
  };
  const TOOLS_ONLY = [
    ["list_items", "ok"],
    ["add_item", "ok"],
  ];
  // What the loop registers when no guard applies: the second command makes an entry with neither name nor text.
  const ALL = [["list_items", "ok"], ["<unnamed action at line 4>", "unresolved"], ["add_item", "ok"]];
  it.each([
    ["`continue` in a for…of", `for (const c of COMMANDS) { if (!c.mcp) continue; server.tool(c.mcp.tool, c.mcp.description, cb); }`, TOOLS_ONLY],
    ["`continue` in a block", `for (const c of COMMANDS) { if (!c.mcp) { continue; } const m = c.mcp; server.tool(m.tool, m.description, cb); }`, TOOLS_ONLY],
    ["`return` in a forEach callback", `COMMANDS.forEach((c) => { if (c.mcp === undefined) return; server.tool(c.mcp.tool, c.mcp.description, cb); });`, TOOLS_ONLY],
    ["two guards, one of them never true", `for (const c of COMMANDS) { if (c.id === "z") continue; if (!c.mcp) continue; server.tool(c.mcp.tool, c.mcp.description, cb); }`, TOOLS_ONLY],
    // Near misses: no guard before the declaration, or one whose truth is not known, skips nothing.
    ["near miss: the guard comes after the declaration", `for (const c of COMMANDS) { server.tool(c.mcp.tool, c.mcp.description, cb); if (!c.mcp) continue; }`, ALL],
    ["near miss: an `if` with an `else`", `for (const c of COMMANDS) { if (!c.mcp) continue; else log(c); server.tool(c.mcp.tool, c.mcp.description, cb); }`, ALL],
    ["near miss: a condition not statically known", `for (const c of COMMANDS) { if (disabled(c)) continue; server.tool(c.mcp.tool, c.mcp.description, cb); }`, ALL],
    ["near miss: a labelled `continue` is not read (its label may name an outer loop)", `outer: for (const c of COMMANDS) { if (!c.mcp) continue outer; server.tool(c.mcp.tool, c.mcp.description, cb); }`, ALL],
    ["near miss: `return` with a value in a callback", `COMMANDS.map((c) => { if (!c.mcp) return null; return server.tool(c.mcp.tool, c.mcp.description, cb); });`, ALL],
  ])("%s", (_title, loop, expected) => {
    expect(found(loop)).toEqual(expected);
  });
});

// A loop over a list only known at run time (modules imported by a path, a loader's result, a parameter of a function
// nobody calls) whose declaration takes both its name and its text from the element: one tool per element, declared
// where the elements are. It is no item named after its function; the resolver counts it as a limit (`stats`).
describe("a declaration per element of a list only known at run time", () => {
  const AI = `import { tool } from "ai";\n`;
  const found = (files: Record<string, string>) => {
    const catalog = catalogOf(files, { presets: ["mcp", "vercel-ai"] });
    return { actions: catalog.actions.map((a) => [a.name, a.description ?? null]), limits: catalog.limits.map((l) => [l.kind, l.name, l.unproven === undefined ? "proven" : "unproven"]) };
  };
  it.each([
    [
      "a registration of modules loaded at run time",
      `${SERVER}export async function discoverTools(paths: string[]) {
  for (const path of paths) {
    const descriptor = (await import(path)).default;
    server.registerTool(descriptor.name, descriptor.description, descriptor.schema, descriptor.handler);
  }
}`,
      "paths",
    ],
    [
      "an adapter that wraps every action of a list it is given",
      `${AI}export function createTools(actions: Record<string, any>) {
  const tools: Record<string, unknown> = {};
  for (const key of Object.keys(actions)) {
    const action = actions[key];
    tools[key] = tool({ description: \`\${action.description}\`.slice(0, 1023), parameters: action.schema, execute: action.run });
  }
  return tools;
}`,
      "Object.keys(…)",
    ],
    [
      "a loader's result",
      `${SERVER}declare function loadTools(): Promise<any[]>;\nconst defs = await loadTools();\nfor (const d of defs) server.registerTool(d.name, { description: d.description }, cb);`,
      "defs",
    ],
    [
      "a registration whose receiver is not traced to the framework (unproven: no info names it)",
      `export async function proxy(registry: any, remote: any) {\n  for (const t of await remote.listTools()) registry.registerTool(t.name, { description: t.description }, cb);\n}`,
      "remote.listTools(…)",
      "unproven",
    ],
  ])("%s is no item, and a limit", (_title, code, list, proven = "proven") => {
    expect(found({ "src/server.ts": code })).toEqual({ actions: [], limits: [["list", list, proven]] });
  });

  // Near misses: a text written out, a declaration that reads nothing of the element, an element the list gives.
  it.each([
    [
      "a literal text beside a name built from the element",
      `${SERVER}declare const langs: string[];\nfor (const lang of langs) server.tool(\`translate_\${lang}\`, "Translate the text into one language.", cb);`,
      [["<unnamed action at line 4>", "Translate the text into one language."]],
    ],
    [
      "a name and text from an import, in a loop that does not give them",
      `${SERVER}import { NAME, TEXT, PORTS } from "./missing.js";\nexport function serve() { for (const port of PORTS) server.registerTool(NAME, { description: TEXT }, cb); }`,
      [["serve", null]],
    ],
    [
      "a literal name and text in a loop over a run-time list",
      `${SERVER}import { PORTS } from "./missing.js";\nfor (const port of PORTS) server.registerTool("ping", { description: "Check the server is up." }, cb);`,
      [["ping", "Check the server is up."]],
    ],
  ])("near miss: %s stays an item", (_title, code, actions) => {
    expect(found({ "src/server.ts": code }).actions).toEqual(actions);
  });
});

// A branch of the loop's body declares only for the elements that reach it: `case X:` of a `switch` on the element
// (several cases before one body, any of them), and `if (test)` (its `else`, the elements where the test is false).
// A clause reached by falling through, or with `default` among its cases, and a test not known, skip nothing.
describe("a declaration in a branch of the loop's body declares only for the elements that reach it", () => {
  const NAMES = `export const LIST = "list_items";\nexport const ADD = "add_item";\nexport const NAMES = [LIST, ADD];\n`;
  const found = (loop: string) => {
    const catalog = catalogOf({ "src/names.ts": NAMES, "src/server.ts": `${SERVER}import { LIST, ADD, NAMES } from "./names.js";\n${loop}` }, { presets: ["mcp"] });
    return catalog.actions.map((a) => `${a.name} | ${a.description}`);
  };
  const EACH_ONCE = ["list_items | List the items.", "add_item | Add an item."];
  it.each([
    [
      "a switch on the element, a case each",
      `for (const name of NAMES) { switch (name) { case LIST: server.registerTool(name, { description: "List the items." }, cb); break; case ADD: server.registerTool(name, { description: "Add an item." }, cb); break; } }`,
      EACH_ONCE,
    ],
    [
      "a switch whose cases return, in a forEach callback",
      `NAMES.forEach((name) => { switch (name) { case LIST: { server.registerTool(name, { description: "List the items." }, cb); return; } case ADD: server.registerTool(name, { description: "Add an item." }, cb); return; default: throw new Error(name); } });`,
      EACH_ONCE,
    ],
    [
      "two cases before one body",
      `for (const name of NAMES) { switch (name) { case "other": case ADD: server.registerTool(name, { description: "Add an item." }, cb); break; } }`,
      ["add_item | Add an item."],
    ],
    [
      "an if and its else",
      `for (const name of NAMES) { if (name === LIST) server.registerTool(name, { description: "List the items." }, cb); else { server.registerTool(name, { description: "Add an item." }, cb); } }`,
      EACH_ONCE,
    ],
  ])("%s", (_title, loop, expected) => {
    expect(found(loop)).toEqual(expected);
  });

  it.each([
    [
      "a clause fallen into declares for its cases and the one before",
      `for (const name of NAMES) { switch (name) { case LIST: log(name); case ADD: server.registerTool(name, { description: "An item tool." }, cb); break; } }`,
      ["list_items | An item tool.", "add_item | An item tool."],
    ],
    [
      "`default` among the cases skips nothing",
      `for (const name of NAMES) { switch (name) { case "other": default: server.registerTool(name, { description: "An item tool." }, cb); } }`,
      ["list_items | An item tool.", "add_item | An item tool."],
    ],
    [
      "a test not known skips nothing",
      `for (const name of NAMES) { if (enabled(name)) server.registerTool(name, { description: "An item tool." }, cb); }`,
      ["list_items | An item tool.", "add_item | An item tool."],
    ],
  ])("near miss: %s", (_title, loop, expected) => {
    expect(found(loop)).toEqual(expected);
  });
});

// A toolkit's definitions made by a factory several toolkits call (so a registration is not folded into them), each
// `{ method, name, description, … }` whose `name` is a title: the loop that registers them by `method` names the tool
// the model sees, and the definition is not listed a second time under its title.
describe("a registration loop over a factory's definitions, by another field than their name", () => {
  const files = (register: string) => ({
    "src/shared/balance.ts": `const tool = (context: any) => ({\n  method: "retrieve_balance",\n  name: "Retrieve Balance",\n  description: "Retrieve the balance of the account.",\n  inputSchema: schema,\n  annotations: { readOnlyHint: true },\n});\nexport default tool;\n`,
    "src/shared/tools.ts": `import balance from "./balance.js";\nconst tools = (context: any) => [balance(context)];\nexport default tools;\n`,
    "src/mcp/toolkit.ts": `${SERVER}import tools from "../shared/tools.js";\nexport function serve(configuration: any) {\n  const filtered = tools(configuration.context).filter((t) => allowed(t));\n  filtered.forEach((tool) => { ${register} });\n}\n`,
    "src/other/toolkit.ts": `import tools from "../shared/tools.js";\nexport const defs = tools({}).map((t) => describeIt(t));\n`,
  });
  const found = (register: string) =>
    catalogOf(files(register), { presets: ["mcp"] }).actions.map((a) => `${a.name} | ${a.description} | ${a.declarationLoc.file.replace("/project/", "")}:${a.declarationLoc.line} | ${a.unproven ? "unproven" : "proven"}`);
  it.each([
    ["by `method`: the registered name only", `server.tool(tool.method, tool.description, tool.inputSchema.shape, cb);`, ["retrieve_balance | Retrieve the balance of the account. | src/shared/balance.ts:1 | proven"]],
    ["near miss: by `name`, the definition's own name: one tool", `server.tool(tool.name, tool.description, tool.inputSchema.shape, cb);`, ["Retrieve Balance | Retrieve the balance of the account. | src/shared/balance.ts:1 | proven"]],
    [
      "near miss: a text of the registration's own: both listed",
      `server.tool(tool.method, "Retrieve it.", tool.inputSchema.shape, cb);`,
      ["Retrieve Balance | Retrieve the balance of the account. | src/shared/balance.ts:1 | proven", "retrieve_balance | Retrieve it. | src/shared/balance.ts:1 | proven"],
    ],
  ])("%s", (_title, register, expected) => {
    expect(found(register)).toEqual(expected);
  });
});
