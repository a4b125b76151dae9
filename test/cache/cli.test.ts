// `--cache` never changes what is reported: in every scenario below, a cached run prints byte for byte what an
// uncached run of the same project prints (stdout, stderr, exit code), while extracting only the files that
// changed. A cache that served a stale result would print the uncached output of the project before the change,
// and each scenario checks that output differs from the one after it.
import fs from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { handler, IMPORT, project, run, write, type Run } from "../cli/run.js";
import { clockAhead } from "../helpers/clock.js";

/** The files extract parsed, in order (extractFile wrapped to record its file). */
const extracted = vi.hoisted(() => [] as string[]);
vi.mock("../../src/extract/extract.js", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../src/extract/extract.js")>();
  return {
    ...original,
    extractFile: (...args: Parameters<typeof original.extractFile>) => {
      extracted.push(args[0]);
      return original.extractFile(...args);
    },
  };
});
/** The folders discovery walked from, one per discovery (discoverFiles wrapped to record its root). */
const discovered = vi.hoisted(() => [] as string[]);
vi.mock("../../src/discover/discover.js", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../src/discover/discover.js")>();
  return {
    ...original,
    discoverFiles: (...args: Parameters<typeof original.discoverFiles>) => {
      discovered.push(args[0].root);
      return original.discoverFiles(...args);
    },
  };
});
beforeEach(() => {
  extracted.length = 0;
  discovered.length = 0;
});

const CONSTANTS = `export const VEHICLE = "one vehicle";
export const ARCHIVE = "Archive a campaign.";
`;
const CAMPAIGNS = `import { defineHandler } from "kumiko";
import { ARCHIVE, VEHICLE } from "./constants.js";

export const create = defineHandler({ name: "campaign.create", kind: "write", roles: ["Admin", "Editor"], description: \`Create a campaign for \${VEHICLE}.\` });
export const archive = defineHandler({ name: "campaign.archive", kind: "write", roles: ["Admin"], description: ARCHIVE });
export const list = defineHandler({ name: "campaign.list", roles: ["Editor"], description: "List the campaigns of the dealer. Newest first." });
export const remove = defineHandler({ name: "campaign.delete", kind: "write", roles: ["Admin"] });
`;
const FACTORY = `${IMPORT}export function listOf(entity: string, description: string) {
  return defineHandler({ name: \`\${entity}.list\`, kind: "read", description });
}
`;
const USES = `import { listOf } from "./factory.js";
export const contacts = listOf("contact", "");
export const leads = listOf("lead", "List the open leads.");
`;
/** An Agent Skill with a name the spec does not allow (skill-name) and no description (missing-description). */
const SKILL = "---\nname: PDF\n---\nRead the file with pdfplumber.\n";
/** Ordinary code: names no declaration callee, so it is only skimmed. */
const UTIL = `import { VEHICLE } from "./constants.js";
export function label(n: number): string {
  return \`\${n} x \${VEHICLE}\`;
}
`;

const BASE = {
  "src/constants.ts": CONSTANTS,
  "src/campaigns.ts": CAMPAIGNS,
  "src/factory.ts": FACTORY,
  "src/uses.ts": USES,
  "src/util.ts": UTIL,
};

/** BASE with campaigns.ts importing its constants through the alias `@text/*`, and a second constants file it may name. */
function aliased(files: Record<string, string>): Record<string, string> {
  return {
    ...BASE,
    "src/campaigns.ts": CAMPAIGNS.replace('"./constants.js"', '"@text/constants"'),
    "src/text-v2/constants.ts": CONSTANTS.replace("Archive a campaign.", "Archive a campaign. It is lost for good."),
    ...files,
  };
}

/** A tsconfig whose `paths` map `@text/*` to `target`. */
function paths(target: string): string {
  return `{ "compilerOptions": { "paths": { "@text/*": [${JSON.stringify(target)}] } } }\n`;
}

interface Scenario {
  name: string;
  argv: string[];
  files?: Record<string, string>;
  /** After the files are written (a symbolic link). */
  setup?(dir: string): void;
  change(dir: string): void;
  /** Files extract parses in the warm cached run: the changed ones (a deferred one twice: skimmed, then read in full). */
  extracted: string[];
  /** False only where the change cannot show in the output. */
  outputChanges?: boolean;
}

