// Cache keys (src/cache/key.ts): canonical text of settings, content hashes, and when a file's stat may stand
// in for reading it again.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { canonical, currentStatsKey, hashFiles, keyOf, SETTLE_MS, sha1, statFiles, statKey, statsKey, toolFingerprint, type DiscoveryInput, type FileStamp } from "../../src/cache/key.js";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), "summarylint-key-")));
  dirs.push(dir);
  return dir;
}

/** Set a file's times into the past, so its stat has settled. */
function age(file: string, seconds = 60): void {
  const past = new Date(Date.now() - seconds * 1000);
  fs.utimesSync(file, past, past);
}

describe("canonical", () => {
  const cases: [string, unknown, string][] = [
    ["object keys sorted", { b: 1, a: [true, null] }, '{"a":[true,null],"b":1}'],
    ["undefined kept apart from a missing key", { a: undefined }, '{"a":undefined}'],
    ["Map entries sorted", new Map([["y", 1], ["x", 2]]), 'Map{"x":2,"y":1}'],
    ["Set items sorted", new Set(["b", "a"]), 'Set{"a","b"}'],
    ["RegExp with flags", /a.b/gi, "RegExp(/a.b/gi)"],
    ["non-finite numbers", [NaN, Infinity, -0], "[NaN,Infinity,0]"],
  ];
  it.each(cases)("%s", (_, value, text) => {
    expect(canonical(value)).toBe(text);
  });

  it("equal settings in another key order give the same key; any changed value another", () => {
    const a = { matchers: [{ type: "action", callee: "defineHandler", argument: 0 }], aliases: ["@/"], maxFileSize: 5_000_000 };
    const b = { maxFileSize: 5_000_000, aliases: ["@/"], matchers: [{ argument: 0, callee: "defineHandler", type: "action" }] };
    expect(keyOf(a)).toBe(keyOf(b));
    expect(keyOf({ ...a, maxFileSize: 5_000_001 })).not.toBe(keyOf(a));
    expect(keyOf({ ...a, aliases: ["~/"] })).not.toBe(keyOf(a));
    expect(keyOf({ ...a, matchers: [{ ...a.matchers[0], callee: "defineTool" }] })).not.toBe(keyOf(a));
  });

  it("what has no canonical text has no key (never a key that leaves part out)", () => {
    class Options {
      maxFileSize = 1;
    }
    expect(() => canonical({ pick: () => 1 })).toThrow("cannot key a function");
    expect(keyOf({ pick: () => 1 })).toBeUndefined();
    expect(keyOf(new Options())).toBeUndefined();
  });
});

describe("toolFingerprint", () => {
  it("names the version and the serialization format, and stays the same within a process", () => {
    expect(toolFingerprint()).toMatch(/^summarylint \d+\.\d+\.\d+, node serialization .+, code [0-9a-f]{16}$/);
    expect(toolFingerprint()).toBe(toolFingerprint());
  });
});

