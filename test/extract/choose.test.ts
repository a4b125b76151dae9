// PresetChooser (src/extract/choose.ts) on a real folder tree: a file's presets come from the nearest package.json
// with dependencies and the ones above it; the folders between, without a package.json, are asked without an
// exception each (a lint of 8,000 files asks thousands of them).
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PresetChooser } from "../../src/extract/choose.js";
import { project } from "../cli/run.js";

afterEach(() => vi.restoreAllMocks());

describe("PresetChooser: presets by package", () => {
  it.each<[string, string, string[]]>([
    ["a file deep below the root package", "src/a/b/c/tool.ts", ["vercel-ai"]],
    ["a file of a nested package, with the root's presets too", "packages/server/src/x/tool.ts", ["mcp", "vercel-ai"]],
    ["a file whose text imports another preset's package", "src/a/lang.ts", ["langchain", "vercel-ai"]],
  ])("%s", (_title, file, expected) => {
    const dir = project({
      "package.json": JSON.stringify({ dependencies: { ai: "1" } }),
      "packages/server/package.json": JSON.stringify({ dependencies: { "@modelcontextprotocol/sdk": "1" } }),
    });
    const statSync = vi.spyOn(fs, "statSync");
    const chooser = new PresetChooser(dir, ["auto"]);
    const text = file.endsWith("lang.ts") ? `import { tool } from "@langchain/core/tools";` : "export {};";
    expect(chooser.select(path.join(dir, file), text).presets).toEqual(expected);
    // The folders between asked for a package.json, none of them by a throw.
    expect(statSync.mock.results.filter((r) => r.type === "throw")).toEqual([]);
    expect(statSync.mock.calls.length).toBeGreaterThan(2);
  });
});
