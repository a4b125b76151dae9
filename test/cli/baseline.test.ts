// The baseline on the command line (ESLint's bulk suppressions): --suppress-all, --suppress-rule,
// --suppressions-location, --prune-suppressions, --pass-on-unpruned-suppressions, on throwaway projects.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { handler, IMPORT, parseJson, project, run, write } from "./run.js";

const FILE = "summarylint-suppressions.json";
const RECOVER = "delete it and run summarylint --suppress-all to record the current violations again";
const DUPLICATE = "List the open leads of the dealer with their vehicles.";

/** Two errors (missing-description). */
const A = IMPORT + handler("photo.delete", { kind: "write" }) + handler("photo.move", { kind: "write" });
/** A warning (near-duplicate-summary, on the later action) and an info (first-sentence-only). */
const B =
  IMPORT +
  handler("lead.all", { description: DUPLICATE }) +
  handler("lead.every", { description: DUPLICATE }) +
  handler("lead.list", { description: "List the open leads. Newest first." });
/** Two warnings with a file subject (unused-directive). */
const C = `${IMPORT}// summarylint-disable-next-line\n${handler("contact.list", { description: "List the contacts." })}// summarylint-disable-next-line\n${handler("contact.get", { description: "Fetch one contact." })}`;

/** What --suppress-all writes for A, B and C: sorted by file, rule, subject; no infos. */
const ALL = `{
  "src/a.ts": {
    "missing-description": {
      "action photo.delete": { "count": 1 },
      "action photo.move": { "count": 1 }
    }
  },
  "src/b.ts": {
    "near-duplicate-summary": {
      "action lead.every": { "count": 1 }
    }
  },
  "src/c.ts": {
    "unused-directive": {
      "file src/c.ts": { "count": 2 }
    }
  }
}
`;

const files = () => ({ "src/b.ts": B, "src/a.ts": A, "src/c.ts": C });
const read = (dir: string, file = FILE) => fs.readFileSync(path.join(dir, file), "utf8");
const exists = (dir: string, file = FILE) => fs.existsSync(path.join(dir, file));

/** `ruleId subject` of each result of a `-f json` run, and its exit code and stderr. */
async function lint(dir: string, argv: string[] = []) {
  const { code, stdout, stderr } = await run(dir, ["-f", "json", ...argv]);
  return { code, stderr, results: stdout ? parseJson(stdout).results.map((r) => `${r.ruleId} ${r.subject.type} ${r.subject.name}`) : [] };
}

/** A project with A, B and C whose baseline records all of it. */
async function baselined(extra: Record<string, string> = {}): Promise<string> {
  const dir = project({ ...files(), ...extra });
  expect((await run(dir, ["--suppress-all"])).code).toBe(0);
  return dir;
}

describe("--suppress-all", () => {
  it("records every error and warning (never an info) per file, rule and subject; that run and the next pass", async () => {
    const dir = project(files());
    expect(await lint(dir)).toMatchObject({ code: 1 });
    const recording = await lint(dir, ["--suppress-all"]);
    expect(recording).toEqual({
      code: 0,
      stderr: `summarylint: ${FILE} now holds 5 violations in 3 files\n`,
      results: ["first-sentence-only action lead.list"],
    });
    expect(read(dir)).toBe(ALL);
    expect(await lint(dir)).toEqual({ code: 0, stderr: "", results: ["first-sentence-only action lead.list"] });
  });

  it("on a clean project writes an empty baseline", async () => {
    const dir = project({ "src/a.ts": IMPORT + handler("contact.list", { description: "List the contacts." }) });
    expect(await run(dir, ["--suppress-all"])).toEqual({ code: 0, stdout: "", stderr: `summarylint: ${FILE} now holds 0 violations in 0 files\n` });
    expect(read(dir)).toBe("{}\n");
  });

  it("does not record what an inline directive already hides", async () => {
    const source = `${IMPORT}// summarylint-disable-next-line missing-description -- legacy\n${handler("photo.delete")}${handler("photo.move")}`;
    const dir = project({ "src/a.ts": source });
    await run(dir, ["--suppress-all"]);
    expect(JSON.parse(read(dir))).toEqual({ "src/a.ts": { "missing-description": { "action photo.move": { count: 1 } } } });
  });

  it("run again on the same code: the same bytes, and the file is not rewritten", async () => {
    const dir = await baselined();
    const before = fs.statSync(path.join(dir, FILE));
    expect(await run(dir, ["--suppress-all", "--quiet"])).toEqual({ code: 0, stdout: "", stderr: `summarylint: ${FILE} now holds 5 violations in 3 files\n` });
    expect(read(dir)).toBe(ALL);
    expect(fs.statSync(path.join(dir, FILE)).ino).toBe(before.ino); // an atomic rewrite would be a new file
  });

  it("records new violations and drops those that are gone, leaving no temporary file behind", async () => {
    const dir = await baselined();
    write(dir, { "src/a.ts": IMPORT + handler("photo.delete", { kind: "write" }) + handler("photo.copy") });
    await run(dir, ["--suppress-all"]);
    expect(JSON.parse(read(dir))["src/a.ts"]).toEqual({
      "missing-description": { "action photo.copy": { count: 1 }, "action photo.delete": { count: 1 } },
    });
    expect(fs.readdirSync(dir).filter((f) => f.endsWith(".tmp"))).toEqual([]);
  });
});

