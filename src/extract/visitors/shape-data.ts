// An object with a tool's keys that no package proves (`{ name, description, inputSchema }`) is data, not a tool, where
// its own place says so: a row of a table of test cases (`const digestCases = [{ id, tools: [{ name: "a", … }] }]`),
// or a record whose input is a list and that does nothing (`"constructor": { "description": "", "parameters": [{
// "name": … }] }`, API documentation embedded in a server). A list of parameters with a handler beside it is a tool
// (CopilotKit's actions take `parameters: [{ name, type, description }]` and a `handler`).
import { ts } from "ts-morph";
import { propertyKey, textOf, unwrap } from "../syntax.js";

/** A binding's last word that says it holds test data (`digestCases`, `TOOL_FIXTURES`, `vectors`; not `showcases`). */
const TEST_WORD = /(?:^|_)(?:cases|vectors|fixtures|mocks)$/i;
const TEST_CAMEL_WORD = /[a-z0-9](?:Cases|Vectors|Fixtures|Mocks)$/;

function namesTestData(name: string): boolean {
  return TEST_WORD.test(name) || TEST_CAMEL_WORD.test(name);
}

/** The members under which a tool says what input it takes. */
const INPUT_KEYS = new Set(["inputSchema", "input_schema", "parameters", "schema", "argsSchema"]);

/** Is the object a shape that is data: in a test table, or with a list where a tool has its input schema? */
export function shapeIsData(sf: ts.SourceFile, o: ts.ObjectLiteralExpression): boolean {
  return inputIsList(o) || testTables(sf).some((t) => o.pos >= t.pos && o.end <= t.end);
}

function inputIsList(o: ts.ObjectLiteralExpression): boolean {
  const listed = o.properties.some((p) => ts.isPropertyAssignment(p) && INPUT_KEYS.has(propertyKey(p.name) ?? "") && ts.isArrayLiteralExpression(unwrap(p.initializer)));
  return listed && !o.properties.some(doesSomething);
}

/** The members by which an object does something: a method, a function, or a shorthand of a doer's name. */
const DOER_KEYS = new Set(["handler", "execute", "run", "func", "fn", "render", "call", "invoke"]);

export function doesSomething(p: ts.ObjectLiteralElementLike): boolean {
  if (ts.isMethodDeclaration(p)) return true;
  if (ts.isShorthandPropertyAssignment(p)) return DOER_KEYS.has(textOf(p.name));
  if (!ts.isPropertyAssignment(p)) return false;
  const value = unwrap(p.initializer);
  return ts.isArrowFunction(value) || ts.isFunctionExpression(value) || DOER_KEYS.has(propertyKey(p.name) ?? "");
}

/** Per file: the values of its bindings named as test data (found once, when a shape first needs them). */
const tablesOf = new WeakMap<ts.SourceFile, ts.Expression[]>();

function testTables(sf: ts.SourceFile): ts.Expression[] {
  let tables = tablesOf.get(sf);
  if (tables === undefined) {
    const found: ts.Expression[] = [];
    const visit = (n: ts.Node): void => {
      if (ts.isVariableDeclaration(n) && n.initializer !== undefined && ts.isIdentifier(n.name) && namesTestData(textOf(n.name))) found.push(n.initializer);
      else ts.forEachChild(n, visit);
    };
    visit(sf);
    tablesOf.set(sf, (tables = found));
  }
  return tables;
}
