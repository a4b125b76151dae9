// Concurrent baseline writes: two `--suppress-all` runs at once on different files each read the
// baseline, added their entries and renamed their file over it, so the last one dropped the other's entries. The
// read-merge-write now holds a lock file (src/base/lock-file.ts): here two real processes race, a run waits for a lock
// held by another, and a lock left behind by a run that died does not block.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LockError, withLock } from "../../src/base/lock-file.js";
import { parseSuppressions, type SuppressionEntry } from "../../src/suppress/baseline.js";
import { buildCli, type BuiltCli } from "../helpers/built-cli.js";
import { sized } from "../helpers/heavy.js";
import { handler, IMPORT, project, run } from "../cli/run.js";

const FILE = "summarylint-suppressions.json";
const LOCK = `${FILE}.lock`;

let built: BuiltCli;

beforeAll(() => {
  built = buildCli();
}, 120_000);

afterAll(() => built?.remove());

interface Exit {
  code: number | null;
  stderr: string;
}

function launch(cwd: string, argv: string[]): { child: ReturnType<typeof spawn>; done: Promise<Exit> } {
  const child = spawn(process.execPath, [built.launcher, ...argv], { cwd, env: { ...process.env, NO_COLOR: "1" }, stdio: ["ignore", "ignore", "pipe"] });
  const done = new Promise<Exit>((resolve, reject) => {
    let stderr = "";
    child.stderr!.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stderr }));
  });
  return { child, done };
}

/**
 * A project with an error in each of src/a.ts and src/b.ts, and a baseline that already holds `old` entries of
 * other files: a big file, so that reading, merging and writing it takes long enough for two runs to overlap.
 */
function racingProject(old: number): string {
  const entries = Array.from({ length: old }, (_, i) => `  "old/f${i}.ts": { "missing-description": { "action old.f${i}": { "count": 1 } } }`);
  return project({
    "src/a.ts": IMPORT + handler("photo.delete", { kind: "write" }),
    "src/b.ts": IMPORT + handler("lead.delete", { kind: "write" }),
    [FILE]: `{\n${entries.join(",\n")}\n}\n`,
  });
}

function baseline(dir: string): SuppressionEntry[] {
  return parseSuppressions(fs.readFileSync(path.join(dir, FILE), "utf8"), FILE);
}

/** Which of the two runs' entries the baseline holds, and how many of the old ones. */
function kept(dir: string): { a: boolean; b: boolean; old: number } {
  const entries = baseline(dir);
  return {
    a: entries.some((e) => e.file === "src/a.ts"),
    b: entries.some((e) => e.file === "src/b.ts"),
    old: entries.filter((e) => e.file.startsWith("old/")).length,
  };
}

const OLD = 20_000;
/** Races per run: two in `npm test`, four in `npm run test:heavy` (each round is two processes over 20,000 entries). */
const ROUNDS = sized(2, 4);

describe("two --suppress-all runs at once on different files", () => {
  it(`keep both runs' entries (${ROUNDS} rounds)`, async () => {
    const outcomes: { a: boolean; b: boolean; old: number; codes: (number | null)[]; locks: boolean }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const dir = racingProject(OLD);
      const runs = [launch(dir, ["--suppress-all", "src/a.ts"]), launch(dir, ["--suppress-all", "src/b.ts"])];
      const exits = await Promise.all(runs.map((r) => r.done));
      outcomes.push({ ...kept(dir), codes: exits.map((e) => e.code), locks: fs.existsSync(path.join(dir, LOCK)) });
    }
    expect(outcomes).toEqual(Array.from({ length: ROUNDS }, () => ({ a: true, b: true, old: OLD, codes: [0, 0], locks: false })));
  }, 300_000);
});