const edit = (dir: string, file: string, from: string, to: string) => {
  const text = fs.readFileSync(path.join(dir, file), "utf8");
  if (!text.includes(from)) throw new Error(`${file} has no ${from}`);
  fs.writeFileSync(path.join(dir, file), text.replace(from, to));
};

/**
 * Deferred files (they name no declaration callee, so extract only skims them) that the resolver reads in full
 * whenever the catalog is rebuilt: uses.ts calls the factory, campaigns.ts takes descriptions from constants.ts. A
 * cached run takes what it read in full from the cache too, unless the file or the options it is read with changed.
 */
const COMPLETED = ["src/uses.ts", "src/constants.ts"];

const scenarios: Scenario[] = [
  { name: "nothing changed", argv: ["-f", "json"], change: () => {}, extracted: [], outputChanges: false },
  {
    name: "nothing changed (stylish)",
    argv: [],
    change: () => {},
    extracted: [],
    outputChanges: false,
  },
  {
    name: "one file's description changed",
    argv: ["-f", "json"],
    change: (dir) => edit(dir, "src/campaigns.ts", "List the campaigns of the dealer. Newest first.", "List the campaigns of the dealer."),
    extracted: ["src/campaigns.ts"],
  },
  {
    name: "one file's description changed (stylish)",
    argv: [],
    change: (dir) => edit(dir, "src/campaigns.ts", 'roles: ["Admin"] });', 'roles: ["Admin"], description: "Delete a campaign." });'),
    extracted: ["src/campaigns.ts"],
  },
  {
    name: "an imported constants file changed",
    argv: ["-f", "json"],
    change: (dir) => edit(dir, "src/constants.ts", '"Archive a campaign."', '"Archive a campaign. It cannot be undone."'),
    // constants.ts is skimmed anew (it changed), then read in full by the resolver. Also the near miss of an edit nothing
    // reads: the same skimmed facts (imports and exports), not the same facts read in full; each read once, as before.
    extracted: ["src/constants.ts", "src/constants.ts"],
  },
  {
    name: "a file added (a near duplicate of an unchanged file's summary)",
    argv: ["-f", "json"],
    change: (dir) => write(dir, { "src/leads.ts": IMPORT + handler("lead.lists", { description: "List the open leads" }) + handler("lead.delete", { kind: "write" }) }),
    extracted: ["src/leads.ts"],
  },
  {
    name: "a file added to a folder that had no sources",
    argv: ["-f", "json"],
    files: { ...BASE, "src/later/NOTES.md": "# to do\n" },
    change: (dir) => write(dir, { "src/later/leads.ts": IMPORT + handler("lead.delete", { kind: "write" }) }),
    extracted: ["src/later/leads.ts"],
  },
  {
    name: "a file added next to the cache file (the project root)",
    argv: ["-f", "json"],
    change: (dir) => write(dir, { "root.ts": IMPORT + handler("root.delete", { kind: "write" }) }),
    extracted: ["root.ts"],
  },
  {
    name: "a .gitignore edited to ignore a source file",
    argv: ["-f", "json"],
    files: { ...BASE, ".gitignore": "dist/\n" },
    change: (dir) => write(dir, { ".gitignore": "dist/\nsrc/util.ts\n" }),
    extracted: [],
  },
  {
    name: "a file deleted (the factory's caller)",
    argv: ["-f", "json"],
    change: (dir) => fs.rmSync(path.join(dir, "src/uses.ts")),
    extracted: [],
  },
  {
    name: "config changed (rule settings: no file is extracted again)",
    argv: ["-f", "json"],
    change: (dir) => write(dir, { ".summarylintrc.yaml": "rules:\n  first-sentence-only: warn\n  missing-description: warn\n" }),
    extracted: [],
  },
  {
    name: "config changed (maxFileSize: every file is extracted again)",
    argv: ["-f", "json"],
    change: (dir) => write(dir, { ".summarylintrc.yaml": `maxFileSize: ${Buffer.byteLength(CAMPAIGNS) - 1}\n` }),
    // campaigns.ts is now too large: reported, not parsed, so nothing reads constants.ts in full.
    extracted: ["src/constants.ts", "src/factory.ts", "src/uses.ts", "src/util.ts", "src/uses.ts"],
  },
  {
    name: "tsconfig.json paths changed (an alias now names another file)",
    argv: ["-f", "json"],
    files: aliased({ "tsconfig.json": paths("./src/*") }),
    change: (dir) => write(dir, { "tsconfig.json": paths("./src/text-v2/*") }),
    // uses.ts, read in full before, comes from the cache; the alias's new target is read in full for the first time.
    extracted: ["src/text-v2/constants.ts"],
  },
  {
    // Not the root's tsconfig.json (the settings key reads that one): a package's, and a file one extends.
    name: "a package's tsconfig.json paths changed",
    argv: ["-f", "json"],
    files: aliased({ "src/tsconfig.json": paths("./*") }),
    change: (dir) => write(dir, { "src/tsconfig.json": paths("./text-v2/*") }),
    extracted: ["src/text-v2/constants.ts"],
  },
  {
    name: "a tsconfig file that tsconfig.json extends changed (an alias now names another file)",
    argv: ["-f", "json"],
    files: aliased({ "tsconfig.json": '{ "extends": "./config/tsconfig.base" }\n', "config/tsconfig.base.json": paths("../src/*") }),
    change: (dir) => write(dir, { "config/tsconfig.base.json": paths("../src/text-v2/*") }),
    extracted: ["src/text-v2/constants.ts"],
  },
  {
    name: "a tsconfig.json added to a folder of sources (an alias now names another file)",
    argv: ["-f", "json"],
    files: aliased({ "tsconfig.json": paths("./src/*") }),
    change: (dir) => write(dir, { "src/tsconfig.json": paths("./text-v2/*") }),
    extracted: ["src/text-v2/constants.ts"],
  },
  {
    name: "--role, a change in an action only that role sees",
    argv: ["-f", "json", "--role", "Editor"],
    change: (dir) => edit(dir, "src/campaigns.ts", "List the campaigns of the dealer. Newest first.", "List campaigns"),
    extracted: ["src/campaigns.ts"],
  },
  {
    name: "paths on the command line, the factory changed",
    argv: ["-f", "json", "src/uses.ts"],
    change: (dir) => edit(dir, "src/factory.ts", 'kind: "read", description', 'kind: "read", description: `${description}` || undefined'),
    extracted: ["src/factory.ts"],
  },
  {
    name: "inline directives changed",
    argv: ["-f", "json"],
    change: (dir) => edit(dir, "src/campaigns.ts", "export const remove", "// summarylint-disable-next-line missing-description -- tracked in #12\nexport const remove"),
    extracted: ["src/campaigns.ts"],
  },
  {
    // presets: auto picks a package's presets from its package.json: a dependency added there changes what its
    // files declare though no source changed, so every file's facts are extracted again.
    name: "a package's package.json gains a dependency that picks another preset",
    argv: ["-f", "json"],
    files: {
      ...BASE,
      "packages/tools/package.json": '{ "name": "tools" }\n',
      "packages/tools/src/server.ts": 'server.registerTool("delete_file", { description: "Delete a file" }, async () => ({}));\n',
    },
    change: (dir) => write(dir, { "packages/tools/package.json": '{ "name": "tools", "dependencies": { "@modelcontextprotocol/sdk": "^1.0.0" } }\n' }),
    extracted: ["packages/tools/src/server.ts", "src/campaigns.ts", "src/constants.ts", "src/factory.ts", "src/uses.ts", "src/util.ts", ...COMPLETED],
  },
  {
    // A SKILL.md is read by extract/skill.ts, not the TypeScript parser: its facts (front matter, body) come from the
    // cache while it is unchanged, and the skill's diagnostics with them.
    name: "a TypeScript file changed, a skill unchanged (its facts from the cache)",
    argv: ["-f", "json"],
    files: { ...BASE, ".claude/skills/pdf/SKILL.md": SKILL },
    change: (dir) => edit(dir, "src/campaigns.ts", "List the campaigns of the dealer. Newest first.", "List the campaigns of the dealer."),
    extracted: ["src/campaigns.ts"],
  },
  {
    // Where a link leads is no folder's entry: a project with one is discovered anew on every run.
    name: "a symbolic link that led outside the project now leads to a file in it",
    argv: ["-f", "json"],
    files: { ...BASE, "other/real.ts": CAMPAIGNS.replace(/campaign/g, "flyer") },
    setup: (dir) => fs.symlinkSync(outsideFile(), path.join(dir, "src/link.ts")),
    change: (dir) => {
      fs.rmSync(path.join(dir, "src/link.ts"));
      fs.symlinkSync(path.join(dir, "other/real.ts"), path.join(dir, "src/link.ts"));
    },
    extracted: ["src/link.ts"],
  },
  {
    name: "a skill's front matter changed",
    argv: ["-f", "json"],
    files: { ...BASE, ".claude/skills/pdf/SKILL.md": SKILL },
    change: (dir) => edit(dir, ".claude/skills/pdf/SKILL.md", "name: PDF", "name: pdf"),
    extracted: [],
  },
  {
    // Edits that leave every file's facts as they were: the stored run stands, each changed file read again to compare.
    name: "a function's body changed in a skimmed file, its facts as they were",
    argv: ["-f", "json"],
    change: (dir) => edit(dir, "src/util.ts", "return `${n} x ${VEHICLE}`;", "const count = n;\n  return `${count} x ${VEHICLE}`;"),
    extracted: ["src/util.ts"],
    outputChanges: false,
  },
  {
    name: "--role, paths on the command line, a function's body changed in a skimmed file",
    argv: ["-f", "json", "--role", "Editor", "src/campaigns.ts"],
    change: (dir) => edit(dir, "src/util.ts", "return `${n} x ${VEHICLE}`;", "return `${n} × ${VEHICLE}`;"),
    extracted: ["src/util.ts"],
    outputChanges: false,
  },
  {
    // constants.ts was read in full by the last run: its full facts are compared too.
    name: "a comment added to a file the resolver read in full, its facts as they were",
    argv: ["-f", "json"],
    change: (dir) => edit(dir, "src/constants.ts", 'export const ARCHIVE = "Archive a campaign.";', 'export const ARCHIVE = "Archive a campaign."; // the short form'),
    extracted: ["src/constants.ts", "src/constants.ts"],
    outputChanges: false,
  },
  {
    // Near miss: campaigns.ts holds a fix of the last run (the stub of campaign.delete's missing description), whose
    // offsets a comment above it moves though the facts do not change (the output differs in those offsets only):
    // made anew, not compared.
    name: "a comment added above a fix, the file's facts as they were",
    argv: ["-f", "json"],
    change: (dir) => edit(dir, "src/campaigns.ts", 'import { defineHandler } from "kumiko";', 'import { defineHandler } from "kumiko"; // the framework'),
    extracted: ["src/campaigns.ts"],
  },
  {
    name: "an unused inline directive added",
    argv: ["-f", "json"],
    change: (dir) => edit(dir, "src/util.ts", "export function", "// summarylint-disable-next-line summary-truncated\nexport function"),
    extracted: ["src/util.ts"],
  },
];

