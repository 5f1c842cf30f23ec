// Korean jurisdictions — 전국, the 17 시·도, their 시·군·구 and 일반구 — by official name ("서울특별시 종로구"), with
// the short names people use (서울, 종로, 강남), for reading regions out of questions and for the rule tables.
// The list is shipped in resources/jurisdictions.json.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../store/database';
import { createMetaStore } from '../store/meta';
import { NATIONWIDE } from '../../shared/rules-contract';

export { NATIONWIDE };
const SEEDED_KEY = 'jurisdictions_sha256';

interface ShippedJurisdictions {
  provinces: {
    name: string;
    aliases: string[];
    districts: { name: string; aliases?: string[]; wards?: string[]; wardAliases?: Record<string, string[]> }[];
  }[];
}

type Level = '전국' | '시도' | '시군구' | '구';

/** Loads resources/jurisdictions.json when it is new or has changed (a changed list replaces the old one). */
export function seedJurisdictions(db: Db, resourcesDir: string): void {
  const bytes = readFileSync(join(resourcesDir, 'jurisdictions.json'));
  const hash = createHash('sha256').update(bytes).digest('hex');
  const meta = createMetaStore(db);
  if (meta.get(SEEDED_KEY) === hash) return;
  const shipped = JSON.parse(bytes.toString('utf8')) as ShippedJurisdictions;
  const insert = db.prepare<[string, Level, string | null]>('INSERT OR IGNORE INTO jurisdictions (name, level, parent) VALUES (?, ?, ?)');
  const alias = db.prepare<[string, string]>('INSERT OR IGNORE INTO jurisdiction_aliases (alias, name) VALUES (?, ?)');
  // A bare district or ward name ("종로구") stands for a place only where no other place has that name ("중구" does not).
  const bareNames = new Map<string, string[]>();
  const noteBare = (bare: string, name: string) => bareNames.set(bare, [...(bareNames.get(bare) ?? []), name]);
  db.transaction(() => {
    db.exec('DELETE FROM jurisdiction_aliases; DELETE FROM jurisdictions;');
    insert.run(NATIONWIDE, '전국', null);
    for (const province of shipped.provinces) {
      insert.run(province.name, '시도', NATIONWIDE);
      for (const short of province.aliases) alias.run(short, province.name);
      for (const district of province.districts) {
        const districtName = `${province.name} ${district.name}`;
        insert.run(districtName, '시군구', province.name);
        noteBare(district.name, districtName);
        for (const short of district.aliases ?? []) noteBare(short, districtName);
        for (const ward of district.wards ?? []) {
          const wardName = `${districtName} ${ward}`;
          insert.run(wardName, '구', districtName);
          noteBare(ward, wardName);
          for (const short of district.wardAliases?.[ward] ?? []) noteBare(short, wardName);
        }
      }
    }
    // "광주시" is 경기도 광주시 officially but 광주광역시 in speech: a bare name that is a province's short name
    // plus 시/군/구 is ambiguous too.
    const provinceShorts = new Set(shipped.provinces.flatMap((province) => province.aliases));
    for (const [bare, names] of bareNames) {
      if (names.length === 1 && !provinceShorts.has(bare.replace(/[시군구]$/, ''))) alias.run(bare, names[0]!);
    }
    meta.set(SEEDED_KEY, hash);
  })();
}

export interface Jurisdiction {
  name: string;
  level: Level;
}

/** Finds jurisdictions in text and turns user spellings into official names. */
/**
 * "서울이 …", "부산이 …": the metropolitan cities' everyday names are no other word with 이/가 after them (unlike
 * 고양이, 경기가), so they may stand as a subject.
 */
const SUBJECT_NAMES = new Set(['서울', '부산', '대구', '인천', '대전', '울산', '세종', '서울시', '부산시', '대구시', '인천시', '대전시', '울산시', '세종시']);

