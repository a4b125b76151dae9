// Test files by the project's own test-runner configuration: discovery, as the CLI runs it (projectSources), leaves
// out the files a vitest, jest or mocha config of the project names as tests, unless `tests: true`. Configs are read
// as data, never run: a form not written out as literals names nothing, and a glob that names no test (the whole
// source) is not used.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { defaultConfig } from "../../src/config/index.js";
import { discoverFiles, MAX_RUNNER_CONFIG_BYTES } from "../../src/discover/discover.js";
import { expand } from "../../src/discover/runner-patterns.js";
import { projectSources } from "../../src/project.js";
import { takeRefusals } from "../../src/base/read-file.js";
import { project } from "../cli/run.js";

const rel = (dir: string, files: string[]) => files.map((f) => path.relative(dir, f).split(path.sep).join("/"));

/** The files discovery takes in a project of `files`, root-relative and sorted. */
function discovered(files: Record<string, string>, tests = false): string[] {
  const dir = project(files);
  return rel(dir, projectSources({ ...defaultConfig(dir), tests }).files);
}

/** Product code every case has: a `tests` tool and a file about checks, which no runner config below names. */
const SOURCE = { "src/tool.ts": "", "src/tools/tests.ts": "", "src/checks.ts": "" };
const KEPT = ["src/checks.ts", "src/tool.ts", "src/tools/tests.ts"];
const vitest = (test: string) => `import { defineConfig } from "vitest/config";\nexport default defineConfig({ test: ${test} });\n`;

// [title, files besides SOURCE, files discovered besides KEPT]
type Case = [string, Record<string, string>, string[]];

