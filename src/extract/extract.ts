// extract: parse one file with the TypeScript parser (no type checker) and record, as plain data, what the
// resolver needs: declarations found by the file's matchers (calls, `new`, object literals, typed consts and
// class fields, classes, decorators), scopes with their const bindings, calls of project functions (factory
// call sites), imports and exports. One raw `ts.forEachChild` walk per file. A file that does not even contain
// a matcher's name or key is only skimmed (its imports and re-exports) and marked `deferred`; the resolver
// extracts it in full if a description or a factory call reaches into it.
import { ts } from "ts-morph";
import { parseDirectives } from "../suppress/directives.js";
import type { FileProblem } from "../types.js";
import { emptyFacts, type CallSite, type Decl, type Expr, type FileFacts, type ObjEntry, type ArrEntry, type Scope, type Span } from "./facts.js";
import { MatcherSet } from "./matchers.js";
import { fromPackage, type Matcher } from "./presets.js";
import { boundNames, calleeName, entityName, hasDefault, hasExport, hasModifier, isProjectSpecifier, K, propertyKey, rootIdentifier } from "./syntax.js";
import { recordExport, recordImport, skimModuleSyntax } from "./visitors/module-syntax.js";

export { skimModuleSyntax };

function scriptKind(file: string): ts.ScriptKind {
  if (/\.[cm]?tsx$/.test(file) || file.endsWith(".tsx")) return ts.ScriptKind.TSX;
  if (/\.jsx$/.test(file)) return ts.ScriptKind.JSX;
  if (/\.[cm]?js$/.test(file)) return ts.ScriptKind.JS;
  return ts.ScriptKind.TS;
}

export interface ExtractOptions {
  /**
   * Prefixes of the project's tsconfig `paths` patterns (`@shared/`), so that a call of a function imported
   * through an alias is kept as a possible factory call, like a relative import.
   */
  aliases?: readonly string[];
  /**
   * Record everything even when the file names no declaration callee. By default such a file (most files of an
   * app) gets only its imports and exports recorded, and is marked `deferred`.
   */
  full?: boolean;
}

