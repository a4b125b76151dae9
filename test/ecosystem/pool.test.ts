// The pool of repositories for fresh draws (pool.json) and the seeded order they are drawn in (draw.ts).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { seededOrder, type PoolEntry } from "./draw.js";

const here = path.dirname(fileURLToPath(import.meta.url));
const development = (JSON.parse(fs.readFileSync(path.join(here, "repos.json"), "utf8")) as { repositories: { repo: string }[] }).repositories;

/** A pool's repositories. */
const read = (file: string) => (JSON.parse(fs.readFileSync(path.join(here, file), "utf8")) as { rule: string; repositories: PoolEntry[] }).repositories;

// Each pool, with the size its rule gave it: the first two were asked for at least 60; the later ones took what
// their rules' budgets found (three parts of at most 20). A pool holds none of the development set or an earlier pool.
const POOLS: [file: string, size: number | "at least 60"][] = [
  ["pool.json", "at least 60"],
  ["pool-2.json", "at least 60"],
  ["pool-3.json", 41],
  ["pool-4.json", 47],
  ["pool-5.json", 40],
  ["pool-6.json", 37],
  ["pool-7.json", 26],
  ["pool-8.json", 54],
  ["pool-9.json", 46],
  ["pool-10.json", 45],
  ["pool-11.json", 44],
  ["pool-12.json", 38],
  ["pool-13.json", 50],
  ["pool-14.json", 35],
  ["pool-15.json", 34],
  ["pool-16.json", 45],
  ["pool-17.json", 32],
  ["pool-18.json", 25],
  ["pool-19.json", 7],
  ["pool-20.json", 41],
  ["pool-21.json", 31],
  ["pool-22.json", 25],
];

describe("the pools", () => {
  it.each(POOLS.map(([file, size], i) => [file, size, i] as const))("%s: %s repositories, each pinned, none twice, none of the development set or an earlier pool", (file, size, i) => {
    const repositories = read(file);
    if (size === "at least 60") expect(repositories.length).toBeGreaterThanOrEqual(60);
    else expect(repositories).toHaveLength(size);
    expect(repositories.filter((r) => !/^[0-9a-f]{40}$/.test(r.commit))).toEqual([]);
    const names = repositories.map((r) => r.repo.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    const before = new Set([...development, ...POOLS.slice(0, i).flatMap(([earlier]) => read(earlier))].map((r) => r.repo.toLowerCase()));
    expect(names.filter((n) => before.has(n))).toEqual([]);
  });

  it("pool-19-20.json is the nineteenth pool's entries then the twentieth's, as pool-20.rule.md says", () => {
    expect(read("pool-19-20.json")).toEqual([...read("pool-19.json"), ...read("pool-20.json")]);
  });

  it("each says the rule it was listed by", () => {
    for (const [file] of POOLS) expect((JSON.parse(fs.readFileSync(path.join(here, file), "utf8")) as { rule: string }).rule.length).toBeGreaterThan(0);
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
