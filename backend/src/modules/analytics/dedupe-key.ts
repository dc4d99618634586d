/**
 * `<kind>:<subject>:<viewer>:<yyyy-mm-dd>`, e.g. view:42:<user id>:2025-01-31 (UTC day). `at` is
 * also the time the row is stored with, so the day it counts once in is the day it is listed on.
 */
export const viewerDayKey = (kind: string, subject: string | number, viewer: string, at: Date) =>
  `${kind}:${subject}:${viewer}:${at.toISOString().slice(0, 10)}`;
