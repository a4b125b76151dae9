// Silent limits (docs/design.md#hostile-input). Factory call sites past the 1,000th were dropped without a word; a
// chain of 2,500 `export *` files overflowed the stack, was blamed on an innocent file and evaluated to "undefined" (a
// false broken-text error); a file nested past the parser's depth lost its declarations as a warning, so a real error
// in it exited 0; evaluator and walker recursions crashed the run. Now a limit reached is reported where it bites,
// never turns into a wrong verdict, and recursion depth is an explicit budget (or a loop), not the JavaScript stack.
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config/index.js";
import { MAX_NESTING } from "../../src/extract/visitors/context.js";
import { ALL_RULES, RULE_INFOS } from "../../rules/index.js";
import { lintProject, loadProject } from "../../src/project.js";
import { MIN_INSTANCE_BUDGET } from "../../src/resolve/instances.js";
import { at, brief, handler, IMPORT, parseJson, project, run } from "../cli/run.js";
import { sized } from "../helpers/heavy.js";

/** Extract, resolve and lint in process: the catalog (descriptions, reasons, limits) and the rule ids found. */
function lintInProcess(dir: string) {
  const loaded = loadProject(loadConfig({ cwd: dir, rules: RULE_INFOS }));
  const { diagnostics } = lintProject(loaded, ALL_RULES);
  return { catalog: loaded.catalog, diagnostics };
}

/** `-f json` through the CLI: exit code, results in brief, and a stderr free of stack traces. */
async function lintCli(dir: string) {
  const result = await run(dir, ["-f", "json"]);
  expect(result.stderr).not.toMatch(/RangeError|Maximum call stack|\n\s+at /);
  const json = parseJson(result.stdout);
  return { code: result.code, results: json.results.map((r) => ({ ...brief(r), severity: r.severity })), json };
}

/** For a test that writes and reads thousands of files or sites. */
const SLOW = 30_000;

const times = (n: number, f: (i: number) => string) => Array.from({ length: n }, (_, i) => f(i)).join("");

describe("factory call sites (a)", () => {
  const FACTORY = `${IMPORT}export function makeTool(name: string, description: string) {\n  return defineHandler({ name, description });\n}\n`;
  /** `n` calls of the factory, one a line after the import; the call at `empty` (0-based) has no description. */
  const calls = (n: number, empty: number) =>
    'import { makeTool } from "./tool";\n' + times(n, (i) => `export const t${i} = makeTool("tool_${i}", "${i === empty ? "" : `Reads record ${i} of the store.`}");\n`);

  it("1,500 sites: every one is an instance, and the 1,201st's empty description is reported at its call", async () => {
    const source = calls(1500, 1200);
    const dir = project({ "src/tool.ts": FACTORY, "src/calls.ts": source });
    const { code, results, json } = await lintCli(dir);
    expect({ code, actions: json.summary.actions, results, related: json.results[0]?.related?.map((r) => [r.file, r.line]) }).toEqual({
      code: 1,
      actions: 1500,
      results: [{ ruleId: "missing-description", messageId: "empty", file: "src/tool.ts", ...at(FACTORY, "description }"), subject: "action:tool_1200", severity: "error" }],
      related: [["src/calls.ts", at(source, 'makeTool("tool_1200"').line]],
    });
  });

  // Five times the old cap in `npm test`, twenty times in `npm run test:heavy`.
  const SITES = sized(5_000, 20_000);

  it(`${SITES.toLocaleString("en")} sites: ${SITES.toLocaleString("en")} instances (no limit reached)`, () => {
    const empty = (SITES * 3) / 4;
    const dir = project({ "src/tool.ts": FACTORY, "src/calls.ts": calls(SITES, empty) });
    const { catalog } = loadProject(loadConfig({ cwd: dir, rules: RULE_INFOS }));
    expect([catalog.actions.length, catalog.actions.filter((a) => a.description === "").map((a) => a.name), catalog.limits]).toEqual([SITES, [`tool_${empty}`], []]);
  }, SLOW);

  // Twelve factories, each calling the next twice: 4,096 instances of the innermost, more than its budget.
  const NEST = `${IMPORT}export function f0(d: string) { return defineHandler({ name: "item.read", description: d }); }\n${times(12, (i) => `export function f${i + 1}(d: string) { f${i}(d + " x"); f${i}(d + " y"); }\n`)}f12("Reads");\n`;

  it("a nest of factories past the budget: an info on the declaration says how many instances were not expanded", async () => {
    const dir = project({ "src/nest.ts": NEST });
    const { catalog } = lintInProcess(dir);
    const declaration = at(NEST, "defineHandler({ name");
    expect(catalog.limits.map(({ kind, name, skipped, kept, loc }) => ({ kind, name, skipped, kept, line: loc.line, column: loc.column }))).toEqual([
      { kind: "instances", name: "f0", skipped: 2 ** 12 - MIN_INSTANCE_BUDGET, kept: MIN_INSTANCE_BUDGET, ...declaration },
    ]);
    const { results } = await lintCli(dir);
    expect(results.filter((r) => r.ruleId === "unresolved-description")).toEqual([
      { ruleId: "unresolved-description", messageId: "instancesNotExpanded", file: "src/nest.ts", ...declaration, subject: "file:src/nest.ts", severity: "info" },
    ]);
    const stats = parseJson<{ totals: { limitsReached: number; actions: number } }>((await run(dir, ["stats", "-f", "json"])).stdout);
    expect([stats.totals.limitsReached, stats.totals.actions]).toEqual([1, MIN_INSTANCE_BUDGET]);
  });
});

