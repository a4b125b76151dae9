// `npm run release -- <tag>`: a release tag that carries the built bundle, for the installs that build nothing. A
// pre-commit hook (`language: node`) and a git URL in a project's devDependencies both install this repository from
// git: pre-commit runs `npm install` and takes all of `npm pack`'s stdout as the tarball's name, so the banner npm
// prints for a lifecycle script (`> summarylint@0.1.0 prepack`) breaks it; a global git install gets no
// devDependencies, so `prepare` cannot build. The tag's commit is HEAD's tree plus dist/src/bundle, with a
// package.json that has no scripts and no devDependencies: nothing to build, nothing printed, only the package's
// dependencies installed. It is a commit of its own (HEAD's child, on no branch); main never holds a build.
//
//   node dist/scripts/release.js <tag> [--repo DIR]     (DIR: the repository to tag, default the current one)
//
// Built in a temporary worktree from the repository's committed HEAD (uncommitted changes are not released), with
// the repository's own node_modules.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

function run(command: string, args: string[], cwd: string): string {
  const result = spawnSync(command, args, { cwd, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed in ${cwd}: ${result.stderr || result.stdout}`);
  return result.stdout.trim();
}

/** package.json as a release installs it: no scripts (nothing runs on install or pack), no devDependencies. */
export function releasedManifest(manifest: Record<string, unknown>): Record<string, unknown> {
  const { scripts: _scripts, devDependencies: _dev, ...kept } = manifest;
  return kept;
}

export function release(repo: string, tag: string): string {
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(tag)) throw new Error(`not a tag name: ${tag}`);
  const exists = spawnSync("git", ["rev-parse", "--verify", "--quiet", `refs/tags/${tag}`], { cwd: repo });
  if (exists.status === 0) throw new Error(`the tag ${tag} exists already`);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "summarylint-release-"));
  const tree = path.join(work, "tree");
  run("git", ["worktree", "add", "--detach", tree, "HEAD"], repo);
  try {
    fs.symlinkSync(path.join(repo, "node_modules"), path.join(tree, "node_modules"), "dir");
    run(process.execPath, [path.join(repo, "node_modules/typescript/bin/tsc"), "-p", "tsconfig.json"], tree);
    run(process.execPath, ["dist/scripts/bundle.js"], tree);
    fs.unlinkSync(path.join(tree, "node_modules"));
    const manifestPath = path.join(tree, "package.json");
    const manifest = JSON.parse(fs.readFileSync(manifestPath, "utf8")) as Record<string, unknown>;
    fs.writeFileSync(manifestPath, `${JSON.stringify(releasedManifest(manifest), null, 2)}\n`);
    run("git", ["add", "-f", "package.json", "dist/src/bundle"], tree);
    const version = String(manifest.version);
    run("git", ["-c", "user.name=summarylint release", "-c", "user.email=release@summarylint.invalid", "commit", "-q", "-m", `Release ${tag} (${version}): the built bundle, for installs that build nothing`], tree);
    const commit = run("git", ["rev-parse", "HEAD"], tree);
    run("git", ["tag", tag, commit], repo);
    return commit;
  } finally {
    spawnSync("git", ["worktree", "remove", "--force", tree], { cwd: repo });
    fs.rmSync(work, { recursive: true, force: true });
  }
}

function main(argv: string[]): void {
  const tag = argv.find((a) => !a.startsWith("--"));
  const at = argv.indexOf("--repo");
  const repo = path.resolve(at >= 0 ? argv[at + 1] : process.cwd());
  if (!tag) {
    process.stderr.write("usage: node dist/scripts/release.js <tag> [--repo DIR]\n");
    process.exitCode = 2;
    return;
  }
  const commit = release(repo, tag);
  process.stdout.write(`${tag} ${commit}\n`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main(process.argv.slice(2));