describe("--suppress-rule", () => {
  it("records only that rule's violations; the others are still reported", async () => {
    const dir = project(files());
    const { code, results } = await lint(dir, ["--suppress-rule", "near-duplicate-summary"]);
    expect(JSON.parse(read(dir))).toEqual({ "src/b.ts": { "near-duplicate-summary": { "action lead.every": { count: 1 } } } });
    expect(results).toEqual([
      "missing-description action photo.delete",
      "missing-description action photo.move",
      "first-sentence-only action lead.list",
      "unused-directive file src/c.ts",
      "unused-directive file src/c.ts",
    ]);
    expect(code).toBe(1);
  });

  it("merges with the file: later rules are added, earlier ones kept; repeated, it equals --suppress-all here", async () => {
    const dir = project(files());
    await run(dir, ["--suppress-rule", "near-duplicate-summary"]);
    await run(dir, ["--suppress-rule", "missing-description", "--suppress-rule", "unused-directive"]);
    expect(read(dir)).toBe(ALL);
    expect((await run(dir, [])).code).toBe(0);
  });

  it("a rule that only reports infos records nothing", async () => {
    const dir = project(files());
    await run(dir, ["--suppress-rule", "first-sentence-only"]);
    expect(read(dir)).toBe("{}\n");
  });
});

describe("after the baseline", () => {
  it("a new violation in a baselined file, or in a new file, is reported", async () => {
    const dir = await baselined();
    write(dir, { "src/a.ts": A + handler("photo.copy"), "src/d.ts": IMPORT + handler("photo.rotate") });
    const { code, results } = await lint(dir);
    expect(results).toEqual(["missing-description action photo.copy", "first-sentence-only action lead.list", "missing-description action photo.rotate"]);
    expect(code).toBe(1);
  });

  it("more violations of a file, rule and subject than counted: all of them are reported (as ESLint)", async () => {
    const dir = await baselined();
    write(dir, { "src/c.ts": `${C}// summarylint-disable-next-line\nexport const x = 1;\n` });
    const { code, results } = await lint(dir, ["--max-warnings", "0"]);
    expect(results).toEqual([
      "first-sentence-only action lead.list",
      "unused-directive file src/c.ts",
      "unused-directive file src/c.ts",
      "unused-directive file src/c.ts",
    ]);
    expect(code).toBe(1);
  });

  it("edits that move lines (code added above, declarations reordered) keep the baseline valid", async () => {
    const dir = await baselined();
    write(dir, {
      "src/a.ts": `// Photos.\n\n${IMPORT}\nexport const unrelated = 1;\n${handler("photo.move", { kind: "write" })}\n\n${handler("photo.delete", { kind: "write" })}`,
      "src/b.ts": `${IMPORT}${handler("lead.list", { description: "List the open leads. Newest first." })}\n${handler("lead.all", { description: DUPLICATE })}${handler("lead.every", { description: DUPLICATE })}`,
    });
    expect(await lint(dir)).toEqual({ code: 0, stderr: "", results: ["first-sentence-only action lead.list"] });
  });

  it("a changed severity changes nothing: the baseline counts by rule (an error made a warning is still hidden)", async () => {
    const dir = await baselined({ ".summarylintrc.yaml": "presets: [kumiko]\n" });
    write(dir, { ".summarylintrc.yaml": "rules:\n  missing-description: warn\n" });
    expect(await lint(dir, ["--max-warnings", "0"])).toEqual({ code: 0, stderr: "", results: ["first-sentence-only action lead.list"] });
  });
});