describe("a run waits for the lock another run holds", () => {
  it("reads the baseline again once the lock is released, so the other run's entries stay", async () => {
    const dir = racingProject(1);
    // Another run, recording src/b.ts: it holds the lock, read the baseline, and will write it with its entry.
    const lock = path.join(dir, LOCK);
    fs.writeFileSync(lock, `${process.pid} ${os.hostname()} other\n`);
    const before = fs.readFileSync(path.join(dir, FILE), "utf8");
    const other = before.replace("\n}\n", `,\n  "src/b.ts": { "missing-description": { "action lead.delete": { "count": 1 } } }\n}\n`);

    const waiting = launch(dir, ["--suppress-all", "src/a.ts"]);
    // Long enough for the run to lint and reach the lock (it cannot finish while the lock is held).
    const early = await Promise.race([waiting.done, new Promise<undefined>((resolve) => setTimeout(resolve, 4000))]);
    const untouched = fs.readFileSync(path.join(dir, FILE), "utf8") === before;
    fs.writeFileSync(path.join(dir, FILE), other);
    fs.rmSync(lock);
    const exit = await waiting.done;

    expect({ early, untouched, exit, ...kept(dir), lock: fs.existsSync(lock) }).toEqual({
      early: undefined,
      untouched: true,
      exit: { code: 0, stderr: `summarylint: ${FILE} now holds 3 violations in 3 files\n` },
      a: true,
      b: true,
      old: 1,
      lock: false,
    });
  }, 60_000);
});

/** The pid of a process that has ended. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], { encoding: "utf8" });
  return Number(child.stdout);
}

describe("a lock left behind by a run that died", () => {
  it.each<[string, (lock: string) => void]>([
    ["by a process of this host that has ended", (lock) => fs.writeFileSync(lock, `${deadPid()} ${os.hostname()} gone\n`)],
    [
      "older than 30 s, from another host",
      (lock) => {
        fs.writeFileSync(lock, `1 elsewhere.example gone\n`);
        const past = new Date(Date.now() - 60_000);
        fs.utimesSync(lock, past, past);
      },
    ],
  ])("%s: is taken over at once", async (_title, leave) => {
    const dir = racingProject(1);
    leave(path.join(dir, LOCK));
    const result = await run(dir, ["--suppress-all", "src/a.ts"]);
    expect({ ...result, ...kept(dir), lock: fs.existsSync(path.join(dir, LOCK)) }).toEqual({
      code: 0,
      stdout: "",
      stderr: `summarylint: ${FILE} now holds 2 violations in 2 files\n`,
      a: true,
      b: false,
      old: 1,
      lock: false,
    });
  });

  it("near miss: a fresh lock of a live process on another host is waited for", () => {
    const dir = racingProject(1);
    const lock = path.join(dir, LOCK);
    fs.writeFileSync(lock, `1 elsewhere.example busy\n`);
    expect(() => withLock(path.join(dir, FILE), () => "done", { waitMs: 300 })).toThrow(
      new LockError(`another summarylint run holds ${lock} (waited 0.3 s); if none is running, delete that file`),
    );
    expect(fs.readFileSync(lock, "utf8")).toBe("1 elsewhere.example busy\n");
  });
});

describe("withLock", () => {
  it("removes its lock after the body, also when the body throws", () => {
    const dir = project();
    const file = path.join(dir, "data.json");
    const seen: boolean[] = [];
    expect(withLock(file, () => (seen.push(fs.existsSync(`${file}.lock`)), 42))).toBe(42);
    expect(() =>
      withLock(file, () => {
        seen.push(fs.existsSync(`${file}.lock`));
        throw new Error("body failed");
      }),
    ).toThrow("body failed");
    expect([seen, fs.existsSync(`${file}.lock`)]).toEqual([[true, true], false]);
  });

  it("leaves a lock that is no longer its own (taken over meanwhile)", () => {
    const dir = project();
    const file = path.join(dir, "data.json");
    withLock(file, () => fs.writeFileSync(`${file}.lock`, "1 elsewhere.example theirs\n"));
    expect(fs.readFileSync(`${file}.lock`, "utf8")).toBe("1 elsewhere.example theirs\n");
  });

  it.each<[string, (lock: string) => void, string]>([
    ["a folder", (lock) => fs.mkdirSync(lock), "a folder"],
    ["a symbolic link", (lock) => fs.symlinkSync("/dev/null", lock), "a symbolic link"],
  ])("refuses %s at the lock's name, and leaves it", (_title, make, what) => {
    const dir = project();
    const file = path.join(dir, "data.json");
    make(`${file}.lock`);
    expect(() => withLock(file, () => 0, { waitMs: 100 })).toThrow(new LockError(`${file}.lock is ${what}, not a lock file summarylint made; remove it`));
    expect(fs.lstatSync(`${file}.lock`).isFile()).toBe(false);
  });
});
