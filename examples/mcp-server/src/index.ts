#!/usr/bin/env node
// helpdesk-mcp: the support desk as an MCP server over stdio, for Claude Code, Cursor or any other MCP client.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { registerArticleTools } from "./tools/articles.js";
import { registerCustomerTools } from "./tools/customers.js";
import { registerTicketTools } from "./tools/tickets.js";

const server = new McpServer(
  { name: "helpdesk", version: "0.6.1" },
  { instructions: "Tools for the support desk: find and answer tickets, look up customers, search the help center." },
);

registerTicketTools(server);
registerCustomerTools(server);
registerArticleTools(server);

await server.connect(new StdioServerTransport());
