// .gitignore rules, indexed (src/discover/gitignore.ts): discovery finds exactly the files it found when every
// .gitignore was an `ignore` package instance asked about each path, while a path costs a few look-ups, not a test per
// rule (a .gitignore of 480,000 rules ran out of memory; one of 20,000 cost 10 ms per file) nor a test per .gitignore
// above it (a tree 1,600 folders deep, each with a .gitignore: 41 s, 2.1 GB).
import fs from "node:fs";
import path from "node:path";
import ignore, { type Ignore } from "ignore";
import { afterEach, describe, expect, it, vi } from "vitest";
import { discoverFiles } from "../../src/discover/discover.js";
import { MAX_GLOB_PATTERNS } from "../../src/discover/gitignore.js";
import { handler, parseJson, project, run } from "../cli/run.js";
import { sized } from "../helpers/heavy.js";

afterEach(() => {
  vi.restoreAllMocks();
});

const ALL = ["**/*"];
const relative = (root: string, files: string[]) => files.map((f) => path.relative(root, f).split(path.sep).join("/"));

/**
 * What discovery found before: each .gitignore an `ignore` instance, asked about each path below its folder (and,
 * as now, no file named .env or .env.*).
 */
function reference(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string, rel: string, ignores: { base: string; ig: Ignore }[]) => {
    const entries = fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    const text = entries.some((e) => e.name === ".gitignore") ? fs.readFileSync(path.join(dir, ".gitignore"), "utf8") : undefined;
    const active = text === undefined ? ignores : [...ignores, { base: rel, ig: ignore().add(text) }];
    for (const entry of entries) {
      const relPath = rel ? `${rel}/${entry.name}` : entry.name;
      const isDir = entry.isDirectory();
      if (active.some(({ base, ig }) => ig.ignores((base ? relPath.slice(base.length + 1) : relPath) + (isDir ? "/" : "")))) continue;
      if (isDir) walk(path.join(dir, entry.name), relPath, active);
      else if (!/^\.env(?:\..*)?$/is.test(entry.name)) found.push(relPath);
    }
  };
  walk(root, "", []);
  return found;
}

/** A tree whose names meet the patterns below in every way: case, dots, suffixes, prefixes, depth. */
const TREE = [
  "a.ts", "A.TS", "b.js", ".env", ".env.local", "npm-debug.log", "npm-debug.log.1", "debug.log", "x.pyc", "x.pyo", "x.py",
  "README.md", "keep.md", "#hash", "!bang", "sp ace.ts", "trail.ts ", "café.ts", "CAFÉ.ts", "straße.ts", "ſ.ts", "k.ts",
  "build/out.js", "build/keep.ts", "Build/x.ts", "src/build/y.ts", "src/a.ts", "src/gen/g.ts", "src/gen/sub/h.ts",
  "src/lib/x.log", "src/lib/deep/z.ts", "docs/a.md", "docs/x/b.md", "docs/x/y/c.md", "logs/app.log", "logs/keep.log",
  "node/x.ts", "dist/a.ts", "dist/b/c.ts", "tmp/a.tmp", "cache/.cache", "a/b/c/d.ts", "a/b/e.ts", "foo/bar", "foo/baz/bar",
  "nested/.gitignore", "nested/a.ts", "nested/b.log", "nested/in/c.ts", "nested/in/d.log", "nested/sub/.gitignore", "nested/sub/e.ts", "nested/sub/f.log",
];

const PATTERNS: [string, string][] = [
  ["literal names, files and folders", "a.ts\nbuild\nREADME.md\n"],
  ["names are compared without case", "A.ts\nbUILD/\n"],
  ["a trailing slash: folders only", "a.ts/\nbuild/\ndist/\n"],
  ["suffixes and prefixes", "*.log\n*.pyc\nnpm-debug.log*\n.env*\n*.tmp/\n"],
  ["a suffix that is the whole name, and a bare *", "*a.ts\n"],
  ["anchored paths", "/a.ts\n/src/gen\nsrc/lib/\n/docs/x/y\na/b/\n"],
  ["negations, the last match decides", "*.log\n!keep.log\n*.md\n!README.md\nREADME.md\n"],
  ["a negated folder, and files under a dropped folder stay dropped", "build/\n!build/keep.ts\nlogs\n!logs/keep.log\n"],
  ["**/ in front", "**/build\n**/*.log\n**/gen/\n"],
  ["globs tested one by one", "*.py[co]\ndocs/**/*.md\nfoo/**/bar\n/dist/*\nsrc/**\n?.ts\n"],
  ["globs and names mixed, in order", "*.py[co]\n!x.pyc\n*.md\n!docs/**\ndocs/x\n"],
  ["escapes, comments, spaces, a BOM and CRLF", "\uFEFFa.ts\r\n\\#hash\r\n\\!bang\r\n# comment\r\nsp ace.ts   \r\ntrail.ts\\ \r\n\r\n!\r\n"],
  ["non-ASCII names (tested as globs)", "café.ts\nstraße.ts\nK.ts\nS.ts\n"],
  ["nothing but oddities", ".\n..\n/\n//\na//b\n./a.ts\n*\n"],
  ["nested files: the folder's own and those above", "*.log\n"],
];

