// What fixes look up in a parsed source file, found in one walk of it: the expression written at an item's location,
// and the const a name refers to. A file with a thousand fixable descriptions was walked from its root once per fix
// (and once more per const followed): a thousand walks of a file a thousand declarations long.
import { ts } from "ts-morph";
import { hasExport } from "../extract/syntax.js";

export interface FileIndex {
  /** The outermost node that spans exactly [start, end), by `start * (text length + 1) + end`. */
  spans: Map<number, ts.Node>;
  /** Initializers of the consts of each name, and the function declarations of that name, anywhere in the file. */
  consts: Map<string, ts.Node[]>;
  /** The same of the exported top-level ones only. */
  exported: Map<string, ts.Node[]>;
  /** Names a value import binds (the first import of each name): the module and the name it exports. */
  imports: Map<string, { specifier: string; name: string }>;
}

/** Index a file in one walk, in source order, on an explicit stack (a deeply nested file is no deep recursion). */
export function indexFile(sf: ts.SourceFile): FileIndex {
  const index: FileIndex = { spans: new Map(), consts: new Map(), exported: new Map(), imports: new Map() };
  const width = sf.text.length + 1;
  const stack: ts.Node[] = [sf];
  const children: ts.Node[] = [];
  while (stack.length > 0) {
    const node = stack.pop()!;
    const key = node.getStart(sf) * width + node.getEnd();
    // Parents come before their children: the first node of a span is the outermost.
    if (!index.spans.has(key)) index.spans.set(key, node);
    if (ts.isVariableDeclarationList(node)) addConsts(index.consts, node);
    if (ts.isFunctionDeclaration(node) && node.name) add(index.consts, node.name.text, node);
    node.forEachChild((child) => {
      children.push(child);
    });
    while (children.length > 0) stack.push(children.pop()!);
  }
  for (const s of sf.statements) if (ts.isVariableStatement(s) && hasExport(s)) addConsts(index.exported, s.declarationList);
  for (const s of sf.statements) if (ts.isFunctionDeclaration(s) && s.name && hasExport(s)) add(index.exported, s.name.text, s);
  for (const s of sf.statements) {
    if (!ts.isImportDeclaration(s) || !ts.isStringLiteral(s.moduleSpecifier)) continue;
    const named = s.importClause?.namedBindings;
    if (!named || !ts.isNamedImports(named) || s.importClause?.isTypeOnly) continue;
    for (const el of named.elements) {
      if (!index.imports.has(el.name.text)) index.imports.set(el.name.text, { specifier: s.moduleSpecifier.text, name: (el.propertyName ?? el.name).text });
    }
  }
  return index;
}

/** The outermost expression written exactly at [start, end). */
export function spanAt(index: FileIndex, sf: ts.SourceFile, start: number, end: number): ts.Node | undefined {
  return index.spans.get(start * (sf.text.length + 1) + end);
}

function addConsts(into: Map<string, ts.Node[]>, list: ts.VariableDeclarationList): void {
  if (!(list.flags & ts.NodeFlags.Const)) return;
  for (const d of list.declarations) if (ts.isIdentifier(d.name) && d.initializer) add(into, d.name.text, d.initializer);
}

function add(into: Map<string, ts.Node[]>, name: string, node: ts.Node): void {
  const list = into.get(name);
  if (list) list.push(node);
  else into.set(name, [node]);
}
