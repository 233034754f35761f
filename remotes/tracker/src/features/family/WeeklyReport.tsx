import {
  WEEKLY_REPORT_COLUMNS,
  reportWeekStart,
  weeklyReportCsv,
  type WeeklyReportRow,
} from '@dreampitch/domain';
import { Button, Section } from '@dreampitch/ui';
import { formatShortDate } from '../../lib/dates';
import { downloadText } from '../../lib/download';

interface WeeklyReportProps {
  rows: WeeklyReportRow[];
  /** YYYY-MM-DD, the last day of the report's week. */
  today: string;
}

/** The weekly family report: one row per child; printable (print CSS shows only this) and exportable as CSV. */
export function WeeklyReport({ rows, today }: WeeklyReportProps) {
  const since = reportWeekStart(today);
  const captionId = 'tracker-family-report-caption';
  return (
    <Section
      title="Weekly Family Report"
      className="tracker-family-report"
      description={`${formatShortDate(since)} to ${formatShortDate(today)}`}
      actions={
        <div className="tracker-family-actions tracker-family-no-print">
          <Button variant="secondary" onClick={() => window.print()}>
            Print Report
          </Button>
          <Button
            variant="secondary"
            onClick={() =>
              downloadText(
                weeklyReportCsv(rows),
                `dreampitch-family-report-${today}.csv`,
                'text/csv;charset=utf-8',
              )
            }
          >
            Download CSV
          </Button>
        </div>
      }
    >
      <div className="tracker-family-table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className="tracker-family-table">
          <caption id={captionId}>Weekly family report</caption>
          <thead>
            <tr>
              {WEEKLY_REPORT_COLUMNS.map((column) => (
                <th key={column.key} scope="col">
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.child}>
                {WEEKLY_REPORT_COLUMNS.map((column, index) =>
                  index === 0 ? (
                    <th key={column.key} scope="row">
                      {row[column.key]}
                    </th>
                  ) : (
                    <td key={column.key}>{row[column.key]}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}