const LEFT_OUT: Case[] = [
  // vitest
  ["vitest.config.ts, test.include in defineConfig", { "vitest.config.ts": vitest('{ include: ["src/**/*.check.ts"] }'), "src/a.check.ts": "" }, ["vitest.config.ts"]],
  [
    "vitest.config.mts, a plain object with satisfies, a template string",
    { "vitest.config.mts": "export default { test: { include: [`qa/**/*.ts`] } } satisfies UserConfig;\n", "qa/a.ts": "", "qa/deep/b.ts": "" },
    ["vitest.config.mts"],
  ],
  ["vite.config.js without a vitest.config", { "vite.config.js": 'export default { test: { include: ["checks/*.js"] } };\n', "checks/a.js": "" }, ["vite.config.js"]],
  [
    "mergeConfig(viteConfig, defineConfig({ test }))",
    { "vitest.config.ts": 'import viteConfig from "./vite.config";\nexport default mergeConfig(viteConfig, defineConfig({ test: { include: ["src/**/*.check.ts"] } }));\n', "src/a.check.ts": "" },
    ["vitest.config.ts"],
  ],
  [
    "a top-level const exported",
    { "vitest.config.ts": 'const config = defineConfig({ test: { include: ["src/**/*.check.ts"] } });\nexport default config;\n', "src/a.check.ts": "" },
    ["vitest.config.ts"],
  ],
  [
    "extended globs and braces multiplied out (vitest's default form)",
    { "vitest.config.ts": vitest('{ include: ["evals/**/*.eval.?(c|m)[jt]s?(x)"] }'), "evals/a.eval.ts": "", "evals/b.eval.mts": "", "evals/c.eval.tsx": "", "evals/helpers.ts": "" },
    ["evals/helpers.ts", "vitest.config.ts"],
  ],
  [
    "inline test.projects (a string entry is another config's folder)",
    { "vitest.config.ts": vitest('{ projects: [{ test: { name: "int", include: ["**/*.int.ts"] } }, "packages/*"] }'), "src/a.int.ts": "", "src/interval.ts": "" },
    ["src/interval.ts", "vitest.config.ts"],
  ],
  [
    "vitest.workspace.ts",
    { "vitest.workspace.ts": 'export default defineWorkspace(["packages/*", { test: { include: ["qa/**/*.ts"] } }]);\n', "qa/a.ts": "" },
    ["vitest.workspace.ts"],
  ],
  ["test.typecheck.include", { "vitest.config.ts": vitest('{ typecheck: { include: ["types/**/*.check-d.ts"] } }'), "types/a.check-d.ts": "", "types/b.ts": "" }, ["types/b.ts", "vitest.config.ts"]],
  [
    "a root: the globs are below it",
    { "vitest.config.ts": 'export default defineConfig({ root: "./app", test: { include: ["**/*.check.ts"] } });\n', "app/a.check.ts": "", "src/b.check.ts": "" },
    ["src/b.check.ts", "vitest.config.ts"],
  ],
  [
    "a package's config names files below its own folder only",
    { "packages/a/vitest.config.ts": vitest('{ include: ["src/**/*.check.ts"] }'), "packages/a/src/x.check.ts": "", "packages/b/src/y.check.ts": "", "src/z.check.ts": "" },
    ["packages/a/vitest.config.ts", "packages/b/src/y.check.ts", "src/z.check.ts"],
  ],
  [
    "of {src,qa}/**/*.ts only the alternative that names tests",
    { "vitest.config.ts": vitest('{ include: ["{src,qa}/**/*.ts"] }'), "qa/a.ts": "" },
    ["vitest.config.ts"],
  ],
  // jest
  ["jest.config.js, module.exports", { "jest.config.js": 'module.exports = { testMatch: ["**/qa/**/*.ts"] };\n', "packages/x/qa/a.ts": "", "packages/x/src/b.ts": "" }, ["jest.config.js", "packages/x/src/b.ts"]],
  [
    "jest.config.ts, a typed const and <rootDir>",
    { "jest.config.ts": 'import type { Config } from "jest";\nconst config: Config = { testMatch: ["<rootDir>/checks/*.ts"] };\nexport default config;\n', "checks/a.ts": "" },
    ["jest.config.ts"],
  ],
  ["jest.config.json", { "jest.config.json": '{ "testMatch": ["**/*.check.js"] }', "lib/a.check.js": "" }, []],
  ["package.json's jest", { "package.json": '{ "name": "p", "jest": { "testMatch": ["**/qa/**/*.js"] } }', "qa/a.js": "" }, []],
  [
    "a rootDir",
    { "jest.config.js": 'module.exports = { rootDir: "lib", testMatch: ["<rootDir>/**/*.check.js"] };\n', "lib/a.check.js": "", "src/b.check.js": "" },
    ["jest.config.js", "src/b.check.js"],
  ],
  [
    "inline projects",
    { "jest.config.js": 'module.exports = { projects: ["<rootDir>/packages/*", { displayName: "qa", testMatch: ["<rootDir>/qa/*.ts"] }] };\n', "qa/a.ts": "" },
    ["jest.config.js"],
  ],
  // mocha
  ["mocharc.json with a comment, spec a string", { ".mocharc.json": '{\n  // the checks\n  "spec": "checks/**/*.js",\n}', "checks/deep/a.js": "" }, []],
  [
    "mocharc.yml, spec a folder: the files in it",
    { ".mocharc.yml": "spec:\n  - checks\n", "checks/a.js": "", "checks/deep/b.js": "" },
    ["checks/deep/b.js"],
  ],
  ["mocharc.yaml, a folder with recursive: below it", { ".mocharc.yaml": "spec: checks\nrecursive: true\n", "checks/a.js": "", "checks/deep/b.js": "" }, []],
  ["mocharc.cjs", { ".mocharc.cjs": 'module.exports = { spec: ["qa/**/*.js"] };\n', "qa/a.js": "" }, [".mocharc.cjs"]],
  ["package.json's mocha", { "package.json": '{ "mocha": { "spec": "qa/*.js" } }', "qa/a.js": "" }, []],
];

