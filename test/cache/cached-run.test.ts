// cachedLintRun (src/cache/index.ts) with a stand-in for the pipeline: what makes it reuse the stored run, what
// makes it compute again, which facts it hands to extract, and what it refuses to store. Plus the cache's
// encoding of extract's facts (pack.ts), checked on every fixture file.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { cachedLintRun, cacheFilePath, type LintRun } from "../../src/cache/index.js";
import { toolFingerprint } from "../../src/cache/key.js";
import { packFacts, unpackFacts } from "../../src/cache/pack.js";
import { readCache } from "../../src/cache/store.js";
import { clockAhead } from "../helpers/clock.js";
import { defaultConfig, type Config } from "../../src/config/index.js";
import { extractFile } from "../../src/extract/extract.js";
import type { FileFacts } from "../../src/extract/facts.js";
import { emptyFacts } from "../../src/extract/facts.js";
import type { ExtractAllOptions, FactsCache } from "../../src/extract/index.js";
import { PRESETS } from "../../src/extract/presets/index.js";

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function tempProject(files: Record<string, string>): string {
  const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), "summarylint-run-")));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

const OPTIONS: ExtractAllOptions = { matchers: PRESETS.kumiko.matchers, aliases: [], maxFileSize: 5_000_000 };

/**
 * A stand-in pipeline: asks the cache for each file's facts like extractAll (facts are `emptyFacts` tagged with
 * the file's text), and returns a run naming which files it had to "extract".
 */
function pipeline(config: Config, options: ExtractAllOptions = OPTIONS, beforeExtract?: () => void) {
  const calls: { extracted: string[]; reused: string[] }[] = [];
  const compute = async (cache: FactsCache): Promise<LintRun> => {
    const call = { extracted: [] as string[], reused: [] as string[] };
    calls.push(call);
    beforeExtract?.();
    const files = fs
      .readdirSync(path.join(config.root, "src"))
      .filter((f) => f.endsWith(".ts"))
      .sort()
      .map((f) => path.join(config.root, "src", f));
    for (const file of files) {
      const name = path.basename(file);
      const cached = cache.get(file, options);
      if (cached) {
        expect(cached.problems[0].detail).toBe(fs.readFileSync(file, "utf8"));
        call.reused.push(name);
        continue;
      }
      call.extracted.push(name);
      cache.set(file, options, emptyFacts(file, [{ kind: "syntax", loc: { file, line: 1, column: 1, endLine: 1, endColumn: 1 }, detail: fs.readFileSync(file, "utf8") }]));
    }
    return { root: config.root, files, actions: 0, modules: 0, presets: [{ package: ".", presets: config.presets }], roles: ["*"], instances: [], diagnostics: [], ruleErrors: [] };
  };
  return { calls, compute };
}

async function lint(config: Config, role: string | undefined, compute: (cache: FactsCache) => Promise<LintRun>, warnings: string[] = []) {
  return cachedLintRun({ config, role, file: cacheFilePath(config.root, undefined), cwd: config.root, warn: (t) => warnings.push(t) }, compute);
}

