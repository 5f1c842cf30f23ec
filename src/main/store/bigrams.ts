// The two-character side index. FTS5's trigram index cannot match a term shorter than three characters, and
// Korean has many (도로, 대지, 높이, 너비). Each chunk's compact search form is indexed once more as the set of its
// two-character pieces, one token each, so that such terms are index lookups instead of table scans.
import type { Db } from './database';
import { searchForm } from '../text/search-text';

/** Letters and digits only: the unicode61 tokenizer would split a piece with a symbol in it anyway. */
const PIECE = /^[\p{L}\p{N}]{2}$/u;

export function bigramTokens(text: string): string {
  const form = searchForm(text);
  const pieces = new Set<string>();
  for (let i = 0; i + 2 <= form.length; i++) {
    const piece = form.slice(i, i + 2);
    if (PIECE.test(piece)) pieces.add(piece);
  }
  return [...pieces].join(' ');
}

export function createBigramIndexer(db: Db) {
  const insert = db.prepare<[number | bigint, string]>('INSERT INTO chunks_bigrams (rowid, grams) VALUES (?, ?)');
  /** Indexes one chunk (call inside the transaction that inserts it; deletes follow the chunk by trigger). */
  return (chunkId: number | bigint, text: string, title: string | null) => void insert.run(chunkId, bigramTokens(`${text}\n${title ?? ''}`));
}
