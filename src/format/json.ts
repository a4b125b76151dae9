// `-f json` (docs/design.md#command-line): `{ tool, results, summary }`, paths relative to the working directory,
// with "/".

import path from "node:path";

import { slashPath } from "../base/paths.js";
import type { Diagnostic, Fix, RelatedLocation, Subject } from "../lint/diagnostic.js";
import { countSeverities, whole, type FormatContext } from "./formatter.js";
import { JsonList, jsonTextParts } from "./json-text.js";

/** The document, a result a part. */
export function* jsonParts(diagnostics: Diagnostic[], ctx: FormatContext): Generator<string> {
  const { fixedOutputs } = ctx;
  const output = {
    tool: { name: ctx.tool.name, version: ctx.tool.version },
    results: new JsonList(diagnostics, (diagnostic) => result(diagnostic, ctx)),
    summary: { ...countSeverities(diagnostics), files: ctx.files, actions: ctx.actions },
    // --fix-dry-run: ESLint's `output`, the text of each file as the fixes leave it
    ...(fixedOutputs ? { fixed: new JsonList(fixedOutputs, (f) => ({ file: slashPath(ctx.cwd, f.file), output: f.output })) } : {}),
  };
  yield* jsonTextParts(output);
  yield "\n";
}

export const json = whole(jsonParts);

function result(d: Diagnostic, ctx: FormatContext): Record<string, unknown> {
  return {
    ruleId: d.ruleId,
    severity: d.severity,
    message: d.message,
    file: slashPath(ctx.cwd, d.file),
    line: d.line,
    column: d.column,
    endLine: d.endLine,
    endColumn: d.endColumn,
    subject: displaySubject(d.subject, ctx.cwd),
    ...(d.related ? { related: d.related.map((r) => related(r, ctx)) } : {}),
    docs: d.docs,
    ...(d.confidence !== undefined ? { properties: { confidence: d.confidence } } : {}),
    ...(d.fix ? { fix: fixJson(d.fix, ctx) } : {}),
    ...(d.suggestions ? { suggestions: d.suggestions.map((f) => fixJson(f, ctx)) } : {}),
    // The finding that closes a capped group: how many it stands for, by severity
    ...(d.omitted ? { omitted: d.omitted } : {}),
  };
}

/** A fix or suggestion as ESLint's (`range` in UTF-16 offsets of the file's text, `text` the replacement), per file. */
function fixJson(fix: Fix, ctx: FormatContext): Record<string, unknown> {
  return { title: fix.title, edits: fix.edits.map((e) => ({ file: slashPath(ctx.cwd, e.file), range: e.range, text: e.text })) };
}

function related(r: RelatedLocation, ctx: FormatContext): Record<string, unknown> {
  return {
    message: r.message,
    file: slashPath(ctx.cwd, r.file),
    line: r.line,
    column: r.column,
    endLine: r.endLine,
    endColumn: r.endColumn,
  };
}

/** A file subject names an absolute path (like every Location); show it as the `file` field is shown. */
export function displaySubject(subject: Subject, cwd: string): Subject {
  if (subject.type !== "file" || !path.isAbsolute(subject.name)) return { ...subject };
  return { type: "file", name: slashPath(cwd, subject.name) };
}
