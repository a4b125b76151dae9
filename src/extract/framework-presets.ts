// Presets for TypeScript agent frameworks (DESIGN §5), in the matcher model of presets.ts, which spreads them
// into PRESETS. Each shape is the one the framework's own source and examples write; a field the framework
// does not have (a kind, an approval flag) is not invented, so those actions are `read` by default.
import type { FieldMap, Preset } from "./presets.js";

const NAME_AND_DESCRIPTION: FieldMap = { name: "name", description: "description" };

const GENKIT = ["genkit", "@genkit-ai/"];
const LLAMAINDEX = ["llamaindex", "@llamaindex/"];
/** The packages that export LlamaIndex's FunctionTool. */
const FUNCTION_TOOL = ["llamaindex", "@llamaindex/core"];
const COPILOTKIT = ["@copilotkit/"];

export const FRAMEWORK_PRESETS: Record<string, Preset> = {
  genkit: {
    name: "genkit",
    packages: GENKIT,
    matchers: [
      // Methods of the Genkit instance (`const ai = genkit({ … })`, a local, so not matched by import):
      // ai.defineTool({ name, description, inputSchema, outputSchema }, fn), ai.dynamicTool(config, fn), and
      // ai.defineInterrupt({ name, description, inputSchema }), a tool whose call pauses for the user's answer.
      { type: "action", callee: "defineTool", member: true, fields: NAME_AND_DESCRIPTION },
      { type: "action", callee: "dynamicTool", member: true, fields: NAME_AND_DESCRIPTION },
      { type: "action", callee: "defineInterrupt", member: true, fields: NAME_AND_DESCRIPTION },
      // Unregistered tools: tool(config, fn) from "genkit/beta", dynamicTool(config, fn) from "genkit".
      { type: "action", callee: "tool", from: GENKIT, fields: NAME_AND_DESCRIPTION },
      { type: "action", callee: "dynamicTool", from: GENKIT, fields: NAME_AND_DESCRIPTION },
    ],
  },
  mastra: {
    name: "mastra",
    packages: ["@mastra/"],
    matchers: [
      // createTool({ id, description, inputSchema, outputSchema, requireApproval, execute }): the name is `id`.
      {
        type: "action",
        callee: "createTool",
        from: ["@mastra/core"],
        fields: { name: "id", description: "description", approval: "requireApproval" },
      },
    ],
  },
  llamaindex: {
    name: "llamaindex",
    // One agent is given the tools of one call (tools: [...]), else of its file.
    group: "file",
    packages: LLAMAINDEX,
    matchers: [
      // tool(fn, { name, description, parameters }) and tool({ name, description, parameters, execute }): one
      // callee, the config at 1 when there are two arguments, else at 0.
      { type: "action", callee: "tool", from: LLAMAINDEX, argument: 1, fields: NAME_AND_DESCRIPTION },
      { type: "action", callee: "tool", from: LLAMAINDEX, fields: NAME_AND_DESCRIPTION },
      // FunctionTool.from(fn, config) and FunctionTool.from(config), the same function under its older name
      // (`tool` is `FunctionTool.from`). Matched as `X.from(…)` with X imported from "llamaindex" or
      // "@llamaindex/core", where FunctionTool is the only class with a static `from`; not from every
      // @llamaindex/* package: "@llamaindex/env" re-exports Node's `Readable` (`Readable.from(stream)`).
      { type: "action", callee: "from", member: true, from: FUNCTION_TOOL, argument: 1, fields: NAME_AND_DESCRIPTION },
      { type: "action", callee: "from", member: true, from: FUNCTION_TOOL, fields: NAME_AND_DESCRIPTION },
      { type: "action", new: "FunctionTool", from: FUNCTION_TOOL, argument: 1, fields: NAME_AND_DESCRIPTION },
    ],
  },
  copilotkit: {
    name: "copilotkit",
    // Frontend tools are registered by the components of one page or app file.
    group: "file",
    packages: COPILOTKIT,
    matchers: [
      // React hooks that give the agent a frontend action: useCopilotAction({ name, description, parameters,
      // handler }) (v1), useFrontendTool({ … }) and useHumanInTheLoop({ name, description, parameters, render })
      // (v2, "@copilotkit/react-core/v2").
      { type: "action", callee: "useCopilotAction", from: COPILOTKIT, fields: NAME_AND_DESCRIPTION },
      { type: "action", callee: "useFrontendTool", from: COPILOTKIT, fields: NAME_AND_DESCRIPTION },
      { type: "action", callee: "useHumanInTheLoop", from: COPILOTKIT, fields: NAME_AND_DESCRIPTION },
      // The same in Angular ("@copilotkit/angular"): registerFrontendTool({ … }), registerHumanInTheLoop({ … }).
      { type: "action", callee: "registerFrontendTool", from: COPILOTKIT, fields: NAME_AND_DESCRIPTION },
      { type: "action", callee: "registerHumanInTheLoop", from: COPILOTKIT, fields: NAME_AND_DESCRIPTION },
      // Server tools of the runtime's BuiltInAgent: defineTool({ name, description, parameters, execute }) from
      // "@copilotkit/runtime/v2".
      { type: "action", callee: "defineTool", from: COPILOTKIT, fields: NAME_AND_DESCRIPTION },
    ],
  },
};
