// Writes through committed symbolic links: `summarylint.sarif` or the baseline committed as a link
// made summarylint replace the link's target anywhere the runner could write, and a dangling `.summarylintcache`
// link made it create folders outside the project. Every writer (outputs, baseline, cache, init) now resolves its
// path through src/base/write-target.ts, which refuses a link in the project (the config's folder) that leads outside
// it; a path the user typed that leaves the project without such a link is still theirs.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { writeTarget, WriteRefused } from "../../src/base/write-target.js";
import { handler, IMPORT, project, run } from "../cli/run.js";

/** A clean project: every run exits 0 with nothing on stdout, unless a write is refused. */
const CLEAN = { "src/a.ts": IMPORT + handler("photo.delete", { description: "Delete a photo." }) };
const BASELINE = "summarylint-suppressions.json";
const SUCH_A_LINK = "summarylint does not write through such a link";

/** Every file and folder under `dir`, with each file's content: what a run may not change outside the project. */
function snapshot(dir: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const name of fs.readdirSync(dir, { recursive: true }).map(String).sort()) {
    const stat = fs.lstatSync(path.join(dir, name));
    found[name] = stat.isFile() ? fs.readFileSync(path.join(dir, name), "utf8") : stat.isDirectory() ? "<folder>" : "<link>";
  }
  return found;
}

/** A project, and a folder outside it holding a file someone cares about and a valid baseline. */
function setUp(): { dir: string; outside: string } {
  const dir = project(CLEAN);
  const outside = project({ "precious.txt": "keep me\n", "base.json": `{ "src/a.ts": { "missing-description": { "action photo.delete": { "count": 5 } } } }\n` });
  return { dir, outside };
}

/** Links to make in the project (name -> target; `<out>` is the folder outside), the arguments, stderr. */
type Case = [title: string, links: Record<string, string>, argv: string[], stderr: string];

const refused = (name: string, link: string, to: string) => `${name}${link} is a symbolic link in the project that leads outside it (to ${to}); ${SUCH_A_LINK}\n`;

