// `summarylint directory`: the directory exactly as the model sees it, per role (docs/design.md#summaries).
import { ruleSetting } from "../config/index.js";
import { describePresets } from "../extract/choose.js";
import { RULE_INFOS } from "../../rules/index.js";
import type { Project } from "../project.js";
import { findIrreversibility } from "../text/safety/irreversibility.js";
import { descriptionVerb } from "../text/verb/verbs.js";
import { ANY_ROLE, featureLine, featuresOf, moduleLine } from "../summarize/directory.js";
import type { Directory, DirectoryLine, FeatureLine, Location, Module, Summary } from "../types.js";
import { positionsFor } from "../lsp/lines.js";
import { TOOL } from "../base/version.js";
import { printable } from "../base/escape.js";
import { schemaStatus } from "../resolve/input-schema.js";
import { JsonList, jsonTextParts } from "../format/json-text.js";
import { slashPath } from "../base/paths.js";
import { compareText } from "../base/compare.js";
import { count } from "../base/plural.js";
import { nounOf } from "../lint/items.js";

function selected(project: Project, role: string | undefined): Directory[] {
  return role === undefined ? project.directories : project.directories.filter((d) => d.role === role);
}

function roleTitle(role: string): string {
  return role === "*" ? "every role (the project declares no roles)" : role;
}

// A feature's line and a module's are built where the directory is (src/summarize/directory.ts): rules and stats show them too.

/** A directory's lines by group (docs/design.md#groups: what one agent is given together), groups in name order. */
export function linesByGroup(lines: readonly DirectoryLine[]): [string | undefined, DirectoryLine[]][] {
  const groups = new Map<string | undefined, DirectoryLine[]>();
  for (const line of lines) {
    const list = groups.get(line.action.group);
    if (list) list.push(line);
    else groups.set(line.action.group, [line]);
  }
  return [...groups].sort(([a], [b]) => compareText(a ?? "", b ?? ""));
}

/** The directory as text, a line a part: each role's block (its lines, by group, then its features), as the model sees it. */
export function* directoryText(project: Project, role: string | undefined): Generator<string> {
  yield `# presets: ${printable(describePresets(project.presets))}\n\n`;
  const triggers = project.catalog.triggers.length;
  const uncallable = project.catalog.uncallable.length;
  if (triggers > 0) yield `# triggers (not in any directory): ${triggers}\n\n`;
  if (uncallable > 0) yield `# not callable (the call that offers them takes them away): ${uncallable}\n\n`;
  for (const [i, d] of selected(project, role).entries()) {
    if (i > 0) yield "\n";
    for (const line of roleBlock(d)) yield `${printable(line)}\n`;
  }
  yield secondDirectoryText(project);
}

/**
 * What a directory's lines are called, in their frameworks' words: "tool" when every line is a tool (MCP servers, the
 * tool-calling SDKs), "operation" when every line is an n8n node's, else "action" (kumiko's word, and a mix).
 */
function nounOfLines(lines: readonly DirectoryLine[]): string {
  const nouns = new Set(lines.map((l) => nounOf(l.action)));
  return nouns.size === 1 ? [...nouns][0] : "action";
}

/**
 * A role's heading: kumiko's roles and features ("# every role (the project declares no roles): 3 actions, 1 feature");
 * a framework without roles, only what there is ("# 12 tools").
 */
function roleHeading(d: Directory, noun: string): string {
  if (noun !== "action" && d.role === "*") return `# ${count(d.lines.length, noun)}${d.features.length > 0 ? `, ${count(d.features.length, "feature")}` : ""}`;
  return `# ${roleTitle(d.role)}: ${count(d.lines.length, noun)}, ${count(d.features.length, "feature")}`;
}

/** A role's lines as `directory` prints them: its heading, its lines (under each group when there are several), its features. */
function* roleBlock(d: Directory): Generator<string> {
  const noun = nounOfLines(d.lines);
  yield roleHeading(d, noun);
  yield "";
  const groups = linesByGroup(d.lines);
  // One group: the lines as they are; several: each under the group an agent is given (its package, file, folder).
  if (groups.length <= 1) for (const l of d.lines) yield l.text;
  else {
    for (const [i, [group, list]] of groups.entries()) {
      if (i > 0) yield "";
      yield `## ${group ?? "(no group)"}: ${count(list.length, noun)}`;
      yield "";
      for (const l of list) yield l.text;
    }
  }
  if (d.features.length === 0) return;
  yield "";
  yield "## Features";
  yield "";
  for (const feature of d.features) yield featureLine(feature);
}

