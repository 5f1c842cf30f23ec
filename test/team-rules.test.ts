// The team library's rules that need no server: which places a laptop's slice takes, where a published document
// applies, which team document a new text replaces (and the guard for an older one), a document's local id inside
// a synced text column, the address (a password never stays in it), and where the password is kept.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createGeungeo } from '../src/main/core';
import { fromPlaceholder, withPlaceholder } from '../src/main/team/document-rows';
import { replaces } from '../src/main/team/replacement';
import { documentJurisdiction, sliceJurisdictions } from '../src/main/team/slice';
import { SYNCED_TABLES, travellingColumns } from '../src/main/team/synced-tables';
import { createTeamSettings } from '../src/main/settings/team-settings';
import type { KeyValueStore } from '../src/main/store/meta';
import { parseTeamUrl, withoutPassword } from '../src/shared/team-url';
import { useTempDir } from './helpers/temp';

const tempDir = useTempDir();

function memoryStore(): KeyValueStore & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return { values, get: (key) => values.get(key) ?? null, set: (key, value) => void values.set(key, value), delete: (key) => void values.delete(key) };
}
const keychain = { available: () => true, encrypt: (plain: string) => Buffer.from(`enc:${plain}`), decrypt: (data: Buffer) => data.toString().slice(4) };

describe('the slice and where documents apply', () => {
  const core = createGeungeo({ dbPath: join(tempDir(), 'places.db'), modelsDir: [] });

  it('a place brings the places above it and below it, and every laptop takes the national acts', () => {
    const jongno = sliceJurisdictions(['서울특별시 종로구'], core.jurisdictions)!;
    expect(jongno).toEqual(['서울특별시', '서울특별시 종로구', '전국']);
    const seoul = sliceJurisdictions(['서울특별시'], core.jurisdictions)!;
    expect(seoul).toContain('서울특별시 강남구');
    expect(seoul.some((name) => name.startsWith('부산광역시'))).toBe(false);
    expect(sliceJurisdictions(['경기도 성남시'], core.jurisdictions)).toEqual(expect.arrayContaining(['경기도', '경기도 성남시', '경기도 성남시 분당구', '전국']));
    expect(sliceJurisdictions([], core.jurisdictions)).toBeNull();
  });

  it('a national statute applies to 전국, an ordinance to its own place, a memo to no place', () => {
    expect(documentJurisdiction({ law_kind: '시행령', law_name: '건축법 시행령' }, core.jurisdictions)).toBe('전국');
    expect(documentJurisdiction({ law_kind: '조례', law_name: '서울특별시 종로구 건축 조례' }, core.jurisdictions)).toBe('서울특별시 종로구');
    expect(documentJurisdiction({ law_kind: '기타', law_name: '회의록' }, core.jurisdictions)).toBeNull();
  });
});

describe('which team document a new text replaces', () => {
  const text = (file_name: string, law_name: string | null, promulgation_date: string | null, built_in = false) => ({ file_name, law_name, law_kind: '조례', promulgation_date, promulgation_number: '1', built_in });

  it('the same file of the same law, as ingesting it again would — but never a newer text by an older one', () => {
    expect(replaces(text('종로구_조례.md', '서울특별시 종로구 건축 조례', '2025-01-01'), text('종로구_조례.md', '서울특별시 종로구 건축 조례', '2024-01-01'))).toBe(true);
    expect(replaces(text('종로구_조례.md', '서울특별시 종로구 건축 조례', '2023-01-01'), text('종로구_조례.md', '서울특별시 종로구 건축 조례', '2024-01-01'))).toBe(false);
    // Folders of statutes all hold a "시행령.md": another law's file of the same name is another document.
    expect(replaces(text('시행령.md', '건축법 시행령', null), text('시행령.md', '주차장법 시행령', null))).toBe(false);
  });

  it('a newer official text of a built-in statute, whatever its file is called', () => {
    expect(replaces(text('건축조례_2026.pdf', '서울특별시 종로구 건축 조례', '2026-01-01'), text('종로구.md', '서울특별시 종로구 건축 조례', '2024-01-01', true))).toBe(true);
    expect(replaces(text('건축조례_2026.pdf', '서울특별시 종로구 건축 조례', '2026-01-01'), text('종로구.md', '서울특별시 종로구 건축 조례', '2024-01-01', false))).toBe(false);
  });
});

