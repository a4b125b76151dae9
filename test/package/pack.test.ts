// The published package: `npm pack --dry-run` lists exactly what runs (the bundle of src/ and rules/, the launcher) and
// what a user reads (README, docs, rule docs, LICENSE, SECURITY.md, the example config), never the compiled modules the
// bundle was made from, tests, benchmarks, the ecosystem check or the fuzz campaign; every import of the packed code
// resolves inside the package or to a runtime dependency, and a copy of the packed files alone runs; the metadata
// points where the rules' doc links point; and the packed documents reference only packed files (anything else in
// the repository is linked on GitHub).
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HOMEPAGE } from "../../src/lint/rule.js";
import { referenceProblems } from "./references.js";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as {
  bin: Record<string, string>;
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  repository: { type: string; url: string };
  homepage: string;
  bugs: { url: string };
  license: string;
};

/** Files of `dir` (relative to ROOT, with `/`), recursively. */
function walk(dir: string): string[] {
  return fs
    .readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
}

/**
 * What the package must hold: the bundle the launcher runs (its two entries, and the chunks they share, as the
 * current build made them: the commands' own chunks, the language server's and the MCP server's among them), every
 * rule doc. The compiled modules beside the bundle (dist/src/*, dist/rules) are what it was made from: nothing at
 * run time reads them.
 */
function expectedFiles(): string[] {
  const bundle = fs.existsSync(path.join(ROOT, "dist/src/bundle")) ? walk("dist/src/bundle") : [];
  return [
    ...new Set(["dist/src/bundle/main.js", "dist/src/bundle/similarity-worker.js", ...bundle]),
    ".summarylintrc.example",
    "LICENSE",
    "README.md",
    "SECURITY.md",
    "bin/summarylint.js",
    "package.json",
    "schema/summarylintrc.schema.json",
    ...walk("rules").filter((file) => file.endsWith(".md")),
    ...(fs.existsSync(path.join(ROOT, "docs")) ? walk("docs").filter((file) => /^docs\/[^/]+\.md$/.test(file)) : []),
  ].sort();
}

let files: string[] = [];
let unpackedSize = 0;
beforeAll(() => {
  // --ignore-scripts: list what the current dist/ would give, without prepack's clean rebuild (the tests run on dist/).
  const out = execFileSync("npm", ["pack", "--dry-run", "--json", "--ignore-scripts"], {
    cwd: ROOT,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "ignore"],
    shell: process.platform === "win32",
  });
  const packed = (JSON.parse(out) as { files: { path: string }[]; unpackedSize: number }[])[0];
  files = packed.files.map((file) => file.path).sort();
  unpackedSize = packed.unpackedSize;
}, 60_000);

