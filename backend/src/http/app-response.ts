import {
  type IncomingMessage,
  type OutgoingHttpHeader,
  type OutgoingHttpHeaders,
  ServerResponse,
} from 'node:http';

/** Response headers by name (lower case), built once and shared by every request they go on. */
export type HeaderSet = Readonly<Record<string, string>>;

type Headers = OutgoingHttpHeaders | OutgoingHttpHeader[];

/**
 * Node's response for the app's server (http.createServer's `ServerResponse` option), which
 * takes the headers every answer to a request carries (security headers, correlation id) as
 * whole sets and writes them with the route's own in one writeHead. Set one by one with
 * setHeader, each was lower-cased and stored in Node's header table, into which writeHead then
 * copied the route's headers one setHeader at a time; given a single object instead, Node writes
 * it as it is. A route's own header wins over a set's of the same name, as a later setHeader
 * would. Responses nobody gave a set to (Socket.IO's) are written as Node writes them.
 */
export class AppResponse<
  Request extends IncomingMessage = IncomingMessage,
> extends ServerResponse<Request> {
  #sets: HeaderSet[] | null = null;

  /** Adds `sets` to the headers this response will carry unless its route sets them itself. */
  addHeaders(...sets: HeaderSet[]) {
    if (this.#sets) this.#sets.push(...sets);
    else this.#sets = sets;
  }

  override writeHead(statusCode: number, statusMessage?: string, headers?: Headers): this;
  override writeHead(statusCode: number, headers?: Headers): this;
  override writeHead(
    statusCode: number,
    messageOrHeaders?: string | Headers,
    maybeHeaders?: Headers,
  ): this {
    const message = typeof messageOrHeaders === 'string' ? messageOrHeaders : undefined;
    const own = typeof messageOrHeaders === 'string' ? maybeHeaders : messageOrHeaders;
    const sets = this.#sets;
    if (!sets) return super.writeHead(statusCode, message, own);
    this.#sets = null;
    if (Array.isArray(own) || this.getHeaderNames().length > 0) {
      // Headers set one by one already, or given as a list: Node merges them header by header,
      // so the sets go in the same way, under whatever was set before them.
      for (const set of sets) {
        for (const name in set) if (!this.hasHeader(name)) this.setHeader(name, set[name]!);
      }
      return super.writeHead(statusCode, message, own);
    }
    const ownNames = own ? Object.keys(own).map((name) => name.toLowerCase()) : [];
    const merged: OutgoingHttpHeaders = {};
    for (const set of sets) {
      for (const name in set) if (!ownNames.includes(name)) merged[name] = set[name];
    }
    return super.writeHead(statusCode, message, Object.assign(merged, own));
  }
}
