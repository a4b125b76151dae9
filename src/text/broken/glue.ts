// Words glued in where a substituted part joins the text around it: a capitalized article or determiner ("Fetch a
// single A dealer's"), a doubled word ("the the"), a lowercase first letter.
import { excerptOf, type TextDefect } from "./defect.js";
import { LOWERCASE_LETTER, UPPERCASE_LETTER, withContext, type JoinTest, type Token } from "./tokens.js";

// ---- capitalized article or determiner glued in -------------------------------------------------------------

const DETERMINERS = new Set(["A", "An", "The", "This", "That", "These", "Those", "Our", "Your", "Their", "Its", "Each", "Every", "Some"]);

/** Nouns that name a variant by a letter: "type A", "plan A", "grade A". */
const LABEL_NOUNS = new Set([
  "type", "plan", "option", "class", "grade", "variant", "group", "section", "part", "version", "model", "tier",
  "level", "category", "list", "vitamin", "size", "step", "column", "row", "building", "gate", "zone", "phase",
  "round", "team", "side", "exhibit", "appendix", "schedule", "form", "line", "channel", "slot", "field", "label",
  "track", "wing", "block", "unit", "room", "floor", "lane", "shift",
]);

export function gluedArticles(text: string, tokens: Token[], skipped: Uint8Array, joined: JoinTest, out: TextDefect[]): void {
  for (let i = 1; i + 1 < tokens.length; i++) {
    const t = tokens[i];
    if (t.raw !== t.word || !DETERMINERS.has(t.word) || skipped[t.start]) continue;
    const prev = tokens[i - 1];
    const next = tokens[i + 1];
    if (prev.raw !== prev.word || !LOWERCASE_LETTER.test(prev.word) || skipped[prev.start]) continue;
    if (!LOWERCASE_LETTER.test(next.raw) || skipped[next.start]) continue;
    if (text.slice(prev.end, t.start).includes("\n") || text.slice(t.end, next.start).includes("\n")) continue;
    if (t.word === "A" && LABEL_NOUNS.has(prev.word)) continue;
    if (!joined(prev.end, t.start)) continue; // glued only where one part ends and the next begins
    out.push({ defect: "glued-article", offset: t.start, length: t.word.length, excerpt: withContext(text, tokens, i, i, 1, 1) });
  }
}

// ---- doubled words ------------------------------------------------------------------------------------------

/** Doubled on purpose in good English. */
const LEGITIMATE_DOUBLES = new Set(["that", "had"]);

/** Words that are never a name, so "The the" is a defect even capitalized. */
const FUNCTION_WORDS = new Set([
  "a", "an", "the", "to", "of", "in", "on", "for", "and", "or", "is", "are", "be", "by", "with", "from", "as", "at",
  "it", "this", "its", "if", "all", "any", "each", "not", "no", "can", "will",
]);

const LETTERS_ONLY = /^\p{L}+(?:['’]\p{L}+)?$/u;

export function doubledWords(text: string, tokens: Token[], skipped: Uint8Array, out: TextDefect[]): void {
  for (let i = 1; i < tokens.length; i++) {
    const a = tokens[i - 1];
    const b = tokens[i];
    if (skipped[a.start] || skipped[b.start]) continue;
    // "done. Done" crosses a sentence; "(the) the" is not a plain repeat: punctuation between them ends it
    if (a.raw.length !== a.wordStart - a.start + a.word.length || b.wordStart !== b.start) continue;
    if (!LETTERS_ONLY.test(a.word) || a.word.toLowerCase() !== b.word.toLowerCase()) continue;
    if (text.startsWith("[object Object]", a.start)) continue; // an evaluated value, reported as such
    const lower = a.word.toLowerCase();
    if (LEGITIMATE_DOUBLES.has(lower)) continue;
    if (UPPERCASE_LETTER.test(a.word) && UPPERCASE_LETTER.test(b.word) && !FUNCTION_WORDS.has(lower)) continue;
    out.push({ defect: "doubled-word", offset: a.wordStart, length: b.wordStart + b.word.length - a.wordStart, excerpt: excerptOf(text, a.wordStart, b.wordStart + b.word.length) });
  }
}

// ---- lowercase first letter ------------------------------------------------------------------------------

/** Names that are written lowercase on purpose. */
const LOWERCASE_NAMES = new Set([
  "npm", "npx", "pnpm", "yarn", "git", "curl", "wget", "jq", "kubectl", "helm", "pip", "pipx", "conda", "brew",
  "apt", "dnf", "yum", "gcloud", "az", "aws", "gh", "tsc", "deno", "bun", "esbuild", "webpack", "vite", "vitest",
  "jest", "eslint", "prettier", "ffmpeg", "grep", "sed", "awk", "ssh", "scp", "rsync", "cron", "crontab", "sudo",
  "systemd", "systemctl", "nginx", "tmux", "vim", "zsh", "bash", "sh", "psql", "mysql", "sqlite", "redis-cli",
  "pytest", "ruff", "mypy", "cargo", "rustc", "rustup", "go", "terraform", "pulumi", "ansible", "docker-compose",
  "iptables", "openssl", "gpg", "dig", "nslookup", "ping", "traceroute", "netcat", "nc",
]);

/** A first word that is code: a capital inside it (iOS, eBay), a digit or code punctuation (package.json, delete_file:). */
const CODE_LIKE = /^.+\p{Lu}|[\p{N}._/:@#$()[\]{}<>=\\]/u;

export function lowercaseStart(text: string, tokens: Token[], joined: JoinTest, out: TextDefect[]): void {
  const first = tokens[0];
  if (first === undefined || !LOWERCASE_LETTER.test(first.raw) || !joined(0, first.start)) return;
  const name = first.word.toLowerCase();
  if (CODE_LIKE.test(first.raw) || LOWERCASE_NAMES.has(name) || LOWERCASE_NAMES.has(name.split("-")[0])) return;
  if (first.word === "null" || first.word === "undefined") return; // reported as an evaluated value
  out.push({ defect: "lowercase-start", offset: first.start, length: first.word.length, excerpt: withContext(text, tokens, 0, 0, 0, 2) });
}
