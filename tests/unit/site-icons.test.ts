import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { icoFile, siteIcons } from "~/lib/site-icons";
import { pathTo } from "~/route-paths";
import { loader } from "~/routes/site-icon";

async function iconAt(path: string): Promise<Response> {
  return loader({ url: new URL(`http://localhost${path}`) });
}

/** The frames an ICO file's directory lists, each as its declared size and its PNG bytes. */
function icoFrames(file: Uint8Array): { declared: number; png: Buffer }[] {
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  expect(view.getUint16(0, true)).toBe(0);
  expect(view.getUint16(2, true)).toBe(1);
  return Array.from({ length: view.getUint16(4, true) }, (_, index) => {
    const entry = 6 + 16 * index;
    const bytes = view.getUint32(entry + 8, true);
    const offset = view.getUint32(entry + 12, true);
    return {
      declared: view.getUint8(entry) || 256,
      png: Buffer.from(file.subarray(offset, offset + bytes)),
    };
  });
}

describe("icoFile", () => {
  it("lists each PNG frame with its size, and stores 256 as 0", async () => {
    const frames = await Promise.all(
      [16, 256].map(async (size) => ({
        size,
        png: await sharp({
          create: { width: size, height: size, channels: 4, background: "#4338ca" },
        })
          .png()
          .toBuffer(),
      })),
    );
    const file = icoFile(frames);
    expect(file[6 + 16]).toBe(0);
    const listed = icoFrames(file);
    expect(listed.map((frame) => frame.declared)).toEqual([16, 256]);
    listed.forEach((frame, index) => {
      expect(frame.png.equals(frames[index]?.png ?? Buffer.alloc(0)), `frame ${index}`).toBe(true);
    });
  });

  it("refuses no frames and sizes an ICO cannot hold", () => {
    expect(() => icoFile([])).toThrow(/at least one frame/);
    expect(() => icoFile([{ size: 300, png: new Uint8Array(8) }])).toThrow(/not 300/);
  });
});

describe("the site's icon files", () => {
  it("are the brand mark at the sizes each place asks for", async () => {
    const ico = await iconAt(pathTo("favicon.ico"));
    expect(ico.headers.get("Content-Type")).toBe("image/x-icon");
    const frames = icoFrames(new Uint8Array(await ico.arrayBuffer()));
    expect(frames.map((frame) => frame.declared)).toEqual([...siteIcons["favicon.ico"].sizes]);
    for (const { declared, png } of frames) {
      const { width, height, format } = await sharp(png).metadata();
      expect([format, width, height]).toEqual(["png", declared, declared]);
    }

    for (const [id, size] of [
      ["apple-touch-icon", 180],
      ["logo.png", 512],
    ] as const) {
      const response = await iconAt(pathTo(id));
      expect(response.headers.get("Content-Type")).toBe("image/png");
      const image = sharp(Buffer.from(await response.arrayBuffer()));
      const { width, height } = await image.metadata();
      expect([width, height], id).toEqual([size, size]);
      // A home-screen icon is opaque to its corners (the phone rounds them); the logo is not.
      const { data } = await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      expect(data[3], `${id} corner alpha`).toBe(id === "apple-touch-icon" ? 255 : 0);
    }

    const svg = await iconAt(pathTo("favicon.svg"));
    expect(svg.headers.get("Content-Type")).toBe("image/svg+xml");
    expect(await svg.text()).toMatch(/^<svg [^>]*viewBox="0 0 32 32"><rect [^>]*rx="8"/);
  });

  it("answers 404 for any other path", async () => {
    expect((await iconAt("/favicon.png")).status).toBe(404);
  });
});