describe("module chains (b)", () => {
  const USE = `${IMPORT}import { TEXT } from "./m0";\nexport const t = defineHandler({ name: "item.read", description: \`Reads \${TEXT}.\` });\n`;
  const END = 'export const TEXT = "one item";\n';
  const chain = (n: number, link: (i: number) => string, use: string) => ({
    "src/use.ts": use,
    ...Object.fromEntries(Array.from({ length: n }, (_, i) => [`src/m${i}.ts`, link(i)])),
    [`src/m${n}.ts`]: END,
  });

  // The issue's 2,500 files; the others overflowed the stack later, so they are longer (thousands of files to write
  // and read: a longer timeout than vitest's 5 s).
  it.each([
    [2500, "`export *`", (i: number) => `export * from "./m${i + 1}";\n`, USE],
    [5000, "`export { TEXT } from`", (i: number) => `export { TEXT } from "./m${i + 1}";\n`, USE],
    [2500, "an import exported again", (i: number) => `import { TEXT } from "./m${i + 1}";\nexport { TEXT };\n`, USE],
    [5000, "`export *`, read through a namespace", (i: number) => `export * from "./m${i + 1}";\n`, USE.replace("import { TEXT }", "import * as M").replace("${TEXT}", "${M.TEXT}")],
  ])("a chain of %i files of %s is followed to its end", (n, _title, link, use) => {
    const { catalog, diagnostics } = lintInProcess(project(chain(n, link, use)));
    expect([catalog.actions.map((a) => a.description), catalog.problems, diagnostics.map((d) => d.ruleId)]).toEqual([["Reads one item."], [], []]);
  }, SLOW);

  it("a module the parser could not read: the name is unresolved with the reason, never the text \"undefined\"", async () => {
    const deep = `${END.replace("TEXT", "OTHER")}const P = ${"(".repeat(50_000)}"x"${")".repeat(50_000)};\n`;
    const dir = project({ "src/use.ts": USE, "src/m0.ts": 'export * from "./m1";\n', "src/m1.ts": deep });
    const { catalog } = lintInProcess(dir);
    expect(catalog.actions.map((a) => [a.descriptionStatus, a.unresolvedReason])).toEqual([
      ["unresolved", "`TEXT` may be exported by m1.ts, which summarylint could not read in full (too-deep)"],
    ]);
    // It declares nothing, so nothing was lost: a warning, and the run passes.
    const { code, results } = await lintCli(dir);
    expect([code, results.map((r) => [r.ruleId, r.messageId, r.file, r.severity])]).toEqual([
      0,
      [
        ["unreadable-source", "tooDeep", "src/m1.ts", "warn"],
        ["unresolved-description", "unresolved", "src/use.ts", "info"],
      ],
    ]);
  });

  it("a cycle of imports exported again ends, unresolved", () => {
    const dir = project({
      "src/use.ts": USE,
      "src/m0.ts": 'import { TEXT } from "./m1";\nexport { TEXT };\n',
      "src/m1.ts": 'import { TEXT } from "./m0";\nexport { TEXT };\n',
    });
    expect(lintInProcess(dir).catalog.actions.map((a) => a.unresolvedReason)).toEqual(["the export `TEXT` is circular"]);
  });
});

