export interface ImageSize {
  width: number;
  height: number;
}

/**
 * Reads the pixel size from the first bytes of a PNG, GIF, JPEG or WebP file, or from an SVG's
 * attributes: the format the bytes say, whatever the name (RocketMQ's `zhangxu.png` is a JPEG,
 * whose bytes read as a PNG's made a 162 px photo 159,075 px tall); the extension for an SVG.
 */
export function readImageSize(bytes: Uint8Array, extension: string): ImageSize | undefined {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  switch (formatOf(buffer) ?? extension.toLowerCase()) {
    case '.png':
      return buffer.length >= 24 ? { width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20) } : undefined;
    case '.gif':
      return buffer.length >= 10 ? { width: buffer.readUInt16LE(6), height: buffer.readUInt16LE(8) } : undefined;
    case '.jpg':
    case '.jpeg':
      return jpegSize(buffer);
    case '.webp':
      return webpSize(buffer);
    case '.svg':
      return svgSize(buffer.toString('utf8', 0, Math.min(buffer.length, 2048)));
    default:
      return undefined;
  }
}

/** The format a file's first bytes announce, as its extension names it; undefined for one without a signature (an SVG). */
function formatOf(buffer: Buffer): string | undefined {
  if (buffer.length >= 8 && buffer.readUInt32BE(0) === 0x89504e47) return '.png';
  if (buffer.length >= 6 && buffer.toString('ascii', 0, 4) === 'GIF8') return '.gif';
  if (buffer.length >= 3 && buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff) return '.jpg';
  if (buffer.length >= 12 && buffer.toString('ascii', 0, 4) === 'RIFF' && buffer.toString('ascii', 8, 12) === 'WEBP') return '.webp';
  return undefined;
}

function jpegSize(buffer: Buffer): ImageSize | undefined {
  let offset = 2;
  while (offset + 9 < buffer.length) {
    if (buffer[offset] !== 0xff) return undefined;
    const marker = buffer[offset + 1] ?? 0;
    const length = buffer.readUInt16BE(offset + 2);
    const isStartOfFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isStartOfFrame) return { height: buffer.readUInt16BE(offset + 5), width: buffer.readUInt16BE(offset + 7) };
    offset += 2 + length;
  }
  return undefined;
}

function webpSize(buffer: Buffer): ImageSize | undefined {
  if (buffer.length < 30 || buffer.toString('ascii', 0, 4) !== 'RIFF') return undefined;
  const chunk = buffer.toString('ascii', 12, 16);
  if (chunk === 'VP8X') return { width: 1 + buffer.readUIntLE(24, 3), height: 1 + buffer.readUIntLE(27, 3) };
  if (chunk === 'VP8 ') return { width: buffer.readUInt16LE(26) & 0x3fff, height: buffer.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = buffer.readUInt32LE(21);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
  }
  return undefined;
}

function svgSize(text: string): ImageSize | undefined {
  const tag = /<svg\b[^>]*>/i.exec(text)?.[0];
  if (!tag) return undefined;
  const attribute = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']+)["']`, 'i').exec(tag)?.[1];
  // Only a size in pixels: `width="100%"` (Wails's logo) says nothing of the drawing's shape, which its viewBox gives.
  const pixels = (value: string | undefined) => (value !== undefined && /^\s*[\d.]+\s*(?:px)?\s*$/i.test(value) ? Number.parseFloat(value) : Number.NaN);
  const width = pixels(attribute('width'));
  const height = pixels(attribute('height'));
  if (width > 0 && height > 0) return { width, height };
  const viewBox = attribute('viewBox')?.trim().split(/[\s,]+/).map(Number);
  if (viewBox?.length === 4 && (viewBox[2] ?? 0) > 0 && (viewBox[3] ?? 0) > 0) return { width: viewBox[2] ?? 0, height: viewBox[3] ?? 0 };
  return undefined;
}
