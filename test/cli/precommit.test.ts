// summarylint in a pre-commit hook: the hook definition for the pre-commit framework, and the promise
// (docs/design.md#command-line) that file names limit what is reported while the catalog is the whole project, so
// a duplicate of an action in an unchanged file is still found.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { at, brief, handler, IMPORT, parseJson, project, run } from "./run.js";

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

describe(".pre-commit-hooks.yaml", () => {
  const hooks = parse(fs.readFileSync(path.join(REPO, ".pre-commit-hooks.yaml"), "utf8")) as Record<string, unknown>[];
  const pkg = JSON.parse(fs.readFileSync(path.join(REPO, "package.json"), "utf8")) as { bin: Record<string, string>; files: string[]; scripts: Record<string, string> };

  it("declares one node hook, summarylint, run once on the staged file names", () => {
    expect(hooks).toHaveLength(1);
    expect(hooks[0]).toMatchObject({ id: "summarylint", language: "node", entry: "summarylint", pass_filenames: true, require_serial: true });
  });

  it("its entry is the package's command, which pre-commit installs with npm (npm pack: dist/ built by prepack, packed by files)", () => {
    expect(Object.keys(pkg.bin)).toContain(hooks[0].entry);
    expect(pkg.files).toEqual(expect.arrayContaining(["bin", "dist/src/bundle"]));
    expect(pkg.scripts.prepack).toMatch(/npm run build$/);
  });

  // pre-commit matches `files` with Python's re.search; this pattern means the same in JavaScript.
  const files = new RegExp(String(hooks[0].files));
  const table: [string, boolean][] = [
    ["src/a.ts", true],
    ["src/a.tsx", true],
    ["src/a.mts", true],
    ["src/a.cts", true],
    ["src/a.js", true],
    ["src/a.jsx", true],
    ["src/a.mjs", true],
    ["src/a.cjs", true],
    ["types/a.d.ts", true],
    ["README.md", false],
    ["package.json", false],
    ["src/a.ts.snap", false],
    ["src/a.tsx.orig", false],
    ["src/a.css", false],
    ["src/a.json", false],
    ["src/ts", false],
    ["src/a.typescript", false],
  ];
  for (const [file, matches] of table) {
    it(`files ${matches ? "matches" : "skips"} ${file}`, () => expect(files.test(file)).toBe(matches));
  }
});

describe("given file names: reported only on them, the catalog still the whole project", () => {
  const text = "List the open leads of the dealer with their vehicles and contacts.";
  // The near-duplicate diagnostic sits on the later declaration in path order (src/new.ts after src/leads.ts).
  const OLD = IMPORT + handler("lead.list", { description: text });
  const NEW = IMPORT + handler("lead.listOpen", { description: text });
  const OTHER = IMPORT + handler("photo.delete", { kind: "write" });
  const files = { "src/leads.ts": OLD, "src/new.ts": NEW, "src/other.ts": OTHER };
  const textAt = (source: string) => at(source, JSON.stringify(text));

  async function lint(argv: string[]) {
    const dir = project(files);
    const { code, stdout, stderr } = await run(dir, ["-f", "json", ...argv.map((a) => a.replace("<dir>", dir))]);
    return { code, stderr, json: parseJson(stdout) };
  }

  it("no file names: the pair, on the later declaration, and the other file's error", async () => {
    const { json } = await lint([]);
    expect(json.results.map((r) => [r.ruleId, r.file])).toEqual([
      ["near-duplicate-summary", "src/new.ts"],
      ["missing-description", "src/other.ts"],
    ]);
  });

  it("only the changed file: the pair is reported on it, the unchanged file as related location, nothing on the others", async () => {
    const { code, stderr, json } = await lint(["src/new.ts"]);
    expect(json.results.map(brief)).toEqual([
      { ruleId: "near-duplicate-summary", messageId: "identical", file: "src/new.ts", ...textAt(NEW), subject: "action:lead.listOpen" },
    ]);
    expect(json.results[0].related).toEqual([
      {
        message: '"lead.list" has the summary that reads alike',
        file: "src/leads.ts",
        ...textAt(OLD),
        endLine: textAt(OLD).line,
        endColumn: textAt(OLD).column + JSON.stringify(text).length,
      },
    ]);
    expect(json.results.filter((r) => r.file !== "src/new.ts")).toEqual([]);
    // The whole project was read: three files, three actions.
    // The same line twice: an error (near-duplicate-summary).
    expect(json.summary).toEqual({ errors: 1, warnings: 0, infos: 0, files: 3, actions: 3 });
    expect([code, stderr]).toEqual([1, ""]);
  });

  it("an absolute file name, as lint-staged passes it, is the same", async () => {
    const relative = await lint(["src/new.ts"]);
    const absolute = await lint(["<dir>/src/new.ts"]);
    expect(absolute).toEqual(relative);
  });

  it("only the earlier file of the pair: the pair is still reported (it concerns that file), located on the later declaration", async () => {
    const { json } = await lint(["src/leads.ts"]);
    expect(json.results.map((r) => [r.ruleId, r.file, r.related?.map((x) => x.file)])).toEqual([["near-duplicate-summary", "src/new.ts", ["src/leads.ts"]]]);
  });

  it("an unrelated file: only what is in it", async () => {
    const { code, json } = await lint(["src/other.ts"]);
    expect(json.results.map((r) => [r.ruleId, r.file])).toEqual([["missing-description", "src/other.ts"]]);
    expect(code).toBe(1);
  });
});
