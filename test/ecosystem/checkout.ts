// Writes the source files of each pinned repository (repos.json) at its commit into $SUMMARYLINT_ECOSYSTEM/<name>/,
// from the bare snapshots under $SUMMARYLINT_MIRRORS (`owner+name/repo`, as the search tool's fetch leaves them).
// Only what summarylint reads is written (sources, package.json, tsconfig.json, .gitignore, SKILL.md, and Python sources, where a frontend tool may be described): snapshots lack
// their largest files, so `git archive` stops half way, and media and fixtures of megabytes are not needed.
// Developer machines only: nothing here runs in CI.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { ecosystemDir, loadRepos, type EcoRepo } from "./repos.js";

const WANTED = /(\.(ts|tsx|mts|cts|js|jsx|mjs|cjs|py)$|(^|\/)(package\.json|tsconfig[^/]*\.json|\.gitignore|SKILL\.md|\.summarylintrc[^/]*)$)/;

function checkout(repo: EcoRepo, mirrors: string, target: string): string {
  const gitDir = path.join(mirrors, repo.repo.replace("/", "+"), "repo");
  if (!fs.existsSync(gitDir)) return `skipped: no snapshot at ${gitDir}`;
  const git = (args: string[], input?: string) =>
    execFileSync("git", ["--git-dir", gitDir, ...args], { input, maxBuffer: 1 << 30 });
  const listing = git(["ls-tree", "-r", "-z", "--full-tree", repo.commit]).toString("utf8").split("\0");
  const blobs: { sha: string; file: string }[] = [];
  for (const row of listing) {
    const m = /^(\d+) blob ([0-9a-f]+)\t(.*)$/s.exec(row);
    if (!m || m[1] === "120000" || !WANTED.test(m[3])) continue;
    if (repo.path !== "." && !m[3].startsWith(`${repo.path}/`)) continue;
    blobs.push({ sha: m[2], file: m[3] });
  }
  fs.rmSync(target, { recursive: true, force: true });
  let written = 0;
  let missing = 0;
  for (let i = 0; i < blobs.length; i += 2000) {
    const chunk = blobs.slice(i, i + 2000);
    const out = git(["cat-file", "--batch"], chunk.map((b) => b.sha).join("\n") + "\n");
    let at = 0;
    for (const blob of chunk) {
      const nl = out.indexOf(10, at);
      const header = out.subarray(at, nl).toString("utf8");
      at = nl + 1;
      const size = /^[0-9a-f]+ blob (\d+)$/.exec(header);
      if (!size) { missing++; continue; }
      const n = Number(size[1]);
      const dest = path.join(target, blob.file);
      fs.mkdirSync(path.dirname(dest), { recursive: true });
      fs.writeFileSync(dest, out.subarray(at, at + n));
      at += n + 1;
      written++;
    }
  }
  return `${written} files${missing ? `, ${missing} absent from the snapshot` : ""}`;
}

const mirrors = process.env.SUMMARYLINT_MIRRORS ?? "/work/.mirror";
const root = ecosystemDir();
if (!root) {
  console.error("Set SUMMARYLINT_ECOSYSTEM to the folder the repositories are checked out into.");
  process.exit(2);
}
const only = process.argv.slice(2);
for (const repo of loadRepos()) {
  if (only.length && !only.includes(repo.name)) continue;
  console.error(`${repo.name}: ${checkout(repo, mirrors, path.join(root, repo.name))}`);
}
