// Reads through a link committed in the project that leads outside it are refused, as writes are (src/base/write-target.ts):
// `src/private.ts -> ../../elsewhere/private.ts` was linted and its text printed by `directory`, and a link to the
// project's .env made it a source. Each such file is reported once by unreadable-source, naming it; files named .env
// or .env.* are never read, whatever their link; the rest of the project is still checked.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config/index.js";
import { discoverFiles } from "../../src/discover/discover.js";
import { RULE_INFOS } from "../../rules/index.js";
import { LiveProject } from "../../src/lsp/live-project.js";
import { handler, parseJson, project, run } from "../cli/run.js";

const DELETE = handler("contact.delete", { description: "Delete a contact." });
const SECRET = handler("contact.secret", { description: "Private text of another checkout: PRIVATE-7." });

/** A project in `<outer>/project`, and a folder beside it, `<outer>/elsewhere`, holding `outside`. */
function layout(files: Record<string, string>, outside: Record<string, string> = {}): { dir: string; elsewhere: string } {
  const outer = project({ ...Object.fromEntries(Object.entries(files).map(([f, t]) => [`project/${f}`, t])), ...Object.fromEntries(Object.entries(outside).map(([f, t]) => [`elsewhere/${f}`, t])) });
  fs.mkdirSync(path.join(outer, "project"), { recursive: true });
  fs.mkdirSync(path.join(outer, "elsewhere"), { recursive: true });
  return { dir: path.join(outer, "project"), elsewhere: path.join(outer, "elsewhere") };
}

const link = (dir: string, name: string, target: string) => {
  fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
  fs.symlinkSync(target, path.join(dir, name));
};

const findings = async (dir: string, args: string[] = []) => {
  const result = await run(dir, ["--format", "json", ...args]);
  const output = parseJson(result.stdout);
  return { code: result.code, actions: output.summary.actions, results: output.results.map((r) => [r.ruleId, r.file, r.message]) };
};

describe("a source that is a link leading outside the project is not read", () => {
  it("src/private.ts -> ../../elsewhere/private.ts: not linted, not in the directory, reported once", async () => {
    const { dir } = layout({ "src/a.ts": DELETE }, { "private.ts": SECRET });
    link(dir, "src/private.ts", "../../elsewhere/private.ts");
    expect(await findings(dir)).toEqual({
      code: 0,
      actions: 1,
      results: [
        [
          "unreadable-source",
          "src/private.ts",
          "src/private.ts was not read: it is a symbolic link in the project that leads outside it (to ../../elsewhere/private.ts); its declarations are not checked. Make it a regular file, or remove it.",
        ],
      ],
    });
    const directory = await run(dir, ["directory"]);
    expect([directory.code, directory.stdout.includes("PRIVATE-7"), directory.stdout.includes("Delete a contact.")]).toEqual([0, false, true]);
  });

  it("src/env.ts -> ../.env: the project's .env is no source", async () => {
    const { dir } = layout({ "src/a.ts": DELETE, ".env": "API_KEY=sk-live-123\n" });
    link(dir, "src/env.ts", "../.env");
    expect((await findings(dir)).results).toEqual([
      ["unreadable-source", "src/env.ts", "src/env.ts was not read: it is a symbolic link to a .env file, which summarylint never reads; its declarations are not checked. Make it a regular file, or remove it."],
    ]);
  });

  it("an absolute link, and a SKILL.md that is one", async () => {
    const { dir, elsewhere } = layout({ "src/a.ts": DELETE }, { "tool.ts": SECRET, "SKILL.md": "---\nname: pdf\ndescription: PRIVATE-7.\n---\n" });
    link(dir, "src/tool.ts", path.join(elsewhere, "tool.ts"));
    link(dir, "skills/pdf/SKILL.md", path.join(elsewhere, "SKILL.md"));
    const { results } = await findings(dir);
    expect(results.map(([rule, file, message]) => [rule, file, message.replace(elsewhere, "<elsewhere>")])).toEqual([
      ["unreadable-source", "skills/pdf/SKILL.md", "skills/pdf/SKILL.md was not read: it is a symbolic link in the project that leads outside it (to <elsewhere>/SKILL.md); its declarations are not checked. Make it a regular file, or remove it."],
      ["unreadable-source", "src/tool.ts", "src/tool.ts was not read: it is a symbolic link in the project that leads outside it (to <elsewhere>/tool.ts); its declarations are not checked. Make it a regular file, or remove it."],
    ]);
  });

  it("the language server reports it at every lint, not only the first", () => {
    const { dir } = layout({ "src/a.ts": DELETE }, { "private.ts": SECRET });
    link(dir, "src/private.ts", "../../elsewhere/private.ts");
    const live = new LiveProject(loadConfig({ cwd: dir, rules: RULE_INFOS }));
    const refused = (overlay: Map<string, string>) => live.lint(overlay).diagnostics.filter((d) => d.ruleId === "unreadable-source").map((d) => path.relative(dir, d.file));
    expect([refused(new Map()), refused(new Map([[path.join(dir, "src/a.ts"), DELETE.replace("Delete a contact.", "Delete one contact.")]]))]).toEqual([["src/private.ts"], ["src/private.ts"]]);
  });

  it("files named .env or .env.* are never sources, whatever include says, and are not reported", () => {
    const { dir } = layout({ ".env": "A=1\n", ".env.local": "B=2\n", "src/.ENV.production": "C=3\n", "src/a.ts": "", "src/environment.ts": "" });
    const found = discoverFiles({ root: dir, include: ["**/*"], exclude: [] }).map((f) => path.relative(dir, f).split(path.sep).join("/"));
    expect(found).toEqual(["src/a.ts", "src/environment.ts"]);
  });

  it.each<[string, (dir: string) => void]>([
    ["a link to a file inside the project", (dir) => link(dir, "src/alias.ts", "util.ts")],
    ["a link to a folder outside that is not walked", (dir) => link(dir, "vendor", "../elsewhere")],
  ])("near miss: %s is no problem", async (_title, make) => {
    const { dir } = layout({ "src/real.ts": DELETE, "src/util.ts": "export const x = 1;\n" }, { "private.ts": SECRET });
    make(dir);
    const { results, actions } = await findings(dir);
    expect([results, actions > 0]).toEqual([[], true]);
  });

  it("near miss: a project reached through a link of the user's (the root itself) is read", async () => {
    const { dir } = layout({ "src/a.ts": DELETE });
    const via = path.join(path.dirname(dir), "via");
    fs.symlinkSync(dir, via);
    expect(await findings(via)).toEqual({ code: 0, actions: 1, results: [] });
  });
});

