// discover: include/exclude globs relative to the root, .gitignore files at any depth, never node_modules or .git.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { excludedGlobs } from "../../src/config/index.js";
import { discoverFiles } from "../../src/discover/discover.js";
import { project } from "../cli/run.js";

const INCLUDE = ["**/*.{ts,tsx,mts,cts}"];

function found(files: Record<string, string>, exclude: string[] = [], prepare?: (dir: string) => void): string[] {
  const dir = project(files);
  prepare?.(dir);
  return discoverFiles({ root: dir, include: INCLUDE, exclude }).map((f) => path.relative(dir, f).split(path.sep).join("/"));
}

describe("discoverFiles", () => {
  it("sorted, by the include globs, never node_modules or .git", () => {
    expect(found({ "src/b.ts": "", "src/a.tsx": "", "src/c.js": "", "node_modules/x/i.ts": "", ".git/h.ts": "", "README.md": "" })).toEqual(["src/a.tsx", "src/b.ts"]);
  });

  it("an editor's copies of saved files (.history/) are left out, tests or not; a folder of another name is not", () => {
    const files = { "src/a.ts": "", ".history/src/a_20250428143325.ts": "", "pkg/.history/b_20250101.ts": "", "src/history/c.ts": "", "src/.historyx/d.ts": "" };
    const kept = ["src/.historyx/d.ts", "src/a.ts", "src/history/c.ts"];
    expect(found(files, excludedGlobs({ exclude: [], tests: false }))).toEqual(kept);
    expect(found(files, excludedGlobs({ exclude: [], tests: true }))).toEqual(kept);
  });

  it("exclude globs, for files and folders", () => {
    expect(found({ "src/a.ts": "", "src/a.test.ts": "", "gen/b.ts": "" }, ["**/*.test.ts", "gen"])).toEqual(["src/a.ts"]);
  });

  it("test and fixture files are left out by default (excludedGlobs), linted with tests: true", () => {
    const files = {
      "src/a.ts": "", "src/a.test.ts": "", "src/b.spec.tsx": "", "src/c_test.ts": "", "src/__tests__/c.ts": "", "src/__fixtures__/d.ts": "",
      "src/__mocks__/e.ts": "", "test/fixtures/f.ts": "", "test/helpers.ts": "", "packages/x/tests/g.ts": "",
      "e2e/node/openai.e2e.ts": "", "packages/e2e/src/run.ts": "",
      // Fixture and mock folders outside a test folder (a generator's expected output, an integration test's mocks).
      "pkg/fixtures/generated/h.ts": "", "packages/it/src/mocks/m.ts": "", "lib/mock-data/tools.ts": "", "lib/mock_data/s.ts": "",
      // Runner conventions: vitest's type tests, files named for their runner, test data, Jest snapshots.
      "src/k.test-d.ts": "", "src/l.spec-d.ts": "", "src/m.vitest.ts": "", "src/n.jest.ts": "", "src/test-data/o.ts": "", "pkg/testdata/p.ts": "",
      "src/__snapshots__/q.ts": "", "testfiles/echo-server.ts": "", "pkg/test-files/s.ts": "", "src/test_files/t.ts": "",
      // Ad hoc test scripts at the root; near misses: the same names in a source folder, a root file that starts "test".
      "test-live-tools.ts": "", "test_server.ts": "", "src/test-utils.ts": "", "src/tools/test_runner.ts": "", "testimonials.ts": "",
      // A minified bundle is compiled output, tests or not; a file whose name only contains "min" is not.
      "dist/bundle.min.js": "", "src/admin.ts": "",
      // Near misses: a file about tests or fixtures, names that contain "test", "fixture" or "mock", a `tests` tool,
      // a data folder that is not a test's, a vitest config.
      "src/testing.ts": "", "src/fixture.ts": "", "src/attest.ts": "", "src/contests/i.ts": "", "src/mockups/j.ts": "", "src/fixtures.ts": "",
      "src/tools/tests.ts": "", "src/tools/run-tests.ts": "", "src/data/r.ts": "", "src/testfiles.ts": "", "vitest.config.ts": "", "src/mock-data.ts": "", "src/tools/mock-server.ts": "",
    };
    expect(found(files, excludedGlobs({ exclude: [], tests: false }))).toEqual([
      "src/a.ts", "src/admin.ts", "src/attest.ts", "src/contests/i.ts", "src/data/r.ts", "src/fixture.ts", "src/fixtures.ts", "src/mock-data.ts", "src/mockups/j.ts",
      "src/test-utils.ts", "src/testfiles.ts", "src/testing.ts", "src/tools/mock-server.ts", "src/tools/run-tests.ts", "src/tools/test_runner.ts", "src/tools/tests.ts",
      "testimonials.ts", "vitest.config.ts",
    ]);
    expect(found(files, excludedGlobs({ exclude: ["test"], tests: true }))).toEqual([
      "e2e/node/openai.e2e.ts", "lib/mock-data/tools.ts", "lib/mock_data/s.ts", "packages/e2e/src/run.ts", "packages/it/src/mocks/m.ts", "packages/x/tests/g.ts", "pkg/fixtures/generated/h.ts",
      "pkg/test-files/s.ts", "pkg/testdata/p.ts", "src/__fixtures__/d.ts", "src/__mocks__/e.ts", "src/__snapshots__/q.ts", "src/__tests__/c.ts", "src/a.test.ts", "src/a.ts",
      "src/admin.ts", "src/attest.ts", "src/b.spec.tsx", "src/c_test.ts", "src/contests/i.ts", "src/data/r.ts", "src/fixture.ts", "src/fixtures.ts", "src/k.test-d.ts",
      "src/l.spec-d.ts", "src/m.vitest.ts", "src/mock-data.ts", "src/mockups/j.ts", "src/n.jest.ts", "src/test-data/o.ts", "src/test-utils.ts", "src/test_files/t.ts", "src/testfiles.ts", "src/testing.ts",
      "src/tools/mock-server.ts", "src/tools/run-tests.ts", "src/tools/test_runner.ts", "src/tools/tests.ts", "test-live-tools.ts", "test_server.ts", "testfiles/echo-server.ts",
      "testimonials.ts", "vitest.config.ts",
    ]);
  });

  it(".gitignore at the root and in a subfolder, each relative to its folder", () => {
    const files = { ".gitignore": "dist/\n*.gen.ts\n", "src/.gitignore": "local/\n", "src/a.ts": "", "src/b.gen.ts": "", "src/local/c.ts": "", "dist/d.ts": "", "lib/local/e.ts": "" };
    expect(found(files)).toEqual(["lib/local/e.ts", "src/a.ts"]);
  });

  it("a .gitignore that is a folder ignores nothing", () => {
    expect(found({ "src/a.ts": "", "src/.gitignore/b.ts": "" })).toEqual(["src/.gitignore/b.ts", "src/a.ts"]);
  });

  it("a folder without a .gitignore inherits its parents' rules only", () => {
    expect(found({ ".gitignore": "skip.ts\n", "a/b/c/skip.ts": "", "a/b/c/keep.ts": "" }, [], (dir) => fs.mkdirSync(path.join(dir, "a/empty")))).toEqual(["a/b/c/keep.ts"]);
  });

  describe("the compiled output of a tsconfig.json (outDir, declarationDir) is not read: it repeats its sources", () => {
    const ALL = ["**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}"];
    const discover = (files: Record<string, string>, include = ALL) => {
      const dir = project(files);
      return discoverFiles({ root: dir, include, exclude: [] }).map((f) => path.relative(dir, f).split(path.sep).join("/"));
    };
    it.each<[string, Record<string, string>, string[]]>([
      ["outDir at the root", { "tsconfig.json": '{ "compilerOptions": { "outDir": "dist" } }', "src/a.ts": "", "dist/a.js": "", "dist/a.d.ts": "" }, ["src/a.ts", "tsconfig.json"]],
      [
        "with comments, trailing commas and ./",
        { "tsconfig.json": '{\n  // build\n  "compilerOptions": { "outDir": "./build", /* types */ "declarationDir": "types", },\n}', "src/a.ts": "", "build/a.js": "", "types/a.d.ts": "" },
        ["src/a.ts", "tsconfig.json"],
      ],
      [
        "each package's own, in a monorepo",
        { "packages/x/tsconfig.json": '{ "compilerOptions": { "outDir": "lib" } }', "packages/x/src/a.ts": "", "packages/x/lib/a.js": "", "packages/y/lib/b.js": "" },
        ["packages/x/src/a.ts", "packages/x/tsconfig.json", "packages/y/lib/b.js"],
      ],
      [
        "an outDir in a folder walked before the tsconfig.json that names it",
        { "dist/app/x.js": "", "packages/app/tsconfig.json": '{ "compilerOptions": { "outDir": "../../dist/app" } }', "packages/app/src/x.ts": "" },
        ["packages/app/src/x.ts", "packages/app/tsconfig.json"],
      ],
      ["a comment-like string is not a comment", { "tsconfig.json": '{ "compilerOptions": { "outDir": "out//x" } }', "out/x/a.js": "", "out/y.js": "" }, ["out/y.js", "tsconfig.json"]],
      // Near misses: nothing is skipped.
      ["no outDir", { "tsconfig.json": '{ "compilerOptions": {} }', "dist/a.js": "" }, ["dist/a.js", "tsconfig.json"]],
      ["a tsconfig.json that is not JSON", { "tsconfig.json": "{ not json", "dist/a.js": "" }, ["dist/a.js", "tsconfig.json"]],
      // A generated SDK (LaunchDarkly's MCP server): `"outDir": "."` compiles src/ beside it; the sources stay.
      ["an outDir of the tsconfig's own folder", { "tsconfig.json": '{ "compilerOptions": { "outDir": "." } }', "src/a.ts": "" }, ["src/a.ts", "tsconfig.json"]],
      ["an outDir above the tsconfig's folder", { "app/tsconfig.json": '{ "compilerOptions": { "outDir": ".." } }', "app/src/a.ts": "" }, ["app/src/a.ts", "app/tsconfig.json"]],
    ])("%s", (_title, files, expected) => {
      // tsconfig.json itself is matched by no source glob: the include here is ALL plus it, to show the folder was walked.
      expect(discover(files, [...ALL, "**/tsconfig.json"])).toEqual(expected);
    });

    it("an include glob that names the folder still reaches it", () => {
      expect(discover({ "tsconfig.json": '{ "compilerOptions": { "outDir": "dist" } }', "src/a.ts": "", "dist/a.js": "" }, [...ALL, "dist/**/*.js"])).toEqual(["dist/a.js", "src/a.ts"]);
    });
  });
});
