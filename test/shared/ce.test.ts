import { describe, expect, it } from 'vitest';
import { displayLicenseeName, nameWords, normalizeName, roleOfType } from '#shared/ce.js';

describe('normalizeName', () => {
  it('drops accents and punctuation, lower-cases, and splits on spaces and hyphens', () => {
    expect(normalizeName("Muñoz-O'Brien, José  Luis Jr.")).toBe('munoz obrien jose luis jr');
    expect(normalizeName('ÁLVAREZ, RENÉE Ø')).toBe('alvarez renee o');
    expect(normalizeName('Strauß Søndergaard')).toBe('strauss sondergaard');
    expect(normalizeName('  ')).toBe('');
  });

  it('gives the distinct words of two characters or more', () => {
    expect(nameWords(normalizeName('José A Muñoz Muñoz Jr'))).toEqual(['jose', 'munoz', 'jr']);
  });
});

describe('displayLicenseeName', () => {
  it('turns LAST, FIRST MIDDLE and a suffix into the name as people read it', () => {
    expect(displayLicenseeName('MUÑOZ, JOSÉ LUIS', 'JR')).toBe('José Luis Muñoz Jr');
    expect(displayLicenseeName("O'BRIEN, MARY-KATE", 'III')).toBe("Mary-Kate O'Brien III");
    expect(displayLicenseeName('MCDONALD, ANN B')).toBe('Ann B McDonald');
    expect(displayLicenseeName('DE LA CRUZ, ANA')).toBe('Ana De La Cruz');
    expect(displayLicenseeName('SMITH,JOHN', 'sr.')).toBe('John Smith Sr');
  });

  it('keeps a company name in its order', () => {
    expect(displayLicenseeName('BAYOU PROPERTIES LLC')).toBe('Bayou Properties LLC');
  });
});

describe('roleOfType', () => {
  it('names the common licence types and shows the others as their code', () => {
    expect(['SALE', 'BRK', 'BLLC', 'BCRP', 'REIN'].map(roleOfType)).toEqual(['Sales Agent', 'Broker', 'Broker (company)', 'Broker (company)', 'REIN']);
  });
});
