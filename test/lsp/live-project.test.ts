// LiveProject (src/lsp/live-project.ts): facts kept between lints, only what changed read again, unsaved
// buffers read instead of the disk, and which files belong to the project.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { defaultConfig, loadConfig } from "../../src/config/index.js";
import { RULE_INFOS } from "../../rules/index.js";
import { LiveProject } from "../../src/lsp/live-project.js";
import { handler, IMPORT, project, write } from "../cli/run.js";

const CLEAN = IMPORT + handler("contact.list", { description: "List the contacts of the dealer." });
const MISSING = IMPORT + handler("contact.list");
const OTHER = IMPORT + handler("photo.list", { description: "List the photos of a vehicle." });

function live(dir: string): LiveProject {
  return new LiveProject(loadConfig({ cwd: dir, rules: RULE_INFOS }));
}

/** `rule@file:line` of each diagnostic, file relative to `dir`. */
function found(dir: string, project: LiveProject, overlay: Record<string, string> = {}): string[] {
  const buffers = new Map(Object.entries(overlay).map(([rel, text]) => [path.join(dir, rel), text]));
  return project.lint(buffers).diagnostics.map((d) => `${d.ruleId}@${path.relative(dir, d.file)}:${d.line}`);
}

describe("LiveProject", () => {
  it("honours the baseline of the project root: a suppressed problem is hidden, a second one of the same subject is not", () => {
    const baseline = { "src/a.ts": { "missing-description": { "action contact.list": { count: 1 } } } };
    const dir = project({ "src/a.ts": MISSING, "summarylint-suppressions.json": JSON.stringify(baseline) });
    const p = live(dir);
    expect(found(dir, p)).toEqual([]);
    // The second declaration of the name is also a duplicate (kumiko names are keys).
    expect(found(dir, p, { "src/a.ts": MISSING + handler("contact.list") })).toEqual([
      "missing-description@src/a.ts:2",
      "duplicate-tool-name@src/a.ts:3",
      "missing-description@src/a.ts:3",
    ]);
  });

  it("a baseline file that cannot be parsed hides nothing (the CLI reports it)", () => {
    const dir = project({ "src/a.ts": MISSING, "summarylint-suppressions.json": "{ not json" });
    expect(found(dir, live(dir))).toEqual(["missing-description@src/a.ts:2"]);
  });

  it("reads a buffer instead of the disk, and the disk again once the buffer is gone", () => {
    const dir = project({ "src/a.ts": CLEAN });
    const p = live(dir);
    expect(found(dir, p, { "src/a.ts": MISSING })).toEqual(["missing-description@src/a.ts:2"]);
    expect(found(dir, p)).toEqual([]);
  });

  it("keeps the facts of files on disk: only an edited buffer, or a file reported changed, is read again", () => {
    const dir = project({ "src/a.ts": CLEAN, "src/b.ts": OTHER });
    const p = live(dir);
    expect(found(dir, p, { "src/a.ts": CLEAN })).toEqual([]);
    // b.ts changes on disk, and nobody says so: the next lint, after an edit of a.ts, still has b.ts's old facts.
    write(dir, { "src/b.ts": IMPORT + handler("photo.list") });
    expect(found(dir, p, { "src/a.ts": MISSING })).toEqual(["missing-description@src/a.ts:2"]);
    p.diskChanged([path.join(dir, "src/b.ts")], false);
    expect(found(dir, p, { "src/a.ts": MISSING })).toEqual(["missing-description@src/a.ts:2", "missing-description@src/b.ts:2"]);
  });

  it("an edit that leaves every file's facts as they were gives the last lint's findings; one that changes any fact is linted anew", () => {
    const dir = project({ "src/a.ts": MISSING, "src/b.ts": OTHER });
    const p = live(dir);
    const lint = (a: string) => p.lint(new Map([[path.join(dir, "src/a.ts"), a]])).diagnostics;
    const first = lint(MISSING);
    expect(first.map((d) => `${d.ruleId}@${d.line}`)).toEqual(["missing-description@2"]);
    // A comment and a statement summarylint does not read, after the declaration: the same facts, the same findings.
    for (const edited of [`${MISSING}// a note\n`, `${MISSING}console.log("ready");\n`]) expect(lint(edited)[0]).toBe(first[0]);
    // A function's const that nothing reads (not kept in the facts, extract/prune.ts), typed in: the same facts again.
    const withHelper = lint(`${MISSING}function later() { const step = fetch("a"); }\n`);
    expect(withHelper[0]).not.toBe(first[0]);
    expect(lint(`${MISSING}function later() { const step = fetch("ab"); }\n`)[0]).toBe(withHelper[0]);
    // Near misses: a line added above moves the declaration (its span is a fact), a description changes a value.
    expect(lint(`\n${MISSING}`).map((d) => `${d.ruleId}@${d.line}`)).toEqual(["missing-description@3"]);
    expect(lint(CLEAN)).toEqual([]);
  });

  it("only the diagnostics of the open documents get their fixes; a document opened later gets its own, with no file changed", () => {
    const PHOTO = IMPORT + handler("photo.list");
    const dir = project({ "src/a.ts": MISSING, "src/b.ts": PHOTO });
    const p = live(dir);
    const [a, b] = [path.join(dir, "src/a.ts"), path.join(dir, "src/b.ts")];
    const fixes = (overlay: Map<string, string>) =>
      p.lint(overlay).diagnostics.map((d) => `${d.ruleId}@${path.relative(dir, d.file)}:${d.line} ${(d.suggestions ?? []).length + (d.fix ? 1 : 0)}`);
    expect(fixes(new Map([[a, MISSING]]))).toEqual(["missing-description@src/a.ts:2 1", "missing-description@src/b.ts:2 0"]);
    // b.ts opened as it is on disk: the same facts, but not the same open documents, so its fixes are made.
    expect(fixes(new Map([[a, MISSING], [b, PHOTO]]))).toEqual(["missing-description@src/a.ts:2 1", "missing-description@src/b.ts:2 1"]);
    expect(fixes(new Map([[b, PHOTO]]))).toEqual(["missing-description@src/a.ts:2 0", "missing-description@src/b.ts:2 1"]);
  });

  it("a fix kept from the last lint still lands on its text after an edit above it that leaves the facts as they were", () => {
    // The description's const has no place in the facts: typing in `later` (read by nothing) moves it, facts unchanged.
    const source = (pad: string) => `${IMPORT}function later() { fetch("${pad}"); }\nconst D = "List the the contacts of the dealer.";\nexport const contact_list = defineHandler({ name: "contact.list", description: D });\n`;
    const dir = project({ "src/a.ts": source("a") });
    const p = live(dir);
    const a = path.join(dir, "src/a.ts");
    const fixed = (text: string) => {
      const [d] = p.lint(new Map([[a, text]])).diagnostics;
      expect(d.ruleId).toBe("broken-generated-text");
      const [edit] = d.fix!.edits;
      return text.slice(0, edit.range[0]) + edit.text + text.slice(edit.range[1]);
    };
    expect(fixed(source("a"))).toBe(source("a").replace("the the", "the"));
    expect(fixed(source("abcdefghij"))).toBe(source("abcdefghij").replace("the the", "the"));
    // Typed below the text the fix edits: the kept fix is still right.
    expect(fixed(source("abcdefghij") + "// more\n")).toBe((source("abcdefghij") + "// more\n").replace("the the", "the"));
  });

  it("the findings a lint keeps still pass through the baseline as it is on disk now", () => {
    const dir = project({ "src/a.ts": MISSING });
    const p = live(dir);
    expect(found(dir, p, { "src/a.ts": MISSING })).toEqual(["missing-description@src/a.ts:2"]);
    write(dir, { "summarylint-suppressions.json": JSON.stringify({ "src/a.ts": { "missing-description": { "action contact.list": { count: 1 } } } }) });
    expect(found(dir, p, { "src/a.ts": `${MISSING}// a note\n` })).toEqual([]);
  });

  it("diskChanged does not touch an open buffer's facts", () => {
    const dir = project({ "src/a.ts": CLEAN });
    const p = live(dir);
    expect(found(dir, p, { "src/a.ts": MISSING })).toEqual(["missing-description@src/a.ts:2"]);
    p.diskChanged([path.join(dir, "src/a.ts")], false);
    expect(found(dir, p, { "src/a.ts": MISSING })).toEqual(["missing-description@src/a.ts:2"]);
  });

  it("files created or deleted are found when the list is said to have changed, or on a recheck", () => {
    const dir = project({ "src/a.ts": CLEAN });
    const p = live(dir);
    expect(found(dir, p)).toEqual([]);
    write(dir, { "src/b.ts": MISSING.replace("contact.list", "contact.find") });
    expect(found(dir, p)).toEqual([]);
    p.diskChanged([path.join(dir, "src/b.ts")], true);
    expect(found(dir, p)).toEqual(["missing-description@src/b.ts:2"]);
    fs.rmSync(path.join(dir, "src/b.ts"));
    write(dir, { "src/a.ts": MISSING + "\n" });
    p.recheckDisk();
    expect(found(dir, p)).toEqual(["missing-description@src/a.ts:2"]);
  });

  it("contains: discovered files, and new unsaved files that include matches and exclude does not", () => {
    const dir = project({ ".summarylintrc.yaml": 'include: ["src/**/*.ts"]\nexclude: ["src/legacy/**"]\n', "src/a.ts": CLEAN, "src/legacy/old.ts": CLEAN, "scripts/x.ts": CLEAN });
    const p = live(dir);
    const cases: [string, boolean][] = [
      ["src/a.ts", true],
      ["src/legacy/old.ts", false], // on disk, excluded
      ["scripts/x.ts", false], // on disk, not included
      ["src/new.ts", true], // not on disk, included
      ["src/legacy/new.ts", false], // not on disk, excluded
      ["../elsewhere/src/new.ts", false], // outside the root
    ];
    expect(cases.map(([rel]) => [rel, p.contains(path.resolve(dir, rel))])).toEqual(cases);
  });

  it("a buffer over maxFileSize (in UTF-8 bytes, as on disk) is skipped and reported, as a file would be", () => {
    const dir = project({ ".summarylintrc.yaml": "maxFileSize: 200\n", "src/a.ts": CLEAN });
    const p = live(dir);
    const big = MISSING + `// ${"é".repeat(60)}\n`; // under 200 characters, over 200 bytes
    expect(big.length).toBeLessThan(200);
    expect(found(dir, p, { "src/a.ts": big })).toEqual(["unreadable-source@src/a.ts:1"]);
    expect(found(dir, p, { "src/a.ts": MISSING })).toEqual(["missing-description@src/a.ts:2"]);
  });

  it("a new unsaved file takes part in cross-file rules", () => {
    const dir = project({ "src/a.ts": CLEAN });
    const p = live(dir);
    expect(found(dir, p, { "src/new.ts": CLEAN.replace("contact.list", "contact.all") })).toEqual(["near-duplicate-summary@src/new.ts:2"]);
    expect(found(dir, p)).toEqual([]);
  });

  it("a file alone (outside every workspace folder) lists no folder, not even for the project's own packages", () => {
    const dir = project({
      "package.json": JSON.stringify({ dependencies: { kumiko: "1.0.0", "@acme/tools": "workspace:*" } }),
      "a.ts": MISSING,
      "tools/package.json": JSON.stringify({ name: "@acme/tools" }),
      "tools/b.ts": MISSING.replace("contact.list", "photo.list"),
    });
    const listed = vi.spyOn(fs, "readdirSync");
    try {
      expect(found(dir, new LiveProject(defaultConfig(dir), path.join(dir, "a.ts")))).toEqual(["missing-description@a.ts:2"]);
      expect(listed.mock.calls.map(([folder]) => String(folder))).toEqual([]);
      // Near miss: discovered, the same folder is listed and both files are linted.
      expect(found(dir, new LiveProject(defaultConfig(dir)))).toEqual(["missing-description@a.ts:2", "missing-description@tools/b.ts:2"]);
      expect(listed).toHaveBeenCalled();
    } finally {
      listed.mockRestore();
    }
  });

  it("a file alone is linted only if its config's include and exclude take it; a new unsaved one too", () => {
    const dir = project({ "a.ts": MISSING });
    const config = { ...defaultConfig(dir), exclude: ["a.ts", "b.ts"] };
    expect(found(dir, new LiveProject(config, path.join(dir, "a.ts")))).toEqual([]);
    expect(found(dir, new LiveProject(config, path.join(dir, "b.ts")), { "b.ts": MISSING })).toEqual([]);
    expect(found(dir, new LiveProject(defaultConfig(dir), path.join(dir, "b.ts")), { "b.ts": MISSING })).toEqual(["missing-description@b.ts:2"]);
  });
});
