// What a packaged document (README.md, SECURITY.md, rules/*.md) points at, for test/package: relative links,
// inline-code paths of the repository, and links into the repository on GitHub. A reader of the package on npm or
// in node_modules has only the package, so a relative reference must name a packaged file; anything else in the
// repository is linked on GitHub (HOMEPAGE/blob/main/…), and that file must exist.
import fs from "node:fs";
import path from "node:path";
import { HOMEPAGE } from "../../src/lint/rule.js";

/** One problem with a reference, as `doc: what`. */
export type Problem = string;

const LINK = /\[([^\]\n]*)\]\(([^)\s]+)\)/g;
const CODE = /`([^`\n]+)`/g;
const FENCE = /^```[^\n]*\n[\s\S]*?^```$/gm;
const HEADING = /^#{1,6} +(.+?) *$/gm;
const REPO_LINK = new RegExp(`^${HOMEPAGE.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/(?:blob|tree)/main/([^#?]+)`);

/** Whether `rel` (a file or folder, relative to the package root) is in the packed file list. */
function packed(files: readonly string[], rel: string): boolean {
  const clean = rel.replace(/\/+$/, "");
  return files.includes(clean) || files.some((file) => file.startsWith(`${clean}/`));
}

/** GitHub's anchor of a heading: lower case, punctuation (backticks, colons, brackets) dropped, spaces as hyphens. */
function headingAnchor(heading: string): string {
  return heading.toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, "").replace(/\s/g, "-");
}

/** The anchors of the headings of `doc` (relative to `root`), code blocks left out. */
function anchors(root: string, doc: string): Set<string> {
  const prose = fs.readFileSync(path.join(root, doc), "utf8").replace(FENCE, "");
  return new Set([...prose.matchAll(HEADING)].map(([, heading]) => headingAnchor(heading)));
}

/**
 * The problems of the document `doc` (relative to `root`, the repository), given the package's file list: a
 * relative link to a file not packaged, a GitHub link to a repository file that does not exist, an inline-code
 * path of the repository that is not packaged and not the text of its GitHub link, a link to a heading (`#anchor`)
 * that its document does not have, a `.md` file named in a code block that is not packaged (but the file an md
 * example says it is, on its first line), and any mention of DESIGN (a document outside the repository; the
 * repository's own design notes are docs/design.md).
 */
export function referenceProblems(root: string, doc: string, files: readonly string[]): Problem[] {
  const problems: Problem[] = [];
  const text = fs.readFileSync(path.join(root, doc), "utf8");
  const base = path.posix.dirname(doc);
  const prose = text.replace(FENCE, "");
  const linkedCode = new Set<string>();
  for (const [, label, target] of prose.matchAll(LINK)) {
    const hash = target.indexOf("#");
    if (hash >= 0 && !/^[a-z]+:/i.test(target)) {
      const file = hash === 0 ? doc : path.posix.normalize(path.posix.join(base, target.slice(0, hash)));
      const anchor = target.slice(hash + 1);
      if (file.endsWith(".md") && fs.existsSync(path.join(root, file)) && !anchors(root, file).has(anchor)) {
        problems.push(`${doc}: links to ${file}#${anchor}, a heading it does not have`);
      }
    }
    if (target.startsWith("#") || target === "…") continue;
    const repo = REPO_LINK.exec(target);
    if (repo) {
      if (!fs.existsSync(path.join(root, repo[1]))) problems.push(`${doc}: links to ${repo[1]}, not in the repository`);
      const code = /^`([^`]+)`$/.exec(label);
      if (code && code[1].replace(/\/+$/, "") === repo[1].replace(/\/+$/, "")) linkedCode.add(code[1]);
      continue;
    }
    if (/^[a-z]+:/i.test(target)) continue;
    const rel = path.posix.normalize(path.posix.join(base, target.replace(/#.*$/, "")));
    if (!packed(files, rel)) problems.push(`${doc}: links to ${rel}, not in the package`);
  }
  for (const [, code] of prose.matchAll(CODE)) {
    if (/\s/.test(code) || !/\w/.test(code) || !(code.includes("/") || code.endsWith(".md")) || linkedCode.has(code)) continue;
    const rel = path.posix.normalize(code);
    // node_modules/… names the reader's own install, not a file of this repository.
    if (rel.startsWith("..") || rel.startsWith("node_modules/") || !fs.existsSync(path.join(root, rel))) continue;
    if (!packed(files, rel)) problems.push(`${doc}: names ${rel}, not in the package (link it on GitHub)`);
  }
  for (const [block] of text.matchAll(FENCE)) {
    // A rule doc's md example names the file it is on its first line (`<!-- .claude/skills/pdf/SKILL.md -->`): the
    // example project's file, not a reference.
    const body = block.replace(/^```md\n<!-- [^\n]* -->\n/, "");
    for (const [name] of body.matchAll(/[\w./-]+\.md\b/g)) {
      if (!packed(files, path.posix.normalize(name))) problems.push(`${doc}: a code block names ${name}, not in the package`);
    }
  }
  if (/\bDESIGN\b/.test(text)) problems.push(`${doc}: mentions DESIGN, a document outside the repository`);
  return problems;
}
