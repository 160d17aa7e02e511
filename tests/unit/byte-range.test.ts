import { describe, expect, it } from "vitest";
import { parseByteRange, partialContentHeaders } from "~/server/byte-range.server";

describe("parseByteRange", () => {
  it("reads closed, open and suffix ranges", () => {
    expect(parseByteRange("bytes=0-99", 1000)).toEqual({ start: 0, end: 99 });
    expect(parseByteRange("bytes=0-", 1000)).toEqual({ start: 0, end: 999 });
    expect(parseByteRange("bytes=900-5000", 1000)).toEqual({ start: 900, end: 999 });
    expect(parseByteRange("bytes=-100", 1000)).toEqual({ start: 900, end: 999 });
    expect(parseByteRange("bytes=-5000", 1000)).toEqual({ start: 0, end: 999 });
  });

  it("ignores what it does not serve (whole body instead)", () => {
    expect(parseByteRange(undefined, 1000)).toBeNull();
    expect(parseByteRange("bytes=0-1,5-6", 1000)).toBeNull();
    expect(parseByteRange("items=0-1", 1000)).toBeNull();
    expect(parseByteRange("bytes=-", 1000)).toBeNull();
    expect(parseByteRange("bytes=50-10", 1000)).toBeNull();
  });

  it("refuses ranges past the end", () => {
    expect(parseByteRange("bytes=1000-", 1000)).toBe("unsatisfiable");
    expect(parseByteRange("bytes=-0", 1000)).toBe("unsatisfiable");
  });
});

describe("partialContentHeaders", () => {
  it("adjusts the length and adds the range", () => {
    expect(
      partialContentHeaders(
        ["Content-Type", "video/mp4", "Content-Length", "1000"],
        { start: 10, end: 19 },
        1000,
      ),
    ).toEqual([
      "Content-Type",
      "video/mp4",
      "Content-Length",
      "10",
      "Content-Range",
      "bytes 10-19/1000",
      "Accept-Ranges",
      "bytes",
    ]);
  });
});
