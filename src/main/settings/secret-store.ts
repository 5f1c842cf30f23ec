// A secret the app keeps beside its settings — the language model's API key, the team database's password —
// encrypted by the operating system (Electron safeStorage) before it is written, under a 'secret:' key of the
// settings table. Where no secure storage exists (the CLI, browser mode) nothing is stored: the caller refuses, and
// the secret comes from the environment instead. A secret is never returned to the window, only whether one is kept.
import type { KeyValueStore } from '../store/meta';

/** Encryption by the operating system's keychain (Electron safeStorage implements it). */
export interface SecretCipher {
  available(): boolean;
  encrypt(plain: string): Buffer;
  decrypt(encrypted: Buffer): string;
}

export function createSecretStore(settings: KeyValueStore, cipher: SecretCipher | null, name: string) {
  const key = `secret:${name}`;
  const secure = () => cipher?.available() ?? false;
  return {
    secure,
    has: () => settings.get(key) !== null,
    /** The secret, or undefined when none is kept or it cannot be decrypted here. */
    read(): string | undefined {
      const encrypted = settings.get(key);
      if (!encrypted || !secure()) return undefined;
      try {
        return cipher!.decrypt(Buffer.from(encrypted, 'base64'));
      } catch {
        return undefined; // written under another OS account or keychain: as if there were none
      }
    },
    /** Call only when `secure()`: the caller says why not otherwise. */
    write: (plain: string) => settings.set(key, cipher!.encrypt(plain).toString('base64')),
    remove: () => settings.delete(key),
  };
}

export type SecretStore = ReturnType<typeof createSecretStore>;
