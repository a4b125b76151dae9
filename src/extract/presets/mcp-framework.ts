// mcp-framework: `class GetProject extends MCPTool { name = "get_project"; description = "…"; schema = … }`, the
// base imported from "mcp-framework"; the class's field initializers are the tool's fields.
import { NAME_AND_DESCRIPTION } from "./fields.js";
import type { Preset } from "./types.js";

export const mcpFramework: Preset = {
  name: "mcp-framework",
  packages: ["mcp-framework"],
  matchers: [{ type: "action", extends: ["MCPTool"], fields: NAME_AND_DESCRIPTION }],
};