describe("cachedLintRun", () => {
  it("computes once, then reuses the whole run while nothing changes", async () => {
    const dir = tempProject({ "src/a.ts": "a", "src/b.ts": "b" });
    const config = defaultConfig(dir);
    const { calls, compute } = pipeline(config);
    const first = await lint(config, undefined, compute);
    const second = await lint(config, undefined, compute);
    expect(calls).toEqual([{ extracted: ["a.ts", "b.ts"], reused: [] }]);
    expect(second).toEqual(first);
  });

  it("a changed file: computed again, only that file extracted", async () => {
    const dir = tempProject({ "src/a.ts": "a", "src/b.ts": "b" });
    const config = defaultConfig(dir);
    const { calls, compute } = pipeline(config);
    await lint(config, undefined, compute);
    fs.writeFileSync(path.join(dir, "src/b.ts"), "b2");
    await lint(config, undefined, compute);
    expect(calls[1]).toEqual({ extracted: ["b.ts"], reused: ["a.ts"] });
  });

  it("stores each file's facts packed (pack.ts), not v8-serialized", async () => {
    const dir = tempProject({ "src/a.ts": "a", "src/b.ts": "b" });
    const config = defaultConfig(dir);
    await lint(config, undefined, pipeline(config).compute);
    const outcome = readCache(path.join(dir, ".summarylintcache"), toolFingerprint());
    if (outcome.status !== "ok") throw new Error(`not read: ${JSON.stringify(outcome)}`);
    try {
      const stored = [...outcome.cache.facts().files].map(([file, [, bytes]]) => [path.basename(file), bytes[0]]);
      expect(stored).toEqual([["a.ts", 1], ["b.ts", 1]]);
    } finally {
      outcome.cache.close();
    }
  });

  it("after a few files changed, the facts section is written as it was stored and the delta holds theirs; past the share, all anew", async () => {
    // 80 files: the delta holds up to 64 (MIN_DELTA) before the facts are all written again.
    const dir = tempProject(Object.fromEntries(Array.from({ length: 80 }, (_, i) => [`src/f${i}.ts`, `f${i}`])));
    const config = defaultConfig(dir);
    const { compute } = pipeline(config);
    const sections = () => {
      const outcome = readCache(path.join(dir, ".summarylintcache"), toolFingerprint());
      if (outcome.status !== "ok") throw new Error(`not read: ${JSON.stringify(outcome)}`);
      try {
        const { base } = outcome.cache.factsBytes();
        const facts = outcome.cache.facts();
        return { base: base.sha1, files: facts.files.size, delta: [...facts.files.keys()].filter((f) => facts.base!.files.get(f)?.[0] !== facts.files.get(f)![0]).map((f) => path.basename(f)) };
      } finally {
        outcome.cache.close();
      }
    };
    await lint(config, undefined, compute);
    const first = sections();
    expect({ files: first.files, delta: first.delta }).toEqual({ files: 80, delta: [] });
    fs.writeFileSync(path.join(dir, "src/f3.ts"), "f3 edited");
    await lint(config, undefined, compute);
    expect(sections()).toEqual({ base: first.base, files: 80, delta: ["f3.ts"] });
    // Still within the delta: the facts section stays as the first run wrote it.
    for (let i = 10; i < 70; i++) fs.writeFileSync(path.join(dir, `src/f${i}.ts`), `f${i} edited`);
    await lint(config, undefined, compute);
    expect(sections()).toMatchObject({ base: first.base, files: 80 });
    expect(sections().delta).toHaveLength(61);
    // Past it: written anew, the delta empty.
    for (let i = 70; i < 80; i++) fs.writeFileSync(path.join(dir, `src/f${i}.ts`), `f${i} edited`);
    await lint(config, undefined, compute);
    const last = sections();
    expect(last.base).not.toBe(first.base);
    expect({ files: last.files, delta: last.delta }).toEqual({ files: 80, delta: [] });
  });

  it("an edit undone: the content decides, so the first state's facts serve again", async () => {
    const dir = tempProject({ "src/a.ts": "a", "src/b.ts": "b" });
    const config = defaultConfig(dir);
    const { calls, compute } = pipeline(config);
    await lint(config, undefined, compute);
    fs.writeFileSync(path.join(dir, "src/b.ts"), "b2");
    await lint(config, undefined, compute);
    fs.writeFileSync(path.join(dir, "src/b.ts"), "b");
    await lint(config, undefined, compute);
    expect(calls.map((c) => c.extracted)).toEqual([["a.ts", "b.ts"], ["b.ts"], ["b.ts"]]);
  });

  const recomputes: [string, (dir: string) => { config?: Partial<Config>; role?: string }][] = [
    ["another role", () => ({ role: "Admin" })],
    ["another rule setting", () => ({ config: { rules: { "missing-description": { severity: "warn" } } } })],
    ["another include", () => ({ config: { include: ["src/**/*.ts", "lib/**/*.ts"] } })],
    ["a tsconfig.json at the root", (dir) => (fs.writeFileSync(path.join(dir, "tsconfig.json"), "{}"), {})],
  ];
  it.each(recomputes)("%s: computed again, every file's facts reused", async (_, change) => {
    const dir = tempProject({ "src/a.ts": "a", "src/b.ts": "b" });
    const config = defaultConfig(dir);
    const { calls, compute } = pipeline(config);
    await lint(config, undefined, compute);
    const { config: settings, role } = change(dir);
    await lint({ ...config, ...settings }, role, compute);
    expect(calls).toEqual([
      { extracted: ["a.ts", "b.ts"], reused: [] },
      { extracted: [], reused: ["a.ts", "b.ts"] },
    ]);
  });

  // With presets: auto, a package.json picks the presets every file of its package is extracted with.
  it.each<[string, string]>([
    ["at the root", "package.json"],
    ["of a package", "src/package.json"],
  ])("a package.json added or changed %s: computed again, every file extracted again", async (_, file) => {
    const dir = tempProject({ "src/a.ts": "a", "src/b.ts": "b" });
    const config = defaultConfig(dir);
    const { calls, compute } = pipeline(config);
    await lint(config, undefined, compute);
    fs.writeFileSync(path.join(dir, file), "{}");
    await lint(config, undefined, compute);
    fs.writeFileSync(path.join(dir, file), '{ "dependencies": { "ai": "^5.0.0" } }');
    await lint(config, undefined, compute);
    // Nothing changed since: the stored run, without computing.
    await lint(config, undefined, compute);
    expect(calls).toEqual([
      { extracted: ["a.ts", "b.ts"], reused: [] },
      { extracted: ["a.ts", "b.ts"], reused: [] },
      { extracted: ["a.ts", "b.ts"], reused: [] },
    ]);
  });

  const otherOptions: [string, ExtractAllOptions][] = [
    ["aliases", { ...OPTIONS, aliases: ["@app/"] }],
    ["maxFileSize", { ...OPTIONS, maxFileSize: 10 }],
    ["matchers", { ...OPTIONS, matchers: [] }],
  ];
  it.each(otherOptions)("other extract options (%s): no stored facts are used", async (_, options) => {
    const dir = tempProject({ "src/a.ts": "a", "src/b.ts": "b" });
    const config = defaultConfig(dir);
    await lint(config, undefined, pipeline(config).compute);
    const { calls, compute } = pipeline(config, options);
    // In a real run these come from the config and tsconfig.json, which are part of the run's key: change one.
    await lint({ ...config, maxFileSize: options.maxFileSize, rules: { "missing-description": { severity: "warn" } } }, undefined, compute);
    expect(calls).toEqual([{ extracted: ["a.ts", "b.ts"], reused: [] }]);
  });

  it("a file changed after it was hashed: neither the run nor that file's facts are stored", async () => {
    const dir = tempProject({ "src/a.ts": "a", "src/b.ts": "b" });
    const config = defaultConfig(dir);
    const b = path.join(dir, "src/b.ts");
    const setB = (text: string, seconds: number) => {
      fs.writeFileSync(b, text);
      const time = new Date(Date.now() + seconds * 1000); // a stat that surely differs, even on a coarse clock
      fs.utimesSync(b, time, time);
    };
    // Hashed as "b", extracted as "b2", then back to "b": stored facts would be those of "b2" under the hash of "b".
    await lint(config, undefined, pipeline(config, OPTIONS, () => setB("b2", 5)).compute);
    setB("b", 10);
    const { calls, compute } = pipeline(config);
    await lint(config, undefined, compute);
    expect(calls).toEqual([{ extracted: ["b.ts"], reused: ["a.ts"] }]);
  });

  it("a run with rule errors is not stored (its facts are)", async () => {
    const dir = tempProject({ "src/a.ts": "a" });
    const config = defaultConfig(dir);
    const { calls, compute } = pipeline(config);
    const failing = async (cache: FactsCache) => ({ ...(await compute(cache)), ruleErrors: [{ ruleId: "x", error: new Error("boom") }] });
    await lint(config, undefined, failing);
    await lint(config, undefined, failing);
    expect(calls).toEqual([
      { extracted: ["a.ts"], reused: [] },
      { extracted: [], reused: ["a.ts"] },
    ]);
  });

  it("an unreadable source file: the run is not stored, the other files' facts are", async () => {
    const dir = tempProject({ "src/a.ts": "a" });
    fs.symlinkSync(path.join(dir, "nowhere.ts"), path.join(dir, "src/broken.ts"));
    const config = defaultConfig(dir);
    const calls: string[][] = [];
    const compute = async (cache: FactsCache): Promise<LintRun> => {
      const file = path.join(dir, "src/a.ts");
      calls.push(cache.get(file, OPTIONS) ? [] : ["a.ts"]);
      cache.set(file, OPTIONS, emptyFacts(file));
      return { root: dir, files: [file, path.join(dir, "src/broken.ts")], actions: 0, modules: 0, presets: [], roles: ["*"], instances: [], diagnostics: [], ruleErrors: [] };
    };
    await lint(config, undefined, compute);
    await lint(config, undefined, compute);
    expect(calls).toEqual([["a.ts"], []]);
  });
});

