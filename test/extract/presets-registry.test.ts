// The preset registry (src/extract/presets/index.ts) is whole: every file of the folder but its types, shared fields
// and the registry itself holds one preset, exported under its file name in camel case and registered under its file
// name, which is also the preset's own name; each preset declares something (at least one matcher).
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_PRESET, PRESETS } from "../../src/extract/presets/index.js";
import type { Preset } from "../../src/extract/presets/types.js";

const FOLDER = path.resolve(import.meta.dirname, "../../src/extract/presets");
/** The files of the folder that hold no preset. */
const NOT_PRESETS = new Set(["types", "fields", "index"]);

/** `vercel-ai` -> `vercelAi`: the name a preset's file exports it under. */
function exportName(file: string): string {
  return file.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

/** What is wrong with a registry, given each preset file's exports (by file name, without ".ts"). */
function registryProblems(files: Record<string, Record<string, unknown>>, registry: Record<string, Preset>): string[] {
  const problems: string[] = [];
  for (const [file, exports] of Object.entries(files)) {
    const preset = exports[exportName(file)];
    if (preset === undefined) problems.push(`${file}.ts exports no ${exportName(file)}`);
    else if (registry[file] !== preset) problems.push(`${file}.ts is not registered as "${file}"`);
  }
  for (const [key, preset] of Object.entries(registry)) {
    if (!(key in files)) problems.push(`"${key}" has no file ${key}.ts`);
    if (preset.name !== key) problems.push(`"${key}" is named "${preset.name}"`);
    if (preset.matchers.length === 0) problems.push(`"${key}" has no matcher`);
  }
  return problems;
}

async function presetFiles(): Promise<Record<string, Record<string, unknown>>> {
  const names = fs
    .readdirSync(FOLDER)
    .filter((f) => f.endsWith(".ts"))
    .map((f) => f.slice(0, -3))
    .filter((f) => !NOT_PRESETS.has(f));
  const files: Record<string, Record<string, unknown>> = {};
  for (const name of names) files[name] = (await import(path.join(FOLDER, `${name}.js`))) as Record<string, unknown>;
  return files;
}

const preset = (name: string, matchers: Preset["matchers"] = [{ type: "action", callee: "tool", fields: { description: "description" } }]): Preset => ({
  name,
  packages: [],
  matchers,
});

describe("the preset registry", () => {
  it("registers every preset file under its own name, and each preset has a matcher", async () => {
    const files = await presetFiles();
    expect(registryProblems(files, PRESETS)).toEqual([]);
    expect(Object.keys(files).sort()).toEqual(Object.keys(PRESETS).sort());
    expect(Object.keys(PRESETS).length).toBeGreaterThan(20);
  });

  it("names an existing preset as the one auto falls back to", () => {
    expect(PRESETS[DEFAULT_PRESET]?.name).toBe(DEFAULT_PRESET);
  });

  it("puts the registered file names in camel case for their exports", () => {
    expect(["mcp", "vercel-ai", "inngest-agent-kit", "claude-agent-sdk"].map(exportName)).toEqual(["mcp", "vercelAi", "inngestAgentKit", "claudeAgentSdk"]);
  });

  const myFramework = preset("my-framework");
  const misnamed = preset("other");
  const empty = preset("my-framework", []);
  it.each<[string, Record<string, Record<string, unknown>>, Record<string, Preset>, string[]]>([
    ["a file not registered", { "my-framework": { myFramework } }, {}, ['my-framework.ts is not registered as "my-framework"']],
    ["a file exporting under another name", { "my-framework": { framework: myFramework } }, { "my-framework": myFramework }, ["my-framework.ts exports no myFramework"]],
    ["a key with no file", {}, { "my-framework": myFramework }, ['"my-framework" has no file my-framework.ts']],
    ["a key that is not the preset's name", { "my-framework": { myFramework: misnamed } }, { "my-framework": misnamed }, ['"my-framework" is named "other"']],
    ["a preset without matchers", { "my-framework": { myFramework: empty } }, { "my-framework": empty }, ['"my-framework" has no matcher']],
    ["a whole registry of one", { "my-framework": { myFramework } }, { "my-framework": myFramework }, []],
  ])("finds %s", (_, files, registry, problems) => {
    expect(registryProblems(files, registry)).toEqual(problems);
  });
});
