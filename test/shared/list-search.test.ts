import { describe, expect, it } from 'vitest';
import { bookingQueryWords, bookingWords, matchesWords } from '#shared/list-search.js';

const booking = {
  address1: '9560 Harvard St',
  address2: 'Unit 4',
  city: 'Houston',
  state: 'TX',
  zip_code: '77008',
  client_first_name: 'Casey',
  client_last_name: 'Nguyen',
};

describe('bookingWords', () => {
  it('finds a booking by its address pasted as the lists show it, state included', () => {
    expect(matchesWords(bookingWords(booking), bookingQueryWords('9560 Harvard St, Houston, TX 77008'))).toBe(true);
  });

  it('finds it by the start of a word, and not by the middle of one', () => {
    expect(matchesWords(bookingWords(booking), bookingQueryWords('harv nguy'))).toBe(true);
    expect(matchesWords(bookingWords(booking), bookingQueryWords('arvard'))).toBe(false);
  });
});