/** The second directory (docs/design.md#modules-and-skills): the modules and skills listed up front, by group. */
function secondDirectoryText(project: Project): string {
  const { modules } = project.catalog;
  if (modules.length === 0) return "";
  const groups = new Map<string, Module[]>();
  for (const m of modules) groups.set(m.group ?? "(no group)", [...(groups.get(m.group ?? "(no group)") ?? []), m]);
  const blocks = [...groups]
    .sort(([a], [b]) => compareText(a, b))
    .map(([group, list]) => [`## ${group}: ${list.map((m) => m.form).filter((f, i, all) => all.indexOf(f) === i).join(", ")}`, "", ...list.map((m) => moduleLine(m, project.summaries.get(m)))].map(printable).join("\n"));
  return `\n# loaded on demand: ${count(modules.length, "line")}\n\n${blocks.join("\n\n")}\n`;
}

/** The wordings truncation-drops-irreversibility uses, with the phrases the config adds. */
function irreversibilityPhrases(project: Project): string[] {
  const rule = RULE_INFOS.find((r) => r.id === "truncation-drops-irreversibility");
  const phrases = rule ? ruleSetting(project.config, rule, undefined).options.phrases : undefined;
  return Array.isArray(phrases) ? phrases.filter((p): p is string => typeof p === "string") : [];
}

/** How `directory --format json` says where an item is: its file from the working folder, and its line. */
interface Where {
  rel: (file: string) => string;
  lineOf: (loc: Location) => number;
}

/**
 * The directory as JSON, an item a part. For each role, the actions given that role (in its `roles`); an action of
 * no role, which is in every role's directory, is listed once, under the role "*" before the others (jsonDirectories).
 */
export function* directoryJson(project: Project, role: string | undefined, cwd: string): Generator<string> {
  const phrases = irreversibilityPhrases(project);
  const rel = (file: string) => slashPath(cwd, file);
  // The line as the editor counts it (the parser's lines also end at U+2028 and U+2029).
  const positions = positionsFor(new Map(), project.config.maxFileSize);
  const lineOf = ({ file, line, column }: Location) => {
    const toLsp = positions(file);
    return toLsp ? toLsp(line, column).line + 1 : line;
  };
  const where: Where = { rel, lineOf };
  const { catalog } = project;
  yield* jsonTextParts(
    {
      tool: TOOL,
      presets: project.presets,
      triggers: new JsonList(catalog.triggers, (t) => ({
        name: t.name,
        group: t.group ?? null,
        file: rel(t.declarationLoc.file),
        line: lineOf(t.declarationLoc),
        description: t.description ?? null,
      })),
      // MCP servers, with their instructions (what a client adds to the model's context once it connects).
      servers: new JsonList(catalog.servers, (s) => ({
        name: s.name,
        group: s.group ?? null,
        preset: s.preset ?? null,
        file: rel(s.declarationLoc.file),
        line: lineOf(s.declarationLoc),
        instructions: s.description ?? null,
        resolved: s.descriptionStatus !== "unresolved",
        unproven: s.unproven ?? null,
      })),
      // The prompts and resources MCP servers offer, each with its description.
      serverFeatures: new JsonList(catalog.serverFeatures, (f) => ({
        type: f.type === "mcp-prompt" ? "prompt" : "resource",
        name: f.name,
        group: f.group ?? null,
        preset: f.preset ?? null,
        file: rel(f.declarationLoc.file),
        line: lineOf(f.declarationLoc),
        description: f.description ?? null,
        resolved: f.descriptionStatus !== "unresolved",
        unproven: f.unproven ?? null,
      })),
      uncallable: new JsonList(catalog.uncallable, (a) => ({
        name: a.name,
        group: a.group ?? null,
        file: rel(a.declarationLoc.file),
        line: lineOf(a.declarationLoc),
        reason: a.uncallable,
      })),
      modules: new JsonList(catalog.modules, (m) => moduleJson(m, project.summaries.get(m), where)),
      directories: new JsonList(jsonDirectories(project, role), (d) => ({
        role: d.role,
        actions: new JsonList(d.lines, (line) => actionJson(line, phrases, where)),
        features: new JsonList(d.features, (line) => featureJson(line, where)),
      })),
    },
    2,
  );
  yield "\n";
}

