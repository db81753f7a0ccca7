import { describe, expect, it } from 'vitest';
import { findCity, isKnownCity, PAKISTAN_CITIES, searchCities } from './cities.js';

describe('PAKISTAN_CITIES', () => {
  it('holds at least every district headquarters, once each, inside Pakistan', () => {
    expect(PAKISTAN_CITIES.length).toBeGreaterThanOrEqual(150);
    expect(new Set(PAKISTAN_CITIES.map((c) => c.name.toLowerCase())).size).toBe(PAKISTAN_CITIES.length);
    for (const c of PAKISTAN_CITIES) {
      expect(c.lat, c.name).toBeGreaterThan(23.5);
      expect(c.lat, c.name).toBeLessThan(37.2);
      expect(c.lon, c.name).toBeGreaterThan(60.8);
      expect(c.lon, c.name).toBeLessThan(77.9);
    }
  });

  it('has every provincial capital and the federal capital', () => {
    for (const name of ['Lahore', 'Karachi', 'Peshawar', 'Quetta', 'Islamabad', 'Gilgit', 'Muzaffarabad']) expect(isKnownCity(name), name).toBe(true);
  });

  it('finds a city ignoring case and spaces', () => {
    expect(findCity(' dera ghazi khan ')?.name).toBe('Dera Ghazi Khan');
    expect(findCity('Atlantis')).toBeUndefined();
  });

  it('suggests names starting with the text before names containing it', () => {
    const names = searchCities('ab').map((c) => c.name);
    expect(names[0]).toBe('Abbottabad');
    expect(names).toContain('Hyderabad');
    expect(names.indexOf('Abbottabad')).toBeLessThan(names.indexOf('Hyderabad'));
    expect(searchCities('', 5)).toHaveLength(5);
  });
});