/** A source file outside every project folder (a link in a project may lead to it). */
function outsideFile(): string {
  const file = path.join(project({ "outside.ts": CAMPAIGNS.replace(/campaign/g, "poster") }), "outside.ts");
  return file;
}

/** Both runs of one state: uncached, then cached (which may write the cache). The files extract parsed in the cached run. */
async function both(dir: string, argv: string[]): Promise<{ plain: Run; cached: Run; extracted: string[] }> {
  const plain = await run(dir, argv);
  extracted.length = 0;
  const cached = await run(dir, [...argv, "--cache"]);
  return { plain, cached, extracted: extracted.map((f) => path.relative(dir, f).split(path.sep).join("/")) };
}

// Files written by a test are seconds old at most, so their stats have not settled and every cached run hashes
// every file. With the clock 10 s ahead they all have, and runs take the stat shortcut and the quick path.
describe.each([
  ["real clock", 0],
  ["clock 10 s ahead, every stat settled", 10_000],
])("a cached run prints exactly what an uncached run prints (%s)", (_, ahead) => {
  clockAhead(ahead);

  it.each(scenarios)("$name", async (scenario) => {
    const dir = project(scenario.files ?? BASE);
    scenario.setup?.(dir);
    const before = await both(dir, scenario.argv);
    expect(before.cached).toEqual(before.plain);
    expect(fs.existsSync(path.join(dir, ".summarylintcache"))).toBe(true);
    expect(before.plain.code).toBeGreaterThanOrEqual(0);
    expect(before.plain.stderr).toBe("");

    // An edit comes later than the kernel's coarse clock tick of the last run (the settle rule ensures that
    // for real edits; a clock moved ahead would otherwise let a same-tick edit pass as the file last hashed).
    await new Promise((resolve) => setTimeout(resolve, 20));
    scenario.change(dir);
    const after = await both(dir, scenario.argv);
    expect(after.cached).toEqual(after.plain);
    expect(after.extracted).toEqual(scenario.extracted);
    if (scenario.outputChanges === false) expect(after.plain).toEqual(before.plain);
    else expect(after.plain.stdout).not.toBe(before.plain.stdout);
  });

  it("one cache, runs with different options in turn: each prints its own output", async () => {
    const dir = project(BASE);
    const argvs = [["--role", "Admin"], ["--role", "Editor"], [], ["-f", "json", "--quiet"], ["src/uses.ts"], ["-f", "json", "src/campaigns.ts"]];
    const outputs: Run[] = [];
    for (const argv of argvs) outputs.push((await both(dir, argv)).plain);
    for (const [i, argv] of argvs.entries()) expect((await both(dir, argv)).cached).toEqual(outputs[i]);
    expect(new Set(outputs.map((o) => JSON.stringify(o))).size).toBe(argvs.length);
  });

  it("an unknown --role is the same usage error from the cache", async () => {
    const dir = project(BASE);
    const first = await both(dir, ["--role", "Viewer"]);
    const second = await both(dir, ["--role", "Viewer"]);
    for (const r of [first.plain, first.cached, second.cached]) {
      expect(r).toEqual({ code: 2, stdout: "", stderr: 'summarylint: unknown role "Viewer"; the roles are Admin, Editor\n' });
    }
  });

  it("the presets named when nothing is declared include those of files whose facts came from the cache", async () => {
    const dir = project({
      "packages/a/package.json": '{ "name": "a", "dependencies": { "@modelcontextprotocol/sdk": "^1.0.0" } }\n',
      "packages/a/src/a.ts": "export const a = 1;\n",
      "packages/b/package.json": '{ "name": "b" }\n',
      "packages/b/src/b.ts": "export const b = 2;\n",
    });
    const hint = "summarylint: no action declarations found in 2 files (presets: mcp (packages/a); kumiko (packages/b))\n";
    expect((await run(dir, ["--cache"])).stderr).toBe(hint);
    write(dir, { "packages/b/src/b.ts": "export const b = 3;\n" });
    extracted.length = 0;
    const cached = await run(dir, ["--cache"]);
    // Only the changed file is parsed again; a.ts's facts (extracted with mcp) come from the cache.
    expect(extracted.map((f) => path.relative(dir, f).split(path.sep).join("/"))).toEqual(["packages/b/src/b.ts"]);
    expect(cached).toEqual({ ...(await run(dir, [])), stderr: hint });
  });

  it("a changed file that reads to the facts stored for it: the stored run stands, and no stage after extract runs", async () => {
    const dir = project(BASE);
    await run(dir, ["--cache"]);
    edit(dir, "src/util.ts", "return `${n} x ${VEHICLE}`;", "return `${n} × ${VEHICLE}`;");
    const timed = await run(dir, ["--cache", "--timing"]);
    expect(timed.stderr).toBe("summarylint: --timing: the whole run came from the cache; 1 changed file read again, to the facts stored for it; no other stage ran\n");
    expect({ ...timed, stderr: "" }).toEqual(await run(dir, []));
    // Stored again under the new content: the next run takes the whole run as it is.
    expect((await run(dir, ["--cache", "--timing"])).stderr).toBe("summarylint: --timing: the whole run came from the cache; no stage ran\n");
    // A second such edit of the same file is compared with the facts stored for the first content, kept as they were.
    edit(dir, "src/util.ts", "export function label", "// the label of a count\nexport function label");
    expect((await run(dir, ["--cache", "--timing"])).stderr).toBe("summarylint: --timing: the whole run came from the cache; 1 changed file read again, to the facts stored for it; no other stage ran\n");
    // `directory --cache` takes util.ts's facts from the cache too (stored for its first content).
    const listed = await run(dir, ["directory"]);
    extracted.length = 0;
    expect(await run(dir, ["directory", "--cache"])).toEqual(listed);
    expect(extracted).toEqual([]);
    // A change elsewhere: util.ts's facts come from the cache, only campaigns.ts is read.
    edit(dir, "src/campaigns.ts", "List the campaigns of the dealer. Newest first.", "List the campaigns of the dealer.");
    extracted.length = 0;
    const cached = await run(dir, ["--cache"]);
    expect(extracted.map((f) => path.relative(dir, f).split(path.sep).join("/"))).toEqual(["src/campaigns.ts"]);
    expect(cached).toEqual(await run(dir, []));
    // And `directory --cache` after it reads no file: that run stored every file's facts under its content now.
    const directory = await run(dir, ["directory"]);
    extracted.length = 0;
    expect(await run(dir, ["directory", "--cache"])).toEqual(directory);
    expect(extracted).toEqual([]);
  });

  it("near miss: facts stored by `directory --cache` after the run are not the run's, so the run is made anew", async () => {
    const dir = project(BASE);
    await run(dir, ["--cache"]);
    // The index and facts are now of the new constant; the stored lint run is still the old one's.
    edit(dir, "src/constants.ts", '"Archive a campaign."', '"Archive a campaign. It cannot be undone."');
    await run(dir, ["directory", "--cache"]);
    edit(dir, "src/util.ts", "return `${n} x ${VEHICLE}`;", "return `${n} × ${VEHICLE}`;");
    const cached = await run(dir, ["--cache", "--timing"]);
    expect(cached.stderr).toContain("Stage");
    expect({ ...cached, stderr: "" }).toEqual(await run(dir, []));
  });

  it("the hints on stderr (no actions found) come from the cache too", async () => {
    const dir = project({ "src/util.ts": UTIL, "src/constants.ts": CONSTANTS });
    const first = await both(dir, []);
    const second = await both(dir, []);
    expect(second.extracted).toEqual([]);
    for (const r of [first.cached, second.cached]) expect(r).toEqual(first.plain);
    expect(first.plain.stderr).toBe("summarylint: no action declarations found in 2 files (presets: kumiko)\n");
  });
});

