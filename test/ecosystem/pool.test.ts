// The pool of repositories for fresh draws (pool.json) and the seeded order they are drawn in (draw.ts).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { seededOrder, type PoolEntry } from "./draw.js";

const here = path.dirname(fileURLToPath(import.meta.url));
const pool = JSON.parse(fs.readFileSync(path.join(here, "pool.json"), "utf8")) as { rule: string; repositories: PoolEntry[] };
const development = (JSON.parse(fs.readFileSync(path.join(here, "repos.json"), "utf8")) as { repositories: { repo: string }[] }).repositories;

describe("pool.json", () => {
  it("holds at least 60 repositories, each pinned to a commit, none twice, none of the development set", () => {
    expect(pool.rule.length).toBeGreaterThan(0);
    expect(pool.repositories.length).toBeGreaterThanOrEqual(60);
    expect(pool.repositories.filter((r) => !/^[0-9a-f]{40}$/.test(r.commit))).toEqual([]);
    const names = pool.repositories.map((r) => r.repo.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    const dev = new Set(development.map((r) => r.repo.toLowerCase()));
    expect(names.filter((n) => dev.has(n))).toEqual([]);
  });
});

describe("pool-2.json", () => {
  const second = JSON.parse(fs.readFileSync(path.join(here, "pool-2.json"), "utf8")) as { rule: string; repositories: PoolEntry[] };

  it("holds at least 60 repositories, each pinned, none twice, none of the development set or of the first pool", () => {
    expect(second.repositories.length).toBeGreaterThanOrEqual(60);
    expect(second.repositories.filter((r) => !/^[0-9a-f]{40}$/.test(r.commit))).toEqual([]);
    const names = second.repositories.map((r) => r.repo.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    const before = new Set([...development, ...pool.repositories].map((r) => r.repo.toLowerCase()));
    expect(names.filter((n) => before.has(n))).toEqual([]);
  });
});

describe("pool-3.json", () => {
  const third = JSON.parse(fs.readFileSync(path.join(here, "pool-3.json"), "utf8")) as { rule: string; repositories: PoolEntry[] };
  const second = JSON.parse(fs.readFileSync(path.join(here, "pool-2.json"), "utf8")) as { rule: string; repositories: PoolEntry[] };

  // The rule's own size (three parts of at most 20), not the 60 asked of the first two: it took what its budgets found.
  it("holds the 41 repositories its rule took, each pinned, none twice, none of the development set or an earlier pool", () => {
    expect(third.repositories).toHaveLength(41);
    expect(third.repositories.filter((r) => !/^[0-9a-f]{40}$/.test(r.commit))).toEqual([]);
    const names = third.repositories.map((r) => r.repo.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    const before = new Set([...development, ...pool.repositories, ...second.repositories].map((r) => r.repo.toLowerCase()));
    expect(names.filter((n) => before.has(n))).toEqual([]);
  });
});

describe("pool-4.json", () => {
  const fourth = JSON.parse(fs.readFileSync(path.join(here, "pool-4.json"), "utf8")) as { rule: string; repositories: PoolEntry[] };
  const earlier = ["pool-2.json", "pool-3.json"].flatMap(
    (file) => (JSON.parse(fs.readFileSync(path.join(here, file), "utf8")) as { repositories: PoolEntry[] }).repositories,
  );

  it("holds the 47 repositories its rule took, each pinned, none twice, none of the development set or an earlier pool", () => {
    expect(fourth.repositories).toHaveLength(47);
    expect(fourth.repositories.filter((r) => !/^[0-9a-f]{40}$/.test(r.commit))).toEqual([]);
    const names = fourth.repositories.map((r) => r.repo.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    const before = new Set([...development, ...pool.repositories, ...earlier].map((r) => r.repo.toLowerCase()));
    expect(names.filter((n) => before.has(n))).toEqual([]);
  });
});

describe("pool-5.json", () => {
  const fifth = JSON.parse(fs.readFileSync(path.join(here, "pool-5.json"), "utf8")) as { rule: string; repositories: PoolEntry[] };
  const earlier = ["pool-2.json", "pool-3.json", "pool-4.json"].flatMap(
    (file) => (JSON.parse(fs.readFileSync(path.join(here, file), "utf8")) as { repositories: PoolEntry[] }).repositories,
  );

  it("holds the 40 repositories its rule took, each pinned, none twice, none of the development set or an earlier pool", () => {
    expect(fifth.repositories).toHaveLength(40);
    expect(fifth.repositories.filter((r) => !/^[0-9a-f]{40}$/.test(r.commit))).toEqual([]);
    const names = fifth.repositories.map((r) => r.repo.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    const before = new Set([...development, ...pool.repositories, ...earlier].map((r) => r.repo.toLowerCase()));
    expect(names.filter((n) => before.has(n))).toEqual([]);
  });
});

describe("seededOrder", () => {
  it("is a permutation, the same for the same seed, another for another seed", () => {
    const items = Array.from({ length: 50 }, (_, i) => i);
    const a = seededOrder(items, 26);
    expect([...a].sort((x, y) => x - y)).toEqual(items);
    expect(seededOrder(items, 26)).toEqual(a);
    expect(seededOrder(items, 27)).not.toEqual(a);
    expect(items).toEqual(Array.from({ length: 50 }, (_, i) => i)); // the input is not shuffled in place
  });
});
