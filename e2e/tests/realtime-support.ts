/** What the live (two-browser) specs share: the socket's connect. */
import type { Page } from '@playwright/test';

/**
 * Resolves once the page's Socket.IO client got the server's CONNECT answer (`40{...}`), over
 * long-polling or over the WebSocket, whichever carried it.
 */
export const socketConnected = (page: Page) =>
  new Promise<void>((resolve) => {
    // Long-polling joins packets with the record separator (U+001E).
    const isConnect = (payload: string) =>
      payload.split(String.fromCharCode(0x1e)).some((packet) => packet.startsWith('40{'));
    page.on('response', async (res) => {
      if (res.url().includes('/socket.io/') && isConnect(await res.text().catch(() => ''))) {
        resolve();
      }
    });
    page.on('websocket', (ws) =>
      ws.on('framereceived', (frame) => {
        if (isConnect(String(frame.payload))) resolve();
      }),
    );
  });
