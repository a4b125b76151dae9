// The source files fixes are computed on: each read once (an editor's unsaved buffer before the disk),
// parsed and walked once per run, only when a rule proposes an edit. And the one lookup the pieces need: the const a
// name refers to, in its own file or through an import of a project file.
import path from "node:path";
import { ts } from "ts-morph";
import { readSource } from "../extract/read.js";
import { ModuleResolver, ProjectLayout } from "../resolve/modules.js";
import type { Location } from "../types.js";
import { indexFile, spanAt, type FileIndex } from "./file-index.js";
import { offsetOf, type ConstLookup, type Parsed } from "./pieces.js";

/** A file's text as the run read it, or undefined when it cannot be read. */
export type ReadText = (file: string) => string | undefined;

/** A source file's text as extract reads it (BOM dropped, size capped), or undefined when it cannot be read. */
export function readFromDisk(file: string, maxFileSize: number): string | undefined {
  const read = readSource(file, maxFileSize);
  return read.problem ? undefined : read.text;
}

const SCRIPT_KINDS: Record<string, ts.ScriptKind> = { ".tsx": ts.ScriptKind.TSX, ".jsx": ts.ScriptKind.JSX, ".js": ts.ScriptKind.JS, ".mjs": ts.ScriptKind.JS, ".cjs": ts.ScriptKind.JS };

/** How many parsed files are kept at once. */
const MAX_PARSED = 32;

export class Sources {
  private readonly parsed = new Map<string, Parsed | null>();
  /** Each parsed file's index, built on its first lookup (and let go with its syntax tree). */
  private readonly indexes = new WeakMap<Parsed, FileIndex>();
  private readonly resolver: ModuleResolver;
  /** How many files were walked to index them: one per file used, however many fixes it has (tests count them). */
  walks = 0;

  constructor(
    files: readonly string[],
    root: string,
    private readonly read: ReadText,
  ) {
    this.resolver = new ModuleResolver(new Set(files), new ProjectLayout(root, files));
  }

  get(file: string): Parsed | undefined {
    let found = this.parsed.get(file);
    if (found === undefined) {
      const text = this.read(file);
      found = text === undefined ? null : { file, text, sf: ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, SCRIPT_KINDS[path.extname(file).toLowerCase()] ?? ts.ScriptKind.TS) };
      // Proposals come file by file, and a project may propose in thousands of files: the syntax trees of the
      // files used longest ago are let go (read again if needed), so that memory stays that of a few files.
      if (this.parsed.size >= MAX_PARSED) this.parsed.delete(this.parsed.keys().next().value!);
      this.parsed.set(file, found);
    }
    return found ?? undefined;
  }

  /** The expression written exactly at `loc`, with its file. */
  nodeAt(loc: Location): { node: ts.Node; parsed: Parsed } | undefined {
    const parsed = this.get(loc.file);
    if (!parsed) return undefined;
    const start = offsetOf(parsed, loc.line, loc.column);
    const end = offsetOf(parsed, loc.endLine, loc.endColumn);
    if (start === undefined || end === undefined) return undefined;
    const node = spanAt(this.indexOf(parsed), parsed.sf, start, end);
    return node ? { node, parsed } : undefined;
  }

  private indexOf(parsed: Parsed): FileIndex {
    let index = this.indexes.get(parsed);
    if (!index) {
      index = indexFile(parsed.sf);
      this.indexes.set(parsed, index);
      this.walks++;
    }
    return index;
  }

  /** The const of that name in the file (when only one is), else the import's const in a project file. */
  readonly lookup: ConstLookup = (parsed, name) => {
    const local = this.indexOf(parsed).consts.get(name) ?? [];
    if (local.length === 1) return { init: local[0], parsed };
    if (local.length > 1) return undefined;
    const imported = this.indexOf(parsed).imports.get(name);
    if (!imported) return undefined;
    const target = this.resolver.resolve(parsed.file, imported.specifier);
    const other = target === undefined ? undefined : this.get(target);
    const exported = other ? (this.indexOf(other).exported.get(imported.name) ?? []) : [];
    return other && exported.length === 1 ? { init: exported[0], parsed: other } : undefined;
  };
}
