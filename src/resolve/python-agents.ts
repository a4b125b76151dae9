// Frontend tools a Python agent describes. CopilotKit's frontend hooks (`useFrontendTool({ name, handler })`) often
// run against an agent written in Python (LlamaIndex, Agno, and other AG-UI backends), which declares the same tool
// as a function whose docstring is the description the model reads: `def add_proverb(proverb: str): """Add a proverb
// to the list."""`. Such a hook without a description of its own lacks none. summarylint reads no Python, so it
// cannot judge that text: the description is unresolved, with the Python function's place as the reason, rather than
// reported missing. Only the hook's own package (its nearest package.json folder) is searched, for a `def` of the
// tool's exact name followed by a docstring; a function without one describes nothing, and the hook stays missing.
import fs from "node:fs";
import { discoverFiles } from "../discover/discover.js";
import { readTextChecked } from "../base/read-file.js";
import type { Action } from "../types.js";

/** Presets whose tools an agent of another language may declare. */
const FRONTEND_PRESETS = new Set(["copilotkit"]);

/** Python environments and caches inside a package: not the agent's own code. */
const NOT_THE_AGENT = ["**/.venv/**", "**/venv/**", "**/site-packages/**", "**/__pycache__/**", "**/.*/**"];

/** The most Python files read per package, and the largest read. */
const MAX_FILES = 2_000;
const MAX_BYTES = 1024 * 1024;

/** A Python function with a docstring: `def name(…) -> T:` (over lines), then a string as its first statement. */
const DEF = /^[ \t]*(?:async[ \t]+)?def[ \t]+([A-Za-z_]\w*)[ \t]*\(/gm;

/**
 * Marks each action of a frontend preset that has no description, and whose package has a documented Python function
 * of its name, as described there (unresolved, with the reason). `packageDirOf`: a file's package folder. Returns
 * the folders searched.
 */
export function describedByPythonAgents(actions: readonly Action[], packageDirOf: (file: string) => string): string[] {
  const found = new Map<string, Map<string, Place>>();
  for (const action of actions) {
    if (action.descriptionStatus !== "missing" || !FRONTEND_PRESETS.has(action.preset ?? "")) continue;
    const dir = packageDirOf(action.loc.file);
    let functions = found.get(dir);
    if (!functions) found.set(dir, (functions = documentedFunctions(dir)));
    const place = functions.get(action.name);
    if (place === undefined) continue;
    action.descriptionStatus = "unresolved";
    action.unresolvedReason = `the docstring of the Python function \`${action.name}\``;
    action.describedBy = { ...place, language: "Python" };
  }
  return [...found.keys()];
}

interface Place {
  file: string;
  line: number;
}

/** The documented Python functions of a package folder, each where it is first defined. */
function documentedFunctions(dir: string): Map<string, Place> {
  const functions = new Map<string, Place>();
  if (!fs.existsSync(dir)) return functions;
  const files = discoverFiles({ root: dir, include: ["**/*.py"], exclude: NOT_THE_AGENT }).slice(0, MAX_FILES);
  for (const file of files) {
    let text: string;
    try {
      text = readTextChecked(file, MAX_BYTES);
    } catch {
      continue; // an unreadable file describes nothing
    }
    for (const match of text.matchAll(DEF)) {
      if (functions.has(match[1]) || !hasDocstring(text, match.index + match[0].length)) continue;
      functions.set(match[1], { file, line: lineAt(text, match.index) });
    }
  }
  return functions;
}

/** After the `(` of a def at `open`: do the parameters, an annotation and `:` lead to a string as the first statement? */
function hasDocstring(text: string, open: number): boolean {
  let depth = 1;
  let i = open;
  for (; i < text.length && depth > 0; i++) {
    if (text[i] === "(" || text[i] === "[") depth++;
    else if (text[i] === ")" || text[i] === "]") depth--;
  }
  const colon = text.indexOf(":", i);
  if (colon < 0) return false;
  const rest = text.slice(colon + 1, colon + 400).replace(/^(?:[ \t]*(?:#[^\n]*)?\r?\n)*[ \t]*/, "");
  return /^[rRuU]?["']/.test(rest);
}

function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = text.indexOf("\n"); i >= 0 && i < offset; i = text.indexOf("\n", i + 1)) line++;
  return line;
}
