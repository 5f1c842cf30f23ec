// What every screen reads about the app: its info (models, paths, settings) and the library's counts, read again
// when something changes them; and the failure that stopped the window from reading them, shown on every screen.
import { useCallback, useEffect, useState } from 'react';
import type { ApiError, AppInfo, Stats } from '../../../shared/contract';
import { api } from '../api';

export interface AppInfoState {
  info: { info: AppInfo; stats: Stats } | null;
  fatal: ApiError | null;
  setFatal(error: ApiError): void;
  refreshInfo(): Promise<void>;
}

export function useAppInfo(): AppInfoState {
  const [info, setInfo] = useState<AppInfoState['info']>(null);
  const [fatal, setFatal] = useState<ApiError | null>(null);
  const refreshInfo = useCallback(() => Promise.all([api.app.info(), api.stats()]).then(([appInfo, stats]) => setInfo({ info: appInfo, stats }), setFatal), []);
  useEffect(() => void refreshInfo(), [refreshInfo]);
  return { info, fatal, setFatal, refreshInfo };
}
