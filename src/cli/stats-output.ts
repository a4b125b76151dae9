// `summarylint stats`: counts and sizes of the catalog and of each role's directory.
import { describePresets } from "../extract/choose.js";
import type { Project } from "../project.js";
import { count, featureLine } from "./directory-output.js";
import { moduleStats, moduleStatsText } from "./module-stats.js";
import { TOOL } from "./version.js";
import { jsonText } from "../format/json-text.js";

interface RoleStats {
  role: string;
  actions: number;
  features: number;
  characters: number;
  truncated: number;
  firstSentenceOnly: number;
}

export function stats(project: Project, role: string | undefined, listingBudget?: number) {
  const { catalog } = project;
  const roles: RoleStats[] = project.directories
    .filter((d) => role === undefined || d.role === role)
    .map((d) => ({
      role: d.role,
      actions: d.lines.length,
      features: d.features.length,
      // What the directory costs in the prompt: every line plus its newline, and every feature line as `directory` prints it.
      characters: d.lines.reduce((n, l) => n + l.text.length + 1, 0) + d.features.reduce((n, f) => n + featureLine(f).length + 1, 0),
      truncated: d.lines.filter((l) => l.summary.truncated).length,
      firstSentenceOnly: d.lines.filter((l) => l.summary.firstSentenceOnly).length,
    }));
  return {
    presets: project.presets,
    files: catalog.files.length,
    actions: catalog.actions.length,
    features: catalog.features.length,
    entities: catalog.entities.length,
    triggers: catalog.triggers.length,
    uncallable: catalog.uncallable.length,
    groups: new Set(catalog.actions.map((a) => a.group)).size,
    unresolvedDescriptions: catalog.actions.filter((a) => a.descriptionStatus === "unresolved").length,
    missingDescriptions: catalog.actions.filter((a) => a.descriptionStatus === "missing" || a.description?.trim() === "").length,
    fileProblems: catalog.problems.length,
    /** Declarations whose factory instances or loop elements were not all expanded (unresolved-description says which). */
    limitsReached: catalog.limits.length,
    roles,
    /** The second directory (modules, skills, namespaces, toolsets); null when the project has none. */
    loadedOnDemand: moduleStats(project, listingBudget) ?? null,
  };
}

export function statsJson(project: Project, role: string | undefined, listingBudget?: number): string {
  return `${jsonText({ tool: TOOL, ...stats(project, role, listingBudget) }, 2)}\n`;
}

export function statsText(project: Project, role: string | undefined, listingBudget?: number): string {
  const s = stats(project, role, listingBudget);
  const lines = [
    `presets: ${describePresets(s.presets)}`,
    `files: ${s.files}  actions: ${s.actions}  features: ${s.features}  entities: ${s.entities}  triggers: ${s.triggers}  groups: ${s.groups}${s.uncallable > 0 ? `  not callable: ${s.uncallable}` : ""}`,
    `missing descriptions: ${s.missingDescriptions}  unresolved: ${s.unresolvedDescriptions}  file problems: ${s.fileProblems}  limits reached: ${s.limitsReached}`,
    ...s.roles.map(
      (r) =>
        `role ${r.role === "*" ? "(all)" : r.role}: ${count(r.actions, "action")}, ${count(r.features, "feature")}, ${count(r.characters, "character")}; ${r.truncated} cut at the cap, ${r.firstSentenceOnly} cut to the first sentence`,
    ),
    ...moduleStatsText(s.loadedOnDemand ?? undefined),
  ];
  return `${lines.join("\n")}\n`;
}
