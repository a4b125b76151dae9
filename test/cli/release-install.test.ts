// The installs that build nothing, from a release tag (scripts/release.ts): the real pre-commit (Debian's package)
// installing the hook and running it on a project with planted defects, and a team's install from a git URL that a
// teammate's `npm ci` repeats. They fetch the package's dependencies from the npm registry and take a minute, so they
// run in `npm run test:heavy`; pre-commit's part is skipped, with a message, where pre-commit is not installed. The
// release is made from a clone of this repository's committed HEAD, never tagging this repository.
// In `npm test`: the release's package.json, by table.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { release, releasedManifest } from "../../scripts/release.js";
import { HEAVY } from "../helpers/heavy.js";

const ROOT = path.resolve(import.meta.dirname, "../..");
const EXAMPLE = path.join(ROOT, "examples/mcp-server");
const TAG = "v0.0.0-release-test";

describe("the release's package.json", () => {
  it.each([
    [
      "scripts and devDependencies dropped, the rest kept in order",
      { name: "summarylint", version: "0.1.0", bin: { summarylint: "bin/summarylint.js" }, scripts: { prepare: "node scripts/prepare.js", prepack: "npm run build" }, dependencies: { yaml: "^2" }, devDependencies: { vitest: "4" } },
      { name: "summarylint", version: "0.1.0", bin: { summarylint: "bin/summarylint.js" }, dependencies: { yaml: "^2" } },
    ],
    ["near miss: a manifest without either is kept as it is", { name: "x", version: "1.0.0", files: ["bin"] }, { name: "x", version: "1.0.0", files: ["bin"] }],
  ])("%s", (_, manifest, expected) => {
    expect(releasedManifest(manifest)).toEqual(expected);
    expect(Object.keys(releasedManifest(manifest))).toEqual(Object.keys(expected));
  });
});

function sh(command: string, args: string[], cwd: string, env: Record<string, string> = {}) {
  return spawnSync(command, args, { cwd, encoding: "utf8", env: { ...process.env, NO_COLOR: "1", ...env }, timeout: 600_000 });
}

const preCommit = sh("pre-commit", ["--version"], ROOT).status === 0;
if (HEAVY && !preCommit) process.stderr.write("release-install.test.ts: pre-commit is not installed (Debian: apt-get install pre-commit); its test is skipped\n");

describe.skipIf(!HEAVY)("installs from a release tag", () => {
  let work: string;
  let source: string;
  let commit: string;

  beforeAll(() => {
    work = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), "summarylint-release-test-")));
    source = path.join(work, "summarylint");
    expect(sh("git", ["clone", "-q", ROOT, source], work).status).toBe(0);
    fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(source, "node_modules"), "dir");
    commit = release(source, TAG);
    return () => fs.rmSync(work, { recursive: true, force: true });
  }, 300_000);

  /** A git repository of the example MCP server (six planted defects, examples/mcp-server/DEFECTS.md). */
  function project(name: string): string {
    const dir = path.join(work, name);
    fs.cpSync(EXAMPLE, dir, { recursive: true });
    expect(sh("git", ["init", "-q"], dir).status).toBe(0);
    return dir;
  }

  it.skipIf(!preCommit)(
    "the real pre-commit installs the hook and runs it: the findings, exit 1",
    () => {
      const dir = project("pre-commit-project");
      fs.writeFileSync(path.join(dir, ".pre-commit-config.yaml"), `repos:\n  - repo: ${source}\n    rev: ${TAG}\n    hooks:\n      - id: summarylint\n`);
      expect(sh("git", ["add", "-A"], dir).status).toBe(0);
      const run = sh("pre-commit", ["run", "--all-files"], dir, { PRE_COMMIT_HOME: path.join(work, "pre-commit-home") });
      expect(run.stdout).toContain("- hook id: summarylint");
      expect(run.stdout).toContain('Tool "add_customer_note" has no description');
      expect(run.stdout).not.toContain("npm error");
      expect(run.status).toBe(1);
    },
    600_000,
  );

  it(
    "a git URL in devDependencies, and a teammate's npm ci of the same lock file",
    () => {
      const dir = project("team-project");
      fs.writeFileSync(path.join(dir, "package.json"), JSON.stringify({ name: "team", private: true, type: "module" }));
      const install = sh("npm", ["install", "-D", `git+file://${source}#${TAG}`, "--no-audit", "--no-fund"], dir);
      expect(install.status, install.stderr).toBe(0);
      const lock = JSON.parse(fs.readFileSync(path.join(dir, "package-lock.json"), "utf8")) as { packages: Record<string, { resolved?: string }> };
      expect(lock.packages["node_modules/summarylint"].resolved).toBe(`git+file://${source}#${commit}`);
      fs.rmSync(path.join(dir, "node_modules"), { recursive: true });
      const ci = sh("npm", ["ci", "--no-audit", "--no-fund"], dir);
      expect(ci.status, ci.stderr).toBe(0);
      const lint = sh("npx", ["--no-install", "summarylint", "--format", "json"], dir);
      const ids = (JSON.parse(lint.stdout) as { results: { ruleId: string }[] }).results.map((r) => r.ruleId);
      expect(ids).toContain("missing-description");
      expect(lint.status).toBe(1);
    },
    600_000,
  );
});
