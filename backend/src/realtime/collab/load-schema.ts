/**
 * The editor schema's functions (./schema), loaded on first use. TipTap and ProseMirror are most
 * of the server bundle, yet on this thread only a PATCH of a co-edited draft, a restore or a
 * version's view needs them (derivation runs on derive-worker): start-up need not load them.
 */
export const loadDocumentSchema = () => import('./schema');
