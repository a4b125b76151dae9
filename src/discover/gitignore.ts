// .gitignore rules as discovery applies them, read as the `ignore` package reads them (case-insensitive, the last
// matching rule of a file decides, a folder a file drops drops what is in it), but indexed: a pattern that is a
// literal name (`dist`, `.env.local`), a name's end (`*.log`) or start (`npm-debug.log*`), or a literal path
// (`/build`, `src/gen/`) is looked up in a map, and only the patterns left (`*.py[cod]`, `docs/**/*.md`) are tested
// one by one. A .gitignore of 480,000 short rules ran V8 out of memory compiling them, and one of 20,000 cost 10 ms
// per file; each path was also tested against every .gitignore above it with a cache keyed by its whole path (a
// tree 1,600 folders deep: 41 s, 2.1 GB). Discovery walks top-down, and below a folder a .gitignore drops everything
// is dropped (it is walked only for the files git tracks), so a path is tested itself, never its parent folders again.
import ignore from "ignore";

/** At most this many patterns with wildcards (the ones tested one by one) apply at once, in all the .gitignore files above a path. */
export const MAX_GLOB_PATTERNS = 1000;

/** One pattern of a .gitignore: where it is in its file (the last match decides), and what it says. */
interface Rule {
  file: GitignoreFile;
  index: number;
  negative: boolean;
  /** A trailing `/`: it matches folders only. */
  dirOnly: boolean;
}

/** A pattern tested one by one: the expression the ignore package compiles for it, on the path below the file's folder. */
interface GlobRule {
  index: number;
  negative: boolean;
  regex: RegExp;
}

type Kind = "name" | "suffix" | "prefix" | "path";

/** One .gitignore, parsed. */
export class GitignoreFile {
  /** Indexed patterns, each under its key (upper-cased ASCII): `path` keys are root-relative. */
  readonly keyed: { kind: Kind; key: string; rule: Rule }[] = [];
  readonly globs: GlobRule[] = [];

  /** `base`: the root-relative folder the file is in ("" for the root). */
  constructor(
    readonly base: string,
    text: string,
  ) {
    const lines = splitLines(text);
    for (let index = 0; index < lines.length; index++) {
      const line = index === 0 && text.startsWith("\uFEFF") ? lines[0].slice(1) : lines[index];
      const parsed = parseLine(line);
      if (!parsed) continue;
      const keyed = indexedPattern(parsed.body);
      if (keyed) {
        const rule = { file: this, index, negative: parsed.negative, dirOnly: keyed.dirOnly };
        const key = keyed.kind === "path" && base !== "" ? `${upperAscii(base)}/${keyed.key}` : keyed.key;
        this.keyed.push({ kind: keyed.kind, key, rule });
      } else {
        const glob = compiledRule(line);
        if (glob) this.globs.push({ index, ...glob });
      }
    }
  }
}

/**
 * The .gitignore files of the folders above the one discovery is listing, in a stack (a folder's file is pushed when
 * the walk enters it and popped when it leaves), with their indexed patterns in shared maps, so testing a path costs
 * a few look-ups whatever the number of files and patterns, plus one test per pattern with wildcards.
 */
export class GitignoreStack {
  private readonly files: GitignoreFile[] = [];
  /** The files of the stack that have patterns with wildcards: only they are tested one by one. */
  private readonly globFiles: GitignoreFile[] = [];
  private readonly maps: Record<Kind, Map<string, Rule[]>> = { name: new Map(), suffix: new Map(), prefix: new Map(), path: new Map() };
  /** How many indexed suffix and prefix patterns there are of each length: only those lengths are looked up. */
  private readonly lengths: Record<"suffix" | "prefix", Map<number, number>> = { suffix: new Map(), prefix: new Map() };
  private globCount = 0;

