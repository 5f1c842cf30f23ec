// Laptops for the team-library tests: each a core on its own SQLite file pointed at the test's team database, and the
// documents they hold, read back in a form two laptops can be compared by (ids differ on every laptop).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createGeungeo, type Geungeo } from '../../src/main/core';

export function openLaptop(dir: string, teamUrl: string | null, env: Record<string, string> = {}): Geungeo {
  const core = createGeungeo({ dbPath: join(dir, 'library.db'), modelsDir: [], env: { ...(teamUrl ? { GEUNGEO_TEAM_URL: teamUrl } : {}), ...env } });
  // These tests fill their libraries by hand (the first start's built-in statutes are tested on their own).
  core.builtIns.markOffered();
  return core;
}

/** The library's documents by content: hash, law, kind and what it holds. */
export function documentsOf(core: Geungeo) {
  return core.store.db
    .prepare(
      `SELECT d.file_hash, d.file_name, d.law_name, d.law_kind, d.effective_date, d.page_count,
              (SELECT count(*) FROM chunks c WHERE c.document_id = d.id) AS chunks,
              (SELECT group_concat(p.text, '') FROM pages p WHERE p.document_id = d.id) AS pages
       FROM documents d ORDER BY d.file_hash`,
    )
    .all();
}

/** A search as a reader sees it: each hit's law, article and the start of its text, in order. */
export async function searchOf(core: Geungeo, query: string) {
  return (await core.search(query, { topK: 8 })).hits.map((hit) => `${hit.law_name} ${hit.article ?? ''} ${hit.text.slice(0, 60)}`);
}

/** The zoning rows answers and the verifier use, without their local ids. */
export function zoningOf(core: Geungeo) {
  return core.rules.listZoning({ includeDisabled: true }).map(({ source_id: _id, document: _document, source, ...row }) => ({ ...row, source: source.replace(/:\d+$/, ':N') }));
}

/** An ordinance of a place, as law.go.kr's Markdown has it (front matter with its 공포번호), with one article. */
export function writeOrdinance(dir: string, fileName: string, title: string, number: string, date: string, body: string): string {
  const path = join(dir, fileName);
  writeFileSync(
    path,
    ['---', `제목: ${title}`, '법령구분: 조례', `공포번호: ${number}`, `공포일자: ${date}`, `시행일자: ${date}`, '---', '', `# ${title}`, '', '##### 제1조 (목적)', '', body, '', '##### 제2조 (정의)', '', `이 조례에서 쓰는 용어의 뜻은 ${title}의 예에 따른다.`, ''].join('\n'),
  );
  return path;
}
