import { afterEach, describe, expect, it, vi } from "vitest";
import { figures } from "./figures.js";

describe("figures", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it("returns the lines as one text and prints nothing in a plain run", () => {
    vi.stubEnv("SUMMARYLINT_FIGURES", "");
    const write = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    expect(figures(["recall 100.0% (142/142)", "  missed: none"])).toBe("recall 100.0% (142/142)\n  missed: none");
    expect(write).not.toHaveBeenCalled();
  });

  it("prints the text on stderr with SUMMARYLINT_FIGURES=1", () => {
    vi.stubEnv("SUMMARYLINT_FIGURES", "1");
    const write = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    expect(figures(["recall 100.0% (142/142)"])).toBe("recall 100.0% (142/142)");
    expect(write.mock.calls).toEqual([["recall 100.0% (142/142)\n"]]);
  });
});