  /** Takes `file` for the paths below its folder; false (and nothing taken) when its patterns with wildcards would pass MAX_GLOB_PATTERNS. */
  push(file: GitignoreFile): boolean {
    if (this.globCount + file.globs.length > MAX_GLOB_PATTERNS) return false;
    this.files.push(file);
    if (file.globs.length > 0) this.globFiles.push(file);
    this.globCount += file.globs.length;
    for (const { kind, key, rule } of file.keyed) {
      const rules = this.maps[kind].get(key);
      if (rules) rules.push(rule);
      else this.maps[kind].set(key, [rule]);
      if (kind === "suffix" || kind === "prefix") this.lengths[kind].set(key.length, (this.lengths[kind].get(key.length) ?? 0) + 1);
    }
    return true;
  }

  /** Lets go of the file pushed last. */
  pop(): void {
    const file = this.files.pop();
    if (!file) return;
    if (file.globs.length > 0) this.globFiles.pop();
    this.globCount -= file.globs.length;
    // The file's rules are the last of each list: the stack pushed them last.
    for (let i = file.keyed.length - 1; i >= 0; i--) {
      const { kind, key } = file.keyed[i];
      const rules = this.maps[kind].get(key)!;
      rules.pop();
      if (rules.length === 0) this.maps[kind].delete(key);
      if (kind === "suffix" || kind === "prefix") {
        const left = this.lengths[kind].get(key.length)! - 1;
        if (left === 0) this.lengths[kind].delete(key.length);
        else this.lengths[kind].set(key.length, left);
      }
    }
  }

  /**
   * Whether a file of the stack drops `relPath` (root-relative, "/"-separated; `name` its last segment): the last of
   * its patterns that matches the path decides, as the ignore package has it (a folder's path is tested with a
   * trailing "/"). The folders above the path are not tested: the walk did, and does not enter a dropped one.
   */
  ignores(relPath: string, name: string, isDir: boolean): boolean {
    if (this.files.length === 0) return false;
    /** Per file with a matching indexed pattern, the last one. */
    const last = new Map<GitignoreFile, Rule>();
    const take = (rules: Rule[] | undefined) => {
      if (!rules) return;
      for (const rule of rules) {
        if (rule.dirOnly && !isDir) continue;
        const before = last.get(rule.file);
        if (!before || before.index < rule.index) last.set(rule.file, rule);
      }
    };
    const upper = upperAscii(name);
    take(this.maps.name.get(upper));
    for (const length of this.lengths.suffix.keys()) if (length <= upper.length) take(this.maps.suffix.get(upper.slice(upper.length - length)));
    for (const length of this.lengths.prefix.keys()) if (length <= upper.length) take(this.maps.prefix.get(upper.slice(0, length)));
    if (this.maps.path.size > 0) take(this.maps.path.get(upperAscii(relPath)));
    for (const [file, rule] of last) {
      if (file.globs.length === 0 && !rule.negative) return true;
    }
    for (const file of this.globFiles) {
      const indexed = last.get(file);
      const glob = lastGlob(file, relPath, isDir, indexed?.index ?? -1);
      if (glob ? !glob.negative : indexed !== undefined && !indexed.negative) return true;
    }
    return false;
  }
}

/** The last of `file`'s patterns with wildcards after `after` that matches the path (tested below the file's folder). */
function lastGlob(file: GitignoreFile, relPath: string, isDir: boolean, after: number): GlobRule | undefined {
  const { globs, base } = file;
  if (globs.length === 0 || globs[globs.length - 1].index < after) return undefined;
  const sub = (base === "" ? relPath : relPath.slice(base.length + 1)) + (isDir ? "/" : "");
  for (let i = globs.length - 1; i >= 0 && globs[i].index > after; i--) {
    if (globs[i].regex.test(sub)) return globs[i];
  }
  return undefined;
}

/** The lines of a .gitignore as the ignore package splits them: one CR before each LF dropped, empty lines left out. */
function splitLines(text: string): string[] {
  return (text.endsWith("\r") ? text.slice(0, -1) : text).split(/\r?\n/).filter(Boolean);
}

/**
 * A line's pattern as the ignore package reads it, or undefined for a line that is none (a comment, blank, a lone
 * `!`, a pattern ending in an unpaired backslash): `!` negates, trailing spaces go (an escaped one stays), and a
 * leading `\!` or `\#` is the character itself.
 */
