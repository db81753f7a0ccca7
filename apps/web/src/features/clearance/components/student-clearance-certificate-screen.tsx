import { Button, Paper, SegmentedControl, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { CERTIFICATE_KINDS } from '@portal/domain';
import { useState } from 'react';
import { PageTitle } from '../../../components/page-title';
import { useUserProfile } from '../../../lib/user-profile';

/** /student-clearance-certificate (001 §1): Transcript shows the Roll No. Slip/Transcript form; the others are headings. */
export function StudentClearanceCertificateScreen() {
  const [kind, setKind] = useState<string>(CERTIFICATE_KINDS[0]);
  const profile = useUserProfile();
  const p = profile.data ?? {};
  return (
    <Stack maw={900}>
      <PageTitle>Clearance Certificate</PageTitle>
      <SegmentedControl data={[...CERTIFICATE_KINDS]} value={kind} onChange={setKind} aria-label="Certificate kind" />
      {kind === 'Transcript' ? (
        <Paper withBorder radius="md" p="lg">
          <Title order={4} mb="md">
            Roll No. Slip/Transcript
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Name" value={p.NM ?? ''} readOnly />
            <TextInput label="Father Name" value={p.F_NM ?? ''} readOnly />
            <TextInput label="Roll No" value={p.ROLNO ?? ''} readOnly />
            <TextInput label="Class" value={p.CLASS ?? ''} readOnly />
            <TextInput label="Department" value={p.DEPARTMENT ?? ''} readOnly />
            <TextInput label="Session" value={p.SESSION ?? ''} readOnly />
          </SimpleGrid>
          <Text size="sm" c="dimmed" mt="md">
            Print this slip and present it at the Examination Office with your clearance certificate.
          </Text>
          <Button mt="sm" variant="light" onClick={() => window.print()}>
            Print
          </Button>
        </Paper>
      ) : (
        <Title order={4}>{kind === 'Both' ? 'Transcript and Library/Hostel Security Refund' : 'Library/Hostel Security Refund'}</Title>
      )}
    </Stack>
  );
}