describe("a link committed in the project that leads outside it is never written through", () => {
  const cases: Case[] = [
    ["-o: a link to a file outside", { "summarylint.sarif": "<out>/precious.txt" }, ["-f", "sarif", "-o", "summarylint.sarif"], refused("summarylint: cannot write summarylint.sarif: ", "summarylint.sarif", "<out>/precious.txt")],
    ["-o: a relative link that climbs out", { "report.txt": "../<outname>/precious.txt" }, ["-o", "report.txt"], refused("summarylint: cannot write report.txt: ", "report.txt", "<out>/precious.txt")],
    ["-o: a dangling link into a folder outside that does not exist", { "report.txt": "<out>/new/deeper/report.txt" }, ["-o", "report.txt"], refused("summarylint: cannot write report.txt: ", "report.txt", "<out>/new/deeper/report.txt")],
    ["-o: a folder of the path is a link outside", { out: "<out>" }, ["-o", "out/new/report.txt"], refused("summarylint: cannot write out/new/report.txt: ", "out", "<out>/new/report.txt")],
    ["--output.<format>", { "report.json": "<out>/precious.txt" }, ["-f", "json", "--output.json", "report.json"], refused("summarylint: cannot write report.json: ", "report.json", "<out>/precious.txt")],
    ["directory -o", { "directory.txt": "<out>/precious.txt" }, ["directory", "-o", "directory.txt"], refused("summarylint: cannot write directory.txt: ", "directory.txt", "<out>/precious.txt")],
    ["stats -o", { "stats.txt": "<out>/precious.txt" }, ["stats", "-o", "stats.txt"], refused("summarylint: cannot write stats.txt: ", "stats.txt", "<out>/precious.txt")],
    ["init --force over a linked config", { ".summarylintrc.yaml": "<out>/precious.txt" }, ["init", "--force"], refused("summarylint: cannot write .summarylintrc.yaml: ", ".summarylintrc.yaml", "<out>/precious.txt")],
    ["--suppress-all: the baseline is a link outside", { [BASELINE]: "<out>/precious.txt" }, ["--suppress-all"], refused(`summarylint: ${BASELINE}: cannot write it: `, BASELINE, "<out>/precious.txt")],
    ["--prune-suppressions: the baseline is a link to a baseline outside", { [BASELINE]: "<out>/base.json" }, ["--prune-suppressions"], refused(`summarylint: ${BASELINE}: cannot write it: `, BASELINE, "<out>/base.json")],
    ["--suppressions-location: a dangling link outside", { "base.json": "<out>/new/base.json" }, ["--suppress-all", "--suppressions-location", "base.json"], refused("summarylint: base.json: cannot write it: ", "base.json", "<out>/new/base.json")],
    ["--cache: a dangling .summarylintcache into folders outside", { ".summarylintcache": "<out>/new/folder/cache" }, ["--cache"], refused("summarylint: the cache file .summarylintcache is not used: ", ".summarylintcache", "<out>/new/folder/cache")],
    ["--cache: a .summarylintcache link to a file outside", { ".summarylintcache": "<out>/precious.txt" }, ["--cache"], refused("summarylint: the cache file .summarylintcache is not used: ", ".summarylintcache", "<out>/precious.txt")],
    ["--cache-location: a folder that is a link outside", { cache: "<out>" }, ["--cache", "--cache-location", "cache"], refused("summarylint: the cache file cache/.summarylintcache is not used: ", "cache", "<out>/.summarylintcache")],
  ];

  it.each(cases)("%s", async (_title, links, argv, stderr) => {
    const { dir, outside } = setUp();
    const fill = (text: string) => text.replaceAll("<outname>", path.basename(outside)).replaceAll("<out>", outside);
    for (const [name, target] of Object.entries(links)) fs.symlinkSync(fill(target), path.join(dir, name));
    const before = snapshot(outside);
    const result = await run(dir, argv);
    // The cache costs a warning, never the run; every other refused write exits 2.
    const code = argv.includes("--cache") ? 0 : 2;
    expect({ ...result, outside: snapshot(outside) }).toEqual({ code, stdout: "", stderr: fill(stderr), outside: before });
    for (const name of Object.keys(links)) expect(fs.lstatSync(path.join(dir, name)).isSymbolicLink()).toBe(true);
  });

  it("the project is the config's folder: a link there is refused from a sub-folder too", async () => {
    const { dir, outside } = setUp();
    fs.writeFileSync(path.join(dir, ".summarylintrc.yaml"), "presets: [kumiko]\n");
    fs.mkdirSync(path.join(dir, "src/sub"));
    fs.symlinkSync(path.join(outside, "precious.txt"), path.join(dir, "report.txt"));
    const before = snapshot(outside);
    const result = await run(path.join(dir, "src/sub"), ["-o", "../../report.txt"]);
    expect({ ...result, outside: snapshot(outside) }).toEqual({
      code: 2,
      stdout: "",
      stderr: refused("summarylint: cannot write ../../report.txt: ", "report.txt", `${outside}/precious.txt`),
      outside: before,
    });
  });
});