function parseLine(line: string): { body: string; negative: boolean } | undefined {
  if (line.startsWith("#")) return undefined;
  const negative = line.startsWith("!");
  let body = negative ? line.slice(1) : line;
  if (body.endsWith(" ")) body = trimSpaces(body);
  if (body === "" || /(?:^|[^\\])(?:\\\\)*\\$/.test(body)) return undefined;
  return { body: body.replace(/^\\!/, "!").replace(/^\\#/, "#"), negative };
}

/** Trailing spaces dropped; one escaped by an odd run of backslashes stays, unescaped, as the last character. */
function trimSpaces(body: string): string {
  let end = body.length;
  while (body[end - 1] === " ") end--;
  let backslashes = 0;
  while (body[end - backslashes - 1] === "\\") backslashes++;
  return backslashes % 2 === 1 ? `${body.slice(0, end - 1)} ` : body.slice(0, end);
}

/** Plain characters: printable ASCII but the ones that make a pattern a glob or an escape. */
const PLAIN = "[\\x20-\\x29\\x2b-\\x3e\\x40-\\x5a\\x5d-\\x7e]";
const NAME = new RegExp(`^(?:\\*\\*/)*(${PLAIN.replace("\\x2b-\\x3e", "\\x2b-\\x2e\\x30-\\x3e")}+)(/?)$`);
const SUFFIX = new RegExp(`^(?:\\*\\*/)*\\*(${PLAIN.replace("\\x2b-\\x3e", "\\x2b-\\x2e\\x30-\\x3e")}+)(/?)$`);
const PREFIX = new RegExp(`^(?:\\*\\*/)*(${PLAIN.replace("\\x2b-\\x3e", "\\x2b-\\x2e\\x30-\\x3e")}+)\\*(/?)$`);
const PATH = new RegExp(`^(/?)(${PLAIN}+?)(/?)$`);

/**
 * The map a pattern goes in, with its key, when it is plain text around at most one leading or trailing `*`; else
 * undefined (it is tested one by one). Only printable ASCII is indexed: the package compares case-insensitively, and
 * for ASCII that is upper-casing both sides.
 */
function indexedPattern(body: string): { kind: Kind; key: string; dirOnly: boolean } | undefined {
  const match = (kind: Kind, re: RegExp) => {
    const m = re.exec(body);
    return m && !/^\.{1,2}$/.test(m[1]) ? { kind, key: upperAscii(m[1]), dirOnly: m[2] === "/" } : undefined;
  };
  const simple = match("name", NAME) ?? match("suffix", SUFFIX) ?? match("prefix", PREFIX);
  if (simple) return simple;
  // A literal path: a slash at the start or inside anchors it to the file's folder (one at the end does not).
  const m = PATH.exec(body);
  if (!m || !(m[1] === "/" || m[2].includes("/")) || m[2].startsWith("/") || m[2].includes("//")) return undefined;
  return { kind: "path", key: upperAscii(m[2]), dirOnly: m[3] === "/" };
}

/** ASCII letters upper-cased, nothing else (the case-insensitive comparison of an ASCII pattern). */
function upperAscii(text: string): string {
  return /^[\x00-\x7f]*$/.test(text) ? text.toUpperCase() : text.replace(/[a-z]+/g, (run) => run.toUpperCase());
}

/**
 * The expression the ignore package compiles for one line (with whether it negates), tested on a path below the
 * file's folder without its parents. The package keeps its rules behind an internal field: reading it is the one way
 * to test a rule without the package's cache, which keeps every path it was asked about.
 */
function compiledRule(line: string): { regex: RegExp; negative: boolean } | undefined {
  const rules = (ignore().add(line) as unknown as { _rules?: { _rules?: { regex: RegExp; negative: boolean }[] } })._rules?._rules;
  if (!Array.isArray(rules)) throw new Error("the ignore package no longer keeps its rules where summarylint reads them");
  const rule = rules[0];
  return rule ? { regex: rule.regex, negative: rule.negative } : undefined;
}