/** Extract one file with `matchers` (a list: all of them; a MatcherSet: the ones enabled for this file). */
export function extractFile(file: string, text: string, matchers: MatcherSet | readonly Matcher[], options: ExtractOptions = {}): FileFacts {
  const aliases = options.aliases ?? [];
  // A declaration file (.d.ts) holds types only: nothing in it declares an action.
  const set = DECLARATION_FILE.test(file) ? new MatcherSet([]) : matchers instanceof MatcherSet ? matchers : new MatcherSet(matchers);
  const all = set.all;
  // A file that does not even contain a matcher's name or key declares nothing; its bindings and calls matter only if
  // another file's declaration reaches them, which is rare and decided by the resolver.
  const deferred = !options.full && !set.mayMatch(text);
  const facts = emptyFacts(file);
  if (text.includes("summarylint-")) facts.directives = parseDirectives(text, file);
  if (deferred) {
    facts.deferred = true;
    if (skimModuleSyntax(facts, text)) return facts;
    facts.imports.clear();
    facts.exports.clear();
    facts.exportStars = [];
  }
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, scriptKind(file));
  const fnScopes = new Map<ts.Node, number>();
  /** Names bound in each scope (pre-collected, so calls before a hoisted declaration are still recognised). */
  const declared: Set<string>[] = [new Set()];

  const spanOf = (node: ts.Node): Span => {
    const a = sf.getLineAndCharacterOfPosition(node.getStart(sf));
    const b = sf.getLineAndCharacterOfPosition(node.getEnd());
    return { line: a.line + 1, column: a.character + 1, endLine: b.line + 1, endColumn: b.character + 1 };
  };

  // ---- expressions to IR -------------------------------------------------------------------------------

  const toIR = (node: ts.Expression, scope: number): Expr => {
    switch (node.kind) {
      case K.StringLiteral:
      case K.NoSubstitutionTemplateLiteral:
        return { k: "lit", v: (node as ts.StringLiteral).text };
      case K.NumericLiteral:
        return { k: "lit", v: Number((node as ts.NumericLiteral).text) };
      case K.TrueKeyword:
        return { k: "lit", v: true };
      case K.FalseKeyword:
        return { k: "lit", v: false };
      case K.NullKeyword:
        return { k: "lit", v: null };
      case K.ParenthesizedExpression:
      case K.AsExpression:
      case K.SatisfiesExpression:
      case K.NonNullExpression:
      case K.TypeAssertionExpression:
        return toIR((node as ts.ParenthesizedExpression).expression, scope);
      case K.TemplateExpression: {
        const t = node as ts.TemplateExpression;
        return {
          k: "tpl",
          head: t.head.text,
          spans: t.templateSpans.map((s) => ({ e: toIR(s.expression, scope), text: s.literal.text })),
        };
      }
      case K.BinaryExpression: {
        const b = node as ts.BinaryExpression;
        const op = b.operatorToken.kind;
        const sym =
          op === K.PlusToken ? "+" : op === K.QuestionQuestionToken ? "??" : op === K.BarBarToken ? "||" : op === K.AmpersandAmpersandToken ? "&&" : undefined;
        if (!sym) return { k: "unknown", reason: `the operator \`${ts.tokenToString(op) ?? "?"}\`` };
        return { k: "bin", op: sym, l: toIR(b.left, scope), r: toIR(b.right, scope) };
      }
      case K.ConditionalExpression: {
        const c = node as ts.ConditionalExpression;
        return { k: "cond", test: toIR(c.condition, scope), then: toIR(c.whenTrue, scope), else: toIR(c.whenFalse, scope) };
      }
      case K.Identifier: {
        const name = (node as ts.Identifier).text;
        if (name === "undefined") return { k: "lit", v: undefined };
        return { k: "id", name, scope };
      }
      case K.PropertyAccessExpression: {
        const p = node as ts.PropertyAccessExpression;
        return { k: "prop", obj: toIR(p.expression, scope), name: p.name.text };
      }
      case K.ElementAccessExpression: {
        const e = node as ts.ElementAccessExpression;
        const a = e.argumentExpression;
        if (ts.isStringLiteralLike(a) || ts.isNumericLiteral(a)) return { k: "prop", obj: toIR(e.expression, scope), name: a.text };
        return { k: "unknown", reason: "an element access with a computed key" };
      }
      case K.ObjectLiteralExpression:
        return { k: "obj", props: (node as ts.ObjectLiteralExpression).properties.map((p) => objEntry(p, scope)) };
      case K.ArrayLiteralExpression:
        return {
          k: "arr",
          items: (node as ts.ArrayLiteralExpression).elements.map(
            (el): ArrEntry => (ts.isSpreadElement(el) ? { spread: toIR(el.expression, scope) } : toIR(el, scope)),
          ),
        };
      case K.CallExpression: {
        const c = node as ts.CallExpression;
        return { k: "call", callee: toIR(c.expression, scope), args: c.arguments.map((a) => toIR(a, scope)) };
      }
      case K.ArrowFunction:
      case K.FunctionExpression:
        return { k: "fn", scope: scopeOf(node as ts.FunctionLikeDeclaration, scope) };
      case K.TaggedTemplateExpression: {
        // dedent`…` and the like: a call of the tag with the template (the evaluator knows a few such tags).
        const t = node as ts.TaggedTemplateExpression;
        return { k: "call", callee: toIR(t.tag, scope), args: [toIR(t.template, scope)] };
      }
      case K.NewExpression:
        return { k: "unknown", reason: "a `new` expression" };
      case K.AwaitExpression:
        return { k: "unknown", reason: "an `await` expression" };
      default:
        return { k: "unknown", reason: `a ${ts.SyntaxKind[node.kind]} expression` };
    }
  };

  const objEntry = (p: ts.ObjectLiteralElementLike, scope: number): ObjEntry => {
    if (ts.isPropertyAssignment(p)) {
      const key = propertyKey(p.name);
      return key === undefined ? { computed: true } : { key, value: toIR(p.initializer, scope) };
    }
    if (ts.isShorthandPropertyAssignment(p)) {
      return { key: p.name.text, value: { k: "id", name: p.name.text, scope } };
    }
    if (ts.isSpreadAssignment(p)) return { spread: toIR(p.expression, scope) };
    const key = p.name && propertyKey(p.name);
    if (key === undefined) return { computed: true };
    if (ts.isMethodDeclaration(p)) return { key, value: { k: "fn", scope: scopeOf(p, scope) } };
    return { key, value: { k: "unknown", reason: "an accessor" } };
  };

  // ---- scopes --------------------------------------------------------------------------------------------

  /** The scope of a function node, created on first sight (by toIR or by the walk, whichever comes first). */
  const scopeOf = (fn: ts.FunctionLikeDeclaration, parent: number): number => {
    const known = fnScopes.get(fn);
    if (known !== undefined) return known;
    const id = facts.scopes.length;
    fnScopes.set(fn, id);
    const name = fn.name && ts.isIdentifier(fn.name) ? fn.name.text : "";
    const scope: Scope = {
      parent,
      name,
      params: fn.parameters.map((p) => (ts.isIdentifier(p.name) && !p.dotDotDotToken ? p.name.text : null)),
      bindings: new Map(),
    };
    facts.scopes.push(scope);
    const names = new Set<string>();
    for (const p of scope.params) if (p) names.add(p);
    declared.push(names);
    const body = fn.body;
    if (body && !ts.isBlock(body)) {
      scope.returns = toIR(body, id);
    } else if (body) {
      collectBindings(body.statements, id);
      const returns = body.statements.filter(ts.isReturnStatement);
      if (returns.length === 1 && returns[0].expression) scope.returns = toIR(returns[0].expression, id);
    }
    return id;
  };

  /** Record the const bindings and function declarations directly in a module or function body. */
  const collectBindings = (statements: ts.NodeArray<ts.Statement>, scope: number) => {
    const bindings = facts.scopes[scope].bindings;
    const names = declared[scope];
    for (const st of statements) {
      if (ts.isVariableStatement(st)) {
        const isConst = (st.declarationList.flags & ts.NodeFlags.Const) !== 0;
        if (!deferred) for (const d of st.declarationList.declarations) bindVariable(d, isConst, scope, bindings, names);
        if (scope === 0 && hasExport(st)) {
          for (const d of st.declarationList.declarations) if (ts.isIdentifier(d.name)) facts.exports.set(d.name.text, { local: d.name.text });
        }
      } else if (ts.isFunctionDeclaration(st) && st.name) {
        names.add(st.name.text);
        if (!deferred) bindings.set(st.name.text, { k: "fn", scope: scopeOf(st, scope) });
        if (scope === 0 && hasExport(st)) facts.exports.set(hasDefault(st) ? "default" : st.name.text, { local: st.name.text });
      } else if (ts.isFunctionDeclaration(st) && scope === 0 && hasDefault(st)) {
        if (!deferred) bindings.set("default", { k: "fn", scope: scopeOf(st, scope) });
        facts.exports.set("default", { local: "default" });
      } else if (ts.isClassDeclaration(st) && st.name) {
        names.add(st.name.text);
        bindings.set(st.name.text, { k: "unknown", reason: `\`${st.name.text}\` is a class` });
        if (scope === 0 && hasExport(st)) facts.exports.set(hasDefault(st) ? "default" : st.name.text, { local: st.name.text });
      } else if (scope === 0 && ts.isImportDeclaration(st)) {
        for (const local of recordImport(facts, st)) names.add(local);
      } else if (scope === 0 && ts.isExportDeclaration(st)) {
        recordExport(facts, st);
      } else if (scope === 0 && ts.isExportAssignment(st) && !st.isExportEquals) {
        if (!deferred) bindings.set("default", toIR(st.expression, 0));
        facts.exports.set("default", { local: "default" });
      } else if (ts.isEnumDeclaration(st)) {
        names.add(st.name.text);
        bindings.set(st.name.text, { k: "unknown", reason: `\`${st.name.text}\` is an enum` });
      }
    }
  };

  const bindVariable = (
    d: ts.VariableDeclaration,
    isConst: boolean,
    scope: number,
    bindings: Map<string, Expr>,
    names: Set<string>,
  ) => {
    if (ts.isIdentifier(d.name)) {
      const name = d.name.text;
      names.add(name);
      bindings.set(
        name,
        !isConst
          ? { k: "unknown", reason: `\`${name}\` is a \`let\`/\`var\` variable, not a const` }
          : d.initializer
            ? toIR(d.initializer, scope)
            : { k: "lit", v: undefined },
      );
      return;
    }
    // `const { a, b: c } = obj` binds each name to a property of the initializer.
    if (ts.isObjectBindingPattern(d.name) && d.initializer) {
      const source = isConst ? toIR(d.initializer, scope) : ({ k: "unknown", reason: "a `let` destructuring" } as Expr);
      for (const el of d.name.elements) {
        if (!ts.isIdentifier(el.name)) continue;
        names.add(el.name.text);
        const key = el.propertyName ? propertyKey(el.propertyName) : el.name.text;
        const read: Expr =
          el.dotDotDotToken || key === undefined ? { k: "unknown", reason: "a rest or computed destructuring" } : { k: "prop", obj: source, name: key };
        // `const { description = "Look up …" } = options`: the default when the property is absent (`??` also
        // takes it for null, which a tool's options do not pass).
        bindings.set(el.name.text, el.initializer && !el.dotDotDotToken ? { k: "bin", op: "??", l: read, r: toIR(el.initializer, scope) } : read);
      }
      return;
    }
    for (const n of boundNames(d.name)) {
      names.add(n);
      bindings.set(n, { k: "unknown", reason: `\`${n}\` is bound by an array destructuring` });
    }
  };

  // ---- the walk --------------------------------------------------------------------------------------------

  /** Is `name` bound in `scope` or an enclosing scope (a project function or import we may resolve)? */
  const isDeclared = (name: string, scope: number): boolean => {
    for (let s = scope; s >= 0; s = facts.scopes[s].parent) if (declared[s].has(name)) return true;
    return false;
  };

  const isPackageImport = (name: string, scope: number): boolean => {
    for (let s = scope; s > 0; s = facts.scopes[s].parent) if (declared[s].has(name)) return false;
    const from = facts.imports.get(name)?.from;
    return from !== undefined && !isProjectSpecifier(from, aliases);
  };

  /**
   * The first of `candidates` whose `member`/`from` conditions the callee meets. One that reads its object from an
   * argument the call does not have gives way to a later one that fits: LlamaIndex's `tool({ … })` and
   * `tool(fn, { … })` are one callee with the config at 0 or 1, told apart by the number of arguments.
   */
  const pickMatcher = (candidates: number[] | undefined, callee: ts.Expression, args: readonly ts.Expression[]): number | undefined => {
    if (!candidates) return undefined;
    const argumentCount = args.length;
    let first: number | undefined;
    for (const i of candidates) {
      const m = all[i];
      if (m.member && !ts.isPropertyAccessExpression(callee)) continue;
      // A name given by position is a value (`server.tool("get-user", …)`), never an object or a function:
      // `runtime.tool({ … })` or `callable.tool()` is another library's `tool` (found on real code).
      if (m.positional?.name !== undefined && !isNameArgument(args[m.positional.name])) continue;
      if (m.from) {
        const root = rootIdentifier(callee);
        const imported = root === undefined ? undefined : facts.imports.get(root)?.from;
        if (imported === undefined || !m.from.some((p) => fromPackage(imported, p))) continue;
      }
      if ((m.argument ?? 0) < argumentCount) return i;
      first ??= i;
    }
    return first;
  };

  /** Spans of the values written in an object literal, by dotted path (two levels deep). */
  const recordSpans = (o: ts.ObjectLiteralExpression, spans: Record<string, Span>, prefix = "", depth = 0) => {
    for (const p of o.properties) {
      const key = p.name && propertyKey(p.name);
      if (key === undefined) continue;
      if (ts.isPropertyAssignment(p)) {
        spans[prefix + key] = spanOf(p.initializer);
        if (depth < 1 && ts.isObjectLiteralExpression(p.initializer)) recordSpans(p.initializer, spans, `${prefix}${key}.`, depth + 1);
      } else if (ts.isShorthandPropertyAssignment(p)) spans[prefix + key] = spanOf(p.name);
    }
  };

  const declare = (matcher: number, node: ts.Node, arg: Expr, propSpans: Record<string, Span>, scope: number, variable?: string, key?: string) => {
    const decl: Decl = { type: all[matcher].type, matcher, arg, scope, span: spanOf(node), propSpans };
    if (variable) decl.variable = variable;
    if (key !== undefined) decl.key = key;
    facts.decls.push(decl);
    return decl;
  };

  /** A matched call or `new`: the object argument, positional fields and their spans. */
  const declareCall = (matcher: number, node: ts.CallExpression | ts.NewExpression, scope: number, variable?: string, key?: string) => {
    const m = all[matcher];
    const args = node.arguments ?? [];
    const argNode = args[m.argument ?? 0];
    const propSpans: Record<string, Span> = {};
    if (argNode && ts.isObjectLiteralExpression(argNode)) recordSpans(argNode, propSpans);
    const decl = declare(matcher, node, argNode ? toIR(argNode, scope) : { k: "lit", v: undefined }, propSpans, scope, variable, key);
    for (const [field, index] of Object.entries(m.positional ?? {})) {
      const a = args[index];
      if (!a) continue;
      (decl.positional ??= {})[field] = toIR(a, scope);
      propSpans[field] = spanOf(a);
    }
  };

  /** Nesting depth inside a matched declaration's object, where object matchers do not look. */
  let insideDeclaration = 0;

  /** A callee's name, through a renamed import (`import { tool as aiTool } from "ai"`: `aiTool(…)` is `tool`). */
  const importedName = (callee: ts.Expression): string | undefined => {
    const name = calleeName(callee);
    if (name === undefined || !ts.isIdentifier(callee)) return name;
    const imported = facts.imports.get(name)?.name;
    return imported === undefined || imported === "default" || imported === "*" ? name : imported;
  };

  const visitCall = (call: ts.CallExpression, scope: number, variable: string | undefined, key: string | undefined): boolean => {
    const name = importedName(call.expression);
    const matcherIndex = name === undefined ? undefined : pickMatcher(set.byCallee.get(name), call.expression, call.arguments);
    if (matcherIndex !== undefined) {
      declareCall(matcherIndex, call, scope, variable, key);
      return true;
    }
    // A call of something bound in the project (a local binding or an import of a project file) may
    // instantiate a factory; a call of a package's function (react, zod, …) never does.
    const root = rootIdentifier(call.expression);
    if (root !== undefined && isDeclared(root, scope) && !isPackageImport(root, scope)) {
      const site: CallSite = { callee: toIR(call.expression, scope), args: call.arguments.map((a) => toIR(a, scope)), scope, span: spanOf(call) };
      // What the call's result is called (`readFile: createReadFileTool(…)`): a name for what a factory returns.
      const named = key ?? variable;
      if (named !== undefined) site.named = named;
      facts.calls.push(site);
    }
    return false;
  };

  /** Object literals written as elements of an array literal (the walk has no parent links). */
  const arrayElements = new Set<ts.Node>();

  /** The object matcher an object literal meets, if any. */
  const objectMatcher = (o: ts.ObjectLiteralExpression, inProperty: boolean): number | undefined => {
    for (const i of set.objects) {
      const spec = all[i].object!;
      if (spec.inProperty && !inProperty) continue;
      if (spec.inArray && !arrayElements.has(o)) continue;
      if (objectMeets(o, spec.where, spec.has)) return i;
    }
    return undefined;
  };

  /** `const x: Action = {…}`, a class field `description: INodeTypeDescription = {…}`, or `{…} satisfies Action`. */
  const typedMatcher = (type: ts.TypeNode | undefined, init: ts.Expression | undefined): [number, ts.ObjectLiteralExpression] | undefined => {
    if (!init || set.byTyped.size === 0) return undefined;
    if (!type && ts.isSatisfiesExpression(init)) return typedMatcher(init.type, init.expression);
    const name = type && ts.isTypeReferenceNode(type) ? entityName(type.typeName) : undefined;
    const matcher = name === undefined ? undefined : set.byTyped.get(name);
    while (ts.isParenthesizedExpression(init) || ts.isAsExpression(init) || ts.isSatisfiesExpression(init)) init = init.expression;
    return matcher !== undefined && ts.isObjectLiteralExpression(init) ? [matcher, init] : undefined;
  };

  const declareObject = (matcher: number, o: ts.ObjectLiteralExpression, scope: number, variable?: string, key?: string) => {
    const propSpans: Record<string, Span> = {};
    recordSpans(o, propSpans);
    declare(matcher, o, toIR(o, scope), propSpans, scope, variable, key);
  };

  /** Decorators of a class or member: `@Tool({…})` declares with the member's (or class's) name as fallback. */
  const visitDecorators = (node: ts.Node, scope: number, name: string | undefined) => {
    const modifiers = (node as { modifiers?: ts.NodeArray<ts.ModifierLike> }).modifiers;
    if (!modifiers) return;
    for (const mod of modifiers) {
      if (ts.isDecorator(mod)) visit(mod.expression, scope, name);
    }
  };

  /** `name` when it is imported from a project file (not a package). */
  const projectImport = (name: string): string | undefined => {
    const from = facts.imports.get(name)?.from;
    return from !== undefined && isProjectSpecifier(from, aliases) ? name : undefined;
  };
  const firstExtendsMatcher = (): number | undefined => set.byExtends.values().next().value;

  /** Classes of this file that an `extends` matcher matched, with their fields: a subclass of one matches too. */
  const matchedClasses = new Map<string, { matcher: number; props: ObjEntry[]; pending?: string }>();

  const visitClass = (node: ts.ClassLikeDeclaration, scope: number, variable: string | undefined, key: string | undefined) => {
    const className = node.name?.text ?? variable;
    visitDecorators(node, scope, className);
    const base = node.heritageClauses?.find((h) => h.token === K.ExtendsKeyword)?.types[0]?.expression;
    const baseName = base === undefined ? undefined : importedName(base);
    const inherited = baseName === undefined ? undefined : matchedClasses.get(baseName);
    const direct = baseName === undefined ? undefined : set.byExtends.get(baseName);
    // A base imported from another project file (or a local subclass of one) may itself extend a matched class:
    // the resolver decides.
    const local = base !== undefined && ts.isIdentifier(base) ? base.text : undefined;
    const importedBase = direct !== undefined ? undefined : inherited ? inherited.pending : local === undefined ? undefined : projectImport(local);
    const matcher = direct ?? inherited?.matcher ?? (importedBase === undefined ? undefined : firstExtendsMatcher());
    if (className !== undefined && baseName !== undefined) {
      (facts.classes ??= {})[className] = importedBase === undefined && matcher !== undefined ? { matched: true } : { base: local ?? baseName };
    }
    if (matcher !== undefined) {
      // The class's fields (inherited ones first), from property initializers and `this.x = …` in the constructor.
      const props: ObjEntry[] = [...(inherited?.props ?? [])];
      const propSpans: Record<string, Span> = {};
      for (const member of node.members) {
        const name = member.name && propertyKey(member.name);
        if (ts.isPropertyDeclaration(member) && member.initializer && name !== undefined) {
          props.push({ key: name, value: toIR(member.initializer, scope) });
          propSpans[name] = spanOf(member.initializer);
        } else if (ts.isConstructorDeclaration(member) && member.body) {
          const ctor = scopeOf(member, scope);
          for (const st of member.body.statements) {
            // `super({ ...rest, func })`: what the constructor hands the base class (a DynamicTool) becomes its fields,
            // below the class's own; a description passed through from the caller is known only per `new`.
            const passed = superArgument(st);
            if (passed) props.splice(inherited?.props.length ?? 0, 0, { spread: toIR(passed, ctor) });
            const assigned = thisAssignment(st);
            if (!assigned || propSpans[assigned.name]) continue;
            props.push({ key: assigned.name, value: toIR(assigned.value, ctor) });
            propSpans[assigned.name] = spanOf(assigned.value);
          }
        }
      }
      if (className !== undefined) matchedClasses.set(className, { matcher, props, pending: importedBase });
      // An abstract base or an ambient `declare class` is not itself a tool.
      if (!hasModifier(node, K.AbstractKeyword) && !hasModifier(node, K.DeclareKeyword)) {
        const decl = declare(matcher, node, { k: "obj", props }, propSpans, scope, className, key);
        if (importedBase !== undefined) decl.extendsImport = importedBase;
      }
    }
    for (const h of node.heritageClauses ?? []) visit(h, scope);
    for (const member of node.members) {
      const name = member.name && propertyKey(member.name);
      visitDecorators(member, scope, name);
      if (ts.isPropertyDeclaration(member)) {
        const typed = typedMatcher(member.type, member.initializer);
        if (typed) declareObject(typed[0], typed[1], scope, className, name);
        if (member.initializer) visit(member.initializer, scope, name);
      } else visit(member, scope);
    }
  };

  /**
   * `for (const tool of tools) server.registerTool(tool.name, …)` registers definitions declared elsewhere, one
   * per element: the loop variable is known only per iteration, like a parameter, so a declaration built from it
   * is a template (the definitions themselves are the items).
   */
  const bindLoopVariables = (init: ts.ForInitializer, scope: number) => {
    if (!ts.isVariableDeclarationList(init)) return;
    const bindings = facts.scopes[scope].bindings;
    for (const d of init.declarations) {
      for (const n of boundNames(d.name)) {
        if (bindings.has(n)) continue;
        declared[scope].add(n);
        bindings.set(n, { k: "unknown", reason: `\`${n}\` is a loop variable`, param: true });
      }
    }
  };

  /** Return statements per scope: a function with more than one has no single returned expression. */
  const returnCounts = new Map<number, number>();

  /** One child visitor per scope, so the walk allocates no closure per node. */
  const visitors: ((child: ts.Node) => void)[] = [];
  const visitorFor = (scope: number) => (visitors[scope] ??= (child: ts.Node) => visit(child, scope));

  const visit = (node: ts.Node, scope: number, variable?: string, key?: string): void => {
    switch (node.kind) {
      case K.ReturnStatement:
        returnCounts.set(scope, (returnCounts.get(scope) ?? 0) + 1);
        break;
      case K.FunctionDeclaration:
      case K.FunctionExpression:
      case K.ArrowFunction:
      case K.MethodDeclaration:
      case K.Constructor:
      case K.GetAccessor:
      case K.SetAccessor: {
        const fn = node as ts.FunctionLikeDeclaration;
        if (fn.body) visit(fn.body, scopeOf(fn, scope));
        return;
      }
      case K.CallExpression:
        if (visitCall(node as ts.CallExpression, scope, variable, key)) {
          insideDeclaration++;
          ts.forEachChild(node, visitorFor(scope));
          insideDeclaration--;
          return;
        }
        break;
      case K.NewExpression: {
        const n = node as ts.NewExpression;
        const name = importedName(n.expression);
        const matcher = name === undefined || set.byNew.size === 0 ? undefined : pickMatcher(set.byNew.get(name), n.expression, n.arguments ?? []);
        if (matcher !== undefined) {
          declareCall(matcher, n, scope, variable, key);
          insideDeclaration++;
          ts.forEachChild(node, visitorFor(scope));
          insideDeclaration--;
          return;
        }
        break;
      }
      case K.ArrayLiteralExpression:
        for (const e of (node as ts.ArrayLiteralExpression).elements) if (ts.isObjectLiteralExpression(e)) arrayElements.add(e);
        break;
      case K.ObjectLiteralExpression: {
        if (insideDeclaration > 0 || set.objects.length === 0) break;
        const o = node as ts.ObjectLiteralExpression;
        const matcher = objectMatcher(o, key !== undefined);
        if (matcher === undefined) break;
        declareObject(matcher, o, scope, variable, key);
        insideDeclaration++;
        ts.forEachChild(node, visitorFor(scope));
        insideDeclaration--;
        return;
      }
      case K.PropertyAssignment: {
        const p = node as ts.PropertyAssignment;
        visit(p.initializer, scope, undefined, propertyKey(p.name));
        return;
      }
      case K.ClassDeclaration:
      case K.ClassExpression:
        visitClass(node as ts.ClassLikeDeclaration, scope, variable, key);
        return;
      case K.VariableDeclaration: {
        const d = node as ts.VariableDeclaration;
        if (d.initializer) {
          const variableName = ts.isIdentifier(d.name) ? d.name.text : undefined;
          const typed = typedMatcher(d.type, d.initializer);
          if (typed) declareObject(typed[0], typed[1], scope, variableName);
          visit(d.initializer, scope, variableName);
          return;
        }
        break;
      }
      case K.ForOfStatement:
      case K.ForInStatement:
        bindLoopVariables((node as ts.ForOfStatement).initializer, scope);
        break;
      case K.ParenthesizedExpression:
      case K.AsExpression:
      case K.SatisfiesExpression:
        // `tools: { weather: tool({…}) as Tool }` keeps its key and variable.
        visit((node as ts.ParenthesizedExpression).expression, scope, variable, key);
        return;
    }
    ts.forEachChild(node, visitorFor(scope));
  };

  collectBindings(sf.statements, 0);
  if (!deferred) for (const st of sf.statements) visit(st, 0);
  for (const [scope, count] of returnCounts) if (count > 1) delete facts.scopes[scope].returns;

  const diags = (sf as unknown as { parseDiagnostics?: ts.DiagnosticWithLocation[] }).parseDiagnostics ?? [];
  if (diags.length > 0) facts.problems.push(syntaxProblem(file, sf, diags[0], diags.length));
  return facts;
}

