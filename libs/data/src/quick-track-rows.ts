import type { QuickTrackMetrics, QuickTrackRecord } from '@dreampitch/domain';
import type { Json, Tables, TablesInsert } from './database.types';

/** Row of `quick_track_entries`: one table for the three age-group shapes, unused columns null. */
export type QuickTrackRow = Tables<'quick_track_entries'>;

export function toQuickTrackInsert(
  record: QuickTrackRecord,
): Omit<TablesInsert<'quick_track_entries'>, 'id' | 'user_id' | 'created_at'> {
  const base = { entry_date: record.date, age_group: record.ageGroup };
  const empty = { emoji: null, rating: null, activity: null, training_load: null, metrics: null, note: '' };
  switch (record.ageGroup) {
    case '8-12':
      return { ...base, ...empty, emoji: record.emoji };
    case '13-17':
      return { ...base, ...empty, rating: record.rating, note: record.note };
    case '18+':
      return {
        ...base,
        ...empty,
        activity: record.activity,
        training_load: record.trainingLoad,
        metrics: { ...record.metrics },
        note: record.note,
      };
  }
}

/** One metric of the jsonb `metrics` column: a number, or 0 when the entry has none. */
function metric(metrics: Json | null, name: keyof QuickTrackMetrics): number {
  const value = metrics && typeof metrics === 'object' && !Array.isArray(metrics) ? metrics[name] : undefined;
  return typeof value === 'number' ? value : 0;
}

export function fromQuickTrackRow(row: QuickTrackRow): QuickTrackRecord {
  const base = { id: row.id, date: row.entry_date };
  switch (row.age_group) {
    case '8-12':
      // The kids' form always sends a mood; 'okay' stands in should a row have none.
      return { ...base, ageGroup: '8-12', emoji: row.emoji ?? 'okay' };
    case '13-17':
      return { ...base, ageGroup: '13-17', rating: row.rating ?? 0, note: row.note };
    case '18+':
      return {
        ...base,
        ageGroup: '18+',
        activity: row.activity,
        trainingLoad: row.training_load,
        metrics: {
          technical: metric(row.metrics, 'technical'),
          physical: metric(row.metrics, 'physical'),
          tactical: metric(row.metrics, 'tactical'),
          mental: metric(row.metrics, 'mental'),
        },
        note: row.note,
      };
  }
}
