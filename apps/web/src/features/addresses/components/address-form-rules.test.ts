import { describe, expect, it } from 'vitest';
import { parseAddressId } from './address-editor-pages';
import { invalidSubmitMessage } from './address-form';

describe('invalidSubmitMessage (SPEC.md §5)', () => {
  it('asks for the required fields first', () => {
    expect(
      invalidSubmitMessage({
        city: { type: 'too_small', message: 'City is required' },
        latitude: { type: 'custom', message: 'Please select a location on the map' },
      }),
    ).toBe('Please fill in all required fields');
  });

  it('then for a location on the map', () => {
    expect(
      invalidSubmitMessage({ longitude: { type: 'custom', message: 'Please select a location on the map' } }),
    ).toBe('Please select a location on the map');
  });

  it('otherwise names the first problem', () => {
    expect(
      invalidSubmitMessage({
        pincode: { type: 'invalid_format', message: 'Pincode must be exactly 6 digits' },
      }),
    ).toBe('Pincode must be exactly 6 digits');
  });
});

describe('parseAddressId', () => {
  it.each([
    ['12', 12],
    ['1', 1],
    [undefined, undefined],
    ['', undefined],
    ['0', undefined],
    ['007', undefined],
    ['12abc', undefined],
    ['1.5', undefined],
    ['99999999999999999', undefined],
  ])('reads %j as %j', (raw, id) => {
    expect(parseAddressId(raw)).toBe(id);
  });
});
