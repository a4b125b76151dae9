// CopilotKit: React hooks that give the agent a frontend tool (`useCopilotAction({ name, description, parameters,
// handler })` in v1; `useFrontendTool`, `useHumanInTheLoop` and `useComponent` in v2), their Angular counterparts
// (`registerFrontendTool`, `registerHumanInTheLoop`), and the runtime's server tools `defineTool({ … })`.
import { NAME_AND_DESCRIPTION } from "./fields.js";
import type { Preset } from "./types.js";

const COPILOTKIT = ["@copilotkit/"];

export const copilotkit: Preset = {
  name: "copilotkit",
  // Frontend tools are registered by the components of one page or app file.
  group: "file",
  packages: COPILOTKIT,
  matchers: [
    // React hooks that give the agent a frontend action: useCopilotAction({ name, description, parameters,
    // handler }) (v1), useFrontendTool({ … }) and useHumanInTheLoop({ name, description, parameters, render })
    // (v2, "@copilotkit/react-core/v2"). useCopilotAction with `available: "disabled"` or "frontend" only renders
    // a tool call of the agent's own (CopilotKit registers it with useRenderToolCall), and `name: "*"` renders
    // every tool call: neither is a tool the model can call.
    {
      type: "action",
      callee: "useCopilotAction",
      from: COPILOTKIT,
      fields: NAME_AND_DESCRIPTION,
      unless: { available: ["disabled", "frontend"], name: ["*"] },
      // One with only `render` draws the call of a backend tool of the same name: the agent's tool, not this one.
      // CopilotKit's getActionConfig makes a tool of one with a handler, a renderAndWait(ForResponse) (human in
      // the loop) or `available: "enabled" | "remote"` (the other values are left out by `unless`).
      needs: ["handler", "renderAndWaitForResponse", "renderAndWait", "available"],
    },
    { type: "action", callee: "useFrontendTool", from: COPILOTKIT, fields: NAME_AND_DESCRIPTION },
    { type: "action", callee: "useHumanInTheLoop", from: COPILOTKIT, fields: NAME_AND_DESCRIPTION },
    // useComponent({ name, description?, parameters, render }) (v2): a frontend tool that draws a component, whose
    // description CopilotKit writes itself (react-core/src/v2/hooks/use-component.tsx): its own sentence about the
    // component, then the declaration's description after a blank line when it has one.
    {
      type: "action",
      callee: "useComponent",
      from: COPILOTKIT,
      fields: NAME_AND_DESCRIPTION,
      frame: {
        prefix: 'Use this tool to display the "{name}" component in the chat. This tool renders a visual UI component for the user.',
        separator: "\n\n",
      },
    },
    // The same in Angular ("@copilotkit/angular"): registerFrontendTool({ … }), registerHumanInTheLoop({ … }).
    { type: "action", callee: "registerFrontendTool", from: COPILOTKIT, fields: NAME_AND_DESCRIPTION },
    { type: "action", callee: "registerHumanInTheLoop", from: COPILOTKIT, fields: NAME_AND_DESCRIPTION },
    // Server tools of the runtime's BuiltInAgent: defineTool({ name, description, parameters, execute }) from
    // "@copilotkit/runtime/v2".
    { type: "action", callee: "defineTool", from: COPILOTKIT, fields: NAME_AND_DESCRIPTION },
  ],
};