describe("entries that no longer occur", () => {
  const STALE = `summarylint: 1 entry of ${FILE} no longer occurs; run summarylint --prune-suppressions to update it (or --pass-on-unpruned-suppressions to ignore this)\n`;

  it("fail the run with 2 (the output is still printed) until --prune-suppressions removes them", async () => {
    const dir = await baselined();
    write(dir, { "src/a.ts": IMPORT + handler("photo.delete", { kind: "write" }) + handler("photo.move", { kind: "write", description: "Move a photo." }) });
    expect(await lint(dir)).toEqual({
      code: 2,
      stderr: `${STALE}  src/a.ts  missing-description  action photo.move: 1 recorded, 0 found\n`,
      results: ["first-sentence-only action lead.list"],
    });
    expect(await lint(dir, ["--pass-on-unpruned-suppressions"])).toEqual({ code: 0, stderr: "", results: ["first-sentence-only action lead.list"] });
    expect(read(dir)).toBe(ALL); // neither run changed the file

    expect(await lint(dir, ["--prune-suppressions"])).toEqual({
      code: 0,
      stderr: `summarylint: pruned ${FILE} (1 removed, 0 lowered); it now holds 4 violations in 3 files\n`,
      results: ["first-sentence-only action lead.list"],
    });
    expect(read(dir)).toBe(ALL.replace('      "action photo.delete": { "count": 1 },\n      "action photo.move": { "count": 1 }\n', '      "action photo.delete": { "count": 1 }\n'));
    expect(await lint(dir)).toEqual({ code: 0, stderr: "", results: ["first-sentence-only action lead.list"] });
  });

  it("a count higher than the violations left fails too; pruning lowers it", async () => {
    const dir = await baselined();
    write(dir, { "src/c.ts": `${IMPORT}// summarylint-disable-next-line\n${handler("contact.list", { description: "List the contacts." })}` });
    expect(await lint(dir)).toMatchObject({ code: 2, stderr: `${STALE}  src/c.ts  unused-directive  file src/c.ts: 2 recorded, 1 found\n` });
    expect(await lint(dir, ["--prune-suppressions"])).toMatchObject({ code: 0, stderr: `summarylint: pruned ${FILE} (0 removed, 1 lowered); it now holds 4 violations in 3 files\n` });
    expect(JSON.parse(read(dir))["src/c.ts"]).toEqual({ "unused-directive": { "file src/c.ts": { count: 1 } } });
  });

  it("inline directives come first: a baselined violation hidden by a new directive leaves its entry unused", async () => {
    const dir = await baselined();
    write(dir, { "src/a.ts": `${IMPORT}${handler("photo.delete", { kind: "write" })}// summarylint-disable-next-line missing-description -- legacy\n${handler("photo.move", { kind: "write" })}` });
    expect(await lint(dir)).toMatchObject({ code: 2, stderr: `${STALE}  src/a.ts  missing-description  action photo.move: 1 recorded, 0 found\n` });
  });

  it("a deleted file's entries are unused", async () => {
    const dir = await baselined();
    fs.rmSync(path.join(dir, "src/c.ts"));
    expect(await lint(dir)).toMatchObject({ code: 2, stderr: `${STALE}  src/c.ts  unused-directive  file src/c.ts: 2 recorded, 0 found\n` });
  });

  it("the message lists at most 20 entries", async () => {
    const many = Array.from({ length: 23 }, (_, i) => handler(`photo.p${String(i).padStart(2, "0")}`)).join("");
    const dir = project({ "src/a.ts": IMPORT + many });
    await run(dir, ["--suppress-all"]);
    fs.writeFileSync(path.join(dir, "src/a.ts"), IMPORT + handler("contact.list", { description: "List the contacts." }));
    const { code, stderr } = await lint(dir);
    const lines = stderr.split("\n");
    expect(lines[0]).toBe(`summarylint: 23 entries of ${FILE} no longer occur; run summarylint --prune-suppressions to update it (or --pass-on-unpruned-suppressions to ignore this)`);
    expect(lines.slice(1, 3)).toEqual(["  src/a.ts  missing-description  action photo.p00: 1 recorded, 0 found", "  src/a.ts  missing-description  action photo.p01: 1 recorded, 0 found"]);
    expect(lines.slice(20)).toEqual(["  src/a.ts  missing-description  action photo.p19: 1 recorded, 0 found", "  … and 3 more", ""]);
    expect(code).toBe(2);
  });

  it("errors in the code still show, and the stale baseline decides the exit code (2, as ESLint)", async () => {
    const dir = await baselined();
    write(dir, { "src/c.ts": IMPORT + handler("contact.list") });
    const { code, results } = await lint(dir);
    expect(results).toEqual(["first-sentence-only action lead.list", "missing-description action contact.list"]);
    expect(code).toBe(2);
  });
});

