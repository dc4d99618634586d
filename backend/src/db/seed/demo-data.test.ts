import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_DATA_MAX_AGE_MS, DEMO_SEEDED_AT, demoDataFor, startFromDemoData } from './demo-data';

const seededAt = Date.parse('2026-11-28T10:00:00Z');

/** A shipped demo as the build lays it out: its database, its uploads and when it was seeded. */
const shippedDemo = (marker = new Date(seededAt).toISOString()) => {
  const demo = mkdtempSync(path.join(tmpdir(), 'labbridge-demo-'));
  mkdirSync(path.join(demo, 'pglite'));
  writeFileSync(path.join(demo, 'pglite', 'PG_VERSION'), '17');
  mkdirSync(path.join(demo, 'uploads'));
  writeFileSync(path.join(demo, 'uploads', 'banner.png'), 'demo banner');
  writeFileSync(path.join(demo, 'uploads', 'paper.pdf'), 'demo paper');
  writeFileSync(path.join(demo, DEMO_SEEDED_AT), marker);
  return demo;
};

const newDataDir = () => mkdtempSync(path.join(tmpdir(), 'labbridge-data-'));

describe('starting a new data folder from the shipped demo', () => {
  it('uses a demo seeded less than a day ago for a database that does not exist yet', () => {
    const demo = shippedDemo();
    const pgliteDir = path.join(newDataDir(), 'pglite');
    expect(demoDataFor(pgliteDir, demo, seededAt + 60_000)).toBe(demo);
    expect(demoDataFor(pgliteDir, demo, seededAt + DEMO_DATA_MAX_AGE_MS - 1)).toBe(demo);
  });

  it('passes over a demo a day old, whose history would end a day ago', () => {
    const pgliteDir = path.join(newDataDir(), 'pglite');
    expect(demoDataFor(pgliteDir, shippedDemo(), seededAt + DEMO_DATA_MAX_AGE_MS)).toBeUndefined();
  });

  it('passes over a demo whose seeding time cannot be read, and a server built without one', () => {
    const pgliteDir = path.join(newDataDir(), 'pglite');
    expect(demoDataFor(pgliteDir, shippedDemo('not a date'), seededAt)).toBeUndefined();
    expect(demoDataFor(pgliteDir, undefined, seededAt)).toBeUndefined();
  });

  it('leaves an existing database as it is', () => {
    const dataDir = newDataDir();
    mkdirSync(path.join(dataDir, 'pglite'));
    writeFileSync(path.join(dataDir, 'pglite', 'PG_VERSION'), '17');
    expect(demoDataFor(path.join(dataDir, 'pglite'), shippedDemo(), seededAt)).toBeUndefined();
  });

  it("copies the demo's uploads and names its database as the template, keeping files already there", () => {
    const demo = shippedDemo();
    const dataDir = newDataDir();
    mkdirSync(path.join(dataDir, 'uploads'));
    writeFileSync(path.join(dataDir, 'uploads', 'paper.pdf'), 'already here');

    expect(startFromDemoData(demo, dataDir)).toBe(path.join(demo, 'pglite'));
    expect(readdirSync(path.join(dataDir, 'uploads')).sort()).toEqual(['banner.png', 'paper.pdf']);
    expect(readFileSync(path.join(dataDir, 'uploads', 'banner.png'), 'utf8')).toBe('demo banner');
    expect(readFileSync(path.join(dataDir, 'uploads', 'paper.pdf'), 'utf8')).toBe('already here');
  });
});
