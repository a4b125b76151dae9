// The hostile-input fuzz cases (docs/design.md#hostile-input): a project summarylint is run on, drawn by fast-check
// from sources, descriptions, configs and file-system layouts a hostile repository could commit, and the promises
// checked on each run. Shared by test/hostile/fuzz.test.ts (seeded, bounded, in CI) and campaign.ts (`npm run fuzz`).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import fc from "fast-check";
import { main } from "../../../src/cli/main.js";
import { fifo } from "../../helpers/fifo.js";

/** One thing in the project's tree that is not a plain file. */
export type Trap =
  | "dev-zero" // a symbolic link to /dev/zero
  | "fifo" // a named pipe nobody writes to
  | "outside-link" // a link to a file outside the project
  | "dangling-outside" // a link to a path outside the project that does not exist
  | "folder" // a folder where a file is expected
  | "loop"; // a link to itself

export interface Case {
  /** Root-relative path -> text. */
  files: Record<string, string>;
  traps: [string, Trap][];
  argv: string[];
}

export interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
  ms: number;
  /** The process's resident memory after the run, in MB. */
  rssMb: number;
}

// ---- what a hostile repository commits ---------------------------------------------------------------------------

const WORDS = ["the", "a", "delete", "Get", "list", "record", "this", "cannot", "be", "undone", "{id}", "${x}", "(", ")", "\"", "[", "]", "TODO", "undefined", "null", "…", "."];

/** Text of every kind: words and brackets, any Unicode (lone surrogates included), controls, a long run. */
const text = fc.oneof(
  fc.array(fc.constantFrom(...WORDS), { maxLength: 40 }).map((w) => w.join(" ")),
  fc.string({ unit: "binary", maxLength: 80 }),
  fc.string({ unit: fc.constantFrom("\u0000", "\u001b", "\u0007", "\n", "\r", "\u2028", "\u2029", "\u200b", "\u202e", "\ud800", "\udc00", "a", " "), maxLength: 40 }),
  fc.tuple(fc.constantFrom("a ", "the ", "x", "(", "${a}"), fc.integer({ min: 1, max: 3000 })).map(([w, n]) => w.repeat(n)),
);

/** A JavaScript string literal holding `s` (escapes for every non-ASCII or control character, lone halves too). */
function literal(s: string): string {
  let out = '"';
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    out += c < 0x20 || c > 0x7e || c === 0x22 || c === 0x5c ? `\\u${c.toString(16).padStart(4, "0")}` : s[i];
  }
  return `${out}"`;
}

/** One declaration in the shape of a preset, from a name and a description. */
const SHAPES: ((name: string, description: string, i: number) => string)[] = [
  (n, d, i) => `export const h${i} = defineHandler({ name: ${n}, description: ${d}, kind: "write" });`,
  (n, d) => `server.registerTool(${n}, { description: ${d}, inputSchema: {} }, async () => ({ content: [] }));`,
  (n, d) => `server.tool(${n}, ${d}, {}, async () => ({ content: [] }));`,
  (n, d, i) => `export const t${i} = { k${i}: tool({ description: ${d}, inputSchema: z.object({}) }) , name: ${n} };`,
  (n, d, i) => `const p${i} = "x"; export const f${i} = (s: string) => defineHandler({ name: ${n} + s, description: ${d} + p${i} + s }); f${i}(${n}); f${i}("b");`,
  (n, d, i) => `const a${i} = ${d}; const b${i} = a${i} + a${i}; const c${i} = b${i} + b${i}; export const g${i} = defineHandler({ name: ${n}, description: c${i} });`,
];

const HEADER = `import { defineHandler } from "@kumiko/framework";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { tool } from "ai";
import { z } from "zod";
const server = new McpServer({ name: "s", version: "1" });
`;

