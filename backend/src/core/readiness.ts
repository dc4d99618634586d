/**
 * What /readyz waits for beyond the database: the parts of a starting process that must be up
 * before a load balancer sends it traffic. Nothing is pending unless start-up says so, so an app
 * built on its own (tests, the bench's baselines) is ready once its database answers.
 */
export class Readiness {
  private readonly pending = new Set<string>();

  /** Names a part that is starting; call the function returned once it is up. */
  starting(part: string): () => void {
    this.pending.add(part);
    return () => this.pending.delete(part);
  }

  get waitingFor(): string[] {
    return [...this.pending];
  }
}
