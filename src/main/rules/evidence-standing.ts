// Whether a passage may stand as evidence — quoted in an answer, given to the model, or used by the verifier as
// support or as an exception. A document is evidence only for what its kind and issuer can say: a memo, minutes or
// a pasted answer (kind 기타, or no 공포번호) is searched like any text but speaks for no rule; an announced version
// of a statute does not answer today while the version in force is in the library; and a passage that lists a
// zone's cap outside the range the law above it allows (a planted "제2종일반주거지역 : 90퍼센트 이하") is
// contradicted by that law, whatever its letterhead says. The reasons never repeat the passage's figures.
import type { Db } from '../store/database';
import { OFFICIAL_TEXT_SQL } from '../store/documents';
import { libraryGeneration } from '../store/statements';
import { createRangeCheck, today } from './authority';
import { NATIONWIDE, type JurisdictionResolver } from './jurisdictions';
import { chunkBodyLines, parseZoningLimits } from './parse-zoning';
import type { RuleStore } from './rule-store';

interface DocumentFacts {
  law_name: string | null;
  file_name: string;
  law_kind: string;
  effective_date: string | null;
  official: number;
}

/** A stored passage (a chunk, or a search hit of one): its text and the article its chunk belongs to. */
export interface StandingPassage {
  text: string;
  article: string | null;
  article_title: string | null;
}

/** Why a passage of `document` cannot be evidence, or null when it can. */
export type EvidenceStanding = (document: number, passage: StandingPassage) => string | null;

export function createEvidenceStanding(db: Db, rules: RuleStore, jurisdictions: JurisdictionResolver): EvidenceStanding {
  const documentRow = db.prepare<[number], DocumentFacts>(
    `SELECT d.law_name, d.file_name, d.law_kind, d.effective_date, ${OFFICIAL_TEXT_SQL} AS official FROM documents d WHERE d.id = ?`,
  );
  const inForceVersion = db.prepare<[string, number, string], { one: number }>(
    `SELECT 1 AS one FROM documents d WHERE d.law_name = ? AND d.id <> ? AND ${OFFICIAL_TEXT_SQL} AND (d.effective_date IS NULL OR d.effective_date <= ?) LIMIT 1`,
  );
  const outOfRange = createRangeCheck(rules);
  const generation = libraryGeneration(db);
  // A document's standing holds until the library changes (a version in force may arrive or go).
  let cache = { key: '', byDocument: new Map<number, { refused: string } | { name: string; speaksFor: string | null }>() };

  const documentStanding = (id: number) => {
    const { key } = generation();
    if (cache.key !== key) cache = { key, byDocument: new Map() };
    const { byDocument } = cache;
    let standing = byDocument.get(id);
    if (standing) return standing;
    const document = documentRow.get(id);
    const name = document?.law_name ?? document?.file_name ?? `문서 ${id}`;
    if (!document || document.law_kind === '기타' || !document.official) {
      standing = { refused: `${name}: 법령·조례의 공식 원문이 아닌 문서라 근거로 쓰지 않았습니다` };
    } else if (document.effective_date && document.effective_date > today() && document.law_name && inForceVersion.get(document.law_name, id, today())) {
      standing = { refused: `${name}: ${document.effective_date} 시행 예정인 판이라, 라이브러리에 있는 시행 중인 판을 근거로 썼습니다` };
    } else {
      const place = document.law_kind === '조례' && document.law_name ? (jurisdictions.find(document.law_name)?.name ?? null) : NATIONWIDE;
      standing = { name, speaksFor: place };
    }
    byDocument.set(id, standing);
    return standing;
  };

  return (document, passage) => {
    const standing = documentStanding(document);
    if ('refused' in standing) return standing.refused;
    if (standing.speaksFor === null) return null;
    const lines = chunkBodyLines(passage).map((text) => ({ text, page: 0 }));
    const outside = parseZoningLimits([{ article: passage.article, title: passage.article_title, lines }]).find((row) => outOfRange(row, standing.speaksFor!) !== null);
    if (!outside) return null;
    const measure = outside.bcr_max !== null ? '건폐율' : '용적률';
    return `${standing.name} ${outside.article}: ${outside.zone_district}의 ${measure}을 상위 법령이 허용하는 범위 밖의 값으로 적고 있어 근거로 쓰지 않았습니다`;
  };
}
