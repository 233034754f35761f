import { DataExport } from '../features/data-export/DataExport';

export default function DataExportPage() {
  return <DataExport />;
}
