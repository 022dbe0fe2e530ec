import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { TRPCError } from '@trpc/server';
import { images, type Executor } from '@bhakti/db';
import { badRequest } from '../errors.js';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGE_SIDE = 6000;
export const IMAGE_URL_PREFIX = '/images/deities/';

type ImageType = 'jpeg' | 'png' | 'webp';

const CONTENT_TYPES: Record<ImageType, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };
const EXTENSIONS: Record<string, ImageType> = { jpg: 'jpeg', jpeg: 'jpeg', png: 'png', webp: 'webp' };

export interface ImageInfo {
  type: ImageType;
  contentType: string;
  width: number;
  height: number;
}

const ascii = (bytes: Buffer, start: number, length: number) =>
  bytes.subarray(start, start + length).toString('latin1');

/** The type the bytes themselves declare (magic numbers), never the name or the client's word. */
function sniffType(bytes: Buffer): ImageType | null {
  if (bytes.length >= 8 && bytes.readUInt32BE(0) === 0x89504e47 && bytes.readUInt32BE(4) === 0x0d0a1a0a) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 16 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'webp';
  return null;
}

function pngSize(bytes: Buffer) {
  return bytes.length >= 24 ? { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) } : null;
}

function jpegSize(bytes: Buffer) {
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1]!;
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isFrame) return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    offset += 2 + bytes.readUInt16BE(offset + 2);
  }
  return null;
}

function webpSize(bytes: Buffer) {
  const chunk = ascii(bytes, 12, 4);
  if (chunk === 'VP8 ' && bytes.length >= 30) {
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === 'VP8L' && bytes.length >= 25) {
    const bits = bytes.readUInt32LE(21);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
  }
  if (chunk === 'VP8X' && bytes.length >= 30) {
    return { width: 1 + bytes.readUIntLE(24, 3), height: 1 + bytes.readUIntLE(27, 3) };
  }
  return null;
}

const SIZE_READERS: Record<ImageType, (bytes: Buffer) => { width: number; height: number } | null> = {
  png: pngSize,
  jpeg: jpegSize,
  webp: webpSize,
};

/**
 * Accepts only JPEG, PNG and WebP whose name and bytes agree, at most 6000 × 6000 pixels.
 * An HTML or SVG file named `.png` is refused (415).
 */
export function inspectImage(bytes: Buffer, filename: string): ImageInfo {
  const extension = /\.([a-z0-9]+)$/i.exec(filename)?.[1]?.toLowerCase() ?? '';
  const named = EXTENSIONS[extension];
  const sniffed = sniffType(bytes);
  if (!named || !sniffed || named !== sniffed) {
    throw new TRPCError({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'The image must be a JPEG, PNG or WebP file' });
  }
  const size = SIZE_READERS[sniffed](bytes);
  if (!size || size.width < 1 || size.height < 1) throw badRequest('image', 'The image file is damaged or unreadable');
  if (size.width > MAX_IMAGE_SIDE || size.height > MAX_IMAGE_SIDE) {
    throw badRequest('image', `The image must be at most ${MAX_IMAGE_SIDE} × ${MAX_IMAGE_SIDE} pixels`);
  }
  return { type: sniffed, contentType: CONTENT_TYPES[sniffed], ...size };
}

/** Stores the image under a name the server makes up and answers its URL. */
export async function storeImage(db: Executor, bytes: Buffer, info: ImageInfo): Promise<string> {
  const name = `${randomBytes(12).toString('hex')}.${info.type === 'jpeg' ? 'jpg' : info.type}`;
  await db.insert(images).values({ name, contentType: info.contentType, data: bytes, byteLength: bytes.length });
  return `${IMAGE_URL_PREFIX}${name}`;
}

export async function readImage(db: Executor, name: string): Promise<{ contentType: string; data: Buffer } | null> {
  if (!/^[0-9a-f]{24}\.(jpg|png|webp)$/.test(name)) return null;
  const [row] = await db
    .select({ contentType: images.contentType, data: images.data })
    .from(images)
    .where(eq(images.name, name));
  return row ? { contentType: row.contentType, data: Buffer.from(row.data) } : null;
}
