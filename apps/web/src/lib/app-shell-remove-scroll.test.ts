import { RemoveScroll as real } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { RemoveScroll } from './app-shell-remove-scroll';

describe('the AppShell stand-in for react-remove-scroll', () => {
  it('has the class names of the real library', () => {
    expect(RemoveScroll.classNames).toEqual({ zeroRight: real.classNames.zeroRight, fullWidth: real.classNames.fullWidth });
  });
});