// `directory` and `stats` honour --cache as lint does: the same output, and only changed files parsed.
describe.each([["directory"], ["stats"], ["directory", "-f", "json"], ["stats", "-f", "json"]])("%s --cache", (...argv) => {
  it("prints what the uncached command prints, parsing only the files that changed", async () => {
    const dir = project(BASE);
    const first = await both(dir, argv);
    expect(first.cached).toEqual(first.plain);
    expect(first.plain.code).toBe(0);
    // A second cached run parses nothing: the skimmed files the resolver read in full come from the cache too.
    const second = await both(dir, argv);
    expect(second.cached).toEqual(first.plain);
    expect(second.extracted).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    edit(dir, "src/constants.ts", "one vehicle", "one car");
    const after = await both(dir, argv);
    expect(after.cached).toEqual(after.plain);
    expect(after.plain.stdout).not.toBe(first.plain.stdout);
    expect(after.extracted).toEqual(["src/constants.ts", "src/constants.ts"]); // skimmed, then read in full, as lint does
  });

  it("keeps the stored lint run: a lint --cache after it still takes the quick path", async () => {
    const dir = project(BASE);
    const lint = await both(dir, []);
    await run(dir, [...argv, "--cache"]);
    extracted.length = 0;
    expect(await run(dir, ["--cache"])).toEqual(lint.plain);
    expect(extracted).toEqual([]);
  });
});

