// Stripe's agent toolkit ("@stripe/agent-toolkit"): a paid MCP tool of a Cloudflare agent, `agent.paidTool(name,
// description, paramsSchema, callback, { checkout, meterEvent, … })` on its `PaidMcpAgent` (`…/cloudflare`); name and
// description are positional, as in MCP's `server.tool`. Proven when the receiver is traced to the package (a parameter
// typed `PaidMcpAgent`, `this` in a method of a class extending it).
import type { Preset } from "./types.js";

export const stripeAgentToolkit: Preset = {
  name: "stripe-agent-toolkit",
  packages: ["@stripe/agent-toolkit"],
  matchers: [{ type: "action", callee: "paidTool", member: true, argument: 2, positional: { name: 0, description: 1 }, fields: { description: [] } }],
};
