import { Badge, Drawer, Modal } from '@mantine/core';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../test/render-screen';

afterEach(cleanup);

describe('the theme’s accessible defaults', () => {
  it.each([
    ['dialog', Modal],
    ['drawer', Drawer],
  ])('an open %s’s title bar is no second page banner (no <header> inside it)', (_kind, Dialog) => {
    renderScreen(
      <Dialog opened onClose={() => {}} title="Request Details" transitionProps={{ duration: 0 }}>
        Body
      </Dialog>,
    );
    const title = screen.getByRole('heading', { name: 'Request Details' });
    expect(title.parentElement!.tagName).toBe('DIV');
    expect(document.querySelector('[role="dialog"] header')).toBeNull();
  });

  it('an outline badge is filled with the page’s background, so its text reads on a tinted row', () => {
    renderScreen(
      <>
        <Badge variant="outline">Your department</Badge>
        <Badge variant="light">Pending</Badge>
      </>,
    );
    const outline = screen.getByText('Your department').closest('.mantine-Badge-root') as HTMLElement;
    expect(outline.style.getPropertyValue('--badge-bg')).toBe('var(--mantine-color-body)');
    const light = screen.getByText('Pending').closest('.mantine-Badge-root') as HTMLElement;
    expect(light.style.getPropertyValue('--badge-bg')).not.toBe('var(--mantine-color-body)');
  });
});