describe("a side file that is a link leading outside the project is not read", () => {
  it.each([
    ["package.json", '{ "dependencies": { "@modelcontextprotocol/sdk": "1" } }', "the packages it names are not known, so presets it would choose are not used"],
    ["tsconfig.json", '{ "compilerOptions": { "outDir": "src" } }', "its path aliases and output folders are not known"],
    [".gitignore", "src/\n", "the files it lists are not ignored"],
  ])("%s", async (name, text, without) => {
    const { dir } = layout({ "src/a.ts": DELETE }, { [name]: text });
    link(dir, name, `../elsewhere/${name}`);
    expect(await findings(dir)).toEqual({
      code: 0,
      actions: 1,
      results: [["unreadable-source", name, `${name} was not read: it is a symbolic link in the project that leads outside it (to ../elsewhere/${name}); ${without}. Make it a regular file, or remove it.`]],
    });
  });

  it("near miss: a folder that is a link out is not walked, so nothing in it is read or reported", async () => {
    const { dir } = layout({ "src/a.ts": DELETE }, { "pkg/package.json": '{ "name": "x" }' });
    link(dir, "packages", "../elsewhere");
    expect((await findings(dir)).results).toEqual([]);
  });

  it("the suppressions file: exit 2, saying why", async () => {
    const { dir } = layout({ "src/a.ts": DELETE }, { "baseline.json": "{}\n" });
    link(dir, "summarylint-suppressions.json", "../elsewhere/baseline.json");
    const result = await run(dir, []);
    expect([result.code, result.stderr]).toEqual([
      2,
      "summarylint: summarylint-suppressions.json: it is a symbolic link in the project that leads outside it (to ../elsewhere/baseline.json); summarylint reads suppressions only from a regular file\n",
    ]);
  });

  it("a config that is a link to a .env.* file is refused unread, inside the project too", async () => {
    const { dir } = layout({ "src/a.ts": DELETE, ".env.yaml": "rules: {}\n" });
    link(dir, ".summarylintrc.yaml", ".env.yaml");
    const result = await run(dir, []);
    expect([result.code, result.stderr]).toEqual([
      2,
      "summarylint: .summarylintrc.yaml: it is a symbolic link to a .env file, which summarylint never reads; summarylint reads a config only from a regular file\n",
    ]);
  });
});
