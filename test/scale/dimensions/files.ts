// Dimensions of the files a run reads besides the sources' code: a SKILL.md's front matter, the config and the configs
// it extends, .gitignore files, and git's index. Each through the entry point that reads it: the config loader, or a
// lint of the folder (which discovers, reading every .gitignore and the index).
import * as fs from "node:fs";
import * as path from "node:path";
import { loadConfig } from "../../../src/config/index.js";
import { RULE_INFOS } from "../../../rules/index.js";
import type { Dimension, Step } from "../dimension.js";
import { folder, lintFolder, lintStep, MCP_PACKAGE, MCP_SERVER, mcpTool } from "../folder.js";

const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const TOOL = MCP_SERVER + mcpTool("ledger_read", "Reads the ledger entry and returns its balance.");

/** The step "load the config of this folder", which removes the folder afterwards. */
function configStep(files: Record<string, string>): Step {
  const dir = folder(files);
  return {
    run: () => loadConfig({ cwd: dir, rules: RULE_INFOS }),
    dispose: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/** A config that is valid with `n` keys in one mapping: a custom matcher's `unless`. */
const unlessConfig = (n: number) =>
  "declarations:\n  - type: action\n    callee: defineTool\n    fields: { description: summary }\n    unless:\n" + range(n).map((i) => `      p${i}: ${i}\n`).join("");

/** A version-4 git index of `paths` (sorted), each stored as the path before it less some bytes plus some more. */
function gitIndexV4(paths: string[]): Buffer {
  const parts: Buffer[] = [Buffer.alloc(12)];
  parts[0].write("DIRC", 0, "latin1");
  parts[0].writeUInt32BE(4, 4);
  parts[0].writeUInt32BE(paths.length, 8);
  let previous = Buffer.alloc(0);
  for (const p of paths) {
    const name = Buffer.from(p, "utf8");
    let common = 0;
    while (common < previous.length && common < name.length && previous[common] === name[common]) common++;
    // The strip count as git writes it: 7 bits a byte, most significant first, each but the last with the high bit.
    let strip = previous.length - common;
    const bytes = [strip & 0x7f];
    while ((strip >>= 7) > 0) bytes.unshift(0x80 | (--strip & 0x7f));
    const fixed = Buffer.alloc(62);
    fixed.writeUInt16BE(Math.min(name.length, 0xfff), 60);
    parts.push(fixed, Buffer.from(bytes), name.subarray(common), Buffer.from([0]));
    previous = name;
  }
  return Buffer.concat(parts);
}

export const dimensions: Dimension[] = [
  {
    name: "SKILL.md front-matter keys",
    start: 8_000,
    quick: 500,
    prepare: (n) =>
      lintStep({
        "skills/ledger/SKILL.md": `---\nname: ledger\ndescription: Reads the ledger and returns the balance.\n${range(n).map((i) => `x-key-${i}: value ${i}\n`).join("")}---\nBody.\n`,
      }),
  },
  {
    name: "SKILL.md front-matter size (characters of a value the linter does not read)",
    start: 250_000,
    quick: 25_000,
    prepare: (n) =>
      lintStep({ "skills/ledger/SKILL.md": `---\nname: ledger\ndescription: Reads the ledger and returns the balance.\nx-notes: "${"ab ".repeat(n / 3)}"\n---\nBody.\n` }),
  },
  {
    name: "config keys (one mapping)",
    start: 8_000,
    quick: 500,
    prepare: (n) => configStep({ ".summarylintrc.yaml": unlessConfig(n) }),
  },
  {
    name: "config size (overrides)",
    start: 1_000,
    quick: 100,
    prepare: (n) =>
      configStep({ ".summarylintrc.yaml": "overrides:\n" + range(n).map((i) => `  - files: ["src/p${i}/**"]\n    rules: { summary-truncated: off }\n`).join("") }),
  },
  {
    name: "extends chain length",
    start: 500,
    quick: 25,
    prepare: (n) =>
      configStep({
        ".summarylintrc.yaml": "extends: ./c0.yaml\n",
        ...Object.fromEntries(range(n).map((i) => [`c${i}.yaml`, `${i + 1 < n ? `extends: ./c${i + 1}.yaml\n` : ""}overrides: [{ files: "c${i}/**", rules: { summary-truncated: off } }]\n`])),
      }),
  },
  {
    name: "extends diamond depth (each config extends the next twice)",
    start: 50,
    quick: 10,
    prepare: (n) =>
      configStep({
        ".summarylintrc.yaml": "extends: ./d0.yaml\n",
        ...Object.fromEntries(range(n).map((i) => [`d${i}.yaml`, i + 1 < n ? `extends: [./d${i + 1}.yaml, ./d${i + 1}.yaml]\n` : "maxFileSize: 100000\n"])),
      }),
  },
  {
    name: ".gitignore rules (names, suffixes, prefixes, paths and a few globs)",
    start: 30_000,
    quick: 2_000,
    prepare: (n) => {
      const kinds = (i: number) => [`f${i}.js`, `*.x${i}`, `dir${i}/`, `npm-${i}.log*`, `/src/p${i}`, `!keep${i}.ts`][i % 6];
      const rules = range(n).map(kinds);
      rules.push(...range(20).map((i) => `*.g${i}[ab]`));
      return lintStep({
        "package.json": MCP_PACKAGE,
        ".gitignore": rules.join("\n"),
        "src/server.ts": TOOL,
        ...Object.fromEntries(range(50).map((i) => [`src/a${i}.ts`, `export const a${i} = ${i};\n`])),
      });
    },
  },
  {
    name: ".gitignore nesting depth (a .gitignore in each of n nested folders)",
    start: 100,
    quick: 20,
    prepare: (n) => {
      const files: Record<string, string> = { "package.json": MCP_PACKAGE };
      let rel = "";
      for (let i = 0; i < n; i++) {
        rel = rel ? `${rel}/d` : "d";
        files[`${rel}/.gitignore`] = "*.log\nbuild/\n!keep.log\n";
      }
      files[`${rel}/server.ts`] = TOOL;
      files[`${rel}/debug.log`] = "";
      return lintStep(files);
    },
  },
  {
    name: "git index entries (version 4)",
    start: 25_000,
    quick: 5_000,
    prepare: (n): Step => {
      const dir = folder({ "package.json": MCP_PACKAGE, ".gitignore": "generated/\n", "src/server.ts": TOOL, "generated/tools.ts": `export const g = 1;\n` });
      const paths = range(n).map((i) => `packages/p${Math.floor(i / 100)}/src/module${i % 100}/file${i}.ts`);
      paths.push("generated/tools.ts", "src/server.ts");
      fs.mkdirSync(path.join(dir, ".git"));
      fs.writeFileSync(path.join(dir, ".git", "index"), gitIndexV4(paths.sort()));
      return { run: () => lintFolder(dir), dispose: () => fs.rmSync(dir, { recursive: true, force: true }) };
    },
  },
];
