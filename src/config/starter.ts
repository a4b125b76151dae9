// What `summarylint init` writes: a short, valid config for the frameworks found in the folder, that shows where
// things go. Every key and its default is in .summarylintrc.example at the package root.
import type { RuleInfo } from "./rule-info.js";
import { KNOWN_PRESETS } from "./definition.js";
import { SCHEMA_FILE } from "./json-schema.js";
import { defaultSettings } from "./schema.js";

export const STARTER_CONFIG_FILE_NAME = ".summarylintrc.yaml";

/** The preset of the directory framework: the only one whose actions are cut to a summary by default. */
const DIRECTORY_PRESET = "kumiko";

/** Comment lines are wrapped to this many characters. */
const WIDTH = 118;

/** What `auto` finds in the package.json dependencies of a folder's packages, before any file's imports. */
export interface StarterFindings {
  /** Every preset found, in any package. */
  presets: readonly string[];
  /** The presets by package, in a few words (`mcp`, `mcp (packages/server); vercel-ai (apps/web)`). */
  byPackage: string;
}

/** The config `init` writes for what was found. `rules`: every rule, listed with its default severity. */
export function starterConfig(found: StarterFindings, rules: readonly Pick<RuleInfo, "id" | "defaultSeverity">[]): string {
  const sections = [
    [
      `# yaml-language-server: $schema=./node_modules/summarylint/${SCHEMA_FILE}`,
      "# summarylint configuration. Every key and its default: .summarylintrc.example in the summarylint package.",
    ],
    presetsSection(found),
    [
      "# Files read: every TypeScript and JavaScript file and SKILL.md (Agent Skills); .gitignore, node_modules and test",
      "# files are left out. Folders to leave out too:",
      '# exclude: ["examples/**"]',
    ],
    [
      "# Custom matchers for declarations no preset knows, e.g. registerCommand(server, { id, summary }):",
      "# declarations:",
      "#   - { type: action, callee: registerCommand, argument: 1, fields: { name: id, description: summary } }",
    ],
    ...(found.presets.includes(DIRECTORY_PRESET) ? [directorySection()] : []),
    [
      '# Rule severities: off, info, warn or error, or [severity, { options }]. "summarylint rules" lists them with their',
      "# docs. The defaults:",
      "rules:",
      ...rules.map((rule) => `  # ${rule.id}: ${rule.defaultSeverity}`),
    ],
  ];
  return sections.map((lines) => lines.join("\n")).join("\n\n") + "\n";
}

function presetsSection(found: StarterFindings): string[] {
  const names = KNOWN_PRESETS.filter((p) => p !== "auto");
  const foundWords =
    found.presets.length === 0
      ? "no framework's package: each file's imports pick its presets, and kumiko where none does."
      : `${oneLine(found.byPackage)}.`;
  return [
    ...comment(
      "Which declarations are actions, features and entities. auto picks presets per package from its package.json " +
        `dependencies and each file's imports; in this folder's package.json files it found ${foundWords}`,
    ),
    ...comment(`The presets, to list instead of auto (or beside it): ${names.join(", ")}.`),
    "presets: auto",
  ];
}

/** kumiko's directory: the caps its summaries are cut to, at their defaults. */
function directorySection(): string[] {
  const { directory } = defaultSettings();
  return [
    "# How kumiko's directory cuts descriptions (match your app's settings).",
    "directory:",
    `  maxLength: ${directory.actions.maxLength} # characters per action summary`,
    "  features:",
    `    maxLength: ${directory.features.maxLength}`,
  ];
}

/** `text` as comment lines of at most WIDTH characters, broken at spaces. */
function comment(text: string): string[] {
  const lines: string[] = [];
  let line = "#";
  for (const word of text.split(" ")) {
    if (line.length > 1 && line.length + 1 + word.length > WIDTH) {
      lines.push(line);
      line = "#";
    }
    line += ` ${word}`;
  }
  lines.push(line);
  return lines;
}

/** Folder names as one line of a comment: a line break in one would end the comment and start YAML. */
function oneLine(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, "\ufffd");
}
