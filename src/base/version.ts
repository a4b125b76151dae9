// The tool's name and version, read once from its own package.json (found upward from this module, so it
// works from src/ under vitest and from dist/ when installed).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

function readVersion(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const file = path.join(dir, "package.json");
    try {
      const pkg = JSON.parse(fs.readFileSync(file, "utf8")) as { name?: string; version?: string };
      if (pkg.name === "summarylint" && pkg.version) return pkg.version;
    } catch {
      // not here: keep looking upward
    }
    const parent = path.dirname(dir);
    if (parent === dir) return "0.0.0";
    dir = parent;
  }
}

export const TOOL_VERSION = readVersion();
export const TOOL = { name: "summarylint", version: TOOL_VERSION };