describe("discovery drops exactly what the ignore package dropped", () => {
  it.each(PATTERNS)("%s", (_title, text) => {
    const files: Record<string, string> = Object.fromEntries(TREE.map((f) => [f, ""]));
    files[".gitignore"] = text;
    files["nested/.gitignore"] = "!b.log\nin/\n*.ts\n!a.ts\n";
    files["nested/sub/.gitignore"] = "!*.log\ne.ts\n";
    const dir = project(files);
    expect(relative(dir, discoverFiles({ root: dir, include: ALL, exclude: [] }))).toEqual(reference(dir));
  });

  it("200 .gitignore files drawn at random from pieces of patterns", () => {
    const pieces = ["a", "A", "b", "x", ".", "*", "**", "?", "/", "[a-c]", "log", "ts", "md", "build", "src", "!", "\\", " ", "docs", "e"];
    let seed = 20261206;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const files: Record<string, string> = Object.fromEntries(TREE.filter((f) => !f.includes(".gitignore")).map((f) => [f, ""]));
    const dir = project(files);
    for (let round = 0; round < 200; round++) {
      const lines = Array.from({ length: 1 + next(8) }, () => Array.from({ length: 1 + next(5) }, () => pieces[next(pieces.length)]).join(""));
      fs.writeFileSync(path.join(dir, ".gitignore"), lines.join("\n"));
      const found = relative(dir, discoverFiles({ root: dir, include: ALL, exclude: [] }));
      expect([lines, found]).toEqual([lines, reference(dir)]);
    }
  });
});

/** How many regular expressions `work` tests (the ignore package tests one per rule per path). */
function regexTests(work: () => unknown): number {
  let count = 0;
  const test = RegExp.prototype.test;
  vi.spyOn(RegExp.prototype, "test").mockImplementation(function (this: RegExp, text: string) {
    count++;
    return test.call(this, text);
  });
  work();
  vi.restoreAllMocks();
  return count;
}

describe("a path costs look-ups, not a test per rule", () => {
  // A test per rule would cost thousands per file at either size: 5,000 rules in `npm test`, 20,000 (the size that
  // cost 10 ms a file) in `npm run test:heavy`.
  const RULES = sized(5_000, 20_000);

  it(`a .gitignore of ${RULES.toLocaleString("en")} names, suffixes, prefixes and paths and 10 globs: the same files, a few tests per file`, () => {
    const lines = Array.from({ length: RULES }, (_, i) => [`f${i}.js`, `*.x${i}`, `dir${i}/`, `pre${i}*`, `/src/p${i}`][i % 5]);
    lines.push(...Array.from({ length: 10 }, (_, i) => `*.g${i}[ab]`));
    const files = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`src/a${i}.ts`, ""]));
    const dir = project({ ...files, "src/f5.js": "", "src/p20.ts": "", "src/p24": "", "src/q.x11": "", "src/pre3z.ts": "", "src/k.g3a": "", ".gitignore": lines.join("\n") });
    const found = relative(dir, discoverFiles({ root: dir, include: ALL, exclude: [] }));
    expect(found).toEqual([".gitignore", ...[...Object.keys(files), "src/p20.ts"].sort()]);
    expect(found).toEqual(reference(dir));
    // Reading the .gitignore is once per run; 50 files more cost 50 times a few look-ups.
    const before = regexTests(() => discoverFiles({ root: dir, include: ALL, exclude: [] }));
    for (let i = 50; i < 100; i++) fs.writeFileSync(path.join(dir, `src/a${i}.ts`), "");
    const after = regexTests(() => discoverFiles({ root: dir, include: ALL, exclude: [] }));
    expect((after - before) / 50).toBeLessThan(20);
  });

  it("a tree 300 folders deep, a .gitignore in each: the same files, a few tests per file", () => {
    const files: Record<string, string> = {};
    let rel = "";
    for (let i = 0; i < 300; i++) {
      rel = rel ? `${rel}/d` : "d";
      files[`${rel}/.gitignore`] = "*.log\n";
      files[`${rel}/a.ts`] = "";
      files[`${rel}/a.log`] = "";
    }
    const dir = project(files);
    const found = relative(dir, discoverFiles({ root: dir, include: ["**/*.ts", "**/*.log"], exclude: [] }));
    expect([found.length, found.every((f) => f.endsWith("/a.ts"))]).toEqual([300, true]);
    const tests = regexTests(() => discoverFiles({ root: dir, include: ["**/*.ts", "**/*.log"], exclude: [] }));
    expect(tests).toBeLessThan(900 * 10);
  });
});

describe(`at most ${MAX_GLOB_PATTERNS} patterns with wildcards are tested at once`, () => {
  const globs = (n: number, from = 0) => Array.from({ length: n }, (_, i) => `*.g${from + i}[ab]`).join("\n");

  it("a .gitignore past the limit is not used, and says so; the rest of the project is still checked", async () => {
    const dir = project({
      ".gitignore": `${globs(600)}\ngenerated/\n`,
      "src/.gitignore": `${globs(401, 600)}\nold.ts\n`,
      "src/a.ts": handler("contact.delete", { description: "Delete a contact." }),
      "src/old.ts": handler("contact.old", { description: "Delete an old contact." }),
      "generated/g.ts": handler("contact.gen", { description: "Delete a generated contact." }),
    });
    const result = await run(dir, ["--format", "json"]);
    const output = parseJson(result.stdout);
    expect([result.code, output.summary.actions, output.results.map((r) => [r.ruleId, r.file, r.message])]).toEqual([
      0,
      2,
      [
        [
          "unreadable-source",
          "src/.gitignore",
          "src/.gitignore was not used: it has 401 patterns with wildcards besides one leading or trailing * (such as *.py[cod] or docs/**), and at most 1,000 are tested, with those of the .gitignore files above it; the files it lists are not ignored.",
        ],
      ],
    ]);
  });

  it("near miss: 1,000 with those above it are used", () => {
    const dir = project({ ".gitignore": globs(600), "src/.gitignore": `${globs(400, 600)}\nold.ts\n`, "src/a.ts": "", "src/old.ts": "", "src/x.g999b": "" });
    expect(relative(dir, discoverFiles({ root: dir, include: ALL, exclude: [] }))).toEqual([".gitignore", "src/.gitignore", "src/a.ts"]);
  });
});
