// Messages between the app and a search thread. The thread runs the whole search on its own read-only connection
// and asks the app to embed the question (the one embedding model lives with the app), so search work never holds
// up the thread that answers everyone else.
import type { SearchResult } from '../../shared/contract';
import type { ApiErrorShape } from '../../shared/errors';
import type { SearchOptions, SimilarityFloor } from '../retrieval/search';

export interface ThreadData {
  dbPath: string;
  nativeBinding?: string | undefined;
  /** Where the everyday index's files are (resources/everyday-index); absent, the threads search without it. */
  resourcesDir?: string | undefined;
}

export type QueryVector = { vector: Float32Array; floor: SimilarityFloor } | null;

export type ToThread =
  | { type: 'search'; id: number; query: string; options: SearchOptions }
  | { type: 'vector'; id: number; value: QueryVector }
  | { type: 'vector-failed'; id: number; error: ApiErrorShape };

export type FromThread =
  /** The thread has opened the library and can take a search (its start-up does not count against a budget). */
  | { type: 'ready' }
  | { type: 'result'; id: number; value: SearchResult }
  | { type: 'error'; id: number; error: ApiErrorShape }
  | { type: 'embed'; id: number; text: string };