describe("hashFiles", () => {
  it("hashes content: equal bytes give equal hashes whatever the file's name or times", () => {
    const dir = tempDir();
    const a = path.join(dir, "a.ts");
    const b = path.join(dir, "b.ts");
    fs.writeFileSync(a, "export const x = 1;\n");
    fs.writeFileSync(b, "export const x = 1;\n");
    age(b, 3600);
    const hashes = hashFiles([a, b], new Map(), 1000);
    expect(hashes.get(a)?.hash).toBe(sha1("export const x = 1;\n"));
    expect(hashes.get(b)?.hash).toBe(hashes.get(a)?.hash);
  });

  it("keeps a stat for next time only once it has settled", () => {
    const dir = tempDir();
    const fresh = path.join(dir, "fresh.ts");
    const settled = path.join(dir, "settled.ts");
    fs.writeFileSync(fresh, "a");
    fs.writeFileSync(settled, "b");
    age(settled);
    // ctime cannot be set back: judge "settled" from a clock SETTLE_MS + 1 s ahead instead.
    const now = Date.now();
    expect(hashFiles([fresh], new Map(), 1000, statFiles([fresh], now)).get(fresh)?.stat).toBeUndefined();
    expect(hashFiles([fresh], new Map(), 1000, statFiles([fresh], now + SETTLE_MS + 1000)).get(fresh)?.stat).toBe(statKey(fs.statSync(fresh)));
    // An old mtime is not enough: setting it moved the change time to now.
    expect(hashFiles([settled], new Map(), 1000, statFiles([settled], now)).get(settled)?.stat).toBeUndefined();
  });

  it("reuses a stored hash only when the stat is exactly the one stored", () => {
    const dir = tempDir();
    const file = path.join(dir, "a.ts");
    fs.writeFileSync(file, "real content");
    const stat = statKey(fs.statSync(file));
    // A stored stamp with a made-up hash shows whether the file was read.
    const stored = new Map<string, FileStamp>([[file, { hash: "stored-hash", stat }]]);
    expect(hashFiles([file], stored, 1000).get(file)?.hash).toBe("stored-hash");
    expect(hashFiles([file], new Map([[file, { hash: "stored-hash", stat: `${stat}0` }]]), 1000).get(file)?.hash).toBe(sha1("real content"));
    expect(hashFiles([file], new Map([[file, { hash: "stored-hash" }]]), 1000).get(file)?.hash).toBe(sha1("real content"));
  });

  it("sees a same-size edit whose modification time was restored (the change time moved)", async () => {
    const dir = tempDir();
    const file = path.join(dir, "a.ts");
    fs.writeFileSync(file, 'export const A = "one";\n');
    const then = Math.floor(Date.now() / 1000) - 3600; // whole seconds: utimes sets those exactly
    fs.utimesSync(file, then, then);
    const before = fs.statSync(file);
    const stored = new Map<string, FileStamp>([[file, { hash: sha1('export const A = "one";\n'), stat: statKey(before) }]]);
    await new Promise((resolve) => setTimeout(resolve, 20)); // past the kernel's coarse clock tick
    fs.writeFileSync(file, 'export const A = "two";\n');
    fs.utimesSync(file, then, then);
    const after = fs.statSync(file);
    expect([after.size, after.mtimeMs]).toEqual([before.size, before.mtimeMs]);
    expect(hashFiles([file], stored, 1000).get(file)?.hash).toBe(sha1('export const A = "two";\n'));
  });

  it("a file over maxFileSize is not read; a file that cannot be read has no hash", () => {
    const dir = tempDir();
    const big = path.join(dir, "big.ts");
    const folder = path.join(dir, "folder.ts");
    const gone = path.join(dir, "gone.ts");
    fs.writeFileSync(big, "x".repeat(2000));
    fs.mkdirSync(folder);
    fs.symlinkSync(path.join(dir, "nowhere.ts"), gone);
    const hashes = hashFiles([big, folder, gone], new Map(), 1000);
    expect(hashes.get(big)?.hash).toBe("too-large:2000");
    expect(hashes.get(folder)).toBeUndefined();
    expect(hashes.get(gone)).toBeUndefined();
  });
});

describe("statsKey", () => {
  it("one key for all files' stats, only when every stat has settled; any file's change changes it", async () => {
    const dir = tempDir();
    const files = ["a.ts", "b.ts"].map((n) => path.join(dir, n));
    for (const f of files) fs.writeFileSync(f, "x");
    const later = Date.now() + SETTLE_MS + 1000;
    expect(statsKey(files, statFiles(files))).toBeUndefined();
    const key = statsKey(files, statFiles(files, later));
    expect(key).toMatch(/^[0-9a-f]{40}$/);
    expect(statsKey(files, statFiles(files, later))).toBe(key);
    expect(statsKey([files[0]], statFiles(files, later))).not.toBe(key);
    await new Promise((resolve) => setTimeout(resolve, 20)); // past the kernel's coarse clock tick
    fs.writeFileSync(files[1], "y");
    expect(statsKey(files, statFiles(files, later + 1000))).not.toBe(key);
    fs.rmSync(files[1]);
    expect(statsKey(files, statFiles(files, later + 1000))).toBeUndefined();
  });

  it("currentStatsKey, the quick path's, is statsKey of the stats now; undefined for a file unsettled, gone or a folder, or an input unread", () => {
    const dir = tempDir();
    const files = ["a.ts", "b.ts"].map((n) => path.join(dir, n));
    for (const f of files) fs.writeFileSync(f, "x");
    const later = Date.now() + SETTLE_MS + 1000;
    const inputs: [DiscoveryInput, string | undefined][] = [[[dir, "folder"], "entries"]];
    const key = statsKey(files, statFiles(files, later), inputs);
    expect(key).toMatch(/^[0-9a-f]{40}$/);
    expect(currentStatsKey(files, later, inputs)).toBe(key);
    expect(currentStatsKey(files, later, [[[dir, "folder"], "other entries"]])).not.toBe(key);
    expect(currentStatsKey(files, later, [[[dir, "folder"], undefined]])).toBeUndefined();
    expect(currentStatsKey(files, Date.now(), inputs)).toBeUndefined();
    expect(currentStatsKey([...files, dir], later, inputs)).toBeUndefined();
    fs.rmSync(files[1]);
    expect(currentStatsKey(files, later, inputs)).toBeUndefined();
  });
});
