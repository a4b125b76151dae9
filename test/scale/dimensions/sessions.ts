// Dimensions of what a team keeps between runs: the baseline file, and the language server's edits and documents.
import * as fs from "node:fs";
import * as path from "node:path";
import { main } from "../../../src/cli/main.js";
import { loadConfig } from "../../../src/config/index.js";
import { RULE_INFOS } from "../../../rules/index.js";
import { LiveProject } from "../../../src/lsp/live-project.js";
import { formatSuppressions, SUPPRESSIONS_FILE_NAME } from "../../../src/suppress/baseline.js";
import type { Dimension, Step } from "../dimension.js";
import { folder, ledgerText as text, MCP_PACKAGE, MCP_SERVER, mcpTool, range } from "../folder.js";
const tools = (n: number, edit = 0) => MCP_SERVER + range(n).map((i) => mcpTool(`tool_${i}`, i === 0 ? `${text(i)} Edit ${edit}.` : text(i))).join("");

/** `summarylint -f json` in `dir`, in process, output kept in memory. */
async function cli(dir: string): Promise<number> {
  let out = "";
  return main(["-f", "json"], { cwd: dir, stdout: (t) => (out += t), stderr: () => {}, isTTY: false, env: {} }).then((code) => code + out.length * 0);
}

/** A language server's project on a folder with `n` tools in src/server.ts, linted once already. */
function live(n: number): { project: LiveProject; file: string; dispose(): void } {
  const dir = folder({ "package.json": MCP_PACKAGE, "src/server.ts": tools(n) });
  const project = new LiveProject(loadConfig({ cwd: dir, rules: RULE_INFOS }));
  const file = path.join(dir, "src/server.ts");
  project.lint(new Map());
  return { project, file, dispose: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

export const dimensions: Dimension[] = [
  {
    name: "baseline entries (a tool without description each)",
    start: 500,
    quick: 50,
    prepare(n): Step {
      const missing = range(n).map((i) => `server.registerTool("tool_${i}", { description: "", inputSchema: {} }, async () => ({ content: [] }));\n`);
      const entries = range(n).map((i) => ({ file: "src/server.ts", rule: "missing-description", subject: `action tool_${i}`, count: 1 }));
      const dir = folder({
        "package.json": MCP_PACKAGE,
        "src/server.ts": MCP_SERVER + missing.join(""),
        [SUPPRESSIONS_FILE_NAME]: formatSuppressions(entries),
      });
      return { run: () => cli(dir), dispose: () => fs.rmSync(dir, { recursive: true, force: true }) };
    },
  },
  {
    name: "language-server document size (tools in the edited buffer)",
    start: 250,
    quick: 50,
    prepare(n): Step {
      const { project, file, dispose } = live(n);
      return { run: () => project.lint(new Map([[file, tools(n, 1)]])), dispose };
    },
  },
  {
    name: "language-server edits in a row (50 tools)",
    start: 25,
    quick: 5,
    prepare(n): Step {
      const { project, file, dispose } = live(50);
      return { run: () => range(n).map((k) => project.lint(new Map([[file, tools(50, k + 1)]]))), dispose };
    },
  },
];
