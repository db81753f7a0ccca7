import { Box, Container, Group, Text } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { BrandName } from '../../components/brand-names';
import { PageLoader } from '../../components/page-loader';
import { ScreenProviders } from '../lazy-screen-providers';
import { HEADER_HEIGHT } from './layout-sizes';

/** Public pages (event registration, document verification): no session, no navigation. */
export function PublicLayout() {
  return (
    <Box mih="100dvh" bg="var(--mantine-color-gray-0)">
      <Group component="header" h={HEADER_HEIGHT} px="md" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <div>
          <Text size="xs" c="dimmed" fw={600} tt="uppercase">
            <BrandName of="institution" />
          </Text>
          <Text fw={700} size="lg" c="indigo.8">
            <BrandName of="portal" />
          </Text>
        </div>
      </Group>
      <Container component="main" size="md" py="md">
        <Suspense fallback={<PageLoader />}>
          <ScreenProviders>
            <Outlet />
          </ScreenProviders>
        </Suspense>
      </Container>
    </Box>
  );
}
