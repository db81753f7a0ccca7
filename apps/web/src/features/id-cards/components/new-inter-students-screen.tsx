import { Button, NativeSelect } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { interYears, type NewInterStudent } from '@portal/domain';
import { PagedList, type PagedListColumn } from '../../../components/paged-list';
import { PageTitle } from '../../../components/page-title';
import { downloadNewInterExcel, getNewInterStudents, newInterKey } from '../api/new-inter-students';
import { classLabel } from '../../../i18n/names';

const columns: PagedListColumn<NewInterStudent>[] = [
  { accessor: 'F_NO', title: 'Form No', filterable: true, width: 130, identifier: true },
  { accessor: 'ROLNO', title: 'Roll No', filterable: true, identifier: true },
  { accessor: 'NM', title: 'Name', render: (r) => r.NM.toUpperCase() },
  { accessor: 'F_NM', title: 'Father Name' },
  { accessor: 'CLASS', title: 'Class', render: (r) => classLabel(r.CLASS) },
  { accessor: 'MAJOR', title: 'Major' },
  { accessor: 'SES_STAT', title: 'Session', identifier: true },
  { accessor: 'PH1', title: 'Contact', identifier: true },
  { accessor: 'ADD1', title: 'Address' },
];

/**
 * /new-inter-students (card office): the year's new intermediate students from the
 * learning-management system, filters on form no and roll no, Download Excel (.xlsx of
 * the whole year), total count.
 */
export function NewInterStudentsScreen() {
  const { t } = useTranslation();
  const years = interYears();
  const [year, setYear] = useState(years[0]);
  const [downloading, setDownloading] = useState(false);

  async function download() {
    setDownloading(true);
    try {
      await downloadNewInterExcel(year);
    } catch {
      // the api client has shown the reason
    } finally {
      setDownloading(false);
    }
  }

  return (
    <>
      <PageTitle
        actions={
          // The browser's own list: the lists' filters already load it, a custom one would push the screen past its budget.
          <NativeSelect aria-label={t('newInter.year')} w={120} data={years.map(String)} value={String(year)} onChange={(e) => setYear(Number(e.currentTarget.value))} />
        }
      >
        New Intermediate Students
      </PageTitle>
      <PagedList<NewInterStudent>
        queryKey={newInterKey(year)}
        fetchPage={(p) => getNewInterStudents(year, p)}
        columns={columns}
        rowKey="ROLNO"
        serialNumber="Sr. No"
        totalLabel="Total Number of Students"
        emptyText={t('newInter.noStudent')}
        toolbar={
          <Button variant="light" size="sm" onClick={download} loading={downloading}>
            {t('newInter.downloadExcel')}
          </Button>
        }
      />
    </>
  );
}