// Near misses: the config's globs are not used, so nothing besides the usual test files is left out.
const KEPT_BY: Case[] = [
  ["a glob of the whole source (src/**/*.ts)", { "vitest.config.ts": vitest('{ include: ["src/**/*.ts"] }') }, ["vitest.config.ts"]],
  ["**/* and **/*.{ts,js}", { "vitest.config.ts": vitest('{ include: ["**/*", "**/*.{ts,js}"] }'), "lib/a.js": "" }, ["lib/a.js", "vitest.config.ts"]],
  ["mocha's spec: src, a folder that names no test", { ".mocharc.json": '{ "spec": "src" }' }, []],
  [
    "include a variable",
    { "vitest.config.ts": 'const include = ["src/**/*.check.ts"];\nexport default defineConfig({ test: { include } });\n', "src/a.check.ts": "" },
    ["src/a.check.ts", "vitest.config.ts"],
  ],
  ["an array with a spread", { "vitest.config.ts": vitest('{ include: [...configDefaults.include, "src/**/*.check.ts"] }'), "src/a.check.ts": "" }, ["src/a.check.ts", "vitest.config.ts"]],
  [
    "a spread after the test settings (it may replace them)",
    { "vitest.config.ts": 'export default { test: { include: ["src/**/*.check.ts"] }, ...shared };\n', "src/a.check.ts": "" },
    ["src/a.check.ts", "vitest.config.ts"],
  ],
  [
    "a config made by a function",
    { "vitest.config.ts": 'export default defineConfig(() => ({ test: { include: ["src/**/*.check.ts"] } }));\n', "src/a.check.ts": "" },
    ["src/a.check.ts", "vitest.config.ts"],
  ],
  [
    "coverage.include and optimizeDeps.include are not test files",
    { "vitest.config.ts": 'export default defineConfig({ optimizeDeps: { include: ["qa/**/*.ts"] }, test: { coverage: { include: ["src/**/*.check.ts"] } } });\n', "src/a.check.ts": "", "qa/b.ts": "" },
    ["qa/b.ts", "src/a.check.ts", "vitest.config.ts"],
  ],
  [
    "a root not known (a call) or outside the folder",
    {
      "vitest.config.ts": 'export default defineConfig({ root: process.cwd(), test: { include: ["**/*.check.ts"] } });\n',
      "app/vitest.config.ts": 'export default defineConfig({ root: "../lib", test: { include: ["**/*.check.ts"] } });\n',
      "src/a.check.ts": "", "app/b.check.ts": "",
    },
    ["app/b.check.ts", "app/vitest.config.ts", "src/a.check.ts", "vitest.config.ts"],
  ],
  [
    "a vite.config.ts beside a vitest.config.ts (vitest reads only the latter)",
    { "vitest.config.ts": vitest("{}"), "vite.config.ts": 'export default { test: { include: ["qa/**/*.ts"] } };\n', "qa/a.ts": "" },
    ["qa/a.ts", "vite.config.ts", "vitest.config.ts"],
  ],
  ["a negated glob: the runner leaves files out", { "jest.config.js": 'module.exports = { testMatch: ["**/qa/**/*.ts", "!**/qa/tools/**"] };\n', "qa/tools/a.ts": "", "qa/b.ts": "" }, ["jest.config.js", "qa/b.ts", "qa/tools/a.ts"]],
  ["jest's testRegex is not read", { "jest.config.js": 'module.exports = { testRegex: "qa/.*\\\\.ts$" };\n', "qa/a.ts": "" }, ["jest.config.js", "qa/a.ts"]],
  [
    "absolute globs, ways up, backslashes, <rootDir> in a vitest config",
    {
      "vitest.config.ts": vitest(String.raw`{ include: ["/qa/**/*.ts", "../qa/**/*.ts", "qa\\*.ts", "./qa/../qa/*.ts", "<rootDir>/qa/*.ts"] }`),
      "jest.config.js": 'module.exports = { testMatch: ["/qa/**", "../qa/**", "x/<rootDir>/qa/*.ts"] };\n',
      "qa/a.ts": "",
    },
    ["jest.config.js", "qa/a.ts", "vitest.config.ts"],
  ],
  [
    "a config in node_modules is never read",
    { "node_modules/pkg/vitest.config.ts": vitest('{ include: ["**/*.check.ts"] }'), "node_modules/pkg/vitest.workspace.ts": "", "src/a.check.ts": "" },
    ["src/a.check.ts"],
  ],
  [
    "a config a .gitignore drops is not read",
    { ".gitignore": "vitest.config.ts\n", "vitest.config.ts": vitest('{ include: ["src/**/*.check.ts"] }'), "src/a.check.ts": "" },
    ["src/a.check.ts"],
  ],
  [
    "__tests__-style names the globs do not match",
    {
      "vitest.config.ts": vitest('{ include: ["**/__tests__/**/*.ts", "**/*.unit.ts"] }'),
      "src/__tests__/a.ts": "", "src/b.unit.ts": "",
      "src/testing.ts": "", "src/__tests__.ts": "", "src/tests-helpers/c.ts": "", "src/unit.ts": "", "src/units/d.ts": "",
    },
    ["src/__tests__.ts", "src/testing.ts", "src/tests-helpers/c.ts", "src/unit.ts", "src/units/d.ts", "vitest.config.ts"],
  ],
];

