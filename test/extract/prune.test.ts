// A function's consts that no evaluation can read are not kept in the facts (extract/prune.ts): a handler's
// working variables. What an expression the resolver evaluates names (a declaration, a call site, a returned
// value, another kept const), the module's consts, and texts a core prompt may be are kept.
import { describe, expect, it } from "vitest";
import { extractFile } from "../../src/extract/extract.js";
import type { FileFacts } from "../../src/extract/facts.js";
import { PRESETS } from "../../src/extract/presets/index.js";

const AP = `import { createAction, Property } from "@activepieces/pieces-framework";\n`;

/** The names each named function (or "<module>" for the module) keeps, sorted; functions without bindings left out. */
function kept(facts: FileFacts): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  facts.scopes.forEach((scope, i) => {
    const name = i === 0 ? "<module>" : scope.name || `#${i}`;
    if (scope.bindings.size > 0) out[name] = [...scope.bindings.keys()].sort();
  });
  return out;
}

/** [case, source, the bindings kept per function]. Every source declares an action, so the file is extracted in full. */
const CASES: [string, string, Record<string, string[]>][] = [
  [
    "a handler's working consts are dropped",
    `${AP}export const send = createAction({ name: "send", displayName: "Send", description: "Send it.", props: {},\n` +
      `  async run(ctx) { const response = await fetch(ctx.url); const status = response.status; await save(status); } });`,
    { "<module>": ["send"] },
  ],
  [
    "near miss: a returned const, and the const it reads, are kept; the one beside them is not",
    `${AP}function text() { const a = "Send it."; const b = a; const unused = "x"; return b; }\n` +
      `export const send = createAction({ name: "send", displayName: "Send", description: text(), props: {}, async run() {} });`,
    { "<module>": ["send", "text"], text: ["a", "b"] },
  ],
  [
    "near miss: a const a declaration inside the function reads (a factory) is kept",
    `${AP}export function make(name) { const label = name.trim(); const other = name.length; return createAction({ name, displayName: label, description: "Send it.", props: {}, async run() {} }); }`,
    { "<module>": ["make"], make: ["label"] },
  ],
  [
    "near miss: a const an argument of a call site reads is kept",
    `${AP}function make(def) { return createAction({ ...def, props: {}, async run() {} }); }\n` +
      `function setup() { const def = { name: "get", displayName: "Get", description: "Get it." }; const log = "x"; make(def); }`,
    { "<module>": ["make", "setup"], setup: ["def"] },
  ],
  [
    "near miss: an outer function's const a nested function returns is kept there",
    `${AP}function outer() { const x = "a"; const y = "b"; return () => x; }\n` +
      `export const send = createAction({ name: "send", displayName: "Send", description: outer()(), props: {}, async run() {} });`,
    { "<module>": ["outer", "send"], outer: ["x"] },
  ],
  [
    "near miss: a template nobody reads is kept (a core prompt may list modules)",
    `${AP}function prompt(list) { const intro = \`Tools: \${list}\`; const n = list.length; }\n` +
      `export const send = createAction({ name: "send", displayName: "Send", description: "Send it.", props: {}, async run() {} });`,
    { "<module>": ["prompt", "send"], prompt: ["intro"] },
  ],
  [
    "near miss: the module's consts are all kept (another file may import them)",
    `${AP}const unused = "z";\nexport const send = createAction({ name: "send", displayName: "Send", description: "Send it.", props: {}, async run() {} });`,
    { "<module>": ["send", "unused"] },
  ],
];

describe("pruneBindings: a function's consts no evaluation reads are dropped", () => {
  it.each(CASES)("%s", (_case, source, expected) => {
    const facts = extractFile("/p/src/a.ts", source, PRESETS.activepieces.matchers.map((m) => ({ ...m })));
    expect(facts.deferred).toBeUndefined();
    expect(kept(facts)).toEqual(expected);
  });
});
