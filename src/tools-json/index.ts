// `--tools-json FILE`: a captured MCP tools/list linted instead of a project's sources, so that a server written in
// any language is within reach. The capture is read as data (never run), its tools become the catalog, and the rest
// of the pipeline (summaries, directories, rules) is the same as for a project.
import type { Config } from "../config/index.js";
import { projectFromCatalog, type Project } from "../project.js";
import type { Timing } from "../base/timing.js";
import type { Catalog } from "../types.js";
import type { Diagnostic } from "../lint/diagnostic.js";
import { toolsCatalog, type JsonPlace } from "./catalog.js";
import { EDITOR_LINE_BREAKS, LineIndex } from "../text/line-index.js";
import { JsonSyntaxError, parseJson } from "./json.js";
import { findTools, ShapeError } from "./shapes.js";

/** The capture is not one summarylint can read: `message` says where and why (a usage error). */
export class ToolsJsonError extends Error {}

/** The preset the catalog is read as (MCP's Tool), and the one a project's summary line names. */
const PRESETS = [{ package: ".", presets: ["mcp"] }];

/** Each catalog read from a capture, with the JSON paths and spans of its tools. */
const placesOf = new WeakMap<Catalog, JsonPlace[]>();

/**
 * The project of a capture: `file` is where it is reported (its absolute path), `text` its content, `shown` how a
 * message names it. Throws ToolsJsonError when the text is not JSON or not one of the shapes of a tools/list.
 */
export function toolsJsonProject(config: Config, file: string, text: string, shown: string, group: string, timing?: Timing): Project {
  const lines = new LineIndex(text, EDITOR_LINE_BREAKS);
  let root;
  try {
    root = parseJson(text);
  } catch (error) {
    if (!(error instanceof JsonSyntaxError)) throw error;
    const { line, column } = lines.span(file, error.offset, error.offset);
    throw new ToolsJsonError(`${shown} is not valid JSON: ${error.message} at line ${line}, column ${column}`);
  }
  let found;
  try {
    found = findTools(root);
  } catch (error) {
    if (!(error instanceof ShapeError)) throw error;
    throw new ToolsJsonError(`${shown} is not a list of MCP tools: ${error.message}`);
  }
  const { catalog, places } = toolsCatalog(config.root, file, group, found, lines);
  placesOf.set(catalog, places);
  return projectFromCatalog(config, catalog, PRESETS, timing);
}

/**
 * The diagnostics of a capture's catalog as they are reported: each in a tool (or a bad element) gets its JSON path,
 * and none offers a fix, since the capture is the server's output and not its source.
 */
export function toolsJsonDiagnostics(catalog: Catalog, diagnostics: Diagnostic[]): Diagnostic[] {
  const places = placesOf.get(catalog) ?? [];
  return diagnostics.map((d) => {
    const rest = { ...d };
    delete rest.fix;
    delete rest.suggestions;
    const place = places.find((p) => p.loc.file === d.file && within(d, p.loc));
    return place === undefined ? rest : { ...rest, jsonPath: place.path };
  });
}

/** Whether the start of `d` is inside `span` (end exclusive). */
function within(d: Diagnostic, span: { line: number; column: number; endLine: number; endColumn: number }): boolean {
  const after = d.line > span.line || (d.line === span.line && d.column >= span.column);
  const before = d.line < span.endLine || (d.line === span.endLine && d.column < span.endColumn);
  return after && before;
}
