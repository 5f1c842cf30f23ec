import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultUserDataDir, modelSearchDirs, resolveDbPath } from '../src/main/paths';

describe('data locations', () => {
  it('match Electron’s userData folder on each platform', () => {
    expect(defaultUserDataDir({}, 'linux', '/home/kim')).toBe('/home/kim/.config/Geungeo');
    expect(defaultUserDataDir({ XDG_CONFIG_HOME: '/xdg' }, 'linux', '/home/kim')).toBe('/xdg/Geungeo');
    expect(defaultUserDataDir({}, 'darwin', '/Users/kim')).toBe('/Users/kim/Library/Application Support/Geungeo');
    expect(defaultUserDataDir({ APPDATA: 'C:\\Users\\kim\\AppData\\Roaming' }, 'win32', 'C:\\Users\\kim')).toBe(
      join('C:\\Users\\kim\\AppData\\Roaming', 'Geungeo'),
    );
  });

  it('take the database from --db, then $GEUNGEO_DB, then the app folder', () => {
    const env = { GEUNGEO_DB: '/data/env.db', XDG_CONFIG_HOME: '/xdg' };
    expect(resolveDbPath('/data/flag.db', env)).toBe('/data/flag.db');
    expect(resolveDbPath(undefined, env)).toBe('/data/env.db');
    expect(resolveDbPath(undefined, { XDG_CONFIG_HOME: '/xdg' })).toBe(join(defaultUserDataDir({ XDG_CONFIG_HOME: '/xdg' }), 'geungeo.db'));
    expect(resolveDbPath('rel.db', {})).toBe(resolve('rel.db'));
  });

  it('search models in the explicit folder first, without duplicates', () => {
    expect(modelSearchDirs({ explicit: '/m', userDataDir: '/u', resourcesDir: '/r' })).toEqual(['/m', '/u/models', '/r/models']);
    expect(modelSearchDirs({ explicit: '/u/models', userDataDir: '/u', resourcesDir: '/r' })).toEqual(['/u/models', '/r/models']);
  });
});