describe("paths on the command line", () => {
  it("only entries of the given paths can be unused; the rest of the baseline still applies", async () => {
    const dir = await baselined();
    write(dir, { "src/c.ts": IMPORT }); // c's entry is now unused
    expect(await lint(dir, ["src/a.ts"])).toEqual({ code: 0, stderr: "", results: [] });
    expect(await lint(dir, ["src/b.ts", "src/a.ts"])).toEqual({ code: 0, stderr: "", results: ["first-sentence-only action lead.list"] });
    expect(await lint(dir, ["src/c.ts"])).toMatchObject({ code: 2 });
    expect(await lint(dir, ["src"])).toMatchObject({ code: 2 });
  });

  it("--prune-suppressions with paths prunes only their entries", async () => {
    const dir = await baselined();
    write(dir, { "src/c.ts": IMPORT, "src/a.ts": IMPORT + handler("photo.delete", { kind: "write" }) });
    expect(await lint(dir, ["--prune-suppressions", "src/a.ts"])).toMatchObject({
      code: 0,
      stderr: `summarylint: pruned ${FILE} (1 removed, 0 lowered); it now holds 4 violations in 3 files\n`,
    });
    expect(Object.keys(JSON.parse(read(dir)))).toEqual(["src/a.ts", "src/b.ts", "src/c.ts"]);
    expect(await lint(dir)).toMatchObject({ code: 2, stderr: expect.stringContaining("src/c.ts  unused-directive") });
  });

  it("--suppress-all with paths records their violations and keeps the other entries", async () => {
    const dir = await baselined();
    write(dir, { "src/a.ts": A + handler("photo.copy"), "src/c.ts": IMPORT + handler("contact.list") });
    await run(dir, ["--suppress-all", "src/a.ts"]);
    const file = JSON.parse(read(dir));
    expect(Object.keys(file["src/a.ts"]["missing-description"])).toEqual(["action photo.copy", "action photo.delete", "action photo.move"]);
    expect(file["src/c.ts"]).toEqual({ "unused-directive": { "file src/c.ts": { count: 2 } } }); // not touched
    expect(await lint(dir, ["src/a.ts"])).toEqual({ code: 0, stderr: "", results: [] });
  });

  it("a violation reported for a path though located elsewhere (a factory's instance) is recorded too", async () => {
    const factory = `${IMPORT}export function listOf(entity: string, description: string) {\n  return defineHandler({ name: \`\${entity}.list\`, kind: "read", description });\n}\n`;
    const uses = `import { listOf } from "./factory.js";\nexport const contacts = listOf("contact", "");\n`;
    const dir = project({ "src/factory.ts": factory, "src/uses.ts": uses });
    expect(await lint(dir, ["src/uses.ts"])).toMatchObject({ code: 1, results: ["missing-description action contact.list"] });
    await run(dir, ["--suppress-all", "src/uses.ts"]);
    expect(JSON.parse(read(dir))).toEqual({ "src/factory.ts": { "missing-description": { "action contact.list": { count: 1 } } } });
    expect(await lint(dir, ["src/uses.ts"])).toEqual({ code: 0, stderr: "", results: [] });
  });
});

