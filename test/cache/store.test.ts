// The cache file (src/cache/store.ts): what is written reads back the same, and anything else at that path,
// damaged, cut short, foreign or from another version, is refused with a reason, never trusted.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import v8 from "node:v8";
import zlib from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { sha1 } from "../../src/cache/key.js";
import type { LintRun } from "../../src/cache/run.js";
import { CacheDamage, deserialize, readCache, serializeSection, writeCache, type CacheContent, type StoredFacts } from "../../src/cache/store.js";

const TOOL = "summarylint 9.9.9, test";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function cacheFile(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "summarylint-store-"));
  dirs.push(dir);
  return path.join(dir, ".summarylintcache");
}

const RUN: LintRun = {
  root: "/p",
  files: ["/p/src/a.ts"],
  actions: 1,
  modules: 0,
  presets: [{ package: ".", presets: ["kumiko"] }],
  roles: ["*"],
  instances: [],
  diagnostics: [
    {
      ruleId: "missing-description",
      severity: "error",
      message: 'Action "a.get" has no description.',
      file: "/p/src/a.ts",
      line: 1,
      column: 1,
      endLine: 1,
      endColumn: 9,
      subject: { type: "action", name: "a.get" },
      related: undefined,
      docs: "https://example.com/missing-description.md",
    },
  ],
  ruleErrors: [],
};

function content(): CacheContent {
  const facts: StoredFacts = { optionsKey: "options", files: new Map([["/p/src/a.ts", ["hash-a", v8.serialize({ file: "/p/src/a.ts", imports: new Map() })]]]) };
  return {
    tool: TOOL,
    index: new Map([
      ["/p/src/a.ts", { hash: "hash-a", stat: "1:2:3:4:5" }],
      ["/p/src/b.ts", { hash: "hash-b" }],
    ]),
    run: { key: "run-key", run: RUN },
    facts: { base: serializeSection(facts), delta: serializeSection({ optionsKey: "options", files: new Map() }) },
  };
}

describe("a cache file written by this tool", () => {
  it("reads back the same index, run and facts, keeping undefined fields", () => {
    const file = cacheFile();
    writeCache(file, content());
    const outcome = readCache(file, TOOL);
    if (outcome.status !== "ok") throw new Error(`not read: ${JSON.stringify(outcome)}`);
    const { cache } = outcome;
    try {
      expect(cache.index()).toEqual(content().index);
      expect(cache.index().get("/p/src/b.ts")).toStrictEqual({ hash: "hash-b" });
      expect(cache.run).toStrictEqual({ key: "run-key", run: RUN });
      expect("related" in cache.run!.run.diagnostics[0]).toBe(true);
      const facts = cache.facts();
      expect(facts.optionsKey).toBe("options");
      expect(v8.deserialize(facts.files.get("/p/src/a.ts")![1])).toStrictEqual({ file: "/p/src/a.ts", imports: new Map() });
    } finally {
      cache.close();
    }
  });

  it("stores its sections compressed: the header's lengths are of the compressed bytes", () => {
    const file = cacheFile();
    const files = new Map(Array.from({ length: 200 }, (_, i) => [`/p/src/f${i}.ts`, [`hash-${i}`, v8.serialize({ file: `/p/src/f${i}.ts`, decls: [] })]] as const));
    const index = new Map(Array.from({ length: 200 }, (_, i) => [`/p/src/f${i}.ts`, { hash: `hash-${i}`, stat: `1:${i}:3:4:5` }]));
    writeCache(file, { ...content(), index, facts: { base: serializeSection({ optionsKey: "options", files }), delta: content().facts.delta } });
    const bytes = fs.readFileSync(file);
    const header = JSON.parse(bytes.subarray(bytes.indexOf(0x0a) + 1, bytes.indexOf(0x0a, bytes.indexOf(0x0a) + 1)).toString()) as { sections: [string, number][] };
    const lengths = Object.fromEntries(header.sections);
    const plainFacts = v8.serialize({ optionsKey: "options", files }).length;
    const plainIndex = v8.serialize([...index].map(([name, stamp]) => [name, stamp.hash, stamp.stat])).length;
    expect(lengths.facts).toBeLessThan(plainFacts / 4);
    expect(lengths.index).toBeLessThan(plainIndex / 2);
    const outcome = readCache(file, TOOL);
    if (outcome.status !== "ok") throw new Error(`not read: ${JSON.stringify(outcome)}`);
    expect(outcome.cache.facts().files).toEqual(files);
    outcome.cache.close();
  });

  it("is replaced atomically, leaving no temporary file, and its folder is created", () => {
    const file = path.join(path.dirname(cacheFile()), "deeper", "cache");
    writeCache(file, content());
    writeCache(file, { ...content(), run: undefined });
    expect(fs.readdirSync(path.dirname(file))).toEqual(["cache"]);
    const outcome = readCache(file, TOOL);
    expect(outcome.status === "ok" && outcome.cache.run).toBe(undefined);
    if (outcome.status === "ok") outcome.cache.close();
  });
});

