import { describe, expect, it } from "vitest";
import { secondsLeft, timeLeftText } from "./extraction-estimate";
import { extractionProgressShare } from "./extraction-progress";

describe("the time an extraction has left", () => {
  it("says nothing until the job has run 2 s and moved 5% since its first progress", () => {
    const start = { atMs: 10_000, share: 0.1 };
    expect(secondsLeft(null, 0.5, 20_000)).toBeNull();
    expect(secondsLeft(start, 0.5, 11_999)).toBeNull();
    expect(secondsLeft(start, 0.14, 20_000)).toBeNull();
  });

  it("divides what is left by the pace kept so far: 40% in 8 s leaves 50% for 10 s", () => {
    // From 10% at t=10 s to 50% at t=18 s: 5% a second; the remaining 50% takes 10 s.
    expect(secondsLeft({ atMs: 10_000, share: 0.1 }, 0.5, 18_000)).toBeCloseTo(10);
  });

  it("is gone once the job is done", () => {
    expect(secondsLeft({ atMs: 0, share: 0 }, 1, 60_000)).toBeNull();
  });

  it("is written rounded, so it does not flicker with each poll", () => {
    expect(timeLeftText(null)).toBeNull();
    expect(timeLeftText(4)).toBe("A few seconds left");
    expect(timeLeftText(22)).toBe("About 20 seconds left");
    expect(timeLeftText(23)).toBe("About 25 seconds left");
    expect(timeLeftText(58)).toBe("About a minute left");
    expect(timeLeftText(100)).toBe("About 2 minutes left");
    expect(timeLeftText(Infinity)).toBeNull();
  });
});

describe("the share done, weighted by the files' sizes", () => {
  const job = (file: number, page: number | null, pages: number | null) => ({
    status: "running" as const,
    progress: { file, files: 2, fileName: "x", page, pages, stage: "reading" as const },
  });

  it("counts a small first file done as its share of the bytes, not half the work", () => {
    // 100 KB done of 100 KB + 900 KB.
    expect(extractionProgressShare(job(2, null, null), [100_000, 900_000])).toBeCloseTo(0.1);
    // Half of the large file's 4 pages read as well: 0.1 + 0.9 x 2/4.
    expect(extractionProgressShare(job(2, 3, 4), [100_000, 900_000])).toBeCloseTo(0.55);
  });

  it("falls back to files of equal weight when the sizes do not match the job", () => {
    expect(extractionProgressShare(job(2, null, null), [100_000])).toBeCloseTo(0.5);
    expect(extractionProgressShare(job(2, null, null), [0, 5])).toBeCloseTo(0.5);
  });
});
