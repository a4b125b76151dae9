// A worker thread of the extract stage: extracts the files it is sent and posts their facts back.
import { parentPort } from "node:worker_threads";
import { extractText, type WorkerRequest } from "./index.js";

parentPort?.once("message", (request: WorkerRequest) => {
  const facts = request.files.map(({ file, text }) => extractText(file, text, request.matchers, { aliases: request.aliases }));
  parentPort!.postMessage(facts);
});
