// Tool modules (Matcher.moduleExports): a file whose top-level exports are one tool's parts (Postman's MCP server:
// `export const method = "createCollection"; export const description = …; export const parameters = z.object(…);
// export const annotations = { … }; export async function handler(…)`), loaded by the project at run time from a
// folder of such files. The exports are read as the fields of one object, declared where the first named export is.
import { ts } from "ts-morph";
import type { ObjEntry, Span } from "../facts.js";
import { hasModifier, K, textOf } from "../syntax.js";
import { spanOf, type WalkContext } from "./context.js";
import { declare, spanPaths } from "./declare.js";
import { toIR } from "./expressions.js";
import { moduleShapeProvenance } from "./provenance.js";

/** The file's top-level exports given a value where they are declared: an initialised const, or a function with a body. */
function exportedValues(sf: ts.SourceFile): Map<string, { node: ts.Node; value?: ts.Expression }> {
  const values = new Map<string, { node: ts.Node; value?: ts.Expression }>();
  for (const st of sf.statements) {
    if (!hasModifier(st, K.ExportKeyword)) continue;
    if (ts.isVariableStatement(st)) {
      for (const d of st.declarationList.declarations) if (ts.isIdentifier(d.name) && d.initializer) values.set(textOf(d.name), { node: d, value: d.initializer });
    } else if (ts.isFunctionDeclaration(st) && st.name !== undefined && st.body !== undefined) {
      values.set(textOf(st.name), { node: st });
    }
  }
  return values;
}

/** Declare the file as one tool when its exports are all a module-shape matcher names (the first such matcher). */
export function declareToolModule(ctx: WalkContext): void {
  if (ctx.set.moduleShapes.length === 0) return;
  const values = exportedValues(ctx.sf);
  const matcher = ctx.set.moduleShapes.find((i) => ctx.all[i].moduleExports!.every((name) => values.has(name)));
  if (matcher === undefined) return;
  const m = ctx.all[matcher];
  // Only the exports a field reads (a schema of thousands of lines is not read for nothing).
  const read = new Set([...spanPaths(m)].map((path) => path.split(".")[0]));
  const props: ObjEntry[] = [];
  const propSpans: Record<string, Span> = {};
  for (const [name, { value }] of values) {
    if (value === undefined || !read.has(name)) continue;
    props.push({ key: name, value: toIR(ctx, value, 0) });
    propSpans[name] = spanOf(ctx, value);
  }
  const decl = declare(ctx, matcher, values.get(m.moduleExports![0])!.node, { k: "obj", props }, propSpans, 0);
  decl.unproven = moduleShapeProvenance(m);
}
