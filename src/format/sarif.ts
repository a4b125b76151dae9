// `-f sarif`: SARIF 2.1.0, the format code scanning (GitHub's upload-sarif) and SARIF viewers read. One run:
// the tool and every rule it knows (id, short description, doc link, default level;
// `enabled: false` for a rule off by default), then one result per
// diagnostic with its rule index, level, message, region and related locations (the other action of a pair,
// the factory call site). The security rules (docs/design.md#safety) carry `security-severity` in the properties of the
// rule and of each result, which code scanning ranks alerts by. Artifact URIs are relative to the working directory,
// the `%SRCROOT%` base, which `originalUriBaseIds` gives as a file:// URI; a file outside it gets an absolute file://
// URI instead. A finding in a captured tools/list (--tools-json) also names its tool's JSON path as a logical location.

import path from "node:path";
import { pathToFileURL } from "node:url";

import { slashPath } from "../base/paths.js";
import { RULE_INFOS } from "../../rules/index.js";
import { HOMEPAGE, type RuleMeta } from "../lint/rule.js";
import type { Location } from "../types.js";
import type { Severity } from "../config/rule-info.js";
import type { Diagnostic } from "../lint/diagnostic.js";
import { whole, type FormatContext } from "./formatter.js";
import { JsonList, jsonTextParts } from "./json-text.js";

const SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json";
const SRCROOT = "%SRCROOT%";
const LEVEL: Record<Severity, string> = { error: "error", warn: "warning", info: "note" };

interface RuleDescriptor {
  id: string;
  shortDescription: { text: string };
  helpUri: string;
  /** A rule off by default is `enabled: false`, with no level of its own (its results carry the configured one). */
  defaultConfiguration: { level: string } | { enabled: false };
  properties?: { "security-severity": string; tags: string[] };
}

/** The log, a result a part. */
export function* sarifParts(diagnostics: Diagnostic[], ctx: FormatContext): Generator<string> {
  const rules = descriptors(ctx.rules ?? RULE_INFOS, diagnostics);
  const ruleIndex = new Map(rules.map((rule, i) => [rule.id, i]));
  const security = new Map(rules.flatMap((rule) => (rule.properties ? [[rule.id, rule.properties["security-severity"]] as const] : [])));
  const log = {
    $schema: SCHEMA,
    version: "2.1.0",
    runs: [
      {
        tool: { driver: { name: ctx.tool.name, version: ctx.tool.version, informationUri: HOMEPAGE, rules } },
        originalUriBaseIds: { [SRCROOT]: { uri: folderUri(ctx.cwd) } },
        // Columns are counted as TypeScript counts them, in UTF-16 code units (SARIF's default is code points).
        columnKind: "utf16CodeUnits",
        results: new JsonList(diagnostics, (d) => ({
          ruleId: d.ruleId,
          ruleIndex: ruleIndex.get(d.ruleId),
          level: LEVEL[d.severity],
          message: { text: d.message },
          ...(security.has(d.ruleId) || d.confidence !== undefined
            ? { properties: { ...(security.has(d.ruleId) ? { "security-severity": security.get(d.ruleId) } : {}), ...(d.confidence !== undefined ? { confidence: d.confidence } : {}) } }
            : {}),
          locations: [{ physicalLocation: physicalLocation(d.file, d, ctx), ...(d.jsonPath !== undefined ? { logicalLocations: [logicalLocation(d)] } : {}) }],
          ...(d.related?.length
            ? { relatedLocations: d.related.map((r, i) => ({ id: i + 1, physicalLocation: physicalLocation(r.file, r, ctx), message: { text: r.message } })) }
            : {}),
        })),
      },
    ],
  };
  yield* jsonTextParts(log, 2);
  yield "\n";
}

export const sarif = whole(sarifParts);

/** Every known rule, then any rule a diagnostic names that the list lacks, so every result has its index. */
function descriptors(rules: RuleMeta[], diagnostics: Diagnostic[]): RuleDescriptor[] {
  const list: RuleDescriptor[] = rules.map((r) => ({
    id: r.id,
    shortDescription: { text: r.description },
    helpUri: r.docs,
    defaultConfiguration: r.defaultSeverity === "off" ? { enabled: false } : { level: LEVEL[r.defaultSeverity] },
    // Code scanning ranks security alerts by this score; the tag files them under security.
    ...(r.securitySeverity !== undefined ? { properties: { "security-severity": r.securitySeverity, tags: ["security"] } } : {}),
  }));
  const known = new Set(list.map((r) => r.id));
  for (const d of diagnostics) {
    if (known.has(d.ruleId)) continue;
    known.add(d.ruleId);
    list.push({ id: d.ruleId, shortDescription: { text: d.ruleId }, helpUri: d.docs, defaultConfiguration: { level: LEVEL[d.severity] } });
  }
  return list;
}

function physicalLocation(file: string, loc: Omit<Location, "file">, ctx: FormatContext) {
  return {
    artifactLocation: artifactLocation(file, ctx.cwd),
    region: { startLine: loc.line, startColumn: loc.column, endLine: loc.endLine, endColumn: loc.endColumn },
  };
}

/** A tool of a captured tools/list (--tools-json): its JSON path, and its name when the finding is about it. */
function logicalLocation(d: Diagnostic) {
  return { ...(d.subject.type === "action" ? { name: d.subject.name } : {}), fullyQualifiedName: d.jsonPath, kind: "object" };
}

/** Relative to %SRCROOT% with "/" and each segment percent-encoded; outside it, an absolute file:// URI. */
function artifactLocation(file: string, cwd: string): { uri: string; uriBaseId?: string } {
  const relative = slashPath(cwd, file);
  // Above the root, or on another drive (Windows, where path.relative gives an absolute path).
  if (relative === ".." || relative.startsWith("../") || path.isAbsolute(path.relative(cwd, file))) {
    return { uri: pathToFileURL(file).href };
  }
  return { uri: relative.split("/").map(encodeURIComponent).join("/"), uriBaseId: SRCROOT };
}

/** A folder as a file:// URI ending in "/", as SARIF requires of a base URI. */
function folderUri(dir: string): string {
  const href = pathToFileURL(dir).href;
  return href.endsWith("/") ? href : `${href}/`;
}
