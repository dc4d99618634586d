import type { NodeType, Schema } from '@tiptap/pm/model';
import * as Y from 'yjs';

/** The node types a parent may hold anywhere in its content, from its content expression. */
const allowedChildren = new WeakMap<NodeType, Set<NodeType>>();
const childrenOf = (type: NodeType) => {
  let allowed = allowedChildren.get(type);
  if (allowed) return allowed;
  allowed = new Set();
  const seen = new Set([type.contentMatch]);
  const pending = [type.contentMatch];
  for (let match = pending.pop(); match; match = pending.pop()) {
    for (let i = 0; i < match.edgeCount; i++) {
      const edge = match.edge(i);
      allowed.add(edge.type);
      if (!seen.has(edge.next)) {
        seen.add(edge.next);
        pending.push(edge.next);
      }
    }
  }
  allowedChildren.set(type, allowed);
  return allowed;
};

/** Any shared type, as a transaction lists what it changed. */
type Shared = Parameters<Y.Transaction['changed']['get']>[0];

/**
 * The mark a text attribute stands for: y-tiptap names a mark that may overlap itself `name--`
 * and an 8-character hash of its attributes, so that two of them can cover the same text.
 */
const markName = (attribute: string) =>
  /^(.*)--[a-zA-Z0-9+/=]{8}$/.exec(attribute)?.[1] ?? attribute;

/**
 * Where a shared type sits: the root type it hangs from, and how deep below it (an element right
 * under the fragment is at 1).
 */
const placeOf = (type: Shared): { root: unknown; depth: number } => {
  let root = type;
  let depth = 0;
  for (; root.parent; depth += 1) root = root.parent;
  return { root, depth };
};

/** Whether a shared type came into being in this transaction (its content is all new too). */
const isNew = (type: { _item: Y.Item | null }, transaction: Y.Transaction) => {
  const item = type._item;
  return item !== null && item.id.clock >= (transaction.beforeState.get(item.id.client) ?? 0);
};

/**
 * Why the elements a transaction changed no longer make a document the editor's schema can hold,
 * or null when they do. A client's update is checked this way before it is stored: the server
 * turns the text into ProseMirror nodes to derive HTML, save versions and finalize, and that
 * conversion fails on, say, text straight under the document, so one such update would leave the
 * draft unable ever to be sent for signatures; nodes nested past `maxDepth` overflow its stack.
 * Nothing but `fragment` (the editor's) may change. Only what the transaction touched is read (the
 * parents it changed, and whatever it created in full), so a keystroke costs a paragraph's check
 * rather than the whole document's. The check is of which nodes and marks may go where, not of
 * how many: two editors' concurrent edits may merge into a count the schema would not write
 * (an emptied list item), which the conversion repairs and which is no client's fault.
 */
export const whyNotFitting = (
  schema: Schema,
  fragment: Y.XmlFragment,
  transaction: Y.Transaction,
  maxDepth: number,
): string | null => {
  const typeOf = (element: Y.XmlElement) => schema.nodes[element.nodeName] ?? null;

  const checkText = (text: Y.XmlText, parent: NodeType): string | null => {
    type Op = { insert: unknown; attributes?: Record<string, unknown> };
    for (const { insert, attributes } of text.toDelta() as Op[]) {
      if (typeof insert !== 'string') return `an embed inside ${parent.name}`;
      for (const key of Object.keys(attributes ?? {})) {
        const name = markName(key);
        const mark = schema.marks[name];
        if (!mark) return `unknown mark "${name}"`;
        if (!parent.allowsMarkType(mark)) return `mark "${name}" inside ${parent.name}`;
      }
    }
    return null;
  };

  const checkChildren = (
    parent: Y.XmlFragment | Y.XmlElement,
    type: NodeType,
    depth: number,
  ): string | null => {
    const allowed = childrenOf(type);
    for (const child of parent.toArray()) {
      if (child instanceof Y.XmlText) {
        if (!allowed.has(schema.nodes.text!)) return `text directly inside ${type.name}`;
        if (isNew(child, transaction)) {
          const why = checkText(child, type);
          if (why) return why;
        }
      } else if (child instanceof Y.XmlElement) {
        const childType = typeOf(child);
        if (!childType) return `unknown node "${child.nodeName}"`;
        if (!allowed.has(childType)) return `${childType.name} inside ${type.name}`;
        if (depth + 1 > maxDepth) return `nodes nested deeper than ${maxDepth}`;
        if (isNew(child, transaction)) {
          const why = checkChildren(child, childType, depth + 1);
          if (why) return why;
        }
      } else {
        return `a ${child.constructor.name} inside ${type.name}`;
      }
    }
    return null;
  };

  for (const changed of transaction.changed.keys()) {
    const { root, depth } = placeOf(changed);
    let why: string | null = null;
    if (root !== fragment) {
      why = 'a change outside the document text';
    } else if (changed instanceof Y.XmlText) {
      const parent = changed.parent;
      const parentType = parent instanceof Y.XmlElement ? typeOf(parent) : null;
      // Where the text sits is its parent's check; a text under anything else is not ours.
      if (parentType) why = checkText(changed, parentType);
    } else if (changed instanceof Y.XmlElement) {
      const type = typeOf(changed);
      why = type ? checkChildren(changed, type, depth) : `unknown node "${changed.nodeName}"`;
    } else if (changed instanceof Y.XmlFragment) {
      why = checkChildren(changed, schema.topNodeType, 0);
    }
    if (why) return why;
  }
  return null;
};
