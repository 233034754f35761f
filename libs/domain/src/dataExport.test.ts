import { expect, test } from '@rstest/core';
import {
  EXPORT_DATASETS,
  exportDatasetCsv,
  exportFileName,
  exportJson,
  type PlayerDataExport,
} from './dataExport';

const data: PlayerDataExport = {
  exportedAt: '2026-11-24T10:00:00Z',
  goals: [{ id: 'g1', title: 'Shoot, then "score"', pillar: 'technical', progress: 40, created_at: 'x' }],
  training_sessions: [],
  check_ins: [{ id: 'c1', goal_id: 'g1', checked_on: '2026-11-20', note: '=HYPERLINK("x")', progress: 40 }],
  quick_track_entries: [{ id: 'q1', entry_date: '2026-11-20', metrics: { technical: 7 } }],
  game_results: [],
  mindset_sessions: [],
  goal_templates: [],
};

test('CSV per dataset: fixed header, quoted cells, formulas defused, nested values as JSON', () => {
  const goals = exportDatasetCsv(data, 'goals');
  expect(goals.split('\r\n')[0]).toBe(
    'id,title,description,pillar,type,status,progress,target_date,age_group,created_at',
  );
  expect(goals).toContain('g1,"Shoot, then ""score""",,technical,,,40,,,x');
  expect(exportDatasetCsv(data, 'check_ins')).toContain(`"'=HYPERLINK(""x"")"`);
  expect(exportDatasetCsv(data, 'quick_track_entries')).toContain('"{""technical"":7}"');
  expect(exportDatasetCsv(data, 'training_sessions')).toBe(
    'id,goal_id,session_date,start_time,duration,notes,completed,created_at\r\n',
  );
});

test('the JSON holds every dataset; files are named by dataset and day', () => {
  const parsed = JSON.parse(exportJson(data)) as Record<string, unknown>;
  for (const dataset of EXPORT_DATASETS) expect(parsed).toHaveProperty(dataset.id);
  expect(exportFileName('quick_track_entries', 'csv', '2026-11-24')).toBe(
    'dreampitch-quick-track-entries-2026-11-24.csv',
  );
});
