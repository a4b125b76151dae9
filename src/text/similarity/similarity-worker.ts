// A worker of similarGroups: probes its share of a shared join index and posts the pairs it found (as three typed
// columns), then raises its flag (1: answered, 2: failed or gave up) so the waiting thread wakes up. Past `limit`
// pairs it gives up rather than fill its memory; the waiting thread then probes that share itself. See
// probeInParallel in similarity.ts.
import { type MessagePort, workerData } from "node:worker_threads";
import { probeJoinIndex, type JoinIndex } from "./similarity-index.js";
import type { WorkerPairs } from "./similarity.js";

const { index, part, parts, port, done, slot, limit } = workerData as {
  index: JoinIndex;
  part: number;
  parts: number;
  port: MessagePort;
  done: SharedArrayBuffer;
  slot: number;
  limit: number;
};
const flags = new Int32Array(done);

/** Thrown out of the probe when the pairs pass `limit`. */
class TooManyPairs extends Error {}

try {
  let capacity = 1024;
  const pairs = { x: new Int32Array(capacity), y: new Int32Array(capacity), score: new Float64Array(capacity), count: 0 } satisfies WorkerPairs;
  probeJoinIndex(index, part, parts, (x, y, score) => {
    if (pairs.count === capacity) {
      if (capacity >= limit) throw new TooManyPairs();
      capacity = Math.min(limit, capacity * 2);
      pairs.x = grown(pairs.x, new Int32Array(capacity));
      pairs.y = grown(pairs.y, new Int32Array(capacity));
      pairs.score = grown(pairs.score, new Float64Array(capacity));
    }
    pairs.x[pairs.count] = x;
    pairs.y[pairs.count] = y;
    pairs.score[pairs.count++] = score;
  });
  port.postMessage(pairs, [pairs.x.buffer, pairs.y.buffer, pairs.score.buffer]);
  Atomics.store(flags, slot, 1);
} catch {
  Atomics.store(flags, slot, 2);
}
Atomics.notify(flags, slot);

function grown<T extends Int32Array | Float64Array>(from: T, to: T): T {
  to.set(from);
  return to;
}
