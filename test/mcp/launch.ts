// Shared by test/mcp/*.test.ts: `summarylint mcp` of a freshly built copy of the package (test/helpers/built-cli.ts),
// as a child process in a project folder: through the MCP SDK's own client, or spoken to a line at a time.
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";

/** The command that starts the server: `node <launcher> mcp`. */
export function serverCommand(launcher: string, folder?: string): { command: string; args: string[] } {
  return { command: process.execPath, args: [launcher, "mcp", ...(folder === undefined ? [] : [folder])] };
}

/** The SDK's client, connected to a server started in `cwd`; `stderr()` is what the server logged so far. */
export async function connect(launcher: string, cwd: string, folder?: string): Promise<{ client: Client; stderr: () => string }> {
  const transport = new StdioClientTransport({ ...serverCommand(launcher, folder), cwd, stderr: "pipe" });
  let stderr = "";
  transport.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
  const client = new Client({ name: "summarylint-test", version: "1.0.0" });
  await client.connect(transport);
  return { client, stderr: () => stderr };
}

/** A server spoken to in raw lines: `send` writes a line, `next` waits for the next line of output, parsed. */
export interface RawServer {
  child: ChildProcessWithoutNullStreams;
  send(line: string): void;
  next(): Promise<unknown>;
  /** Close the input and wait for the process to end: its exit code, and everything it wrote. */
  end(): Promise<{ code: number | null; stdout: string; stderr: string }>;
}

export function rawServer(launcher: string, cwd: string, folder?: string): RawServer {
  const { command, args } = serverCommand(launcher, folder);
  const child = spawn(command, args, { cwd, stdio: ["pipe", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  let read = 0;
  const waiting: (() => void)[] = [];
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
    stdout += chunk;
    for (const wake of waiting.splice(0)) wake();
  });
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  const closed = new Promise<number | null>((resolve) => child.on("close", (code) => resolve(code)));
  return {
    child,
    send: (line) => child.stdin.write(`${line}\n`),
    async next() {
      for (;;) {
        const end = stdout.indexOf("\n", read);
        if (end !== -1) {
          const line = stdout.slice(read, end);
          read = end + 1;
          return JSON.parse(line) as unknown;
        }
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
    },
    async end() {
      child.stdin.end();
      const code = await closed;
      return { code, stdout, stderr };
    },
  };
}