describe("test files named by the project's runner config", () => {
  it.each(LEFT_OUT)("left out: %s", (_title, files, expected) => {
    expect(discovered({ ...SOURCE, ...files })).toEqual([...KEPT, ...expected].sort());
  });

  it.each(KEPT_BY)("kept: %s", (_title, files, expected) => {
    expect(discovered({ ...SOURCE, ...files })).toEqual([...KEPT, ...expected].sort());
  });

  it("with tests: true every file the runners name is a source", () => {
    const files = { ...SOURCE, "vitest.config.ts": vitest('{ include: ["src/**/*.check.ts"] }'), "src/a.check.ts": "", ".mocharc.yml": "spec: checks\n", "checks/b.js": "" };
    expect(discovered(files, true)).toEqual(["checks/b.js", "src/a.check.ts", ...KEPT, "vitest.config.ts"].sort());
    expect(discovered(files, false)).toEqual([...KEPT, "vitest.config.ts"].sort());
  });

  it("each config read is told to onRead (what --cache keys discovery by); none in node_modules", () => {
    const dir = project({ ...SOURCE, "vitest.config.ts": vitest("{}"), "package.json": "{}", "node_modules/p/jest.config.js": "", "node_modules/p/package.json": "{}" });
    const read: string[] = [];
    discoverFiles({ root: dir, include: ["**/*.ts"], exclude: [], runnerTests: true, onRead: (file, kind) => kind === "file" && read.push(file) });
    expect(rel(dir, read)).toEqual(["vitest.config.ts", "package.json"]);
  });

  it("a config over the size read is reported with what the project goes without, and names nothing", () => {
    const big = vitest('{ include: ["src/**/*.check.ts"] }') + `// ${"x".repeat(MAX_RUNNER_CONFIG_BYTES)}\n`;
    const dir = project({ ...SOURCE, "vitest.config.ts": big, "src/a.check.ts": "" });
    takeRefusals();
    expect(rel(dir, projectSources(defaultConfig(dir)).files)).toEqual(["src/a.check.ts", ...KEPT, "vitest.config.ts"].sort());
    expect([...takeRefusals()]).toEqual([
      [
        path.join(dir, "vitest.config.ts"),
        {
          reason: "it is 1.0 MB; at most 1.0 MB is read",
          without: "the test files it names are not known, so they are linted unless another glob leaves them out",
          limit: true,
        },
      ],
    ]);
    fs.rmSync(dir, { recursive: true });
  });
});

describe("expand: braces and extended globs multiplied out", () => {
  it.each<[string, string[] | undefined]>([
    ["**/*.{test,spec}.?(c|m)[jt]s?(x)", ["**/*.test.[jt]s", "**/*.test.[jt]sx", "**/*.test.c[jt]s", "**/*.test.c[jt]sx", "**/*.test.m[jt]s", "**/*.test.m[jt]sx", "**/*.spec.[jt]s", "**/*.spec.[jt]sx", "**/*.spec.c[jt]s", "**/*.spec.c[jt]sx", "**/*.spec.m[jt]s", "**/*.spec.m[jt]sx"]],
    ["**/?(*.)+(spec|test).[jt]s?(x)", ["**/spec.[jt]s", "**/spec.[jt]sx", "**/test.[jt]s", "**/test.[jt]sx", "**/*.spec.[jt]s", "**/*.spec.[jt]sx", "**/*.test.[jt]s", "**/*.test.[jt]sx"]],
    ["{a,{b,c}}/x", ["a/x", "b/x", "c/x"]],
    ["qa/**", ["qa/**"]],
    // Not read: a negated extended glob, a brace with one alternative, a bracket or parenthesis left open, too many.
    ["!(fixtures)/**", undefined],
    ["{a}/x", undefined],
    ["{a,b/x", undefined],
    ["[ab/x", undefined],
    ["(a|b)/x", undefined],
    ["{a,b}{c,d}{e,f}{g,h}{i,j}{k,l}{m,n}", undefined],
  ])("%s", (glob, expected) => {
    expect(expand(glob)).toEqual(expected);
  });
});
