// A thin client for the help desk's REST API. The token and the base URL come from the environment the MCP client
// starts the server with (`HELPDESK_URL`, `HELPDESK_TOKEN`).
const baseUrl = process.env.HELPDESK_URL ?? "https://desk.example.com/api/v2";
const token = process.env.HELPDESK_TOKEN ?? "";

export class DeskError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function call<T>(method: "GET" | "POST" | "PATCH" | "DELETE", path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new DeskError(response.status, `${method} ${path}: ${response.status} ${await response.text()}`);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

export const desk = {
  get: <T>(path: string) => call<T>("GET", path),
  post: <T>(path: string, body: unknown) => call<T>("POST", path, body),
  patch: <T>(path: string, body: unknown) => call<T>("PATCH", path, body),
  delete: (path: string) => call<void>("DELETE", path),
};

/** The tool result the SDK expects: the API's answer as pretty JSON text. */
export function asText(value: unknown) {
  return { content: [{ type: "text" as const, text: JSON.stringify(value, null, 2) }] };
}
