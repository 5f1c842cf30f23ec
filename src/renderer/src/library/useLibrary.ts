// The library's state that the whole window shares, kept by the shell: files being added (the library tab's dot,
// files dropped on any screen), the built-in statutes (their banner on the chat screen), the team library (its pull
// on start follows the first start), and a version that tells the library screen to read its documents again. A
// change also reads the app's counts again (`onChanged`).
import { useCallback, useState } from 'react';
import { useBuiltIns } from './useBuiltIns';
import { useIngest } from './useIngest';
import { useTeam } from './useTeam';

/** `onChanged` must keep its identity: the built-in statutes are asked for again when it changes. */
export function useLibrary(onChanged: () => unknown) {
  const [version, setVersion] = useState(0);
  const changed = useCallback(() => {
    setVersion((current) => current + 1);
    void onChanged();
  }, [onChanged]);
  const ingest = useIngest(changed);
  const builtIns = useBuiltIns(changed);
  const team = useTeam(changed, builtIns.started);
  return { version, changed, ingest, builtIns, team };
}
