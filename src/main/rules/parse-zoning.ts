// Reads zoning limits out of a statute: an article about 건폐율 or 용적률 whose items list
// "N. <용도지역> : X퍼센트 이하" or "X퍼센트 이상 Y퍼센트 이하" (also "70퍼센트이하", "1천500퍼센트", "%").
// National statutes give 전국 rows; an ordinance (조례) gives rows for its own jurisdiction.
// It reads the articles as the store's chunks hold them (the chunker already cut the statute at its article headings
// and stored each chunk's article and title), rather than reading the statute's structure again: that reader is
// ingestion's, a layer the rules do not import.
import { paragraphNumber } from '../text/circled';
import { parseKoreanNumber } from '../text/korean-numbers';
import { canonicalZone } from './zones';

/** One article of a stored document: the article and title its chunks carry, and its text line by line. */
export interface StoredArticle {
  /** '제84조', '부칙 제1조'; null for text outside any article. */
  article: string | null;
  title: string | null;
  /** The article's lines without the heading each chunk repeats, each with the page it stands on. */
  lines: readonly { text: string; page: number }[];
}

/** A stored chunk's lines without the article heading that every chunk of an article opens with. */
export function chunkBodyLines(chunk: { text: string; article: string | null }): string[] {
  const lines = chunk.text.split('\n');
  return chunk.article === null ? lines : lines.slice(1);
}

export interface ParsedZoningLimit {
  zone_district: string;
  bcr_max: number | null;
  far_min: number | null;
  far_max: number | null;
  article: string;
  /** '제1항제4호' */
  item: string;
  page: number;
}

const NUMBER = '[0-9][0-9천백만,.]*';
const ITEM = new RegExp(`^(\\d+)\\.(\\S+?지역):(?:(${NUMBER})(?:퍼센트|%)이상)?(${NUMBER})(?:퍼센트|%)이하`);

export function parseZoningLimits(articles: readonly StoredArticle[]): ParsedZoningLimit[] {
  const rows: ParsedZoningLimit[] = [];
  for (const { article, title, lines } of articles) {
    const measure = title?.includes('건폐율') ? 'bcr' : title?.includes('용적률') ? 'far' : null;
    if (!measure || !article || article.startsWith('부칙')) continue;
    const seen = new Set<string>();
    let paragraph = 1;
    for (const line of lines) {
      paragraph = paragraphNumber(line.text) ?? paragraph;
      const match = ITEM.exec(line.text.replace(/\s+/g, ''));
      if (!match) continue;
      const zone = canonicalZone(match[2]!);
      const low = match[3] ? parseKoreanNumber(match[3]) : null;
      const high = parseKoreanNumber(match[4]!);
      if (high === null || seen.has(zone)) continue; // the first listing (paragraph ①) is the general rule
      seen.add(zone);
      rows.push({
        zone_district: zone,
        bcr_max: measure === 'bcr' ? high : null,
        far_min: measure === 'far' ? low : null,
        far_max: measure === 'far' ? high : null,
        article,
        item: `제${paragraph}항제${match[1]}호`,
        page: line.page,
      });
    }
  }
  return rows;
}
