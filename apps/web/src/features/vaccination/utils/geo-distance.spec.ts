import { describe, expect, it } from 'vitest';
import { formatDistanceKm, formatWalkingTime, haversineKm, walkingMinutes } from './geo-distance';

const kathmandu = { latitude: 27.7172, longitude: 85.324 };
const pokhara = { latitude: 28.2096, longitude: 83.9856 };

describe('haversineKm', () => {
  it('is 0 for the same place', () => {
    expect(haversineKm(kathmandu, kathmandu)).toBe(0);
  });

  it('measures Kathmandu to Pokhara as the crow flies (about 142 km)', () => {
    expect(haversineKm(kathmandu, pokhara)).toBeCloseTo(142.3, 0);
    expect(haversineKm(pokhara, kathmandu)).toBeCloseTo(haversineKm(kathmandu, pokhara), 9);
  });

  it('uses an earth radius of 6371 km: one degree of latitude is 111.19 km', () => {
    expect(haversineKm({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBeCloseTo(111.195, 3);
  });

  it('gives half the circumference for opposite points', () => {
    expect(haversineKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 })).toBeCloseTo(
      Math.PI * 6371,
      6,
    );
  });
});

describe('walkingMinutes at 5 km/h', () => {
  it('rounds to whole minutes', () => {
    expect(walkingMinutes(5)).toBe(60);
    expect(walkingMinutes(2.5)).toBe(30);
    expect(walkingMinutes(1.23)).toBe(15);
  });

  it('is at least a minute', () => {
    expect(walkingMinutes(0)).toBe(1);
    expect(walkingMinutes(0.02)).toBe(1);
  });
});

describe('formatWalkingTime', () => {
  it('shows minutes under an hour', () => {
    expect(formatWalkingTime(1)).toBe('1 min');
    expect(formatWalkingTime(59)).toBe('59 min');
  });

  it('shows hours and minutes from an hour on', () => {
    expect(formatWalkingTime(65)).toBe('1 h 5 min');
    expect(formatWalkingTime(120)).toBe('2 h');
    expect(formatWalkingTime(1708)).toBe('28 h 28 min');
  });
});

describe('formatDistanceKm', () => {
  it('shows one decimal with thousands grouping', () => {
    expect(formatDistanceKm(3.24)).toBe('3.2 km');
    expect(formatDistanceKm(0)).toBe('0.0 km');
    expect(formatDistanceKm(1234.56)).toBe('1,234.6 km');
  });
});
