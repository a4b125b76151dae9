// Where the cache lives (--cache-location, as ESLint's), and what a run does with a cache file it cannot trust
// or cannot write: one warning on stderr, the same output as without a cache, and never a failed run.
import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { handler, IMPORT, project, run } from "../cli/run.js";

const FILES = {
  "src/a.ts": IMPORT + handler("photo.delete", { kind: "write" }),
  "src/b.ts": IMPORT + handler("lead.list", { description: "List the open leads. Newest first." }),
};
const MAGIC = "summarylint-cache 3\n";

const cacheText = (file: string) => fs.readFileSync(file).subarray(0, MAGIC.length).toString();

/** A cache file with its last section (the facts' delta) cut short by 4 bytes, the header's length and sha1 made to match. */
function cutFacts(bytes: Buffer): Buffer {
  const end = bytes.indexOf(0x0a, MAGIC.length);
  const header = JSON.parse(bytes.subarray(MAGIC.length, end).toString()) as { tool: string; sections: [string, number, string][] };
  // The last section: the facts' delta.
  const facts = header.sections[3]!;
  expect(facts[0]).toBe("delta");
  const cut = bytes.subarray(bytes.length - facts[1], bytes.length - 4);
  header.sections[3] = ["delta", cut.length, crypto.createHash("sha1").update(cut).digest("hex")];
  return Buffer.concat([Buffer.from(`${MAGIC}${JSON.stringify(header)}\n`), bytes.subarray(end + 1, bytes.length - facts[1]), cut]);
}

describe("--cache-location", () => {
  const cases: [string, string[], (dir: string) => void, string][] = [
    ["default: .summarylintcache in the working directory", [], () => {}, ".summarylintcache"],
    ["a file name", ["--cache-location", "tmp/lint.cache"], () => {}, "tmp/lint.cache"],
    ["an existing folder: the default name inside it", ["--cache-location", "cache"], (dir) => fs.mkdirSync(path.join(dir, "cache")), "cache/.summarylintcache"],
    ["a folder that does not exist yet, said by a trailing slash", ["--cache-location", "new/dir/"], () => {}, "new/dir/.summarylintcache"],
  ];
  it.each(cases)("%s", async (_, argv, prepare, expected) => {
    const dir = project(FILES);
    prepare(dir);
    const plain = await run(dir, []);
    expect(await run(dir, ["--cache", ...argv])).toEqual(plain);
    expect(cacheText(path.join(dir, expected))).toBe(MAGIC);
    expect(await run(dir, ["--cache", ...argv])).toEqual(plain);
  });

  it("an absolute path outside the project", async () => {
    const dir = project(FILES);
    const elsewhere = path.join(project(), "lint-cache");
    await run(dir, ["--cache", "--cache-location", elsewhere]);
    expect(cacheText(elsewhere)).toBe(MAGIC);
    expect(fs.existsSync(path.join(dir, ".summarylintcache"))).toBe(false);
  });

  it("without --cache, nothing is read or written (as ESLint)", async () => {
    const dir = project(FILES);
    await run(dir, ["--cache-location", "x.cache"]);
    expect(fs.readdirSync(dir).sort()).toEqual(["src"]);
  });

  it("applies to lint, directory and stats (given before or after the command name), not to rules", async () => {
    const dir = project(FILES);
    const plain = await run(dir, ["directory"]);
    expect(await run(dir, ["--cache", "directory"])).toEqual(plain);
    expect(fs.existsSync(path.join(dir, ".summarylintcache"))).toBe(true);
    expect(await run(dir, ["stats", "--cache-location", "tmp/"])).toEqual(await run(dir, ["stats"]));
    expect(await run(dir, ["stats", "--cache", "--cache-location", "tmp/"])).toEqual(await run(dir, ["stats"]));
    expect(fs.existsSync(path.join(dir, "tmp/.summarylintcache"))).toBe(true);
    expect(await run(dir, ["--cache", "rules"])).toEqual({ code: 2, stdout: "", stderr: 'summarylint: --cache does not apply to "rules"\n' });
  });
});

