// Law metadata — name, kind (법률/시행령/시행규칙/조례/기타), dates, promulgation number — from whatever a file
// offers: YAML front matter, the first page of a PDF, or at worst the file name.
import type { LawKind } from '../../shared/contract';
import type { LawMetadata } from './types';

const LAW_NAME_ENDING = /(법|법률|시행령|시행규칙|규칙|규정|조례)$/;

/** 2026-03-24, 2026.3.24, 2026. 3. 24., 2026년 3월 24일 → 2026-03-24. */
export function normalizeDate(value: unknown): string | null {
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString().slice(0, 10);
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const match = /(\d{4})\s*[-./년]\s*(\d{1,2})\s*[-./월]\s*(\d{1,2})/.exec(String(value));
  if (!match) return null;
  const [, year, month, day] = match;
  return `${year}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}`;
}

/** The kind of a statute from its title, else from its 법령구분 (대통령령 → 시행령, …부령 → 시행규칙). */
export function lawKindOf(title: string | null, lawType: string | null): LawKind | null {
  const name = title?.replace(/\s+/g, '') ?? '';
  if (/조례/.test(name)) return '조례';
  if (/시행령$/.test(name)) return '시행령';
  if (/시행규칙$/.test(name)) return '시행규칙';
  const type = lawType?.replace(/\s+/g, '') ?? '';
  if (type === '법률') return '법률';
  if (type === '대통령령') return '시행령';
  if (/(총리령|부령)$/.test(type)) return '시행규칙';
  if (/조례|자치법규/.test(type)) return '조례';
  if (/(법|법률)$/.test(name)) return '법률';
  if (/규칙$/.test(name)) return '시행규칙';
  if (/규정$/.test(name)) return '시행령';
  return null;
}

function text(value: unknown): string | null {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

export function metadataFromFrontMatter(data: Record<string, unknown>): Partial<LawMetadata> {
  const title = text(data['제목']) ?? text(data['title']);
  const lawType = text(data['법령구분']);
  return {
    title,
    law_name: title,
    law_kind: lawKindOf(title, lawType),
    law_type: lawType,
    effective_date: normalizeDate(data['시행일자']),
    promulgation_date: normalizeDate(data['공포일자']),
    promulgation_number: text(data['공포번호']),
  };
}

/**
 * The first lines of a PDF. Two layouts are understood: law.go.kr's title line followed by
 * "[시행 2026. 3. 24.] [대통령령 제36220호, 2026. 3. 24., 일부개정]", and a one-line summary
 * "제목 | 대통령령 | 공포번호 N | 공포일자 D | 시행일자 D". Otherwise the first line that reads like a statute's
 * name, or the PDF's own Title if it does.
 */
export function metadataFromFirstPage(lines: readonly string[], pdfTitle: string | null): Partial<LawMetadata> {
  const head = lines.slice(0, 12);
  for (const line of head) {
    const summary = /^(.+?)\s*\|\s*([^|]+?)\s*\|\s*공포번호\s*([^|]+?)\s*\|\s*공포일자\s*([^|]+?)\s*\|\s*시행일자\s*(.+)$/.exec(line);
    if (summary) {
      const [, title, lawType, number, promulgated, effective] = summary;
      return {
        title: title!,
        law_name: title!,
        law_kind: lawKindOf(title!, lawType!),
        law_type: lawType!,
        promulgation_number: number!,
        promulgation_date: normalizeDate(promulgated),
        effective_date: normalizeDate(effective),
      };
    }
  }
  const bracketIndex = head.findIndex((line) => /^\[시행\s/.test(line));
  if (bracketIndex >= 0) {
    const bracket = head[bracketIndex]!;
    const title = head.slice(0, bracketIndex).reverse().find((line) => LAW_NAME_ENDING.test(line)) ?? null;
    const promulgation = /\[([^\]\s]*령|법률|[^\]\s]*부령|[^\]\s]*조례|[^\]\s]*규칙)\s*제\s*([\d-]+)\s*호\s*,\s*([^,\]]+)/.exec(bracket);
    return {
      title,
      law_name: title,
      law_kind: lawKindOf(title, promulgation?.[1] ?? null),
      law_type: promulgation?.[1] ?? null,
      effective_date: normalizeDate(/\[시행\s*([^\]]+)\]/.exec(bracket)?.[1]),
      promulgation_number: promulgation?.[2] ?? null,
      promulgation_date: normalizeDate(promulgation?.[3]),
    };
  }
  const title = head.find((line) => line.length <= 60 && LAW_NAME_ENDING.test(line)) ?? (pdfTitle && LAW_NAME_ENDING.test(pdfTitle) ? pdfTitle : null);
  return title ? { title, law_name: title, law_kind: lawKindOf(title, null) } : {};
}

/** "국토의계획및이용에관한법률_시행령.pdf" → "국토의계획및이용에관한법률 시행령", only if it reads like a statute. */
export function metadataFromFileName(fileName: string): Partial<LawMetadata> {
  const stem = fileName.replace(/^.*[\\/]/, '').replace(/\.[^.]+$/, '').normalize('NFC');
  const name = stem.replace(/[_]+/g, ' ').replace(/\s+/g, ' ').trim();
  if (!LAW_NAME_ENDING.test(name)) return { title: stem };
  return { title: name, law_name: name, law_kind: lawKindOf(name, null) };
}

/** Field by field, the first source that knows wins. */
export function resolveMetadata(candidates: readonly Partial<LawMetadata>[]): LawMetadata & { law_kind: LawKind } {
  const pick = <K extends keyof LawMetadata>(key: K): LawMetadata[K] | null =>
    candidates.map((candidate) => candidate[key]).find((value) => value !== undefined && value !== null) ?? null;
  return {
    title: pick('title'),
    law_name: pick('law_name'),
    law_kind: pick('law_kind') ?? '기타',
    law_type: pick('law_type'),
    effective_date: pick('effective_date'),
    promulgation_date: pick('promulgation_date'),
    promulgation_number: pick('promulgation_number'),
  };
}
