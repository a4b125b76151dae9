// `summarylint directory`: the directory exactly as the model sees it, per role (DESIGN §4, §8).
import path from "node:path";
import { ruleSetting } from "../config/index.js";
import { describePresets } from "../extract/choose.js";
import { RULE_INFOS } from "../lint/registry.js";
import type { Project } from "../project.js";
import { findIrreversibility } from "../text/irreversibility.js";
import { descriptionVerb } from "../text/verbs.js";
import { featureLine } from "../summarize/directory.js";
import type { Directory, DirectoryLine, Module, Summary } from "../types.js";
import { TOOL } from "./version.js";
import { printable } from "../format/escape.js";
import { schemaStatus } from "../resolve/input-schema.js";
import { jsonText } from "../format/json-text.js";

function selected(project: Project, role: string | undefined): Directory[] {
  return role === undefined ? project.directories : project.directories.filter((d) => d.role === role);
}

function roleTitle(role: string): string {
  return role === "*" ? "every role (the project declares no roles)" : role;
}

export function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? "" : "s"}`;
}

// A feature's line is built where the directory is (rules count it too); re-exported for the CLI's modules.

/** A directory's lines by group (DESIGN §10: what one agent is given together), groups in name order. */
export function linesByGroup(lines: readonly DirectoryLine[]): [string | undefined, DirectoryLine[]][] {
  const groups = new Map<string | undefined, DirectoryLine[]>();
  for (const line of lines) {
    const list = groups.get(line.action.group);
    if (list) list.push(line);
    else groups.set(line.action.group, [line]);
  }
  return [...groups].sort(([a], [b]) => ((a ?? "") < (b ?? "") ? -1 : (a ?? "") > (b ?? "") ? 1 : 0));
}

export function directoryText(project: Project, role: string | undefined): string {
  const blocks = selected(project, role).map((d) => {
    const head = `# ${roleTitle(d.role)}: ${count(d.lines.length, "action")}, ${count(d.features.length, "feature")}`;
    const groups = linesByGroup(d.lines);
    // One group: the lines as they are; several: each under the group an agent is given (its package, file, folder).
    const lines =
      groups.length <= 1
        ? d.lines.map((l) => l.text)
        : groups.flatMap(([group, list]) => ["", `## ${group ?? "(no group)"}: ${count(list.length, "action")}`, "", ...list.map((l) => l.text)]).slice(1);
    const features = d.features.map(featureLine);
    return [head, "", ...lines, ...(features.length ? ["", "## Features", "", ...features] : [])].map(printable).join("\n");
  });
  const triggers = project.catalog.triggers.length;
  const uncallable = project.catalog.uncallable.length;
  const note =
    (triggers > 0 ? `# triggers (not in any directory): ${triggers}\n\n` : "") +
    (uncallable > 0 ? `# not callable (the call that offers them takes them away): ${uncallable}\n\n` : "");
  const second = secondDirectoryText(project);
  return `# presets: ${describePresets(project.presets)}\n\n${note}${blocks.length ? `${blocks.join("\n\n")}\n` : ""}${second}`;
}

/** A module as the core prompt or the skill listing shows it: `- name: summary` (the post's list, Claude Code's). */
export function moduleLine(module: Module, summary: Summary | undefined): string {
  const text = summary?.text ?? "";
  return text === "" ? `- ${module.name}:` : `- ${module.name}: ${text}`;
}

/** The second directory (DESIGN §11): the modules and skills listed up front, by group. */
function secondDirectoryText(project: Project): string {
  const { modules } = project.catalog;
  if (modules.length === 0) return "";
  const groups = new Map<string, Module[]>();
  for (const m of modules) groups.set(m.group ?? "(no group)", [...(groups.get(m.group ?? "(no group)") ?? []), m]);
  const blocks = [...groups]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([group, list]) => [`## ${group}: ${list.map((m) => m.form).filter((f, i, all) => all.indexOf(f) === i).join(", ")}`, "", ...list.map((m) => moduleLine(m, project.summaries.get(m)))].map(printable).join("\n"));
  return `\n# loaded on demand: ${count(modules.length, "line")}\n\n${blocks.join("\n\n")}\n`;
}

/** The wordings truncation-drops-irreversibility uses, with the phrases the config adds. */
function irreversibilityPhrases(project: Project): string[] {
  const rule = RULE_INFOS.find((r) => r.id === "truncation-drops-irreversibility");
  const phrases = rule ? ruleSetting(project.config, rule, undefined).options.phrases : undefined;
  return Array.isArray(phrases) ? phrases.filter((p): p is string => typeof p === "string") : [];
}

export function directoryJson(project: Project, role: string | undefined, cwd: string): string {
  const phrases = irreversibilityPhrases(project);
  const rel = (file: string) => path.relative(cwd, file).split(path.sep).join("/");
  return `${jsonText(
    {
      tool: TOOL,
      presets: project.presets,
      triggers: project.catalog.triggers.map((t) => ({
        name: t.name,
        group: t.group ?? null,
        file: rel(t.declarationLoc.file),
        line: t.declarationLoc.line,
        description: t.description ?? null,
      })),
      uncallable: project.catalog.uncallable.map((a) => ({
        name: a.name,
        group: a.group ?? null,
        file: rel(a.declarationLoc.file),
        line: a.declarationLoc.line,
        reason: a.uncallable,
      })),
      modules: project.catalog.modules.map((m) => {
        const summary = project.summaries.get(m);
        return {
          name: m.name,
          form: m.form,
          group: m.group ?? null,
          file: rel(m.declarationLoc.file),
          line: m.declarationLoc.line,
          description: m.description ?? null,
          summary: summary?.text ?? "",
          lineText: moduleLine(m, summary),
          truncated: summary?.truncated ?? false,
          tools: m.tools,
          instructions: m.instructions ? m.instructions.text.length : null,
        };
      }),
      directories: selected(project, role).map((d) => ({
        role: d.role,
        actions: d.lines.map(({ action, summary, text }) => ({
          name: action.name,
          group: action.group ?? null,
          preset: action.preset ?? null,
          kind: action.kind,
          approval: action.approval,
          feature: action.feature ?? null,
          file: rel(action.declarationLoc.file),
          line: action.declarationLoc.line,
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
          // The second directory (DESIGN §11): the module that brings it, and whether a tool search finds it.
          module: action.module ?? null,
          deferred: action.deferred === true,
        })),
        features: d.features.map(({ feature, summary }) => ({
          name: feature.name,
          label: feature.label ?? null,
          file: rel(feature.declarationLoc.file),
          line: feature.declarationLoc.line,
          description: feature.description ?? null,
          summary: summary.text,
          lineText: featureLine({ feature, summary }),
          truncated: summary.truncated,
          firstSentenceOnly: summary.firstSentenceOnly,
        })),
      })),
    },
    2,
  )}\n`;
}
