import { Button, Center, Stack, Title } from '@mantine/core';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { M } from '@portal/domain';
import { translateSaid } from '../i18n/messages';
import { FirstPaintDone } from '../first-paint/first-paint-done';

/**
 * Shown when a screen throws or its code cannot be loaded (e.g. after a new release), in place of the whole
 * page: its own main landmark and h1.
 */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <Center component="main" mih="60dvh" p="md">
      <FirstPaintDone />
      <Stack align="center" gap="sm" ta="center">
        <Title order={1} size="h2">
          {translateSaid(M.common.somethingWrongTryAgain)}
        </Title>
        <Button onClick={() => window.location.reload()}>{t('notFound.reload')}</Button>
      </Stack>
    </Center>
  );
}

interface BoundaryProps {
  pathname: string;
  children: ReactNode;
}

/** Shows RouteError in place of the screens when one throws; going to another path tries again. */
class ErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidUpdate(prev: BoundaryProps) {
    if (this.state.failed && prev.pathname !== this.props.pathname) this.setState({ failed: false });
  }

  render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

/** The error boundary of the routes (the data router's `errorElement` did this before the routes were split per screen). */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorBoundary pathname={pathname}>{children}</ErrorBoundary>;
}
