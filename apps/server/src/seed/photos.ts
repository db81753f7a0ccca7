import sharp from 'sharp';

/** A small real JPEG portrait (a coloured silhouette), well under 50 KB. */
export async function makePortraitJpeg(hue: number, size = { w: 150, h: 180 }): Promise<Buffer> {
  const bg = `hsl(${hue}, 45%, 78%)`;
  const fg = `hsl(${hue}, 35%, 35%)`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size.w}" height="${size.h}">
    <rect width="100%" height="100%" fill="${bg}"/>
    <circle cx="${size.w / 2}" cy="${size.h * 0.38}" r="${size.w * 0.22}" fill="${fg}"/>
    <ellipse cx="${size.w / 2}" cy="${size.h * 1.02}" rx="${size.w * 0.42}" ry="${size.h * 0.36}" fill="${fg}"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 70 }).toBuffer();
}

/** A handful of distinct portraits reused across the demo students. */
export async function portraitSet(count = 12): Promise<Buffer[]> {
  return Promise.all(Array.from({ length: count }, (_, i) => makePortraitJpeg((i * 360) / count)));
}
