// Runs derive-worker.ts from source (tsx, Vitest): a worker thread gets no TypeScript loader of
// its own. The built server starts dist/realtime/collab/derive-worker.js instead.
import { register } from 'tsx/esm/api';

register();
await import('./derive-worker.ts');
