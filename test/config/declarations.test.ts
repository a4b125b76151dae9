// The `declarations` key (docs/design.md#presets): custom matchers in the model of the presets. Bad configs with the
// exact message and the 1-based line and column it points at; good ones with the exact Matcher each yields; and one
// project linted end to end through the CLI with custom matchers for calls and for classes.

import { afterAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/config/index.js";
import { PRESETS } from "../../src/extract/presets/index.js";
import type { Matcher } from "../../src/extract/presets/types.js";
import { at, brief, parseJson, project, run } from "../cli/run.js";
import { RULES, removeProject, tempProject } from "../fixtures/config/project.js";

const dirs: string[] = [];
afterAll(() => dirs.forEach(removeProject));

function load(file: string, text: string) {
  const dir = tempProject({ [file]: text });
  dirs.push(dir);
  return loadConfig({ cwd: dir, rules: RULES });
}

/** A YAML config whose only key is `declarations`, one matcher per string (each a block of `key: value` lines). */
const yaml = (...matchers: string[]) =>
  "declarations:\n" + matchers.map((m) => m.trim().split("\n").map((line, i) => (i === 0 ? "  - " : "    ") + line).join("\n") + "\n").join("");

interface BadRow {
  name: string;
  file?: string;
  text: string;
  message: string;
  line: number;
  column: number;
}

const VALID_KEYS = "type, form, callee, new, object, typed, extends, member, from, argument, positional, fields, unless, needs";
const FIELDS = "fields: { description: summary }";

const bad: BadRow[] = [
  // ---- the list and its items ----
  {
    name: "declarations is an object",
    text: "declarations: { type: action }\n",
    message: "declarations must be a list of custom matchers (objects), got an object",
    line: 1,
    column: 15,
  },
  {
    name: "an item is a string",
    text: "declarations:\n  - registerTool\n",
    message: 'declarations[0] must be an object (a custom matcher), got the string "registerTool"',
    line: 2,
    column: 5,
  },
  // ---- keys of a matcher ----
  {
    name: "typo'd callee",
    text: yaml(`type: action\ncalee: registerCommand\n${FIELDS}`),
    message: 'unknown key "calee" in declarations[0] (did you mean "callee"?)',
    line: 3,
    column: 5,
  },
  {
    name: "unknown key, nothing close, in the second matcher",
    text: yaml(`type: action\ncallee: a\n${FIELDS}`, `type: action\ncallee: b\nbanana: 1\n${FIELDS}`),
    message: `unknown key "banana" in declarations[1]; valid keys: ${VALID_KEYS}`,
    line: 7,
    column: 5,
  },
  {
    name: "a field path beside the matcher instead of under fields",
    text: yaml(`type: action\ncallee: registerCommand\ndescription: summary\n${FIELDS}`),
    message: 'unknown key "description" in declarations[0]; property paths go under "fields" (fields: { description: … })',
    line: 4,
    column: 5,
  },
  {
    name: "kind: action for type: action",
    text: yaml(`kind: action\ncallee: registerCommand\n${FIELDS}`),
    message: `unknown key "kind" in declarations[0]; write "type: action" (fields.kind is where an action's read/write kind is)`,
    line: 2,
    column: 5,
  },
  // ---- type ----
  {
    name: "no type",
    text: yaml(`callee: registerCommand\n${FIELDS}`),
    message: 'declarations[0] has no "type"; add type: action, feature, entity, trigger or module',
    line: 2,
    column: 5,
  },
  {
    name: "typo'd type",
    text: yaml(`type: actions\ncallee: registerCommand\n${FIELDS}`),
    message: 'declarations[0].type must be action, feature, entity, trigger or module, got the string "actions" (did you mean "action"?)',
    line: 2,
    column: 11,
  },
  {
    name: "type left empty, reported at its key",
    text: yaml(`type:\ncallee: registerCommand\n${FIELDS}`),
    message: "declarations[0].type must be action, feature, entity, trigger or module, got an empty value",
    line: 2,
    column: 5,
  },
  {
    name: "a form for a matcher that does not declare modules",
    text: yaml(`type: action\nform: toolset\ncallee: registerCommand\n${FIELDS}`),
    message: "declarations[0].form applies only to type module; this matcher has type action",
    line: 3,
    column: 5,
  },
  {
    name: "an unknown module form",
    text: yaml(`type: module\nform: skills\ncallee: defineModule\n${FIELDS}`),
    message: 'declarations[0].form must be one of module, skill, namespace, toolset, got "skills" (did you mean "skill"?)',
    line: 3,
    column: 11,
  },
  // ---- what is matched ----
  {
    name: "nothing to match",
    text: yaml(`type: action\nmember: true\n${FIELDS}`),
    message: "declarations[0] has nothing to match; add one of callee, new, object, typed, extends",
    line: 2,
    column: 5,
  },
  {
    name: "two shapes at once, reported at the second",
    text: yaml(`type: action\ncallee: registerCommand\nnew: Command\n${FIELDS}`),
    message: 'declarations[0] has both "callee" and "new"; a matcher matches one shape, keep one of them',
    line: 4,
    column: 5,
  },
  {
    name: "a member expression as callee",
    text: yaml(`type: action\ncallee: server.registerTool\n${FIELDS}`),
    message: 'declarations[0].callee must be a plain name such as "registerTool", got the string "server.registerTool"; write "registerTool"',
    line: 3,
    column: 13,
  },
  {
    name: "a decorator written with @",
    text: yaml(`type: action\ncallee: "@Tool"\n${FIELDS}`),
    message: 'declarations[0].callee must be a plain name such as "registerTool", got the string "@Tool"; write "Tool"',
    line: 3,
    column: 13,
  },
  {
    name: "new written with new and parentheses",
    text: yaml(`type: action\nnew: new langchain.DynamicTool()\n${FIELDS}`),
    message:
      'declarations[0].new must be a plain name such as "DynamicTool", got the string "new langchain.Dynam…"; write "DynamicTool"',
    line: 3,
    column: 10,
  },
  {
    name: "callee is a number",
    text: yaml(`type: action\ncallee: 3\n${FIELDS}`),
    message: 'declarations[0].callee must be a name such as "registerTool", got the number 3',
    line: 3,
    column: 13,
  },
  {
    name: "typed left empty",
    text: yaml(`type: feature\ntyped:\n${FIELDS}`),
    message: 'declarations[0].typed must be a name such as "ToolDefinition", got an empty value',
    line: 3,
    column: 5,
  },
  {
    name: "extends an empty list",
    text: yaml(`type: action\nextends: []\n${FIELDS}`),
    message: "declarations[0].extends must list at least one class name",
    line: 3,
    column: 14,
  },
  {
    name: "extends a number among names",
    text: yaml(`type: action\nextends: [BaseCommand, 3]\n${FIELDS}`),
    message: 'declarations[0].extends[1] must be a name such as "StructuredTool", got the number 3',
    line: 3,
    column: 28,
  },
  {
    name: "extends an object",
    text: yaml(`type: action\nextends: { BaseCommand: true }\n${FIELDS}`),
    message: "declarations[0].extends must be a class name or a list of class names, got an object",
    line: 3,
    column: 14,
  },
  // ---- object ----
  {
    name: "object without where or has",
    text: yaml(`type: action\nobject: { inProperty: true }\n${FIELDS}`),
    message:
      'declarations[0].object needs "where" or "has" with at least one key; without them it would match every object literal',
    line: 3,
    column: 13,
  },
  {
    name: "object with an empty has",
    text: yaml(`type: action\nobject:\n  has: []\n${FIELDS}`),
    message:
      'declarations[0].object needs "where" or "has" with at least one key; without them it would match every object literal',
    line: 4,
    column: 7,
  },
  {
    name: "typo'd object key",
    text: yaml(`type: action\nobject: { hass: [name, inputSchema] }\n${FIELDS}`),
    message: 'unknown key "hass" in declarations[0].object (did you mean "has"?)',
    line: 3,
    column: 15,
  },
  {
    name: "object is a string",
    text: yaml(`type: action\nobject: tool\n${FIELDS}`),
    message: 'declarations[0].object must be an object with where and/or has, got the string "tool"',
    line: 3,
    column: 13,
  },
  {
    name: "a where value that is a list",
    text: yaml(`type: action\nobject: { where: { type: [function, tool] } }\n${FIELDS}`),
    message: "declarations[0].object.where.type must be a string, number, true, false or null, got a list",
    line: 3,
    column: 30,
  },
  {
    name: "a where value left empty",
    text: yaml(`type: action\nobject:\n  where:\n    type:\n${FIELDS}`),
    message: "declarations[0].object.where.type must be a string, number, true, false or null, got an empty value",
    line: 5,
    column: 9,
  },
  {
    name: "inProperty: yes",
    text: yaml(`type: action\nobject: { has: [parameters], inProperty: yes }\n${FIELDS}`),
    message: 'declarations[0].object.inProperty must be true or false, got the string "yes"',
    line: 3,
    column: 46,
  },
  // ---- refinements of calls ----
  {
    name: "negative argument",
    text: yaml(`type: action\ncallee: registerCommand\nargument: -1\n${FIELDS}`),
    message: "declarations[0].argument must be an argument index (0 for the first argument), got the number -1",
    line: 4,
    column: 15,
  },
  {
    name: "fractional argument",
    text: yaml(`type: action\ncallee: registerCommand\nargument: 1.5\n${FIELDS}`),
    message: "declarations[0].argument must be an argument index (0 for the first argument), got the number 1.5",
    line: 4,
    column: 15,
  },
  {
    name: "argument on an object matcher",
    text: yaml(`type: action\nobject: { has: [name, inputSchema] }\nargument: 1\n${FIELDS}`),
    message: 'declarations[0].argument applies only to callee and new matchers; this one has "object"',
    line: 4,
    column: 5,
  },
  {
    name: "positional on a class matcher",
    text: yaml(`type: action\nextends: BaseCommand\npositional: { name: 0 }\n${FIELDS}`),
    message: 'declarations[0].positional applies only to callee and new matchers; this one has "extends"',
    line: 4,
    column: 5,
  },
  {
    name: "member on a typed matcher",
    text: yaml(`type: action\ntyped: ToolDefinition\nmember: true\n${FIELDS}`),
    message: 'declarations[0].member applies only to callee and new matchers; this one has "typed"',
    line: 4,
    column: 5,
  },
  {
    name: "unknown positional field",
    text: yaml(`type: action\ncallee: tool\npositional: { name: 0, title: 2 }\n${FIELDS}`),
    message: 'unknown key "title" in declarations[0].positional; valid keys: name, description, label',
    line: 4,
    column: 28,
  },
  {
    name: "positional index as a string",
    text: yaml(`type: action\ncallee: tool\npositional:\n  description: "1"\n${FIELDS}`),
    message: 'declarations[0].positional.description must be an argument index (0 for the first argument), got the string "1"',
    line: 5,
    column: 20,
  },
  {
    name: "positional is a number",
    text: yaml(`type: action\ncallee: tool\npositional: 1\n${FIELDS}`),
    message: "declarations[0].positional must be an object of argument indexes (name, description, label), got the number 1",
    line: 4,
    column: 17,
  },
  {
    name: "member: yes",
    text: yaml(`type: action\ncallee: tool\nmember: yes\n${FIELDS}`),
    message: 'declarations[0].member must be true or false, got the string "yes"',
    line: 4,
    column: 13,
  },
  {
    name: "from is a number",
    text: yaml(`type: action\ncallee: tool\nfrom: 3\n${FIELDS}`),
    message: "declarations[0].from must be a module name or a list of module names, got the number 3",
    line: 4,
    column: 11,
  },
  {
    name: "from an empty list",
    text: yaml(`type: action\ncallee: tool\nfrom: []\n${FIELDS}`),
    message: "declarations[0].from must list at least one module name",
    line: 4,
    column: 11,
  },
  // ---- fields ----
  {
    name: "no fields",
    text: yaml("type: action\ncallee: registerCommand"),
    message: 'declarations[0] has no "fields"; add at least fields: { description: <property path> }',
    line: 2,
    column: 5,
  },
  {
    name: "fields is a string",
    text: yaml("type: action\ncallee: registerCommand\nfields: summary"),
    message:
      'declarations[0].fields must be an object of property paths (name, description, label, kind, approval, deferred, roles, feature, entity, instructions, tools), got the string "summary"',
    line: 4,
    column: 13,
  },
  {
    name: "fields without description",
    text: yaml("type: action\ncallee: registerCommand\nfields:\n  name: id"),
    message: 'declarations[0].fields has no "description"; add the path of the property that holds the text, e.g. description: summary',
    line: 5,
    column: 7,
  },
  {
    name: "typo'd description",
    text: yaml("type: action\ncallee: registerCommand\nfields: { name: id, descripton: summary }"),
    message: 'unknown key "descripton" in declarations[0].fields (did you mean "description"?)',
    line: 4,
    column: 25,
  },
  {
    name: "unknown field, nothing close",
    text: yaml("type: action\ncallee: registerCommand\nfields: { description: summary, schema: input }"),
    message:
      'unknown key "schema" in declarations[0].fields; valid keys: name, description, label, kind, approval, deferred, roles, feature, entity, instructions, tools',
    line: 4,
    column: 37,
  },
  {
    name: "description left empty",
    text: yaml("type: action\ncallee: registerCommand\nfields:\n  description:"),
    message: "declarations[0].fields.description must be a property path or a list of them, got an empty value",
    line: 5,
    column: 7,
  },
  {
    name: "description with an empty path segment",
    text: yaml("type: action\ncallee: registerCommand\nfields: { description: meta..summary }"),
    message: 'declarations[0].fields.description must be a property path such as "function.name", got the string "meta..summary"',
    line: 4,
    column: 28,
  },
  {
    name: "description an empty list",
    text: yaml("type: action\ncallee: registerCommand\nfields: { description: [] }"),
    message: "declarations[0].fields.description must list at least one property path",
    line: 4,
    column: 28,
  },
  {
    name: "description a number",
    text: yaml("type: action\ncallee: registerCommand\nfields: { description: 1 }"),
    message: "declarations[0].fields.description must be a property path or a list of them, got the number 1",
    line: 4,
    column: 28,
  },
  {
    name: "a name path list with a number",
    text: yaml("type: action\ncallee: registerCommand\nfields: { description: summary, name: [id, 3] }"),
    message: "declarations[0].fields.name[1] must be a property path, got the number 3",
    line: 4,
    column: 48,
  },
  {
    name: "kind is true",
    text: yaml("type: action\ncallee: registerCommand\nfields: { description: summary, kind: true }"),
    message: "declarations[0].fields.kind must be a property path or a list of { field, write, read } rules, got true",
    line: 4,
    column: 43,
  },
  {
    name: "a kind rule written as a string",
    text: yaml("type: action\ncallee: registerCommand\nfields: { description: summary, kind: [destructive] }"),
    message:
      'declarations[0].fields.kind[0] must be an object { field, write, read } (the action is "write" or "read" when field has one of their values), got the string "destructive"',
    line: 4,
    column: 44,
  },
  {
    name: "a kind rule with neither write nor read",
    text: yaml("type: action\ncallee: registerCommand\nfields:\n  description: summary\n  kind:\n    - field: destructive"),
    message: 'declarations[0].fields.kind[0] has neither "write" nor "read"; add the values that mean write or read, e.g. write: [true]',
    line: 7,
    column: 11,
  },
  {
    name: "a kind rule without field",
    text: yaml("type: action\ncallee: registerCommand\nfields:\n  description: summary\n  kind:\n    - write: [true]"),
    message: 'declarations[0].fields.kind[0] has no "field"; add the path of the property to test',
    line: 7,
    column: 11,
  },
  {
    name: "a kind rule whose field is a number",
    text: yaml("type: action\ncallee: registerCommand\nfields: { description: summary, kind: [{ field: 3, write: [true] }] }"),
    message: "declarations[0].fields.kind[0].field must be a property path, got the number 3",
    line: 4,
    column: 53,
  },
  {
    name: "a kind rule with write left empty",
    text: yaml("type: action\ncallee: registerCommand\nfields:\n  description: summary\n  kind:\n    - field: destructive\n      write:"),
    message: "declarations[0].fields.kind[0].write must be a string, number, true, false or null, got an empty value",
    line: 8,
    column: 11,
  },
  {
    name: "a typo'd kind rule key",
    text: yaml("type: action\ncallee: registerCommand\nfields: { description: summary, kind: [{ field: readOnly, wirte: [false] }] }"),
    message: 'unknown key "wirte" in declarations[0].fields.kind[0] (did you mean "write"?)',
    line: 4,
    column: 63,
  },
  {
    name: "a kind rule with a list among its values",
    text: yaml("type: action\ncallee: registerCommand\nfields: { description: summary, kind: [{ field: mode, write: [edit, [delete]] }] }"),
    message: "declarations[0].fields.kind[0].write[1] must be a string, number, true, false or null, got a list",
    line: 4,
    column: 73,
  },
  // ---- needs ----
  {
    name: "needs written as an object",
    text: yaml(`type: action\ncallee: useCopilotAction\nneeds: { handler: true }\n${FIELDS}`),
    message: "declarations[0].needs must be a property path or a list of them, got an object",
    line: 4,
    column: 12,
  },
  {
    name: "a needs path that is not a property path",
    text: yaml(`type: action\ncallee: useCopilotAction\nneeds: [handler, "render..wait"]\n${FIELDS}`),
    message: 'declarations[0].needs must be a property path such as "function.name", got the string "render..wait"',
    line: 4,
    column: 22,
  },
  {
    name: "inArray: yes",
    text: yaml(`type: action\nobject: { has: [name], inArray: yes }\n${FIELDS}`),
    message: 'declarations[0].object.inArray must be true or false, got the string "yes"',
    line: 3,
    column: 37,
  },
  // ---- unless ----
  {
    name: "unless written as a single value",
    text: yaml(`type: action\ncallee: useCopilotAction\nunless: disabled\n${FIELDS}`),
    message: 'declarations[0].unless must be an object of property paths and the values that leave a match out, got the string "disabled"',
    line: 4,
    column: 13,
  },
  {
    name: "an unless value with a list among its values",
    text: yaml(`type: action\ncallee: useCopilotAction\nunless: { available: [disabled, [frontend]] }\n${FIELDS}`),
    message: "declarations[0].unless.available[1] must be a string, number, true, false or null, got a list",
    line: 4,
    column: 37,
  },
  {
    name: "an unless value left empty",
    text: yaml(`type: action\ncallee: useCopilotAction\nunless:\n  available:\n${FIELDS}`),
    message: "declarations[0].unless.available must be a string, number, true, false or null, got an empty value",
    line: 5,
    column: 7,
  },
  {
    name: "an unless key that is not a property path",
    text: yaml(`type: action\ncallee: useCopilotAction\nunless: { "meta..available": disabled }\n${FIELDS}`),
    message: 'declarations[0].unless key must be a property path such as "function.name", got the string "meta..available"',
    line: 4,
    column: 15,
  },
  // ---- JSON and package.json ----
  {
    name: "JSON: typo'd callee",
    file: ".summarylintrc.json",
    text: '{\n  "declarations": [\n    { "type": "action", "calee": "registerCommand", "fields": { "description": "summary" } }\n  ]\n}\n',
    message: 'unknown key "calee" in declarations[0] (did you mean "callee"?)',
    line: 3,
    column: 25,
  },
  {
    name: "JSON: argument as a string",
    file: ".summarylintrc.json",
    text:
      '{\n  "declarations": [\n    {\n      "type": "action",\n      "callee": "registerCommand",\n' +
      '      "argument": "1",\n      "fields": { "description": "summary" }\n    }\n  ]\n}\n',
    message: 'declarations[0].argument must be an argument index (0 for the first argument), got the string "1"',
    line: 6,
    column: 19,
  },
  {
    name: "JSON: fields without description",
    file: ".summarylintrc.json",
    text: '{\n\t"declarations": [\n\t\t{ "type": "entity", "typed": "EntitySpec", "fields": { "name": "id" } }\n\t]\n}\n',
    message: 'declarations[0].fields has no "description"; add the path of the property that holds the text, e.g. description: summary',
    line: 3,
    column: 56,
  },
  {
    name: "package.json: a where value that is an object",
    file: "package.json",
    text:
      '{\n  "name": "app",\n  "summarylint": {\n    "declarations": [\n' +
      '      { "type": "action", "object": { "where": { "type": { "is": "tool" } } }, "fields": { "description": "d" } }\n' +
      "    ]\n  }\n}\n",
    message: "declarations[0].object.where.type must be a string, number, true, false or null, got an object",
    line: 5,
    column: 58,
  },
];

describe("invalid declarations", () => {
  it.each(bad)("$name", (row) => {
    const file = row.file ?? ".summarylintrc.yaml";
    let caught: unknown;
    try {
      load(file, row.text);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const error = caught as ConfigError;
    expect({ reason: error.reason, line: error.line, column: error.column }).toEqual({
      reason: row.message,
      line: row.line,
      column: row.column,
    });
    expect(error.message).toBe(`${file}:${row.line}:${row.column}: ${row.message}`);
  });
});

interface GoodRow {
  name: string;
  file?: string;
  text: string;
  matchers: Matcher[];
}

const good: GoodRow[] = [
  {
    name: "a call whose object is the second argument",
    text: yaml("type: action\ncallee: registerCommand\nargument: 1\nfields: { name: id, description: summary }"),
    matchers: [{ type: "action", callee: "registerCommand", argument: 1, fields: { name: "id", description: "summary" } }],
  },
  {
    name: "MCP's registerTool written as config is the preset's own matcher",
    text: yaml(
      [
        "type: action",
        "callee: registerTool",
        "member: true",
        "argument: 1",
        "positional: { name: 0 }",
        "fields:",
        "  description: description",
        "  label: title",
        "  kind:",
        "    - { field: annotations.destructiveHint, write: [true] }",
        "    - { field: annotations.readOnlyHint, write: [false], read: [true] }",
      ].join("\n"),
    ),
    matchers: [PRESETS.mcp.matchers[0]],
  },
  {
    name: "LangChain's tool(fn, { … }) and its class matcher, with from and extends as lists",
    text: yaml(
      'type: action\ncallee: tool\nfrom: ["@langchain/", langchain]\nargument: 1\nfields: { name: name, description: [description, schema.description], deferred: extras.defer_loading }',
      "type: action\nextends: [Tool, StructuredTool, DynamicTool, DynamicStructuredTool]\nfields: { name: name, description: description }",
    ),
    matchers: [PRESETS.langchain.matchers[0], PRESETS.langchain.matchers[4]],
  },
  {
    name: "single strings stand for lists: from, extends and has",
    text: yaml(
      "type: action\nnew: Command\nfrom: commander\nfields: { description: summary }",
      "type: action\nextends: BaseCommand\nfields: { description: summary }",
      "type: feature\nobject: { has: summary }\nfields: { description: summary }",
    ),
    matchers: [
      { type: "action", new: "Command", from: ["commander"], fields: { description: "summary" } },
      { type: "action", extends: ["BaseCommand"], fields: { description: "summary" } },
      { type: "feature", object: { has: ["summary"] }, fields: { description: "summary" } },
    ],
  },
  {
    name: "object matchers: where with every kind of literal, inProperty",
    text: yaml(
      "type: action\nobject:\n  where: { type: tool, version: 2, enabled: true, deprecated: null }\n  has: [name]\nfields: { description: help }",
      "type: action\nobject: { has: [description, input], inProperty: true }\nfields: { description: description }",
    ),
    matchers: [
      {
        type: "action",
        object: { where: { type: "tool", version: 2, enabled: true, deprecated: null }, has: ["name"] },
        fields: { description: "help" },
      },
      { type: "action", object: { has: ["description", "input"], inProperty: true }, fields: { description: "description" } },
    ],
  },
  {
    name: "CopilotKit's useCopilotAction written as config is the preset's own matcher: unless with a list and a single value",
    text: yaml(
      'type: action\ncallee: useCopilotAction\nfrom: "@copilotkit/"\nfields: { name: name, description: description }\nunless: { available: [disabled, frontend], name: "*" }\nneeds: [handler, renderAndWaitForResponse, renderAndWait, available]',
    ),
    matchers: [PRESETS.copilotkit.matchers[0]],
  },
  {
    name: "needs: a single path stands for a list; needs left empty is left out; inArray",
    text: yaml(
      "type: action\ncallee: useAction\nfields: { description: help }\nneeds: meta.handler",
      "type: action\ncallee: other\nfields: { description: help }\nneeds:",
      "type: action\nobject: { has: [name, inputSchema], inArray: true }\nfields: { description: help }",
    ),
    matchers: [
      { type: "action", callee: "useAction", fields: { description: "help" }, needs: ["meta.handler"] },
      { type: "action", callee: "other", fields: { description: "help" } },
      { type: "action", object: { has: ["name", "inputSchema"], inArray: true }, fields: { description: "help" } },
    ],
  },
  {
    name: "unless: dotted paths and literals of every kind; unless left empty is left out",
    text: yaml(
      "type: action\ncallee: def\nfields: { description: help }\nunless: { meta.hidden: true, version: [0, null] }",
      "type: action\ncallee: other\nfields: { description: help }\nunless:",
    ),
    matchers: [
      { type: "action", callee: "def", fields: { description: "help" }, unless: { "meta.hidden": [true], version: [0, null] } },
      { type: "action", callee: "other", fields: { description: "help" } },
    ],
  },
  {
    name: "every field, with path lists and a kind path",
    text: yaml(
      [
        "type: action",
        "typed: CommandSpec",
        "fields:",
        "  name: [meta.id, id]",
        "  description: [help.short, help, description]",
        "  label: title",
        "  kind: access",
        "  approval: confirm",
        "  roles: meta.roles",
        "  feature: group",
        "  entity: resource",
      ].join("\n"),
    ),
    matchers: [
      {
        type: "action",
        typed: "CommandSpec",
        fields: {
          name: ["meta.id", "id"],
          description: ["help.short", "help", "description"],
          label: "title",
          kind: "access",
          approval: "confirm",
          roles: "meta.roles",
          feature: "group",
          entity: "resource",
        },
      },
    ],
  },
  {
    name: "positional fields, a decorator name, and empty optional keys left out",
    text: yaml(
      "type: action\ncallee: tool\nmember: true\npositional: { name: 0, description: 1, label: 2 }\nfields: { description: description }",
      "type: entity\ncallee: Entity\nmember:\nfrom:\nargument:\nfields:\n  description: doc\n  name:",
    ),
    matchers: [
      { type: "action", callee: "tool", member: true, positional: { name: 0, description: 1, label: 2 }, fields: { description: "description" } },
      { type: "entity", callee: "Entity", fields: { description: "doc" } },
    ],
  },
  {
    name: "JSON",
    file: ".summarylintrc.json",
    text: JSON.stringify(
      {
        declarations: [
          { type: "action", callee: "registerCommand", argument: 1, fields: { name: "id", description: "summary" } },
          { type: "feature", object: { where: { kind: "module" }, has: ["title"] }, fields: { name: "title", description: "summary" } },
          { type: "action", new: "Job", fields: { description: "summary", kind: [{ field: "mode", write: ["edit", "delete", 2] }] } },
        ],
      },
      null,
      2,
    ),
    matchers: [
      { type: "action", callee: "registerCommand", argument: 1, fields: { name: "id", description: "summary" } },
      { type: "feature", object: { where: { kind: "module" }, has: ["title"] }, fields: { name: "title", description: "summary" } },
      { type: "action", new: "Job", fields: { description: "summary", kind: [{ field: "mode", write: ["edit", "delete", 2] }] } },
    ],
  },
  {
    name: "a module declaration with its form, instructions and tools",
    text: yaml("type: module\nform: toolset\ncallee: defineToolset\nfields: { name: id, description: summary, instructions: prompt, tools: [tools, functions] }"),
    matchers: [{ type: "module", form: "toolset", callee: "defineToolset", fields: { name: "id", description: "summary", instructions: "prompt", tools: ["tools", "functions"] } }],
  },
  {
    name: "package.json",
    file: "package.json",
    text: JSON.stringify({ name: "app", summarylint: { declarations: [{ type: "entity", typed: "EntitySpec", fields: { description: "doc" } }] } }),
    matchers: [{ type: "entity", typed: "EntitySpec", fields: { description: "doc" } }],
  },
];

describe("valid declarations", () => {
  it.each(good)("$name", (row) => {
    const config = load(row.file ?? ".summarylintrc.yaml", row.text);
    expect(config.declarations).toStrictEqual(row.matchers);
  });
});

describe("custom matchers end to end", () => {
  const COMMANDS = `import { registerCommand, server } from "./registry";

registerCommand(server, { id: "deploy", summary: "Deploy the current branch to staging." });
registerCommand(server, { id: "rollback" });
`;
  const CLASSES = `import { BaseCommand } from "./registry";

export class PurgeCommand extends BaseCommand {
  id = "cache.purge";
  summary = "Purge the CDN cache.";
  destructive = true;
}

export class StatusCommand extends BaseCommand {
  id = "status";
}
`;
  const CONFIG = `declarations:
  - type: action
    callee: registerCommand
    argument: 1
    fields: { name: id, description: summary }
  - type: action
    extends: [BaseCommand]
    fields:
      name: id
      description: summary
      kind: [{ field: destructive, write: [true] }]
`;

  it("lints the declarations they find, at the exact positions", async () => {
    const dir = project({ ".summarylintrc.yaml": CONFIG, "src/commands.ts": COMMANDS, "src/classes.ts": CLASSES });

    const lint = await run(dir, ["-f", "json"]);
    expect(lint.code).toBe(1);
    const results = parseJson(lint.stdout).results.filter((r) => r.ruleId === "missing-description");
    expect(results.map(brief)).toEqual([
      { ruleId: "missing-description", messageId: "missing", file: "src/classes.ts", ...at(CLASSES, "export class StatusCommand"), subject: "action:status" },
      { ruleId: "missing-description", messageId: "missing", file: "src/commands.ts", ...at(COMMANDS, "registerCommand(server", 2), subject: "action:rollback" },
    ]);

    const directory = await run(dir, ["directory", "-f", "json"]);
    expect(directory.code).toBe(0);
    interface DirectoryJson {
      presets: { package: string; presets: string[] }[];
      directories: { role: string; actions: { name: string; kind: string; file: string; line: number; description: string | null }[] }[];
    }
    const json = parseJson<DirectoryJson>(directory.stdout);
    expect(json.presets).toEqual([{ package: ".", presets: ["custom", "kumiko"] }]);
    const actions = json.directories.flatMap((d) => d.actions).map(({ name, kind, file, line, description }) => ({ name, kind, file, line, description }));
    expect(actions).toEqual([
      { name: "cache.purge", kind: "write", file: "src/classes.ts", line: at(CLASSES, "export class Purge").line, description: "Purge the CDN cache." },
      { name: "deploy", kind: "unknown", file: "src/commands.ts", line: at(COMMANDS, "registerCommand(server").line, description: "Deploy the current branch to staging." },
      { name: "rollback", kind: "unknown", file: "src/commands.ts", line: at(COMMANDS, "registerCommand(server", 2).line, description: null },
      { name: "status", kind: "unknown", file: "src/classes.ts", line: at(CLASSES, "export class Status").line, description: null },
    ]);
  });

  it("stops at an invalid matcher with exit 2 and its position", async () => {
    const dir = project({
      ".summarylintrc.yaml": CONFIG.replace("    callee: registerCommand", "    calee: registerCommand"),
      "src/commands.ts": COMMANDS,
    });
    expect(await run(dir, [])).toEqual({
      code: 2,
      stdout: "",
      stderr: 'summarylint: .summarylintrc.yaml:3:5: unknown key "calee" in declarations[0] (did you mean "callee"?)\n',
    });
  });
});
