// extract for an Agent Skill (`<folder>/SKILL.md`, docs/design.md#modules-and-skills): the YAML front matter between a
// first line `---` and the next `---` line, read with the yaml package, and the Markdown body after it. Records plain
// facts (the values of `name`, `description` and Claude Code's `when_to_use`, each with the span of its value, and the
// body's text and span) in FileFacts.skill; resolve/skills.ts makes a catalog module of them. Never throws: a front
// matter that is never closed, that is not YAML or not a mapping, or a value that is not text becomes a FileProblem.
import path from "node:path";
import { isMap, isScalar, isSeq, type Node } from "yaml";
import { syntaxMessage } from "../base/syntax-errors.js";
import { parseYamlDocument } from "../base/yaml.js";
import { directiveOf } from "./directives.js";
import type { FileProblem } from "../types.js";
import { emptyFacts, type FileFacts, type SkillFacts, type Span } from "./facts.js";

/** A SKILL.md file by its name (the spec's, in upper case: a `skill.md` is not a skill). */
export function isSkillFile(file: string): boolean {
  return path.basename(file) === "SKILL.md";
}

/** The front matter keys read, by the SkillFacts field they fill. */
const KEYS = { name: "name", description: "description", whenToUse: "when_to_use" } as const;

/** Facts of one SKILL.md text (a BOM, already stripped by readSource, is skipped here too: positions never count it). */
export function extractSkill(file: string, source: string): FileFacts {
  const text = source.startsWith("\uFEFF") ? source.slice(1) : source;
  const facts = emptyFacts(file);
  const at = positions(text);
  const lines = lineRanges(text);
  const skill: SkillFacts = { folder: path.dirname(file), body: { text, span: at.span(0, text.length) } };
  facts.skill = skill;
  if (lines.length === 0 || !isFence(text, lines[0])) return facts; // no front matter: no name and no description
  const close = lines.findIndex((line, i) => i > 0 && isFence(text, line));
  if (close === -1) {
    facts.problems.push(problem(file, at.span(0, lines[0].end), "the front matter opened by `---` on line 1 is never closed by a `---` line, so no agent can read the skill", true));
    skill.unreadable = true;
    return facts;
  }
  const start = lines[0].next;
  const end = lines[close].start;
  for (const line of lines.slice(1, close)) {
    // `# summarylint-disable-next-line skill-name -- reason`: YAML's comment, the linter's directive.
    const comment = /^\s*#(.*)$/.exec(text.slice(line.start, line.end));
    const directive = comment && directiveOf(comment[1], { file, ...at.span(line.start, line.end) });
    if (directive) facts.directives.push(directive);
  }
  skill.frontMatter = at.span(0, lines[close].end);
  skill.body = { text: text.slice(lines[close].next), span: at.span(lines[close].next, text.length) };
  const doc = parseYamlDocument(text.slice(start, end), { prettyErrors: false });
  const error = [...doc.errors].sort((a, b) => a.pos[0] - b.pos[0])[0];
  if (error) {
    const reason = `the front matter is not valid YAML: ${syntaxMessage(error.code, error.message)}`;
    facts.problems.push(problem(file, at.span(start + error.pos[0], start + error.pos[1]), reason, true));
    skill.unreadable = true;
    return facts;
  }
  const contents = doc.contents;
  if (contents === null || (isScalar(contents) && contents.value === null)) return facts; // `---` `---`: nothing set
  if (!isMap(contents)) {
    facts.problems.push(problem(file, skill.frontMatter, `the front matter is ${kindOf(contents)}, not a mapping of keys such as name and description`, true));
    skill.unreadable = true;
    return facts;
  }
  for (const [field, key] of Object.entries(KEYS) as [keyof typeof KEYS, string][]) {
    const pair = contents.items.find((p) => isScalar(p.key) && p.key.value === key);
    if (!pair) continue;
    const value = pair.value as Node | null;
    const keyRange = (pair.key as Node).range ?? [0, 0, 0];
    const empty = value === null || (isScalar(value) && value.value === null);
    // An empty value (`description:`) is pointed at with its key: it has no characters of its own.
    const from = start + (empty ? keyRange[0] : value!.range![0]);
    const span = at.span(from, trimmedEnd(text, from, start + (value?.range ?? keyRange)[1]));
    if (empty) skill[field] = { text: "", span };
    else if (isScalar(value) && typeof value.value === "string") skill[field] = { text: value.value, span };
    else {
      const notText = kindOf(value);
      skill[field] = { notText, span };
      facts.problems.push(problem(file, span, `the front matter's ${key} is ${notText}, not text; write it as a string`));
    }
  }
  return facts;
}

function problem(file: string, span: Span, detail: string, lost?: true): FileProblem {
  return { kind: "syntax", loc: { file, ...span }, detail, ...(lost && { lost }) };
}

/** "a number", "a list", … for a message. */
function kindOf(node: Node): string {
  if (isSeq(node)) return "a list";
  if (isMap(node)) return "a mapping";
  if (isScalar(node)) {
    const v = node.value;
    return typeof v === "number" || typeof v === "bigint" ? "a number" : typeof v === "boolean" ? "a boolean" : v instanceof Date ? "a date" : "not text";
  }
  return "an alias";
}

interface LineRange {
  /** Offset of the line's first character. */
  start: number;
  /** Offset after its last character, before "\r\n" or "\n". */
  end: number;
  /** Offset of the next line. */
  next: number;
}

function lineRanges(text: string): LineRange[] {
  const lines: LineRange[] = [];
  let start = 0;
  while (start < text.length) {
    const nl = text.indexOf("\n", start);
    const next = nl === -1 ? text.length : nl + 1;
    const end = nl === -1 ? text.length : nl > start && text[nl - 1] === "\r" ? nl - 1 : nl;
    lines.push({ start, end, next });
    start = next;
  }
  return lines;
}

/** A `---` line (trailing blanks allowed, as the YAML document marker allows them). */
function isFence(text: string, line: LineRange): boolean {
  return /^---[ \t]*$/.test(text.slice(line.start, line.end));
}

/** The end of a value's range without the line breaks and blanks a block scalar's range takes in. */
function trimmedEnd(text: string, start: number, end: number): number {
  while (end > start && /\s/.test(text[end - 1])) end--;
  return end;
}

/** Offsets of `text` as 1-based line/column spans (columns in UTF-16 units, as the TypeScript parser counts). */
function positions(text: string): { span(start: number, end: number): Span } {
  const starts = [0];
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) starts.push(i + 1);
  const pos = (offset: number) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >>> 1;
      if (starts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - starts[lo] + 1 };
  };
  return {
    span(start, end) {
      const a = pos(start);
      const b = pos(end);
      return { line: a.line, column: a.column, endLine: b.line, endColumn: b.column };
    },
  };
}
