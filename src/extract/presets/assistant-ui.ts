// assistant-ui's frontend tools: `makeAssistantTool({ toolName, description, parameters, execute })` and the hook
// `useAssistantTool({ … })` from "@assistant-ui/react" (the tools of one page or app file); `toolName` names the tool.
// `type: "backend"` registers only how a tool the server declares is shown (its `render`): no declaration here.
import type { Preset } from "./types.js";

export const assistantUi: Preset = {
  name: "assistant-ui",
  group: "file",
  packages: ["@assistant-ui/"],
  matchers: [
    { type: "action", callee: "makeAssistantTool", from: ["@assistant-ui/"], fields: { name: "toolName", description: "description" }, unless: { type: ["backend"] } },
    { type: "action", callee: "useAssistantTool", from: ["@assistant-ui/"], fields: { name: "toolName", description: "description" }, unless: { type: ["backend"] } },
  ],
};
