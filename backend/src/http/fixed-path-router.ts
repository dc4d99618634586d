import type { Result, Router } from 'hono/router';
import { RegExpRouter } from 'hono/router/reg-exp-router';
import { SmartRouter } from 'hono/router/smart-router';
import { TrieRouter } from 'hono/router/trie-router';

/** A route path with no parameter, wildcard or pattern in it. */
const isFixed = (path: string) => !path.includes(':') && !path.includes('*');

/**
 * Hono's own router (the one `new Hono()` builds) with its answers for fixed paths kept. The app
 * has a fixed segment beside a parameter (/users/me, /users/:id), which RegExpRouter refuses, so
 * Hono falls back to TrieRouter: it walks the whole trie, every wildcard middleware included, for
 * each request, a probe's among them. An answer depends on the method and path alone, so it is
 * asked once per fixed path and method and looked up after that (RegExpRouter, too, hands the
 * same result object to every request for a static path: Hono only reads it). Only the paths
 * routes were registered with are kept, and Node's parser takes only the methods it knows, so
 * made-up requests cannot grow the table.
 */
export class FixedPathRouter<T> implements Router<T> {
  readonly name = 'FixedPathRouter';
  readonly #router: Router<T>;
  readonly #fixedPaths = new Set<string>();
  readonly #answers = new Map<string, Map<string, Result<T>>>();

  constructor(
    router: Router<T> = new SmartRouter({ routers: [new RegExpRouter(), new TrieRouter()] }),
  ) {
    this.#router = router;
  }

  add(method: string, path: string, handler: T) {
    this.#router.add(method, path, handler);
    if (isFixed(path)) this.#fixedPaths.add(path);
    // A route added after a request changes what the paths it covers answer.
    this.#answers.clear();
  }

  match(method: string, path: string): Result<T> {
    if (!this.#fixedPaths.has(path)) return this.#router.match(method, path);
    let byMethod = this.#answers.get(path);
    if (!byMethod) {
      byMethod = new Map();
      this.#answers.set(path, byMethod);
    }
    let answer = byMethod.get(method);
    if (!answer) {
      answer = this.#router.match(method, path);
      byMethod.set(method, answer);
    }
    return answer;
  }
}