/** A module or skill of the second directory in `directory --format json`: its line, and what loading it adds. */
function moduleJson(m: Module, summary: Summary | undefined, { rel, lineOf }: Where) {
  return {
    name: m.name,
    form: m.form,
    group: m.group ?? null,
    file: rel(m.declarationLoc.file),
    line: lineOf(m.declarationLoc),
    description: m.description ?? null,
    summary: summary?.text ?? "",
    lineText: moduleLine(m, summary),
    truncated: summary?.truncated ?? false,
    tools: m.tools,
    instructions: m.instructions ? m.instructions.text.length : null,
  };
}

/** An action's line in `directory --format json`, with what its summary kept of its description. */
function actionJson({ action, summary, text }: DirectoryLine, phrases: string[], { rel, lineOf }: Where) {
  return {
    name: action.name,
    group: action.group ?? null,
    preset: action.preset ?? null,
    kind: action.kind,
    approval: action.approval,
    feature: action.feature ?? null,
    file: rel(action.declarationLoc.file),
    line: lineOf(action.declarationLoc),
    // A tool object declared here and registered elsewhere: the call that registers it.
    registeredAt: action.registeredAt ? { file: rel(action.registeredAt.file), line: lineOf(action.registeredAt) } : null,
    description: action.description ?? null,
    descriptionKey: action.descriptionKey ?? null,
    summary: summary.text,
    lineText: text,
    truncated: summary.truncated,
    firstSentenceOnly: summary.firstSentenceOnly,
    verb: action.description === undefined ? null : descriptionVerb(summary, action.name),
    irreversible: action.description === undefined ? null : findIrreversibility(summary.normalized, phrases),
    resolved: action.descriptionStatus !== "unresolved",
    // Recognised by a name or shape alone (no rule judges it above info), and why; null when proven.
    unproven: action.unproven ?? null,
    schema: schemaStatus(action.inputSchema),
    // The second directory (docs/design.md#modules-and-skills): the module that brings it, and whether a
    // tool search finds it.
    module: action.module ?? null,
    deferred: action.deferred === true,
  };
}

/** A feature's line in `directory --format json`. */
function featureJson({ feature, summary }: FeatureLine, { rel, lineOf }: Where) {
  return {
    name: feature.name,
    label: feature.label ?? null,
    file: rel(feature.declarationLoc.file),
    line: lineOf(feature.declarationLoc),
    description: feature.description ?? null,
    summary: summary.text,
    lineText: featureLine({ feature, summary }),
    truncated: summary.truncated,
    firstSentenceOnly: summary.firstSentenceOnly,
  };
}

/**
 * The directories `directory --format json` lists: with --role, that role's; in a project that declares no roles,
 * the one directory "*". In a project that declares roles, the actions of no role are in every role's directory:
 * they are listed once, under "*" (with their features), and each role lists the actions given it (with theirs).
 * One action given 400 roles made every action of no role be written 400 times.
 */
function jsonDirectories(project: Project, role: string | undefined): Directory[] {
  const directories = selected(project, role);
  if (role !== undefined || directories.length === 0 || directories[0].role === ANY_ROLE) return directories;
  const everyRole = directories[0].lines.filter((line) => line.action.roles === undefined);
  if (everyRole.length === 0) return directories;
  const own = directories.map((d) => {
    const lines = d.lines.filter((line) => line.action.roles !== undefined);
    return { role: d.role, lines, features: featuresOf(lines, d.features) };
  });
  return [{ role: ANY_ROLE, lines: everyRole, features: featuresOf(everyRole, directories[0].features) }, ...own];
}