/** An argument that can be a name: present, and not an object, array or function literal. */
function isNameArgument(a: ts.Expression | undefined): boolean {
  return a !== undefined && !ts.isObjectLiteralExpression(a) && !ts.isArrayLiteralExpression(a) && !ts.isArrowFunction(a) && !ts.isFunctionExpression(a);
}

/** The first argument of a `super(…)` statement, when it is written as an object literal or a name. */
function superArgument(st: ts.Statement): ts.Expression | undefined {
  if (!ts.isExpressionStatement(st) || !ts.isCallExpression(st.expression) || st.expression.expression.kind !== K.SuperKeyword) return undefined;
  const arg = st.expression.arguments[0];
  return arg !== undefined && (ts.isObjectLiteralExpression(arg) || ts.isIdentifier(arg)) ? arg : undefined;
}

function syntaxProblem(file: string, sf: ts.SourceFile, d: ts.DiagnosticWithLocation, count: number): FileProblem {
  const a = sf.getLineAndCharacterOfPosition(d.start);
  const b = sf.getLineAndCharacterOfPosition(d.start + (d.length ?? 0));
  const message = ts.flattenDiagnosticMessageText(d.messageText, " ").replace(/\.$/, "");
  return {
    kind: "syntax",
    loc: { file, line: a.line + 1, column: a.character + 1, endLine: b.line + 1, endColumn: b.character + 1 },
    detail: count > 1 ? `${message} (and ${count - 1} more)` : message,
  };
}

