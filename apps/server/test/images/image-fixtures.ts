import sharp from "sharp";

/** A JPEG as a phone saves it: EXIF with a camera, GPS coordinates and an orientation flag. */
export function phoneJpeg(width = 1200, height = 900, orientation = 1): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg({ quality: 80 })
    .withExif({
      IFD0: { Make: "PlexPhone", Model: "Test 1", Copyright: "secret owner" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "43/1 4/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "89/1 23/1 0/1" },
    })
    .withMetadata({ orientation })
    .toBuffer();
}

export const pngOf = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 10, g: 120, b: 200, alpha: 1 } } })
    .png()
    .toBuffer();
