import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export type ExportFormat = 'csv' | 'xlsx';

/**
 * Export as CSV and as Excel: one export at a time, the pressed button busy until its file has downloaded. A
 * refused export is said by the api client's toast.
 */
export function ExportButtons({ exportAs }: { exportAs: (format: ExportFormat) => Promise<void> }) {
  const { t } = useTranslation();
  const [exporting, setExporting] = useState<ExportFormat | null>(null);
  const run = async (format: ExportFormat) => {
    setExporting(format);
    try {
      await exportAs(format);
    } catch {
      // the api client has shown the reason
    } finally {
      setExporting(null);
    }
  };
  return (
    <Group gap="xs">
      <Button variant="default" onClick={() => void run('csv')} loading={exporting === 'csv'} disabled={exporting != null}>
        {t('list.exportCsv')}
      </Button>
      <Button variant="default" onClick={() => void run('xlsx')} loading={exporting === 'xlsx'} disabled={exporting != null}>
        {t('list.exportExcel')}
      </Button>
    </Group>
  );
}
