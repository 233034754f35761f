import type {
  AgeGroup,
  QuickTrackRecord,
  QuickTrackRecordAdults,
  QuickTrackRecordKids,
} from '@dreampitch/domain';

/** Row of `quick_track_entries`: one table for the three age-group shapes, unused columns null. */
export interface QuickTrackRow {
  id: string;
  user_id: string;
  entry_date: string;
  age_group: AgeGroup;
  emoji: string | null;
  rating: number | null;
  activity: string | null;
  training_load: string | null;
  metrics: Record<string, number> | null;
  note: string;
  created_at: string;
}

export function toQuickTrackInsert(
  record: QuickTrackRecord,
): Omit<QuickTrackRow, 'id' | 'user_id' | 'created_at'> {
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

export function fromQuickTrackRow(row: QuickTrackRow): QuickTrackRecord {
  const base = { id: row.id, date: row.entry_date };
  switch (row.age_group) {
    case '8-12':
      return { ...base, ageGroup: '8-12', emoji: row.emoji as QuickTrackRecordKids['emoji'] };
    case '13-17':
      return { ...base, ageGroup: '13-17', rating: row.rating ?? 0, note: row.note };
    case '18+':
      return {
        ...base,
        ageGroup: '18+',
        activity: row.activity as QuickTrackRecordAdults['activity'],
        trainingLoad: row.training_load as QuickTrackRecordAdults['trainingLoad'],
        metrics: {
          technical: row.metrics?.technical ?? 0,
          physical: row.metrics?.physical ?? 0,
          tactical: row.metrics?.tactical ?? 0,
          mental: row.metrics?.mental ?? 0,
        },
        note: row.note,
      };
  }
}
