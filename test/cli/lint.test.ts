// `summarylint [paths…]` (docs/design.md#command-line): exit codes, options, the json document, what paths
// limit, colors, -o.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { TOOL_VERSION } from "../../src/base/version.js";
import { at, brief, handler, IMPORT, parseJson, project, run } from "./run.js";

const DOCS = "https://github.com/summarylint/summarylint/blob/main/rules";
const ANSI = /\u001b\[\d+m/;

const GOOD = IMPORT + handler("contact.list", { description: "List the contacts of the dealer." });
const MISSING = IMPORT + handler("photo.delete", { kind: "write" });
/** Two sentences: an info (first-sentence-only), made a warning by WARN_CONFIG. */
const TWO_SENTENCES = IMPORT + handler("lead.list", { description: "List the open leads. Newest first." });
const WARN_CONFIG = "rules:\n  first-sentence-only: warn\n";

describe("exit codes", () => {
  it("0 and no output for a clean project", async () => {
    expect(await run(project({ "src/a.ts": GOOD }), [])).toEqual({ code: 0, stdout: "", stderr: "" });
  });

  it("1 for an error", async () => {
    const { code, stdout, stderr } = await run(project({ "src/a.ts": MISSING }), []);
    expect(code).toBe(1);
    expect(stdout).toContain("missing-description");
    expect(stderr).toBe("");
  });

  it("0 for infos only", async () => {
    const { code, stdout } = await run(project({ "src/a.ts": TWO_SENTENCES }), []);
    expect(code).toBe(0);
    expect(stdout).toContain("first-sentence-only");
  });

  it("0 for warnings only; 1 when --max-warnings is exceeded", async () => {
    const dir = project({ "src/a.ts": TWO_SENTENCES, ".summarylintrc.yaml": WARN_CONFIG });
    expect((await run(dir, [])).code).toBe(0);
    expect((await run(dir, ["--max-warnings", "1"])).code).toBe(0);
    const over = await run(dir, ["--max-warnings", "0"]);
    expect(over.code).toBe(1);
    expect(over.stderr).toBe("summarylint: too many warnings (1, maximum: 0)\n");
    expect(over.stdout).toContain("1 problem (0 errors, 1 warning, 0 infos)");
  });

  it("2 for usage mistakes, with one line on stderr and nothing on stdout", async () => {
    const dir = project({ "src/a.ts": GOOD, "src/b.ts": IMPORT + handler("x.get", { roles: ["Admin", "Editor"], description: "Fetch x." }) });
    const cases: [string[], string][] = [
      [["--bogus"], "summarylint: unknown option '--bogus'; see summarylint --help\n"],
      [["--qiet"], "summarylint: unknown option '--qiet' (Did you mean --quiet?); see summarylint --help\n"],
      [["-f", "xml"], "summarylint: option '-f, --format <name>' argument 'xml' is invalid. Allowed choices are stylish, json, compact, sarif, github, gitlab, markdown; see summarylint --help\n"],
      [["src/nothere.ts"], "summarylint: no such file or folder: src/nothere.ts\n"],
      [["direktory"], 'summarylint: no such file or folder: direktory (did you mean the command "directory"?)\n'],
      [["--role", "Viewer"], 'summarylint: unknown role "Viewer"; the roles are Admin, Editor\n'],
      [["--role", "admin"], 'summarylint: unknown role "admin" (did you mean "Admin"?); the roles are Admin, Editor\n'],
      [["--max-warnings", "many"], 'summarylint: --max-warnings must be a whole number, not "many"\n'],
      [["directory", "extra"], "summarylint: too many arguments for 'directory'. Expected 0 arguments but got 1; see summarylint --help\n"],
      [["help"], "summarylint: no such file or folder: help (for usage, run summarylint --help)\n"],
      [["-c", "x.yaml", "rules"], 'summarylint: --config does not apply to "rules"\n'],
      [["--quiet", "directory"], 'summarylint: --quiet does not apply to "directory"\n'],
      [["-f", "stylish", "stats"], 'summarylint: "stats" has no --format stylish; choose one of text, json, markdown, html\n'],
    ];
    for (const [argv, stderr] of cases) expect(await run(dir, argv), argv.join(" ")).toEqual({ code: 2, stdout: "", stderr });
  });

  it("2 for --role in a project that declares no roles", async () => {
    expect(await run(project({ "src/a.ts": GOOD }), ["--role", "Admin"])).toEqual({
      code: 2,
      stdout: "",
      stderr: 'summarylint: unknown role "Admin": the project declares no roles\n',
    });
  });
});

describe("--quiet", () => {
  it("reports errors only", async () => {
    const dir = project({ "src/a.ts": MISSING, "src/b.ts": TWO_SENTENCES, "src/c.ts": `// summarylint-disable-next-line\n${GOOD}` });
    const all = parseJson((await run(dir, ["-f", "json"])).stdout);
    expect(all.results.map((r) => r.ruleId)).toEqual(["missing-description", "first-sentence-only", "unused-directive"]);
    const quiet = await run(dir, ["-f", "json", "--quiet"]);
    expect(parseJson(quiet.stdout).results.map((r) => r.ruleId)).toEqual(["missing-description"]);
    expect(parseJson(quiet.stdout).summary).toMatchObject({ errors: 1, warnings: 0, infos: 0 });
    expect(quiet.code).toBe(1);
  });

  it("hides warnings, which still count against --max-warnings (as ESLint)", async () => {
    const dir = project({ "src/a.ts": TWO_SENTENCES, ".summarylintrc.yaml": WARN_CONFIG });
    expect(await run(dir, ["--quiet"])).toEqual({ code: 0, stdout: "", stderr: "" });
    const over = await run(dir, ["--quiet", "--max-warnings", "0"]);
    expect(over).toEqual({ code: 1, stdout: "", stderr: "summarylint: too many warnings (1, maximum: 0)\n" });
  });
});

describe("-f json", () => {
  it("is the { tool, results, summary } document, with paths relative to the working directory and /", async () => {
    const nested = IMPORT + handler("photo.delete", { kind: "write", description: "" });
    const dir = project({ "src/features/photos/photos.ts": nested, "src/b.ts": TWO_SENTENCES, "src/c.ts": GOOD });
    const { code, stdout, stderr } = await run(dir, ["-f", "json"]);
    expect(parseJson(stdout)).toEqual({
      tool: { name: "summarylint", version: TOOL_VERSION },
      results: [
        {
          ruleId: "first-sentence-only",
          severity: "info",
          message: expect.stringContaining('"lead.list"'),
          file: "src/b.ts",
          ...at(TWO_SENTENCES, '"List'),
          endLine: 2,
          endColumn: at(TWO_SENTENCES, '"List').column + '"List the open leads. Newest first."'.length,
          subject: { type: "action", name: "lead.list" },
          docs: `${DOCS}/first-sentence-only.md`,
        },
        {
          ruleId: "missing-description",
          severity: "error",
          message: expect.stringContaining('"photo.delete"'),
          file: "src/features/photos/photos.ts",
          ...at(nested, '""'),
          endLine: 2,
          endColumn: at(nested, '""').column + 2,
          subject: { type: "action", name: "photo.delete" },
          docs: `${DOCS}/missing-description.md`,
          // a suggestion (never applied by --fix): the text inside the empty literal
          suggestions: [
            {
              title: "Add a description stub (“TODO: say what it does”)",
              edits: [{ file: "src/features/photos/photos.ts", range: [nested.indexOf('""') + 1, nested.indexOf('""') + 1], text: "TODO: say what it does" }],
            },
          ],
        },
      ],
      summary: { errors: 1, warnings: 0, infos: 1, files: 3, actions: 3 },
    });
    expect(stdout.split("\n")).toHaveLength(2); // one line and its newline
    expect(code).toBe(1);
    expect(stderr).toBe("");
  });

  it("paths are relative to the working directory, also when the config is in a folder above it", async () => {
    const dir = project({ ".summarylintrc.yaml": "presets: [kumiko]\n", "app/src/a.ts": MISSING, "lib/b.ts": MISSING.replace("photo.delete", "photo.archive") });
    const { stdout } = await run(path.join(dir, "app"), ["-f", "json"]);
    expect(parseJson(stdout).results.map((r) => r.file)).toEqual(["src/a.ts", "../lib/b.ts"]);
  });

  it("never carries color codes, even when FORCE_COLOR asks", async () => {
    const { stdout } = await run(project({ "src/a.ts": MISSING }), ["-f", "json"], { isTTY: true, env: { FORCE_COLOR: "1" } });
    expect(stdout).not.toMatch(ANSI);
    parseJson(stdout);
  });
});

describe("paths on the command line limit what is reported; the catalog is the whole project", () => {
  const FACTORY = `${IMPORT}export function listOf(entity: string, description: string) {
  return defineHandler({ name: \`\${entity}.list\`, kind: "read", description });
}
`;
  const USES = `import { listOf } from "./factory.js";
import { defineHandler } from "kumiko";
export const contacts = listOf("contact", "");
export const leads = listOf("lead", "List the open leads.");
export const own = defineHandler({ name: "uses.own", kind: "read" });
`;
  const files = { "src/factory.ts": FACTORY, "src/uses.ts": USES, "src/other/other.ts": MISSING, "README.md": "# x\n" };
  const instanceAt = at(FACTORY, "description }"); // every instance is located at the factory's description

  async function reported(argv: string[]) {
    const { code, stdout, stderr } = await run(project(files), ["-f", "json", ...argv]);
    const json = parseJson(stdout);
    return { code, stderr, summary: json.summary, results: json.results.map(brief) };
  }

  const contactList = { ruleId: "missing-description", messageId: "empty", file: "src/factory.ts", ...instanceAt, subject: "action:contact.list" };
  const usesOwn = { ruleId: "missing-description", messageId: "missing", file: "src/uses.ts", ...at(USES, "defineHandler("), subject: "action:uses.own" };
  const photoDelete = { ruleId: "missing-description", messageId: "missing", file: "src/other/other.ts", ...at(MISSING, "defineHandler("), subject: "action:photo.delete" };

  it("no paths: everything", async () => {
    const { results, summary } = await reported([]);
    expect(results).toEqual([contactList, photoDelete, usesOwn]);
    expect(summary).toEqual({ errors: 3, warnings: 0, infos: 0, files: 3, actions: 4 });
  });

  it("the file that calls a factory: its own diagnostics and those of the instances it makes (located at the factory)", async () => {
    const { results, summary, code } = await reported(["src/uses.ts"]);
    expect(results).toEqual([contactList, usesOwn]);
    // The whole project was read: the factory's instances resolved through the other file.
    expect(summary).toEqual({ errors: 2, warnings: 0, infos: 0, files: 3, actions: 4 });
    expect(code).toBe(1);
  });

  it("the factory's file: the instances declared there", async () => {
    expect((await reported(["src/factory.ts"])).results).toEqual([contactList]);
  });

  it("an unrelated file: only what is located in it", async () => {
    expect((await reported(["src/other/other.ts"])).results).toEqual([photoDelete]);
    expect((await reported(["src/other"])).results).toEqual([photoDelete]);
    expect((await reported(["src/other/"])).results).toEqual([photoDelete]);
  });

  it("several paths: the union", async () => {
    expect((await reported(["src/other", "src/factory.ts"])).results).toEqual([contactList, photoDelete]);
  });

  it("a path through a symbolic link to the project's folder names the project's file", async () => {
    const dir = project(files);
    const link = `${dir}-link`;
    fs.symlinkSync(dir, link);
    const { code, stdout, stderr } = await run(dir, ["-f", "json", path.join(link, "src/other/other.ts")]);
    expect({ code, stderr, results: parseJson(stdout).results.map(brief) }).toEqual({ code: 1, stderr: "", results: [photoDelete] });
  });

  it("a file that is not part of the project: nothing reported for it, and a note on stderr", async () => {
    const { results, code, stderr } = await reported(["README.md"]);
    expect(results).toEqual([]);
    expect(code).toBe(0);
    expect(stderr).toBe("summarylint: not part of the project (see include and exclude in the config), nothing reported for: README.md\n");
  });
});

describe("--role", () => {
  const ROLES = `${IMPORT}${handler("contact.list", { roles: ["Editor", "Admin"], kind: "read" })}${handler("contact.delete", { roles: ["Admin"], kind: "write" })}`;

  it("reports only the actions that role can reach", async () => {
    const dir = project({ "src/a.ts": ROLES });
    const names = async (argv: string[]) => parseJson((await run(dir, ["-f", "json", ...argv])).stdout).results.map((r) => r.subject.name);
    expect(await names([])).toEqual(["contact.list", "contact.delete"]);
    expect(await names(["--role", "Editor"])).toEqual(["contact.list"]);
    expect(await names(["--role", "Admin"])).toEqual(["contact.list", "contact.delete"]);
  });

  it("judges only that role's directory: a pair alike in another role is not reported", async () => {
    const text = "List the open leads of the dealer with their vehicles.";
    const dir = project({
      // The diagnostic goes on the later declaration, lead.list, which Editor sees; only Admin sees both.
      "src/a.ts": `${IMPORT}${handler("lead.listAll", { roles: ["Admin"], description: text })}${handler("lead.list", { roles: ["Editor", "Admin"], description: text })}`,
    });
    const rules = async (argv: string[]) =>
      parseJson((await run(dir, ["-f", "json", ...argv])).stdout).results.map((r) => [r.ruleId, r.subject.name]);
    expect(await rules([])).toEqual([["near-duplicate-summary", "lead.list"]]);
    expect(await rules(["--role", "Admin"])).toEqual([["near-duplicate-summary", "lead.list"]]);
    expect(await rules(["--role", "Editor"])).toEqual([]);
  });
});

describe("colors in stylish output", () => {
  const cases: { name: string; argv?: string[]; isTTY: boolean; env?: Record<string, string>; colored: boolean }[] = [
    { name: "on a terminal", isTTY: true, colored: true },
    { name: "into a pipe", isTTY: false, colored: false },
    { name: "--no-color on a terminal", argv: ["--no-color"], isTTY: true, colored: false },
    { name: "NO_COLOR on a terminal", isTTY: true, env: { NO_COLOR: "1" }, colored: false },
    { name: "NO_COLOR empty (unset) on a terminal", isTTY: true, env: { NO_COLOR: "" }, colored: true },
    { name: "FORCE_COLOR into a pipe", isTTY: false, env: { FORCE_COLOR: "1" }, colored: true },
    { name: "FORCE_COLOR=0 on a terminal", isTTY: true, env: { FORCE_COLOR: "0" }, colored: false },
    { name: "FORCE_COLOR over NO_COLOR", isTTY: false, env: { FORCE_COLOR: "1", NO_COLOR: "1" }, colored: true },
    { name: "--no-color over FORCE_COLOR", argv: ["--no-color"], isTTY: true, env: { FORCE_COLOR: "1" }, colored: false },
  ];
  for (const c of cases) {
    it(`${c.name}: ${c.colored ? "colored" : "plain"}`, async () => {
      const { stdout, code } = await run(project({ "src/a.ts": MISSING }), c.argv ?? [], { isTTY: c.isTTY, env: c.env });
      expect(code).toBe(1);
      expect(ANSI.test(stdout)).toBe(c.colored);
      expect(stdout.replace(/\u001b\[\d+m/g, "")).toContain("src/a.ts\n  2:29  error  Action \"photo.delete\" has no description");
    });
  }
});

describe("-o, --output-file", () => {
  const leftovers = (dir: string) => fs.readdirSync(dir, { recursive: true }).map(String).filter((f) => f.endsWith(".tmp"));

  it("writes the output into a folder it creates, and nothing to stdout", async () => {
    const dir = project({ "src/a.ts": MISSING });
    const { code, stdout, stderr } = await run(dir, ["-f", "json", "-o", "reports/lint/out.json"]);
    expect({ code, stdout, stderr }).toEqual({ code: 1, stdout: "", stderr: "" });
    const written = fs.readFileSync(path.join(dir, "reports/lint/out.json"), "utf8");
    expect(parseJson(written).results.map((r) => r.ruleId)).toEqual(["missing-description"]);
    expect(leftovers(dir)).toEqual([]);
  });

  it("replaces an existing file; writes an empty file for a clean project; never colors a file", async () => {
    const dir = project({ "src/a.ts": MISSING, "out.txt": "old" });
    await run(dir, ["-o", "out.txt"], { isTTY: true });
    expect(fs.readFileSync(path.join(dir, "out.txt"), "utf8")).toMatch(/^\nsrc\/a\.ts\n  2:29  error/);
    expect(fs.readFileSync(path.join(dir, "out.txt"), "utf8")).not.toMatch(ANSI);
    fs.writeFileSync(path.join(dir, "src/a.ts"), GOOD);
    expect(await run(dir, ["-o", "out.txt"])).toEqual({ code: 0, stdout: "", stderr: "" });
    expect(fs.readFileSync(path.join(dir, "out.txt"), "utf8")).toBe("");
  });

  it("through a symbolic link, replaces the file it points to and keeps the link", async () => {
    const dir = project({ "src/a.ts": MISSING, "real/out.json": "old" });
    fs.symlinkSync(path.join(dir, "real/out.json"), path.join(dir, "link.json"));
    await run(dir, ["-f", "json", "-o", "link.json"]);
    expect(fs.lstatSync(path.join(dir, "link.json")).isSymbolicLink()).toBe(true);
    expect(parseJson(fs.readFileSync(path.join(dir, "real/out.json"), "utf8")).summary.errors).toBe(1);
  });

  it("fails with exit 2 and a clear message when it cannot write, leaving nothing behind", async () => {
    const dir = project({ "src/a.ts": MISSING });
    const underFile = await run(dir, ["-o", "src/a.ts/out.txt"]);
    expect(underFile).toEqual({ code: 2, stdout: "", stderr: `summarylint: cannot write src/a.ts/out.txt: ${path.join(dir, "src/a.ts")} is a file, not a folder\n` });
    const folder = await run(dir, ["-o", "src"]);
    expect(folder).toEqual({ code: 2, stdout: "", stderr: "summarylint: cannot write src: it is a folder; name a file\n" });
    expect(leftovers(dir)).toEqual([]);
    expect(fs.readdirSync(dir).sort()).toEqual(["src"]);
  });

  it.runIf(process.platform === "linux")("writes into a device directly instead of replacing it", async () => {
    expect(await run(project({ "src/a.ts": MISSING }), ["-o", "/dev/null"])).toEqual({ code: 1, stdout: "", stderr: "" });
    expect(fs.statSync("/dev/null").isCharacterDevice()).toBe(true);
  });
});

describe("inline directives", () => {
  it("a disable-next-line silences the next line; an unused one is reported where it is", async () => {
    const source = `${IMPORT}// summarylint-disable-next-line missing-description -- written by the generator
${handler("photo.delete")}// summarylint-disable-next-line missing-description
${handler("contact.list", { description: "List the contacts." })}/* summarylint-disable missing-description */
${handler("photo.move")}/* summarylint-enable missing-description */
${handler("photo.copy")}`;
    const { code, stdout } = await run(project({ "src/a.ts": source }), ["-f", "json"]);
    expect(parseJson(stdout).results.map(brief)).toEqual([
      { ruleId: "unused-directive", messageId: "unusedRule", file: "src/a.ts", ...at(source, "// summarylint-disable-next-line", 2), subject: "file:src/a.ts" },
      { ruleId: "missing-description", messageId: "missing", file: "src/a.ts", ...at(source, "defineHandler(", 4), subject: "action:photo.copy" },
    ]);
    expect(code).toBe(1);
  });
});

describe("options before a command apply to it", () => {
  it("summarylint -f json directory", async () => {
    const dir = project({ "src/a.ts": GOOD });
    const before = await run(dir, ["-f", "json", "directory"]);
    const after = await run(dir, ["directory", "-f", "json"]);
    expect(before).toEqual(after);
    expect(parseJson<{ directories: unknown[] }>(before.stdout).directories).toHaveLength(1);
  });

  it("--no-color and --debug are accepted before any command", async () => {
    const { code, stdout } = await run(project(), ["--no-color", "--debug", "rules", "-f", "json"]);
    expect(code).toBe(0);
    expect(parseJson<unknown[]>(stdout).length).toBeGreaterThan(0);
  });

  it("summarylint -c other.yaml stats", async () => {
    const dir = project({ "src/a.ts": GOOD, "other.yaml": "rulez: {}\n" });
    expect((await run(dir, ["-c", "other.yaml", "stats"])).code).toBe(2);
  });
});
