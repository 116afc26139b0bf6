import { makeUser } from '@colleghi/shared/testing';
import {
  accountConfirmBody,
  accountConfirmValues,
  isAccountConfirmValid,
  validateAccountConfirm,
} from './account-confirm';

const REQUIRED = 'Il campo è obbligatorio';
const LENGTH = 'Il codice fiscale deve essere di 16 caratteri';
const VALID = { first_name: 'Giulia', last_name: 'Bianchi', fiscal_code: 'BNCGLI85E52F205Z' };

describe('account confirm', () => {
  it.each([
    ['all valid', VALID, {}],
    ['a lower-case fiscal code', { ...VALID, fiscal_code: 'bncgli85e52f205z' }, {}],
    ['spaces inside the fiscal code', { ...VALID, fiscal_code: ' BNCGLI85 E52F205Z ' }, {}],
    [
      'all empty',
      { first_name: '', last_name: ' ', fiscal_code: '' },
      {
        first_name: REQUIRED,
        last_name: REQUIRED,
        fiscal_code: REQUIRED,
      },
    ],
    ['15 characters', { ...VALID, fiscal_code: 'BNCGLI85E52F205' }, { fiscal_code: LENGTH }],
    ['17 characters', { ...VALID, fiscal_code: 'BNCGLI85E52F205ZZ' }, { fiscal_code: LENGTH }],
    [
      '11 digits (the server decides the pattern)',
      { ...VALID, fiscal_code: '12345678901' },
      {
        fiscal_code: LENGTH,
      },
    ],
    ['a missing last name', { ...VALID, last_name: '' }, { last_name: REQUIRED }],
  ])('%s', (_name, values, errors) => {
    expect(validateAccountConfirm(values)).toEqual(errors);
    expect(isAccountConfirmValid(values)).toBe(Object.keys(errors).length === 0);
  });

  it.each([
    ['an upper-case fiscal code', 'BNCGLI85E52F205Z', 'BNCGLI85E52F205Z'],
    ['a lower-case fiscal code', 'bncgli85e52f205z', 'BNCGLI85E52F205Z'],
    ['no fiscal code', null, ''],
  ])('prefills %s as %j', (_name, fiscalCode, prefilled) => {
    expect(accountConfirmValues(makeUser({ fiscal_code: fiscalCode })).fiscal_code).toBe(prefilled);
  });

  it('prefills from the user and builds the body', () => {
    expect(accountConfirmValues(makeUser({ fiscal_code: null }))).toEqual({
      first_name: 'Giulia',
      last_name: 'Bianchi',
      fiscal_code: '',
    });
    expect(accountConfirmValues(null)).toEqual({ first_name: '', last_name: '', fiscal_code: '' });
    expect(
      accountConfirmBody(
        { first_name: ' Giulia ', last_name: 'Bianchi ', fiscal_code: 'bncgli85e52f205z' },
        'LAWYER',
      ),
    ).toEqual({
      first_name: 'Giulia',
      last_name: 'Bianchi',
      fiscal_code: 'BNCGLI85E52F205Z',
      type: 'LAWYER',
    });
  });
});
