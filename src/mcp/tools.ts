// The tools `summarylint mcp` offers, as MCP's Tool objects (what tools/list answers), and the check of the
// arguments a call gives them. Each description is one short sentence, as summarylint's own rules ask: the details
// are in the schema's property descriptions. Every tool only reads (the project's files, the rules' docs).

export interface McpTool {
  name: string;
  title: string;
  description: string;
  inputSchema: { type: "object"; properties: Record<string, ArgumentSchema>; additionalProperties: false };
  annotations: { title: string; readOnlyHint: true; destructiveHint: false; idempotentHint: true; openWorldHint: false };
}

type ArgumentSchema =
  | { type: "string"; description: string; enum?: string[] }
  | { type: "boolean"; description: string }
  | { type: "array"; items: { type: "string" }; description: string };

function readOnly(title: string): McpTool["annotations"] {
  return { title, readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false };
}

export const MCP_TOOLS: McpTool[] = [
  {
    name: "lint",
    title: "Lint tool descriptions",
    description: "Check the descriptions of the AI tools and actions this project defines, and list each problem found with its file, line, severity and rule.",
    inputSchema: {
      type: "object",
      properties: {
        paths: {
          type: "array",
          items: { type: "string" },
          description:
            "Files or folders to report on, relative to the server's working directory and inside it (default: the whole project). The whole project is still read, so that duplicates across files are found.",
        },
        verbose: { type: "boolean", description: "Also list the infos (suggestions); by default only errors and warnings are listed and infos are counted." },
      },
      additionalProperties: false,
    },
    annotations: readOnly("Lint tool descriptions"),
  },
  {
    name: "directory",
    title: "Show the tool directory",
    description: "Print the directory of tools as the model sees it: each tool's name and the summary line it is shown, per role.",
    inputSchema: {
      type: "object",
      properties: {
        role: { type: "string", description: "Only this role's directory (default: every role)." },
        format: { type: "string", enum: ["text", "json"], description: 'The output: "text" (default), or "json" with each tool\'s name, summary and location.' },
      },
      additionalProperties: false,
    },
    annotations: readOnly("Show the tool directory"),
  },
  {
    name: "explain_rule",
    title: "Explain a rule",
    description: "Return the documentation of one summarylint rule: what it flags, why, and examples of bad and good code.",
    inputSchema: {
      type: "object",
      properties: {
        rule: { type: "string", description: 'The rule id, as in the "[rule]" at the end of a problem line, e.g. "missing-description".' },
      },
      additionalProperties: false,
    },
    annotations: readOnly("Explain a rule"),
  },
];

/** A call's arguments that do not fit the tool's schema: the reason, for the tool's error result. */
export class ArgumentError extends Error {}

/**
 * The arguments of a call to `tool`, checked against its schema: an object, no property the schema does not name,
 * each of the type it says; `required` names those that must be given.
 */
export function checkArguments(tool: McpTool, args: unknown, required: string[] = []): Record<string, unknown> {
  if (args === undefined || args === null) args = {};
  if (typeof args !== "object" || Array.isArray(args)) throw new ArgumentError(`the arguments of ${tool.name} must be an object, not ${typeName(args)}`);
  const given = args as Record<string, unknown>;
  const names = Object.keys(tool.inputSchema.properties);
  for (const key of Object.keys(given)) {
    if (!names.includes(key)) throw new ArgumentError(`${tool.name} has no argument "${key}"; it takes ${names.map((n) => `"${n}"`).join(", ")}`);
  }
  for (const name of required) {
    if (given[name] === undefined) throw new ArgumentError(`${tool.name} needs the argument "${name}"`);
  }
  for (const [name, schema] of Object.entries(tool.inputSchema.properties)) {
    const value = given[name];
    if (value === undefined) continue;
    const problem = typeProblem(value, schema);
    if (problem !== undefined) throw new ArgumentError(`the argument "${name}" of ${tool.name} ${problem}`);
  }
  return given;
}

function typeProblem(value: unknown, schema: ArgumentSchema): string | undefined {
  if (schema.type === "array") {
    if (!Array.isArray(value)) return `must be a list of strings, not ${typeName(value)}`;
    const bad = value.find((item) => typeof item !== "string");
    return value.every((item) => typeof item === "string") ? undefined : `must hold strings only, not ${typeName(bad)}`;
  }
  if (typeof value !== schema.type) return `must be a ${schema.type}, not ${typeName(value)}`;
  if (schema.type === "string" && schema.enum && !schema.enum.includes(value as string)) {
    return `must be one of ${schema.enum.map((v) => `"${v}"`).join(", ")}, not ${JSON.stringify(value)}`;
  }
  return undefined;
}

function typeName(value: unknown): string {
  if (value === null || value === undefined) return String(value);
  if (Array.isArray(value)) return "a list";
  return typeof value === "object" ? "an object" : `the ${typeof value} ${JSON.stringify(value)}`;
}
