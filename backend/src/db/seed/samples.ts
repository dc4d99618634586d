import { crc32, deflateSync } from 'node:zlib';

/**
 * Small generated files for the demo data and the tests (backend and Playwright): a real PDF and real PNG images, made
 * here so the demo works offline and every image is served by the app's own uploads route.
 */

type Rgb = readonly [number, number, number];

/** A one-page PDF with a title and a few lines of text (ASCII), valid for any PDF reader. */
export const samplePdf = (title: string, lines: string[] = []): Uint8Array => {
  const pdfText = (text: string) => text.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, '\\$&');
  const text = [
    `BT /F1 20 Tf 72 720 Td (${pdfText(title)}) Tj ET`,
    ...lines.map((line, i) => `BT /F1 11 Tf 72 ${690 - i * 16} Td (${pdfText(line)}) Tj ET`),
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
};

const chunk = (type: string, data: Uint8Array) => {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(new TextEncoder().encode(type), 4);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
};

/**
 * Encodes RGB pixels (row by row, 3 bytes each) as a PNG. Each row after the first is stored as
 * its difference from the row above (PNG's "Up" filter): smooth pictures such as the banners
 * become long runs of small numbers, which deflate compresses several times faster and smaller.
 */
export const encodePng = (width: number, height: number, pixels: Uint8Array): Uint8Array => {
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, 2, 0, 0, 0], 8);
  const stride = width * 3;
  const raw = new Uint8Array(height * (stride + 1));
  raw.set(pixels.subarray(0, stride), 1);
  for (let y = 1; y < height; y += 1) {
    const row = y * (stride + 1);
    raw[row] = 2; // Up
    for (let i = 0; i < stride; i += 1) {
      raw[row + 1 + i] = pixels[y * stride + i]! - pixels[(y - 1) * stride + i]!;
    }
  }
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', new Uint8Array()),
  ];
  const png = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    png.set(part, offset);
    offset += part.length;
  }
  return png;
};

/** How far from its circle a ring still glows (pixels). */
const RING_REACH = 40;

/**
 * An abstract banner: a diagonal gradient between two colours with soft rings, laid out by
 * `seed` so each listing gets its own picture. The demo seed draws dozens of them at first
 * start-up, so a ring is only measured where it can glow (within RING_REACH of its circle).
 */
export const bannerPng = (from: Rgb, to: Rgb, seed: number, width = 480, height = 270) => {
  let state = seed * 2_654_435_761 || 1;
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  const rings = Array.from({ length: 5 }, () => {
    const ring = { x: random() * width, y: random() * height, r: 30 + random() * height * 0.6 };
    const inner = Math.max(0, ring.r - RING_REACH);
    return { ...ring, inner2: inner * inner, outer2: (ring.r + RING_REACH) ** 2 };
  });
  const pixels = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const t = (x / width + y / height) / 2;
      let glow = 0;
      for (const ring of rings) {
        const dx = x - ring.x;
        const dy = y - ring.y;
        const d2 = dx * dx + dy * dy;
        if (d2 >= ring.outer2 || d2 <= ring.inner2) continue;
        const d = Math.abs(Math.sqrt(d2) - ring.r);
        glow += Math.max(0, 1 - d / 6) * 0.35 + Math.max(0, 1 - d / RING_REACH) * 0.08;
      }
      const i = (y * width + x) * 3;
      for (let c = 0; c < 3; c += 1) {
        const base = from[c]! + (to[c]! - from[c]!) * t;
        pixels[i + c] = Math.min(255, Math.round(base + (255 - base) * Math.min(glow, 0.9)));
      }
    }
  }
  return encodePng(width, height, pixels);
};
