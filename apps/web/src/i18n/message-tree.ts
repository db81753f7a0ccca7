import { messageEntries } from '@portal/domain';

export type Tree = { [key: string]: string | Tree };

/** The domain's messages as a catalogue section: `{ unauthorized: '…', transport: { applied: '…' } }`. */
export function messageTree(): Tree {
  const tree: Tree = {};
  for (const { code, text } of messageEntries()) {
    const parts = code.split('.');
    let node = tree;
    for (const p of parts.slice(0, -1)) {
      node[p] ??= {};
      node = node[p] as Tree;
    }
    node[parts.at(-1)!] = text;
  }
  return tree;
}
