// The presets: which calls, objects, decorators or class fields declare actions, features and entities for each
// framework, and which properties hold each field. They are plain data in one matcher model (types.ts), which the
// custom matchers of a config use too. `auto` picks presets per package from package.json dependencies and imports
// (preset-detect.ts); matchers.ts turns the chosen matchers into lookup tables for the walk. Each shape is the one
// the framework's own source and examples write; a field the framework does not have (a kind, an approval flag) is
// not invented, so those actions are `unknown`.
//
// Adding a framework:
//   1. One file in this folder named as the preset (`my-framework.ts`), exporting its Preset under the camel-cased
//      name (`export const myFramework: Preset = { name: "my-framework", packages: [...], matchers: [...] }`), with
//      a header comment saying which of the framework's declaration forms it reads. Field maps several presets share
//      are in fields.ts; a map only this preset uses stays in its file.
//   2. One import and one line in PRESETS below. The order of PRESETS is the order presets are listed and tried in
//      (a config's enum, the presets a file's text picks): add a new framework at the end.
//   3. A table test in test/presets/ (test/presets/<framework>.test.ts): the declaration forms it must read, with
//      their names and texts, and the near misses it must leave alone. test/extract/presets-registry.test.ts checks
//      that every file here is registered under its own name.
import type { Preset } from "./types.js";
import { activepieces } from "./activepieces.js";
import { anthropic } from "./anthropic.js";
import { assistantUi } from "./assistant-ui.js";
import { claudeAgentSdk } from "./claude-agent-sdk.js";
import { copilotkit } from "./copilotkit.js";
import { decorators } from "./decorators.js";
import { fastmcp } from "./fastmcp.js";
import { genkit } from "./genkit.js";
import { googleGenai } from "./google-genai.js";
import { inngestAgentKit } from "./inngest-agent-kit.js";
import { kumiko } from "./kumiko.js";
import { langchain } from "./langchain.js";
import { llamaindex } from "./llamaindex.js";
import { mastra } from "./mastra.js";
import { mcp } from "./mcp.js";
import { mcpFramework } from "./mcp-framework.js";
import { mcpUse } from "./mcp-use.js";
import { modules } from "./modules.js";
import { n8n } from "./n8n.js";
import { openai } from "./openai.js";
import { openclaw } from "./openclaw.js";
import { pi } from "./pi.js";
import { pipedream } from "./pipedream.js";
import { toolception } from "./toolception.js";
import { toolShapes } from "./tool-shapes.js";
import { tmcp } from "./tmcp.js";
import { mcpLite } from "./mcp-lite.js";
import { bedrock } from "./bedrock.js";
import { googleAdk } from "./google-adk.js";
import { tanstackAi } from "./tanstack-ai.js";
import { strands } from "./strands.js";
import { convexAgent } from "./convex-agent.js";
import { beeai } from "./beeai.js";
import { stripeAgentToolkit } from "./stripe-agent-toolkit.js";
import { vapi } from "./vapi.js";
import { vercelAi } from "./vercel-ai.js";
import { voltagent } from "./voltagent.js";
import { xmcp } from "./xmcp.js";

export const PRESETS: Record<string, Preset> = {
  kumiko,
  mcp,
  "vercel-ai": vercelAi,
  openai,
  anthropic,
  activepieces,
  pipedream,
  langchain,
  n8n,
  decorators,
  genkit,
  mastra,
  llamaindex,
  copilotkit,
  fastmcp,
  voltagent,
  "inngest-agent-kit": inngestAgentKit,
  "google-genai": googleGenai,
  "mcp-use": mcpUse,
  "mcp-framework": mcpFramework,
  xmcp,
  "claude-agent-sdk": claudeAgentSdk,
  "assistant-ui": assistantUi,
  toolception,
  pi,
  openclaw,
  tmcp,
  "mcp-lite": mcpLite,
  bedrock,
  "google-adk": googleAdk,
  "tanstack-ai": tanstackAi,
  strands,
  "convex-agent": convexAgent,
  beeai,
  "stripe-agent-toolkit": stripeAgentToolkit,
  vapi,
  modules,
  "tool-shapes": toolShapes,
};

/** Tags and functions that only re-indent or join lines of their text argument: the text is kept as it is. */
export const COMMON_PASS_THROUGH = ["dedent", "stripIndent", "stripIndents", "outdent", "oneLine", "oneLineTrim", "codeBlock"];

/** The preset `auto` falls back to when nothing picks another: the framework of the posts. */
export const DEFAULT_PRESET = "kumiko";
