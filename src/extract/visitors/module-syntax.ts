// Imports, re-exports and `export *` of a module: recorded by the full walk (scope 0) and by the skim of a file
// that declares nothing (its import/export statements parsed as one small snippet, the rest never parsed).
import { ts } from "ts-morph";
import type { FileFacts } from "../facts.js";
import { textOf } from "../syntax.js";

/** Record an import declaration's bindings; returns the local names it binds. */
export function recordImport(facts: FileFacts, st: ts.ImportDeclaration): string[] {
  if (!ts.isStringLiteral(st.moduleSpecifier) || !st.importClause) return [];
  const from = textOf(st.moduleSpecifier);
  const clause = st.importClause;
  const locals: string[] = [];
  if (clause.name) {
    const local = textOf(clause.name);
    facts.imports.set(local, { from, name: "default" });
    locals.push(local);
  }
  const nb = clause.namedBindings;
  if (nb && ts.isNamespaceImport(nb)) {
    const local = textOf(nb.name);
    facts.imports.set(local, { from, name: "*" });
    locals.push(local);
  } else if (nb) {
    for (const el of nb.elements) {
      const local = textOf(el.name);
      facts.imports.set(local, { from, name: textOf(el.propertyName ?? el.name) });
      locals.push(local);
    }
  }
  return locals;
}

export function recordExport(facts: FileFacts, st: ts.ExportDeclaration): void {
  const from = st.moduleSpecifier && ts.isStringLiteral(st.moduleSpecifier) ? textOf(st.moduleSpecifier) : undefined;
  const clause = st.exportClause;
  if (!clause) {
    if (from) facts.exportStars.push(from);
    return;
  }
  if (ts.isNamespaceExport(clause)) {
    if (from) facts.exports.set(textOf(clause.name), { from, name: "*" });
    return;
  }
  for (const el of clause.elements) {
    const local = textOf(el.propertyName ?? el.name);
    facts.exports.set(textOf(el.name), from ? { from, name: local } : { local });
  }
}

/**
 * The imports and re-exports of a file that declares nothing, without parsing it: TypeScript's import scanner
 * finds each module specifier, and only the import/export statements are parsed, as one small snippet.
 * Undefined when that cannot be done exactly (the caller then parses the file).
 */
export function skimModuleSyntax(facts: FileFacts, text: string): boolean {
  // TypeScript's scanner does not report `export * as ns from "…"`: such a file is parsed instead.
  if (/\bexport\s*\*\s*as\b/.test(text)) return false;
  const refs = ts.preProcessFile(text, true, false).importedFiles;
  if (refs.length === 0) return true;
  const statements: string[] = [];
  for (const ref of refs) {
    const start = Math.max(keywordBefore(text, "import", ref.pos), keywordBefore(text, "export", ref.pos));
    if (start < 0) return false;
    // `pos` is the opening quote's offset; the closing quote follows the specifier text.
    const close = ref.pos + 1 + ref.fileName.length;
    if (text[close] !== text[ref.pos] || (text[close] !== '"' && text[close] !== "'")) return false;
    statements.push(text.slice(start, text[close + 1] === ")" ? close + 2 : close + 1)); // `require("x")`, `import("x")`
  }
  const snippet = ts.createSourceFile(facts.file, statements.join("\n;\n"), ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  let found = 0;
  for (const [i, st] of snippet.statements.entries()) {
    if (ts.isImportDeclaration(st)) {
      recordImport(facts, st);
      found++;
    } else if (ts.isExportDeclaration(st) && st.moduleSpecifier) {
      recordExport(facts, st);
      found++;
    } else if (ts.isImportEqualsDeclaration(st) || (ts.isExpressionStatement(st) && ts.isCallExpression(st.expression))) {
      // `import x = require("…")` and a dynamic `import("…")` bind nothing summarylint follows, but for
      // `const tools = await import("./tools.js")`, which a full parse reads as the module's namespace (bindings.ts).
      const ref = refs[i];
      const start = ref === undefined ? -1 : keywordBefore(text, "import", ref.pos);
      if (start >= 0 && text[ref.pos - 1] === "(" && AWAITED_CONST.test(text.slice(Math.max(0, start - 300), start))) {
        facts.imports.set(`#import ${ref.fileName}`, { from: ref.fileName, name: "*" });
      }
      found++;
    }
  }
  // Every specifier must come from exactly one statement read back; otherwise parse the whole file.
  return found === refs.length && (snippet as unknown as { parseDiagnostics: unknown[] }).parseDiagnostics.length === 0;
}

/** What stands before `import(` in `const tools = await import(…)` or `const { a, b } = await import(…)`. */
const AWAITED_CONST = /\bconst\s+(?:[\w$]+|\{[^{}]*\})\s*=\s*await\s+$/;

/** The offset of the last `keyword` as a whole word before `pos`, or -1. */
function keywordBefore(text: string, keyword: string, pos: number): number {
  for (let i = text.lastIndexOf(keyword, pos); i >= 0; i = text.lastIndexOf(keyword, i - 1)) {
    const before = i === 0 ? " " : text[i - 1];
    const after = text[i + keyword.length] ?? " ";
    if (!/[\w$.]/.test(before) && !/[\w$]/.test(after)) return i;
    if (i === 0) break;
  }
  return -1;
}