const DECLARATION_FILE = /\.d\.[cm]?ts$/;

/** `this.name = value;` in a constructor body. */
function thisAssignment(st: ts.Statement): { name: string; value: ts.Expression } | undefined {
  if (!ts.isExpressionStatement(st) || !ts.isBinaryExpression(st.expression)) return undefined;
  const { left, operatorToken, right } = st.expression;
  if (operatorToken.kind !== K.EqualsToken || !ts.isPropertyAccessExpression(left) || left.expression.kind !== K.ThisKeyword) return undefined;
  return { name: left.name.text, value: right };
}

/** Does an object literal have the properties `has` (paths into nested literals) and the literal values `where`? */
function objectMeets(o: ts.ObjectLiteralExpression, where: Record<string, unknown> | undefined, has: string[] | undefined): boolean {
  if (has && !has.every((path) => hasPath(o, path))) return false;
  if (!where) return true;
  let need = Object.keys(where).length;
  for (const p of o.properties) {
    const key = p.name && propertyKey(p.name);
    if (key === undefined || !(key in where)) continue;
    if (!ts.isPropertyAssignment(p)) return false;
    const v = literalOf(p.initializer);
    if (v === NOT_LITERAL || v !== where[key]) return false;
    need--;
  }
  return need === 0;
}

