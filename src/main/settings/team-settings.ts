// The team library's settings: the database's address, the places whose ordinances this laptop takes, and whether
// to pull on start — in the settings table — and the password apart from them, encrypted like the language model's
// key (secret-store.ts). GEUNGEO_TEAM_URL, when set, is the address in use (a password may ride in it, or come from
// GEUNGEO_TEAM_PASSWORD): the CLI, browser mode and a server-managed laptop set the team that way.
import { z } from 'zod';
import { settingFieldsOf } from '../../shared/error-reasons';
import { GeungeoError } from '../../shared/errors';
import { DEFAULT_TEAM_SETTINGS, TeamSettingsSchema, type TeamSettings } from '../../shared/team-contract';
import { parseTeamUrl, withoutPassword } from '../../shared/team-url';
import type { KeyValueStore } from '../store/meta';
import { createSecretStore, type SecretCipher } from './secret-store';

const SETTINGS_KEY = 'team';
const HINT = 'url is postgres://user@host:5432/database (the password apart); places are 시·도 or 시·군·구 names';

/** The database to use and how to log in: where it came from, and the password if one is known. */
export interface TeamTarget {
  /** The address without its password. */
  url: string;
  password: string | undefined;
  source: 'env' | 'settings';
}

export interface TeamSettingsDeps {
  /** The official name of a place as the user may spell it, null when unknown (the jurisdiction table's). */
  canonicalPlace(name: string): string | null;
}

export function createTeamSettings(settings: KeyValueStore, cipher: SecretCipher | null, deps: TeamSettingsDeps) {
  const password = createSecretStore(settings, cipher, 'team.password');

  const stored = (): TeamSettings => {
    const raw = settings.get(SETTINGS_KEY);
    if (!raw) return { ...DEFAULT_TEAM_SETTINGS };
    // A value another version wrote that no longer validates falls back to the defaults.
    const parsed = TeamSettingsSchema.safeParse({ ...DEFAULT_TEAM_SETTINGS, ...(JSON.parse(raw) as object) });
    return parsed.success ? parsed.data : { ...DEFAULT_TEAM_SETTINGS };
  };

  /** The stored settings with a patch, checked and with places by their official names; nothing is written. */
  const patched = (patch: Partial<TeamSettings>): TeamSettings => {
    if (patch.url && parseTeamUrl(patch.url)?.password !== undefined) {
      throw new GeungeoError('INVALID_INPUT', 'The team database address holds a password.', { hint: 'leave the password out of the address and give it apart', reason: { id: 'team.password-in-url' } });
    }
    const parsed = TeamSettingsSchema.safeParse({ ...stored(), ...patch });
    if (!parsed.success) {
      throw new GeungeoError('INVALID_INPUT', `The team settings are invalid: ${z.prettifyError(parsed.error).replace(/\n+/g, '; ')}.`, {
        hint: HINT,
        reason: { id: 'settings.invalid', fields: settingFieldsOf('team', parsed.error.issues) },
      });
    }
    const places = parsed.data.places.map((place) => {
      const official = deps.canonicalPlace(place);
      if (official === null) throw new GeungeoError('INVALID_INPUT', `Unknown place "${place}".`, { hint: HINT, reason: { id: 'jurisdiction.unknown', value: place } });
      return official;
    });
    return { ...parsed.data, places: [...new Set(places)] };
  };

  const passwordFromEnv = (env: Record<string, string | undefined>) => env.GEUNGEO_TEAM_PASSWORD || undefined;

  const targetOf = (current: TeamSettings, env: Record<string, string | undefined>, typed?: string): TeamTarget | null => {
    const fromEnv = env.GEUNGEO_TEAM_URL?.trim();
    if (fromEnv) {
      const address = parseTeamUrl(fromEnv);
      if (!address) throw new GeungeoError('INVALID_INPUT', 'GEUNGEO_TEAM_URL is not a postgres:// address.', { hint: HINT, reason: { id: 'settings.invalid', fields: ['team.url'] } });
      return { url: withoutPassword(fromEnv), password: address.password ?? typed ?? passwordFromEnv(env) ?? password.read(), source: 'env' };
    }
    if (!current.url) return null;
    return { url: current.url, password: typed ?? password.read() ?? passwordFromEnv(env), source: 'settings' };
  };

  return {
    stored,
    hasPassword: password.has,
    secureStorage: password.secure,

    /** Checks and stores; `newPassword` null removes the stored one, undefined keeps it. */
    save(patch: Partial<TeamSettings>, newPassword: string | null | undefined): TeamSettings {
      const next = patched(patch);
      if (newPassword) {
        if (!password.secure()) {
          throw new GeungeoError('INVALID_INPUT', 'This system offers no encrypted storage for the team password, so it was not saved.', {
            hint: 'set GEUNGEO_TEAM_PASSWORD (or GEUNGEO_TEAM_URL with the password) in the environment instead',
            reason: { id: 'team.no-secure-storage' },
          });
        }
        password.write(newPassword);
      } else if (newPassword === null) password.remove();
      settings.set(SETTINGS_KEY, JSON.stringify(next));
      return next;
    },

    /** The database in use now: GEUNGEO_TEAM_URL, else the stored address; null when there is no team. */
    target: (env: Record<string, string | undefined>): TeamTarget | null => targetOf(stored(), env),

    /** The database settings not yet saved would use (설정's 연결 테스트): nothing is stored. */
    trial: (patch: Partial<TeamSettings>, typed: string | undefined, env: Record<string, string | undefined>): TeamTarget | null => targetOf(patched(patch), env, typed),
  };
}

export type TeamSettingsStore = ReturnType<typeof createTeamSettings>;
