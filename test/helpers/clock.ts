// The clock moved ahead for the tests of a describe block: files a test writes are seconds old at most, so their
// stats have not settled (src/cache/key.ts, SETTLE_MS); with Date ahead they have. Only Date is faked, and it runs on.
import { afterEach, beforeEach, vi } from "vitest";

export function clockAhead(ms: number): void {
  beforeEach(() => {
    if (!ms) return;
    vi.useFakeTimers({ toFake: ["Date"], shouldAdvanceTime: true });
    vi.setSystemTime(Date.now() + ms);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
