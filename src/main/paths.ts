// Where Geungeo keeps its data when run from a terminal: the same folder the desktop app's
// app.getPath('userData') gives, so the CLI and the app share one database by default.
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';

export const APP_FOLDER_NAME = 'Geungeo';
export const DB_FILE_NAME = 'geungeo.db';

type Env = Record<string, string | undefined>;

/** Electron's userData = appData/<productName>; appData per platform as Electron defines it. */
export function defaultUserDataDir(
  env: Env = process.env,
  platform: NodeJS.Platform = process.platform,
  home: string = homedir(),
): string {
  if (platform === 'win32') return join(env.APPDATA ?? join(home, 'AppData', 'Roaming'), APP_FOLDER_NAME);
  if (platform === 'darwin') return join(home, 'Library', 'Application Support', APP_FOLDER_NAME);
  return join(env.XDG_CONFIG_HOME || join(home, '.config'), APP_FOLDER_NAME);
}

/** --db FILE, else $GEUNGEO_DB, else the desktop app's database. */
export function resolveDbPath(dbOption: string | undefined, env: Env = process.env): string {
  if (dbOption) return resolve(dbOption);
  if (env.GEUNGEO_DB) return resolve(env.GEUNGEO_DB);
  return join(defaultUserDataDir(env), DB_FILE_NAME);
}

/**
 * Model folders, searched in order: an explicit folder (--models / $GEUNGEO_MODELS_DIR / settings), the user-data
 * `models/` folder, and the bundled `resources/models`.
 */
export function modelSearchDirs(options: { explicit?: string | undefined; userDataDir: string; resourcesDir: string }): string[] {
  const dirs = [options.explicit, join(options.userDataDir, 'models'), join(options.resourcesDir, 'models')];
  return [...new Set(dirs.filter((dir): dir is string => Boolean(dir)).map((dir) => resolve(dir)))];
}
