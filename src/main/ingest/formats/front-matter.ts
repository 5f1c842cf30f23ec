// YAML front matter (legalize-kr style: 제목, 법령구분, 공포일자, 공포번호, 시행일자 …). It becomes document
// metadata and is never indexed as text.
import { createRequire } from 'node:module';

// yaml (~70 modules) is required the first time a front matter block is read, not whenever this module is.
let yaml: typeof import('yaml') | undefined;
const parse = (text: string): unknown => (yaml ??= createRequire(import.meta.url)('yaml') as typeof import('yaml')).parse(text);

export interface FrontMatter {
  data: Record<string, unknown> | null;
  body: string;
  /** Set when a front matter block was present but could not be read. */
  error: string | null;
}

export function splitFrontMatter(text: string): FrontMatter {
  const match = /^---[ \t]*\r?\n([\s\S]*?)\r?\n(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/.exec(text);
  if (!match) return { data: null, body: text, error: null };
  const body = text.slice(match[0].length);
  try {
    const data: unknown = parse(match[1]!);
    if (data !== null && typeof data === 'object' && !Array.isArray(data)) return { data: data as Record<string, unknown>, body, error: null };
    return { data: null, body, error: 'front matter is not a key/value block' };
  } catch (error) {
    return { data: null, body, error: `front matter could not be read (${(error as Error).message.split('\n')[0]})` };
  }
}
