// One project as the language server keeps it between edits: a config, its files, and each file's extract
// facts in memory. A lint re-extracts only what changed (an edited buffer, a file changed on disk), then runs
// the project-wide stages (resolve, summarize, rules), which are fast, over all facts: cross-file rules see the
// whole project, with the editor's unsaved buffers read instead of the disk. When the facts re-extracted equal
// the ones kept (a keystroke in code summarylint does not read), the last lint's findings stand. A project may
// also be one file alone, never discovered (a document outside every workspace folder).
import fs from "node:fs";
import path from "node:path";
import { packFacts } from "../cache/pack.js";
import type { Config } from "../config/index.js";
import type { FileFacts } from "../extract/facts.js";
import { extractPath } from "../extract/index.js";
import type { RuleError } from "../lint/engine.js";
import { ALL_RULES } from "../../rules/index.js";
import { lintNeeds } from "../lint/needs.js";
import { includedBy, lintProject, projectFromFacts, projectSources, type ProjectSources } from "../project.js";
import { ModuleResolver } from "../resolve/modules.js";
import { applySuppressions, readSuppressions, SUPPRESSIONS_FILE_NAME } from "../suppress/baseline.js";
import type { FileProblem } from "../types.js";
import type { Diagnostic } from "../lint/diagnostic.js";
import { slashPath } from "../base/paths.js";
import { moveFixes } from "./moved-fixes.js";

interface Entry {
  facts: FileFacts;
  /** The buffer text the facts were extracted from; undefined when they were read from disk. */
  text?: string;
  /** Size and modification time of the file on disk when it was read (to notice changes without a watcher). */
  stamp?: string;
}

export interface LintOutcome {
  diagnostics: Diagnostic[];
  ruleErrors: RuleError[];
  /** Files extract could not read fully, and why. */
  problems: FileProblem[];
}

/** What a lint found before the baseline, and the facts and sources it was found in. */
interface LastLint extends LintOutcome {
  sources: ProjectSources;
  files: string[];
  facts: FileFacts[];
  /** The files whose diagnostics got their fixes: the open documents of that lint. */
  fixed: string[];
}

export class LiveProject {
  private sources: (ProjectSources & { fileSet: Set<string>; resolver: ModuleResolver }) | undefined;
  private readonly entries = new Map<string, Entry>();
  private last: LastLint | undefined;
  private readonly included: (relative: string) => boolean;

  /**
   * `alone`: the one file of the project (a document outside every workspace folder), which is then never
   * discovered: the config's include and exclude still decide whether it is linted.
   */
  constructor(
    readonly config: Config,
    private readonly alone?: string,
  ) {
    this.included = includedBy(config);
  }

  /**
   * Whether an open document belongs to the project: a file discovery finds (include, exclude, .gitignore),
   * or a new file not yet saved that include and exclude match.
   */
  contains(file: string): boolean {
    if (this.currentSources().fileSet.has(file)) return true;
    return !exists(file) && this.included(slashPath(this.config.root, file));
  }

  /** A document was opened: a file created since discovery is then found. */
  opened(file: string): void {
    if (this.sources && !this.sources.fileSet.has(file) && exists(file)) this.sources = undefined;
  }

  /** Whether the module layout read `file` or looked for it: a tsconfig.json, or a tsconfig file one extends. */
  readsLayout(file: string): boolean {
    const mapping = this.sources?.mapping;
    return mapping !== undefined && "tsconfigs" in mapping && mapping.tsconfigs.files().some(([read]) => read === file);
  }

  /** Files changed on disk (`listChanged`: created or deleted, so discovery runs again). Open buffers are unaffected. */
  diskChanged(files: string[], listChanged: boolean): void {
    if (listChanged) this.sources = undefined;
    for (const file of files) if (this.entries.get(file)?.text === undefined) this.entries.delete(file);
  }

  /** For a client that cannot watch files: discover again, and re-read every file whose size or time changed. */
  recheckDisk(): void {
    this.sources = undefined;
    for (const [file, entry] of this.entries) if (entry.text === undefined && entry.stamp !== stampOf(file)) this.entries.delete(file);
  }