export function createJurisdictionResolver(db: Db) {
  const rows = () => db.prepare('SELECT name, level, parent FROM jurisdictions').all() as { name: string; level: Level; parent: string | null }[];
  const aliases = () => db.prepare('SELECT alias, name FROM jurisdiction_aliases').all() as { alias: string; name: string }[];
  let index: { byName: Map<string, { level: Level; parent: string | null }>; children: Map<string, Map<string, string>>; aliasOf: Map<string, string>; starts: string[] } | null = null;

  const build = () => {
    const byName = new Map<string, { level: Level; parent: string | null }>();
    const children = new Map<string, Map<string, string>>(); // parent → (short name → official name)
    for (const row of rows()) {
      byName.set(row.name, { level: row.level, parent: row.parent });
      if (row.parent && row.parent !== NATIONWIDE) {
        const short = row.name.slice(row.parent.length + 1);
        const map = children.get(row.parent) ?? new Map<string, string>();
        map.set(short, row.name);
        children.set(row.parent, map);
      }
    }
    const aliasOf = new Map(aliases().map((row) => [row.alias, row.name]));
    for (const [name, { level }] of byName) if (level === '시도') aliasOf.set(name, name);
    return { byName, children, aliasOf, starts: [...aliasOf.keys()].sort((a, b) => b.length - a.length) };
  };

  const lineage = (name: string): string[] => {
    index ??= build();
    const chain: string[] = [];
    for (let current: string | null = name; current; current = index.byName.get(current)?.parent ?? null) chain.push(current);
    return chain.at(-1) === NATIONWIDE ? chain : [...chain, NATIONWIDE];
  };

  // A name counts only as a word of its own, or with a suffix, a particle or a colon after it: "강남에서", "서울시청",
  // "서울: 조례 §54①" — not
  // "고양이" for 고양시 or "경기장" for 경기도 (이/가 are left out: "고양이" is a cat far more often than a subject).
  const standsAlone = (rest: string, form = '') =>
    /^(?:[시군구청역]|에서|에|의|은|는|을|를|도|로|으로|와|과|이므로|이며|이고|인데|이라서|입니다)?(?:\s|$|[,.)」:：])/.test(rest) ||
    (SUBJECT_NAMES.has(form) && /^(?:이|가)(?:\s|$|[,.)」:：])/.test(rest));

  /** The child of `parent` written at the start of `rest` ("종로구", "분당", "광주" for 경기도 광주시), if any. */
  const childAt = (parent: string, rest: string): { name: string; length: number } | null => {
    const kids = index!.children.get(parent);
    if (!kids) return null;
    const forms = [...kids].flatMap(([short, name]) => [
      { form: short, name },
      ...(short.length > 2 ? [{ form: short.replace(/[시군구]$/, ''), name }] : []),
    ]);
    forms.sort((a, b) => b.form.length - a.form.length);
    const hit = forms.find(({ form }) => rest.startsWith(form) && standsAlone(rest.slice(form.length)));
    return hit ? { name: hit.name, length: hit.form.length } : null;
  };

  /** The words a place name may be read from. */
  const wordsOf = (text: string) => text.normalize('NFC').split(/[\s,.?!()]+/).filter(Boolean);

  /** Reads "서울 종로구", "서울특별시종로구", "종로구", "경기 성남시 분당구" from the start of a word sequence. */
  const read = (words: string[]): { name: string; used: number } | null => {
    const { aliasOf, starts } = (index ??= build());
    const joined = words.join(' ');
    const first = starts.find((start) => {
      if (!joined.startsWith(start)) return false;
      const rest = joined.slice(start.length);
      return standsAlone(rest, start) || childAt(aliasOf.get(start)!, rest) !== null;
    });
    if (!first) return null;
    let name = aliasOf.get(first)!;
    // A trailing 시/군/구 belongs to the name ("광주시"), not to what follows.
    let rest = joined.slice(first.length).replace(/^[시군구](?=\s|$)/, '').trimStart();
    // Walk down: a child of the place found so far, written right after it ("서울 종로구", "성남시 분당구").
    for (let level = 0; level < 2; level++) {
      const child = childAt(name, rest);
      if (!child) break;
      name = child.name;
      rest = rest.slice(child.length).trimStart();
    }
    return { name, used: joined.length - rest.length };
  };

  return {
    /** The most specific jurisdiction a text names, if any. */
    find(text: string): Jurisdiction | null {
      index ??= build();
      const words = wordsOf(text);
      // The deepest place wins ("경기 광주" is 경기도 광주시, not 광주광역시 read from its second word), then the first.
      const depth = (name: string) => lineage(name).length;
      let best: string | null = null;
      for (let i = 0; i < words.length; i++) {
        const found = read(words.slice(i, i + 3));
        if (found && (!best || depth(found.name) > depth(best))) best = found.name;
      }
      return best ? { name: best, level: index.byName.get(best)!.level } : null;
    },

    /** The place a text names last ("부산은 … 그대로 두었고 서울은 …" → 서울특별시): what the words after it are about. */
    findLast(text: string): Jurisdiction | null {
      index ??= build();
      const words = wordsOf(text);
      let last: string | null = null;
      // Read forward, skipping the words a name used, so "경기 광주" stays one place (경기도 광주시), not 광주광역시.
      for (let i = 0; i < words.length; ) {
        const found = read(words.slice(i, i + 3));
        if (!found) {
          i++;
          continue;
        }
        last = found.name;
        let used = 0;
        do used += words[i]!.length + 1;
        while (++i < words.length && used < found.used);
      }
      return last ? { name: last, level: index.byName.get(last)!.level } : null;
    },

    /** The official name for a user's spelling of a jurisdiction ("서울" → 서울특별시), or null if unknown. */
    canonical(input: string): string | null {
      index ??= build();
      const text = input.normalize('NFC').trim().replace(/\s+/g, ' ');
      if (text === NATIONWIDE || index.byName.has(text)) return text;
      const found = read(text.split(' '));
      return found && found.used >= text.length ? found.name : null;
    },

    /** A jurisdiction and the ones above it, most specific first: 서울특별시 종로구 → 서울특별시 → 전국. */
    lineage,

    /**
     * Places a text may mean but does not pin down: a 시·군·구 name that several 시·도 share ("중구" → 서울특별시
     * 중구, 부산광역시 중구 …), written without its 시·도.
     */
    ambiguous(text: string): { word: string; candidates: string[] }[] {
      index ??= build();
      const found: { word: string; candidates: string[] }[] = [];
      for (const raw of text.normalize('NFC').split(/[\s,.?!()]+/)) {
        const word = /^[가-힣]+[구군시]/.exec(raw)?.[0];
        if (!word || index.aliasOf.has(word) || found.some((entry) => entry.word === word)) continue;
        const candidates = [...index.byName.keys()].filter((name) => name.endsWith(` ${word}`));
        if (candidates.length > 1) found.push({ word, candidates });
      }
      return found;
    },

    /** Each 시·도 with the places under it (시·군·구, and a 시's 일반구), in the shipped list's order: 설정's choices. */
    choices(): { name: string; districts: string[] }[] {
      const all = rows();
      const under = (parent: string): string[] => all.filter((row) => row.parent === parent).flatMap((row) => [row.name, ...under(row.name)]);
      return all.filter((row) => row.level === '시도').map((province) => ({ name: province.name, districts: under(province.name) }));
    },

    /** Forgets the cached index (after the tables change). */
    refresh: () => void (index = null),
  };
}

export type JurisdictionResolver = ReturnType<typeof createJurisdictionResolver>;
