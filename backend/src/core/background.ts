import type { Logger } from 'pino';

/**
 * Work a request starts once its transaction has committed and answers without: the answer does
 * not depend on it. A failure is logged, never thrown at the request. idle() resolves once all of
 * it has settled: the server waits for it before closing the database, and tests before asserting
 * what it wrote (or did not).
 */
export class BackgroundWork {
  readonly #pending = new Set<Promise<void>>();

  constructor(private readonly logger: Logger) {}

  /** Starts `work`; `failure` (with `context`) is the log line if it fails. */
  run(failure: string, context: Record<string, unknown>, work: () => Promise<unknown>) {
    const settled = Promise.resolve()
      .then(work)
      .then(
        () => undefined,
        (err: unknown) => {
          this.logger.error({ err, ...context }, failure);
        },
      );
    this.#pending.add(settled);
    void settled.finally(() => this.#pending.delete(settled));
  }

  /** Resolves once every piece of work started, including any started meanwhile, has settled. */
  async idle() {
    while (this.#pending.size > 0) await Promise.all(this.#pending);
  }
}
