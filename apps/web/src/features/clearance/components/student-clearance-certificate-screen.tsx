import { Button, Paper, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { CERTIFICATE_KINDS } from '@portal/domain';
import { useState } from 'react';
import { PageTitle, SectionTitle } from '../../../components/page-title';
import { useUserProfile } from '../../../lib/user-profile';
import { classLabel, officeName } from '../../../i18n/names';
import { useTranslation } from 'react-i18next';
import '../english';

/** /student-clearance-certificate: Transcript shows the Roll No. Slip/Transcript form; the others are headings. */
export function StudentClearanceCertificateScreen() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<string>(CERTIFICATE_KINDS[0]);
  const profile = useUserProfile();
  const p = profile.data ?? {};
  return (
    <Stack maw={900}>
      <PageTitle>{t('clearance.certificateTitle')}</PageTitle>
      <SegmentedControl
        data={CERTIFICATE_KINDS.map((k) => ({ value: k, label: t(`reason.${k}`) }))}
        value={kind}
        onChange={setKind}
        aria-label={t('clearance.certificateKind')}
      />
      {kind === 'Transcript' ? (
        <Paper withBorder radius="md" p="lg">
          <SectionTitle mb="md">{t('clearance.rollNoSlip')}</SectionTitle>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('field.Name')} value={p.NM ?? ''} readOnly />
            <TextInput label={t('field.Father Name')} value={p.F_NM ?? ''} readOnly />
            <TextInput label={t('field.Roll No')} value={p.ROLNO ?? ''} readOnly />
            <TextInput label={t('field.Class')} value={classLabel(p.CLASS)} readOnly />
            <TextInput label={t('field.Department')} value={officeName(p.DEPARTMENT)} readOnly />
            <TextInput label={t('field.Session')} value={p.SESSION ?? ''} readOnly />
          </SimpleGrid>
          <Text size="sm" c="dimmed" mt="md">
            {t('clearance.printHint')}
          </Text>
          <Button mt="sm" variant="light" onClick={() => window.print()}>
            {t('clearance.print')}
          </Button>
        </Paper>
      ) : (
        <SectionTitle>{kind === 'Both' ? t('clearance.bothKinds') : t('clearance.securityRefund')}</SectionTitle>
      )}
    </Stack>
  );
}
