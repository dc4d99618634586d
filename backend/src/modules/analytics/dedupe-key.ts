/** `<kind>:<subject>:<viewer>:<yyyy-mm-dd>`, e.g. view:42:<user id>:2025-01-31 (UTC day). */
export const viewerDayKey = (
  kind: string,
  subject: string | number,
  viewer: string,
  at = new Date(),
) => `${kind}:${subject}:${viewer}:${at.toISOString().slice(0, 10)}`;