describe('the declared tables and their local ids', () => {
  it('a rule source named after its document travels with a placeholder, and comes back named after the new id', () => {
    expect(withPlaceholder('document:12', 12)).toBe('document:{document}');
    expect(withPlaceholder('annex:12:3', 12)).toBe('annex:{document}:3');
    expect(withPlaceholder('document:123', 12)).toBe('document:123');
    expect(fromPlaceholder('document:{document}', 40)).toBe('document:40');
  });

  it('every reference points at an earlier table with a key, and every table has an owner', () => {
    SYNCED_TABLES.forEach((table, index) => {
      expect(table.owner !== null || table.ownedThrough !== undefined, table.table).toBe(true);
      for (const reference of table.references ?? []) {
        const target = SYNCED_TABLES.findIndex((other) => other.table === reference.table);
        expect(target, `${table.table}.${reference.column}`).toBeGreaterThanOrEqual(0);
        expect(target).toBeLessThan(index);
        expect(SYNCED_TABLES[target]!.key).toBeDefined();
      }
      expect(new Set(travellingColumns(table).map((column) => column.name)).size).toBe(travellingColumns(table).length);
    });
  });
});

describe('the team address and password', () => {
  it('reads an address, and never keeps a password in it', () => {
    expect(parseTeamUrl('postgres://kim:s%40cret@db.example:6432/geungeo?sslmode=require')).toEqual({ user: 'kim', password: 's@cret', host: 'db.example', port: 6432, database: 'geungeo', sslmode: 'require' });
    expect(withoutPassword('postgres://kim:secret@db.example/geungeo')).toBe('postgres://kim@db.example/geungeo');
    expect(parseTeamUrl('https://db.example/geungeo')).toBeNull();
    const settings = createTeamSettings(memoryStore(), keychain, { canonicalPlace: (name) => (name === '서울 종로구' ? '서울특별시 종로구' : null) });
    expect(() => settings.save({ url: 'postgres://kim:secret@db.example:5432/geungeo' }, undefined)).toThrow(expect.objectContaining({ reason: { id: 'team.password-in-url' } }));
    expect(() => settings.save({ places: ['어딘가'] }, undefined)).toThrow(expect.objectContaining({ reason: { id: 'jurisdiction.unknown', value: '어딘가' } }));
  });

  it('keeps the password encrypted apart from the settings, and the environment’s address wins', () => {
    const store = memoryStore();
    const settings = createTeamSettings(store, keychain, { canonicalPlace: (name) => (name === '서울 종로구' ? '서울특별시 종로구' : null) });
    settings.save({ url: 'postgres://kim@db.example:5432/geungeo', places: ['서울 종로구'] }, 'secret');
    expect(store.values.get('team')).not.toContain('secret');
    expect(store.values.get('secret:team.password')).toBe(Buffer.from('enc:secret').toString('base64'));
    expect(settings.stored().places).toEqual(['서울특별시 종로구']);
    expect(settings.target({})).toEqual({ url: 'postgres://kim@db.example:5432/geungeo', password: 'secret', source: 'settings' });
    expect(settings.target({ GEUNGEO_TEAM_URL: 'postgres://lee:pw@other:5432/team' })).toEqual({ url: 'postgres://lee@other:5432/team', password: 'pw', source: 'env' });
    // No secure storage (the CLI, browser mode): no password is written.
    const plain = createTeamSettings(memoryStore(), null, { canonicalPlace: () => null });
    expect(() => plain.save({ url: 'postgres://kim@db.example:5432/geungeo' }, 'secret')).toThrow(expect.objectContaining({ reason: { id: 'team.no-secure-storage' } }));
    expect(plain.target({ GEUNGEO_TEAM_PASSWORD: 'from-env' })).toBeNull();
  });
});
