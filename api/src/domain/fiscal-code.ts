/**
 * The first six letters of an Italian personal fiscal code come from the surname and the first
 * name: consonants first, then vowels, padded with X; a first name with four or more consonants
 * uses the 1st, 3rd and 4th.
 */

const VOWELS = 'AEIOU';

function lettersOf(value: string): string[] {
  return [
    ...value
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toUpperCase()
      .replace(/[^A-Z]/g, ''),
  ];
}

function split(value: string) {
  const letters = lettersOf(value);
  return {
    consonants: letters.filter((c) => !VOWELS.includes(c)),
    vowels: letters.filter((c) => VOWELS.includes(c)),
  };
}

export function surnameLetters(lastName: string): string {
  const { consonants, vowels } = split(lastName);
  return [...consonants, ...vowels, 'X', 'X', 'X'].slice(0, 3).join('');
}

export function firstNameLetters(firstName: string): string {
  const { consonants, vowels } = split(firstName);
  if (consonants.length >= 4) return consonants[0] + consonants[2] + consonants[3];
  return [...consonants, ...vowels, 'X', 'X', 'X'].slice(0, 3).join('');
}

/** The code's name letters match the given names (upper-case code, 16 characters). */
export function fiscalCodeMatchesNames(code: string, firstName: string, lastName: string): boolean {
  return (
    code.slice(0, 3) === surnameLetters(lastName) &&
    code.slice(3, 6) === firstNameLetters(firstName)
  );
}
