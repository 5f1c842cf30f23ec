// The statutes every user of Geungeo needs ship with it: the nine acts, decrees and rules of building and land use
// (resources/statutes, legalize-kr's Markdown of law.go.kr's texts with their front matter; statutes are not
// protected by copyright, 저작권법 제7조). A library that has never held a document gets them on its first start, so
// the first question works without anyone finding the texts; they can be removed, and added back on request.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sameLaw } from '../ingest/same-document';
import type { Store } from '../store';
import { createMetaStore } from '../store/meta';

/** Set once the built-in statutes have been offered to this library (added on its first start, or it already had documents). */
const OFFERED_KEY = 'built_in_statutes_offered';

export interface BuiltInStatutes {
  /** Their folder, ingested as a folder so each document is named <법령명>/<법률|시행령|…>.md. */
  readonly folder: string;
  /** Whether a stored document is one of them, by the hash of its bytes (a newer text of the same statute is not). */
  isBuiltIn(fileHash: string): boolean;
  /**
   * The first start: the library has no document and was never offered the built-in statutes. A library that
   * already holds documents counts as offered from now on, so removing every document later does not bring the
   * built-ins back unasked.
   */
  firstStart(): boolean;
  markOffered(): void;
  /**
   * The built-in documents a new text of the same statute (name and kind) replaces: those promulgated on or before
   * it. An older text is kept beside the built-in one — it may be the one in force today while the built-in text
   * is an amendment not yet in force.
   */
  supersededBy(law: { law_name: string | null; law_kind: string; promulgation_date: string | null; promulgation_number: string | null; title?: string | null | undefined }): number[];
}

/** What says which statute a text is and when it was made. */
export interface StatuteFacts {
  law_name: string | null;
  law_kind: string;
  promulgation_date: string | null;
}

/**
 * Whether an official text (a kind of law with its 공포번호 and 공포일) takes the place of another text of the same
 * statute (name and kind) promulgated on or before it. An older text is kept beside the newer one: it may be the text
 * in force today while the newer is an amendment not yet in force.
 */
export function supersedesText(next: StatuteFacts & { promulgation_number: string | null; title?: string | null | undefined }, older: StatuteFacts): boolean {
  if (next.law_name === null || next.promulgation_date === null || next.promulgation_number === null || next.law_kind === '기타') return false;
  // An annex file carries its act's name ("…시행령 별표 5(…)"): it sits beside the act, never in its place.
  if (next.title && ANNEX_TITLE.test(next.title)) return false;
  return older.law_name !== null && sameLaw(older.law_name, next.law_name) && older.law_kind === next.law_kind && older.promulgation_date !== null && older.promulgation_date <= next.promulgation_date;
}

/** The title ingestion gives a file that holds only annexes: its act's name and its first annex's heading. */
const ANNEX_TITLE = /\s별[표지]\s*\d/;

export function createBuiltInStatutes(store: Store, resourcesDir: string, { readonly }: { readonly: boolean }): BuiltInStatutes {
  const dir = join(resourcesDir, 'statutes');
  const meta = createMetaStore(store.db);
  const files = () =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.md'))
      .sort()
      .map((file) => join(dir, file));
  let hashes: Set<string> | null = null;
  const isBuiltIn = (fileHash: string) => (hashes ??= new Set(files().map((file) => createHash('sha256').update(readFileSync(file)).digest('hex')))).has(fileHash);
  const ofKind = store.db.prepare<[string], StatuteFacts & { id: number; file_hash: string }>('SELECT id, file_hash, law_name, law_kind, promulgation_date FROM documents WHERE law_kind = ?');
  const markOffered = () => meta.set(OFFERED_KEY, new Date().toISOString());
  return {
    folder: dir,
    isBuiltIn,
    firstStart: () => {
      // A library opened read-only is someone else's to fill.
      if (readonly || meta.get(OFFERED_KEY) !== null) return false;
      if (store.documents.stats().documents === 0) return true;
      markOffered();
      return false;
    },
    markOffered,
    supersededBy: (law) => ofKind.all(law.law_kind).filter((row) => isBuiltIn(row.file_hash) && supersedesText(law, row)).map((row) => row.id),
  };
}
