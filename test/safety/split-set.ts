// Splits a blind set's lines once, seeded, into a tuning half and a held-out half (test/fixtures/attacks/paraphrased-3/
// README.md): each line's id is hashed with sha256 of "<seed>:<id>", and the half with the lower hashes (rounded
// down) is the tuning half. Lines keep their file order in both halves.
//
//   node dist/test/safety/split-set.js <seed> <set.jsonl> <tune.jsonl> <held-out.jsonl>
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

export function splitLines(seed: string, lines: readonly string[]): { tune: string[]; heldOut: string[] } {
  const hash = (line: string) => createHash("sha256").update(`${seed}:${(JSON.parse(line) as { id: string }).id}`).digest("hex");
  const ranked = [...lines].sort((a, b) => (hash(a) < hash(b) ? -1 : 1));
  const tune = new Set(ranked.slice(0, Math.floor(lines.length / 2)));
  return { tune: lines.filter((l) => tune.has(l)), heldOut: lines.filter((l) => !tune.has(l)) };
}

function main([seed, set, tunePath, heldOutPath]: string[]): number {
  if (heldOutPath === undefined) {
    process.stderr.write("usage: split-set <seed> <set.jsonl> <tune.jsonl> <held-out.jsonl>\n");
    return 2;
  }
  const { tune, heldOut } = splitLines(seed, readFileSync(set, "utf8").split("\n").filter((l) => l.trim() !== ""));
  writeFileSync(tunePath, tune.map((l) => `${l}\n`).join(""));
  writeFileSync(heldOutPath, heldOut.map((l) => `${l}\n`).join(""));
  process.stdout.write(`${tune.length} tuning, ${heldOut.length} held out\n`);
  return 0;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) process.exitCode = main(process.argv.slice(2));