describe("cachedLintRun once every stat has settled (clock 10 s ahead)", () => {
  clockAhead(10_000);

  /** Flip a byte inside the index section, which only a run whose stats moved reads. */
  const damageIndex = (file: string) => {
    const bytes = fs.readFileSync(file);
    const headerEnd = bytes.indexOf(0x0a, bytes.indexOf(0x0a) + 1) + 1;
    bytes[headerEnd + 10] ^= 0x55;
    fs.writeFileSync(file, bytes);
  };

  it("nothing changed: the run is reused from the stats alone, without reading the index", async () => {
    const dir = tempProject({ "src/a.ts": "a", "src/b.ts": "b" });
    const config = defaultConfig(dir);
    const { calls, compute } = pipeline(config);
    await lint(config, undefined, compute);
    damageIndex(path.join(dir, ".summarylintcache"));
    const warnings: string[] = [];
    await lint(config, undefined, compute, warnings);
    expect(calls.length).toBe(1);
    expect(warnings).toEqual([]);
  });

  it("a stat moved, the content did not (touch): the index is read and the content hashes decide", async () => {
    const dir = tempProject({ "src/a.ts": "a", "src/b.ts": "b" });
    const config = defaultConfig(dir);
    const { calls, compute } = pipeline(config);
    await lint(config, undefined, compute);
    damageIndex(path.join(dir, ".summarylintcache"));
    const soon = new Date(Date.now() + 1000);
    fs.utimesSync(path.join(dir, "src/b.ts"), soon, soon);
    const warnings: string[] = [];
    await lint(config, undefined, compute, warnings);
    expect(calls.length).toBe(1);
    expect(warnings).toEqual(["summarylint: the cache file .summarylintcache is damaged (a checksum does not match); it is ignored and will be rewritten\n"]);
  });
});

describe("extract's facts are packed, and read back unchanged", () => {
  const sources = [path.join(REPO, "examples"), path.join(REPO, "test/fixtures")].flatMap(function list(dir: string): string[] {
    return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? (e.name === "node_modules" ? [] : list(path.join(dir, e.name))) : /\.[cm]?[jt]sx?$/.test(e.name) ? [path.join(dir, e.name)] : []));
  });

  it("there are fixture files to check", () => {
    expect(sources.length).toBeGreaterThan(20);
  });

  it.each(sources.map((f) => [path.relative(REPO, f), f]))("%s", (_, file) => {
    const text = fs.readFileSync(file, "utf8");
    for (const full of [false, true]) {
      const facts: FileFacts = extractFile(file, text, OPTIONS.matchers, { full });
      const packed = packFacts(facts);
      expect(packed[0]).toBe(1); // packed, not v8's fallback (0xFF)
      expect(unpackFacts(packed)).toStrictEqual(facts);
    }
  });
});
