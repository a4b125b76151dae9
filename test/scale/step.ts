// One step of `npm run scale`, in a process of its own so its peak memory is its own:
//   node --expose-gc dist/test/scale/step.js <dimension module> <dimension name> <n>
// prints {"ms": …, "mb": …} on stdout: the work's time, and the peak resident memory beyond what the process held
// before the input was built.
import { dimensionIn } from "./dimensions.js";

const [file, name, size] = process.argv.slice(2);
const dimension = await dimensionIn(file!, name!);
const before = process.memoryUsage().rss;
const step = await dimension.prepare(Number(size));
(globalThis as { gc?: () => void }).gc?.();
const start = performance.now();
await step.run();
const ms = performance.now() - start;
const peak = process.resourceUsage().maxRSS * 1024;
step.dispose?.();
process.stdout.write(JSON.stringify({ ms, mb: Math.max(0, peak - before) / (1024 * 1024) }) + "\n");