/** A source: declarations of every shape, then perhaps cut short or with garbage spliced in. */
const source = fc
  .record({
    decls: fc.array(fc.tuple(fc.nat(SHAPES.length - 1), text, text), { maxLength: 6 }),
    damage: fc.option(fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.constantFrom("", "{", "(", "`${", "/*", "\"", "\u0000", "<<<", "}}}}")), { nil: undefined }),
    nest: fc.nat(3000),
  })
  .map(({ decls, damage, nest }) => {
    let body = HEADER + decls.map(([shape, name, description], i) => SHAPES[shape](literal(name), literal(description), i)).join("\n");
    if (nest > 2500) body += `\nexport const deep = ${"[".repeat(nest)}${"]".repeat(nest)};`;
    if (damage) {
      const at = Math.floor(damage[0] * body.length);
      body = body.slice(0, at) + damage[1] + (damage[1] === "" ? "" : body.slice(at));
    }
    return body;
  });

const CONFIG_KEYS = ["presets", "rules", "directory", "include", "exclude", "groups", "declarations", "extends", "maxFileSize", "tests", "roles"];

/** A config: the keys summarylint reads with values of any type, a strip pattern, or text that is no YAML at all. */
const config = fc.oneof(
  fc.dictionary(fc.constantFrom(...CONFIG_KEYS), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 4 }).map((o) => JSON.stringify(o)),
  fc.constantFrom("(a+)+$", "(\\w+\\s?)*$", "([a-zA-Z]+)*", "[", "(?<", "\\").map((p) => `directory:\n  actions:\n    strip: [${JSON.stringify(p)}]\n`),
  text.map((t) => `DATABASE_URL=postgres://user:secret@host/db\n${t}`),
  fc.constantFrom("a: &a [*a]\n", "x: !!binary ===\n", "- - - -\n", "rules: { a: [ }\n", "{".repeat(5000)),
);

const TRAP_PATHS = ["package.json", "tsconfig.json", ".gitignore", ".summarylintrc.yaml", "summarylint.sarif", "summarylint-suppressions.json", ".summarylintcache", "src/trap.ts", "out"];

/** Paths the runs below write to (`-o summarylint.sarif`; `out` stands for an output folder). */
const WRITTEN = ["summarylint.sarif", "out"];

const ARGVS: string[][] = [
  ["--format", "json"],
  ["--format", "sarif"],
  ["--format", "stylish", "--verbose"],
  ["--format", "compact"],
  ["--format", "github"],
  ["directory", "--format", "json"],
  ["stats", "--format", "json"],
  ["--cache", "--format", "json"],
  ["--format", "sarif", "-o", "summarylint.sarif"],
  ["--suppress-all", "--format", "json"],
];

export const cases: fc.Arbitrary<Case> = fc
  .record({
    sources: fc.array(source, { minLength: 1, maxLength: 3 }),
    config: fc.option(config, { nil: undefined }),
    traps: fc.uniqueArray(fc.tuple(fc.constantFrom(...TRAP_PATHS), fc.constantFrom<Trap>("dev-zero", "fifo", "outside-link", "dangling-outside", "folder", "loop")), {
      maxLength: 3,
      selector: ([p]) => p,
    }),
    argv: fc.constantFrom(...ARGVS),
  })
  // Git stores no named pipe: one where an output goes is the user's own (`-o /dev/stdout`), written to as asked.
  .filter(({ traps }) => !traps.some(([p, trap]) => trap === "fifo" && WRITTEN.includes(p)))
  .map(({ sources, config, traps, argv }) => {
    const files: Record<string, string> = { "package.json": JSON.stringify({ name: "p", dependencies: { "@kumiko/framework": "1", "@modelcontextprotocol/sdk": "1", ai: "5" } }) };
    sources.forEach((s, i) => (files[`src/s${i}.ts`] = s));
    if (config !== undefined) files[".summarylintrc.yaml"] = config;
    for (const [p] of traps) delete files[p];
    return { files, traps, argv };
  });

// ---- running one and checking the promises -----------------------------------------------------------------------

/** Per run: generous, so that a loaded CI machine passes; a hang or a blow-up is far beyond it. */
export const RUN_BUDGET_MS = 20_000;
/** The process's memory after a run (the inputs are at most a few hundred kB; the test runner itself takes some). */
export const MEMORY_BUDGET_MB = 1536;

