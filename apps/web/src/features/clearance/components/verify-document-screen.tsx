import { Alert, Badge, Center, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatDate, formatRupees } from '@portal/domain';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { StatusBadge } from '../../../components/status-badge';
import { useVerifyDocument } from '../api/verify';

/** /verify/{code} (public, DECISIONS 5): whether a clearance form/certificate or bank challan is genuine, and its state. */
export function VerifyDocumentScreen() {
  const { code = '' } = useParams();
  const q = useVerifyDocument(code);
  return (
    <Stack maw={760} mx="auto" p="md">
      <PageTitle>Document Verification</PageTitle>
      {q.isLoading ? (
        <Center h={160}>
          <Loader />
        </Center>
      ) : q.isError ? (
        <Alert color="red">The verification service could not be reached. Please try again later.</Alert>
      ) : !q.data ? (
        <Alert color="red" icon={<IconCircleX />} title="Not genuine">
          No document has the verification code <b>{code}</b>. The document may be forged or the code mistyped.
        </Alert>
      ) : (
        <Paper withBorder radius="md" p="lg">
          <Alert color="green" icon={<IconCircleCheck />} title="Genuine document" mb="md">
            This {q.data.kind.toLowerCase()} was issued by the university.
          </Alert>
          <Title order={4}>{q.data.kind}</Title>
          <Text size="sm" c="dimmed" mb="sm">
            {q.data.reference} · code {code.toUpperCase()}
          </Text>
          <Table withTableBorder fz="sm" aria-label="Document details">
            <Table.Tbody>
              <Table.Tr>
                <Table.Th w={200}>Student</Table.Th>
                <Table.Td>{q.data.STD_NAME}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Roll No</Table.Th>
                <Table.Td>{q.data.STD_ROLLNO}</Table.Td>
              </Table.Tr>
              {q.data.PRINTTITLE && (
                <Table.Tr>
                  <Table.Th>Programme</Table.Th>
                  <Table.Td>{q.data.PRINTTITLE}</Table.Td>
                </Table.Tr>
              )}
              {q.data.DES && (
                <Table.Tr>
                  <Table.Th>Challan</Table.Th>
                  <Table.Td>{`${q.data.DES} · ${formatRupees(q.data.BAL ?? 0)} · due ${formatDate(q.data.DUE_DT)} · ${q.data.D_NM}`}</Table.Td>
                </Table.Tr>
              )}
              <Table.Tr>
                <Table.Th>Current state</Table.Th>
                <Table.Td>
                  {q.data.rows ? (
                    // A clearance form: its status name in the spec's colour (000 §4).
                    <StatusBadge status={q.data.status} />
                  ) : (
                    <Badge color={q.data.approved ? 'green' : 'red'} variant="light">
                      {q.data.status}
                    </Badge>
                  )}
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          {q.data.rows && (
            <Table withTableBorder striped fz="sm" mt="md" aria-label="Departments">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Department</Table.Th>
                  <Table.Th>Status</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {q.data.rows.map((r) => (
                  <Table.Tr key={r.D_NM}>
                    <Table.Td>{r.D_NM}</Table.Td>
                    <Table.Td>
                      <StatusBadge status={r.REQ_DEF} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Paper>
      )}
    </Stack>
  );
}
