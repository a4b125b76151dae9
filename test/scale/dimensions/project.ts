// Dimensions of a project's shape: files, tools per file, chains of imports, re-exports and consts, nesting.
import type { Dimension } from "../dimension.js";
import { ledgerText as text, lintStep, MCP_PACKAGE, MCP_SERVER, mcpTool, range, toolImporting } from "../folder.js";

const SERVER_IMPORT = 'import { server } from "./server.js";\n';

export const dimensions: Dimension[] = [
  {
    name: "files (one tool each)",
    start: 250,
    quick: 25,
    prepare: (n) =>
      lintStep({
        "package.json": MCP_PACKAGE,
        "src/server.ts": MCP_SERVER,
        ...Object.fromEntries(range(n).map((i) => [`src/tools/t${i}.ts`, SERVER_IMPORT.replace("./", "../") + mcpTool(`tool_${i}`, text(i))])),
      }),
  },
  {
    name: "tools per file",
    start: 250,
    quick: 50,
    prepare: (n) => lintStep({ "package.json": MCP_PACKAGE, "src/server.ts": MCP_SERVER + range(n).map((i) => mcpTool(`tool_${i}`, text(i))).join("") }),
  },
  {
    name: "import depth (a const imported through n files)",
    start: 100,
    quick: 20,
    prepare: (n) =>
      lintStep({
        "package.json": MCP_PACKAGE,
        "src/server.ts": MCP_SERVER,
        "src/c0.ts": `export const c0 = ${JSON.stringify(text(0))};\n`,
        ...Object.fromEntries(range(n).slice(1).map((i) => [`src/c${i}.ts`, `import { c${i - 1} } from "./c${i - 1}.js";\nexport const c${i} = c${i - 1};\n`])),
        "src/tool.ts": toolImporting(`c${n - 1}`, `c${n - 1}`),
      }),
  },
  {
    name: "re-export depth (export * through n barrels)",
    start: 100,
    quick: 20,
    prepare: (n) =>
      lintStep({
        "package.json": MCP_PACKAGE,
        "src/server.ts": MCP_SERVER,
        "src/b0.ts": `export const c0 = ${JSON.stringify(text(0))};\n`,
        ...Object.fromEntries(range(n).slice(1).map((i) => [`src/b${i}.ts`, `export * from "./b${i - 1}.js";\n`])),
        "src/tool.ts": toolImporting("c0", `b${n - 1}`),
      }),
  },
  {
    name: "const-chain width (a description joined from n consts)",
    start: 250,
    quick: 50,
    prepare: (n) =>
      lintStep({
        "package.json": MCP_PACKAGE,
        "src/server.ts":
          MCP_SERVER +
          range(n).map((i) => `const p${i} = "part ${i} ";\n`).join("") +
          `server.registerTool("wide", { description: "Reads the ledger. " + ${range(n).map((i) => `p${i}`).join(" + ")}, inputSchema: {} }, async () => ({ content: [] }));\n`,
      }),
  },
  {
    name: "object nesting (a tool inside n nested objects)",
    start: 50,
    quick: 10,
    prepare: (n) =>
      lintStep({
        "package.json": MCP_PACKAGE,
        "src/server.ts": MCP_SERVER + `const deep = ${"{ a: ".repeat(n)}1${" }".repeat(n)};\n` + mcpTool("nested", text(1)),
      }),
  },
  {
    name: "call nesting (a description wrapped in n calls)",
    start: 50,
    quick: 10,
    prepare: (n) =>
      lintStep({
        "package.json": MCP_PACKAGE,
        "src/server.ts":
          MCP_SERVER +
          `server.registerTool("wrapped", { description: ${"String(".repeat(n)}${JSON.stringify(text(2))}${")".repeat(n)}, inputSchema: {} }, async () => ({ content: [] }));\n`,
      }),
  },
];