/** Sets up the case in a fresh folder beside an `outside` folder, runs summarylint, checks; returns the broken promises. */
export async function check(c: Case): Promise<{ failures: string[]; outcome: Outcome }> {
  const base = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), "summarylint-fuzz-")));
  try {
    const root = path.join(base, "project");
    const outside = path.join(base, "outside");
    fs.mkdirSync(outside);
    fs.writeFileSync(path.join(outside, "secret.env"), "API_KEY=sk-live-0123456789abcdef\n");
    for (const [rel, content] of Object.entries(c.files)) {
      fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
      fs.writeFileSync(path.join(root, rel), content);
    }
    for (const [rel, trap] of c.traps) plant(path.join(root, rel), trap, outside);
    const before = snapshot(outside);
    const started = Date.now();
    let stdout = "";
    let stderr = "";
    const code = await main(c.argv, { cwd: root, stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), isTTY: false, env: {} });
    const outcome = { code, stdout, stderr, ms: Date.now() - started, rssMb: Math.round(process.memoryUsage().rss / 2 ** 20) };
    const failures = promisesBroken(c, outcome);
    if (snapshot(outside) !== before) failures.push("something outside the project was written");
    return { failures, outcome };
  } finally {
    fs.rmSync(base, { recursive: true, force: true });
  }
}

function plant(file: string, trap: Trap, outside: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (trap === "dev-zero") fs.symlinkSync("/dev/zero", file);
  else if (trap === "fifo") fifo(file) || fs.writeFileSync(file, ""); // where mkfifo is missing, an empty file stands in
  else if (trap === "outside-link") fs.symlinkSync(path.join(outside, "secret.env"), file);
  else if (trap === "dangling-outside") fs.symlinkSync(path.join(outside, "missing", "deep", "file"), file);
  else if (trap === "folder") fs.mkdirSync(file);
  else fs.symlinkSync(path.basename(file), file);
}


/** The outside folder's names, sizes and contents, as one string. */
function snapshot(dir: string): string {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const name of fs.readdirSync(d).sort()) {
      const p = path.join(d, name);
      const st = fs.lstatSync(p);
      if (st.isDirectory()) walk(p);
      else out.push(`${path.relative(dir, p)}:${st.size}:${st.isFile() ? fs.readFileSync(p, "utf8") : "special"}`);
    }
  };
  walk(dir);
  return out.join("\n");
}

/** The promises of docs/design.md#hostile-input that one run keeps or breaks. */
export function promisesBroken(c: Case, o: Outcome): string[] {
  const failures: string[] = [];
  if (![0, 1, 2].includes(o.code)) failures.push(`exit code ${o.code}`);
  if (/^\s+at .+:\d+:\d+\)?$/m.test(o.stderr)) failures.push("a stack trace on stderr without --debug");
  if (/Internal error|RangeError|Maximum call stack|Invalid string length/i.test(o.stderr)) failures.push(`an internal error: ${o.stderr.slice(0, 200)}`);
  if (o.stderr.includes("sk-live-0123456789abcdef") || o.stdout.includes("sk-live-0123456789abcdef")) failures.push("a secret from outside the project was printed");
  if (o.stderr.includes("user:secret@host")) failures.push("the config's secret was echoed");
  if (o.ms > RUN_BUDGET_MS) failures.push(`took ${o.ms} ms`);
  if (o.rssMb > MEMORY_BUDGET_MB) failures.push(`resident memory ${o.rssMb} MB after the run`);
  const format = c.argv[c.argv.indexOf("--format") + 1];
  const toStdout = !c.argv.includes("-o");
  if (toStdout && (format === "json" || format === "sarif") && o.code !== 2) {
    try {
      JSON.parse(o.stdout);
    } catch {
      failures.push(`stdout is not the ${format} document: ${JSON.stringify(o.stdout.slice(0, 120))}`);
    }
    if (/(?<!\\)\\ud[89a-f][0-9a-f]{2}/i.test(o.stdout)) failures.push("a lone surrogate escape in JSON output");
  }
  if (toStdout && ["stylish", "compact", "github"].includes(format) && /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/.test(o.stdout)) {
    failures.push("a control character in text output");
  }
  return failures;
}
