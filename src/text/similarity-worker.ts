// A worker of similarPairs: probes its share of a shared join index and posts the pairs it found, then raises
// its flag (1: answered, 2: failed) so the waiting thread wakes up. See probeInParallel in similarity.ts.
import { type MessagePort, workerData } from "node:worker_threads";
import { probeJoinIndex, type JoinIndex } from "./similarity.js";

const { index, part, parts, port, done, slot } = workerData as {
  index: JoinIndex;
  part: number;
  parts: number;
  port: MessagePort;
  done: SharedArrayBuffer;
  slot: number;
};
const flags = new Int32Array(done);
try {
  port.postMessage(probeJoinIndex(index, part, parts));
  Atomics.store(flags, slot, 1);
} catch {
  Atomics.store(flags, slot, 2);
}
Atomics.notify(flags, slot);
