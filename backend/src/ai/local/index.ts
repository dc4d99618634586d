import { type AiProvider, type AiTask, LOCAL_MODEL, localSource } from '../provider';

/** Deterministic, explainable, offline: the default provider, and the fallback of the others. */
export class LocalAiProvider implements AiProvider {
  readonly name = 'local' as const;
  readonly model = LOCAL_MODEL;

  async run<I, O, M>(task: AiTask<I, O, M>, input: I) {
    return { value: task.local(input), generatedBy: localSource() };
  }
}