describe("a cache file that cannot be trusted is ignored with one warning, then rewritten", () => {
  const cases: [string, (file: string) => void, string][] = [
    ["cut short", (f) => fs.truncateSync(f, fs.statSync(f).size - 100), "is damaged (truncated)"],
    ["another version's", (f) => fs.writeFileSync(f, fs.readFileSync(f, "latin1").replace(/"tool":"summarylint [^,]*,/, '"tool":"summarylint 0.0.1,'), "latin1"), "was written by another version of summarylint"],
    [
      "a changed byte in the facts (found when a file changed)",
      (f) => {
        const bytes = fs.readFileSync(f);
        bytes[bytes.length - 3] ^= 0x55;
        fs.writeFileSync(f, bytes);
      },
      "is damaged (a checksum does not match)",
    ],
    ["of a previous format", (f) => fs.writeFileSync(f, Buffer.concat([Buffer.from("summarylint-cache 2\n"), fs.readFileSync(f).subarray(MAGIC.length)])), "was written by another version of summarylint"],
    ["with facts whose checksum matches but that do not decompress", (f) => fs.writeFileSync(f, cutFacts(fs.readFileSync(f))), "is damaged (its delta cannot be read)"],
  ];
  it.each(cases)("%s", async (_, damage, reason) => {
    const dir = project(FILES);
    const file = path.join(dir, ".summarylintcache");
    await run(dir, ["--cache"]);
    damage(file);
    // A changed file makes the run read the facts (an unchanged project reads the index and the run only).
    fs.appendFileSync(path.join(dir, "src/b.ts"), "// edited\n");
    const plain = await run(dir, []);
    const cached = await run(dir, ["--cache"]);
    expect(cached).toEqual({ ...plain, stderr: `summarylint: the cache file .summarylintcache ${reason}; it is ignored and will be rewritten\n` });
    expect(cacheText(file)).toBe(MAGIC);
    expect(await run(dir, ["--cache"])).toEqual(plain);
  });

  it.each<[string, string | Buffer]>([
    ["ESLint's cache", '[{"src/a.ts":"1"}]'],
    ["a package.json", '{ "name": "app" }\n'],
    ["a binary file", Buffer.from([0, 1, 2, 0xff])],
  ])("someone's file at the cache location (%s) is left as it is, with a warning, and the run uses no cache", async (_, content) => {
    const dir = project(FILES);
    const file = path.join(dir, "data.bin");
    fs.writeFileSync(file, content);
    const plain = await run(dir, []);
    const warning = "summarylint: data.bin is not a summarylint cache file; it is left as it is, and this run uses no cache\n";
    expect(await run(dir, ["--cache", "--cache-location", "data.bin"])).toEqual({ ...plain, stderr: warning });
    expect(await run(dir, ["--cache", "--cache-location", "data.bin"])).toEqual({ ...plain, stderr: warning });
    expect(fs.readFileSync(file)).toEqual(Buffer.isBuffer(content) ? content : Buffer.from(content));
  });

  it("a folder where the cache file should be: left as it is, the run goes on without a cache", async () => {
    const dir = project(FILES);
    fs.mkdirSync(path.join(dir, "cache", ".summarylintcache"), { recursive: true });
    const plain = await run(dir, []);
    const cached = await run(dir, ["--cache", "--cache-location", "cache"]);
    expect(cached).toEqual({ ...plain, stderr: "summarylint: cache/.summarylintcache is a folder; it is left as it is, and this run uses no cache\n" });
  });

  it.each<[string, (file: string) => void, string]>([
    ["an empty file", (f) => fs.writeFileSync(f, ""), "is an empty file, not a summarylint cache"],
    ["a named pipe (reading it would wait forever)", (f) => execFileSync("mkfifo", [f]), "is not a regular file"],
  ])("someone's %s at the cache location is left as it is", async (_, make, reason) => {
    const dir = project(FILES);
    const file = path.join(dir, "data");
    make(file);
    const before = fs.lstatSync(file);
    const plain = await run(dir, []);
    expect(await run(dir, ["--cache", "--cache-location", "data"])).toEqual({ ...plain, stderr: `summarylint: data ${reason}; it is left as it is, and this run uses no cache\n` });
    const after = fs.lstatSync(file);
    expect([after.ino, after.mode, after.size]).toEqual([before.ino, before.mode, before.size]);
  });

  it("a symbolic link at the cache location is written through, and stays a link", async () => {
    const dir = project(FILES);
    fs.mkdirSync(path.join(dir, "shared"));
    fs.symlinkSync(path.join(dir, "shared", "real.cache"), path.join(dir, "link.cache"));
    const plain = await run(dir, []);
    expect(await run(dir, ["--cache", "--cache-location", "link.cache"])).toEqual(plain);
    expect(fs.lstatSync(path.join(dir, "link.cache")).isSymbolicLink()).toBe(true);
    expect(cacheText(path.join(dir, "shared", "real.cache"))).toBe(MAGIC);
    expect(await run(dir, ["--cache", "--cache-location", "link.cache"])).toEqual(plain);
  });
});

describe("a cache that cannot be written costs a warning, never the run", () => {
  it("a location under a file", async () => {
    const dir = project(FILES);
    const plain = await run(dir, []);
    const cached = await run(dir, ["--cache", "--cache-location", "src/a.ts/cache"]);
    expect(cached).toEqual({ ...plain, stderr: expect.stringMatching(/^summarylint: cannot write the cache file src\/a\.ts\/cache: [^\n]+\n$/) });
  });
});