describe("--quiet and --max-warnings", () => {
  it("baselined warnings do not count against --max-warnings; a new one does", async () => {
    const dir = await baselined();
    expect(await run(dir, ["--quiet", "--max-warnings", "0"])).toEqual({ code: 0, stdout: "", stderr: "" });
    const other = "Archive the closed leads of the dealer with their vehicles.";
    // Two that read alike (a warning; the same text twice would be an error).
    write(dir, { "src/b.ts": B + handler("lead.archive", { description: other }) + handler("lead.archiveAll", { description: other.replace("dealer", "dealers") }) });
    const { code, stderr, results } = await lint(dir, ["--max-warnings", "0"]);
    // A new pair: lead.archiveAll is a new subject; lead.every's cluster is baselined. (A third copy of DUPLICATE
    // would join lead.every's cluster and be reported on itself, leaving lead.every's entry stale.)
    expect(results).toEqual(["first-sentence-only action lead.list", "near-duplicate-summary action lead.archiveAll"]);
    expect({ code, stderr }).toEqual({ code: 1, stderr: "summarylint: too many warnings (1, maximum: 0)\n" });
  });

  it("--quiet changes what is shown, not what --suppress-all records", async () => {
    const dir = project(files());
    expect(await run(dir, ["--quiet", "--suppress-all"])).toEqual({ code: 0, stdout: "", stderr: `summarylint: ${FILE} now holds 5 violations in 3 files\n` });
    expect(read(dir)).toBe(ALL);
  });
});

describe("where the file is", () => {
  it("in the project root (the config's folder), with paths relative to it, when run from a subfolder", async () => {
    const dir = project({ ".summarylintrc.yaml": "include: ['**/*.ts']\n", "app/src/a.ts": A, "lib/c.ts": C });
    const app = path.join(dir, "app");
    expect(await run(app, ["--suppress-all"])).toEqual({ code: 0, stdout: "", stderr: `summarylint: ../${FILE} now holds 4 violations in 2 files\n` });
    expect(exists(app)).toBe(false);
    expect(Object.keys(JSON.parse(read(dir)))).toEqual(["app/src/a.ts", "lib/c.ts"]);
    expect(await run(dir, [])).toEqual({ code: 0, stdout: "", stderr: "" });
  });

  it("--suppressions-location names another file (folders created); it must be given on every run, as in ESLint", async () => {
    const dir = project(files());
    const location = ".config/lint/baseline.json";
    expect(await run(dir, ["--suppress-all", "--suppressions-location", location])).toMatchObject({ code: 0, stderr: `summarylint: ${location} now holds 5 violations in 3 files\n` });
    expect(read(dir, location)).toBe(ALL);
    expect(exists(dir)).toBe(false);
    expect((await run(dir, [])).code).toBe(1);
    expect((await run(dir, ["--suppressions-location", location])).code).toBe(0);
  });

  it("a --suppressions-location that does not exist is an error, unless recording creates it", async () => {
    const dir = project(files());
    expect(await run(dir, ["--suppressions-location", "nothere.json"])).toEqual({
      code: 2,
      stdout: "",
      stderr: "summarylint: nothere.json: no such suppressions file; run summarylint with --suppress-all or --suppress-rule to create it\n",
    });
    expect(await run(dir, ["--prune-suppressions", "--suppressions-location", "nothere.json"])).toMatchObject({ code: 2 });
  });

  it("no baseline: --prune-suppressions says so and writes nothing", async () => {
    const dir = project(files());
    expect(await lint(dir, ["--prune-suppressions"])).toMatchObject({ code: 1, stderr: `summarylint: no ${FILE}, nothing to prune\n` });
    expect(exists(dir)).toBe(false);
  });
});

