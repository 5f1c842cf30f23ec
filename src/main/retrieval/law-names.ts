// Statute names and their aliases (국토계획법 ↔ 국토의 계획 및 이용에 관한 법률), and finding a statute named
// in a question. Names come from the shipped list (resources/law-names.json), from ingested documents, and —
// with the rule tables — from imported rules.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../store/database';
import { compactForm } from '../text/compact';
import { normalizeLine } from '../text/normalize';

interface ShippedLaws {
  laws: { name: string; aliases: string[] }[];
}

export function seedLawNames(db: Db, resourcesDir: string): void {
  const shipped = JSON.parse(readFileSync(join(resourcesDir, 'law-names.json'), 'utf8')) as ShippedLaws;
  const insertName = db.prepare(`INSERT OR IGNORE INTO law_names (name, source) VALUES (?, 'shipped')`);
  const insertAlias = db.prepare(`INSERT OR IGNORE INTO law_aliases (alias, name) VALUES (?, ?)`);
  db.transaction(() => {
    for (const law of shipped.laws) {
      insertName.run(normalizeLine(law.name));
      for (const alias of law.aliases) insertAlias.run(squash(normalizeLine(alias)), normalizeLine(law.name));
    }
  })();
}

/** Names are compared without spaces: "국토계획법 시행령" = "국토계획법시행령". */
const squash = (text: string) => text.replace(/\s+/g, '');

const SUFFIXES: readonly (readonly [spelling: string, suffix: string])[] = [
  ['시행규칙', '시행규칙'],
  ['시행령', '시행령'],
  ['규칙', '시행규칙'],
  ['영', '시행령'],
  ['령', '시행령'],
];

export interface LawMention {
  /** The statute's full name, as known to the database. */
  name: string;
  /** Where the mention stands in the (normalized) query, to remove it from the search terms. */
  start: number;
  end: number;
}

/** A small in-memory index of names and aliases by their compact form, rebuilt when the names change. */
export function createLawNameResolver(db: Db) {
  const names = db.prepare<[], { name: string }>('SELECT name FROM law_names');
  const aliases = db.prepare<[], { alias: string; name: string }>('SELECT alias, name FROM law_aliases');
  const version = db.prepare<[], { n: number; a: number }>('SELECT (SELECT count(*) FROM law_names) AS n, (SELECT count(*) FROM law_aliases) AS a');
  const placeNames = db.prepare<[], { alias: string; name: string }>('SELECT alias, name FROM jurisdiction_aliases');
  let cached: { key: string; byForm: Map<string, string>; forms: string[]; known: Set<string> } | null = null;

  const index = () => {
    const counts = version.get()!;
    const key = `${counts.n}/${counts.a}`;
    if (cached?.key === key) return cached;
    const byForm = new Map<string, string>();
    const known = new Set<string>();
    for (const { name } of names.all()) {
      byForm.set(squash(name), name);
      known.add(name);
    }
    for (const { alias, name } of aliases.all()) if (!byForm.has(alias)) byForm.set(alias, name);
    // An ordinance is also called by its place's everyday names: "부산시 도시계획 조례" is 「부산광역시 도시계획 조례」.
    const places = placeNames.all();
    for (const name of known) {
      if (!/조례$/.test(name)) continue;
      for (const { alias, name: place } of places) {
        if (name.startsWith(place) && !byForm.has(squash(alias + name.slice(place.length)))) byForm.set(squash(alias + name.slice(place.length)), name);
      }
    }
    // Longest first, so "국토의계획및이용에관한법률시행령" wins over "국토의계획및이용에관한법률".
    cached = { key, byForm, forms: [...byForm.keys()].sort((a, b) => b.length - a.length), known };
    return cached;
  };

  /**
   * The name found at `at` in the compact text, extended by a 시행령/시행규칙 suffix written after it. `breaks` holds
   * the compact positions that followed a space in the original text ("건축법 영 막다른" → before 막).
   */
  const withSuffix = (compact: string, form: string, at: number, breaks: ReadonlySet<number>): { name: string; endCompact: number } => {
    const { byForm, known } = index();
    let name = byForm.get(form)!;
    let endCompact = at + form.length;
    for (const [spelling, suffix] of SUFFIXES) {
      const candidate = `${name} ${suffix}`;
      if (compact.startsWith(spelling, endCompact) && known.has(candidate) && !name.endsWith(suffix)) {
        // "영"/"령" only as a word of its own ("건축법 영", "건축법 영 막다른 도로"), never the start of one ("건축법 영업").
        const next = endCompact + 1;
        const standalone = spelling.length > 1 || breaks.has(next) || !/[가-힣]/.test(compact.charAt(next));
        if (!standalone) continue;
        name = candidate;
        endCompact += spelling.length;
        break;
      }
    }
    return { name, endCompact };
  };

  return {
    /** The statute a question names, if any: longest name or alias, plus a 시행령/시행규칙 suffix after it. */
    find(query: string): LawMention | null {
      const { compact, positions, breaks } = spaced(query);
      for (const form of index().forms) {
        const at = compact.indexOf(form);
        if (at < 0) continue;
        const { name, endCompact } = withSuffix(compact, form, at, breaks);
        return { name, start: positions[at]!, end: positions[endCompact - 1]! + 1 };
      }
      return null;
    },

    /** Every statute a text names, in order of appearance; where names overlap the longest wins. */
    findAll(text: string): LawMention[] {
      const { compact, positions, breaks } = spaced(text);
      const found: { name: string; at: number; endCompact: number }[] = [];
      for (const form of index().forms) {
        for (let at = compact.indexOf(form); at >= 0; at = compact.indexOf(form, at + 1)) {
          const { name, endCompact } = withSuffix(compact, form, at, breaks);
          if (found.some((other) => at < other.endCompact && endCompact > other.at)) continue;
          found.push({ name, at, endCompact });
        }
      }
      return found
        .sort((a, b) => a.at - b.at)
        .map(({ name, at, endCompact }) => ({ name, start: positions[at]!, end: positions[endCompact - 1]! + 1 }));
    },

    /** The official name of a whole string that is a known name or alias ("국토계획법 시행령"), else null. */
    official(text: string): string | null {
      const { compact, breaks } = spaced(normalizeLine(text));
      for (const form of index().forms) {
        if (!compact.startsWith(form)) continue;
        const { name, endCompact } = withSuffix(compact, form, 0, breaks);
        if (endCompact === compact.length) return name;
      }
      return null;
    },
    /** Whether `name` is a statute the database knows. */
    knows: (name: string) => index().known.has(name),
  };
}

export type LawNameResolver = ReturnType<typeof createLawNameResolver>;

/**
 * The text squashed, where each squashed character stands in the original, and the squashed positions that followed
 * a space there ("건축법 영 막다른" → before 막).
 */
function spaced(text: string): { compact: string; positions: number[]; breaks: ReadonlySet<number> } {
  const { compact, at } = compactForm(text);
  return { compact, positions: at, breaks: new Set(at.flatMap((position, i) => (i > 0 && position > at[i - 1]! + 1 ? [i] : []))) };
}
