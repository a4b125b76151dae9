// Writes images/icon.png, the extension's 128x128 icon: a white check mark on a rounded blue square. Drawn here,
// pixel by pixel (4x4 samples a pixel for smooth edges), and written as a PNG with node:zlib, so it needs nothing
// installed and no network. Run `npm run icon` after changing it; the PNG is committed.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";

const SIZE = 128;
const SAMPLES = 4;
const BACKGROUND = [0x1f, 0x6f, 0xeb];
const MARK = [0xff, 0xff, 0xff];
/** The check mark: two strokes through these points (in pixels), this wide. */
const STROKE = [
  [34, 66],
  [56, 88],
  [96, 42],
];
const STROKE_WIDTH = 15;
const CORNER = 24;

/** Distance from (x, y) to the segment a-b. */
function toSegment(x, y, [ax, ay], [bx, by]) {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(x - (ax + t * dx), y - (ay + t * dy));
}

/** Whether (x, y) is inside the rounded square filling the icon. */
function inSquare(x, y) {
  const cx = Math.min(Math.max(x, CORNER), SIZE - CORNER);
  const cy = Math.min(Math.max(y, CORNER), SIZE - CORNER);
  return Math.hypot(x - cx, y - cy) <= CORNER;
}

function inMark(x, y) {
  return STROKE.slice(1).some((point, i) => toSegment(x, y, STROKE[i], point) <= STROKE_WIDTH / 2);
}

/** One pixel's RGBA: the share of its samples in the square and in the mark. */
function pixel(px, py) {
  let square = 0;
  let mark = 0;
  for (let i = 0; i < SAMPLES; i++) {
    for (let j = 0; j < SAMPLES; j++) {
      const x = px + (i + 0.5) / SAMPLES;
      const y = py + (j + 0.5) / SAMPLES;
      if (!inSquare(x, y)) continue;
      square++;
      if (inMark(x, y)) mark++;
    }
  }
  if (square === 0) return [0, 0, 0, 0];
  const share = mark / square;
  const rgb = BACKGROUND.map((c, k) => Math.round(c + (MARK[k] - c) * share));
  return [...rgb, Math.round((255 * square) / (SAMPLES * SAMPLES))];
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** The PNG of the icon: 8-bit RGBA, each row with filter type 0 (none). */
function iconPng() {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const rows = [];
  for (let y = 0; y < SIZE; y++) {
    rows.push(0);
    for (let x = 0; x < SIZE; x++) rows.push(...pixel(x, y));
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const data = zlib.deflateSync(Buffer.from(rows), { level: 9 });
  return Buffer.concat([signature, chunk("IHDR", header), chunk("IDAT", data), chunk("IEND", Buffer.alloc(0))]);
}

const out = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "images", "icon.png");
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, iconPng());
console.log(`wrote ${out}`);