  /** Lint the project, reading the files in `overlay` (absolute path -> unsaved text) from there instead of the disk. */
  lint(overlay: ReadonlyMap<string, string>): LintOutcome {
    const sources = this.currentSources();
    const unsaved = [...overlay.keys()].filter((f) => !sources.fileSet.has(f) && this.contains(f));
    const files = unsaved.length > 0 ? [...sources.files, ...unsaved] : sources.files;
    const extractOptions = { ...sources.extractOptions, overlay };
    const keep = new Set(files);
    for (const file of this.entries.keys()) if (!keep.has(file)) this.entries.delete(file);
    /** Files read again to the same facts, with their texts before and now (moved-fixes.ts). */
    const moved = new Map<string, [string | undefined, string | undefined]>();
    const facts = files.map((file) => {
      const text = overlay.get(file);
      const entry = this.entries.get(file);
      if (entry && entry.text === text) return entry.facts; // the same buffer text, or read from disk both times
      const extracted = extractPath(file, extractOptions);
      // A keystroke in code summarylint does not read (a statement of a handler, a comment) gives the same facts:
      // the entry's are kept, and so, when no other file changed, is the last lint.
      const kept = entry && sameFacts(entry.facts, extracted) ? entry.facts : extracted;
      if (entry && kept === entry.facts) moved.set(file, [entry.text, text]);
      this.entries.set(file, text !== undefined ? { facts: kept, text } : { stamp: stampOf(file), facts: kept });
      return kept;
    });
    const last = this.last;
    const fixed = [...overlay.keys()];
    // The last lint's findings, with their fixes placed in the texts as they are now (else it is linted anew).
    const kept = last?.sources === sources && sameList(last.files, files) && sameList(last.facts, facts) && sameList(last.fixed, fixed) ? moveFixes(last.diagnostics, moved) : undefined;
    if (last && kept) {
      last.diagnostics = kept;
      return { diagnostics: applyBaseline(kept, this.config), ruleErrors: last.ruleErrors, problems: last.problems };
    }
    // The resolver caches per file set: a new one only while unsaved new files are part of the project.
    const resolver = unsaved.length > 0 ? new ModuleResolver(new Set(files), sources.mapping) : sources.resolver;
    const project = projectFromFacts(this.config, facts, { files, mapping: sources.mapping, extractOptions, resolver, chooser: sources.chooser, refused: sources.refused }, lintNeeds(this.config, ALL_RULES));
    // Fixes are computed on what the editor shows (its buffers, else the disk), and only for the diagnostics of the
    // open documents: the editor offers no other (a fix parses again each file it edits).
    const { diagnostics, ruleErrors } = lintProject(project, ALL_RULES, (file) => overlay.get(file), undefined, new Set(fixed));
    this.last = { sources, files, facts, fixed, diagnostics, ruleErrors, problems: project.catalog.problems };
    return { diagnostics: applyBaseline(diagnostics, this.config), ruleErrors, problems: project.catalog.problems };
  }

  private currentSources(): ProjectSources & { fileSet: Set<string>; resolver: ModuleResolver } {
    if (!this.sources) {
      const only = this.alone === undefined ? undefined : [this.alone].filter((f) => exists(f) && this.included(slashPath(this.config.root, f)));
      const sources = projectSources(this.config, only);
      const fileSet = new Set(sources.files);
      this.sources = { ...sources, fileSet, resolver: new ModuleResolver(fileSet, sources.mapping) };
    }
    return this.sources;
  }
}

/**
 * The baseline of the project root (summarylint-suppressions.json), as the CLI applies it without
 * `--suppressions-location`: the editor hides what it suppresses. A file that cannot be read or parsed hides
 * nothing (the CLI reports it; an editor should not go blank because of it).
 */
function applyBaseline(diagnostics: Diagnostic[], config: Config): Diagnostic[] {
  let baseline: ReturnType<typeof readSuppressions>;
  try {
    baseline = readSuppressions(path.join(config.root, SUPPRESSIONS_FILE_NAME), SUPPRESSIONS_FILE_NAME, config.root);
  } catch {
    return diagnostics;
  }
  return baseline ? applySuppressions(diagnostics, baseline.entries, config.root).kept : diagnostics;
}

/** The same facts: equal packed (what the cache compares them by), whatever objects hold them. */
function sameFacts(a: FileFacts, b: FileFacts): boolean {
  return Buffer.compare(packFacts(a), packFacts(b)) === 0;
}

function sameList<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

function exists(file: string): boolean {
  return fs.existsSync(file);
}

function stampOf(file: string): string | undefined {
  try {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    return stat && `${stat.size}:${stat.mtimeMs}`;
  } catch {
    return undefined; // unreadable: extract reports why
  }
}
