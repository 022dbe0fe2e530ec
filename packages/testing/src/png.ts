import { crc32, deflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function headerChunk(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return chunk('IHDR', header);
}

/** A real PNG of the given size in one saffron colour, for uploads the server checks by their bytes. */
export function pngImage(width: number, height: number): Buffer {
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: width }, () => [255, 153, 51]).flat()),
  ]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([SIGNATURE, headerChunk(width, height), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

/** Only the header of a PNG claiming the given size: enough to be measured, not decoded. */
export function pngHeaderOnly(width: number, height: number): Buffer {
  return Buffer.concat([SIGNATURE, headerChunk(width, height)]);
}
