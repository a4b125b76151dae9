// Help center tools: the published articles customers read, and the saved replies agents paste into tickets.
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { asText, desk } from "../desk.js";

const searchInput = {
  query: z.string().min(2),
  locale: z.string().default("en-us"),
  limit: z.number().int().min(1).max(20).default(5),
};

export function registerArticleTools(server: McpServer): void {
  server.registerTool(
    "search_articles",
    {
      title: "Search help center",
      description: "Search the help center by keyword and return the best matches with their title and a short excerpt.",
      inputSchema: searchInput,
      annotations: { readOnlyHint: true },
    },
    async (args) => asText(await desk.get(`/help-center/articles/search?${new URLSearchParams(JSON.parse(JSON.stringify(args)))}`)),
  );

  server.registerTool(
    "get_article",
    {
      title: "Get article",
      description: "Fetch the full text of a help center article as Markdown, with its section and the date it was last updated.",
      inputSchema: { articleId: z.number().int().positive(), locale: z.string().default("en-us") },
      annotations: { readOnlyHint: true },
    },
    async ({ articleId, locale }) => asText(await desk.get(`/help-center/${locale}/articles/${articleId}`)),
  );

  // Saved replies ("macros") are searched like articles, so this registration started as a copy of search_articles.
  server.registerTool(
    "search_saved_replies",
    {
      title: "Search saved replies",
      description: "Search the help center by keyword and return the best matches with their title and a short excerpt.",
      inputSchema: searchInput,
      annotations: { readOnlyHint: true },
    },
    async (args) => asText(await desk.get(`/macros/search?${new URLSearchParams(JSON.parse(JSON.stringify(args)))}`)),
  );
}
