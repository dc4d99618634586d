import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/**
 * The HTTP requests a server is answering, so a shutdown can let them finish. Socket.IO's own
 * requests (long-polling) are not counted: engine.io takes them before these listeners run.
 */
export const trackInFlight = (server: Server) => {
  // A count and one listener shared by every response, not a Set entry and a closure each: the
  // count is all a shutdown needs.
  let open = 0;
  let draining = false;
  let settle: (() => void) | null = null;
  const closed = () => {
    open -= 1;
    if (open === 0) settle?.();
  };

  // First in line, so the header is set before any handler can write the response.
  server.prependListener('request', (_req: IncomingMessage, res: ServerResponse) => {
    // A keep-alive connection (a proxy's pool) must not carry another request once draining.
    if (draining) res.setHeader('Connection', 'close');
    open += 1;
    res.once('close', closed);
  });

  return {
    count: () => open,
    /**
     * No new connections, idle keep-alive connections closed, and every response from now on
     * closes its connection; resolves once the requests under way have been answered.
     */
    drain: () => {
      draining = true;
      server.close();
      server.closeIdleConnections();
      const answered =
        open === 0
          ? Promise.resolve()
          : new Promise<void>((resolve) => {
              settle = resolve;
            });
      // Connections whose last request finished meanwhile are idle now: close them too.
      return answered.then(() => server.closeIdleConnections());
    },
  };
};
