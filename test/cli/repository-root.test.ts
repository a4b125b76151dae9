// Without a config file, a run from a subfolder of a repository (`cd packages/server && summarylint`) reads the
// package.json files above it up to the repository's root (the nearest folder holding `.git`), as a run from that
// root does: the presets they choose are used, while only the subfolder's files are linted (src/config/load.ts).
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { project, run } from "./run.js";

const SDK = JSON.stringify({ name: "repo", private: true, dependencies: { "@modelcontextprotocol/sdk": "1.0.0" } });

// The tool's file names no SDK, so only the package.json above chooses the mcp preset for it; the server object it
// uses is traced to the SDK through server.ts, so the missing description is an error.
const SERVER = {
  "packages/server/src/server.ts": 'import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\nexport const server = new McpServer({ name: "s", version: "1" });\n',
  "packages/server/src/a.ts": 'import { server } from "./server.js";\nserver.registerTool("read_file", { inputSchema: {} }, cb);\n',
};

const MISSING = /src\/a\.ts\n {2}2:1 {2}error {2}Tool "read_file" has no description/;

describe("a run without a config from a subfolder of a repository", () => {
  it("finds the tool the root's package.json makes known, as a run from the root does", async () => {
    const root = project({ ".git/HEAD": "ref: refs/heads/main\n", "package.json": SDK, ...SERVER });
    const fromRoot = await run(root, []);
    const fromSub = await run(path.join(root, "packages/server"), []);
    expect(fromRoot.code).toBe(1);
    expect(fromRoot.stdout).toMatch(MISSING);
    expect(fromSub.code).toBe(1);
    expect(fromSub.stdout).toMatch(MISSING);
    expect(fromSub.stdout).not.toContain("packages/server/src/a.ts"); // paths stay relative to the working directory
  });

  it("takes a .git file (a worktree or a submodule) as the repository's root too", async () => {
    const root = project({ ".git": "gitdir: /elsewhere/.git/worktrees/x\n", "package.json": SDK, ...SERVER });
    const fromSub = await run(path.join(root, "packages/server"), []);
    expect(fromSub.code).toBe(1);
    expect(fromSub.stdout).toMatch(MISSING);
  });

  it("reads nothing above the working directory when no folder up from it holds .git", async () => {
    const root = project({ "package.json": SDK, ...SERVER });
    const fromSub = await run(path.join(root, "packages/server"), []);
    expect(fromSub.code).toBe(0);
    expect(fromSub.stderr).toContain("no action declarations found in 2 files (presets: kumiko, mcp)");
    expect(fromSub.stdout).not.toContain("read_file");
  });

  it("leaves a config file in the subfolder its own root: the package.json above is not read", async () => {
    const root = project({ ".git/HEAD": "ref: refs/heads/main\n", "package.json": SDK, "packages/server/.summarylintrc.yaml": "presets: [auto]\n", ...SERVER });
    const fromSub = await run(path.join(root, "packages/server"), []);
    expect(fromSub.code).toBe(0);
    expect(fromSub.stdout).not.toContain("read_file");
    const printed = JSON.parse((await run(path.join(root, "packages/server"), ["--print-config", "src/a.ts"])).stdout) as Record<string, unknown>;
    expect(printed.root).toBe(path.join(root, "packages/server"));
    expect(printed.packageRoot).toBeUndefined();
  });

  it("lets a package.json of the subfolder with its own dependencies choose for its files, as from the root", async () => {
    const own = JSON.stringify({ name: "server", dependencies: { "@anthropic-ai/sdk": "1.0.0" } });
    const root = project({ ".git/HEAD": "ref: refs/heads/main\n", "package.json": SDK, "packages/server/package.json": own, ...SERVER });
    const presets = async (cwd: string) => (JSON.parse((await run(cwd, ["directory", "--format", "json"])).stdout) as { presets: unknown }).presets;
    expect(await presets(root)).toEqual([{ package: "packages/server", presets: ["anthropic", "mcp"] }]);
    // Package folders are named relative to the working directory, as every other path of the output.
    expect(await presets(path.join(root, "packages/server"))).toEqual([{ package: ".", presets: ["anthropic", "mcp"] }]);
    expect((await run(path.join(root, "packages/server"), [])).stdout).toMatch(MISSING);
  });

  it("--fix from the subfolder fixes the tools the root's package.json makes known; without .git above, nothing", async () => {
    const DOUBLED = 'import { server } from "./server.js";\nserver.registerTool("read_file", { description: "Read a file with with its encoding.", inputSchema: {} }, cb);\n';
    const FIXED = DOUBLED.replace("with with", "with");
    for (const [repository, after] of [[true, FIXED], [false, DOUBLED]]) {
      const root = project({ ...(repository ? { ".git/HEAD": "ref: refs/heads/main\n" } : {}), "package.json": SDK, ...SERVER, "packages/server/src/a.ts": DOUBLED });
      const fixed = await run(path.join(root, "packages/server"), ["--fix"]);
      expect({ code: fixed.code, stdout: fixed.stdout, text: fs.readFileSync(path.join(root, "packages/server/src/a.ts"), "utf8") }, `.git: ${repository}`).toEqual({ code: 0, stdout: "", text: after });
    }
  });
});
