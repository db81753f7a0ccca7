import { beforeEach, describe, expect, it } from 'vitest';
import { clearSessionStorage } from '../lib/storage';
import { rememberHeaderTitle, rememberPageTitle, shownTitles } from './shown-titles';

const LIST = '/clearance-certificate-requests';

describe('the titles an office screen showed when last drawn', () => {
  beforeEach(() => localStorage.clear());

  it('gives back what one user saw in one language, by path in any case', () => {
    rememberHeaderTitle(7, 'en', 'Examination Office Portal');
    rememberPageTitle(7, 'en', LIST, 'Clearance Certificate Requests');
    expect(shownTitles(7, 'en', LIST)).toEqual({ header: 'Examination Office Portal', page: 'Clearance Certificate Requests' });
    expect(shownTitles(7, 'en', LIST.toUpperCase()).page).toBe('Clearance Certificate Requests');
    expect(shownTitles(7, 'en', '/endowment-fund-requests')).toEqual({ header: 'Examination Office Portal', page: '' });
  });

  it('gives nothing to another user or in the other language, and starts again for them', () => {
    rememberHeaderTitle(7, 'en', 'Examination Office Portal');
    rememberPageTitle(7, 'en', LIST, 'Clearance Certificate Requests');
    expect(shownTitles(8, 'en', LIST)).toEqual({ header: '', page: '' });
    expect(shownTitles(7, 'ur', LIST)).toEqual({ header: '', page: '' });
    rememberPageTitle(7, 'ur', LIST, 'کلیئرنس سرٹیفکیٹ کی درخواستیں');
    expect(shownTitles(7, 'ur', LIST)).toEqual({ header: '', page: 'کلیئرنس سرٹیفکیٹ کی درخواستیں' });
    expect(shownTitles(7, 'en', LIST).page).toBe('');
  });

  it('keeps the forty screens drawn last, a screen drawn again counting as new', () => {
    for (let i = 0; i < 45; i++) rememberPageTitle(7, 'en', `/screen-${i}`, `Screen ${i}`);
    rememberPageTitle(7, 'en', '/screen-5', 'Screen 5');
    rememberPageTitle(7, 'en', '/screen-45', 'Screen 45');
    // Drawn: 0…44, then 5 again and 45. Kept: 7…44, 5 and 45.
    expect(shownTitles(7, 'en', '/screen-4').page).toBe('');
    expect(shownTitles(7, 'en', '/screen-6').page).toBe('');
    expect(shownTitles(7, 'en', '/screen-5').page).toBe('Screen 5');
    expect(shownTitles(7, 'en', '/screen-7').page).toBe('Screen 7');
    expect(shownTitles(7, 'en', '/screen-45').page).toBe('Screen 45');
    expect(Object.keys(JSON.parse(localStorage.getItem('shownTitles') ?? '{}').pages)).toHaveLength(40);
  });

  it('reads what it cannot understand as nothing seen, and logout forgets it', () => {
    localStorage.setItem('shownTitles', '{"user":7,"lang":"en","header":1}');
    expect(shownTitles(7, 'en', LIST)).toEqual({ header: '', page: '' });
    localStorage.setItem('shownTitles', 'not json');
    expect(shownTitles(7, 'en', LIST)).toEqual({ header: '', page: '' });
    rememberHeaderTitle(7, 'en', 'Examination Office Portal');
    clearSessionStorage();
    expect(shownTitles(7, 'en', LIST)).toEqual({ header: '', page: '' });
  });
});