describe("npm pack", () => {
  it("holds exactly the built sources, the launcher and the documents", () => {
    const expected = expectedFiles();
    // A module deleted from src/ may still sit in a developer's dist/; prepack's clean build never packs it.
    const stale = (file: string) => /^dist\/src\/bundle\//.test(file) && !expected.includes(file);
    expect(files.filter((file) => !stale(file))).toEqual(expected);
  });

  it("holds no compiled module outside the bundle, and stays under 2.1 MB unpacked", () => {
    expect(files.filter((file) => file.startsWith("dist/") && !file.startsWith("dist/src/bundle/"))).toEqual([]);
    // The bundle is about 1.4 MB (0.3 MB of it the learned safety score's weights), the documents 0.3 MB; the
    // compiled modules beside it were 1.5 MB more.
    expect(unpackedSize).toBeLessThan(2_100_000);
  });

  it("holds no tests, benchmarks, ecosystem or fuzz files", () => {
    expect(files.filter((file) => /(^|\/)(test|bench|ecosystem|fuzz|examples|scripts)\//.test(file))).toEqual([]);
  });

  it("holds the bin target, every rule doc and the manual in docs/", () => {
    expect(files).toContain(pkg.bin.summarylint);
    for (const doc of fs.readdirSync(path.join(ROOT, "rules")).filter((file) => file.endsWith(".md"))) {
      expect(files).toContain(`rules/${doc}`);
    }
    const manual = fs.readdirSync(path.join(ROOT, "docs")).filter((file) => file.endsWith(".md"));
    expect(manual).toEqual(expect.arrayContaining(["cli.md", "configuration.md", "frameworks.md", "rules.md"]));
    for (const doc of manual) expect(files).toContain(`docs/${doc}`);
  });

  it("resolves every import of its code inside the package or to a runtime dependency", () => {
    const problems: string[] = [];
    for (const file of files.filter((name) => name.endsWith(".js"))) {
      // Comment lines dropped: they quote imports of the code that summarylint reads.
      const code = fs
        .readFileSync(path.join(ROOT, file), "utf8")
        .split("\n")
        .filter((line) => !/^\s*(\/\/|\/\*|\*)/.test(line))
        .map((line) => line.replace(/\s\/\/\s.*$/, ""))
        .join("\n");
      const specifiers = [
        ...code.matchAll(/^(?:import|export)\s[^"';]*?from\s*["']([^"']+)["']/gm),
        ...code.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g),
        ...code.matchAll(/new URL\(\s*["'](\.[^"']+)["']\s*,\s*import\.meta\.url\s*\)/g),
      ].map((match) => match[1]);
      for (const specifier of specifiers) {
        if (specifier.startsWith(".")) {
          const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
          if (!files.includes(target)) problems.push(`${file} imports ${specifier}, not packed`);
        } else if (!specifier.startsWith("node:")) {
          const name = specifier.startsWith("@") ? specifier.split("/").slice(0, 2).join("/") : specifier.split("/")[0];
          if (!(name in pkg.dependencies)) problems.push(`${file} imports ${specifier}, not a dependency`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

describe("a copy of the packed files alone", () => {
  let copy: string;
  let project: string;
  beforeAll(() => {
    copy = fs.mkdtempSync(path.join(os.tmpdir(), "summarylint-packed-"));
    for (const file of files) {
      fs.mkdirSync(path.join(copy, path.dirname(file)), { recursive: true });
      fs.copyFileSync(path.join(ROOT, file), path.join(copy, file));
    }
    // The runtime dependencies, as an install puts them beside the package.
    fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(copy, "node_modules"), "dir");
    project = fs.mkdtempSync(path.join(os.tmpdir(), "summarylint-packed-project-"));
    fs.writeFileSync(
      path.join(project, "server.ts"),
      'import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\nconst server = new McpServer({ name: "s", version: "1" });\n' +
        'server.registerTool("delete_user", { description: "Delete a user account permanently." }, async () => ({ content: [] }));\n',
    );
  });
  afterAll(() => {
    for (const dir of [copy, project]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  const run = (args: string[]) => spawnSync(process.execPath, [path.join(copy, "bin/summarylint.js"), ...args], { cwd: project, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } });

  it("runs the launcher, a command's own chunk and the parser", () => {
    expect(run(["--version"]).stdout.trim()).toBe(JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")).version);
    const directory = run(["directory", "--format", "json"]);
    expect(directory.stderr).toBe("");
    expect(directory.stdout).toContain('"delete_user"');
  });
});

describe("package.json", () => {
  it("points repository, homepage and bugs where the rules' doc links point", () => {
    expect(pkg.repository).toEqual({ type: "git", url: `git+${HOMEPAGE}.git` });
    expect(pkg.homepage).toBe(`${HOMEPAGE}#readme`);
    expect(pkg.bugs).toEqual({ url: `${HOMEPAGE}/issues` });
  });

  it("ships the MIT license it declares", () => {
    expect(pkg.license).toBe("MIT");
    expect(files).toContain("LICENSE");
    const license = fs.readFileSync(path.join(ROOT, "LICENSE"), "utf8");
    expect(license.split("\n").slice(0, 3)).toEqual(["MIT License", "", "Copyright (c) 2026 summarylint contributors"]);
  });

  it("builds in prepack, and never at install time of a packed copy", () => {
    expect(pkg.scripts.prepack).toMatch(/npm run build$/);
    expect(Object.keys(pkg.scripts).filter((name) => /^(pre|post)?install$/.test(name))).toEqual([]);
  });
});

describe("scripts/prepare.js (npm's prepare: a clone's or a git install's build)", () => {
  // A folder with the script and no node_modules: an install that left the devDependencies out.
  const withoutDevDependencies = (npmCommand: string) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "summarylint-prepare-"));
    try {
      fs.mkdirSync(path.join(dir, "scripts"));
      fs.copyFileSync(path.join(ROOT, "scripts/prepare.js"), path.join(dir, "scripts/prepare.js"));
      fs.writeFileSync(path.join(dir, "package.json"), JSON.stringify({ name: "summarylint", type: "module", scripts: { build: "exit 7" } }));
      const result = spawnSync(process.execPath, ["scripts/prepare.js"], { cwd: dir, encoding: "utf8", env: { ...process.env, npm_command: npmCommand } });
      return { status: result.status, stderr: result.stderr };
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  };

  it("is not packed, and skips the build when the build tools are not installed, saying so", () => {
    expect(files.filter((file) => file.startsWith("scripts/"))).toEqual([]);
    expect(withoutDevDependencies("install")).toEqual({
      status: 0,
      stderr: 'summarylint: not built (typescript and rolldown not installed: the build needs the devDependencies); run "npm install" and then "npm run build"\n',
    });
  });

  it("leaves pack and publish to prepack's build", () => {
    expect(withoutDevDependencies("pack")).toEqual({ status: 0, stderr: "" });
  });
});

describe("packed documents", () => {
  it("reference only packed files, and link the rest of the repository on GitHub", () => {
    const docs = files.filter((file) => file.endsWith(".md"));
    expect(docs.length).toBeGreaterThan(3);
    expect(docs.flatMap((doc) => referenceProblems(ROOT, doc, files))).toEqual([]);
  });

  it("link to headings their documents have, by GitHub's anchors", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "summarylint-refs-"));
    try {
      fs.mkdirSync(path.join(root, "docs"));
      const write = (name: string, text: string) => fs.writeFileSync(path.join(root, name), text);
      write("docs/cli.md", "# Command line\n\n## Counting: `summarylint stats`\n\n```sh\n# not a heading\n```\n");
      write(
        "README.md",
        [
          "[a](docs/cli.md#counting-summarylint-stats) [b](docs/cli.md#command-line) [c](#readme-title)",
          "[d](docs/cli.md#counting) [e](docs/cli.md#not-a-heading) [f](#nowhere)",
          "",
          "## README title",
        ].join("\n"),
      );
      expect(referenceProblems(root, "README.md", ["README.md", "docs/cli.md"])).toEqual([
        "README.md: links to docs/cli.md#counting, a heading it does not have",
        "README.md: links to docs/cli.md#not-a-heading, a heading it does not have",
        "README.md: links to README.md#nowhere, a heading it does not have",
      ]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

describe("editors/vscode", () => {
  const extension = JSON.parse(fs.readFileSync(path.join(ROOT, "editors/vscode/package.json"), "utf8")) as {
    main: string;
    scripts: Record<string, string>;
    dependencies: Record<string, string>;
    activationEvents: string[];
  };
  const tsconfig = (name: string) => JSON.parse(fs.readFileSync(path.join(ROOT, name), "utf8")) as { include: string[] };

  it("is its own package: a language client bundled into one file, outside the root's builds and install", () => {
    // Everything it needs at run time is in the bundle: no dependency to install with it.
    expect(extension.dependencies).toBeUndefined();
    expect(extension.scripts.build).toMatch(/^tsc -p tsconfig\.json && esbuild src\/extension\.ts --bundle .*--external:vscode .*--outfile=dist\/extension\.js$/);
    expect(extension.main).toBe("./dist/extension.js");
    expect(fs.existsSync(path.join(ROOT, "editors/vscode/src/extension.ts"))).toBe(true);
    expect(fs.existsSync(path.join(ROOT, "editors/vscode/images/icon.png"))).toBe(true);
    // SKILL.md files are markdown: opening one starts the folder's client too.
    expect(extension.activationEvents).toEqual(["onLanguage:typescript", "onLanguage:typescriptreact", "onLanguage:javascript", "onLanguage:javascriptreact", "onLanguage:markdown"]);
    // Not a workspace of the root (npm ci at the root installs nothing of it), not compiled by the root's tsconfigs.
    expect(pkg).not.toHaveProperty("workspaces");
    for (const name of ["tsconfig.json", "tsconfig.test.json"]) expect(tsconfig(name).include.filter((glob) => !/^(src|rules|scripts|test)\//.test(glob))).toEqual([]);
    expect(files.filter((file) => file.startsWith("editors/"))).toEqual([]);
  });

  it("starts `summarylint lsp` over stdio", () => {
    const source = fs.readFileSync(path.join(ROOT, "editors/vscode/src/extension.ts"), "utf8");
    expect(source).toContain('args: ["lsp"]');
    expect(source).toContain("transport: TransportKind.stdio");
  });
});
