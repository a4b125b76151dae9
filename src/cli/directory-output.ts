// `summarylint directory`: the directory exactly as the model sees it, per role (DESIGN §4, §8).
import path from "node:path";
import type { Project } from "../project.js";
import type { Directory } from "../types.js";
import { TOOL } from "./version.js";

function selected(project: Project, role: string | undefined): Directory[] {
  return role === undefined ? project.directories : project.directories.filter((d) => d.role === role);
}

function roleTitle(role: string): string {
  return role === "*" ? "every role (the project declares no roles)" : role;
}

export function directoryText(project: Project, role: string | undefined): string {
  const blocks = selected(project, role).map((d) => {
    const head = `# ${roleTitle(d.role)}: ${d.lines.length} actions, ${d.features.length} features`;
    const lines = d.lines.map((l) => l.text);
    const features = d.features.map((f) => `${f.feature.name}${f.feature.label ? ` (${f.feature.label})` : ""}: ${f.summary.text}`);
    return [head, "", ...lines, ...(features.length ? ["", "## Features", "", ...features] : [])].join("\n");
  });
  return blocks.length ? `${blocks.join("\n\n")}\n` : "";
}

export function directoryJson(project: Project, role: string | undefined, cwd: string): string {
  const rel = (file: string) => path.relative(cwd, file).split(path.sep).join("/");
  return `${JSON.stringify(
    {
      tool: TOOL,
      presets: project.presets,
      directories: selected(project, role).map((d) => ({
        role: d.role,
        actions: d.lines.map(({ action, summary, text }) => ({
          name: action.name,
          kind: action.kind,
          approval: action.approval,
          feature: action.feature ?? null,
          file: rel(action.declarationLoc.file),
          line: action.declarationLoc.line,
          description: action.description ?? null,
          summary: summary.text,
          lineText: text,
          truncated: summary.truncated,
          firstSentenceOnly: summary.firstSentenceOnly,
          // Filled by the text analysis of the quality rules (a later issue); null until then.
          verb: null,
          irreversible: null,
          resolved: action.descriptionStatus !== "unresolved",
        })),
        features: d.features.map(({ feature, summary }) => ({
          name: feature.name,
          label: feature.label ?? null,
          file: rel(feature.declarationLoc.file),
          line: feature.declarationLoc.line,
          description: feature.description ?? null,
          summary: summary.text,
          truncated: summary.truncated,
          firstSentenceOnly: summary.firstSentenceOnly,
        })),
      })),
    },
    null,
    2,
  )}\n`;
}