/** `a.b`: the literal has `a`, and `a`'s value, when written as an object literal, has `b`. */
function hasPath(o: ts.ObjectLiteralExpression, path: string, nested = false): boolean {
  const dot = path.indexOf(".");
  const key = dot < 0 ? path : path.slice(0, dot);
  for (const p of o.properties) {
    if (!p.name || propertyKey(p.name) !== key) continue;
    if (dot < 0) return true;
    if (!ts.isPropertyAssignment(p)) return true;
    let value = p.initializer;
    while (ts.isParenthesizedExpression(value) || ts.isAsExpression(value) || ts.isSatisfiesExpression(value)) value = value.expression;
    return ts.isObjectLiteralExpression(value) ? hasPath(value, path.slice(dot + 1), true) : true;
  }
  // Keys of the object itself must be written; a nested one may come from a spread (`function: { name, ...defs.x }`).
  return nested && o.properties.some(ts.isSpreadAssignment);
}

const NOT_LITERAL = Symbol("not a literal");

function literalOf(e: ts.Expression): string | number | boolean | null | typeof NOT_LITERAL {
  while (ts.isParenthesizedExpression(e) || ts.isAsExpression(e) || ts.isSatisfiesExpression(e)) e = e.expression;
  if (ts.isStringLiteralLike(e)) return e.text;
  if (ts.isNumericLiteral(e)) return Number(e.text);
  if (e.kind === K.TrueKeyword) return true;
  if (e.kind === K.FalseKeyword) return false;
  if (e.kind === K.NullKeyword) return null;
  return NOT_LITERAL;
}
