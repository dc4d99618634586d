/** Someone in the document, as their awareness state carries them. */
export interface PresentEditor {
  clientId: number;
  id: string;
  name: string;
  color: string;
}

/** The people in a document, one entry per person however many tabs they have open. */
export function presentEditors(
  states: Map<number, Record<string, unknown>>,
  myClientId: number,
): { me: PresentEditor | null; others: PresentEditor[] } {
  const byUser = new Map<string, PresentEditor>();
  let me: PresentEditor | null = null;
  for (const [clientId, state] of states) {
    const user = state.user as Partial<PresentEditor> | undefined;
    if (!user?.id || !user.name || !user.color) continue;
    const editor = { clientId, id: user.id, name: user.name, color: user.color };
    if (clientId === myClientId) me = editor;
    else if (!byUser.has(user.id)) byUser.set(user.id, editor);
  }
  if (me) byUser.delete(me.id);
  return { me, others: [...byUser.values()] };
}
