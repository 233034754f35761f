import { getProBackend } from '@dreampitch/data/pro';
import {
  MESSAGES,
  errorMessage,
  exportDatasetCsv,
  exportFileName,
  exportJson,
  type ExportDatasetId,
  type PlayerDataExport,
} from '@dreampitch/domain';
import { useCallback, useState } from 'react';
import { localIsoDate } from '../../../lib/dates';
import { downloadText as download } from '../../../lib/download';

/** Fetches the export once per page visit (fresh on each download after an error) and saves files from it. */
export function useDataExport() {
  const [data, setData] = useState<PlayerDataExport | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    if (data) return data;
    const fresh = await getProBackend().exportData();
    setData(fresh);
    return fresh;
  }, [data]);

  const save = useCallback(
    async (what: ExportDatasetId | 'data', format: 'csv' | 'json') => {
      setBusy(true);
      setError(null);
      try {
        const exported = await load();
        const name = exportFileName(what, format, localIsoDate());
        if (what === 'data') download(exportJson(exported), name, 'application/json');
        else download(exportDatasetCsv(exported, what), name, 'text/csv;charset=utf-8');
      } catch (failure) {
        setError(errorMessage(failure, MESSAGES.exportFailed));
      } finally {
        setBusy(false);
      }
    },
    [load],
  );

  return { data, busy, error, save, refresh: () => setData(null) };
}
