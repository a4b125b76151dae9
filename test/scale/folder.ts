// Inputs on disk for the scaling suite: a throwaway project folder, and a lint of it in process as the CLI runs it
// (discover, extract, resolve, summarize, every rule). No vitest import: `npm run scale` runs this from dist.
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { loadConfig } from "../../src/config/index.js";
import { ALL_RULES, RULE_INFOS } from "../../rules/index.js";
import { lintProject, loadProject } from "../../src/project.js";
import type { Step } from "./dimension.js";

/** An MCP server project's package.json: the SDK as a dependency, so its preset applies. */
export const MCP_PACKAGE = JSON.stringify({ name: "scale", type: "module", dependencies: { "@modelcontextprotocol/sdk": "^1.17.0", zod: "^3.25.0" } });

/** A real temporary folder holding `files` (relative path -> text). */
export function folder(files: Record<string, string>): string {
  const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), "scale-")));
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(dir, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  }
  return dir;
}

/** Lints `dir` in process; returns how many actions and diagnostics it found (so the work cannot be skipped). */
export function lintFolder(dir: string): { actions: number; diagnostics: number } {
  const loaded = loadProject(loadConfig({ cwd: dir, rules: RULE_INFOS }));
  return { actions: loaded.catalog.actions.length, diagnostics: lintProject(loaded, ALL_RULES).diagnostics.length };
}

/** The step "lint this folder", which removes the folder afterwards. */
export function lintStep(files: Record<string, string>): Step {
  const dir = folder(files);
  return { run: () => lintFolder(dir), dispose: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** An MCP tool registration with a literal name and description. */
export function mcpTool(name: string, description: string): string {
  return `server.registerTool(${JSON.stringify(name)}, { description: ${JSON.stringify(description)}, inputSchema: {} }, async () => ({ content: [] }));\n`;
}

export const MCP_SERVER = 'import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\nexport const server = new McpServer({ name: "s", version: "1" });\n';

/** 0 .. n-1. */
export const range = (n: number): number[] => Array.from({ length: n }, (_, i) => i);

/** A description that differs per tool (so near-duplicate-summary has nothing to group) and has a verb. */
export const ledgerText = (i: number): string => `Reads the ledger entry ${i} of account ${(i * 7919) % 10007} and returns its balance.`;

/** An MCP tool "deep" whose description is the const `name` imported from `file` (a chain's last link). */
export function toolImporting(name: string, file: string): string {
  return `import { server } from "./server.js";\nimport { ${name} } from "./${file}.js";\nserver.registerTool("deep", { description: ${name}, inputSchema: {} }, async () => ({ content: [] }));\n`;
}