describe("nesting past the parser (c)", () => {
  const DELETE = handler("contact.delete", { description: "" });
  const deepest = (needle: string, back = 0) => (source: string) => {
    const found = at(source, needle);
    return { line: found.line, column: found.column - back };
  };
  const start = () => ({ line: 1, column: 1 });
  const n = 50_000;

  // Where the problem points: the deepest bracket, found with the scanner; the file's start when none nests deep.
  it.each<[string, string, (source: string) => { line: number; column: number }]>([
    ["parentheses", `const P = ${"(".repeat(n)}"x"${")".repeat(n)};\n`, deepest('"x"', 1)],
    ["arrays", `const A = ${"[".repeat(n)}"x"${"]".repeat(n)};\n`, deepest('"x"', 1)],
    ["objects", `const O = ${"{ a: ".repeat(n)}"x"${" }".repeat(n)};\n`, deepest('"x"', 5)],
    ["calls", `const C = ${"f(".repeat(n)}"x"${")".repeat(n)};\n`, deepest('"x"', 1)],
    ["template substitutions", `const T = ${"`${".repeat(n)}"x"${"}`".repeat(n)};\n`, deepest('"x"', 3)],
    ["blocks", `${"{".repeat(n)}${"}".repeat(n)}\n`, deepest("{}")],
    ["arrow functions", `const F = ${"() => ".repeat(n)}"x";\n`, start],
    ["if statements", `${"if (x) ".repeat(n)};\n`, start],
    ["conditionals", `const T = ${"x ? 1 : ".repeat(n)}2;\n`, start],
  ])("%s, 50,000 deep, beside a declaration: an error there (exit 1), never a pass", async (_title, nest, where) => {
    const source = IMPORT + nest + DELETE;
    const { code, results } = await lintCli(project({ "src/deep.ts": source }));
    expect([code, results]).toEqual([
      1,
      [{ ruleId: "unreadable-source", messageId: "tooDeep", file: "src/deep.ts", ...where(source), subject: "file:src/deep.ts", severity: "error" }],
    ]);
  });

  it("a nest the parser reads but deeper than the walk's budget: the problem where the walk stopped, the rest still checked", async () => {
    const source = `${IMPORT}${DELETE}${"if (x) ".repeat(1500)}defineHandler({ name: "deep.one", description: "" });\n`;
    // The walk enters MAX_NESTING statements; the first node it does not enter is the condition of the last.
    const stopped = at(source, "if (x) ", MAX_NESTING);
    const { code, results } = await lintCli(project({ "src/deep.ts": source }));
    expect([code, results]).toEqual([
      1,
      [
        { ruleId: "missing-description", messageId: "empty", file: "src/deep.ts", ...at(source, '""'), subject: "action:contact.delete", severity: "error" },
        { ruleId: "unreadable-source", messageId: "tooDeep", file: "src/deep.ts", line: stopped.line, column: stopped.column + "if (".length, subject: "file:src/deep.ts", severity: "error" },
      ],
    ]);
  });

  it("a property chain of 50,000 (the parser builds it in a loop): the walk stops at its budget, the rest still checked", async () => {
    const source = `${IMPORT}const Q = x${".a".repeat(n)};\n${DELETE}`;
    const { code, results } = await lintCli(project({ "src/deep.ts": source }));
    expect([code, results.map((r) => [r.ruleId, r.messageId, r.line, r.column, r.severity])]).toEqual([
      1,
      [
        ["unreadable-source", "tooDeep", ...Object.values(at(source, "x.a")), "error"],
        ["missing-description", "empty", ...Object.values(at(source, '""')), "error"],
      ],
    ]);
  });

  it("a description of 50,000 terms joined by `+`: read whole, nothing reported about its depth", () => {
    const source = `${IMPORT}export const big = defineHandler({ name: "big.read", description: ${Array(n).fill('"a"').join(" + ")} });\n`;
    const { catalog, diagnostics } = lintInProcess(project({ "src/big.ts": source }));
    expect([catalog.actions[0].description, catalog.problems, diagnostics.filter((d) => d.ruleId.startsWith("unre")).length]).toEqual(["a".repeat(n), [], 0]);
  });

  it("a text built step by step with a step of 50,000 terms, in a loop that registers with what it reads: read whole, no crash", () => {
    const chain = Array(n).fill('"a"').join(" + ");
    const source = `${IMPORT}function text() { let s = ""; s += ${chain}; return s; }\nfunction register(name: string) { return defineHandler({ name, description: text() }); }\nfor (const t of ["big.read"]) register(${chain} ? t : t);\n`;
    const { catalog } = lintInProcess(project({ "src/big.ts": source }));
    expect([catalog.actions.map((a) => [a.name, a.description?.length]), catalog.problems]).toEqual([[["big.read", n]], []]);
  });

  it("a description of 50,000 terms joined by `||`: unresolved with the reason, the file read", () => {
    const source = `${IMPORT}export const big = defineHandler({ name: "big.read", description: ${Array(n).fill("x").join(" || ")} || "Reads." });\n`;
    const { catalog } = lintInProcess(project({ "src/big.ts": source }));
    expect([catalog.actions.map((a) => a.unresolvedReason), catalog.problems]).toEqual([["the expression nests too deeply"], []]);
  });
});