describe("anything else is ignored with a reason", () => {
  /** The bytes of a good cache file, changed by `damage`. */
  const damaged = (damage: (bytes: Buffer) => Buffer): string => {
    const file = cacheFile();
    writeCache(file, content());
    fs.writeFileSync(file, damage(fs.readFileSync(file)));
    return file;
  };
  const headerEnd = (bytes: Buffer) => bytes.indexOf(0x0a, bytes.indexOf(0x0a) + 1) + 1;
  /** Where a section's bytes start, from the header's list of [name, length, sha1]. */
  const sectionStart = (bytes: Buffer, name: string) => {
    const header = JSON.parse(bytes.subarray(bytes.indexOf(0x0a) + 1, headerEnd(bytes) - 1).toString()) as { sections: [string, number][] };
    let offset = headerEnd(bytes);
    for (const [section, length] of header.sections) {
      if (section === name) return offset;
      offset += length;
    }
    throw new Error(`no section ${name}`);
  };
  const flip = (bytes: Buffer, at: number) => {
    const copy = Buffer.from(bytes);
    copy[at] ^= 0x55;
    return copy;
  };

  const cases: [string, (bytes: Buffer) => Buffer, string][] = [
    ["an older format", (b) => Buffer.concat([Buffer.from("summarylint-cache 0\n"), b.subarray(20)]), "was written by another version of summarylint"],
    ["cut inside the header", (b) => b.subarray(0, 40), "is damaged (truncated header)"],
    ["cut inside the facts", (b) => b.subarray(0, b.length - 10), "is damaged (truncated)"],
    ["cut right after the header", (b) => b.subarray(0, headerEnd(b)), "is damaged (truncated)"],
    ["bytes appended", (b) => Buffer.concat([b, Buffer.from("x")]), "is damaged (unexpected length)"],
    ["a header that is not JSON", (b) => Buffer.concat([Buffer.from("summarylint-cache 3\n{not json\n"), b.subarray(headerEnd(b))]), "is damaged (unreadable header)"],
    ["a header missing a section", (b) => Buffer.concat([Buffer.from(`summarylint-cache 3\n{"tool":"${TOOL}","sections":[]}\n`), b.subarray(headerEnd(b))]), "is damaged (unreadable header)"],
    ["a changed byte in the run", (b) => flip(b, sectionStart(b, "run") + 20), "is damaged (a checksum does not match)"],
  ];
  it.each(cases)("%s", (_, damage, reason) => {
    expect(readCache(damaged(damage), TOOL)).toEqual({ status: "ignored", reason });
  });

  it("a file of format 1 (sections stored uncompressed, as the last version wrote them)", () => {
    const file = cacheFile();
    const sections = [v8.serialize([]), v8.serialize(null), v8.serialize({ optionsKey: "", files: new Map() })];
    const header = JSON.stringify({ tool: TOOL, sections: sections.map((bytes, i) => [["index", "run", "facts"][i], bytes.length, sha1(bytes)]) });
    fs.writeFileSync(file, Buffer.concat([Buffer.from(`summarylint-cache 1\n${header}\n`), ...sections]));
    expect(readCache(file, TOOL)).toEqual({ status: "ignored", reason: "was written by another version of summarylint" });
  });

  /** The file with a section's bytes replaced, its length and checksum in the header made to match. */
  const replaceSection = (bytes: Buffer, name: string, change: (section: Buffer) => Buffer): Buffer => {
    const header = JSON.parse(bytes.subarray(bytes.indexOf(0x0a) + 1, headerEnd(bytes) - 1).toString()) as { tool: string; sections: [string, number, string][] };
    let offset = headerEnd(bytes);
    const parts = header.sections.map((entry) => {
      const part = bytes.subarray(offset, offset + entry[1]);
      offset += entry[1];
      const changed = entry[0] === name ? change(part) : part;
      return { entry: [entry[0], changed.length, sha1(changed)], bytes: changed };
    });
    const text = JSON.stringify({ tool: header.tool, sections: parts.map((p) => p.entry) });
    return Buffer.concat([Buffer.from(`summarylint-cache 3\n${text}\n`), ...parts.map((p) => p.bytes)]);
  };

  it.each<[string, (section: Buffer) => Buffer]>([
    ["cut short", (section) => section.subarray(0, section.length - 4)],
    ["not compressed at all", () => Buffer.from("plain text, no brotli stream")],
    ["compressed, but not a serialized value", () => zlib.brotliCompressSync(Buffer.from("plain text"))],
  ])("a section whose checksum matches but whose content is %s is damaged, found when it is read", (_, change) => {
    for (const section of ["index", "run", "facts", "delta"] as const) {
      const file = damaged((b) => replaceSection(b, section, change));
      const outcome = readCache(file, TOOL);
      const reason = `is damaged (its ${section} cannot be read)`;
      if (section === "run") {
        expect(outcome).toEqual({ status: "ignored", reason });
        continue;
      }
      if (outcome.status !== "ok") throw new Error("the run is intact");
      try {
        expect(() => (section === "index" ? outcome.cache.index() : outcome.cache.facts())).toThrow(reason);
      } finally {
        outcome.cache.close();
      }
    }
  });

  it.each(["index", "facts", "delta"] as const)("a changed byte in the %s is found when it is read (a re-run of an unchanged project reads neither)", (section) => {
    const file = damaged((b) => flip(b, sectionStart(b, section) + 20));
    const outcome = readCache(file, TOOL);
    if (outcome.status !== "ok") throw new Error("the run is intact");
    try {
      expect(() => (section === "index" ? outcome.cache.index() : outcome.cache.facts())).toThrow("is damaged (a checksum does not match)");
    } finally {
      outcome.cache.close();
    }
  });

  it.each<[string, Buffer]>([
    ["ESLint's cache", Buffer.from('[{"/p/src/a.ts":"1"},{"size":10}]')],
    ["a binary file", Buffer.from([0, 1, 2, 3, 0xff])],
  ])("%s is foreign: someone's file, not a damaged cache", (_, bytes) => {
    const file = cacheFile();
    fs.writeFileSync(file, bytes);
    expect(readCache(file, TOOL)).toEqual({ status: "foreign", reason: "is not a summarylint cache file" });
  });

  it("a cache of another version or build of the tool", () => {
    const file = cacheFile();
    writeCache(file, content());
    expect(readCache(file, "summarylint 9.9.10, test")).toEqual({ status: "ignored", reason: "was written by another version of summarylint" });
  });

  it("no file is simply missing; a folder or an empty file is someone's (foreign), never a cache to replace", () => {
    const file = cacheFile();
    expect(readCache(file, TOOL)).toEqual({ status: "missing" });
    fs.writeFileSync(file, "");
    expect(readCache(file, TOOL)).toEqual({ status: "foreign", reason: "is an empty file, not a summarylint cache" });
    fs.rmSync(file);
    fs.mkdirSync(file);
    expect(readCache(file, TOOL)).toEqual({ status: "foreign", reason: "is a folder" });
  });
});

describe("a section that expands past the cap", () => {
  // A crafted file of a few KB must not make a run allocate gigabytes: past the cap it is damage, and rewritten.
  const zeros = zlib.brotliCompressSync(v8.serialize(new Uint8Array(100_000)));
  it("is read as damaged", () => {
    expect(() => deserialize(zeros, "facts", 10_000)).toThrow(new CacheDamage("is damaged (its facts cannot be read)"));
  });
  it("near miss: one that fits is read", () => {
    expect((deserialize(zeros, "facts", 200_000) as Uint8Array).length).toBe(100_000);
  });
});
