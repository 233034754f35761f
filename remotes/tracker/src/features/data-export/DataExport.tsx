import { EXPORT_DATASETS, DATA_EXPORT_SUBTITLE, PAGE_TITLES } from '@dreampitch/domain';
import { Button, Card, ErrorMessage, Section } from '@dreampitch/ui';
import { ProPage } from '../pro/ProPage';
import { useDataExport } from './api/useDataExport';

/** /app/export (Pro): everything the player logged, as one JSON file or a CSV per dataset. */
export function DataExport() {
  return (
    <ProPage title={PAGE_TITLES.dataExport} subtitle={DATA_EXPORT_SUBTITLE} features={['export']}>
      <ExportPanel />
    </ProPage>
  );
}

function ExportPanel() {
  const { data, busy, error, save } = useDataExport();
  return (
    <>
      <Section
        title="Everything in one file"
        description="JSON keeps every dataset together, exactly as stored."
      >
        <Button onClick={() => void save('data', 'json')} disabled={busy}>
          Download all (JSON)
        </Button>
      </Section>
      <Section
        title="One spreadsheet per dataset"
        description="CSV files open in Excel, Numbers or Google Sheets."
      >
        <ul className="pro-export-list">
          {EXPORT_DATASETS.map((dataset) => (
            <li key={dataset.id}>
              <Card className="pro-export-item">
                <span>
                  {dataset.label}
                  {data && <span className="pro-muted"> · {data[dataset.id].length} rows</span>}
                </span>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={busy}
                  onClick={() => void save(dataset.id, 'csv')}
                  aria-label={`Download ${dataset.label} (CSV)`}
                >
                  Download CSV
                </Button>
              </Card>
            </li>
          ))}
        </ul>
      </Section>
      {error && <ErrorMessage title="Could not export your data">{error}</ErrorMessage>}
    </>
  );
}
