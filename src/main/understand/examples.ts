// The labelled questions the classifiers are built from: the category file's examples and keywords, and the
// corrections reviewers made (stored in the database, used at once). `geungeo classifier export-examples` writes
// them out for fine-tuning a model.
import type { CategoryId } from '../../shared/understand-contract';
import type { Db } from '../store/database';
import type { CategorySet } from './categories';

export interface LabelledExample {
  text: string;
  category: CategoryId;
  source: 'file' | 'keywords' | 'review';
}

export interface ExampleStore {
  add(query: string, category: CategoryId, conversation: number | null): number;
  reviewed(): LabelledExample[];
  /** Changes whenever a correction is added: caches built from the examples are keyed by it. */
  version(): string;
}

export function createExampleStore(db: Db): ExampleStore {
  const insert = db.prepare<[string, string, number | null]>('INSERT INTO category_examples (query, category, conversation) VALUES (?, ?, ?)');
  const select = db.prepare<[], { query: string; category: CategoryId }>('SELECT query, category FROM category_examples ORDER BY id');
  const latest = db.prepare<[], { n: number; last: number | null }>('SELECT count(*) AS n, max(id) AS last FROM category_examples');
  return {
    add: (query, category, conversation) => Number(insert.run(query, category, conversation).lastInsertRowid),
    reviewed: () => select.all().map((row) => ({ text: row.query, category: row.category, source: 'review' as const })),
    version: () => {
      const { n, last } = latest.get()!;
      return `${n}:${last ?? 0}`;
    },
  };
}

/** Every labelled example: the file's, one line of keywords per category, then the reviewers'. */
export function allExamples(categories: CategorySet, reviewed: readonly LabelledExample[]): LabelledExample[] {
  const fromFile = categories.list.flatMap((category) => [
    ...category.examples.map((text) => ({ text, category: category.id, source: 'file' as const })),
    ...(category.keywords.length > 0 ? [{ text: category.keywords.join(' '), category: category.id, source: 'keywords' as const }] : []),
  ]);
  return [...fromFile, ...reviewed];
}