describe("near misses: writes the user chose, and links that stay in the project", () => {
  it("-o to a plain path outside the project, in a folder it creates", async () => {
    const { dir, outside } = setUp();
    const result = await run(dir, ["-f", "json", "-o", path.join(outside, "reports/lint.json")]);
    expect([result, JSON.parse(fs.readFileSync(path.join(outside, "reports/lint.json"), "utf8")).summary.errors]).toEqual([{ code: 0, stdout: "", stderr: "" }, 0]);
  });

  it("-o through a link outside the project (the user's own, not the repository's)", async () => {
    const { dir, outside } = setUp();
    fs.mkdirSync(path.join(outside, "real"));
    fs.symlinkSync(path.join(outside, "real"), path.join(outside, "alias"));
    const result = await run(dir, ["-o", path.join(outside, "alias/report.txt")]);
    expect([result, fs.readFileSync(path.join(outside, "real/report.txt"), "utf8")]).toEqual([{ code: 0, stdout: "", stderr: "" }, ""]);
  });

  it("-o and the baseline through links to files in the project: written through, the links kept", async () => {
    const { dir } = setUp();
    fs.mkdirSync(path.join(dir, "shared"));
    fs.symlinkSync("shared/report.json", path.join(dir, "report.json"));
    fs.symlinkSync(path.join(dir, "shared/baseline.json"), path.join(dir, BASELINE));
    const result = await run(dir, ["--suppress-all", "-f", "json", "-o", "report.json"]);
    expect({
      result,
      report: JSON.parse(fs.readFileSync(path.join(dir, "shared/report.json"), "utf8")).summary.errors,
      baseline: fs.readFileSync(path.join(dir, "shared/baseline.json"), "utf8"),
      links: [fs.lstatSync(path.join(dir, "report.json")).isSymbolicLink(), fs.lstatSync(path.join(dir, BASELINE)).isSymbolicLink()],
    }).toEqual({ result: { code: 0, stdout: "", stderr: `summarylint: ${BASELINE} now holds 0 violations in 0 files\n` }, report: 0, baseline: "{}\n", links: [true, true] });
  });

  it("a dangling .summarylintcache into folders of the project: they are made, and the cache is written there", async () => {
    const { dir } = setUp();
    fs.symlinkSync("build/cache/lint", path.join(dir, ".summarylintcache"));
    expect(await run(dir, ["--cache"])).toEqual({ code: 0, stdout: "", stderr: "" });
    expect(fs.readFileSync(path.join(dir, "build/cache/lint"), "utf8").startsWith("summarylint-cache 3\n")).toBe(true);
  });

  it("a sub-folder's link to another folder of the project (outside the working directory, inside the project)", async () => {
    const { dir } = setUp();
    fs.writeFileSync(path.join(dir, ".summarylintrc.yaml"), "presets: [kumiko]\n");
    fs.mkdirSync(path.join(dir, "src/sub"));
    fs.symlinkSync("../../reports/out.txt", path.join(dir, "src/sub/out.txt"));
    expect(await run(path.join(dir, "src/sub"), ["-o", "out.txt"])).toEqual({ code: 0, stdout: "", stderr: "" });
    expect(fs.readFileSync(path.join(dir, "reports/out.txt"), "utf8")).toBe("");
  });
});

describe("writeTarget", () => {
  /** Links (name -> target, `<root>` and `<out>` filled in), the path asked for, and where it lands (or the refusal). */
  const cases: [title: string, links: Record<string, string>, file: string, expected: string][] = [
    ["a plain path under folders that do not exist", {}, "<root>/new/dir/x", "<root>/new/dir/x"],
    ["a chain of links inside", { a: "b", b: "sub/real.txt" }, "<root>/a", "<root>/sub/real.txt"],
    ["a link that climbs out and back in", { a: "../<rootname>/sub/real.txt" }, "<root>/a", "<root>/sub/real.txt"],
    ["a link in the project out to a link outside that leads back in", { a: "<out>/back", "<out>/back": "<root>/sub/real.txt" }, "<root>/a", "<root>/sub/real.txt"],
    ["a link outside the project, to outside", { "<out>/alias": "<out>/sub" }, "<out>/alias/x", "<out>/sub/x"],
    ["a link outside the project to a link in it that leads outside", { "<out>/alias": "<root>/a", a: "<out>/x" }, "<out>/alias", `refused: a is a symbolic link in the project that leads outside it (to <out>/x); ${SUCH_A_LINK}`],
    ["a link in a sub-folder", { "sub/l": "../../<outname>/x" }, "<root>/sub/l", `refused: sub/l is a symbolic link in the project that leads outside it (to <out>/x); ${SUCH_A_LINK}`],
    ["a loop", { a: "b", b: "a" }, "<root>/a", "refused: too many symbolic links on the way (a loop?)"],
  ];

  it.each(cases)("%s", (_title, links, file, expected) => {
    const root = project({ "sub/real.txt": "" });
    const outside = project({ "sub/x": "" });
    const fill = (text: string) =>
      text.replaceAll("<rootname>", path.basename(root)).replaceAll("<outname>", path.basename(outside)).replaceAll("<root>", root).replaceAll("<out>", outside);
    for (const [name, target] of Object.entries(links)) fs.symlinkSync(fill(target), path.resolve(root, fill(name)));
    let landed: string;
    try {
      landed = writeTarget(fill(file), root);
    } catch (error) {
      expect(error).toBeInstanceOf(WriteRefused);
      landed = `refused: ${(error as Error).message}`;
    }
    expect(landed).toBe(fill(expected));
  });
});
