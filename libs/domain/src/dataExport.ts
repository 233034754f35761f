/** Data export (Pro): everything the player logged, as one JSON document or one CSV file per dataset. */
import { toCsv } from './csv';

/**
 * The line under /app/export's heading, the same for every visitor: the page shows it, and so does the
 * shell's frame of it (its HTML and skeleton, shell/src/prerender/storedFrames.tsx) before the page's code runs.
 */
export const DATA_EXPORT_SUBTITLE =
  'Download everything you have logged in DreamPitch: for a spreadsheet, a coach, or your own records.';

export type ExportDatasetId =
  | 'goals'
  | 'training_sessions'
  | 'check_ins'
  | 'quick_track_entries'
  | 'game_results'
  | 'mindset_sessions'
  | 'goal_templates';

export type ExportRow = Record<string, unknown>;

/** What pro_export answers: the player's own rows, dataset by dataset. */
export type PlayerDataExport = { exportedAt: string } & Record<ExportDatasetId, ExportRow[]>;

export const EXPORT_DATASETS: readonly { id: ExportDatasetId; label: string; columns: readonly string[] }[] =
  [
    {
      id: 'goals',
      label: 'Goals',
      columns: [
        'id',
        'title',
        'description',
        'pillar',
        'type',
        'status',
        'progress',
        'target_date',
        'age_group',
        'created_at',
      ],
    },
    {
      id: 'training_sessions',
      label: 'Training sessions',
      columns: [
        'id',
        'goal_id',
        'session_date',
        'start_time',
        'duration',
        'notes',
        'completed',
        'created_at',
      ],
    },
    {
      id: 'check_ins',
      label: 'Check-ins',
      columns: ['id', 'goal_id', 'checked_on', 'note', 'progress', 'created_at'],
    },
    {
      id: 'quick_track_entries',
      label: 'Quick Track entries',
      columns: [
        'id',
        'entry_date',
        'age_group',
        'emoji',
        'rating',
        'activity',
        'training_load',
        'metrics',
        'note',
        'created_at',
      ],
    },
    {
      id: 'game_results',
      label: 'Game results',
      columns: ['id', 'game_id', 'score', 'max_score', 'duration_seconds', 'created_at'],
    },
    {
      id: 'mindset_sessions',
      label: 'Mindset exercises',
      columns: ['id', 'tool', 'completed_on', 'duration_seconds', 'created_at'],
    },
    {
      id: 'goal_templates',
      label: 'Goal templates',
      columns: ['id', 'title', 'description', 'pillar', 'type', 'created_at'],
    },
  ];

/** One dataset as CSV; nested values (Quick Track metrics) are written as JSON in their cell. */
export function exportDatasetCsv(data: PlayerDataExport, id: ExportDatasetId): string {
  const dataset = EXPORT_DATASETS.find((candidate) => candidate.id === id);
  if (!dataset) throw new Error(`Unknown dataset: ${id}`);
  return toCsv(
    dataset.columns,
    data[id].map((row) => dataset.columns.map((column) => row[column])),
  );
}

export function exportJson(data: PlayerDataExport): string {
  return `${JSON.stringify(data, null, 2)}\n`;
}

/** `dreampitch-goals-2026-11-24.csv`, `dreampitch-data-2026-11-24.json`. */
export function exportFileName(
  what: ExportDatasetId | 'data',
  format: 'csv' | 'json',
  isoDate: string,
): string {
  return `dreampitch-${what.replaceAll('_', '-')}-${isoDate}.${format}`;
}