describe("a broken suppressions file: exit 2, naming the file, and it is left as it was", () => {
  const cases: { name: string; text: string; stderr: string | RegExp }[] = [
    { name: "empty", text: "", stderr: `summarylint: ${FILE}: the file is empty; ${RECOVER}\n` },
    { name: "a syntax error", text: '{\n  "src/a.ts": {},\n}\n', stderr: new RegExp(`^summarylint: ${FILE}:3:1: invalid JSON: [^\\n]+; fix it, or ${RECOVER}\\n$`) },
    {
      name: "a merge conflict",
      text: `{\n<<<<<<< ours\n  "src/a.ts": {}\n=======\n>>>>>>> theirs\n}\n`,
      stderr: `summarylint: ${FILE}:2:1: unresolved merge conflict; keep either side, then run summarylint --prune-suppressions (entries that no longer occur) or --suppress-all (new violations)\n`,
    },
    {
      name: "the wrong shape",
      text: '{ "src/a.ts": { "missing-description": { "count": 2 } } }\n',
      stderr: `summarylint: ${FILE}: at "src/a.ts" > "missing-description" > "count": a subject is "<type> <name>" with type action, feature, entity, trigger, server, mcp-prompt, mcp-resource, file, prompt, module, skill, namespace, toolset; fix it, or ${RECOVER}\n`,
    },
  ];
  for (const c of cases) {
    it(c.name, async () => {
      const dir = project({ ...files(), [FILE]: c.text });
      for (const argv of [[], ["--suppress-all"], ["--prune-suppressions"], ["-f", "json"]]) {
        const { code, stdout, stderr } = await run(dir, argv);
        expect({ code, stdout }, argv.join(" ")).toEqual({ code: 2, stdout: "" });
        if (typeof c.stderr === "string") expect(stderr).toBe(c.stderr);
        else expect(stderr).toMatch(c.stderr);
      }
      expect(read(dir)).toBe(c.text);
    });
  }

  it("a folder where the file should be", async () => {
    const dir = project({ ...files(), [`${FILE}/x`]: "" });
    expect(await run(dir, [])).toEqual({ code: 2, stdout: "", stderr: `summarylint: ${FILE}: is a folder; name a file with --suppressions-location\n` });
  });
});

describe("usage", () => {
  it("refuses combinations that make no sense, as ESLint does, and unknown rules, before doing anything", async () => {
    const dir = project({ ...files(), "src/r.ts": IMPORT + handler("x.get", { roles: ["Admin"], description: "Fetch x." }) });
    const cases: [string[], string][] = [
      [["--suppress-all", "--suppress-rule", "missing-description"], "--suppress-all and --suppress-rule cannot be used together"],
      [["--suppress-all", "--prune-suppressions"], "--suppress-all and --prune-suppressions cannot be used together"],
      [["--suppress-rule", "missing-description", "--prune-suppressions"], "--suppress-rule and --prune-suppressions cannot be used together"],
      [["--suppress-all", "--role", "Admin"], "--suppress-all cannot be used with --role (the baseline counts what every role's directory shows)"],
      [["--prune-suppressions", "--role", "Admin"], "--prune-suppressions cannot be used with --role (the baseline counts what every role's directory shows)"],
      [["--suppress-rule", "missing-descripton"], '--suppress-rule: unknown rule "missing-descripton" (did you mean "missing-description"?); summarylint rules lists them'],
      [["--suppress-rule", "bogus"], '--suppress-rule: unknown rule "bogus"; summarylint rules lists them'],
      [["--suppress-all", "directory"], '--suppress-all does not apply to "directory"'],
    ];
    for (const [argv, message] of cases) {
      expect(await run(dir, argv), argv.join(" ")).toEqual({ code: 2, stdout: "", stderr: `summarylint: ${message}\n` });
    }
    expect(exists(dir)).toBe(false);
  });

  it("--role applies the baseline but never calls an entry unused (one role's directory is not the project)", async () => {
    const text = "List the open leads of the dealer with their vehicles.";
    const source = `${IMPORT}${handler("lead.listAll", { roles: ["Admin"], description: text })}${handler("lead.list", { roles: ["Editor", "Admin"], description: text })}`;
    const dir = project({ "src/a.ts": source, "src/b.ts": IMPORT + handler("photo.delete", { roles: ["Editor"] }) });
    await run(dir, ["--suppress-all"]);
    expect(JSON.parse(read(dir))).toEqual({
      "src/a.ts": { "near-duplicate-summary": { "action lead.list": { count: 1 } } },
      "src/b.ts": { "missing-description": { "action photo.delete": { count: 1 } } },
    });
    // For Editor the pair is not judged (only Admin sees both): its entry is not unused.
    expect(await run(dir, ["--role", "Editor"])).toEqual({ code: 0, stdout: "", stderr: "" });
    expect(await run(dir, ["--role", "Admin"])).toEqual({ code: 0, stdout: "", stderr: "" });
  });

  it("--help lists the options", async () => {
    const { stdout } = await run(project(), ["--help"]);
    for (const flag of ["--suppress-all", "--suppress-rule <rule>", "--suppressions-location <file>", "--prune-suppressions", "--pass-on-unpruned-suppressions"]) {
      expect(stdout).toContain(flag);
    }
  });
});
