import { describe, expect, it } from 'vitest';
import { stations } from './data/generate-restaurant.ts';
import { formatStationName, isInIndia, roundCoordinate, titleCase } from './data/station-format.ts';
import { stationLocalities } from './data/station-localities.ts';

describe('station conversion helpers', () => {
  it('title-cases upper-case names, keeping hyphens and brackets', () => {
    expect(titleCase('NEW DELHI')).toBe('New Delhi');
    expect(titleCase('  sawai   madhopur ')).toBe('Sawai Madhopur');
    expect(titleCase('RAJENDRA-NAGAR (BIHAR)')).toBe('Rajendra-Nagar (Bihar)');
  });

  it('spells out railway abbreviations and keeps initialisms', () => {
    expect(formatStationName('HOWRAH JN')).toBe('Howrah Junction');
    expect(formatStationName('MANGALORE CNTL')).toBe('Mangalore Central');
    expect(formatStationName('AGRA CANT')).toBe('Agra Cantt');
    expect(formatStationName('KSR BENGALURU')).toBe('KSR Bengaluru');
    expect(formatStationName('Mumbai Central')).toBe('Mumbai Central');
  });

  it("accepts only coordinates inside India's bounding box", () => {
    expect(isInIndia(28.6423, 77.22)).toBe(true);
    expect(isInIndia(8.0883, 77.5385)).toBe(true);
    expect(isInIndia(27.4636, 94.9353)).toBe(true);
    expect(isInIndia(77.22, 28.6423)).toBe(false); // latitude and longitude swapped
    expect(isInIndia(0, 0)).toBe(false);
    expect(isInIndia(51.5, -0.12)).toBe(false);
    expect(isInIndia(Number.NaN, 77)).toBe(false);
  });

  it('rounds coordinates to six decimals', () => {
    expect(roundCoordinate(77.22000399999999)).toBe(77.220004);
    expect(roundCoordinate(-0.0000004)).toBe(-0);
  });
});

describe('stations.json', () => {
  it('holds the converted stations, sorted by unique code, all inside India', () => {
    expect(stations.length).toBeGreaterThanOrEqual(60);
    const codes = stations.map((station) => station.code);
    expect(codes).toEqual([...codes].sort());
    expect(new Set(codes).size).toBe(codes.length);
    for (const station of stations) {
      expect(isInIndia(station.latitude, station.longitude), station.code).toBe(true);
      expect(station.name).not.toMatch(/\b[A-Z]{4,}\b/);
      expect(station.city).not.toBe('');
      expect(station.state).not.toBe('');
    }
  });

  it('has street-level localities for every station', () => {
    for (const station of stations) expect(stationLocalities[station.code], station.code).toBeDefined();
  });

  it('lists the big-city stations under their current codes', () => {
    const byCode = new Map(stations.map((station) => [station.code, station]));
    expect(byCode.get('NDLS')).toMatchObject({ name: 'New Delhi', city: 'New Delhi', state: 'Delhi' });
    expect(byCode.get('HWH')).toMatchObject({ city: 'Kolkata', state: 'West Bengal' });
    expect(byCode.get('SC')).toMatchObject({ city: 'Hyderabad', state: 'Telangana' });
    expect(byCode.get('CSMT')).toMatchObject({ city: 'Mumbai', state: 'Maharashtra' });
    expect(byCode.has('CSTM')).toBe(false);
  });
});
