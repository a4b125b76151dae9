// A rule's documentation, rules/<id>.md, as the package ships it: found from this module upward to the folder of
// summarylint's own package.json (src/mcp/ under vitest, dist/src/… once built or installed).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

let root: string | null | undefined;

/** The folder of summarylint's package.json, or null when none is found above this module. */
function packageRoot(): string | null {
  if (root !== undefined) return root;
  for (let dir = path.dirname(fileURLToPath(import.meta.url)); ; dir = path.dirname(dir)) {
    try {
      const pkg = JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8")) as { name?: string };
      if (pkg.name === "summarylint") return (root = dir);
    } catch {
      // not here: keep looking upward
    }
    if (path.dirname(dir) === dir) return (root = null);
  }
}

/** The text of rules/<id>.md, or undefined when it is not there. `id` must be a rule's id (no path of its own). */
export function ruleDocs(id: string): string | undefined {
  const folder = packageRoot();
  if (folder === null) return undefined;
  try {
    return fs.readFileSync(path.join(folder, "rules", `${id}.md`), "utf8");
  } catch {
    return undefined;
  }
}