describe("evaluator recursions: a budget or a loop, never the stack", () => {
  const N = 5000;
  it.each([
    [
      "5,000 arrays each spreading the last",
      `const a0 = ["Reads", "one", "item."];\n${times(N, (i) => `const a${i + 1} = [...a${i}];\n`)}export const t = defineHandler({ name: "item.read", description: a${N}.join(" ") });\n`,
      "the expression nests too deeply",
    ],
    [
      "50,000 objects each spreading the last",
      `const o0 = { text: "Reads one item." };\n${times(50_000, (i) => `const o${i + 1} = { ...o${i} };\n`)}export const t = defineHandler({ name: "item.read", description: o50000.text });\n`,
      "the expression nests too deeply",
    ],
    [
      "a list doubled thirty times",
      `const a0 = ["x"];\n${times(30, (i) => `const a${i + 1} = [...a${i}, ...a${i}];\n`)}export const t = defineHandler({ name: "item.read", description: a30.join(" ") });\n`,
      "evaluating it takes more than 1,000,000 steps",
    ],
    [
      "5,000 consts inside a factory, each the last",
      `export function make(p: string) {\n  const d0 = p;\n${times(N, (i) => `  const d${i + 1} = d${i};\n`)}  return defineHandler({ name: "item.read", description: d${N} });\n}\nmake("Reads one item.");\n`,
      "the expression nests too deeply",
    ],
  ])("%s: unresolved with the reason", (_title, body, reason) => {
    const { catalog } = lintInProcess(project({ "src/a.ts": IMPORT + body }));
    expect(catalog.actions.map((a) => [a.descriptionStatus, a.unresolvedReason])).toEqual([["unresolved", reason]]);
  });

  it("5,000 factories, each calling the next: the empty description at the end of the chain is found", async () => {
    const source = `${IMPORT}function f0(d: string) { return defineHandler({ name: "item.read", description: d }); }\n${times(N, (i) => `function f${i + 1}(d: string) { return f${i}(d); }\n`)}f${N}("");\n`;
    const { code, results } = await lintCli(project({ "src/a.ts": source }));
    expect([code, results.map((r) => [r.ruleId, r.messageId])]).toEqual([1, [["missing-description", "empty"]]]);
  });

  it("a tool class thirty imported bases below ToolBase is still a tool (no step limit drops it), unproven: ToolBase is the project's", async () => {
    const files: Record<string, string> = {
      "package.json": JSON.stringify({ dependencies: { "@modelcontextprotocol/sdk": "1" } }),
      "src/base.ts": "export abstract class ToolBase {}\n",
      "src/b0.ts": 'import { ToolBase } from "./base";\nexport abstract class B0 extends ToolBase {}\n',
      "src/tool.ts": 'import { B29 } from "./b29";\nexport class ListAlertsTool extends B29 {\n  static toolName = "list_alerts";\n  description = "";\n}\n',
    };
    for (let i = 1; i < 30; i++) files[`src/b${i}.ts`] = `import { B${i - 1} } from "./b${i - 1}";\nexport abstract class B${i} extends B${i - 1} {}\n`;
    const { code, results } = await lintCli(project(files));
    expect([code, results.map((r) => [r.ruleId, r.severity, r.subject])]).toEqual([0, [["missing-description", "info", "action:list_alerts"]]]);
  });
});