// A run after sources changed, where no folder gained or lost an entry and no .gitignore changed: the file list stored
// stands. The files were written just now, so no stat has settled: each folder is listed again to compare its entries.
describe("a run after sources changed in place takes the files stored, not discovered again", () => {
  it("two edits in a row: each run after the first lints the edit without a discovery", async () => {
    const dir = project(BASE);
    await run(dir, ["--cache"]);
    expect(discovered).toEqual([dir]);
    for (const [from, to] of [["Newest first.", "Oldest first."], ["List the campaigns", "Show the campaigns"]]) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      edit(dir, "src/campaigns.ts", from, to);
      discovered.length = 0;
      const cached = await run(dir, ["--cache"]);
      expect(discovered).toEqual([]);
      expect(cached).toEqual(await run(dir, []));
    }
  });

  it("near miss: a file added: discovered again", async () => {
    const dir = project(BASE);
    await run(dir, ["--cache"]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    write(dir, { "src/added.ts": CAMPAIGNS.replace(/campaign/g, "flyer") });
    discovered.length = 0;
    const cached = await run(dir, ["--cache"]);
    expect(discovered).toEqual([dir]);
    expect(cached).toEqual(await run(dir, []));
  });
});

// The warm run (docs/design.md#speed): on the quick path a folder whose stat is the one it had when its entries
// were read is not read again; the project root, where the cache file was written since, is. A folder that gains a
// file is read again.
describe("the quick path reads only the folders whose stat moved", () => {
  clockAhead(10_000);
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const listed = async (dir: string, argv: string[]): Promise<[Run, string[]]> => {
    const readdir = vi.spyOn(fs, "readdirSync");
    const result = await run(dir, argv);
    const folders = readdir.mock.calls.map(([folder]) => path.relative(dir, String(folder)).split(path.sep).join("/")).filter((f) => !f.startsWith(".."));
    readdir.mockRestore();
    return [result, folders.sort()];
  };

  it("lists the root alone when nothing changed, and the folder a file was added to", async () => {
    const dir = project({ ...BASE, "src/deep/more.ts": "export const more = 1;\n" });
    const first = await run(dir, ["--cache"]);
    const [again, folders] = await listed(dir, ["--cache"]);
    expect(again).toEqual(first);
    expect(folders).toEqual([""]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    write(dir, { "src/deep/added.ts": CAMPAIGNS.replace(/campaign/g, "flyer") });
    const [after, changed] = await listed(dir, ["--cache"]);
    expect(after).toEqual(await run(dir, []));
    expect(after.stdout).not.toBe(first.stdout);
    // The quick path reads src/deep again (its stat moved), fails there, and discovery lists every folder.
    expect(new Set(changed)).toEqual(new Set(["", "src", "src/deep"]));
  });

  it("a source edited in place: its folder's entries hold, so the files are not discovered again", async () => {
    const dir = project({ ...BASE, "src/deep/more.ts": "export const more = 1;\n" });
    await run(dir, ["--cache"]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    edit(dir, "src/campaigns.ts", "List the campaigns of the dealer. Newest first.", "List the campaigns of the dealer.");
    const [after, folders] = await listed(dir, ["--cache"]);
    expect(after).toEqual(await run(dir, []));
    expect(folders).toEqual([""]);
  });

  it("near miss: a symbolic link that leads elsewhere now (its folder's entries as they were): the files are discovered again", async () => {
    const dir = project({ ...BASE, "src/deep/more.ts": "export const more = 1;\n" });
    const link = path.join(dir, "src/deep/link.ts");
    fs.symlinkSync(path.join(dir, "src/util.ts"), link);
    await run(dir, ["--cache"]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    fs.rmSync(link);
    fs.symlinkSync(path.join(dir, "src/campaigns.ts"), link);
    const [after, folders] = await listed(dir, ["--cache"]);
    expect(after).toEqual(await run(dir, []));
    expect(new Set(folders)).toEqual(new Set(["", "src", "src/deep"]));
  });
});
