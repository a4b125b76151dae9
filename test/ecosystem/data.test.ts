// The ecosystem check's committed data is well formed (the check itself needs the fetched repositories and never
// runs in CI): the pinned list, the last run's counts, the labelled samples and the hand count.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadRepos, sourceDir } from "./repos.js";
import type { RecallFile } from "./recall.js";
import type { SampleFile } from "./sample.js";

const dir = sourceDir();
const json = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as T;

describe("repos.json", () => {
  const repos = loadRepos();

  it("pins at least 15 repositories by commit, each named once, with what it covers", () => {
    expect(repos.length).toBeGreaterThanOrEqual(15);
    expect(new Set(repos.map((r) => r.name)).size).toBe(repos.length);
    for (const r of repos) {
      expect(r.commit, r.name).toMatch(/^[0-9a-f]{40}$/);
      expect(r.repo, r.name).toMatch(/^[\w.-]+\/[\w.-]+$/);
      expect(r.path, r.name).not.toMatch(/^\/|\.\./);
      expect(r.covers.length, r.name).toBeGreaterThan(5);
    }
  });

  it("covers at least 5 production MCP servers and 2 frameworks the presets did not read", () => {
    expect(repos.filter((r) => r.covers.startsWith("mcp: production")).length).toBeGreaterThanOrEqual(5);
    expect(repos.filter((r) => r.covers.startsWith("not read yet")).length).toBeGreaterThanOrEqual(2);
  });
});

describe("results.json", () => {
  it("has counts for pinned repositories only, from a recorded commit", () => {
    const results = json<{ commit: string; repos: Record<string, { counts: Record<string, number>; rules: object }> }>("results.json");
    expect(results.commit).toMatch(/^[0-9a-f]{7,}/);
    const names = new Set(loadRepos().map((r) => r.name));
    for (const [name, r] of Object.entries(results.repos)) {
      expect(names.has(name), name).toBe(true);
      expect(typeof r.counts.actions, name).toBe("number");
    }
  });
});

describe("labelled samples and the hand count", () => {
  const samples = fs.readdirSync(path.join(dir, "samples")).filter((f) => f.endsWith(".json"));

  it.each(samples)("%s: every finding judged, with a reason", (file) => {
    const sample = json<SampleFile>(`samples/${file}`);
    expect(sample.entries.length).toBeGreaterThan(0);
    for (const e of sample.entries) {
      expect(["true", "false", "debatable"], `${file} #${e.id}`).toContain(e.label);
      expect(e.reason.length, `${file} #${e.id}`).toBeGreaterThan(5);
    }
  });

  const hand = fs.readdirSync(path.join(dir, "recall")).filter((f) => f.endsWith(".json"));

  it.each(hand)("recall/%s: at least 30 files, each counted by hand", (file) => {
    const recall = json<RecallFile>(`recall/${file}`);
    expect(recall.files.length).toBeGreaterThanOrEqual(30);
    for (const f of recall.files) expect(Array.isArray(f.counted), `${f.repo}/${f.file}`).toBe(true);
  });
});
